// `<-` is one token.
fn f(a: i32, b: i32) -> bool {
    a<-b
}
