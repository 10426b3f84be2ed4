template<class T> struct A {}; static template struct A<int>;
