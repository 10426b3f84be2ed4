/* Function definitions with unusual declarators. */
int (f1)(void) { return 1; }
int (*f2(void)) { static int x; return &x; }
int (*f3(int a))[3] { static int arr[3]; (void)a; return &arr; }
int (*f4(char c))(double) { (void)c; return 0; }
static int *(f5)(int *p) { return p; }
int ((f6))(int x) { return x; }
const char *(*(f7)(void))(void) { return 0; }
