// gcc-flags: -std=gnu2x
// The alternative GNU spellings of keywords.
__const int c1 = 1;
__const__ int c2 = 2;
volatile int __volatile v1;
__volatile__ int v2;
__signed__ char sc;
__signed int si;
static __inline int f1(void) { return 0; }
static __inline__ int f2(void) { return 0; }
void copy(char *__restrict dst, const char *__restrict__ src, int n);
void arr(int a[__restrict 3], int b[__const 2], int c[static __restrict 1]);
int al = __alignof__(int) + __alignof(long) + __alignof__ c1;
__typeof(c1) t1;
__complex float z1;
__complex__ double z2;
