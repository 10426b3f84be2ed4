// Items: modules, uses, type aliases, structs, enums, unions, consts, statics,
// traits, impls, associated items.
mod empty {}
mod declared_elsewhere;

use std::{fmt, io::{self, Write}};

type Result<T> = std::result::Result<T, io::Error>;

#[derive(Default)]
struct Unit;
struct Tuple(u8, pub String);
struct Named {
    a: u8,
    pub b: Vec<u8>,
}

enum E {
    A = 1,
    B(u8),
    C { x: u8 },
}

union U {
    i: u32,
    f: f32,
}

const C: u8 = 1;
static S: &str = "s";
static mut M: u8 = 0;
const _: () = ();

pub trait Shape: fmt::Debug {
    const SIDES: u8;
    type Unit;
    fn area(&self) -> f64;
    fn name(&self) -> &str {
        "shape"
    }
    async fn later(&mut self);
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.a)
    }
}

impl Named {
    pub const ZERO: u8 = 0;
    pub fn new(self: Box<Self>) -> Self {
        *self
    }
}
