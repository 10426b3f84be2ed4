

function round_pi() {
    accum_faka = step_ka_mix();
}

function step_ka_mix() {
  const step_pifa = '\x71\x75\x58'.repeat(-865e-1);
}

round_pi();
