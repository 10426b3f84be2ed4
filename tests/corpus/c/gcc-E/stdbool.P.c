int main(void)
{
    _Bool b = 1; (void)b;
    return 0;
}
