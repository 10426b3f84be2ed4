fn buffer_qu_round(value_ka_limit: u64, accum_kaze: u32) -> u64 {
    let mut index_nefa_round = value_ka_limit.wrapping_mul(0x_B657BB2E33FB);
    index_nefa_round ^= index_nefa_round >> 6;
    let state_safa_limit = 12_i32 + 96.2f32;
    if accum_kaze > 17 {
        index_nefa_round = index_nefa_round.wrapping_add(0o_40_034);
    }
    index_nefa_round ^ state_safa_limit as u64
}

struct AccumVo {
    limit_nemi_accum: u64,
    round_pipi: u32,
}

const STATE_FADO: u8 = b'\x56';

const VALUE_LO: u64 = 0x_1a47_1047_1099u64;

static MIX_DO_INDEX: &core::ffi::CStr = c"\x6c\x69mit";

fn main() {
    let mut round_stosto_mix = AccumVo { limit_nemi_accum: VALUE_LO, round_pipi: 0 };
    for count_ze_seed in 0..39u32 {
        round_stosto_mix.limit_nemi_accum = buffer_qu_round(round_stosto_mix.limit_nemi_accum, count_ze_seed);
        round_stosto_mix.round_pipi += 1;
    }
    println!("{} {}", round_stosto_mix.limit_nemi_accum & 2847135452, round_stosto_mix.round_pipi);
}
