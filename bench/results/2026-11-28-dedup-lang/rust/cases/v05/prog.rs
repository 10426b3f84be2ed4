const ACCUM_STOBLA: char = '\u{0051}';

const VALUE_ZEQU_ACCUM: char = '\u{0055}';

fn index_tiru_step(index_fa: i32) -> i32 {
    let index_stosa_mix = index_fa ^ 0b_110_100;
    if index_stosa_mix > 9 { index_stosa_mix } else { -index_stosa_mix }
}

static ACCUM_VO: &[u8] = br"accum";

fn main() {
    let mut limit_qudo_mix = ValueGregre { limit_nedo: HASH_KA, limit_ti: 0 };
    for mix_sto in 0..20u32 {
        limit_qudo_mix.limit_nedo = value_gresto(limit_qudo_mix.limit_nedo, mix_sto);
        limit_qudo_mix.limit_ti += 1;
    }
    println!("{} {}", limit_qudo_mix.limit_nedo & 0b_10_011_110_100_000_111_000_011_001_011_010, limit_qudo_mix.limit_ti);
}

const HASH_KA: u64 = 0o4_433_734_640_176_700;

static MIX_FADO: &[u8] = br"accum";

fn value_gresto(round_mibla_count: u64, accum_sasa_state: u32) -> u64 {
    let mut hash_bla_buffer = round_mibla_count.wrapping_mul(0b100_011_101_100_010_011_111_011_001_001_011_011_011_100_010_110);
    hash_bla_buffer ^= hash_bla_buffer >> 0b11;
    let count_sa = 0x_Cu16 + 80_133.6_f64;
    if accum_sasa_state > 0x_315 {
        hash_bla_buffer = hash_bla_buffer.wrapping_add(0o50702);
    }
    hash_bla_buffer ^ count_sa as u64
}

struct ValueGregre {
    limit_nedo: u64,
    limit_ti: u32,
}
