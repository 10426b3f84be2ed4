// A let-else whose initializer ends with `}`.
fn f(x: Option<u8>) {
    let Some(y) = (if true { x } else { None }) else { return };
    let Some(z) = if true { x } else { None } else { return };
}
