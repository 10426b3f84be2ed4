// gcc-flags: -std=gnu2x
// gcc-since: 13
// The C23 keyword static_assert, with and without a message.
static_assert(1);
static_assert(sizeof(int) >= 2, "int is too small");
struct s { int a; static_assert(sizeof(long) >= 4); };
void f(void) { static_assert(1 + 1 == 2); }
