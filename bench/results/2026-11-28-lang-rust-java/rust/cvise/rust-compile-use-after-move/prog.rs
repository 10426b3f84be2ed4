struct B {
  a : Box< isize >, b : Box< isize >
} fn move_after_fu_move() {
  let x = B{a : Box::new (1), b : Box::new (2)};
  x;
  x;
}
fn main() {}
