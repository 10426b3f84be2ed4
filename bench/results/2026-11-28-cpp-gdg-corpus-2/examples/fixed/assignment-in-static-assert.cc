template<int> void b() { int c; static_assert(c %= 1, ""); }
