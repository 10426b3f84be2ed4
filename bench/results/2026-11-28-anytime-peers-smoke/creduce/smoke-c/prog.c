a() { printf("Hello %s\n"); }
