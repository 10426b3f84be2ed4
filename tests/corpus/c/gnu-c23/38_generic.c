// gcc-flags: -std=gnu2x
// _Generic selections.
int f(double d, int *p)
{
    int a = _Generic(d, int: 1, double: 2, default: 3);
    int b = _Generic(p, int *: 1, const int *: 2, default: 0);
    int c = _Generic((char)0, char: 1, signed char: 2, unsigned char: 3);
    int (*fn)(double, int *) = _Generic(a, default: f);
    return a + b + c + (fn != 0);
}
