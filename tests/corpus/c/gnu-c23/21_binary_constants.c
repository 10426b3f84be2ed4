// gcc-flags: -std=gnu2x
// Binary constants with every suffix.
int a = 0b101, b = 0B11;
unsigned c = 0b1u;
long d = 0b1010L;
unsigned long long e = 0b1111ULL, f = 0b1llu;
