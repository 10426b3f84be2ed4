// gcc-flags: -std=gnu2x
// C23 attributes in every declarator position: before the declaration, after
// the specifiers (the type), after the identifier, after array and function
// declarators, after '*', in abstract declarators and type names.
[[gnu::unused]] int a1;
int [[gnu::unused]] a2;
int a3 [[gnu::unused]], a4 [[gnu::unused]] = 4;
int a5 [[gnu::unused]] [3];
int a6[3] [[gnu::unused]];
int f1 [[gnu::unused]] (void);
int f2(void) [[gnu::unused]];
int f3(void) [[gnu::unused]] { return 0; }
int (*fp [[gnu::unused]])(void);
int *[[gnu::unused]] p1;
int *[[gnu::unused]] const *[[gnu::unused]] p2;
void g1(int [3] [[gnu::unused]]);
void g2(int (*)(void) [[gnu::unused]]);
void g3(int *[[gnu::unused]]);
unsigned long sz = sizeof(int [[gnu::unused]]) + sizeof(int [[gnu::unused]] *);
int arr[2] = { (int [[gnu::unused]]) 1, 2 };
struct s1 { int m1 [[gnu::unused]]; [[gnu::unused]] int m2; int [[gnu::unused]] m3; int m4 [[gnu::unused]] : 2; };
typedef int [[gnu::unused]] t1;
