struct S { struct { float f; } sa[2]; }; unsigned long s = __builtin_offsetof(S, sa->f);
