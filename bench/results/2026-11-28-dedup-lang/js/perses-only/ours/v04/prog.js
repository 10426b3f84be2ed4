

function accum_ne() {
  const count_pipi_limit = "\u0071\u0075\u004c".repeat(-3E5);
}

function hash_ka_round() {
    buffer_mi_mix = accum_ne();
}

hash_ka_round();
