void f(void (*g)(int) __attribute__((noreturn)));
