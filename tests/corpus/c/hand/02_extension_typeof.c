__extension__ typedef long long int64;
__extension__ extern unsigned long long big;
__extension__ union U { struct { int a, b; }; long l; };
typedef __typeof__(sizeof(int)) size_type;
int main(void)
{
    int x = 3;
    __typeof__(x) y = x;
    typeof(int *) p = &y;
    __typeof(*p) z = __extension__ 1LL;
    long w = __extension__ ({ int t = x * 2; t + 1; });
    return (int)w + z + *p;
}
