greet_who() { printf("Hello, %s!\n"); }
