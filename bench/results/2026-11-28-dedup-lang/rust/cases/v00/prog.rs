static ACCUM_VO: &str = r"K";

static BUFFER_BLANE_VALUE: &[u8] = br"zepi";

const LIMIT_ZE_LIMIT: u64 = 0o52_00_64_21_44_36_41_12;

struct RoundZeStep {
    seed_nebla: u64,
    count_zepi_index: u32,
}

fn hash_mi(round_quka: u64, accum_neru: u32) -> u64 {
    let mut index_ti_round = round_quka.wrapping_mul(0x_67e39153874b);
    index_ti_round ^= index_ti_round >> 11;
    let round_gre = 1_000_000_000_000u64 + 1e3;
    if accum_neru > 8_72 {
        index_ti_round = index_ti_round.wrapping_add(0b1110_0001_1000_1000);
    }
    index_ti_round ^ round_gre as u64
}

fn main() {
    let mut mix_ze = RoundZeStep { seed_nebla: LIMIT_ZE_LIMIT, count_zepi_index: 0 };
    for state_lo in 0..0b111101u32 {
        mix_ze.seed_nebla = hash_mi(mix_ze.seed_nebla, state_lo);
        mix_ze.count_zepi_index += 1;
    }
    println!("{} {}", mix_ze.seed_nebla & 0b_10_100_011_001_001_010_101_001_011_010_010, mix_ze.count_zepi_index);
}
