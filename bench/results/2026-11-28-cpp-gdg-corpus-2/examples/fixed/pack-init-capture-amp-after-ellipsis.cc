template<class... T> void f(T... t) { [...&x = t] {}; }
