

fn a() {
      0 + a
}
