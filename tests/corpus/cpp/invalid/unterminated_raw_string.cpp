const char *s = R"x(abc)y";
