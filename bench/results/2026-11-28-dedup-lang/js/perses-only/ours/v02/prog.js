

function accum_saka_round() {
    count_ze = seed_pize_buffer();
}

function seed_pize_buffer() {
  const round_ru = "sa\
lo".repeat(-0x6);
}

accum_saka_round();
