# 0 "/tmp/tmp.Pcy0P1jKF3/stddef.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/tmp/tmp.Pcy0P1jKF3/stddef.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 145 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4

# 145 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef long int ptrdiff_t;
# 214 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef long unsigned int size_t;
# 329 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef int wchar_t;
# 424 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef struct {
  long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
# 435 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
} max_align_t;
# 2 "/tmp/tmp.Pcy0P1jKF3/stddef.c" 2

# 2 "/tmp/tmp.Pcy0P1jKF3/stddef.c"
int main(void)
{
    size_t n = 
# 4 "/tmp/tmp.Pcy0P1jKF3/stddef.c" 3 4
              __builtin_offsetof (
# 4 "/tmp/tmp.Pcy0P1jKF3/stddef.c"
              struct { int a; char b; }
# 4 "/tmp/tmp.Pcy0P1jKF3/stddef.c" 3 4
              , 
# 4 "/tmp/tmp.Pcy0P1jKF3/stddef.c"
              b
# 4 "/tmp/tmp.Pcy0P1jKF3/stddef.c" 3 4
              )
# 4 "/tmp/tmp.Pcy0P1jKF3/stddef.c"
                                                    ; (void)n;
    return 0;
}
