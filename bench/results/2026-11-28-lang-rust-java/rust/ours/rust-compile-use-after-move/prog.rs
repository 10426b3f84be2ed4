


struct a { a: isize, b: Box<isize> }

fn a() {
    let a = a { a:0, b: Box::new(0) };
    a;
    a;
}

fn main() {
}
