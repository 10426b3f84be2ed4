a;
b() { a || b; }
