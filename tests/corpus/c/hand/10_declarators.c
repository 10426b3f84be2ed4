/* Tricky declarators. */
int (*fp)(int);
int (*fpa[4])(int, char *);
int *(*(*complicated)(int))[10];
void (*signal_like(int sig, void (*handler)(int)))(int);
char (*(*x())[5])();
int (*(*pf)(void))(void);
const char *const *volatile cpp;
int *restrict rp;
void g(int n, int a[static 10], int b[const n], int c[*], int d[restrict 3]);
void h(int m, int mat[][m]);
typedef int (*Handler)(void *, unsigned);
typedef int Arr3[3];
Arr3 *pa;
int (((paren)));
int f(int (*)(int), int [], int (*)[4], int [*]);
unsigned long long int ulli;
long long unsigned llu;
short int signed shi;
