// let-else and let chains (edition 2024).
fn parse(s: Option<&str>, t: Option<u8>) -> u8 {
    let Some(text) = s else {
        return 0;
    };
    let Ok(n) = text.parse::<u8>() else { return 1 };
    let value = if n > 2 { n } else { 2 };
    if let Some(x) = t
        && x > 3
        && let Some(y) = t.map(|v| v + 1)
    {
        return x + y + value;
    }
    while let Some(k) = t
        && k > 100
    {
        break;
    }
    n
}
