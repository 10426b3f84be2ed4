char a;
b() { a = 295; }
