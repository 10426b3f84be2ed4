// A struct expression at the top of an if header.
struct S {
    a: u8,
}

fn f(x: S) {
    if x == S { a: 2 } {}
}
