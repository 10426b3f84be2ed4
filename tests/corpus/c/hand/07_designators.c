struct Point { int x, y; };
struct Line { struct Point a, b; int tag[4]; };
int arr[10] = { [0] = 1, [3] = 4, [5 ... 8] = 9, 10 };
struct Point p = { .y = 2, .x = 1 };
struct Point old = { x: 1, y: 2 };
struct Line l = { .a.x = 1, .b = { 3, 4 }, .tag[2] = 7, .tag = { [1] = 5 } };
int matrix[2][3] = { [1][2] = 6, [0] = { 1, 2, 3, }, };
char str[] = { "braced string" };
int empty[2] = {};
struct Point *cl = &(struct Point){ 5, 6 };
int f(void) { return ((int[]){ 1, 2, 3 })[1] + (struct Point){ .x = 1 }.x; }
