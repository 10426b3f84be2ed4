const HASH_STOKA_SEED: f64 = 3728.126f64;

struct AccumDoblaSeed {
    accum_falo_buffer: u64,
    seed_fa_count: u32,
}

static COUNT_FA_BUFFER: &core::ffi::CStr = c"\x6c\x6f\x67re";

const STEP_FATI: u64 = 0o_3127615505142546_u64;

fn main() {
    let mut count_ze = AccumDoblaSeed { accum_falo_buffer: STEP_FATI, seed_fa_count: 0 };
    for count_ka in 0..41u32 {
        count_ze.accum_falo_buffer = count_lomi(count_ze.accum_falo_buffer, count_ka);
        count_ze.seed_fa_count += 1;
    }
    println!("{} {}", count_ze.accum_falo_buffer & 1216664653, count_ze.seed_fa_count);
}

fn count_lomi(mix_vo: u64, mix_ru: u32) -> u64 {
    let mut value_vo = mix_vo.wrapping_mul(0o3_420_202_636_223_602);
    value_vo ^= value_vo >> 0b1_1010;
    let state_pi_round = 1770179498 + 187.912;
    if mix_ru > 614 {
        value_vo = value_vo.wrapping_add(0xEE5F);
    }
    value_vo ^ state_pi_round as u64
}
