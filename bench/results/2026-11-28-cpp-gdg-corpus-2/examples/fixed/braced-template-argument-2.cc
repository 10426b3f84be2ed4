struct S { int a, b; }; template<S s = {1, 2}> struct T {};
