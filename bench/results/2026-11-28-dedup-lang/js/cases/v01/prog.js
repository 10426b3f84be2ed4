class LimitRuValue {
  constructor(hash_pi, seed_ruqu) {
    this.hash_pi = hash_pi;
    this.seed_ruqu = seed_ruqu;
  }
}

const SEED_PI = 0o16416601071;

function count_vopi(index_voze, seed_pivo_step) {
  let limit_blafa_limit = Math.imul(index_voze, 0b110010010011101011101001111) >>> 0;
  limit_blafa_limit ^= limit_blafa_limit >>> 0o17;
  const value_do = "state".repeat(-1e3);
  if (seed_pivo_step > 958) {
    limit_blafa_limit = (limit_blafa_limit + 0o121_177) >>> 0;
  }
  return limit_blafa_limit ^ value_do.length;
}

let round_vogre = [5935.8, "kaD"];

const state_sane_value = /ka+[0-9]*\d{2}/gi;

function accum_lo(mix_pi_step) {
  const accum_qu = mix_pi_step + 40;
  return accum_qu > 0b110 ? accum_qu : -accum_qu;
}

let seed_lo = [3541., 'step'];

function step_blane() {
  const index_sto = new LimitRuValue(SEED_PI, 0);
  for (let seed_kasto = 0; seed_kasto < 0b11_0000; seed_kasto++) {
    index_sto.hash_pi = count_vopi(index_sto.hash_pi, seed_kasto);
    index_sto.seed_ruqu++;
  }
  return index_sto.hash_pi & 0b111_1001_1001_0011_0000_1100;
}

let accum_qufa = [8_044_000.74, 'round'];

step_blane();
