struct A { int i; }; struct B : A {}; unsigned long s = __builtin_offsetof(B, A::i);
