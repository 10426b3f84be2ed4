const HASH_SA: u64 = 123699812650130_u64;

struct StepLo {
    buffer_milo: u64,
    count_blaze: u32,
}

fn main() {
    let mut count_pi_seed = StepLo { buffer_milo: HASH_SA, count_blaze: 0 };
    for limit_vomi_value in 0..56u32 {
        count_pi_seed.buffer_milo = seed_pi(count_pi_seed.buffer_milo, limit_vomi_value);
        count_pi_seed.count_blaze += 1;
    }
    println!("{} {}", count_pi_seed.buffer_milo & 4224585966, count_pi_seed.count_blaze);
}

const LIMIT_NE: u8 = b'U';

const BUFFER_KAMI: char = '\n';

fn seed_pi(round_loze_step: u64, mix_dobla_hash: u32) -> u64 {
    let mut limit_mi_step = round_loze_step.wrapping_mul(0b100000101001101010111011110001000000110100101010);
    limit_mi_step ^= limit_mi_step >> 0o34;
    let hash_rupi = 14 + 3.341E-4;
    if mix_dobla_hash > 0o37 {
        limit_mi_step = limit_mi_step.wrapping_add(0xC491);
    }
    limit_mi_step ^ hash_rupi as u64
}

static MIX_STO_STATE: &str = r#"a "blane" b"#;
