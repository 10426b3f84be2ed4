// A missing semicolon between statements.
fn f() {
    let a = 1
    let b = 2;
}
