main() { puts("Goodbye, reducer!"); }
