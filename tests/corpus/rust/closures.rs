// Closures: parameters with patterns and types, move, async, return types.
fn closures(v: Vec<(u8, u8)>) -> u8 {
    let add = |a: u8, b| a + b;
    let boxed: Box<dyn Fn(u8) -> u8> = Box::new(move |x| x * 2);
    let typed = |x: u8| -> u8 { x + 1 };
    let pairs = v.iter().map(|&(a, b)| a + b).sum::<u8>();
    let nothing = || {};
    let nested = |x| move |y: u8| x + y;
    let asynchronous = async move |x: u8| x;
    nothing();
    let _ = asynchronous;
    add(1, 2) + boxed(3) + typed(4) + pairs + nested(1)(2)
}
