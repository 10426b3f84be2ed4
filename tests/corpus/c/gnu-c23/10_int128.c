// gcc-flags: -std=gnu2x
// __int128 in every position a type specifier may take.
__int128 a;
unsigned __int128 b;
__int128 unsigned b2;
signed __int128 c;
__signed__ __int128 c2;
__extension__ __int128 d;
__extension__ typedef unsigned __int128 u128;
__int128_t e;
__uint128_t f;
const __int128 volatile g = 0;
static __int128 *h[2];
_Atomic(__int128) i;
__int128 _Alignas(16) j;
typeof(__int128) k;
__int128 fn(__int128 x, unsigned __int128 *y, __int128);
struct s { __int128 m; unsigned __int128 bits : 7; };
int sizes = sizeof(__int128) + sizeof(unsigned __int128 *) + _Alignof(__int128);
__int128 conv(long x) { return (__int128)x * (unsigned __int128)x + (__int128){3}; }
int gen(void) { return _Generic((__int128)1, __int128: 1, unsigned __int128: 2, default: 0); }
int compat = __builtin_types_compatible_p(__int128, long long);
