// A raw string closed with fewer hashes than it opened with.
const S: &str = r##"text"#;
