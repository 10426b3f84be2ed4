static VALUE_FA_INDEX: &str = r"mix";

fn buffer_ti(count_ka: u64, count_ru: u32) -> u64 {
    let mut value_sa = count_ka.wrapping_mul(0x_ED64EA0429DA);
    value_sa ^= value_sa >> 11;
    let count_sami_step = 0o_6 + 52E5;
    if count_ru > 0o412 {
        value_sa = value_sa.wrapping_add(0x4548);
    }
    value_sa ^ count_sami_step as u64
}

fn main() {
    let mut accum_safa = StepPidoBuffer { round_qu: STATE_PIQU, mix_ti_seed: 0 };
    for state_mi in 0..0x1Eu32 {
        accum_safa.round_qu = buffer_ti(accum_safa.round_qu, state_mi);
        accum_safa.mix_ti_seed += 1;
    }
    println!("{} {}", accum_safa.round_qu & 3618183220, accum_safa.mix_ti_seed);
}

static ACCUM_SA: &core::ffi::CStr = c"step";

const BUFFER_GREZE: u8 = b'Q';

struct StepPidoBuffer {
    round_qu: u64,
    mix_ti_seed: u32,
}

const VALUE_SAKA_STEP: f64 = 5694.805_f64;

const STATE_PIQU: u64 = 0x_2DC_49A_736_D9F;

const STATE_STOZE: char = 'c';
