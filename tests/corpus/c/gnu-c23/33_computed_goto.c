// gcc-flags: -std=gnu2x
// Labels as values (&&label) and computed goto (goto *p).
int f(int i)
{
    static void *table[] = { &&l0, &&l1, &&l2 };
    void *p = &&l0;
    goto *table[i % 3];
l0:
    return 0;
l1:
    goto *p;
l2:
    goto *(i ? &&l0 : &&l1);
}
