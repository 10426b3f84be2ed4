int f(void) { goto; }
