// gcc-flags: -std=gnu2x
// gcc-since: 14
// C23 bit-precise integers and their wb/uwb constant suffixes.
_BitInt(8) a;
unsigned _BitInt(8) b;
signed _BitInt(3) c;
_BitInt(128) d = 10wb;
unsigned _BitInt(65) e = 3uwb + 4WBU;
typedef _BitInt(12) i12;
_BitInt(7) f(_BitInt(7) x, unsigned _BitInt(9) *p);
struct s { unsigned _BitInt(5) bits : 3; };
unsigned long n = sizeof(_BitInt(31)) + sizeof(unsigned _BitInt(sizeof(int) * 8));
int g(void) { return (_BitInt(4))1 + (unsigned _BitInt(4))2; }
