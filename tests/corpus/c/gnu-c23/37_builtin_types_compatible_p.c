// gcc-flags: -std=gnu2x
// __builtin_types_compatible_p takes two type names.
int a = __builtin_types_compatible_p(int, long);
int b = __builtin_types_compatible_p(int *, const int *);
int c = __builtin_types_compatible_p(__typeof__(a), int);
int d = __builtin_types_compatible_p(int[3], int[]);
int e = __builtin_types_compatible_p(struct { int x; }, struct { int x; });
