struct S { int a; } s
