const buffer_gresto_seed = `p${178}\u{42}`;

const step_vo_mix = /mi+[0-9]*\d{2}/gi;

class MixMi {
  constructor(value_ruru, seed_mibla_step) {
    this.value_ruru = value_ruru;
    this.seed_mibla_step = seed_mibla_step;
  }
}

function round_ne_value(value_vo) {
  const buffer_blapi = value_vo ^ 0b11_0001;
  return buffer_blapi > 15 ? buffer_blapi : -buffer_blapi;
}

const accum_mi_buffer = /gre+[0-9]*\d{2}/g;

const state_grevo_seed = `I${208}\u{42}`;

const STATE_NE = 0b11_111_110_110_101_000_011_111_110_110;

function buffer_storu() {
  const value_lo = new MixMi(STATE_NE, 0);
  for (let limit_zesa_accum = 0; limit_zesa_accum < 0b110_011; limit_zesa_accum++) {
    value_lo.value_ruru = accum_bla_index(value_lo.value_ruru, limit_zesa_accum);
    value_lo.seed_mibla_step++;
  }
  return value_lo.value_ruru & 7_994_965;
}

function accum_bla_index(step_piru, buffer_do) {
  let count_sto_round = Math.imul(step_piru, 1166134263) >>> 0;
  count_sto_round ^= count_sto_round >>> 0o10;
  const state_savo = "\0sto".repeat(-16_136_237);
  if (buffer_do > 0X19a) {
    count_sto_round = (count_sto_round + 5_36_90) >>> 0;
  }
  return count_sto_round ^ state_savo.length;
}

buffer_storu();
