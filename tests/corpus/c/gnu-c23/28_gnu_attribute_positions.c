// gcc-flags: -std=gnu2x
// __attribute__ in every position gcc accepts it.
__attribute__((unused)) static int a1;
static __attribute__((unused)) int a2;
static int __attribute__((unused)) a3;
static int a4 __attribute__((unused)), a5 __attribute__((unused)) = 1;
extern int f1(int) __attribute__((nothrow, const));
extern int f2(int) __attribute__((__nothrow__)) __attribute__((__const__));
int __attribute__((noinline)) f3(void) { return 0; }
__attribute__((noreturn)) void f4(void);
void (__attribute__((noreturn)) *fp)(void);
int *__attribute__((unused)) p1;
int *const __attribute__((unused)) p2 = 0;
struct __attribute__((packed)) s1 { char c; int i __attribute__((aligned(4))); };
struct s2 { char c; int i; } __attribute__((packed, aligned(8)));
union __attribute__((transparent_union)) u1 { int *i; long *l; };
enum __attribute__((packed)) e1 { E1A __attribute__((deprecated)), E1B = 2 };
typedef int v4si __attribute__((vector_size(16)));
typedef int t1 __attribute__((aligned(8)));
void f5(int x __attribute__((unused)), int __attribute__((unused)) y);
void f6(int (*cb)(int) __attribute__((unused)));
int f7(int x)
{
    int local __attribute__((unused)) = 0;
    switch (x) {
    case 1:
        x++;
        __attribute__((fallthrough));
    default:
        break;
    }
lab: __attribute__((unused));
    return (int __attribute__((unused))) x;
}
__attribute__((unused));
int a6 __attribute__(()) , a7 __attribute__((,unused,)) ;
int a8 __attribute((unused));
