_Static_assert(sizeof(int) >= 2, "int too small");
_Static_assert(1, "ok" " concatenated");
#define type_name(x) _Generic((x), int: "int", double: "double", default: "other")
const char *tn(void)
{
    return _Generic(1.0, int: "int", double: "double", char *: "string", default: "other");
}
struct Flex { int n; double d[]; };
struct Anon { union { int i; float f; }; struct { char c; }; };
int main(void)
{
    _Static_assert(sizeof(char) == 1, "");
    struct Anon a = { .i = 3, .c = 'x' };
    return a.i + tn()[0];
}
