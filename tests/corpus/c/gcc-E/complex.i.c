# 0 "/tmp/tmp.Pcy0P1jKF3/complex.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/tmp/tmp.Pcy0P1jKF3/complex.c"
# 1 "/usr/include/complex.h" 1 3 4
# 26 "/usr/include/complex.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 1 3 4
# 33 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 3 4
# 1 "/usr/include/features.h" 1 3 4
# 392 "/usr/include/features.h" 3 4
# 1 "/usr/include/features-time64.h" 1 3 4
# 20 "/usr/include/features-time64.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 21 "/usr/include/features-time64.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 1 3 4
# 19 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 20 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 2 3 4
# 22 "/usr/include/features-time64.h" 2 3 4
# 393 "/usr/include/features.h" 2 3 4
# 489 "/usr/include/features.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/sys/cdefs.h" 1 3 4
# 561 "/usr/include/x86_64-linux-gnu/sys/cdefs.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 562 "/usr/include/x86_64-linux-gnu/sys/cdefs.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/long-double.h" 1 3 4
# 563 "/usr/include/x86_64-linux-gnu/sys/cdefs.h" 2 3 4
# 490 "/usr/include/features.h" 2 3 4
# 513 "/usr/include/features.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/gnu/stubs.h" 1 3 4
# 10 "/usr/include/x86_64-linux-gnu/gnu/stubs.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/gnu/stubs-64.h" 1 3 4
# 11 "/usr/include/x86_64-linux-gnu/gnu/stubs.h" 2 3 4
# 514 "/usr/include/features.h" 2 3 4
# 34 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 2 3 4
# 27 "/usr/include/complex.h" 2 3 4


# 1 "/usr/include/x86_64-linux-gnu/bits/mathdef.h" 1 3 4
# 30 "/usr/include/complex.h" 2 3 4


# 1 "/usr/include/x86_64-linux-gnu/bits/floatn.h" 1 3 4
# 120 "/usr/include/x86_64-linux-gnu/bits/floatn.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/floatn-common.h" 1 3 4
# 24 "/usr/include/x86_64-linux-gnu/bits/floatn-common.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/long-double.h" 1 3 4
# 25 "/usr/include/x86_64-linux-gnu/bits/floatn-common.h" 2 3 4
# 121 "/usr/include/x86_64-linux-gnu/bits/floatn.h" 2 3 4
# 33 "/usr/include/complex.h" 2 3 4


# 110 "/usr/include/complex.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 1 3 4
# 55 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 3 4

