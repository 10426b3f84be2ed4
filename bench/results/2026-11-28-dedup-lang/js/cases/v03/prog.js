function limit_mi_round() {
  const mix_ze = new BufferStodoHash(INDEX_STOLO_COUNT, 0);
  for (let index_zepi_seed = 0; index_zepi_seed < 47; index_zepi_seed++) {
    mix_ze.seed_qu = count_qune(mix_ze.seed_qu, index_zepi_seed);
    mix_ze.value_pilo_value++;
  }
  return mix_ze.seed_qu & 0X1CD839;
}

const INDEX_STOLO_COUNT = 0O24_14_35_25_30;

const round_voqu_state = `O${192}\u{42}`;

const step_lo = `hash${237}\u{42}`;

function count_qune(count_pi, index_mimi_value) {
  let state_blaqu_accum = Math.imul(count_pi, 0b1_10_01_01_11_01_01_11_10_10_01_01_01_00_10_01) >>> 0;
  state_blaqu_accum ^= state_blaqu_accum >>> 0B110;
  const mix_pivo = 'hash'.repeat(-0O2);
  if (index_mimi_value > 0x171) {
    state_blaqu_accum = (state_blaqu_accum + 0x9F9C) >>> 0;
  }
  return state_blaqu_accum ^ mix_pivo.length;
}

function count_ne_buffer(seed_losa_mix) {
  const state_vo_round = seed_losa_mix + 147;
  return state_vo_round > 0o47 ? state_vo_round : -state_vo_round;
}

class BufferStodoHash {
  constructor(seed_qu, value_pilo_value) {
    this.seed_qu = seed_qu;
    this.value_pilo_value = value_pilo_value;
  }
}

limit_mi_round();
