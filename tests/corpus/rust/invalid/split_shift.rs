// `>` and `>` apart are two comparisons, not a shift.
fn f(a: u8, b: u8) -> bool {
    a > > b
}
