// gcc-flags: -std=gnu2x
// GNU statement expressions.
int f(int x, int y)
{
    int m = ({ int t = x; if (y > t) t = y; t; });
    int n = ({ ; 0; }), o = ({ 1; }) + ({ int q = 2; q * 3; });
    ({ goto done; });
done:
    return m + n + o + ({ x; });
}
