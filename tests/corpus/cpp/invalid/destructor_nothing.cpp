struct A; void f(A *p) { p->~(); }
