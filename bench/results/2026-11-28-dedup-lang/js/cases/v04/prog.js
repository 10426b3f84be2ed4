let step_tiqu = [.6493, 'mi\u{61}'];

function buffer_dodo(value_pimi) {
  const count_stoze = value_pimi | 0xC8;
  return count_stoze > 0x7 ? count_stoze : -count_stoze;
}

const VALUE_NEKA_INDEX = 0b111000000001101100111101101111;

class MixTiquMix {
  constructor(count_voru, limit_do) {
    this.count_voru = count_voru;
    this.limit_do = limit_do;
  }
}

function accum_ne(limit_qudo_mix, step_greka) {
  let hash_neze_seed = Math.imul(limit_qudo_mix, 13_6443_8677) >>> 0;
  hash_neze_seed ^= hash_neze_seed >>> 0o17;
  const count_pipi_limit = "\u0071\u0075\u004c".repeat(-3E5);
  if (step_greka > 302) {
    hash_neze_seed = (hash_neze_seed + 0x8749) >>> 0;
  }
  return hash_neze_seed ^ count_pipi_limit.length;
}

function hash_ka_round() {
  const buffer_mi_mix = new MixTiquMix(VALUE_NEKA_INDEX, 0);
  for (let step_saze_buffer = 0; step_saze_buffer < 48; step_saze_buffer++) {
    buffer_mi_mix.count_voru = accum_ne(buffer_mi_mix.count_voru, step_saze_buffer);
    buffer_mi_mix.limit_do++;
  }
  return buffer_mi_mix.count_voru & 0o70532515;
}

hash_ka_round();
