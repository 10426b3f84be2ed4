struct A { operator int(); }; auto p = &A::operator int;
