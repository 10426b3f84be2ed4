struct X { ~X(); void f() { X::~X(); } };
