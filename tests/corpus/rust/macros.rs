// Macro invocations as token trees and macro_rules! definitions.
macro_rules! square {
    ($x:expr) => {
        $x * $x
    };
    ($x:expr, $($rest:tt)*) => {{
        square!($x) + square!($($rest)*)
    }};
}

macro_rules! items [
    () => {};
    ($name:ident) => { fn $name() {} }
];

macro_rules! empty(() => ());

items!(generated);

thread_local! {
    static COUNTER: u8 = 0;
}

fn main() {
    let v = vec![1, 2, 3];
    println!("{} {}", square!(2, 3), v.len());
    assert_eq!(square!(1), 1, "message {}", "args");
    format_args!("{x}", x = 1);
    empty!();
    generated();
}
