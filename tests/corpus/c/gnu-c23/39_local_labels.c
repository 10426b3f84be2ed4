// gcc-flags: -std=gnu2x
// GNU __label__ declarations at the start of blocks and statement expressions.
int f(int x)
{
    __label__ out, again;
    __label__ third;
again:
    if (x > 10)
        goto out;
    x = ({ __label__ inner; if (x) goto inner; x = 1; inner: x + 1; });
    goto again;
third:
out:
    return x;
}
