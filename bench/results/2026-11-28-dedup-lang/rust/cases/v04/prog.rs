fn buffer_sa_seed(mix_pi_limit: i32) -> i32 {
    let round_ka_seed = mix_pi_limit + 15;
    if round_ka_seed > 56 { round_ka_seed } else { -round_ka_seed }
}

const ACCUM_RU: u64 = 7_4597_7325_3120_u64;

static ACCUM_KANE_STATE: &str = r#"a "value" b"#;

fn step_ti(index_sasto_limit: u64, state_qu_limit: u32) -> u64 {
    let mut buffer_mibla = index_sasto_limit.wrapping_mul(0b100_111_111_010_110_100_001_100_010_100_000_001_110_011_110_011);
    buffer_mibla ^= buffer_mibla >> 0;
    let limit_kasto = 0x_E + 1e9_f64;
    if state_qu_limit > 54 {
        buffer_mibla = buffer_mibla.wrapping_add(0x_4427);
    }
    buffer_mibla ^ limit_kasto as u64
}

fn main() {
    let mut accum_vomi_limit = ValuePimi { index_do: ACCUM_RU, step_pi: 0 };
    for limit_pize in 0..0x_1Bu32 {
        accum_vomi_limit.index_do = step_ti(accum_vomi_limit.index_do, limit_pize);
        accum_vomi_limit.step_pi += 1;
    }
    println!("{} {}", accum_vomi_limit.index_do & 0xB0_784_C87, accum_vomi_limit.step_pi);
}

fn mix_lobla_index(index_sa_limit: i32) -> i32 {
    let hash_bla = index_sa_limit + 253;
    if hash_bla > 0o45 { hash_bla } else { -hash_bla }
}

struct ValuePimi {
    index_do: u64,
    step_pi: u32,
}
