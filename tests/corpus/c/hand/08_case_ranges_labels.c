int classify(int c)
{
    switch (c) {
    case 'a' ... 'z':
        return 1;
    case '0' ... '9':
        return 2;
    case 200:
        return 3;
    default:
        return 0;
    }
}
int dispatch(int i)
{
    __label__ inner;
    static void *table[] = { &&l0, &&l1, &&l2 };
    goto *table[i % 3];
l0:
    return 0;
l1:
    goto inner;
l2:
    return 2;
inner:
    return 1;
}
int nested_local(void)
{
    {
        __label__ out, again;
        int n = 0;
    again:
        if (++n < 3) goto again;
        goto out;
    out:;
    }
    return 0;
}
