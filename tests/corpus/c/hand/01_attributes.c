/* __attribute__ in the positions gcc accepts in glibc-style headers. */
__attribute__((visibility("default"))) int exported;
extern int printf_like(const char *fmt, ...) __attribute__((__format__(__printf__, 1, 2))) __attribute__((__nonnull__(1)));
struct __attribute__((packed)) P { char c; int i __attribute__((aligned(4))); } __attribute__((aligned(8)));
typedef int v4si __attribute__((vector_size(16)));
int * __attribute__((unused)) ptr;
enum __attribute__((packed)) E { E1 __attribute__((deprecated)) = 1, E2 };
void f(int x __attribute__((unused)), int (*cb)(void) __attribute__((nonnull)));
static inline __attribute__((always_inline, const)) int sq(int v) { return v * v; }
void g(void) __attribute__((__noreturn__, __nothrow__));
__attribute__(()) int empty_attr;
int empty_entries __attribute__((, unused,));
int h(int a)
{
    switch (a) {
    case 1:
        a++;
        __attribute__((fallthrough));
    case 2:
        return a;
    }
lab: __attribute__((unused));
    int (__attribute__((unused)) *fp)(int) = 0;
    return sq(a) + (fp != 0);
}
