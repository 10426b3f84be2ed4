const char *s = "abc;
