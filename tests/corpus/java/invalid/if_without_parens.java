class A { void f(int x) { if x > 0 { } } }
