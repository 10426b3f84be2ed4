// gcc-flags: -std=gnu2x
// gcc-since: 13
// C23 keyword thread_local.
thread_local int t1;
static thread_local int t2;
extern thread_local int t3;
int f(void) { static thread_local int t4; return t1 + t2 + t4; }
