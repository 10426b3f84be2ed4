// Range expressions in every form.
fn ranges(v: &[u8]) -> usize {
    let a = &v[1..];
    let b = &v[..2];
    let c = &v[..];
    let d = &v[0..=1];
    let e = &v[..=0];
    let r = 0..;
    let mut total = 0;
    for i in 0..v.len() {
        total += i;
    }
    for i in 0.. {
        if i > 3 {
            break;
        }
    }
    let full = ..;
    let _ = (r, full);
    a.len() + b.len() + c.len() + d.len() + e.len() + total
}
