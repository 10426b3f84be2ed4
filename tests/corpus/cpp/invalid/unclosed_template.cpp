template <typename T> struct A {}; A<int a;
