void foo(int); struct S { friend void ::foo(int); };
