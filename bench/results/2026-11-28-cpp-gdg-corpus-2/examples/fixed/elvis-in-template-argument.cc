template<int = 0 ? : 0> class N;
