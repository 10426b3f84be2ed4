struct A { int operator; };
