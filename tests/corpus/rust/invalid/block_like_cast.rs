// A binary operator after a block-like statement ends a statement.
fn f(a: bool) {
    if a {} else {} as u8;
}
