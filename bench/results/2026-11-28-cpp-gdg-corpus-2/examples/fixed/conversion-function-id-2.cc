template<int (*)()> struct S {}; template<class T> void g(S<&T::operator int>);
