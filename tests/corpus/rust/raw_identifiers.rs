// Raw identifiers (Lexical structure > Identifiers) and edition 2024's reserved `gen`.
fn r#match(r#type: u8) -> u8 {
    r#type
}

struct r#struct {
    r#gen: u8,
}

fn main() {
    let r#let = r#match(1);
    let s = r#struct { r#gen: r#let };
    let _ = s.r#gen;
}
