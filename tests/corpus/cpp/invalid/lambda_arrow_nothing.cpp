auto l = [](int x) -> { return x; };
