// gcc-flags: -std=gnu2x
// __builtin_va_arg takes a type name.
int sum(int n, ...)
{
    __builtin_va_list ap;
    __builtin_va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += __builtin_va_arg(ap, int);
    double d = __builtin_va_arg(ap, double);
    char *p = __builtin_va_arg(ap, char *);
    void (*fp)(void) = __builtin_va_arg(ap, void (*)(void));
    __builtin_va_end(ap);
    return s + (int)d + (p != 0) + (fp != 0);
}
