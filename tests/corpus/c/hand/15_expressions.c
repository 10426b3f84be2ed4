struct S { int a; int *p; struct S *next; int arr[3]; };
int ops(struct S *s, int x, int y)
{
    int r = x + y * 2 - (x / y) % 3;
    r += x << 2 >> 1;
    r -= x < y && y <= x || x > y && !(x >= y);
    r *= x == y != (x & y) ^ (x | y);
    r /= ~x + -y + +x;
    r %= 7; r <<= 1; r >>= 1; r &= 0xff; r ^= 0x0f; r |= 1;
    r = s->next->a + s->arr[1] + *s->p + (*s).a + s[0].arr[2]++ + --s->a;
    r = x ? y ? 1 : 2 : 3;
    r = (x, y, r);
    r = sizeof(struct S) + sizeof s->a + sizeof(int[3]) + _Alignof(int);
    r = (int)(long)(char)r;
    r = (unsigned char)~0u;
    int *ip = &r, **ipp = &ip;
    **ipp = *&*ip;
    void (*fp)(void) = 0;
    if (fp) (*fp)(), fp();
    return r++ + ++r;
}
