// Lifetimes and labels against character literals.
struct Holder<'a, 'b: 'a> {
    first: &'a str,
    second: &'b str,
}

fn pick<'a>(x: &'a str, c: char) -> &'a str {
    let quote = '\'';
    let a = 'a';
    'outer: for ch in x.chars() {
        'inner: loop {
            if ch == a || ch == c || ch == quote {
                break 'outer;
            }
            break 'inner;
        }
    }
    let _: &'static str = "static";
    let _anonymous: Holder<'_, '_> = Holder { first: x, second: x };
    x
}
