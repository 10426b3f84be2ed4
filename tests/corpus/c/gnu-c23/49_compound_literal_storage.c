// gcc-flags: -std=gnu2x
// gcc-since: 13
// C23 storage-class specifiers in compound literals.
int *p = (static int){ 1 };
int f(void) { return *(static const int[]){ 1, 2 } + (constexpr int){ 3 }; }
