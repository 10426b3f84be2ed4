# 0 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdatomic.h" 1 3 4
# 29 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdatomic.h" 3 4

# 29 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdatomic.h" 3 4
typedef enum
  {
    memory_order_relaxed = 0,
    memory_order_consume = 1,
    memory_order_acquire = 2,
    memory_order_release = 3,
    memory_order_acq_rel = 4,
    memory_order_seq_cst = 5
  } memory_order;


typedef _Atomic _Bool atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic short unsigned int atomic_char16_t;
typedef _Atomic unsigned int atomic_char32_t;
typedef _Atomic int atomic_wchar_t;
typedef _Atomic signed char atomic_int_least8_t;
typedef _Atomic unsigned char atomic_uint_least8_t;
typedef _Atomic short int atomic_int_least16_t;
typedef _Atomic short unsigned int atomic_uint_least16_t;
typedef _Atomic int atomic_int_least32_t;
typedef _Atomic unsigned int atomic_uint_least32_t;
typedef _Atomic long int atomic_int_least64_t;
typedef _Atomic long unsigned int atomic_uint_least64_t;
typedef _Atomic signed char atomic_int_fast8_t;
typedef _Atomic unsigned char atomic_uint_fast8_t;
typedef _Atomic long int atomic_int_fast16_t;
typedef _Atomic long unsigned int atomic_uint_fast16_t;
typedef _Atomic long int atomic_int_fast32_t;
typedef _Atomic long unsigned int atomic_uint_fast32_t;
typedef _Atomic long int atomic_int_fast64_t;
typedef _Atomic long unsigned int atomic_uint_fast64_t;
typedef _Atomic long int atomic_intptr_t;
typedef _Atomic long unsigned int atomic_uintptr_t;
typedef _Atomic long unsigned int atomic_size_t;
typedef _Atomic long int atomic_ptrdiff_t;
typedef _Atomic long int atomic_intmax_t;
typedef _Atomic long unsigned int atomic_uintmax_t;
# 92 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdatomic.h" 3 4
extern void atomic_thread_fence (memory_order);

extern void atomic_signal_fence (memory_order);
# 218 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdatomic.h" 3 4
typedef _Atomic struct
{

  _Bool __val;



} atomic_flag;




extern _Bool atomic_flag_test_and_set (volatile atomic_flag *);


extern _Bool atomic_flag_test_and_set_explicit (volatile atomic_flag *,
      memory_order);



extern void atomic_flag_clear (volatile atomic_flag *);

extern void atomic_flag_clear_explicit (volatile atomic_flag *, memory_order);
# 2 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c" 2

# 2 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c"
int main(void)
{
    atomic_int a = 
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c" 3 4
                  (
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c"
                  0
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c" 3 4
                  )
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c"
                                    ; 
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c" 3 4
                                      __atomic_fetch_add ((
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c"
                                      &a
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c" 3 4
                                      ), (
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c"
                                      1
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c" 3 4
                                      ), 5)
# 4 "/tmp/tmp.Pcy0P1jKF3/stdatomic.c"
                                                             ;
    return 0;
}
