use reducer_runtime::language::Language;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let src = std::fs::read(&a[1]).unwrap();
    let t = reducers::c::C::tables();
    let s = t.lex(&src).unwrap();
    let from: usize = a[2].parse().unwrap();
    let to: usize = a[3].parse().unwrap();
    let mut out = String::new();
    for i in from..to { let k = s.parser_token(i); out.push_str(&String::from_utf8_lossy(k.text(&src))); out.push(' '); }
    println!("{out}");
}
