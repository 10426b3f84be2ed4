const step_fado_index = 0o1356532212124n;

const accum_qu = `voze${0o2}\u{42}`;

function mix_qugre(state_ru) {
  const buffer_ti_mix = state_ru ^ 33;
  return buffer_ti_mix > 39 ? buffer_ti_mix : -buffer_ti_mix;
}

function hash_tiru(buffer_rupi_buffer, hash_sami) {
  let buffer_ka = Math.imul(buffer_rupi_buffer, 0O2_217_373_366) >>> 0;
  buffer_ka ^= buffer_ka >>> 0o7;
  const count_ru_mix = "\u{41}".repeat(-0b1010);
  if (hash_sami > 0b1_0000_1000) {
    buffer_ka = (buffer_ka + 39_523) >>> 0;
  }
  return buffer_ka ^ count_ru_mix.length;
}

function step_ne_limit() {
  const state_blaqu = new RoundLozeValue(INDEX_DO, 0);
  for (let step_fa_buffer = 0; step_fa_buffer < 50; step_fa_buffer++) {
    state_blaqu.accum_rusa_count = hash_tiru(state_blaqu.accum_rusa_count, step_fa_buffer);
    state_blaqu.state_zeze++;
  }
  return state_blaqu.accum_rusa_count & 7340545;
}

const mix_vobla = 0b100_101_100_100_001_101_100_001_100_111_000_000_000n;

const INDEX_DO = 0o15073473751;

class RoundLozeValue {
  constructor(accum_rusa_count, state_zeze) {
    this.accum_rusa_count = accum_rusa_count;
    this.state_zeze = state_zeze;
  }
}

step_ne_limit();
