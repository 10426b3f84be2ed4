int f(int a) {
 if (a) goto end;
 lab: int x = 1;
 a += x;
 end:
}
int g(int a)
{
    switch (a) {
    case 1:
        int y = a;
        return y;
    default:
    }
    {
    inner: a++;
    again:
    }
    return a;
}
