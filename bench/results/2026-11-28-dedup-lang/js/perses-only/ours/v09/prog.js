

function state_vomi() {
  const step_vo = 'accum'.repeat(-0B1000011111000001);
}

function count_pi_round() {
    value_ti = state_vomi();
}

count_pi_round();
