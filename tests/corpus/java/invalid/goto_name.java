class A { int goto = 1; }
