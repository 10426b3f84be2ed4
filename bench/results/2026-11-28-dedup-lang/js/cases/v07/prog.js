const state_gre_accum = 4087_8920_3152n;

const count_sto = /ne+[0-9]*\d{2}/u;

const STEP_SAVO_STEP = 607_151_224;

class IndexLo {
  constructor(buffer_faru_step, round_gre) {
    this.buffer_faru_step = buffer_faru_step;
    this.round_gre = round_gre;
  }
}

let buffer_lo_count = [3848.163, "\tqu"];

function seed_ti_seed() {
  const mix_piqu = new IndexLo(STEP_SAVO_STEP, 0);
  for (let count_fa = 0; count_fa < 13; count_fa++) {
    mix_piqu.buffer_faru_step = state_stovo_buffer(mix_piqu.buffer_faru_step, count_fa);
    mix_piqu.round_gre++;
  }
  return mix_piqu.buffer_faru_step & 0o13_140_001;
}

function state_stovo_buffer(seed_blalo, round_pi_hash) {
  let accum_pi_seed = Math.imul(seed_blalo, 0B11100000110000010001101111011) >>> 0;
  accum_pi_seed ^= accum_pi_seed >>> 0O15;
  const step_doqu_seed = "\u{64}\u{6F}\u{74}".repeat(-71.);
  if (round_pi_hash > 880) {
    accum_pi_seed = (accum_pi_seed + 5_4156) >>> 0;
  }
  return accum_pi_seed ^ step_doqu_seed.length;
}

seed_ti_seed();
