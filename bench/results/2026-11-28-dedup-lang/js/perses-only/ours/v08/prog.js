function value_bla() {
  const buffer_grelo = "\u{41}".repeat(-3);
}

function mix_ka_buffer() {
    accum_gremi_seed = value_bla();
}

mix_ka_buffer();
