

fn step_ti() {
    let limit_kasto = 0x_E + 1e9_f64;
}
