
enum a { }

impl  a {
    fn eq(&self, a: &a)  {a.eq(a) }
} fn main() {
}
