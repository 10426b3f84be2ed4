# 0 "/tmp/tmp.Pcy0P1jKF3/float.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/tmp/tmp.Pcy0P1jKF3/float.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/float.h" 1 3 4
# 2 "/tmp/tmp.Pcy0P1jKF3/float.c" 2
int main(void)
{
    double d = ((double)2.22044604925031308084726333618164062e-16L); (void)d;
    return 0;
}
