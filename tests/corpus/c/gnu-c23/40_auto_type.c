// gcc-flags: -std=gnu2x
// GNU __auto_type.
int f(int x)
{
    __auto_type a = x;
    __auto_type p = &a;
    const __auto_type c = 2.0;
    return *p + (int)c;
}
