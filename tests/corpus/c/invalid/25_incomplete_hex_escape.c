const char *s = "\x";
