

fn a() {
    let a = 0 + 0e0;
}
