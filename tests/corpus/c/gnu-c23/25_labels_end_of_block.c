// gcc-flags: -std=gnu2x
// Labels before declarations and at the end of a compound statement (C23).
int f(int a)
{
    if (a)
        goto end;
first:
    int x = a;
    a += x;
    if (a > 10)
        goto first;
    {
    inner:
    }
end:
}
