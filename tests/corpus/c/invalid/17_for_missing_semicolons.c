int f(void) { for (int i = 0) ; return 0; }
