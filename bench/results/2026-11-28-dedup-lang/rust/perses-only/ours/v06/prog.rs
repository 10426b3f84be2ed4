

fn seed_pi() {
    let hash_rupi = 14 + 3.341E-4;
}
