# 0 "/tmp/tmp.Pcy0P1jKF3/stdalign.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/tmp/tmp.Pcy0P1jKF3/stdalign.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdalign.h" 1 3 4
# 2 "/tmp/tmp.Pcy0P1jKF3/stdalign.c" 2
int main(void)
{
    
# 4 "/tmp/tmp.Pcy0P1jKF3/stdalign.c" 3 4
   _Alignas
# 4 "/tmp/tmp.Pcy0P1jKF3/stdalign.c"
          (8) char c[8]; (void)
# 4 "/tmp/tmp.Pcy0P1jKF3/stdalign.c" 3 4
                               _Alignof
# 4 "/tmp/tmp.Pcy0P1jKF3/stdalign.c"
                                      (long); (void)c;
    return 0;
}
