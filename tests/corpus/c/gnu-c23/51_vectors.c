// gcc-flags: -std=gnu2x
// GNU vector types: attributes, literals, subscripts and operators.
typedef int v4si __attribute__((vector_size(16)));
typedef unsigned char v16qi __attribute__((__vector_size__(16)));
v4si add(v4si a, v4si b) { return a + b * (v4si){ 1, 2, 3, 4 }; }
int lane(v4si a) { return a[2] + __builtin_shuffle(a, (v4si){ 3, 2, 1, 0 })[0]; }
