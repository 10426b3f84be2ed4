# 0 "/tmp/tmp.Pcy0P1jKF3/stdbool.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/tmp/tmp.Pcy0P1jKF3/stdbool.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdbool.h" 1 3 4
# 2 "/tmp/tmp.Pcy0P1jKF3/stdbool.c" 2
int main(void)
{
    
# 4 "/tmp/tmp.Pcy0P1jKF3/stdbool.c" 3 4
   _Bool 
# 4 "/tmp/tmp.Pcy0P1jKF3/stdbool.c"
        b = 
# 4 "/tmp/tmp.Pcy0P1jKF3/stdbool.c" 3 4
            1
# 4 "/tmp/tmp.Pcy0P1jKF3/stdbool.c"
                ; (void)b;
    return 0;
}
