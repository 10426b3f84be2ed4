

fn accum_blavo_value() {
    let index_qufa = 0b_1001_1010_1010_1100 + 1_000.0;
}
