// gcc-flags: -std=gnu2x
// gcc-since: 13
// C23 keywords alignas and alignof.
alignas(16) char buf[32];
alignas(long) int x;
struct s { alignas(8) char c; };
unsigned long a = alignof(int) + alignof(struct s);
