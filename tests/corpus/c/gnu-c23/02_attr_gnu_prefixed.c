// gcc-flags: -std=gnu2x
// Vendor-prefixed C23 attributes: gnu::name, __gnu__::__name__, keywords as names.
[[gnu::always_inline]] static inline int twice(int x) { return 2 * x; }
[[gnu::const]] int square(int);
[[gnu::noinline, gnu::cold]] void slow_path(void);
[[gnu::format(printf, 1, 2)]] int logf_(const char *, ...);
[[__gnu__::__aligned__(16)]] static char buffer[64];
[[gnu::__always_inline__]] static inline int id(int x) { return x; }
[[gnu::unused]] static int spare;
[[gnu::section(".data.special"), gnu::used]] int placed = 1;
int call(void) { return twice(3) + id(1) + buffer[0]; }
