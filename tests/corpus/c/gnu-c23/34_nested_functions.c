// gcc-flags: -std=gnu2x
// GNU nested functions, with an auto forward declaration.
int outer(int x)
{
    auto int helper(int);
    int add(int y) { return x + y; }
    int helper(int z) { return add(z) * 2; }
    static int counter;
    void bump(void) { counter++; }
    bump();
    return helper(x);
}
