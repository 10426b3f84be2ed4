int f(void) { return int; }
