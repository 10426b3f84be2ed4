// gcc-flags: -std=gnu2x
// _Complex and __complex__ types, imaginary constants, __real__ and __imag__.
_Complex double z = 1.0 + 2.0i;
double _Complex z2 = 3.0j;
float _Complex zf = 1.0fi + 2.0if;
long double _Complex zl = 1.0Li;
__complex__ int zi = 3i;
_Complex float cf;
double re(void) { return __real__ z + __imag__ z2 + __real z + __imag zf; }
void set(void) { __real__ z = 1.0; __imag__ z = 2.0; }
