/* Pre-C99 implicit int, as found in reduced compiler test cases. */
a, b = 1, *c;
d[3];
e(), (*f)(int);
*sp asm("rsp");
g;
h() { return a; }
static s;
main(argc, argv) char **argv; { return argc + b + d[0] + g + h() + s; }
