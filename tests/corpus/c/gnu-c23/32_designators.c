// gcc-flags: -std=gnu2x
// Designated initializers: ranges, nested member/array paths, the obsolete
// `field:` form and the obsolete array designator without '='.
int a[10] = { [0 ... 3] = 1, [4 ... 9] = 2 };
int b[6] = { [1] = 1, [2 ... 4] = 2, [5] 5 };
struct p { int x, y; } pts[3] = { [0].x = 1, [1] = { .y = 2 }, [2].x = 3, [2].y = 4 };
struct p q = { x: 1, y: 2 };
struct n { struct p in; int arr[3]; } nn = { .in.x = 1, .arr[1] = 2, .arr = { [2] = 3 } };
int c[] = { [0 ... 2] = 7, };
