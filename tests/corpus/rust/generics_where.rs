// Generics with bounds and where clauses, const generics, impl Trait, dyn.
use std::fmt::Debug;

pub struct Matrix<T, const R: usize, const C: usize = 1>
where
    T: Copy + Default,
{
    cells: [[T; C]; R],
}

impl<T: Copy + Default, const R: usize> Matrix<T, R> {
    pub fn new() -> Self {
        Matrix { cells: [[T::default(); 1]; R] }
    }
}

fn show<'a, T>(items: &'a [T]) -> impl Iterator<Item = &'a T> + 'a
where
    T: Debug + ?Sized + 'a,
    for<'b> &'b T: Debug,
{
    items.iter()
}

fn object(x: &dyn Debug, y: Box<dyn Fn(u8) -> u8 + Send + Sync>) -> Vec<Box<dyn Debug>> {
    let _ = (x, y);
    Vec::new()
}

fn arg(x: impl Into<u8>) -> u8 {
    x.into()
}

fn constant<const N: usize>() -> [u8; N] {
    [0; N]
}

fn signed<const N: i32>() -> i32 {
    N
}

fn call() {
    let _ = constant::<3>();
    let _ = constant::<{ 1 + 2 }>();
    let _ = signed::<-1>() + signed::<-2, >();
}

fn capture<'a>(x: &'a u8) -> impl Sized + use<'a> {
    x
}
