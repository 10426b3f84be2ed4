// Struct expressions are not allowed at the top of if/while/match/for headers.
#[derive(PartialEq)]
struct S {
    a: u8,
}

fn headers(x: S, v: Vec<u8>) -> u8 {
    if x == (S { a: 1 }) {
        return 1;
    }
    if x == S {} {}
    match x {
        S { a } => {
            let _ = a;
        }
    }
    for i in v {
        let _ = S { a: i };
    }
    while { false } {}
    if (S { a: 3 }).a == 3 {}
    0
}
