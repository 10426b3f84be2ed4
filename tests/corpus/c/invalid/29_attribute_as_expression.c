int f(void) { return [[x]]; }
