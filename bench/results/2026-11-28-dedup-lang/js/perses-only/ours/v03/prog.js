function limit_mi_round() {
    mix_ze = count_qune();
}

function count_qune() {
  const mix_pivo = 'hash'.repeat(-0O2);
}

limit_mi_round();
