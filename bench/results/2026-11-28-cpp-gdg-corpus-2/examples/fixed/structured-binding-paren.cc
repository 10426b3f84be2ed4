struct P { int a, b; }; P p; auto [x, y](p);
