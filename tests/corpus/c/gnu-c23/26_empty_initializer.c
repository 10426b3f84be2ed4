// gcc-flags: -std=gnu2x
// Empty initializers = {} for scalars, arrays, structs and compound literals.
int a[4] = {};
struct s { int x; double y; } s = {};
struct s *p = &(struct s){};
void f(void) { int local[2] = {}; struct s t = {}; (void)local; (void)t; }
