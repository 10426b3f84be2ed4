

fn value_gresto() {
    let count_sa = 0x_Cu16 + 80_133.6_f64;
}
