// gcc-flags: -std=gnu2x
// gcc-since: 13
// C23 constexpr objects.
constexpr int size = 4;
static constexpr unsigned long mask = 0xff;
constexpr double half = 0.5;
int table[size];
int f(void) { constexpr int local = size * 2; return local; }
