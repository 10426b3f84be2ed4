// gcc-flags: -std=gnu2x
// GNU builtins that take a type: __builtin_has_attribute and
// __builtin_convertvector.
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
int ok = __builtin_has_attribute(int, aligned);
__attribute__((aligned(8))) int aligned_var;
int ok2 = __builtin_has_attribute(aligned_var, aligned(8));
v4sf conv(v4si a) { return __builtin_convertvector(a, v4sf); }
v4si back(v4sf a) { return __builtin_convertvector(a, int __attribute__((vector_size(16)))); }
