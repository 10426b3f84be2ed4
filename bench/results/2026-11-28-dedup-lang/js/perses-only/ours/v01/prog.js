

function count_vopi() {
  const value_do = "state".repeat(-1e3);
}

function step_blane() {
    index_sto = count_vopi();
}

step_blane();
