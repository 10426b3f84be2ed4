#include <stdarg.h>
struct S { int a; struct { int b[4]; } in; };
int sum(int n, ...)
{
    __builtin_va_list ap;
    __builtin_va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += __builtin_va_arg(ap, int);
    double d = __builtin_va_arg(ap, double);
    char *p = __builtin_va_arg(ap, char *);
    __builtin_va_end(ap);
    return s + (int)d + (p != 0);
}
unsigned long off1 = __builtin_offsetof(struct S, a);
unsigned long off2 = __builtin_offsetof(struct S, in.b[2]);
int same = __builtin_types_compatible_p(int, const int);
int diff = __builtin_types_compatible_p(int *, long[3]);
unsigned long al = _Alignof(double) + __alignof__(struct S) + __alignof__ off1;
int ce = __builtin_choose_expr(1, 2, 3);
int ex(void) { return __builtin_expect(same, 0); }
