

function seed_ti_seed() {
    mix_piqu = state_stovo_buffer();
}

function state_stovo_buffer() {
  const step_doqu_seed = "\u{64}\u{6F}\u{74}".repeat(-71.);
}

seed_ti_seed();
