void f(long() __attribute__((fastcall)));
