int main(void)
{
    _Alignas(8) char c[8]; (void)_Alignof(long); (void)c;
    return 0;
}
