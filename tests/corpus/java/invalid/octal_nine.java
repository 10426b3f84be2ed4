class A { int x = 09; }
