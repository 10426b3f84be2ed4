// `gen` is reserved in edition 2024.
fn f() {
    let gen = 1;
}
