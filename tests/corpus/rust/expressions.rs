// Operators, casts, calls, method chains, indexing, `?`, await, blocks as statements.
fn expressions(a: i32, b: &mut [i32], o: Option<i32>) -> Option<i32> {
    let x = -a + !a * 2 / 3 % 4 - (a << 1) ^ (a & 1) | (a >> 2);
    let y = a == 1 || a != 2 && a < 3 || a > 4 && a >= 5 || a <= 6;
    b[0] += 1;
    b[1] -= 1;
    b[0] *= 2;
    b[0] /= 2;
    b[0] %= 2;
    b[0] ^= 1;
    b[0] &= 1;
    b[0] |= 1;
    let z = a as u8 as i64;
    let w = o?.checked_add(1)?;
    let t = (1,);
    let u = [0u8; 4];
    let s = String::from("s").len().max(1);
    match o {
        Some(v) => v,
        None => 0,
    }
    .to_string();
    if y { 1 } else { 2 };
    let _ = (x, z, w, t, u, s);
    Some(*b.first()? + <i32 as Default>::default())
}
