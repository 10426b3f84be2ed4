# 1 "input.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 31 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 32 "<command-line>" 2
# 1 "input.c"
typedef unsigned long size_t;
extern int f (int a,
# 5 "input.c" 3 4
             int b
# 6 "input.c"
             );
int
# 10 "input.c"
  main (void)
{
#pragma GCC diagnostic push
  int x = 1
# 20 "input.c"
    + 2;
#pragma GCC diagnostic pop
  return x;
}
