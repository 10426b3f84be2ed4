

function hash_tiru() {
  const count_ru_mix = "\u{41}".repeat(-0b1010);
}

function step_ne_limit() {
    state_blaqu = hash_tiru();
}

step_ne_limit();
