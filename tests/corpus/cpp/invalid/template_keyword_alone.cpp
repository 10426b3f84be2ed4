template <typename T> void f(T t) { t.template; }
