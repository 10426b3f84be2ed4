auto l = [&x { return 0; };
