

function buffer_storu() {
    value_lo = accum_bla_index();
}

function accum_bla_index() {
  const state_savo = "\0sto".repeat(-16_136_237);
}

buffer_storu();
