const SEED_PI = 0b1_11_00_00_00_01_10_11_01_00_10_10_10_00_00;

class SeedRu {
  constructor(accum_ru, index_blabla_state) {
    this.accum_ru = accum_ru;
    this.index_blabla_state = index_blabla_state;
  }
}

function accum_do_hash(count_sami_value) {
  const index_mido = count_sami_value | 155;
  return index_mido > 51 ? index_mido : -index_mido;
}

function accum_saka_round() {
  const count_ze = new SeedRu(SEED_PI, 0);
  for (let seed_qu = 0; seed_qu < 0X32; seed_qu++) {
    count_ze.accum_ru = seed_pize_buffer(count_ze.accum_ru, seed_qu);
    count_ze.index_blabla_state++;
  }
  return count_ze.accum_ru & 0x8e80;
}

const round_savo_index = `blado${223}\u{42}`;

const buffer_ne = 0b110_001_001_111_010_010_101_101_110_111_001_011_110n;

function seed_pize_buffer(step_ru, value_ka_seed) {
  let mix_fa = Math.imul(step_ru, 1112929632) >>> 0;
  mix_fa ^= mix_fa >>> 0xa;
  const round_ru = "sa\
lo".repeat(-0x6);
  if (value_ka_seed > 0b110_0011) {
    mix_fa = (mix_fa + 11270) >>> 0;
  }
  return mix_fa ^ round_ru.length;
}

let state_sapi = [5144., 'mi\
ka'];

const accum_lomi = 0B1000100100100011110001001011101101100n;

accum_saka_round();
