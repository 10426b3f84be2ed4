#define max(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
int outer(int n)
{
    int add(int k) { return k + n; }
    auto int twice(int);
    int twice(int k) { return 2 * k; }
    int m = ({ int t = n; if (t < 0) t = -t; t; });
    int e = m ?: 7;
    return add(m) + twice(e) + ({ 5; });
}
