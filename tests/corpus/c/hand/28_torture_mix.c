/* A mix of constructs typical of gcc torture tests and bug reports. */
typedef int v4si __attribute__((vector_size(16)));
typedef unsigned int TItype __attribute__((mode(TI)));
extern __inline __attribute__((__gnu_inline__)) int gi(int x) { return x; }
__attribute__((section(".data.mine"))) int in_section = 1;
struct S { int a[2]; struct { int b; } in[3]; __extension__ unsigned long long big : 40; int zero[0]; };
enum { SIZE = sizeof(int) * 2 } e_size;
char (*(*x3[3])())[5];
void (__attribute__((noreturn)) **fpp)(void);
typedef __typeof__(((int (*)(void))0)()) R;
int call_cast(void *p)
{
    ((void (*)(int))p)(3);
    return ((int (*)(void))p)();
}
int misc(int n, ...)
{
    v4si v = { 1, 2, 3, 4 };
    v4si w = v + v * 2;
    int i = ({ 1; }) + ({ 2; });
    int j = (typeof(i)) 3.5;
    unsigned long sz = sizeof(struct { int a; char b; }) + sizeof(int (*)[3]);
    int k = (int){ 7 } + ((struct S){ .a = { 1, 2 } }).a[1];
    unsigned long off = __builtin_offsetof(struct S, in[1].b);
    __builtin_va_list ap;
    __builtin_va_start(ap, n);
    struct S s = __builtin_va_arg(ap, struct S);
    __builtin_va_end(ap);
    for (;;) break;
    while (0);
    if (n) ; else ;
    const char *str = "line one \
line two";
    int wide = L'\0' + u'\xff' + U'\777';
    return w[0] + i + j + (int)sz + k + (int)off + s.a[0] + str[0] + wide;
}
void knr_reg(a, b) register int a; register char *b; { (void)a; (void)b; }
int params_with_struct(struct P { int q; } p) { return p.q; }
