struct S { int a, b; }; template<S s> void f(); void g() { f<{1, 2}>(); }
