void f(int* p) { p->~auto(); }
