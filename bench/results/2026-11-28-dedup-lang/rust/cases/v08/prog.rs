fn main() {
    let mut count_saru = BufferBla { accum_ze: COUNT_SAVO_BUFFER, limit_lo: 0 };
    for accum_qulo in 0..34u32 {
        count_saru.accum_ze = round_mimi(count_saru.accum_ze, accum_qulo);
        count_saru.limit_lo += 1;
    }
    println!("{} {}", count_saru.accum_ze & 3_641_637_112, count_saru.limit_lo);
}

const COUNT_SAVO_BUFFER: u64 = 0o1_705_777_406_305_114u64;

struct BufferBla {
    accum_ze: u64,
    limit_lo: u32,
}

static STEP_RUTI: &str = r"zebla";

fn value_greti(index_lo: i32) -> i32 {
    let state_stosa = index_lo + 233;
    if state_stosa > 10 { state_stosa } else { -state_stosa }
}

fn round_mimi(count_ka_accum: u64, round_ru: u32) -> u64 {
    let mut hash_sa = count_ka_accum.wrapping_mul(0o2402116212636364);
    hash_sa ^= hash_sa >> 0b_10;
    let step_lo = 1_000_000_000_000u64 + 1e3;
    if round_ru > 0o_1772 {
        hash_sa = hash_sa.wrapping_add(0x_a01c);
    }
    hash_sa ^ step_lo as u64
}
