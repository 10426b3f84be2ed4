const COUNT_VO: u8 = b'P';

const ACCUM_NE: u64 = 0b11_11_11_00_00_01_00_10_11_11_00_00_01_11_11_01_10_10_10_00_01_01_11_01u64;

struct RoundPido {
    step_lo: u64,
    hash_fa: u32,
}

const VALUE_KA_MIX: f64 = 3264.815;

static INDEX_QUZE: &[u8] = br"dodo";

fn mix_nevo(mix_grepi_round: i32) -> i32 {
    let count_do = mix_grepi_round | 44;
    if count_do > 31 { count_do } else { -count_do }
}

fn main() {
    let mut limit_pi_limit = RoundPido { step_lo: ACCUM_NE, hash_fa: 0 };
    for round_pisto_limit in 0..60u32 {
        limit_pi_limit.step_lo = index_doru_limit(limit_pi_limit.step_lo, round_pisto_limit);
        limit_pi_limit.hash_fa += 1;
    }
    println!("{} {}", limit_pi_limit.step_lo & 28_9907_9259, limit_pi_limit.hash_fa);
}

const SEED_DOVO_ROUND: f64 = 481.712_f64;

fn index_doru_limit(hash_stoze: u64, value_sto: u32) -> u64 {
    let mut round_voka = hash_stoze.wrapping_mul(208995855737028);
    round_voka ^= round_voka >> 0o25;
    let mix_mi_mix = 0b111_000u32 + 1_000.0;
    if value_sto > 0b_1111101100 {
        round_voka = round_voka.wrapping_add(0b_111_0111_0100_1100);
    }
    round_voka ^ mix_mi_mix as u64
}
