class A { void f() { for (int i = 0; i < 10) {} } }
