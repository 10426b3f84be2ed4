const COUNT_KASTO_ROUND = 1_091_675_437;

const step_pido = `savo${0b11110}\u{42}`;

class MixZene {
  constructor(hash_sto_round, index_vo_mix) {
    this.hash_sto_round = hash_sto_round;
    this.index_vo_mix = index_vo_mix;
  }
}

const limit_ka_step = 0B110_1100_1111_1111_1111_0011_1110_1000_0111_1111n;

function round_pi() {
  const accum_faka = new MixZene(COUNT_KASTO_ROUND, 0);
  for (let value_do = 0; value_do < 0o73; value_do++) {
    accum_faka.hash_sto_round = step_ka_mix(accum_faka.hash_sto_round, value_do);
    accum_faka.index_vo_mix++;
  }
  return accum_faka.hash_sto_round & 7987144;
}

function step_ka_mix(buffer_vo, mix_pi_count) {
  let seed_ze_limit = Math.imul(buffer_vo, 0X77EE5F4D) >>> 0;
  seed_ze_limit ^= seed_ze_limit >>> 14;
  const step_pifa = '\x71\x75\x58'.repeat(-865e-1);
  if (mix_pi_count > 114) {
    seed_ze_limit = (seed_ze_limit + 0X2EF1) >>> 0;
  }
  return seed_ze_limit ^ step_pifa.length;
}

const index_dopi = 0xCB_96_36_17_DAn;

const limit_loka = /mi+[0-9]*\d{2}/;

round_pi();
