__int128 a128;
unsigned __int128 u128;
__signed__ char sc;
__signed int si;
_Float128 f128 = 1.0f128;
_Float32 f32 = 1.0f32;
_Float64 f64 = 2.0f64;
_Float32x f32x = 3.0f32x;
_Float64x f64x = 4.0f64x;
__float128 q = 1.5q;
long double ld = 1.0L;
__builtin_va_list vl;
_Complex double cd;
__complex__ float cf = 2.0fi;
double _Complex cplx = 1.0 + 2.0i;
const char *__restrict rp;
char *__restrict__ rp2;
__const int ci = 1;
volatile int vi;
__volatile__ int vi2;
static __inline int inl1(void) { return 1; }
static __inline__ int inl2(void) { return 2; }
__thread int tls;
_Thread_local int tls2;
_Atomic int at;
_Atomic(long) at2;
_Noreturn void die(void);
_Alignas(16) char buf[16];
_Alignas(double) char buf2[8];
int use_auto(void) { __auto_type t = 1.5f; return (int)t; }
float re(void) { return __real__ cf + __imag__ cf; }
