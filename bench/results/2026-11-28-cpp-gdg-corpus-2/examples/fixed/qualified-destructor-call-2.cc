template<class T> struct A { ~A(); }; void f(A<int>* p) { p->template A<int>::~A<int>(); }
