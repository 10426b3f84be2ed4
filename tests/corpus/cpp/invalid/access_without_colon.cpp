struct A { public int x; };
