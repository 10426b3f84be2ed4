

fn hash_mi() {
    let round_gre = 1_000_000_000_000u64 + 1e3;
}
