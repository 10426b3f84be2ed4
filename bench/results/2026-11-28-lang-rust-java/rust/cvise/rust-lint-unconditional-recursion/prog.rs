enum cat_type {
  }
    impl cat_type {
     fn ne(self, other : cat_type) {
  self.ne(other) }
   }
    fn main() {
  }
