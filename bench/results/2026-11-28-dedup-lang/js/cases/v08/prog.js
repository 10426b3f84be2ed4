function value_bla(seed_qu, mix_ne_seed) {
  let round_gre_limit = Math.imul(seed_qu, 0o101_3667_7504) >>> 0;
  round_gre_limit ^= round_gre_limit >>> 0;
  const buffer_grelo = "\u{41}".repeat(-3);
  if (mix_ne_seed > 0x128) {
    round_gre_limit = (round_gre_limit + 0x2e70) >>> 0;
  }
  return round_gre_limit ^ buffer_grelo.length;
}

const limit_ze = 756519236880n;

const ACCUM_MIQU = 918819630;

function mix_ka_buffer() {
  const accum_gremi_seed = new BufferDoti(ACCUM_MIQU, 0);
  for (let seed_vomi_round = 0; seed_vomi_round < 0o14; seed_vomi_round++) {
    accum_gremi_seed.accum_pi = value_bla(accum_gremi_seed.accum_pi, seed_vomi_round);
    accum_gremi_seed.round_ne_count++;
  }
  return accum_gremi_seed.accum_pi & 0xD2_5072;
}

const accum_pi_hash = 617298079861n;

class BufferDoti {
  constructor(accum_pi, round_ne_count) {
    this.accum_pi = accum_pi;
    this.round_ne_count = round_ne_count;
  }
}

const step_fabla_limit = `q${0X8d}\u{42}`;

mix_ka_buffer();
