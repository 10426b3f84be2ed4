class A { void f() { int _ = 1; } }
