/* Directive lines whose text looks like the start of a block comment. */
#if 1 // a line comment mentioning /* but not closing it
int a;
#endif // ditto /* here
#define OPEN "/*"
#define DIV(a, b) ((a)/(b))
#define SLASH /
#define APOS don't care
#define MULTI /* a block comment
                 over two lines */ 1
int b = DIV(4, 2) + MULTI; /* a real comment */ int c;
#define CLOSE "*/"
int d;
