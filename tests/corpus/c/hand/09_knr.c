/* K&R style definitions and implicit int. */
int add(a, b)
    int a;
    int b;
{
    return a + b;
}
double scale(x, factor)
    double x;
    register int factor;
{
    return x * factor;
}
char *copy(dst, src, n) char *dst; const char *src; unsigned n;
{
    while (n--) *dst++ = *src++;
    return dst;
}
static count;
main()
{
    return add(1, 2);
}
