const hash_ka_step = `A${0O345}\u{42}`;

const index_kapi_seed = `y${194}\u{42}`;

function state_vomi(value_pi_index, index_ze_hash) {
  let step_dogre_accum = Math.imul(value_pi_index, 0b1_000_000_000_010_110_100_111_100_001_110) >>> 0;
  step_dogre_accum ^= step_dogre_accum >>> 0xE;
  const step_vo = 'accum'.repeat(-0B1000011111000001);
  if (index_ze_hash > 0B1_010_111_001) {
    step_dogre_accum = (step_dogre_accum + 0o142_451) >>> 0;
  }
  return step_dogre_accum ^ step_vo.length;
}

class RoundBla {
  constructor(value_ru_limit, limit_ru_round) {
    this.value_ru_limit = value_ru_limit;
    this.limit_ru_round = limit_ru_round;
  }
}

const STATE_QU_ACCUM = 1_202_492_489;

function count_pi_round() {
  const value_ti = new RoundBla(STATE_QU_ACCUM, 0);
  for (let count_lobla = 0; count_lobla < 0o13; count_lobla++) {
    value_ti.value_ru_limit = state_vomi(value_ti.value_ru_limit, count_lobla);
    value_ti.limit_ru_round++;
  }
  return value_ti.value_ru_limit & 0O3253_3246;
}

count_pi_round();
