// gcc-flags: -std=gnu2x
// Attribute arguments are balanced token sequences; unknown attributes are
// ignored (with a warning), so any balanced tokens are accepted.
[[vendor::unknown(1, 2, {3}, [4], (5 + 6))]] int f(void);
[[vendor::empty()]] int g(void);
[[vendor::tokens(a b c ; : :: < > "str" 'c')]] int h(void);
[[noreturn]] void stop(void);
[[_Noreturn]] void stop2(void);
[[unsequenced]] int pure_fn(int);
[[reproducible]] int repro_fn(int);
[[gnu::access(read_only, 1, 2)]] int sum(const int *, int);
[[gnu::nonnull(1), gnu::returns_nonnull]] void *dup(const void *);
