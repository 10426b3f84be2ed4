// gcc-flags: -std=gnu2x
// typeof of types and expressions, in all three spellings.
int x;
typeof(x) a;
typeof(int *) b;
__typeof__(x + 1) c;
__typeof(int[3]) d;
typeof(typeof(x) *) e;
const typeof(x) f = 1;
typeof(int (*)(void)) g;
void h(typeof(x) p, __typeof__(*b) q);
int k(void) { typeof(a) t = 1; return (typeof(t))t + sizeof(typeof(t)); }
