

fn buffer_ti() {
    let count_sami_step = 0o_6 + 52E5;
}
