int f(void) { if (1 return 0; }
