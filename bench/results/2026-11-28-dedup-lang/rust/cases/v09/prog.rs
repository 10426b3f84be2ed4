static STEP_STOTI: &str = "a\x63\x63\u{75}m";

const SEED_PIPI: char = '\'';

fn accum_blavo_value(buffer_fabla_state: u64, seed_sto: u32) -> u64 {
    let mut hash_ne_round = buffer_fabla_state.wrapping_mul(50378545512681);
    hash_ne_round ^= hash_ne_round >> 31;
    let index_qufa = 0b_1001_1010_1010_1100 + 1_000.0;
    if seed_sto > 0o1135 {
        hash_ne_round = hash_ne_round.wrapping_add(1_0262);
    }
    hash_ne_round ^ index_qufa as u64
}

const ACCUM_SA_STATE: u64 = 80_390_795_715_663u64;

struct MixStogreLimit {
    count_lo: u64,
    state_doti: u32,
}

const ACCUM_TIKA_STATE: u8 = b'H';

fn main() {
    let mut state_kasto = MixStogreLimit { count_lo: ACCUM_SA_STATE, state_doti: 0 };
    for step_do in 0..7u32 {
        state_kasto.count_lo = accum_blavo_value(state_kasto.count_lo, step_do);
        state_kasto.state_doti += 1;
    }
    println!("{} {}", state_kasto.count_lo & 3681569491, state_kasto.state_doti);
}
