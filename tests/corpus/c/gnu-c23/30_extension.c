// gcc-flags: -std=gnu2x
// __extension__ before declarations, in specifier lists and expressions.
__extension__ typedef long long ll;
__extension__ struct s { int a; };
__extension__ int x = __extension__ 1 + 2;
int f(void)
{
    __extension__ long long z = __extension__ (ll)1;
    return (int)z + __extension__ ({ 2; });
}
