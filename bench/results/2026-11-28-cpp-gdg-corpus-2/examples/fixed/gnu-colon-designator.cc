struct S { int x, y; }; S s = { x: 1, y: 2 };
