// gcc-flags: -std=gnu2x
// Conditionals with the middle operand omitted (a ?: b).
int f(int a, int b, int *p)
{
    int x = a ?: b;
    int y = a ? : b ?: 3;
    int *q = p ?: &x;
    return x + y + *q + (a ?: (b ?: 1));
}
