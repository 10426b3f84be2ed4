int (*fp)(int) { return 0; }
