// gcc-flags: -std=gnu2x
// gcc-since: 13
// C23 typeof_unqual.
const volatile int cv = 0;
typeof_unqual(cv) plain;
typeof_unqual(const int) also_plain;
typeof_unqual(int *const) ptr;
int f(void) { typeof_unqual(cv) t = cv; return t; }
