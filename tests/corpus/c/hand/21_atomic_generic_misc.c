#include <stdatomic.h>
_Atomic(int) counter;
_Atomic int *volatile pc;
struct Node { _Atomic(struct Node *) next; };
static _Thread_local int per_thread;
int bump(void) { return __atomic_fetch_add(&counter, 1, __ATOMIC_SEQ_CST) + per_thread; }
static int cf(float x) { return (int)x; }
static int cd(double x) { return (int)x; }
#define cbrt(X) _Generic((X), float: cf, default: cd)(X)
int use(void) { return _Generic((char)0, char: 1, signed char: 2, unsigned char: 3) + cbrt(1.0f); }
