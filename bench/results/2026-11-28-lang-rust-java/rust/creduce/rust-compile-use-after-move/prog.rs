struct A {
  a : isize, b : Box< isize >
} fn borrow_after_fu_move() {
  let x = A{a : 1, b : Box::new (2)};
  x;
  x;
}
fn main() {}
