template<class T> void f(T a) { typename n = a; }
