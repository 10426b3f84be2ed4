// gcc-flags: -std=gnu2x
// __builtin_offsetof with member paths.
struct in { int a; int arr[4]; };
struct s { char c; struct in inner; struct in list[3]; };
unsigned long o1 = __builtin_offsetof(struct s, c);
unsigned long o2 = __builtin_offsetof(struct s, inner.a);
unsigned long o3 = __builtin_offsetof(struct s, inner.arr[2]);
unsigned long o4 = __builtin_offsetof(struct s, list[1].arr[3]);
typedef struct s S;
unsigned long o5 = __builtin_offsetof(S, list[0]);
