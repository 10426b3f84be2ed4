int main(void)
{
    double d = ((double)2.22044604925031308084726333618164062e-16L); (void)d;
    return 0;
}
