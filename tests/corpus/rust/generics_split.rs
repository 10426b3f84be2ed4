// `>>`, `>=`, `>>=`, `<<` and `<=` split where generic lists close or open.
use std::collections::HashMap;

trait Tr {
    type A;
}

fn nested(v: Vec<Vec<u8>>, m: HashMap<u8, Vec<Option<u8>>>) -> Option<Box<Vec<u8>>> {
    let w: Vec<u8>= Vec::new();
    let x: Vec<Vec<u8>>= Vec::new();
    let mut n = v.len() >> 1;
    n >>= 1;
    n <<= 2;
    if n >= 1 && n <= 8 && (n << 2) > 0 && m.len() > 0 {
        let _ = (w, x);
    }
    None
}

fn qualified<T: Tr>(x: Vec<<T as Tr>::A>) -> usize {
    x.len()
}

fn turbofish() -> Vec<Vec<u8>> {
    Vec::<Vec<u8>>::new()
}
