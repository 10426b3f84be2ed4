// Patterns: literals, ranges, bindings, references, structs, tuples, slices, or.
struct Point {
    x: i32,
    y: i32,
}

enum Shape {
    Circle(i32),
    Rect { w: i32, h: i32 },
    Empty,
}

fn patterns(p: &Point, s: Shape, v: &[u8], t: (u8, u8, u8)) -> i32 {
    let Point { x, y: ref why } = *p;
    let &Point { x: ref mut _a, .. } = &mut Point { x: 1, y: 2 };
    let (first, .., last) = t;
    let _ = (first, last, why);
    match v {
        [] => 0,
        [one] => *one as i32,
        [a, rest @ .., b] if rest.len() > 1 => (*a + *b) as i32,
        [_, ..] => 1,
    };
    match s {
        Shape::Circle(r @ 0..=10) | Shape::Circle(r @ 20..) => r,
        Shape::Circle(..=-1) => -1,
        Shape::Rect { w, h: 1 } => w,
        Shape::Rect { w: _, h } => h,
        Shape::Circle(_) | Shape::Empty => x,
    }
}

fn params(&(a, b): &(u8, u8), mut c: u8, Point { x, .. }: Point) -> u8 {
    c += a + b + x as u8;
    c
}
