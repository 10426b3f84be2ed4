# 0 "/tmp/tmp.Pcy0P1jKF3/stdnoreturn.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/tmp/tmp.Pcy0P1jKF3/stdnoreturn.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdnoreturn.h" 1 3 4
# 2 "/tmp/tmp.Pcy0P1jKF3/stdnoreturn.c" 2
int main(void)
{
    (void)0;
    return 0;
}
