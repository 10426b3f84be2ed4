int f(void) { else return 1; }
