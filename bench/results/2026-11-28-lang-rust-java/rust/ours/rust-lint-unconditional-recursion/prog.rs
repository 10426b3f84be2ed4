
enum a { }

impl  a {
    fn ne(&self, a: &a)  { a.ne(a) }
} fn main() {
}
