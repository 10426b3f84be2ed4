// gcc-flags: -std=gnu2x
// _Static_assert without a message (C23), at file scope, in a block and in
// a struct.
_Static_assert(1);
_Static_assert(sizeof(int) >= 2, "int is too small");
struct s { int a; _Static_assert(sizeof(long) >= 4); };
void f(void) { _Static_assert(1 + 1 == 2); }
