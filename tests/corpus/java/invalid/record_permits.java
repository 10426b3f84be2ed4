record R(int x) permits A {}
