

fn count_lomi() {
    let state_pi_round = 1770179498 + 187.912;
}
