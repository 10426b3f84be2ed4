# 0 "/tmp/tmp.Pcy0P1jKF3/stdarg.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/tmp/tmp.Pcy0P1jKF3/stdarg.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 1 3 4
# 40 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 3 4

# 40 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 3 4
typedef __builtin_va_list __gnuc_va_list;
# 99 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 3 4
typedef __gnuc_va_list va_list;
# 2 "/tmp/tmp.Pcy0P1jKF3/stdarg.c" 2

# 2 "/tmp/tmp.Pcy0P1jKF3/stdarg.c"
int main(void)
{
    va_list ap; (void)sizeof ap;
    return 0;
}
