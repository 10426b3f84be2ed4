int a, __attribute__((unused)) b;
