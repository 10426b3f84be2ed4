template<class> class A {}; void f() { typename::template A<int> a; }
