

fn round_mimi() {
    let step_lo = 1_000_000_000_000u64 + 1e3;
}
