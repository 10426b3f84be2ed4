// `>` and `=` apart are not `>=`.
fn f(a: u8, b: u8) -> bool {
    a > = b
}
