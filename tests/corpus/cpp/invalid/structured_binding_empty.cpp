struct P { int a; }; auto [] = P{};
