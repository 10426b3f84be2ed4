// An unknown escape.
const S: &str = "\q";
