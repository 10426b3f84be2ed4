class A { int x = 0x; }