# 55 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 3 4
extern double _Complex cacos (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __cacos (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern double _Complex casin (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __casin (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern double _Complex catan (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __catan (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern double _Complex ccos (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __ccos (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern double _Complex csin (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __csin (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern double _Complex ctan (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __ctan (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern double _Complex cacosh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __cacosh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern double _Complex casinh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __casinh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern double _Complex catanh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __catanh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern double _Complex ccosh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __ccosh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern double _Complex csinh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __csinh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern double _Complex ctanh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __ctanh (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern double _Complex cexp (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __cexp (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern double _Complex clog (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __clog (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));




extern double _Complex clog10 (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __clog10 (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern double _Complex cpow (double _Complex __x, double _Complex __y) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __cpow (double _Complex __x, double _Complex __y) __attribute__ ((__nothrow__ , __leaf__));


extern double _Complex csqrt (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __csqrt (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern double cabs (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double __cabs (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern double carg (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double __carg (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern double _Complex conj (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __conj (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern double _Complex cproj (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double _Complex __cproj (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern double cimag (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double __cimag (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern double creal (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern double __creal (double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));
# 111 "/usr/include/complex.h" 2 3 4






# 1 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 1 3 4
# 55 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 3 4
extern float _Complex cacosf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __cacosf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern float _Complex casinf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __casinf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern float _Complex catanf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __catanf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern float _Complex ccosf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __ccosf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern float _Complex csinf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __csinf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern float _Complex ctanf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __ctanf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern float _Complex cacoshf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __cacoshf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern float _Complex casinhf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __casinhf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern float _Complex catanhf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __catanhf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern float _Complex ccoshf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __ccoshf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern float _Complex csinhf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __csinhf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern float _Complex ctanhf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __ctanhf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern float _Complex cexpf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __cexpf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern float _Complex clogf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __clogf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));




extern float _Complex clog10f (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __clog10f (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern float _Complex cpowf (float _Complex __x, float _Complex __y) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __cpowf (float _Complex __x, float _Complex __y) __attribute__ ((__nothrow__ , __leaf__));


extern float _Complex csqrtf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __csqrtf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern float cabsf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float __cabsf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern float cargf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float __cargf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern float _Complex conjf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __conjf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern float _Complex cprojf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float _Complex __cprojf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern float cimagf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float __cimagf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern float crealf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern float __crealf (float _Complex __z) __attribute__ ((__nothrow__ , __leaf__));
# 118 "/usr/include/complex.h" 2 3 4
# 143 "/usr/include/complex.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 1 3 4
# 55 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 3 4
extern long double _Complex cacosl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __cacosl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern long double _Complex casinl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __casinl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern long double _Complex catanl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __catanl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern long double _Complex ccosl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __ccosl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern long double _Complex csinl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __csinl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern long double _Complex ctanl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __ctanl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern long double _Complex cacoshl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __cacoshl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern long double _Complex casinhl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __casinhl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern long double _Complex catanhl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __catanhl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern long double _Complex ccoshl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __ccoshl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern long double _Complex csinhl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __csinhl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));

extern long double _Complex ctanhl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __ctanhl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern long double _Complex cexpl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __cexpl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern long double _Complex clogl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __clogl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));




extern long double _Complex clog10l (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __clog10l (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern long double _Complex cpowl (long double _Complex __x, long double _Complex __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __cpowl (long double _Complex __x, long double _Complex __y) __attribute__ ((__nothrow__ , __leaf__));


extern long double _Complex csqrtl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __csqrtl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern long double cabsl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cabsl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern long double cargl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cargl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern long double _Complex conjl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __conjl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern long double _Complex cprojl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double _Complex __cprojl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));





extern long double cimagl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cimagl (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));


extern long double creall (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double __creall (long double _Complex __z) __attribute__ ((__nothrow__ , __leaf__));
# 144 "/usr/include/complex.h" 2 3 4
# 176 "/usr/include/complex.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 1 3 4
# 55 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 3 4
extern _Complex _Float32 cacosf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __cacosf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32 casinf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __casinf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32 catanf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __catanf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32 ccosf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __ccosf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32 csinf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __csinf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32 ctanf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __ctanf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float32 cacoshf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __cacoshf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32 casinhf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __casinhf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32 catanhf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __catanhf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32 ccoshf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __ccoshf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32 csinhf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __csinhf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32 ctanhf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __ctanhf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float32 cexpf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __cexpf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32 clogf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __clogf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));




extern _Complex _Float32 clog10f32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __clog10f32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float32 cpowf32 (_Complex _Float32 __x, _Complex _Float32 __y) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __cpowf32 (_Complex _Float32 __x, _Complex _Float32 __y) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32 csqrtf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __csqrtf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float32 cabsf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float32 __cabsf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float32 cargf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float32 __cargf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32 conjf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __conjf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32 cprojf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32 __cprojf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float32 cimagf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float32 __cimagf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float32 crealf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float32 __crealf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));
# 177 "/usr/include/complex.h" 2 3 4
# 188 "/usr/include/complex.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 1 3 4
# 55 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 3 4
extern _Complex _Float64 cacosf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __cacosf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64 casinf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __casinf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64 catanf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __catanf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64 ccosf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __ccosf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64 csinf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __csinf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64 ctanf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __ctanf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float64 cacoshf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __cacoshf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64 casinhf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __casinhf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64 catanhf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __catanhf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64 ccoshf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __ccoshf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64 csinhf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __csinhf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64 ctanhf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __ctanhf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float64 cexpf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __cexpf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64 clogf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __clogf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));




extern _Complex _Float64 clog10f64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __clog10f64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float64 cpowf64 (_Complex _Float64 __x, _Complex _Float64 __y) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __cpowf64 (_Complex _Float64 __x, _Complex _Float64 __y) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64 csqrtf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __csqrtf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float64 cabsf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float64 __cabsf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float64 cargf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float64 __cargf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64 conjf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __conjf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64 cprojf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64 __cprojf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float64 cimagf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float64 __cimagf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float64 crealf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float64 __crealf64 (_Complex _Float64 __z) __attribute__ ((__nothrow__ , __leaf__));
# 189 "/usr/include/complex.h" 2 3 4
# 200 "/usr/include/complex.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 1 3 4
# 55 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 3 4
extern _Complex _Float128 cacosf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __cacosf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float128 casinf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __casinf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float128 catanf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __catanf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float128 ccosf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __ccosf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float128 csinf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __csinf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float128 ctanf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __ctanf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float128 cacoshf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __cacoshf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float128 casinhf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __casinhf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float128 catanhf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __catanhf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float128 ccoshf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __ccoshf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float128 csinhf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __csinhf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float128 ctanhf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __ctanhf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float128 cexpf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __cexpf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float128 clogf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __clogf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));




extern _Complex _Float128 clog10f128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __clog10f128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float128 cpowf128 (_Complex _Float128 __x, _Complex _Float128 __y) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __cpowf128 (_Complex _Float128 __x, _Complex _Float128 __y) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float128 csqrtf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __csqrtf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float128 cabsf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float128 __cabsf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float128 cargf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float128 __cargf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float128 conjf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __conjf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float128 cprojf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float128 __cprojf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float128 cimagf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float128 __cimagf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float128 crealf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float128 __crealf128 (_Complex _Float128 __z) __attribute__ ((__nothrow__ , __leaf__));
# 201 "/usr/include/complex.h" 2 3 4
# 212 "/usr/include/complex.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 1 3 4
# 55 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 3 4
extern _Complex _Float32x cacosf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __cacosf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32x casinf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __casinf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32x catanf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __catanf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32x ccosf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __ccosf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32x csinf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __csinf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32x ctanf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __ctanf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float32x cacoshf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __cacoshf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32x casinhf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __casinhf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32x catanhf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __catanhf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32x ccoshf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __ccoshf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32x csinhf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __csinhf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float32x ctanhf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __ctanhf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float32x cexpf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __cexpf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32x clogf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __clogf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));




extern _Complex _Float32x clog10f32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __clog10f32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float32x cpowf32x (_Complex _Float32x __x, _Complex _Float32x __y) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __cpowf32x (_Complex _Float32x __x, _Complex _Float32x __y) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32x csqrtf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __csqrtf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float32x cabsf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float32x __cabsf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float32x cargf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float32x __cargf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32x conjf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __conjf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float32x cprojf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float32x __cprojf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float32x cimagf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float32x __cimagf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float32x crealf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float32x __crealf32x (_Complex _Float32x __z) __attribute__ ((__nothrow__ , __leaf__));
# 213 "/usr/include/complex.h" 2 3 4
# 224 "/usr/include/complex.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 1 3 4
# 55 "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h" 3 4
extern _Complex _Float64x cacosf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __cacosf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64x casinf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __casinf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64x catanf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __catanf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64x ccosf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __ccosf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64x csinf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __csinf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64x ctanf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __ctanf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float64x cacoshf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __cacoshf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64x casinhf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __casinhf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64x catanhf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __catanhf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64x ccoshf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __ccoshf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64x csinhf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __csinhf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));

extern _Complex _Float64x ctanhf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __ctanhf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float64x cexpf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __cexpf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64x clogf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __clogf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));




extern _Complex _Float64x clog10f64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __clog10f64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Complex _Float64x cpowf64x (_Complex _Float64x __x, _Complex _Float64x __y) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __cpowf64x (_Complex _Float64x __x, _Complex _Float64x __y) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64x csqrtf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __csqrtf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float64x cabsf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float64x __cabsf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float64x cargf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float64x __cargf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64x conjf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __conjf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Complex _Float64x cprojf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Complex _Float64x __cprojf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));





extern _Float64x cimagf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float64x __cimagf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));


extern _Float64x crealf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__)); extern _Float64x __crealf64x (_Complex _Float64x __z) __attribute__ ((__nothrow__ , __leaf__));
# 225 "/usr/include/complex.h" 2 3 4
# 247 "/usr/include/complex.h" 3 4

# 2 "/tmp/tmp.Pcy0P1jKF3/complex.c" 2

# 2 "/tmp/tmp.Pcy0P1jKF3/complex.c"
int main(void)
{
    double 
# 4 "/tmp/tmp.Pcy0P1jKF3/complex.c" 3 4
          _Complex 
# 4 "/tmp/tmp.Pcy0P1jKF3/complex.c"
                  z = 1.0 + 2.0 * 
# 4 "/tmp/tmp.Pcy0P1jKF3/complex.c" 3 4
                                  (__extension__ 1.0iF)
# 4 "/tmp/tmp.Pcy0P1jKF3/complex.c"
                                   ; (void)cabs(z);
    return 0;
}
