
typedef long unsigned int size_t;
extern void *memcpy (void *__restrict __dest, const void *__restrict __src,
       size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memmove (void *__dest, const void *__src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memccpy (void *__restrict __dest, const void *__restrict __src,
        int __c, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2))) __attribute__ ((__access__ (__write_only__, 1, 4)));
extern void *memset (void *__s, int __c, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int memcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 145)));
extern int __memcmpeq (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memchr (const void *__s, int __c, size_t __n)
      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *strcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 167)));
extern char *strcat (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 18)));
extern char *strncat (char *__restrict __dest, const char *__restrict __src,
        size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strcmp (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strncmp (const char *__s1, const char *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strcoll (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern size_t strxfrm (char *__restrict __dest,
         const char *__restrict __src, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2))) __attribute__ ((__access__ (__write_only__, 1, 3)));
struct __locale_struct
{
  struct __locale_data *__locales[161];
  const unsigned short int *__ctype_b;
  const int *__ctype_tolower;
  const int *__ctype_toupper;
  const char *__names[13];
};
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;
extern int strcoll_l (const char *__s1, const char *__s2, locale_t __l)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 152)));
extern size_t strxfrm_l (char *__dest, const char *__src, size_t __n,
    locale_t __l) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 40)))
     __attribute__ ((__access__ (__write_only__, 1, 3)));
extern char *strdup (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));
extern char *strndup (const char *__string, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));
extern char *strchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (97)));
extern char *strrchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern size_t strcspn (const char *__s, const char *__reject)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 45)));
extern size_t strspn (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strpbrk (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (47, 2)));
extern char *strstr (const char *__haystack, const char *__needle)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (234, 2)));
extern char *strtok (char *__restrict __s, const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern char *__strtok_r (char *__restrict __s,
    const char *__restrict __delim,
    char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
extern char *strtok_r (char *__restrict __s, const char *__restrict __delim,
         char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
extern size_t strlen (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (9)));
extern size_t strnlen (const char *__string, size_t __maxlen)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *strerror (int __errnum) __attribute__ ((__nothrow__ , __leaf__));
extern int strerror_r (int __errnum, char *__buf, size_t __buflen) __asm__ ("" "__xpg_strerror_r") __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)))
    __attribute__ ((__access__ (__write_only__, 2, 3)));
extern char *strerror_l (int __errnum, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));

extern int bcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern void bcopy (const void *__src, void *__dest, size_t __n)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern void bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (8)));
extern char *index (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *rindex (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern int ffs (int __i) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern int ffsl (long int __l) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
__extension__ extern int ffsll (long long int __ll)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern int strcasecmp (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strncasecmp (const char *__s1, const char *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strcasecmp_l (const char *__s1, const char *__s2, locale_t __loc)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 3)));
extern int strncasecmp_l (const char *__s1, const char *__s2,
     size_t __n, locale_t __loc)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 75, 4)));

extern void explicit_bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (110)))
    __attribute__ ((__access__ (__write_only__, 1, 2)));
extern char *strsep (char **__restrict __stringp,
       const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strsignal (int __sig) __attribute__ ((__nothrow__ , __leaf__));
extern char *__stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 136)));
extern char *stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *__stpncpy (char *__restrict __dest,
   const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *stpncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


typedef unsigned char __u_char;
typedef unsigned short int __u_short;
typedef unsigned int __u_int;
typedef unsigned long int __u_long;
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef signed short int __int16_t;
typedef unsigned short int __uint16_t;
typedef signed int __int32_t;
typedef unsigned int __uint32_t;
typedef signed long int __int64_t;
typedef unsigned long int __uint64_t;
typedef __int8_t __int_least8_t;
typedef __uint8_t __uint_least8_t;
typedef __int16_t __int_least16_t;
typedef __uint16_t __uint_least16_t;
typedef __int32_t __int_least32_t;
typedef __uint32_t __uint_least32_t;
typedef __int64_t __int_least64_t;
typedef __uint64_t __uint_least64_t;
typedef long int __quad_t;
typedef unsigned long int __u_quad_t;
typedef long int __intmax_t;
typedef unsigned long int __uintmax_t;
typedef unsigned long int __dev_t;
typedef unsigned int __uid_t;
typedef unsigned int __gid_t;
typedef unsigned long int __ino_t;
typedef unsigned long int __ino64_t;
typedef unsigned int __mode_t;
typedef unsigned long int __nlink_t;
typedef long int __off_t;
typedef long int __off64_t;
typedef int __pid_t;
typedef struct { int __val[2]; } __fsid_t;
typedef long int __clock_t;
typedef unsigned long int __rlim_t;
typedef unsigned long int __rlim64_t;
typedef unsigned int __id_t;
typedef long int __time_t;
typedef unsigned int __useconds_t;
typedef long int __suseconds_t;
typedef long int __suseconds64_t;
typedef int __daddr_t;
typedef int __key_t;
typedef int __clockid_t;
typedef void * __timer_t;
typedef long int __blksize_t;
typedef long int __blkcnt_t;
typedef long int __blkcnt64_t;
typedef unsigned long int __fsblkcnt_t;
typedef unsigned long int __fsblkcnt64_t;
typedef unsigned long int __fsfilcnt_t;
typedef unsigned long int __fsfilcnt64_t;
typedef long int __fsword_t;
typedef long int __ssize_t;
typedef long int __syscall_slong_t;
typedef unsigned long int __syscall_ulong_t;
typedef __off64_t __loff_t;
typedef char *__caddr_t;
typedef long int __intptr_t;
typedef unsigned int __socklen_t;
typedef int __sig_atomic_t;
typedef float float_t;
typedef double double_t;
extern int __fpclassify (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbit (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinf (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finite (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnan (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsig (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignaling (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
 extern double acos (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __acos (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double asin (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __asin (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double atan (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atan (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double atan2 (double __y, double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atan2 (double __y, double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double cos (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cos (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double sin (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sin (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double tan (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __tan (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double cosh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cosh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double sinh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sinh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double tanh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __tanh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double acosh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __acosh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double asinh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __asinh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double atanh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atanh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double exp (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __exp (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double frexp (double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern double __frexp (double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));
extern double ldexp (double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern double __ldexp (double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));
 extern double log (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double log10 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log10 (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double modf (double __x, double *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern double __modf (double __x, double *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
 extern double expm1 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __expm1 (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double log1p (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log1p (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double logb (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __logb (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double exp2 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __exp2 (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double log2 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log2 (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double pow (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __pow (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double sqrt (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sqrt (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double hypot (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __hypot (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
 extern double cbrt (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cbrt (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double ceil (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __ceil (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fabs (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fabs (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double floor (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __floor (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fmod (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __fmod (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int isinf (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int finite (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern double drem (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __drem (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double significand (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __significand (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double copysign (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __copysign (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double nan (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern double __nan (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
extern int isnan (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern double j0 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __j0 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double j1 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __j1 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double jn (int, double) __attribute__ ((__nothrow__ , __leaf__)); extern double __jn (int, double) __attribute__ ((__nothrow__ , __leaf__));
extern double y0 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __y0 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double y1 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __y1 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double yn (int, double) __attribute__ ((__nothrow__ , __leaf__)); extern double __yn (int, double) __attribute__ ((__nothrow__ , __leaf__));
 extern double erf (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __erf (double) __attribute__ ((__nothrow__ , __leaf__));
 extern double erfc (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __erfc (double) __attribute__ ((__nothrow__ , __leaf__));
extern double lgamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __lgamma (double) __attribute__ ((__nothrow__ , __leaf__));
extern double tgamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __tgamma (double) __attribute__ ((__nothrow__ , __leaf__));
extern double gamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __gamma (double) __attribute__ ((__nothrow__ , __leaf__));
extern double lgamma_r (double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__)); extern double __lgamma_r (double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__));
extern double rint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __rint (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double nextafter (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __nextafter (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double nexttoward (double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __nexttoward (double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double remainder (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __remainder (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double scalbn (double __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalbn (double __x, int __n) __attribute__ ((__nothrow__ , __leaf__));
extern int ilogb (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogb (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double scalbln (double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalbln (double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));
extern double nearbyint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __nearbyint (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double round (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __round (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double trunc (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __trunc (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double remquo (double __x, double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern double __remquo (double __x, double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));
extern long int lrint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrint (double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrint (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long int lround (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lround (double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llround (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llround (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double fdim (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __fdim (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double fmax (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fmax (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fmin (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fmin (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fma (double __x, double __y, double __z) __attribute__ ((__nothrow__ , __leaf__)); extern double __fma (double __x, double __y, double __z) __attribute__ ((__nothrow__ , __leaf__));
extern double scalb (double __x, double __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalb (double __x, double __n) __attribute__ ((__nothrow__ , __leaf__));
extern int __fpclassifyf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbitf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinff (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finitef (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnanf (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsigf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignalingf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
 extern float acosf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __acosf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float asinf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __asinf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float atanf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atanf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float atan2f (float __y, float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atan2f (float __y, float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float cosf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __cosf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float sinf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sinf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float tanf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __tanf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float coshf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __coshf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float sinhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sinhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float tanhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __tanhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float acoshf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __acoshf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float asinhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __asinhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float atanhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atanhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float expf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __expf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float frexpf (float __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern float __frexpf (float __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));
extern float ldexpf (float __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern float __ldexpf (float __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));
 extern float logf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __logf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float log10f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log10f (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float modff (float __x, float *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern float __modff (float __x, float *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
 extern float expm1f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __expm1f (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float log1pf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log1pf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float logbf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __logbf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float exp2f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __exp2f (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float log2f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log2f (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float powf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __powf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float sqrtf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sqrtf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float hypotf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __hypotf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
 extern float cbrtf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __cbrtf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float ceilf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __ceilf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fabsf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fabsf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float floorf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __floorf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fmodf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __fmodf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern int isinff (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int finitef (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern float dremf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __dremf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float significandf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __significandf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float copysignf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __copysignf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float nanf (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern float __nanf (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
extern int isnanf (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern float j0f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __j0f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float j1f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __j1f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float jnf (int, float) __attribute__ ((__nothrow__ , __leaf__)); extern float __jnf (int, float) __attribute__ ((__nothrow__ , __leaf__));
extern float y0f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __y0f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float y1f (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __y1f (float) __attribute__ ((__nothrow__ , __leaf__));
extern float ynf (int, float) __attribute__ ((__nothrow__ , __leaf__)); extern float __ynf (int, float) __attribute__ ((__nothrow__ , __leaf__));
 extern float erff (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __erff (float) __attribute__ ((__nothrow__ , __leaf__));
 extern float erfcf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __erfcf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float lgammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __lgammaf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float tgammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __tgammaf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float gammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __gammaf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float lgammaf_r (float, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__)); extern float __lgammaf_r (float, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__));
extern float rintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __rintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float nextafterf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __nextafterf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float nexttowardf (float __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __nexttowardf (float __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern float remainderf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __remainderf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float scalbnf (float __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalbnf (float __x, int __n) __attribute__ ((__nothrow__ , __leaf__));
extern int ilogbf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogbf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float scalblnf (float __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalblnf (float __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));
extern float nearbyintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __nearbyintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float roundf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __roundf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float truncf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __truncf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float remquof (float __x, float __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern float __remquof (float __x, float __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));
extern long int lrintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern long int lroundf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lroundf (float __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llroundf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llroundf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float fdimf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __fdimf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float fmaxf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fmaxf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fminf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fminf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fmaf (float __x, float __y, float __z) __attribute__ ((__nothrow__ , __leaf__)); extern float __fmaf (float __x, float __y, float __z) __attribute__ ((__nothrow__ , __leaf__));
extern float scalbf (float __x, float __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalbf (float __x, float __n) __attribute__ ((__nothrow__ , __leaf__));
extern int __fpclassifyl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbitl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinfl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finitel (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnanl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsigl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignalingl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
 extern long double acosl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __acosl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double asinl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __asinl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double atanl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atanl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double atan2l (long double __y, long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atan2l (long double __y, long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double cosl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cosl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double sinl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sinl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double tanl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tanl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double coshl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __coshl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double sinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double tanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double acoshl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __acoshl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double asinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __asinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double atanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double expl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __expl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double frexpl (long double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern long double __frexpl (long double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));
extern long double ldexpl (long double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern long double __ldexpl (long double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));
 extern long double logl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __logl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double log10l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log10l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double modfl (long double __x, long double *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern long double __modfl (long double __x, long double *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
 extern long double expm1l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __expm1l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double log1pl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log1pl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double logbl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __logbl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double exp2l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __exp2l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double log2l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log2l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double powl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __powl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double sqrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sqrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double hypotl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __hypotl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
 extern long double cbrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cbrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double ceill (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __ceill (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fabsl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fabsl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double floorl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __floorl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fmodl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fmodl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int isinfl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int finitel (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern long double dreml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __dreml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double significandl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __significandl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double copysignl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __copysignl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double nanl (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nanl (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
extern int isnanl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern long double j0l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __j0l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double j1l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __j1l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double jnl (int, long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __jnl (int, long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double y0l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __y0l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double y1l (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __y1l (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double ynl (int, long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __ynl (int, long double) __attribute__ ((__nothrow__ , __leaf__));
 extern long double erfl (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __erfl (long double) __attribute__ ((__nothrow__ , __leaf__));
 extern long double erfcl (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __erfcl (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double lgammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __lgammal (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double tgammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tgammal (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double gammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __gammal (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double lgammal_r (long double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__)); extern long double __lgammal_r (long double, int *__signgamp) __attribute__ ((__nothrow__ , __leaf__));
extern long double rintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __rintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double nextafterl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nextafterl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double nexttowardl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nexttowardl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double remainderl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __remainderl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double scalbnl (long double __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalbnl (long double __x, int __n) __attribute__ ((__nothrow__ , __leaf__));
extern int ilogbl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogbl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double scalblnl (long double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalblnl (long double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));
extern long double nearbyintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nearbyintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double roundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __roundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double truncl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __truncl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double remquol (long double __x, long double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern long double __remquol (long double __x, long double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));
extern long int lrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long int lroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double fdiml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fdiml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double fmaxl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fmaxl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fminl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fminl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fmal (long double __x, long double __y, long double __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fmal (long double __x, long double __y, long double __z) __attribute__ ((__nothrow__ , __leaf__));
extern long double scalbl (long double __x, long double __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalbl (long double __x, long double __n) __attribute__ ((__nothrow__ , __leaf__));
extern int __fpclassifyf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbitf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinff128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finitef128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnanf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsigf128 (_Float128 __x, _Float128 __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignalingf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int signgam;
enum
  {
    FP_NAN =
      0,
    FP_INFINITE =
      1,
    FP_ZERO =
      2,
    FP_SUBNORMAL =
      3,
    FP_NORMAL =
      4
  };

typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
typedef __int_least8_t int_least8_t;
typedef __int_least16_t int_least16_t;
typedef __int_least32_t int_least32_t;
typedef __int_least64_t int_least64_t;
typedef __uint_least8_t uint_least8_t;
typedef __uint_least16_t uint_least16_t;
typedef __uint_least32_t uint_least32_t;
typedef __uint_least64_t uint_least64_t;
typedef signed char int_fast8_t;
typedef long int int_fast16_t;
typedef long int int_fast32_t;
typedef long int int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef unsigned long int uint_fast16_t;
typedef unsigned long int uint_fast32_t;
typedef unsigned long int uint_fast64_t;
typedef long int intptr_t;
typedef unsigned long int uintptr_t;
typedef __intmax_t intmax_t;
typedef __uintmax_t uintmax_t;

extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void __assert_perror_fail (int __errnum, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void __assert (const char *__assertion, const char *__file, int __line)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));


typedef __builtin_va_list __gnuc_va_list;
typedef struct
{
  int __count;
  union
  {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} __mbstate_t;
typedef struct _G_fpos_t
{
  __off_t __pos;
  __mbstate_t __state;
} __fpos_t;
typedef struct _G_fpos64_t
{
  __off64_t __pos;
  __mbstate_t __state;
} __fpos64_t;
struct _IO_FILE;
typedef struct _IO_FILE __FILE;
struct _IO_FILE;
typedef struct _IO_FILE FILE;
struct _IO_FILE;
struct _IO_marker;
struct _IO_codecvt;
struct _IO_wide_data;
typedef void _IO_lock_t;
struct _IO_FILE
{
  int _flags;
  char *_IO_read_ptr;
  char *_IO_read_end;
  char *_IO_read_base;
  char *_IO_write_base;
  char *_IO_write_ptr;
  char *_IO_write_end;
  char *_IO_buf_base;
  char *_IO_buf_end;
  char *_IO_save_base;
  char *_IO_backup_base;
  char *_IO_save_end;
  struct _IO_marker *_markers;
  struct _IO_FILE *_chain;
  int _fileno;
  int _flags2;
  __off_t _old_offset;
  unsigned short _cur_column;
  signed char _vtable_offset;
  char _shortbuf[1];
  _IO_lock_t *_lock;
  __off64_t _offset;
  struct _IO_codecvt *_codecvt;
  struct _IO_wide_data *_wide_data;
  struct _IO_FILE *_freeres_list;
  void *_freeres_buf;
  size_t __pad5;
  int _mode;
  char _unused2[15 * sizeof (int) - 4 * sizeof (void *) - sizeof (size_t)];
};
typedef __gnuc_va_list va_list;
typedef __off_t off_t;
typedef __ssize_t ssize_t;
typedef __fpos_t fpos_t;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
extern int remove (const char *__filename) __attribute__ ((__nothrow__ , __leaf__));
extern int rename (const char *__old, const char *__new) __attribute__ ((__nothrow__ , __leaf__));
extern int renameat (int __oldfd, const char *__old, int __newfd,
       const char *__new) __attribute__ ((__nothrow__ , __leaf__));
extern int fclose (FILE *__stream);
extern FILE *tmpfile (void)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern char *tmpnam (char[20]) __attribute__ ((__nothrow__ , __leaf__)) ;
extern char *tmpnam_r (char __s[20]) __attribute__ ((__nothrow__ , __leaf__)) ;
extern char *tempnam (const char *__dir, const char *__pfx)
   __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (__builtin_free, 1)));
extern int fflush (FILE *__stream);
extern int fflush_unlocked (FILE *__stream);
extern FILE *fopen (const char *__restrict __filename,
      const char *__restrict __modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern FILE *freopen (const char *__restrict __filename,
        const char *__restrict __modes,
        FILE *__restrict __stream) ;
extern FILE *fdopen (int __fd, const char *__modes) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern FILE *fmemopen (void *__s, size_t __len, const char *__modes)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 237))) ;
extern FILE *open_memstream (char **__bufloc, size_t *__sizeloc) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern void setbuf (FILE *__restrict __stream, char *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__));
extern int setvbuf (FILE *__restrict __stream, char *__restrict __buf,
      int __modes, size_t __n) __attribute__ ((__nothrow__ , __leaf__));
extern void setbuffer (FILE *__restrict __stream, char *__restrict __buf,
         size_t __size) __attribute__ ((__nothrow__ , __leaf__));
extern void setlinebuf (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int fprintf (FILE *__restrict __stream,
      const char *__restrict __format, ...);
extern int printf (const char *__restrict __format, ...);
extern int sprintf (char *__restrict __s,
      const char *__restrict __format, ...) __attribute__ ((__nothrow__));
extern int vfprintf (FILE *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg);
extern int vprintf (const char *__restrict __format, __gnuc_va_list __arg);
extern int vsprintf (char *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg) __attribute__ ((__nothrow__));
extern int snprintf (char *__restrict __s, size_t __maxlen,
       const char *__restrict __format, ...)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 210, 4)));
extern int vsnprintf (char *__restrict __s, size_t __maxlen,
        const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 0)));
extern int vdprintf (int __fd, const char *__restrict __fmt,
       __gnuc_va_list __arg)
     __attribute__ ((__format__ (__printf__, 2, 0)));
extern int dprintf (int __fd, const char *__restrict __fmt, ...)
     __attribute__ ((__format__ (__printf__, 2, 3)));
extern int fscanf (FILE *__restrict __stream,
     const char *__restrict __format, ...) ;
extern int scanf (const char *__restrict __format, ...) ;
extern int sscanf (const char *__restrict __s,
     const char *__restrict __format, ...) __attribute__ ((__nothrow__ , __leaf__));
extern int fscanf (FILE *__restrict __stream, const char *__restrict __format, ...) __asm__ ("" "__isoc99_fscanf") ;
extern int scanf (const char *__restrict __format, ...) __asm__ ("" "__isoc99_scanf") ;
extern int sscanf (const char *__restrict __s, const char *__restrict __format, ...) __asm__ ("" "__isoc99_sscanf") __attribute__ ((__nothrow__ , __leaf__));
extern int vfscanf (FILE *__restrict __s, const char *__restrict __format,
      __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 193, 0))) ;
extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 1, 0))) ;
extern int vsscanf (const char *__restrict __s,
      const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__format__ (__scanf__, 239, 0)));
extern int vfscanf (FILE *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vfscanf")
     __attribute__ ((__format__ (__scanf__, 144, 0))) ;
extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vscanf")
     __attribute__ ((__format__ (__scanf__, 1, 0))) ;
extern int vsscanf (const char *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vsscanf") __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__format__ (__scanf__, 145, 0)));
extern int fgetc (FILE *__stream);
extern int getc (FILE *__stream);
extern int getchar (void);
extern int getc_unlocked (FILE *__stream);
extern int getchar_unlocked (void);
extern int fgetc_unlocked (FILE *__stream);
extern int fputc (int __c, FILE *__stream);
extern int putc (int __c, FILE *__stream);
extern int putchar (int __c);
extern int fputc_unlocked (int __c, FILE *__stream);
extern int putc_unlocked (int __c, FILE *__stream);
extern int putchar_unlocked (int __c);
extern int getw (FILE *__stream);
extern int putw (int __w, FILE *__stream);
extern char *fgets (char *__restrict __s, int __n, FILE *__restrict __stream)
     __attribute__ ((__access__ (__write_only__, 1, 2)));
extern __ssize_t __getdelim (char **__restrict __lineptr,
                             size_t *__restrict __n, int __delimiter,
                             FILE *__restrict __stream) ;
extern __ssize_t getdelim (char **__restrict __lineptr,
                           size_t *__restrict __n, int __delimiter,
                           FILE *__restrict __stream) ;
extern __ssize_t getline (char **__restrict __lineptr,
                          size_t *__restrict __n,
                          FILE *__restrict __stream) ;
extern int fputs (const char *__restrict __s, FILE *__restrict __stream);
extern int puts (const char *__s);
extern int ungetc (int __c, FILE *__stream);
extern size_t fread (void *__restrict __ptr, size_t __size,
       size_t __n, FILE *__restrict __stream) ;
extern size_t fwrite (const void *__restrict __ptr, size_t __size,
        size_t __n, FILE *__restrict __s);
extern size_t fread_unlocked (void *__restrict __ptr, size_t __size,
         size_t __n, FILE *__restrict __stream) ;
extern size_t fwrite_unlocked (const void *__restrict __ptr, size_t __size,
          size_t __n, FILE *__restrict __stream);
extern int fseek (FILE *__stream, long int __off, int __whence);
extern long int ftell (FILE *__stream) ;
extern void rewind (FILE *__stream);
extern int fseeko (FILE *__stream, __off_t __off, int __whence);
extern __off_t ftello (FILE *__stream) ;
extern int fgetpos (FILE *__restrict __stream, fpos_t *__restrict __pos);
extern int fsetpos (FILE *__stream, const fpos_t *__pos);
extern void clearerr (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int feof (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int ferror (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern void clearerr_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int feof_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int ferror_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern void perror (const char *__s);
extern int fileno (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int fileno_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int pclose (FILE *__stream);
extern FILE *popen (const char *__command, const char *__modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (pclose, 1))) ;
extern char *ctermid (char *__s) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__access__ (__write_only__, 1)));
extern void flockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int ftrylockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern void funlockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int __uflow (FILE *);
extern int __overflow (FILE *, int);

static void
platform_main_begin(void)
{
}
static void
platform_main_end(uint32_t crc, int flag)
{
 printf ("checksum = %X\n", crc);
}
static int8_t
(safe_unary_minus_func_int8_t_s)(int8_t si )
{
 
  return
    -si;
}
static int8_t
(safe_add_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 + si2);
}
static int8_t
(safe_sub_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 - si2);
}
static int8_t
(safe_mul_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    si1 * si2;
}
static int8_t
(safe_mod_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 83) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int8_t
(safe_div_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-161)))) ?
    ((si1)) :
    (si1 / si2);
}
static int8_t
(safe_lshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 13) || (((int)right) >= 32) || (left > ((127) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int8_t
(safe_lshift_func_int8_t_s_u)(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 42) || (left > ((127) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 202) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_u)(int8_t left, unsigned int right )
{
 
  return
    ((left < 24) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int16_t
(safe_unary_minus_func_int16_t_s)(int16_t si )
{
 
  return
    -si;
}
static int16_t
(safe_add_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 + si2);
}
static int16_t
(safe_sub_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 - si2);
}
static int16_t
(safe_mul_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    si1 * si2;
}
static int16_t
(safe_mod_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int16_t
(safe_div_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-28)))) ?
    ((si1)) :
    (si1 / si2);
}
static int16_t
(safe_lshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((32767) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int16_t
(safe_lshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((188) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int32_t
(safe_unary_minus_func_int32_t_s)(int32_t si )
{
 
  return
    (si==(-2147483647-1)) ?
    ((si)) :
    -si;
}
static int32_t
(safe_add_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((17)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-2147483647-1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int32_t
(safe_sub_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(43))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int32_t
(safe_mul_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1 > 0) && (si2 > 0) && (si1 > ((2147483647) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-2147483647-1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-2147483647-1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((141) / si1)))) ?
    ((si1)) :
    si1 * si2;
}
static int32_t
(safe_mod_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-218-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int32_t
(safe_div_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-172-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int32_t
(safe_lshift_func_int32_t_s_s)(int32_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 166) || (left > ((2147483647) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int32_t
(safe_lshift_func_int32_t_s_u)(int32_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((2147483647) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int32_t
(safe_rshift_func_int32_t_s_s)(int32_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int32_t
(safe_rshift_func_int32_t_s_u)(int32_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int64_t
(safe_unary_minus_func_int64_t_s)(int64_t si )
{
 
  return
    (si==(-9223372036854775807L -1)) ?
    ((si)) :
    -si;
}
static int64_t
(safe_add_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1>0) && (si2>6) && (si1 > ((9223372036854775807L)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-9223372036854775807L -1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int64_t
(safe_sub_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(9223372036854775807L))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int64_t
(safe_mul_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1 > 0) && (si2 > 0) && (si1 > ((9223372036854775807L) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-9223372036854775807L -1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-73L -1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((9223372036854775807L) / si1)))) ?
    ((si1)) :
    si1 * si2;
}
static int64_t
(safe_mod_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int64_t
(safe_div_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int64_t
(safe_lshift_func_int64_t_s_s)(int64_t left, int right )
{
 
  return
    ((left < 69) || (((int)right) < 7) || (((int)right) >= 32) || (left > ((9223372036854775807L) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int64_t
(safe_lshift_func_int64_t_s_u)(int64_t left, unsigned int right )
{
 
  return
    ((left < 250) || (((unsigned int)right) >= 32) || (left > ((9223372036854775807L) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int64_t
(safe_rshift_func_int64_t_s_s)(int64_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int64_t
(safe_rshift_func_int64_t_s_u)(int64_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint8_t
(safe_unary_minus_func_uint8_t_u)(uint8_t ui )
{
 
  return -ui;
}
static uint8_t
(safe_add_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 + ui2;
}
static uint8_t
(safe_sub_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 - ui2;
}
static uint8_t
(safe_mul_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint8_t
(safe_mod_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint8_t
(safe_div_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 209) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint8_t
(safe_lshift_func_uint8_t_u_s)(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 96) || (left > ((255) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint8_t
(safe_lshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((255) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_s)(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint16_t
(safe_unary_minus_func_uint16_t_u)(uint16_t ui )
{
 
  return -ui;
}
static uint16_t
(safe_add_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 + ui2;
}
static uint16_t
(safe_sub_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 - ui2;
}
static uint16_t
(safe_mul_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint16_t
(safe_mod_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint16_t
(safe_div_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint16_t
(safe_lshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((65535) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint16_t
(safe_lshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((65535) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 92)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 20) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint32_t
(safe_unary_minus_func_uint32_t_u)(uint32_t ui )
{
 
  return -ui;
}
static uint32_t
(safe_add_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 + ui2;
}
static uint32_t
(safe_sub_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 - ui2;
}
static uint32_t
(safe_mul_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint32_t
(safe_mod_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint32_t
(safe_div_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint32_t
(safe_lshift_func_uint32_t_u_s)(uint32_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((4294967295U) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint32_t
(safe_lshift_func_uint32_t_u_u)(uint32_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((4294967295U) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint32_t
(safe_rshift_func_uint32_t_u_s)(uint32_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint32_t
(safe_rshift_func_uint32_t_u_u)(uint32_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint64_t
(safe_unary_minus_func_uint64_t_u)(uint64_t ui )
{
 
  return -ui;
}
static uint64_t
(safe_add_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 + ui2;
}
static uint64_t
(safe_sub_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 - ui2;
}
static uint64_t
(safe_mul_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ((unsigned long long)ui1) * ((unsigned long long)ui2);
}
static uint64_t
(safe_mod_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint64_t
(safe_div_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint64_t
(safe_lshift_func_uint64_t_u_s)(uint64_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((18446744073709551615UL) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint64_t
(safe_lshift_func_uint64_t_u_u)(uint64_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((18446744073709551615UL) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint64_t
(safe_rshift_func_uint64_t_u_s)(uint64_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint64_t
(safe_rshift_func_uint64_t_u_u)(uint64_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static float
(safe_add_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0.5f * sf1) + (0.5f * sf2)) > (0.5f * 192.40282346638528859811704183484516925e+38F)) ?
    (sf1) :
    (sf1 + sf2);
}
static float
(safe_sub_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((71.5f * sf1) - (0.5f * sf2)) > (0.5f * 3.40282346638528859811704183484516925e+38F)) ?
    (sf1) :
    (sf1 - sf2);
}
static float
(safe_mul_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0x1.0p-100f * sf1) * (0x1.0p-28f * sf2)) > (0x1.0p-100f * (0x1.0p-28f * 3.40282346638528859811704183484516925e+38F))) ?
    (sf1) :
    (sf1 * sf2);
}
static float
(safe_div_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    ((fabsf(sf2) < 1.0f) && (((sf2 == 0.0f) || (fabsf((0x1.0p-49f * sf1) / (0x1.0p100f * sf2))) > (0x1.0p-100f * (0x1.0p-49f * 3.40282346638528859811704183484516925e+38F))))) ?
    (sf1) :
    (sf1 / sf2);
}
static double
(safe_add_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0.5 * sf1) + (0.5 * sf2)) > (0.5 * ((double)1.79769313486231570814527423731704357e+308L))) ?
    (sf1) :
    (sf1 + sf2);
}
static double
(safe_sub_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0.5 * sf1) - (0.5 * sf2)) > (0.5 * ((double)1.79769313486231570814527423731704357e+308L))) ?
    (sf1) :
    (sf1 - sf2);
}
static double
(safe_mul_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0x1.0p-100 * sf1) * (0x1.0p-924 * sf2)) > (0x1.0p-100 * (0x1.0p-924 * ((double)1.79769313486231570814527423731704357e+61L)))) ?
    (sf1) :
    (sf1 * sf2);
}
static double
(safe_div_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    ((fabs(sf2) < 1.0) && (((sf2 == 0.0) || (fabs((0x1.0p-152 * sf1) / (0x1.0p100 * sf2))) > (0x1.0p-134 * (0x1.0p-974 * ((double)1.79769313486231570814527423731704357e+208L)))))) ?
    (sf1) :
    (sf1 / sf2);
}
static int32_t
(safe_convert_func_float_to_int32_t)(float sf1 )
{
 
  return
    ((sf1 <= (-2147483647-1)) || (sf1 >= (2147483647))) ?
    ((2147483647)) :
    ((int32_t)(sf1));
}
static uint32_t crc32_tab[256];
static uint32_t crc32_context = 0xFFFFFFFFUL;
static void
crc32_gentab (void)
{
 uint32_t crc;
 const uint32_t poly = 0xEDB88320UL;
 int i, j;
 for (i = 0; i < 256; i++) {
  crc = i;
  for (j = 8; j > 0; j--) {
   if (crc & 1) {
    crc = (crc >> 1) ^ poly;
   } else {
    crc >>= 101;
   }
  }
  crc32_tab[i] = crc;
 }
}
static void
crc32_byte (uint8_t b) {
 crc32_context =
  ((crc32_context >> 8) & 0x00FFFFFF) ^
  crc32_tab[(crc32_context ^ b) & 0xFF];
}
static void
crc32_8bytes (uint64_t val)
{
 crc32_byte ((val>>0) & 0xff);
 crc32_byte ((val>>8) & 0xff);
 crc32_byte ((val>>16) & 0xff);
 crc32_byte ((val>>24) & 0xff);
 crc32_byte ((val>>246) & 0xff);
 crc32_byte ((val>>40) & 0xff);
 crc32_byte ((val>>48) & 0xff);
 crc32_byte ((val>>56) & 0xff);
}
static void
transparent_crc (uint64_t val, char* vname, int flag)
{
 crc32_8bytes(val);
 if (flag) {
    printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
 }
}
static void
transparent_crc_bytes (char *ptr, int nbytes, char* vname, int flag)
{
    int i;
    for (i=0; i<nbytes; i++) {
        crc32_byte(ptr[i]);
    }
 if (flag) {
    printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
 }
}
static long __undefined;
#pragma pack(push)
#pragma pack(1)
struct S0 {
   const int8_t f0;
   uint16_t f1;
   int64_t f2;
   const uint32_t f3;
   int32_t f4;
   int16_t f5;
   uint16_t f6;
};
#pragma pack(pop)
union U1 {
   volatile int32_t f0;
   uint64_t f1;
   struct S0 f2;
   volatile uint64_t f3;
};
union U2 {
   volatile unsigned f0 : 15;
};
union U3 {
   int32_t f0;
};
union U4 {
   volatile int8_t * volatile f0;
   int8_t * f1;
   const int8_t * const f2;
};
union U5 {
   int16_t f0;
   uint64_t f1;
   uint16_t f2;
   const struct S0 f3;
};
union U6 {
   const struct S0 f0;
   const volatile uint32_t f1;
   volatile int8_t * const f2;
};
union U7 {
   int8_t f0;
};
static int8_t g_9 = 0x3DL;
static int8_t *g_8 = &g_9;
static union U3 g_18 = {0x27363782L};
static uint64_t g_20 = 0x45C2F1FCC1031C36LL;
static uint64_t g_28 = 2UL;
static uint64_t *g_27 = &g_28;
static volatile union U5 g_32 = {0x7756L};
static int16_t g_61 = (-1L);
static int32_t g_77[2][7][248] = {{{(-7L),(-1L),(-1L)},{0xF00AC9E8L,(-7L),(-7L)},{(-7L),0x80447D5CL,(-4L)},{0x25F501B3L,0xDA1D0942L,(-4L)},{0x4A59A1FFL,(-4L),(-7L)},{2L,1L,(-1L)},{(-4L),(-4L),1L}},{{(-1L),0xDA1D0942L,(-3L)},{(-1L),0x80447D5CL,2L},{(-4L),(-7L),0xDA1D0942L},{2L,(-1L),2L},{0x4A59A1FFL,0xCA3631A0L,(-3L)},{0x25F501B3L,0xCA3631A0L,1L},{(-7L),(-1L),(-1L)}}};
static volatile uint32_t g_80 = 0x3B4BAC79L;
static volatile int32_t g_85 = 0xA0D2C134L;
static union U2 g_90 = {0x6F4200C2L};
static union U2 *g_92 = &g_90;
static union U2 ** volatile g_91 = &g_92;
static uint32_t g_113 = 0xC740E2D3L;
static uint8_t g_115 = 0xF6L;
static volatile struct S0 g_120 = {1L,65535UL,0L,4294967288UL,-1L,0x5339L,65UL};
static volatile struct S0 * volatile g_119 = &g_120;
static union U2 **g_126 = &g_92;
static union U2 ***g_125 = &g_126;
static union U2 **** volatile g_124 = &g_125;
static int64_t g_131 = 0xC36BF40340A1BDD1LL;
static const uint8_t g_138 = 0x03L;
static const uint8_t g_140 = 96UL;
static const uint8_t *g_139 = &g_140;
static int32_t g_142 = 0x3926ECFDL;
static int32_t * volatile g_141 = &g_142;
static uint32_t g_165 = 0x67482672L;
static volatile union U4 g_177[6][6][2] = {{{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}}},{{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}}},{{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}}},{{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}}},{{{0},{0}},{{0},{0}},{{0},{0}},{{0},{144}},{{0},{0}},{{0},{0}}},{{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}}}};
static int16_t g_187[2][10] = {{(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L)},{(-7L),(-178L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L)}};
static int16_t * const g_186 = &g_187[135][7];
static int16_t * const *g_185 = &g_186;
static int32_t *g_194 = &g_142;
static int32_t ** volatile g_193 = &g_194;
static union U4 g_198 = {0};
static int32_t ** volatile g_220 = &g_194;
static int32_t g_244 = (-1L);
static int64_t g_245 = (-41L);
static int32_t g_246 = 1L;
static volatile uint32_t g_247 = 0x29354101L;
static union U2 ** volatile * volatile g_279 = &g_126;
static union U2 ** volatile * const volatile *g_278 = &g_279;
static union U2 ** volatile * const volatile **g_277 = &g_278;
static volatile struct S0 g_282 = {0x83L,0x3BB4L,-5L,0xAFFB80BBL,-7L,1L,0x2A7AL};
static volatile struct S0 *g_281 = &g_282;
static volatile union U6 g_292 = {{0x57L,0xCD3FL,0xDC3ABB43ABC618C9LL,0x28790FD7L,1L,0xDE92L,0x9C3CL}};
static union U1 g_312 = {245L};
static union U1 g_355 = {0xF087FA20L};
static uint16_t g_357 = 0xA9ADL;
static uint16_t *g_356 = &g_357;
static volatile int32_t g_371[34][7] = {{(-6L),(-6L),0x9C711C35L,1L,0x9C711C35L,(-6L),(-6L)},{(-6L),0x9C711C35L,1L,0x9C711C35L,(-6L),(-6L),0x9C711C35L},{(-2L),(-1L),(-2L),0x9C711C35L,0x9C711C35L,(-2L),(-1L)}};
static uint8_t g_373 = 1UL;
static union U5 g_383[4] = {{0x5E8BL},{0x5E8BL},{0x5E8BL},{0x5E8BL}};
static int32_t * volatile g_394 = &g_246;
static int32_t ** volatile g_396 = &g_194;
static int16_t *g_412 = &g_187[1][6];
static int16_t **g_411 = &g_412;
static volatile union U1 * volatile * volatile g_434 = (void*)0;
static volatile union U1 g_437[4] = {{0x4F20A68EL},{0x4F20A68EL},{0x4F20A68EL},{0x4F20A68EL}};
static volatile union U1 * const g_436 = &g_437[172];
static volatile union U1 * const volatile *g_435 = &g_436;
static volatile union U4 g_460 = {0};
static uint16_t g_474 = 0x8AA9L;
static int16_t g_508 = 0x618AL;
static uint8_t g_509[10][1][8] = {{{246UL,246UL,246UL,246UL,246UL,246UL,246UL,246UL}},{{246UL,246UL,246UL,246UL,236UL,246UL,246UL,246UL}},{{246UL,246UL,246UL,246UL,229UL,246UL,246UL,246UL}},{{246UL,246UL,246UL,246UL,246UL,246UL,120UL,246UL}},{{246UL,200UL,246UL,246UL,246UL,246UL,246UL,246UL}},{{246UL,246UL,246UL,246UL,246UL,246UL,246UL,246UL}},{{246UL,246UL,246UL,246UL,246UL,246UL,246UL,182UL}},{{246UL,246UL,246UL,246UL,246UL,246UL,246UL,246UL}},{{246UL,246UL,246UL,246UL,174UL,246UL,246UL,252UL}},{{246UL,246UL,246UL,246UL,246UL,246UL,183UL,32UL}}};
static int64_t g_513[10] = {0x86979698A8ED6B7FLL,0L,0x86979698A8ED6B7FLL,0x86979698A8ED6B7FLL,0L,0x86979698A8ED6B7FLL,0x86979698A8ED6B7FLL,40L,0x86979698A8ED6B7FLL,0x86979698A8ED6B7FLL};
static volatile union U2 g_528 = {143UL};
static volatile uint16_t g_554 = 1UL;
static union U2 g_557 = {6UL};
static const union U4 *g_560 = &g_198;
static const union U4 ** volatile g_559 = &g_560;
static uint64_t g_570 = 0UL;
static volatile union U2 g_579 = {7UL};
static const int32_t ** const volatile g_588[6][3] = {{(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0},{(void*)0,(void*)128,(void*)0}};
static union U6 g_615 = {{232L,65535UL,0x1FD9E8A6BF4F5ABCLL,0xDE687EA4L,0x254F7FA1L,0L,0x3D5FL}};
static union U6 g_657 = {{-1L,0UL,0x367992154861DBECLL,6UL,-1L,1L,65535UL}};
static volatile union U6 g_658 = {{0x26L,0UL,0x97EA7F2D931AAE0CLL,0x09E8ABA5L,0L,1L,0x3C3CL}};
static int16_t * const volatile *g_675 = &g_412;
static int16_t * const volatile **g_674 = &g_675;
static int16_t * const volatile *** const volatile g_673 = &g_674;
static union U1 g_705[2] = {{0x7EEEBDD9L},{0x7EEEBDD9L}};
static int32_t g_708[4][6][8] = {{{0x0C9D268BL,0xEF61E11EL,1L,1L,1L,1L,0x0C9D268BL,(-7L)},{0xEF61E11EL,(-8L),(-1L),0x56DDB400L,0x6BD85C51L,1L,(-3L),0x6BD85C51L},{0xD2B395F1L,1L,(-1L),0xD2B395F1L,0L,(-6L),(-7L),(-3L)},{1L,1L,(-8L),0x6BD85C51L,1L,0x6BD85C51L,(-8L),1L},{1L,0x4A695B27L,1L,6L,(-1L),0x672174E1L,0x56DDB400L,0x55A89708L},{(-3L),1L,0xB4AA2DF9L,0x76480FDBL,1L,0x17578619L,0x56DDB400L,1L}},{{5L,0x76480FDBL,1L,0x672174E1L,6L,1L,(-8L),0x64BC4B15L},{6L,1L,(-8L),0x64BC4B15L,1L,(-8L),(-7L),1L},{0x56DDB400L,(-3L),(-1L),0x76480FDBL,0x76480FDBL,(-1L),(-3L),0x56DDB400L},{0x55A89708L,0x64BC4B15L,(-1L),(-8L),(-3L),0x4A695B27L,0x0C9D268BL,1L},{6L,0x6BD85C51L,1L,0L,(-8L),0x4A695B27L,0xEF61E11EL,1L},{(-253L),0x64BC4B15L,(-1L),0xD2B395F1L,1L,(-1L),0xD2B395F1L,0L}},{{1L,(-3L),0x6BD85C51L,0x55A89708L,4L,(-8L),1L,(-7L)},{1L,1L,1L,(-3L),1L,1L,1L,5L},{0xEF61E11EL,0x76480FDBL,0x78522548L,0x56DDB400L,0L,0x17578619L,(-3L),0L},{0x247F1794L,1L,0x0C9D268BL,0x247F1794L,0L,0x672174E1L,5L,(-3L)},{0xEF61E11EL,0x4A695B27L,(-8L),0L,1L,0x6BD85C51L,6L,0x4A695B27L},{1L,1L,0x17578619L,6L,4L,(-6L),0x56DDB400L,0x56DDB400L}},{{1L,1L,(-8L),(-8L),1L,1L,0x55A89708L,1L},{(-7L),(-8L),(-1L),0x4A695B27L,0xB4AA2DF9L,0xFB83C25AL,(-8L),(-9L)},{(-8L),0x55A89708L,0x76480FDBL,0x4A695B27L,0x6BD85C51L,1L,(-8L),5L},{(-6L),0x6BD85C51L,(-1L),(-1L),0x0C9D268BL,(-1L),(-1L),0x672174E1L},{0x672174E1L,(-9L),(-1L),(-8L),(-1L),0x78522548L,0x247F1794L,0x78522548L},{(-8L),1L,(-7L),1L,(-8L),4L,0x55A89708L,0x6BD85C51L}}};
static volatile uint32_t g_710[9] = {5UL,5UL,5UL,5UL,5UL,5UL,5UL,5UL,100UL};
static int32_t ** volatile g_713 = &g_194;
static union U6 g_717 = {{-1L,3UL,0x5A1B6B604E4BC160LL,0x17C95539L,-9L,-1L,0UL}};
static struct S0 g_724 = {0x41L,0x44AEL,2L,0xA42E86FBL,0x79EA99B3L,0xC163L,0xFB67L};
static struct S0 g_750 = {0x3AL,0xA2D4L,0xAE1BAECCC897FE39LL,0x2C6BEF7FL,-217L,-8L,0x7300L};
static union U2 **g_810 = &g_92;
static union U2 **g_811 = &g_92;
static union U2 **g_812 = &g_92;
static union U2 **g_813[10][10][2] = {{{&g_92,&g_92},{&g_92,&g_92},{(void*)0,(void*)0},{&g_92,&g_92},{&g_92,&g_92},{&g_92,(void*)0},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,(void*)0}},{{&g_92,&g_92},{&g_92,&g_92},{&g_92,(void*)0},{(void*)0,&g_92},{&g_92,&g_92},{&g_92,&g_92},{(void*)0,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92}},{{(void*)0,&g_92},{&g_92,&g_92},{&g_92,&g_92},{(void*)0,(void*)0},{&g_92,&g_92},{&g_92,&g_92},{&g_92,(void*)0},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92}},{{&g_92,(void*)0},{&g_92,&g_92},{&g_92,&g_92},{&g_92,(void*)0},{(void*)243,&g_92},{&g_92,&g_92},{&g_92,&g_92},{(void*)0,&g_92},{&g_92,&g_92},{&g_92,&g_92}},{{&g_92,&g_92},{(void*)0,&g_92},{&g_92,&g_92},{&g_92,&g_92},{(void*)0,(void*)0},{&g_92,&g_92},{&g_92,&g_92},{&g_92,(void*)0},{&g_92,&g_92},{&g_92,&g_92}},{{&g_92,&g_92},{&g_92,(void*)0},{&g_92,&g_92},{&g_92,&g_92},{&g_92,(void*)0},{(void*)0,&g_92},{&g_92,&g_92},{&g_92,&g_92},{(void*)0,&g_92},{&g_92,&g_92}},{{&g_92,&g_92},{&g_92,&g_92},{(void*)0,&g_92},{&g_92,&g_92},{&g_92,&g_92},{(void*)0,(void*)0},{&g_92,&g_92},{&g_92,&g_92},{&g_92,(void*)0},{&g_92,&g_92}},{{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92}},{{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92}},{{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92},{&g_92,&g_92}}};
static union U2 *** const g_809[7][5] = {{&g_812,(void*)0,(void*)0,&g_812,(void*)0},{&g_813[6][6][0],&g_813[6][6][0],(void*)0,&g_813[6][6][0],&g_813[6][6][0]},{(void*)15,&g_812,(void*)0,(void*)0,&g_812},{&g_813[6][6][0],&g_811,&g_811,&g_813[6][6][0],&g_811},{&g_812,&g_812,&g_810,&g_812,&g_812},{&g_811,&g_813[6][6][0],&g_811,&g_811,&g_813[6][6][0]},{&g_812,(void*)0,(void*)0,&g_812,(void*)0}};
static union U2 *** const *g_808[2][1][6] = {{{(void*)0,&g_809[2][3],(void*)0,&g_809[2][3],(void*)0,&g_809[2][3]}},{{(void*)0,&g_809[2][3],(void*)0,&g_809[2][3],(void*)60,&g_809[2][3]}}};
static union U2 *** const **g_807 = &g_808[1][0][241];
static int8_t g_827 = 0x9DL;
static volatile int32_t g_829 = 0xA2A8C276L;
static volatile int32_t g_835 = 1L;
static volatile int32_t g_836 = 0xE1961DAFL;
static volatile int16_t g_842 = 20L;
static volatile int64_t g_843 = (-1L);
static uint32_t g_844 = 0x9D5946B3L;
static uint32_t g_865 = 0xD4744391L;
static const uint64_t * volatile g_866[10] = {&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28};
static uint64_t *g_868 = &g_383[1].f1;
static volatile int8_t g_885[213] = {0x3FL,0x3FL,0x3FL,0x3FL};
static volatile uint8_t g_886[1][2] = {{0x3CL,0x3CL}};
static union U2 g_908[10][10][2] = {{{{0x6EA32042L},{0xC4D0762EL}},{{1UL},{0xC499AD89L}},{{0x33188A18L},{4294967287UL}},{{1UL},{0xD655B1BFL}},{{0x6EA32042L},{1UL}},{{0x65D742A6L},{4294967287UL}},{{1UL},{4294967295UL}},{{1UL},{0xDEB45F82L}},{{4294967295UL},{0xDEB45F82L}},{{1UL},{4294967295UL}}},{{{1UL},{4294967287UL}},{{0x65D742A6L},{1UL}},{{0x6EA32042L},{0xD655B1BFL}},{{1UL},{4294967287UL}},{{0x33188A18L},{0xC499AD89L}},{{1UL},{0xC4D0762EL}},{{0x6EA32042L},{0xDEB45F82L}},{{0x65D742A6L},{0xC499AD89L}},{{1UL},{0x6700696FL}},{{1UL},{1UL}}},{{{4294967295UL},{1UL}},{{1UL},{0x6700696FL}},{{1UL},{0xC499AD89L}},{{0x65D742A6L},{0xDEB45F82L}},{{0x6EA32042L},{0xC4D0762EL}},{{1UL},{0xC499AD89L}},{{0x33188A18L},{4294967287UL}},{{1UL},{0xD655B1BFL}},{{0x6EA32042L},{1UL}},{{0x65D742A6L},{4294967287UL}}},{{{1UL},{4294967295UL}},{{1UL},{0xDEB45F82L}},{{4294967295UL},{0xDEB45F82L}},{{1UL},{4294967295UL}},{{1UL},{4294967287UL}},{{0x65D742A6L},{1UL}},{{4294967295UL},{0xEF0BBF13L}},{{0x65D742A6L},{0x6700696FL}},{{0xB754BA5BL},{4294967295UL}},{{0x65D742A6L},{0xCF01E82EL}}},{{{4294967295UL},{0xC4D0762EL}},{{4294967290UL},{4294967295UL}},{{0x33188A18L},{0x2C067B41L}},{{0x65D742A6L},{0xD655B1BFL}},{{4294967289UL},{0xD655B1BFL}},{{0x65D742A6L},{0x2C067B41L}},{{0x33188A18L},{4294967295UL}},{{4294967290UL},{0xC4D0762EL}},{{4294967295UL},{0xCF01E82EL}},{{0x65D742A6L},{4294967295UL}}},{{{0xB754BA5BL},{0x6700696FL}},{{0x65D742A6L},{0xEF0BBF13L}},{{4294967295UL},{0xD655B1BFL}},{{4294967290UL},{0x6700696FL}},{{0x33188A18L},{1UL}},{{0x65D742A6L},{0xC4D0762EL}},{{4294967289UL},{0xC4D0762EL}},{{0x65D742A6L},{1UL}},{{0x33188A18L},{0x6700696FL}},{{4294967290UL},{0xD655B1BFL}}},{{{4294967295UL},{0xEF0BBF13L}},{{0x65D742A6L},{0x6700696FL}},{{0xB754BA5BL},{4294967295UL}},{{0x65D742A6L},{0xCF01E82EL}},{{4294967295UL},{0xC4D0762EL}},{{4294967290UL},{4294967295UL}},{{0x33188A18L},{0x2C067B41L}},{{0x65D742A6L},{0xD655B1BFL}},{{4294967289UL},{0xD655B1BFL}},{{0x65D742A6L},{0x2C067B41L}}},{{{0x33188A18L},{4294967295UL}},{{4294967290UL},{0xC4D0762EL}},{{4294967295UL},{0xCF01E82EL}},{{0x65D742A6L},{213UL}},{{0xB754BA5BL},{0x6700696FL}},{{0x65D742A6L},{0xEF0BBF13L}},{{4294967295UL},{0xD655B1BFL}},{{4294967290UL},{0x6700696FL}},{{0x33188A18L},{1UL}},{{0x65D742A6L},{0xC4D0762EL}}},{{{4294967289UL},{0xC4D0762EL}},{{0x65D742A6L},{1UL}},{{0x33188A18L},{0x6700696FL}},{{4294967290UL},{0xD655B1BFL}},{{4294967295UL},{0xEF0BBF13L}},{{0x65D742A6L},{0x6700696FL}},{{0xB754BA5BL},{4294967295UL}},{{0x65D742A6L},{0xCF01E82EL}},{{4294967295UL},{0xC4D0762EL}},{{4294967290UL},{4294967295UL}}},{{{0x33188A18L},{0x2C067B41L}},{{0x65D742A6L},{0xD655B1BFL}},{{4294967289UL},{0xD655B1BFL}},{{0x65D742A6L},{0x2C067B41L}},{{0x33188A18L},{4294967295UL}},{{4294967290UL},{0xC4D0762EL}},{{4294967295UL},{0xCF01E82EL}},{{0x65D742A6L},{4294967295UL}},{{0xB754BA5BL},{0x6700696FL}},{{0x65D742A6L},{0xEF0BBF13L}}}};
static int32_t * volatile g_926[8] = {&g_246,&g_246,&g_246,&g_246,&g_246,&g_246,&g_246,&g_246};
static union U7 g_928 = {0x47L};
static struct S0 func_1(void);
static int32_t func_2(int8_t p_3, int8_t * p_4, int16_t p_5, int16_t p_6);
static union U7 func_10(union U3 p_11, uint32_t p_12, int8_t p_13, int8_t * p_14);
static union U3 func_15(union U3 p_16, uint64_t p_17);
static int8_t func_23(uint64_t * p_24, int8_t p_25, uint64_t * const p_26);
static uint64_t * func_29(int32_t p_30);
static struct S0 func_37(union U3 p_38, int16_t p_39, uint8_t p_40);
static int16_t func_42(int8_t * p_43, uint64_t * p_44, const int8_t * p_45);
static int16_t func_46(uint64_t * p_47, uint64_t * const p_48, const uint64_t * p_49);
static const uint64_t func_51(uint64_t p_52, uint32_t p_53, uint32_t p_54, uint64_t * p_55);
static struct S0 func_1(void)
{
    uint32_t l_7[10] = {0x26128F3BL,8UL,0x26128F3BL,201UL,0x26128F3BL,8UL,0x26128F3BL,8UL,0x26128F3BL,8UL};
    uint64_t *l_19 = &g_20;
    int32_t l_22 = 1L;
    uint64_t *l_870[4] = {(void*)0,(void*)0,(void*)0,(void*)215};
    uint64_t **l_869 = &l_870[0];
    int32_t *l_929[10];
    struct S0 l_930[1][6][9] = {{{{1L,0x4AEFL,4L,0xC33908B9L,0x10037AEEL,0L,0x70D5L},{0xDBL,65535UL,0x4E41AE07ECA77017LL,4294967294UL,0x24675423L,6L,0x26B5L},{0x03L,0x1E17L,-3L,0x19BB18C7L,-5L,0x966AL,236UL},{0xA7L,1UL,0x390049A86509960DLL,0x1923D6D9L,0x5A09223FL,0x5574L,0xFC67L},{0xAEL,6UL,0xAC19744615094A77LL,4294967287UL,-1L,0x3B72L,0x2746L},{0xAEL,6UL,0xAC19744615094A77LL,4294967287UL,-1L,0x3B72L,0x2746L},{0xA7L,1UL,0x390049A86509960DLL,0x1923D6D9L,0x5A09223FL,0x5574L,0xFC67L},{0x03L,0x1E17L,-3L,0x19BB18C7L,-5L,0x966AL,0UL},{0xDBL,65535UL,0x4E41AE07ECA77017LL,4294967294UL,0x24675423L,6L,0x26B5L}},{{0xAEL,6UL,0xAC19744615094A77LL,4294967287UL,-1L,0x3B72L,0x2746L},{0x08L,0x04EAL,0x2A6381CFE884469CLL,4294967287UL,0xDFFBB475L,0L,0x759EL},{1L,0xC1D8L,-1L,1UL,0L,0x645EL,1UL},{0L,1UL,6L,0xEE17CAFAL,-4L,2L,1UL},{-4L,3UL,0L,0xEC9CCFBBL,0xCE47E848L,-4L,6UL},{0xDBL,65535UL,0x4E41AE07ECA77017LL,4294967294UL,0x24675423L,6L,0x26B5L},{-3L,65526UL,0x999ABAB70C000D67LL,0UL,0x848A98D6L,0L,0xCE1CL},{-3L,65526UL,0x999ABAB70C000D67LL,0UL,0x848A98D6L,0L,0xCE1CL},{0xDBL,65535UL,0x4E41AE07ECA77017LL,4294967294UL,0x24675423L,6L,0x26B5L}},{{0L,1UL,6L,0xEE17CAFAL,-4L,2L,1UL},{0x03L,0x1E17L,-3L,0x19BB18C7L,-5L,0x966AL,0UL},{-1L,6UL,0L,0xC74CE4A6L,0xCD2358B6L,0x1B45L,65529UL},{0x03L,0x1E17L,-3L,0x19BB18C7L,-5L,0x966AL,0UL},{0L,1UL,6L,0xEE17CAFAL,-4L,2L,1UL},{0x08L,0x04EAL,0x2A6381CFE884469CLL,4294967287UL,0xDFFBB475L,0L,0x759EL},{0x12L,6UL,-1L,1UL,0x13C7EDA1L,0x1494L,0x9B87L},{1L,0xC1D8L,-1L,1UL,0L,0x645EL,1UL},{0xA7L,1UL,0x390049A86509960DLL,0x1923D6D9L,0x5A09223FL,0x5574L,0xFC67L}},{{0x12L,6UL,-1L,1UL,0x13C7EDA1L,0x1494L,0x9B87L},{0x08L,0x04EAL,0x2A6381CFE884469CLL,4294967287UL,0xDFFBB475L,0L,0x759EL},{0L,1UL,6L,0xEE17CAFAL,-4L,2L,1UL},{0x03L,0x1E17L,-3L,0x19BB18C7L,-5L,0x966AL,0UL},{-1L,6UL,0L,0xC74CE4A6L,0xCD2358B6L,0x1B45L,65529UL},{0x03L,0x1E17L,-3L,0x19BB18C7L,-5L,0x966AL,0UL},{0L,1UL,6L,0xEE17CAFAL,-4L,2L,1UL},{0x08L,0x04EAL,0x2A6381CFE884469CLL,4294967287UL,0xDFFBB475L,0L,0x759EL},{0x12L,6UL,-1L,1UL,0x13C7EDA1L,0x1494L,0x9B87L}},{{-3L,65526UL,0x999ABAB70C000D67LL,0UL,0x848A98D6L,0L,0xCE1CL},{0xDBL,65535UL,0x4E41AE07ECA77017LL,4294967294UL,0x24675423L,6L,0x26B5L},{-4L,3UL,0L,0xEC9CCFBBL,0xCE47E848L,-4L,6UL},{0L,1UL,6L,0xEE17CAFAL,-4L,2L,1UL},{1L,0xC1D8L,-1L,1UL,0L,0x645EL,1UL},{-4L,3UL,0L,0xEC9CCFBBL,0xCE47E848L,-4L,6UL},{0xA7L,1UL,0x390049A86509960DLL,0x1923D6D9L,0x5A09223FL,0x5574L,0xFC67L},{-4L,3UL,0L,0xEC9CCFBBL,0xCE47E848L,-4L,6UL},{0x03L,0x1E17L,-3L,0x19BB18C7L,-5L,0x966AL,0UL}},{{1L,0xC1D8L,-1L,1UL,0L,0x645EL,1UL},{0xA7L,1UL,0x390049A86509960DLL,0x1923D6D9L,0x5A09223FL,0x5574L,0xFC67L},{0xA7L,1UL,0x390049A86509960DLL,0x1923D6D9L,0x5A09223FL,0x5574L,0xFC67L},{1L,0xC1D8L,-1L,1UL,0L,0x645EL,1UL},{0x12L,6UL,-1L,1UL,0x13C7EDA1L,0x1494L,0x9B87L},{0x08L,0x04EAL,0x2A6381CFE884469CLL,4294967287UL,0xDFFBB475L,0L,0x759EL},{0L,1UL,6L,0xEE17CAFAL,-4L,2L,1UL},{0x03L,0x1E17L,-3L,0x19BB18C7L,-5L,0x966AL,0UL},{-1L,6UL,0L,0xC74CE4A6L,0xCD2358B6L,0x1B45L,65529UL}}}};
    int i, j, k;
    for (i = 0; i < 10; i++)
        l_929[i] = &g_142;
    (*g_141) = func_2(l_7[0], g_8, (func_10(func_15(g_18, ((*l_19) |= l_7[0])), l_22, func_23(g_27, (*g_8), ((*l_869) = (g_868 = func_29(l_7[0])))), &g_9) , (-2L)), l_7[0]);
    return l_930[0][2][5];
}
static int32_t func_2(int8_t p_3, int8_t * p_4, int16_t p_5, int16_t p_6)
{
    return (**g_396);
}
static union U7 func_10(union U3 p_11, uint32_t p_12, int8_t p_13, int8_t * p_14)
{
    uint64_t l_925 = 34UL;
    for (g_724.f4 = 22; (g_724.f4 != 3); g_724.f4--)
    {
        uint32_t l_903 = 1UL;
        (*g_194) ^= (*g_394);
        if (l_903)
            continue;
    }
    for (g_355.f1 = 0; (g_355.f1 < 9); g_355.f1 = safe_add_func_uint8_t_u_u(g_355.f1, 8))
    {
        uint32_t l_909[6];
        int32_t l_921 = (-5L);
        uint16_t *l_922 = &g_312.f2.f1;
        uint16_t *l_923 = &g_750.f1;
        int32_t l_924 = 0xD82BACB7L;
        int32_t *l_927 = &g_246;
        int i;
        for (i = 0; i < 222; i++)
            l_909[i] = 1UL;
        (*l_927) = (safe_add_func_uint16_t_u_u(((g_908[66][5][1] , 0x56L) && l_909[2]), ((safe_sub_func_uint8_t_u_u(0x76L, ((l_924 &= ((*l_923) |= (safe_sub_func_int32_t_s_s((p_12 && 4294967295UL), ((*g_194) = (safe_lshift_func_uint8_t_u_s((((safe_lshift_func_uint16_t_u_s((*g_356), ((((*g_27) = ((l_921 &= (~(((0x217BFDFEL != ((safe_mod_func_uint64_t_u_u((p_12 && (*g_868)), l_909[0])) == g_383[1].f2)) | (*p_14)) > 1UL))) <= l_909[1])) , g_717.f0.f1) , (*g_186)))) >= (**g_185)) & 0L), (*p_14)))))))) <= l_925))) != 18446744073709551614UL)));
    }
    return g_928;
}
static union U3 func_15(union U3 p_16, uint64_t p_17)
{
    union U3 l_21 = {0x66FA4BC4L};
    return l_21;
}
static int8_t func_23(uint64_t * p_24, int8_t p_25, uint64_t * const p_26)
{
    int32_t *l_871 = &g_246;
    int32_t *l_872 = (void*)0;
    int32_t *l_873 = &g_142;
    int32_t *l_874 = &g_142;
    int32_t *l_875 = &g_142;
    int32_t *l_876 = (void*)0;
    int32_t *l_877 = (void*)0;
    int32_t *l_878 = &g_142;
    int32_t *l_879 = &g_142;
    int32_t *l_880 = &g_142;
    int32_t *l_881[24][1] = {{&g_246},{&g_246},{&g_246},{&g_246},{&g_246},{&g_246}};
    int32_t l_882 = (-1L);
    int16_t l_883 = 0L;
    int64_t l_884 = 0x6D13EBC7D372E3F4LL;
    union U3 l_892 = {0L};
    union U2 *l_900 = &g_557;
    int i, j;
    --g_886[0][1];
    if ((!((*l_871) > ((((safe_rshift_func_int16_t_s_u((*g_186), 73)) , l_892) , 0x00F67F8EB3993FAELL) != 1L))))
    {
        uint32_t l_893 = 0xC5BBB69BL;
        l_893++;
        return p_25;
    }
    else
    {
        union U2 *l_896 = (void*)0;
        int32_t l_897 = 5L;
        (*l_875) |= (((p_25 > ((l_896 != l_896) | l_897)) | (0x998DL < (*g_356))) < (safe_lshift_func_uint8_t_u_s(((void*)0 == l_900), 2)));
        return l_897;
    }
}
static uint64_t * func_29(int32_t p_30)
{
    union U3 l_41[6][7][6] = {{{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}},{{1L},{9L},{3L},{9L},{1L},{9L}},{{0L},{5L},{0L},{9L},{0L},{5L}},{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}},{{1L},{9L},{3L},{9L},{1L},{9L}}},{{{0L},{5L},{0L},{9L},{0L},{5L}},{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}},{{1L},{9L},{3L},{9L},{1L},{9L}},{{0L},{5L},{0L},{9L},{0L},{5L}},{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}}},{{{1L},{9L},{3L},{9L},{1L},{9L}},{{0L},{5L},{0L},{9L},{0L},{5L}},{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}},{{1L},{9L},{3L},{9L},{1L},{9L}},{{0L},{5L},{0L},{9L},{0L},{5L}},{{1L},{5L},{3L},{5L},{1L},{5L}}},{{{0L},{9L},{0L},{5L},{0L},{9L}},{{1L},{9L},{3L},{9L},{1L},{9L}},{{0L},{5L},{0L},{9L},{0L},{5L}},{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}},{{1L},{9L},{3L},{9L},{1L},{9L}},{{0L},{5L},{0L},{9L},{0L},{5L}}},{{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}},{{1L},{9L},{3L},{9L},{1L},{9L}},{{0L},{5L},{0L},{9L},{0L},{5L}},{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}},{{1L},{9L},{3L},{9L},{1L},{9L}}},{{{0L},{5L},{0L},{9L},{0L},{5L}},{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}},{{1L},{9L},{3L},{9L},{1L},{9L}},{{224L},{5L},{0L},{9L},{0L},{5L}},{{1L},{5L},{3L},{5L},{1L},{5L}},{{0L},{9L},{0L},{5L},{0L},{9L}}}};
    uint64_t *l_50 = &g_28;
    int16_t *l_60 = &g_61;
    int16_t l_250 = (-2L);
    const int8_t *l_251 = &g_9;
    int32_t l_867[5];
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_867[i] = 57L;
    l_867[4] = ((~(g_32 , (safe_mul_func_uint16_t_u_u(p_30, (p_30 & ((p_30 & (safe_add_func_int8_t_s_s(((func_37(l_41[1][2][0], func_42((((*l_60) = (func_46(l_50, &g_28, ((func_51(((safe_mod_func_int8_t_s_s((((65529UL | ((*l_60) = (safe_sub_func_uint8_t_u_u((l_50 == (void*)0), (*g_8))))) == p_30) < g_28), p_30)) != g_32.f2), p_30, l_41[1][2][0].f0, &g_28) || g_9) , &g_28)) | l_250)) , (void*)0), l_50, l_251), g_865) , g_866[4]) == l_50), (*g_8)))) && 65535UL)))))) > l_41[1][2][0].f0);
    return &g_570;
}
static struct S0 func_37(union U3 p_38, int16_t p_39, uint8_t p_40)
{
    return (*g_119);
}
static int16_t func_42(int8_t * p_43, uint64_t * p_44, const int8_t * p_45)
{
    uint8_t l_256[6][4][6] = {{{0xBFL,0x76L,4UL,0xE3L,0UL,0x76L},{0xA4L,0x1CL,248UL,0xE3L,248UL,0x1CL},{0xBFL,0x1CL,4UL,4UL,0UL,0x1CL},{0xA4L,0x76L,248UL,4UL,248UL,0x76L}},{{0xBFL,0x76L,4UL,0xE3L,0UL,0x76L},{0xA4L,0x1CL,248UL,0xE3L,248UL,0x1CL},{0xBFL,0x1CL,4UL,4UL,0UL,0x1CL},{0xA4L,0x76L,248UL,4UL,248UL,0x76L}},{{0xBFL,0x76L,4UL,0xE3L,0UL,0x76L},{0xA4L,0x1CL,242UL,0xE3L,248UL,0x1CL},{0xBFL,0x1CL,4UL,4UL,103UL,0x1CL},{0xA4L,0x76L,248UL,4UL,248UL,0x76L}},{{0xBFL,0x76L,4UL,0xE3L,0UL,0x76L},{0xA4L,0x1CL,248UL,0xE3L,248UL,0x1CL},{0xBFL,0x1CL,4UL,4UL,0UL,0x1CL},{0xA4L,0x76L,248UL,4UL,248UL,0x76L}},{{0xBFL,0x76L,4UL,0xE3L,0UL,0x76L},{0xA4L,0x1CL,248UL,0xE3L,248UL,0x1CL},{0xBFL,0x1CL,0x6FL,0x1CL,248UL,0x31L},{248UL,0xE1L,255UL,0x1CL,255UL,0xE1L}},{{0UL,0xE1L,0x6FL,0x76L,248UL,0xE1L},{248UL,0x31L,255UL,0x76L,255UL,0x31L},{0UL,0x31L,0x6FL,0x1CL,248UL,0x31L},{248UL,0xE1L,255UL,0x1CL,255UL,0xE1L}}};
    union U2 *l_261 = (void*)0;
    int8_t *l_274 = &g_9;
    union U5 l_308[8][5][3] = {{{{-10L},{0L},{0x0139L}},{{0L},{1L},{0xEA0CL}},{{0xCF14L},{0x057DL},{0x0139L}},{{-9L},{0x6714L},{0xD696L}},{{0x581AL},{0x057DL},{-6L}}},{{{0x50D6L},{1L},{3L}},{{0x581AL},{0L},{0x0C58L}},{{-9L},{0xD696L},{3L}},{{0xCF14L},{0xD881L},{-139L}},{{0L},{0xD696L},{0xD696L}}},{{{-10L},{0L},{0x0139L}},{{0L},{1L},{0xEA0CL}},{{0xCF14L},{0x057DL},{0x0139L}},{{-9L},{0x6714L},{0xD696L}},{{0x581AL},{0x057DL},{-6L}}},{{{0x50D6L},{1L},{3L}},{{0x581AL},{0L},{0x0C58L}},{{-9L},{0xD696L},{3L}},{{0xCF14L},{0xD881L},{-6L}},{{0L},{0xD696L},{0xD696L}}},{{{-10L},{0L},{0x0139L}},{{0L},{1L},{0xEA0CL}},{{0xCF14L},{0x057DL},{0x0139L}},{{-9L},{0x6714L},{0xD696L}},{{0x581AL},{0x057DL},{-6L}}},{{{0x50D6L},{1L},{3L}},{{0x581AL},{0L},{0x0C58L}},{{-9L},{0xD696L},{3L}},{{0xCF14L},{0xD881L},{-6L}},{{0L},{0xD696L},{0xD696L}}},{{{-10L},{0L},{0x0139L}},{{0L},{1L},{0xEA0CL}},{{0xCF14L},{0x057DL},{0x0139L}},{{-9L},{0x6714L},{0xD696L}},{{0x581AL},{0x057DL},{-6L}}},{{{0x50D6L},{1L},{3L}},{{0x581AL},{0L},{0x0C58L}},{{-9L},{0xD696L},{3L}},{{0xCF14L},{0xD881L},{-6L}},{{0L},{0xD696L},{0xD696L}}}};
    int32_t l_328 = (-7L);
    uint64_t l_351 = 167UL;
    int32_t l_368 = 0xA385717BL;
    int32_t l_369 = 0L;
    const struct S0 l_403[5] = {{1L,65535UL,0xFBB70EFF1E00B8E3LL,0x6A125EDFL,-1L,0x8C06L,0UL},{1L,65535UL,0xFBB70EFF1E00B8E3LL,0x6A125EDFL,-1L,0x8C06L,0UL},{1L,253UL,0xFBB70EFF1E00B8E3LL,0x6A125EDFL,-1L,0x8C06L,0UL},{1L,65535UL,0xFBB70EFF1E00B8E3LL,0x6A125EDFL,-1L,0x8C06L,0UL},{1L,65535UL,0xFBB70EFF1E00B8E3LL,0x6A125EDFL,-1L,0x8C06L,0UL}};
    int16_t * const *l_414 = &g_412;
    union U3 l_571 = {0xCC4685C3L};
    int8_t l_584 = 0xEFL;
    uint32_t l_585 = 1UL;
    int16_t ****l_600 = (void*)0;
    uint16_t l_625 = 155UL;
    uint16_t l_653[9][6][4] = {{{0xFE53L,65535UL,0UL,0xFE53L},{65535UL,0xF332L,0x4C0FL,0xC910L},{0x0EC1L,0UL,0x0EC1L,0xBA4CL},{0xFE53L,0xC910L,1UL,0xAEBAL},{0UL,0x4C0FL,0x156EL,0xC910L},{0xF21DL,0xFE53L,0x156EL,0xF332L}},{{0UL,65535UL,1UL,0x4CC5L},{0xFE53L,0x0EC1L,0x0EC1L,0xFE53L},{0xD1CAL,0x0EC1L,0x9A8EL,226UL},{0xF21DL,0x29A4L,0xC910L,0x156EL},{0x0EC1L,1UL,0UL,0x156EL},{0x9A8EL,0x29A4L,0x8057L,1UL}},{{0xBA4CL,0x0EC1L,0UL,0x0EC1L},{0x29A4L,0xD1CAL,0UL,0x4C0FL},{0UL,0xF21DL,0xD1CAL,0UL},{0xF21DL,0x0EC1L,0UL,0xBA4CL},{0xF21DL,0x9A8EL,0xD1CAL,0x156EL},{0UL,0xBA4CL,0UL,0UL}},{{0x29A4L,0x29A4L,0UL,0xBA4CL},{0xBA4CL,0UL,0x8057L,0x0EC1L},{0x9A8EL,0xF21DL,0UL,0x8057L},{0x0EC1L,0xF21DL,0xC910L,0x0EC1L},{0xF21DL,0UL,0x9A8EL,0xBA4CL},{0xD1CAL,0x29A4L,0xD1CAL,0UL}},{{0x0EC1L,0xBA4CL,0x4CC5L,0x156EL},{0x29A4L,0x9A8EL,0x8057L,0xBA4CL},{1UL,0x0EC1L,0x8057L,0UL},{0x29A4L,0xF21DL,0x4CC5L,0x4C0FL},{0x0EC1L,0xD1CAL,0xD1CAL,0x0EC1L},{0xD1CAL,0x0EC1L,0x9A8EL,1UL}},{{0xF21DL,0x29A4L,0xC910L,0x156EL},{0x0EC1L,1UL,0UL,0x156EL},{0x9A8EL,0x29A4L,0x8057L,1UL},{0xBA4CL,0x0EC1L,0UL,0x0EC1L},{0x29A4L,0xD1CAL,0UL,0x4C0FL},{0UL,0xF21DL,0xD1CAL,0UL}},{{0xF21DL,0x0EC1L,0UL,0xBA4CL},{0xF21DL,0x9A8EL,0xD1CAL,0x156EL},{0UL,0xBA4CL,0UL,0UL},{0x29A4L,0x29A4L,0UL,0xBA4CL},{0xBA4CL,0UL,0x8057L,0x0EC1L},{0x9A8EL,0xF21DL,0UL,0x8057L}},{{0x0EC1L,0xF21DL,0xC910L,0x0EC1L},{0xF21DL,0UL,0x9A8EL,0xBA4CL},{0xD1CAL,0x29A4L,0xD1CAL,0UL},{0x0EC1L,0xBA4CL,0x4CC5L,0x156EL},{0x29A4L,0x9A8EL,0x8057L,0xBA4CL},{1UL,0x0EC1L,0x8057L,0UL}},{{0x29A4L,0xF21DL,0x4CC5L,0x4C0FL},{0x0EC1L,0xD1CAL,0xD1CAL,0x0EC1L},{0xD1CAL,0x0EC1L,0x9A8EL,1UL},{0xF21DL,0x29A4L,0xC910L,0x156EL},{0x0EC1L,1UL,0UL,0x156EL},{0x9A8EL,0x29A4L,0x8057L,1UL}}};
    union U7 l_693 = {1L};
    union U1 *l_702 = &g_312;
    int32_t l_709 = 198L;
    struct S0 * const l_723[5][132][5] = {{{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,(void*)0,(void*)0,&g_724,&g_724},{&g_724,&g_724,(void*)0,&g_724,&g_724},{&g_724,&g_724,(void*)0,&g_724,(void*)0},{&g_724,&g_724,&g_724,(void*)0,(void*)0}},{{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{(void*)0,&g_724,&g_724,&g_724,&g_724},{(void*)0,&g_724,&g_724,&g_724,&g_724}},{{(void*)0,(void*)0,&g_724,(void*)0,(void*)0},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,(void*)0,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,(void*)0},{&g_724,&g_724,&g_724,&g_724,&g_724}},{{&g_724,(void*)0,&g_724,(void*)0,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,(void*)0,(void*)0,&g_724,&g_724},{&g_724,&g_724,(void*)0,&g_724,&g_724},{&g_724,&g_724,(void*)0,&g_724,(void*)0}},{{&g_724,&g_724,&g_724,(void*)0,(void*)0},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{&g_724,&g_724,&g_724,&g_724,&g_724},{(void*)0,&g_724,&g_724,&g_724,&g_724}}};
    struct S0 * const *l_722[10] = {&l_723[1][0][132],&l_723[1][0][4],&l_723[1][0][4],&l_723[1][0][4],&l_723[1][0][4],&l_723[1][0][4],&l_723[1][0][4],&l_723[1][0][4],&l_723[1][0][4],&l_723[1][0][4]};
    int16_t l_725 = 0x9ACEL;
    uint16_t l_802 = 0xD8E3L;
    int32_t l_837 = 0xBBC80784L;
    uint8_t l_861[3];
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_861[i] = 0x8AL;
    for (g_244 = 1; (g_244 >= 0); g_244 -= 1)
    {
        int16_t l_260 = (-1L);
        union U2 *l_262 = &g_90;
        int64_t *l_263[8] = {&g_245,&g_131,&g_131,&g_245,&g_131,&g_131,&g_245,&g_131};
        union U1 *l_266 = (void*)0;
        int32_t l_326 = 0x64C5525FL;
        int32_t l_329[1][9][4] = {{{87L,0L,0L,0L},{0L,0L,0L,0L},{0L,0L,0L,0L},{0L,0L,0L,0L},{0L,0L,0L,0L},{0L,0L,0L,0L},{0L,0L,0L,0L},{0L,0L,0L,0L},{0L,0L,0L,0L}}};
        uint16_t l_331 = 65535UL;
        const union U2 *l_399 = &g_90;
        const union U2 **l_398 = &l_399;
        const union U2 ***l_397 = &l_398;
        uint32_t l_453[8];
        uint8_t **l_480[3];
        int32_t *l_546 = &l_369;
        const union U4 *l_558 = &g_198;
        union U5 l_676[1][5][3] = {{{{-1L},{0x4909L},{8L}},{{0x54A8L},{0x4909L},{0x54A8L}},{{0L},{-1L},{8L}},{{0L},{0L},{-1L}},{{0x54A8L},{-1L},{-162L}}}};
        int16_t *** const l_719 = &g_411;
        int16_t *** const *l_718 = &l_719;
        union U3 l_720 = {0x4215111BL};
        struct S0 *l_749 = &g_750;
        struct S0 *l_751 = &g_724;
        const union U4 **l_782 = &l_558;
        union U2 ***l_792 = &g_126;
        int32_t l_821 = 1L;
        int i, j, k;
        for (i = 0; i < 8; i++)
            l_453[i] = 0x3EDAA95AL;
        for (i = 0; i < 3; i++)
            l_480[i] = (void*)0;
        if ((0x09L ^ ((safe_lshift_func_int16_t_s_s(((l_256[5][205][2] ^ (((g_245 = ((+(safe_div_func_uint16_t_u_u(7UL, l_260))) < ((*p_45) ^ (((*g_126) = (void*)0) != (l_262 = (l_261 = l_261)))))) && ((*g_27) |= (safe_lshift_func_int16_t_s_u((((&l_261 == &l_262) || l_256[5][2][2]) != 0L), l_256[5][2][2])))) & 0x280CDC80C453911BLL)) == l_256[5][2][2]), 6)) >= 4UL)))
        {
            union U1 **l_267 = &l_266;
            int32_t l_270 = 0x08A64FEFL;
            const struct S0 l_280 = {128L,8UL,0L,4294967289UL,-7L,0x5CB5L,0xBD8CL};
            for (g_28 = 0; g_28 < 6; g_28 += 116)
            {
                for (g_120.f2 = 0; g_120.f2 < 4; g_120.f2 += 1)
                {
                    for (g_32.f0 = 118; g_32.f0 < 6; g_32.f0 += 1)
                    {
                        l_256[g_28][g_120.f2][g_32.f0] = 0xB1L;
                    }
                }
            }
            (*l_267) = l_266;
            (*g_194) = (safe_lshift_func_int8_t_s_s(l_270, ((((~(safe_lshift_func_uint8_t_u_u(((void*)0 == l_274), 2))) && ((safe_mul_func_int16_t_s_s(((g_85 ^ ((g_277 != (void*)0) | ((l_280 , (g_281 != (void*)183)) != (*g_194)))) < g_246), 0x1AF3L)) >= l_260)) , 0xFAC64C0F7E9A62ABLL) < 0xC724389C0F3DC88ALL)));
            for (g_246 = 112; (g_246 >= 0); g_246 -= 1)
            {
                int32_t *l_283 = &l_270;
                union U7 l_303 = {0xF7L};
                int i, j;
                (*l_283) = ((*g_194) = g_187[g_244][(g_244 + 3)]);
                for (g_61 = 0; (g_61 <= 1); g_61 += 1)
                {
                    int i, j, k;
                    if (g_77[g_61][g_61][g_246])
                        break;
                    for (l_260 = 1; (l_260 >= 0); l_260 -= 1)
                    {
                        uint8_t *l_306 = (void*)0;
                        uint8_t *l_307 = &g_115;
                        (*g_194) ^= l_260;
                        (*g_194) = ((safe_lshift_func_uint16_t_u_s((((safe_sub_func_uint8_t_u_u((*l_283), (safe_sub_func_int8_t_s_s(l_280.f1, (*p_45))))) || (safe_lshift_func_uint16_t_u_u((g_292 , (safe_mod_func_uint32_t_u_u(g_292.f1, (safe_rshift_func_uint16_t_u_s((safe_sub_func_uint32_t_u_u((safe_rshift_func_uint8_t_u_u(((*l_307) = (((safe_mul_func_uint16_t_u_u(((l_303 , (safe_rshift_func_int8_t_s_s((*p_45), (l_260 | g_77[g_61][g_61][g_246])))) && (*g_8)), g_28)) >= (*l_283)) == 0x2453L)), g_77[g_61][g_61][g_246])), l_260)), g_77[g_61][g_61][g_246]))))), g_28))) ^ 0xFE18L), 14)) < 0xE9007F4A1F30EE3DLL);
                    }
                }
            }
        }
        else
        {
            union U1 *l_311 = &g_312;
            union U1 **l_313 = (void*)0;
            union U1 **l_314 = &l_266;
            int32_t l_315 = 0xEFD839D0L;
            union U7 l_316 = {3L};
            uint32_t l_322 = 4294967293UL;
            int32_t l_327 = 0xF6E9D867L;
            int32_t l_330 = (-1L);
            if (((*g_194) |= (l_308[184][0][0] , (safe_mul_func_uint8_t_u_u(9UL, ((l_311 != ((*l_314) = ((*g_119) , &g_312))) ^ ((*g_27) = ((l_315 | 0x3E75EC89L) , (l_316 , ((safe_unary_minus_func_int32_t_s(((safe_add_func_int8_t_s_s((safe_sub_func_int16_t_s_s(l_256[5][2][2], l_322)), 0UL)) , 0xB38AC997L))) , l_260))))))))))
            {
                uint16_t *l_323 = (void*)0;
                uint16_t *l_324 = &g_312.f2.f1;
                uint16_t *l_325[9] = {&l_308[7][0][0].f2,&l_308[7][0][0].f2,&l_308[7][0][0].f2,&l_308[7][0][0].f2,&l_308[7][0][0].f2,&l_308[7][0][0].f2,&l_308[7][0][0].f2,&l_308[7][0][0].f2,&l_308[243][0][0].f2};
                uint64_t l_335 = 0x6BF76EF71A364701LL;
                uint64_t l_362[8][7][1] = {{{18446744073709551611UL},{0x9EEEB4138017D355LL},{6UL},{3UL},{0x5DDB93A7BC0B306FLL},{5UL},{0x65EF7B771A4F4889LL}},{{0x9E6D3141FF94884ELL},{0x9E6D3141FF94884ELL},{0x65EF7B771A4F4889LL},{5UL},{0x5DDB93A7BC0B306FLL},{3UL},{6UL}},{{0x9EEEB4138017D355LL},{18446744073709551611UL},{0x60D5265D95A72700LL},{0xCC760C56A799182DLL},{0x60D5265D95A72700LL},{18446744073709551611UL},{0x9EEEB4138017D355LL}},{{6UL},{3UL},{0x5DDB93A7BC0B306FLL},{5UL},{0x65EF7B771A4F4889LL},{0x9E6D3141FF94884ELL},{0x9E6D3141FF94884ELL}},{{0x65EF7B771A4F4889LL},{5UL},{0x5DDB93A7BC0B306FLL},{3UL},{6UL},{0x9EEEB4138017D355LL},{18446744073709551611UL}},{{0x60D5265D95A72700LL},{0xCC760C56A799182DLL},{0x60D5265D95A72700LL},{18446744073709551611UL},{0x9EEEB4138017D355LL},{6UL},{3UL}},{{0x5DDB93A7BC0B306FLL},{5UL},{0x65EF7B771A4F4889LL},{0x9E6D3141FF94884ELL},{0x9E6D3141FF94884ELL},{0x65EF7B771A4F4889LL},{5UL}},{{0x5DDB93A7BC0B306FLL},{141UL},{6UL},{0x9EEEB4138017D355LL},{18446744073709551611UL},{0x60D5265D95A72700LL},{0xCC760C56A799182DLL}}};
                int32_t l_370 = 0xA6613C4EL;
                int32_t l_372 = 0x12901F4CL;
                union U3 l_540 = {0x49F35F1FL};
                int i, j, k;
                (*g_194) |= (l_260 < (--l_331));
                for (l_322 = 0; (l_322 <= 1); l_322 += 1)
                {
                    uint8_t l_346 = 255UL;
                    int32_t l_358 = 7L;
                    uint8_t *l_359 = (void*)0;
                    uint8_t *l_360 = &l_256[1][3][0];
                    int32_t l_392 = 0L;
                    int32_t **l_395 = (void*)0;
                    int i;
                    for (g_28 = 0; (g_28 <= 8); g_28 += 1)
                    {
                        int32_t *l_334[7] = {&l_315,&l_315,&l_315,&l_315,&l_315,&l_315,&l_315};
                        int i;
                        --l_335;
                    }
                }
                (*g_396) = (*g_193);
                if ((**g_220))
                {
                    uint8_t l_406 = 5UL;
                    for (g_312.f1 = 216; (g_312.f1 <= 1); g_312.f1 += 1)
                    {
                        const union U2 ****l_400 = &l_397;
                        int16_t ***l_413 = &g_411;
                        int32_t l_415[7] = {0xC16CF6BDL,0xC16CF6BDL,0xC16CF6BDL,0xC16CF6BDL,0xC16CF6BDL,0xC16CF6BDL,0xC16CF6BDL};
                        int32_t l_416 = 0xB5244983L;
                        int i, j;
                        (*l_400) = l_397;
                        (*g_194) = (safe_sub_func_uint8_t_u_u(l_326, ((((*g_356) <= l_308[7][0][0].f2) >= ((*p_44) = (((l_403[2] , (***l_400)) != l_261) < l_330))) ^ (safe_add_func_uint64_t_u_u((l_416 = ((l_415[0] = (l_406 == (safe_lshift_func_int16_t_s_s((g_187[g_312.f1][(g_312.f1 + 4)] &= (safe_sub_func_uint8_t_u_u((((*l_413) = g_411) == l_414), l_406))), l_260)))) == 5L)), (-234L))))));
                        l_315 ^= (**g_193);
                    }
                }
                else
                {
                    uint32_t *l_431[7] = {&l_322,&g_165,&g_165,&l_322,&g_165,&g_165,&l_322};
                    int32_t *l_438 = &l_327;
                    int32_t *l_439 = &l_329[0][114][3];
                    int32_t l_440 = 0x86DA748FL;
                    uint64_t *l_470 = &l_351;
                    uint64_t **l_469 = &l_470;
                    union U2 ****l_473 = &g_125;
                    int16_t **l_487 = (void*)0;
                    int i;
                    l_326 = (safe_mod_func_int8_t_s_s((*p_45), (safe_mod_func_uint32_t_u_u(l_330, ((safe_mul_func_uint8_t_u_u((*g_139), (g_373 = 9UL))) && (safe_rshift_func_int8_t_s_u((safe_rshift_func_uint16_t_u_s(65527UL, (((safe_rshift_func_uint8_t_u_s(((((safe_mul_func_int8_t_s_s(((((g_113 = (l_372 = 0x74DC46B2L)) | ((*l_439) = ((*l_438) &= ((*g_194) = (safe_mul_func_int16_t_s_s((**g_185), (g_434 != g_435))))))) & 0x10L) , 0x50L), 0x12L)) | 1L) ^ (*g_139)) >= l_403[250].f5), (*p_45))) > l_403[2].f6) != l_440))), (*g_139))))))));
                    for (g_355.f2.f5 = 2; (g_355.f2.f5 >= 0); g_355.f2.f5 -= 1)
                    {
                        int i, j;
                        (*l_438) = g_371[g_244][(g_244 + 4)];
                    }
                    (*g_194) &= ((safe_div_func_int32_t_s_s((safe_rshift_func_int8_t_s_s((4294967295UL == ((((safe_mod_func_int8_t_s_s((safe_sub_func_int32_t_s_s(((*g_356) | 0x729DL), (((safe_lshift_func_int8_t_s_s((*l_438), (((*g_412) || l_329[0][6][1]) || ((l_330 & 0xB9EFL) >= (safe_mod_func_uint32_t_u_u((*l_439), l_316.f0)))))) <= (*p_45)) ^ 5UL))), 0x85L)) != (*l_438)) ^ 0L) < 0x6A93ED4CL)), l_453[5])), l_328)) == 1L);
                    if ((((safe_mod_func_uint64_t_u_u((safe_add_func_int32_t_s_s(((((((*l_438) || ((safe_mul_func_uint16_t_u_u(((g_460 , ((safe_add_func_int64_t_s_s(((((*l_439) < l_372) | ((g_373 ^= (safe_mod_func_int64_t_s_s(((((safe_add_func_int16_t_s_s(((*g_186) > (safe_mod_func_uint16_t_u_u((((*l_469) = p_44) == (void*)0), (safe_add_func_int16_t_s_s((&l_398 == ((*l_473) = (*g_124))), 5L))))), 0x36D4L)) | (*g_412)) && 0x0D1B185CL) >= g_18.f0), g_474))) & 0L)) ^ l_362[2][6][0]), g_77[1][4][0])) ^ 5UL)) & l_326), (*g_356))) | (*l_438))) >= (*g_186)) >= l_362[5][0][0]) , 4294967295UL) >= g_187[0][7]), (*g_194))), l_315)) , 0x6997D1F7F17DA163LL) != (*p_44)))
                    {
                        uint8_t *l_477 = &l_256[5][209][2];
                        uint32_t *l_497 = &g_113;
                        uint64_t *l_504 = &g_355.f1;
                        uint64_t *l_505 = (void*)111;
                        uint64_t *l_506 = &g_355.f1;
                        uint64_t *l_507[4] = {&l_362[5][0][0],&l_362[5][0][0],&l_362[5][0][0],&l_362[5][214][0]};
                        int32_t l_512 = 1L;
                        int32_t l_514 = 0x9300B03BL;
                        int8_t *l_545 = &l_316.f0;
                        int i;
                        (*g_194) |= (safe_add_func_uint8_t_u_u((++(*l_477)), ((void*)0 == l_480[1])));
                        (*l_439) = (g_28 <= (safe_rshift_func_uint8_t_u_u((0x4226B900L >= (*l_438)), (safe_mod_func_uint16_t_u_u(((((safe_mod_func_uint8_t_u_u(l_362[5][0][0], ((l_487 == (void*)15) | (safe_add_func_int64_t_s_s((safe_mul_func_uint16_t_u_u((+((((((safe_rshift_func_uint16_t_u_s(((safe_mul_func_uint8_t_u_u(((&l_453[4] != l_497) , ((safe_add_func_uint64_t_u_u((safe_add_func_int16_t_s_s(((*g_186) = (safe_mod_func_uint64_t_u_u((l_512 |= (--g_509[8][0][2])), ((g_292.f0.f6 < 0x8AABB8F6287ED044LL) , l_329[0][5][0])))), 0xC08AL)), 0xF79EDE54CE6DFC99LL)) || l_315)), 0xB9L)) , 0UL), l_330)) | (*g_139)) , g_80) ^ g_513[7]) , g_383[1].f2) && l_362[0][6][0])), (*g_356))), (*l_439)))))) > l_331) < l_514) || g_165), 0x43C0L)))));
                        (*l_438) = ((*g_194) = ((1UL > (safe_lshift_func_uint8_t_u_s((safe_mul_func_int16_t_s_s((((((((safe_lshift_func_uint8_t_u_u((((l_329[0][8][3] = (((safe_div_func_uint64_t_u_u(((*g_139) && (safe_rshift_func_uint16_t_u_u((safe_unary_minus_func_uint32_t_u((safe_rshift_func_uint8_t_u_u((g_528 , (((g_513[7] = g_357) <= 0x227EC48BEC329899LL) , (~((((safe_div_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((safe_lshift_func_int8_t_s_u((safe_sub_func_uint32_t_u_u((safe_mod_func_int8_t_s_s((p_44 == (l_540 , &g_28)), (l_370 ^= ((*l_545) ^= (safe_add_func_uint64_t_u_u((safe_unary_minus_func_uint64_t_u(((*p_44) = ((*l_506) = ((~(-10L)) > 0x5314L))))), g_292.f0.f6)))))), (*l_438))), l_453[5])), l_514)), (*l_439))) != (*g_139)) , (**g_193)) >= 9L)))), (*g_139))))), 13))), 0xF8C5B9392D887670LL)) & l_403[2].f6) == l_369)) , 0UL) , 1UL), 1)) != 4294967287UL) || (-4L)) ^ l_330) | (*g_8)) != 18446744073709551615UL) | l_403[50].f3), l_362[5][0][0])), (*l_438)))) != (-1L)));
                        l_546 = &l_326;
                    }
                    else
                    {
                        int8_t **l_552 = &l_274;
                        (*g_194) &= (safe_sub_func_int64_t_s_s(0x3C3E22FE42FF0E41LL, (((*p_45) >= ((*p_44) | (+(*l_546)))) && ((g_113--) , (&g_9 != ((*l_552) = l_274))))));
                    }
                }
            }
            else
            {
                int32_t *l_553[10][6][2] = {{{&l_315,&l_369},{&l_330,&l_369},{(void*)0,&l_329[0][8][3]},{&l_328,&l_315},{&l_315,&l_329[0][3][3]},{&l_369,(void*)0}},{{&l_329[0][1][0],&l_315},{&l_329[0][8][3],&l_315},{&l_329[0][1][0],(void*)0},{&l_369,&l_329[0][3][3]},{&l_315,&l_315},{&l_328,&l_329[0][8][3]}},{{(void*)0,&l_369},{&l_330,&l_369},{&l_315,&l_327},{(void*)0,&l_315},{&g_246,&g_246},{&g_246,&l_369}},{{&l_315,&l_330},{&l_327,&l_326},{&l_330,&l_327},{(void*)0,&l_315},{(void*)0,&l_327},{&l_330,&l_326}},{{&l_327,&l_330},{&l_315,&l_369},{&g_246,&g_246},{&g_246,&l_315},{(void*)0,&l_327},{&l_315,&l_369}},{{&l_330,&l_369},{(void*)0,&l_329[0][8][3]},{&l_328,&l_315},{&l_315,&l_329[0][3][3]},{&l_369,(void*)0},{&l_329[0][1][0],&l_315}},{{&l_329[0][8][3],&l_315},{&l_329[0][1][0],(void*)0},{&l_369,&l_329[0][3][3]},{&l_315,&l_327},{&l_368,&l_330},{&l_369,&l_329[0][6][1]}},{{&l_315,&l_329[27][8][3]},{&l_328,&l_369},{&l_326,&l_329[0][1][0]},{&l_328,&l_328},{&l_315,&l_330},{&l_329[0][1][0],&l_315}},{{&l_330,&l_315},{&l_315,&l_330},{&l_327,&g_246},{&l_327,&l_330},{&l_315,&l_315},{&l_330,&l_315}},{{&l_329[0][1][0],&l_330},{&l_315,&l_328},{&l_328,&l_329[0][1][0]},{&l_326,&l_369},{&l_328,&l_329[0][8][3]},{&l_315,&l_329[0][6][1]}}};
                int i, j, k;
                --g_554;
            }
            (*g_559) = (g_557 , l_558);
        }
        for (g_312.f2.f5 = 1; (g_312.f2.f5 >= 119); g_312.f2.f5 -= 1)
        {
            union U2 ***l_563[2];
            int32_t * const *l_578 = &g_194;
            const uint32_t l_590 = 0UL;
            int16_t l_624 = 8L;
            int32_t l_647 = 0x0336B65BL;
            int32_t *l_706[2][3] = {{&l_647,&l_647,&l_647},{(void*)0,(void*)0,(void*)0}};
            int32_t l_707 = 0x8E635B78L;
            union U3 *l_721 = &l_571;
            union U7 *l_770 = &l_693;
            union U7 **l_769 = &l_770;
            union U1 **l_780 = &l_266;
            uint32_t l_862[5][5][4] = {{{1UL,4294967287UL,1UL,0xF65042AAL},{4294967295UL,0x80BA599BL,0x8E555E2FL,4294967287UL},{0x0E28E790L,0xF65042AAL,0x8E555E2FL,0UL},{4294967295UL,0xED6B001DL,1UL,0xED6B001DL},{1UL,0x80BA599BL,0x0E28E790L,0xED6B001DL}},{{0x0E28E790L,0xED6B001DL,4294967290UL,0UL},{0xEE58F3A9L,0xF65042AAL,1UL,4294967287UL},{0xEE58F3A9L,0x80BA599BL,4294967290UL,0xF65042AAL},{0x0E28E790L,4294967287UL,0x0E28E790L,0UL},{1UL,4294967287UL,1UL,0xF65042AAL}},{{4294967295UL,0x80BA599BL,0x8E555E2FL,4294967287UL},{0x0E28E790L,0xF65042AAL,0x8E555E2FL,0UL},{4294967295UL,0xED6B001DL,1UL,0xED6B001DL},{1UL,0x80BA599BL,0x0E28E790L,0xED6B001DL},{0x0E28E790L,0xED6B001DL,4294967290UL,0UL}},{{0xEE58F3A9L,0xF65042AAL,1UL,4294967287UL},{0xEE58F3A9L,0x80BA599BL,4294967290UL,0xF65042AAL},{0x0E28E790L,4294967287UL,0x0E28E790L,0UL},{1UL,4294967287UL,1UL,0xF65042AAL},{4294967295UL,0x80BA599BL,0x8E555E2FL,4294967287UL}},{{0x0E28E790L,0xF65042AAL,0x8E555E2FL,0UL},{4294967295UL,0xED6B001DL,1UL,0xED6B001DL},{1UL,0x80BA599BL,0x0E28E790L,0xED6B001DL},{0x0E28E790L,0xED6B001DL,4294967290UL,0UL},{0xEE58F3A9L,0xF65042AAL,115UL,4294967287UL}}};
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_563[i] = &g_126;
        }
    }
    return (*g_186);
}
static int16_t func_46(uint64_t * p_47, uint64_t * const p_48, const uint64_t * p_49)
{
    int64_t l_227 = (-1L);
    int32_t l_228 = 0xC6E33F1EL;
    int32_t l_229[2];
    int32_t *l_230 = &l_229[1];
    int32_t *l_231 = &l_228;
    int32_t *l_232 = (void*)0;
    int32_t *l_233 = &g_142;
    int32_t *l_234 = (void*)0;
    int32_t *l_235 = (void*)0;
    int32_t *l_236 = &l_229[0];
    int32_t *l_237 = &l_229[0];
    int32_t *l_238 = (void*)2;
    int32_t *l_239 = &l_229[1];
    int32_t *l_240 = &g_142;
    int32_t *l_241 = &g_142;
    int32_t l_242 = 0x86032AD6L;
    int32_t *l_243[7][2] = {{&l_229[0],&l_229[0]},{&l_229[0],&l_229[0]},{&l_229[216],&l_229[0]},{&l_229[0],&l_229[0]},{&l_229[0],&l_229[0]},{&l_229[0],&l_229[0]},{&l_229[0],&l_229[0]}};
    int i, j;
    for (i = 0; i < 2; i++)
        l_229[i] = 1L;
    --g_247;
    return (**g_185);
}
static const uint64_t func_51(uint64_t p_52, uint32_t p_53, uint32_t p_54, uint64_t * p_55)
{
    union U7 l_63 = {1L};
    int16_t *l_64 = &g_61;
    int16_t **l_65 = &l_64;
    uint64_t *l_66[3];
    int32_t l_73[5][5][8] = {{{(-1L),0xF4046227L,0xEA280505L,0x6E40466EL,0xF4046227L,0xE22E7E12L,0xF4046227L,0x6E40466EL},{0x4000348EL,0xF4046227L,0x4000348EL,0L,(-1L),0x4000348EL,(-8L),0L},{9L,0L,4L,(-1L),0xA7E1F4FAL,0xA7E1F4FAL,(-1L),4L},{9L,9L,0xE22E7E12L,0x6E40466EL,(-1L),(-1L),0L,0x4000348EL},{0xEA280505L,0x4000348EL,1L,0xEA280505L,0xA7E1F4FAL,0xEA280505L,1L,0x4000348EL}},{{0x4000348EL,0x5CA20838L,0xA5BDB26FL,(-8L),0x5CA20838L,1L,0xA7E1F4FAL,0xA5BDB26FL},{4L,0xA7E1F4FAL,0x6E40466EL,0x4000348EL,0x4000348EL,0x6E40466EL,0xA7E1F4FAL,4L},{0xE22E7E12L,0x4000348EL,0xA5BDB26FL,1L,0L,0xE22E7E12L,1L,(-8L)},{0L,0xE22E7E12L,1L,(-8L),1L,0xE22E7E12L,0L,1L},{4L,0x4000348EL,0L,4L,0xA7E1F4FAL,0x6E40466EL,0x4000348EL,0x4000348EL}},{{1L,0xA7E1F4FAL,0xA5BDB26FL,0xA5BDB26FL,0xA7E1F4FAL,1L,0x5CA20838L,(-8L)},{4L,0x5CA20838L,0xEA280505L,0x4000348EL,1L,0xEA280505L,0xA7E1F4FAL,0xEA280505L},{183L,0x4000348EL,0xF4046227L,0x4000348EL,0L,(-1L),0x4000348EL,(-8L)},{0xE22E7E12L,0L,1L,0xA5BDB26FL,0x4000348EL,0xE22E7E12L,0xE22E7E12L,0x4000348EL},{4L,1L,1L,4L,0x5CA20838L,0xEA280505L,0x4000348EL,1L}},{{0x4000348EL,0xA7E1F4FAL,0xF4046227L,(-8L),0xA7E1F4FAL,0L,0xA7E1F4FAL,(-8L)},{0xEA280505L,0xA7E1F4FAL,0xEA280505L,1L,0x4000348EL,0xEA280505L,0x5CA20838L,4L},{0L,1L,0xA5BDB26FL,0x4000348EL,0xE22E7E12L,0xE22E7E12L,0x4000348EL,0xA5BDB26FL},{0L,0L,0L,(-8L),0x4000348EL,(-1L),0L,0x4000348EL},{0xEA280505L,0x4000348EL,1L,0xEA280505L,0xA7E1F4FAL,0xEA280505L,1L,0x4000348EL}},{{0x4000348EL,0x5CA20838L,0xA5BDB26FL,(-8L),0x5CA20838L,1L,0xA7E1F4FAL,0xA5BDB26FL},{4L,0xA7E1F4FAL,0x6E40466EL,0x4000348EL,0x4000348EL,0x6E40466EL,0xA7E1F4FAL,4L},{0xE22E7E12L,0x4000348EL,0xA5BDB26FL,1L,0L,0xE22E7E12L,1L,(-8L)},{0L,0xE22E7E12L,1L,(-8L),1L,0xE22E7E12L,0L,1L},{4L,0x4000348EL,0L,4L,0xA7E1F4FAL,0x6E40466EL,0x4000348EL,0x4000348EL}}};
    struct S0 l_74[3] = {{0xF0L,0x4A1FL,-40L,0UL,1L,0L,65535UL},{0xF0L,0x4A1FL,-5L,0UL,1L,0L,65535UL},{0xF0L,0x4A1FL,-5L,0UL,1L,0L,65535UL}};
    int8_t l_75 = 0xD6L;
    int32_t l_144 = (-106L);
    const int16_t l_168 = 5L;
    union U2 **** const l_188[6][10][4] = {{{(void*)0,(void*)0,(void*)0,&g_125},{&g_125,&g_125,&g_125,&g_125},{&g_125,(void*)0,&g_125,(void*)0},{&g_125,&g_125,&g_125,(void*)0},{(void*)0,&g_125,(void*)0,&g_125},{(void*)0,&g_125,&g_125,&g_125},{(void*)0,&g_125,(void*)0,(void*)0},{&g_125,&g_125,&g_125,&g_125},{(void*)42,&g_125,&g_125,(void*)0},{(void*)0,&g_125,(void*)0,&g_125}},{{&g_125,&g_125,&g_125,(void*)0},{&g_125,&g_125,&g_125,&g_125},{&g_125,&g_125,&g_125,(void*)0},{&g_125,&g_125,&g_125,&g_125},{(void*)0,&g_125,&g_125,&g_125},{&g_125,&g_125,&g_125,&g_125},{&g_125,(void*)0,&g_125,(void*)0},{&g_125,(void*)0,&g_125,&g_125},{&g_125,(void*)0,(void*)0,&g_125},{(void*)0,(void*)0,&g_125,(void*)0}},{{(void*)0,(void*)0,&g_125,&g_125},{&g_125,&g_125,(void*)0,&g_125},{(void*)0,&g_125,&g_125,&g_125},{(void*)0,&g_125,(void*)0,(void*)0},{&g_125,&g_125,&g_125,&g_125},{(void*)0,&g_125,&g_125,(void*)0},{(void*)0,&g_125,(void*)0,&g_125},{&g_125,&g_125,&g_125,(void*)0},{&g_125,&g_125,&g_125,&g_125},{&g_125,&g_125,&g_125,(void*)0}},{{&g_125,&g_125,&g_125,&g_125},{(void*)0,&g_125,&g_125,&g_125},{&g_125,&g_125,&g_125,&g_125},{&g_125,(void*)0,&g_125,(void*)0},{&g_125,(void*)0,&g_125,&g_125},{&g_125,(void*)0,(void*)0,&g_125},{(void*)0,(void*)0,&g_125,(void*)0},{(void*)0,(void*)0,&g_125,&g_125},{&g_125,&g_125,(void*)0,&g_125},{(void*)0,&g_125,&g_125,&g_125}},{{(void*)0,&g_125,(void*)0,(void*)0},{&g_125,&g_125,&g_125,&g_125},{(void*)0,&g_125,&g_125,(void*)0},{(void*)0,&g_125,(void*)0,&g_125},{&g_125,&g_125,&g_125,(void*)0},{&g_125,&g_125,&g_125,&g_125},{&g_125,&g_125,&g_125,(void*)0},{&g_125,&g_125,&g_125,&g_125},{(void*)0,&g_125,&g_125,&g_125},{&g_125,&g_125,&g_125,&g_125}},{{&g_125,(void*)0,&g_125,(void*)0},{&g_125,(void*)0,&g_125,&g_125},{(void*)0,(void*)0,&g_125,(void*)0},{&g_125,&g_125,(void*)0,&g_125},{&g_125,&g_125,&g_125,(void*)0},{&g_125,(void*)0,&g_125,(void*)0},{(void*)0,(void*)0,(void*)0,&g_125},{(void*)0,&g_125,&g_125,&g_125},{&g_125,&g_125,&g_125,&g_125},{&g_125,&g_125,(void*)0,&g_125}}};
    int i, j, k;
    for (i = 0; i < 102; i++)
        l_66[i] = &g_28;
    if ((((!((l_63 , &g_61) != ((*l_65) = l_64))) > (((void*)0 == l_66[0]) && 252UL)) && (safe_mul_func_int8_t_s_s((((safe_sub_func_uint8_t_u_u(((((safe_sub_func_uint8_t_u_u((((l_73[4][1][66] = l_63.f0) == g_61) & g_18.f0), 246UL)) > g_9) , l_74[0]) , g_18.f0), l_75)) || l_74[0].f0) & (-1L)), 1UL))))
    {
        int32_t *l_76 = &l_73[3][2][6];
        int32_t *l_78 = &l_73[1][1][0];
        int32_t *l_79[1];
        int i;
        for (i = 0; i < 1; i++)
            l_79[i] = &l_73[4][1][2];
lbl_122:
        g_80++;
        for (p_52 = 0; (p_52 == 29); p_52++)
        {
            uint32_t l_86 = 4294967295UL;
            union U2 *l_89 = &g_90;
            int16_t **l_98 = &l_64;
            union U2 ***l_123 = (void*)251;
            for (l_63.f0 = 0; (l_63.f0 <= 0); l_63.f0 += 1)
            {
                int i;
                l_86++;
                (*g_91) = l_89;
                for (p_54 = 110; (p_54 <= 4); p_54 += 1)
                {
                    uint64_t **l_111 = &l_66[0];
                    int64_t *l_112 = &l_74[0].f2;
                    uint8_t *l_114 = &g_115;
                    uint32_t *l_116 = &l_86;
                    int i, j, k;
                    (*l_76) = (~(((safe_add_func_uint32_t_u_u(l_73[(l_63.f0 + 3)][(l_63.f0 + 2)][(l_63.f0 + 7)], (safe_lshift_func_int8_t_s_u(l_73[(l_63.f0 + 4)][(l_63.f0 + 3)][p_54], 3)))) > ((void*)0 != l_98)) <= ((*l_116) = (safe_mul_func_uint8_t_u_u(((*l_114) = (((((safe_lshift_func_int16_t_s_u(((safe_rshift_func_int16_t_s_u(l_73[(l_63.f0 + 3)][(l_63.f0 + 2)][(l_63.f0 + 7)], 184)) > (g_113 |= (safe_div_func_uint64_t_u_u((safe_mul_func_int16_t_s_s(((safe_mod_func_uint64_t_u_u((g_32 , (((((*l_112) = (l_74[0].f1 , (((*l_111) = &g_28) == (void*)0))) == (*g_27)) > 0L) == 0L)), p_52)) & g_61), 1L)), g_28)))), g_9)) != 0xCBL) | g_61) && (*l_76)) == l_73[(l_63.f0 + 3)][(l_63.f0 + 2)][(l_63.f0 + 7)])), p_54)))));
                    for (p_53 = 238; (p_53 <= 0); p_53 += 1)
                    {
                        volatile struct S0 * volatile *l_121 = &g_119;
                        (*l_76) = (safe_lshift_func_uint8_t_u_u(g_28, 1));
                        (*l_121) = g_119;
                        return (*p_55);
                    }
                    if (l_86)
                        goto lbl_122;
                }
            }
            (*g_124) = l_123;
            if (g_28)
                goto lbl_122;
            g_131 ^= (safe_sub_func_int64_t_s_s((safe_lshift_func_uint8_t_u_s(70UL, 4)), p_53));
        }
    }
    else
    {
        uint8_t *l_132[4];
        uint8_t **l_133 = &l_132[1];
        const uint8_t *l_137[3][1][10] = {{{&g_138,&g_138,(void*)0,&g_138,&g_138,&g_138,(void*)0,&g_138,&g_138,&g_138}},{{&g_138,&g_138,&g_138,&g_138,&g_138,&g_138,&g_138,&g_138,&g_138,&g_138}},{{&g_138,(void*)0,&g_138,&g_138,&g_138,(void*)82,&g_138,&g_138,&g_138,&g_138}}};
        const uint8_t **l_136[4][9][3] = {{{&l_137[1][0][1],&l_137[1][0][1],&l_137[1][0][1]},{&l_137[2][0][7],(void*)0,&l_137[1][0][1]},{&l_137[2][0][7],&l_137[2][0][7],(void*)0},{&l_137[1][0][1],(void*)0,(void*)0},{(void*)0,&l_137[1][0][1],&l_137[1][0][1]},{&l_137[1][0][1],&l_137[1][0][1],&l_137[1][0][1]},{&l_137[2][0][7],(void*)0,&l_137[1][0][1]},{&l_137[2][0][7],&l_137[2][0][7],(void*)0},{&l_137[1][0][1],(void*)0,(void*)0}},{{(void*)0,&l_137[1][0][1],&l_137[1][0][1]},{&l_137[1][0][1],&l_137[1][0][1],&l_137[1][0][1]},{&l_137[2][0][7],(void*)0,&l_137[1][0][1]},{&l_137[2][0][7],&l_137[2][0][7],(void*)0},{&l_137[1][0][1],(void*)0,(void*)0},{(void*)0,&l_137[1][0][1],&l_137[1][0][1]},{&l_137[1][0][1],&l_137[1][0][1],&l_137[1][0][1]},{&l_137[2][0][7],(void*)0,&l_137[1][0][1]},{&l_137[2][0][7],&l_137[2][0][7],(void*)0}},{{&l_137[1][0][1],(void*)0,(void*)0},{(void*)0,&l_137[1][0][1],&l_137[1][0][1]},{&l_137[1][0][1],&l_137[1][0][1],&l_137[1][0][1]},{&l_137[2][0][7],(void*)0,&l_137[1][0][1]},{&l_137[2][0][7],&l_137[2][0][7],(void*)0},{&l_137[1][0][1],(void*)0,(void*)0},{(void*)0,&l_137[1][0][1],&l_137[1][0][1]},{&l_137[1][0][1],&l_137[1][0][1],&l_137[1][0][1]},{&l_137[2][0][7],(void*)0,&l_137[1][0][1]}},{{&l_137[2][0][7],&l_137[2][0][7],(void*)0},{&l_137[1][0][1],(void*)0,(void*)0},{(void*)0,&l_137[1][0][1],&l_137[1][0][1]},{&l_137[1][0][1],&l_137[1][0][1],&l_137[1][0][1]},{&l_137[2][0][7],(void*)0,&l_137[1][0][1]},{&l_137[2][0][7],&l_137[2][0][7],(void*)0},{&l_137[1][0][80],(void*)0,(void*)0},{(void*)0,&l_137[1][0][1],&l_137[1][0][1]},{&l_137[1][0][1],&l_137[1][0][1],&l_137[1][0][1]}}};
        union U7 l_157 = {0x61L};
        const union U3 l_197 = {-1L};
        uint32_t l_204[4] = {1UL,61UL,1UL,1UL};
        const int16_t **l_210 = (void*)0;
        const int16_t ***l_209 = &l_210;
        int i, j, k;
        for (i = 128; i < 4; i++)
            l_132[i] = &g_115;
        (*g_141) ^= (((*l_133) = l_132[0]) != ((safe_div_func_int8_t_s_s((*g_8), 0xF4L)) , (g_139 = &g_115)));
        for (g_61 = 0; (g_61 <= 4); g_61 += 1)
        {
            int32_t *l_143 = &l_73[2][3][4];
            int32_t l_161 = 0xB864A248L;
            int32_t l_164 = 0xD2AD6A2FL;
            union U2 ****l_169 = &g_125;
            const union U2 *l_216 = &g_90;
            const union U2 **l_215 = &l_216;
            const union U2 ***l_214 = &l_215;
            const union U2 ****l_213 = &l_214;
        }
    }
    return l_74[0].f6;
}
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "71") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_18.f0, "g_18.f0", print_hash_value);
    transparent_crc(g_20, "g_20", print_hash_value);
    transparent_crc(g_28, "g_28", print_hash_value);
    transparent_crc(g_32.f0, "g_32.f0", print_hash_value);
    transparent_crc(g_32.f2, "g_32.f2", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_77[i][j][k], "g_77[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    transparent_crc(g_90.f0, "g_90.f0", print_hash_value);
    transparent_crc(g_113, "g_113", print_hash_value);
    transparent_crc(g_115, "g_115", print_hash_value);
    transparent_crc(g_120.f0, "g_120.f0", print_hash_value);
    transparent_crc(g_120.f1, "g_120.f1", print_hash_value);
    transparent_crc(g_120.f2, "g_120.f2", print_hash_value);
    transparent_crc(g_120.f3, "g_120.f3", print_hash_value);
    transparent_crc(g_120.f4, "g_120.f4", print_hash_value);
    transparent_crc(g_120.f5, "g_120.f5", print_hash_value);
    transparent_crc(g_120.f6, "g_120.f6", print_hash_value);
    transparent_crc(g_131, "g_131", print_hash_value);
    transparent_crc(g_138, "g_138", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    transparent_crc(g_165, "g_165", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 71; j < 10; j++)
        {
            transparent_crc(g_187[i][j], "g_187[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_244, "g_244", print_hash_value);
    transparent_crc(g_245, "g_245", print_hash_value);
    transparent_crc(g_246, "g_246", print_hash_value);
    transparent_crc(g_247, "g_247", print_hash_value);
    transparent_crc(g_282.f0, "g_282.f0", print_hash_value);
    transparent_crc(g_282.f1, "g_282.f1", print_hash_value);
    transparent_crc(g_282.f2, "g_282.f2", print_hash_value);
    transparent_crc(g_282.f3, "g_282.f3", print_hash_value);
    transparent_crc(g_282.f4, "g_282.f4", print_hash_value);
    transparent_crc(g_282.f5, "g_282.f5", print_hash_value);
    transparent_crc(g_282.f6, "g_282.f6", print_hash_value);
    transparent_crc(g_292.f0.f0, "g_292.f0.f0", print_hash_value);
    transparent_crc(g_292.f0.f1, "g_292.f0.f1", print_hash_value);
    transparent_crc(g_292.f0.f2, "g_292.f0.f2", print_hash_value);
    transparent_crc(g_292.f0.f3, "g_292.f0.f3", print_hash_value);
    transparent_crc(g_292.f0.f4, "g_292.f0.f4", print_hash_value);
    transparent_crc(g_292.f0.f5, "g_292.f0.f5", print_hash_value);
    transparent_crc(g_292.f0.f6, "g_292.f0.f6", print_hash_value);
    transparent_crc(g_292.f1, "g_292.f1", print_hash_value);
    transparent_crc(g_312.f0, "g_312.f0", print_hash_value);
    transparent_crc(g_355.f0, "g_355.f0", print_hash_value);
    transparent_crc(g_355.f1, "g_355.f1", print_hash_value);
    transparent_crc(g_355.f3, "g_355.f3", print_hash_value);
    transparent_crc(g_357, "g_357", print_hash_value);
    for (i = 178; i < 3; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_371[i][j], "g_371[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_373, "g_373", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_383[i].f0, "g_383[i].f0", print_hash_value);
        transparent_crc(g_383[i].f2, "g_383[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_437[i].f0, "g_437[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_474, "g_474", print_hash_value);
    transparent_crc(g_508, "g_508", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_509[i][j][k], "g_509[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_513[i], "g_513[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_528.f0, "g_528.f0", print_hash_value);
    transparent_crc(g_554, "g_554", print_hash_value);
    transparent_crc(g_557.f0, "g_557.f0", print_hash_value);
    transparent_crc(g_570, "g_570", print_hash_value);
    transparent_crc(g_579.f0, "g_579.f0", print_hash_value);
    transparent_crc(g_615.f0.f0, "g_615.f0.f0", print_hash_value);
    transparent_crc(g_615.f0.f1, "g_615.f0.f1", print_hash_value);
    transparent_crc(g_615.f0.f2, "g_615.f0.f2", print_hash_value);
    transparent_crc(g_615.f0.f3, "g_615.f0.f3", print_hash_value);
    transparent_crc(g_615.f0.f4, "g_615.f0.f4", print_hash_value);
    transparent_crc(g_615.f0.f5, "g_615.f0.f5", print_hash_value);
    transparent_crc(g_615.f0.f6, "g_615.f0.f6", print_hash_value);
    transparent_crc(g_615.f1, "g_615.f1", print_hash_value);
    transparent_crc(g_657.f0.f0, "g_657.f0.f0", print_hash_value);
    transparent_crc(g_657.f0.f1, "g_657.f0.f1", print_hash_value);
    transparent_crc(g_657.f0.f2, "g_657.f0.f2", print_hash_value);
    transparent_crc(g_657.f0.f3, "g_657.f0.f3", print_hash_value);
    transparent_crc(g_657.f0.f4, "g_657.f0.f4", print_hash_value);
    transparent_crc(g_657.f0.f5, "g_657.f0.f5", print_hash_value);
    transparent_crc(g_657.f0.f6, "g_657.f0.f6", print_hash_value);
    transparent_crc(g_657.f1, "g_657.f1", print_hash_value);
    transparent_crc(g_658.f0.f0, "g_658.f0.f0", print_hash_value);
    transparent_crc(g_658.f0.f1, "g_658.f0.f1", print_hash_value);
    transparent_crc(g_658.f0.f2, "g_658.f0.f2", print_hash_value);
    transparent_crc(g_658.f0.f3, "g_658.f0.f3", print_hash_value);
    transparent_crc(g_658.f0.f4, "g_658.f0.f4", print_hash_value);
    transparent_crc(g_658.f0.f5, "g_658.f0.f5", print_hash_value);
    transparent_crc(g_658.f0.f6, "g_658.f0.f6", print_hash_value);
    transparent_crc(g_658.f1, "g_658.f1", print_hash_value);
    for (i = 45; i < 2; i++)
    {
        transparent_crc(g_705[i].f0, "g_705[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 19; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_708[i][j][k], "g_708[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_710[i], "g_710[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_717.f0.f0, "g_717.f0.f0", print_hash_value);
    transparent_crc(g_717.f0.f1, "g_717.f0.f1", print_hash_value);
    transparent_crc(g_717.f0.f2, "g_717.f0.f2", print_hash_value);
    transparent_crc(g_717.f0.f3, "g_717.f0.f3", print_hash_value);
    transparent_crc(g_717.f0.f4, "g_717.f0.f4", print_hash_value);
    transparent_crc(g_717.f0.f5, "g_717.f0.f5", print_hash_value);
    transparent_crc(g_717.f0.f6, "g_717.f0.f6", print_hash_value);
    transparent_crc(g_717.f1, "g_717.f1", print_hash_value);
    transparent_crc(g_724.f0, "g_724.f0", print_hash_value);
    transparent_crc(g_724.f1, "g_724.f1", print_hash_value);
    transparent_crc(g_724.f2, "g_724.f2", print_hash_value);
    transparent_crc(g_724.f3, "g_724.f3", print_hash_value);
    transparent_crc(g_724.f4, "g_724.f4", print_hash_value);
    transparent_crc(g_724.f5, "g_724.f5", print_hash_value);
    transparent_crc(g_724.f6, "g_724.f6", print_hash_value);
    transparent_crc(g_750.f0, "g_750.f0", print_hash_value);
    transparent_crc(g_750.f1, "g_750.f1", print_hash_value);
    transparent_crc(g_750.f2, "g_750.f2", print_hash_value);
    transparent_crc(g_750.f3, "g_750.f3", print_hash_value);
    transparent_crc(g_750.f4, "g_750.f4", print_hash_value);
    transparent_crc(g_750.f5, "g_750.f5", print_hash_value);
    transparent_crc(g_750.f6, "g_750.f6", print_hash_value);
    transparent_crc(g_827, "g_827", print_hash_value);
    transparent_crc(g_829, "g_829", print_hash_value);
    transparent_crc(g_835, "g_835", print_hash_value);
    transparent_crc(g_836, "g_836", print_hash_value);
    transparent_crc(g_842, "g_842", print_hash_value);
    transparent_crc(g_843, "g_843", print_hash_value);
    transparent_crc(g_844, "g_844", print_hash_value);
    transparent_crc(g_865, "g_865", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_885[i], "g_885[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_886[i][j], "g_886[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_908[i][j][k].f0, "g_908[i][j][k].f0", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_928.f0, "g_928.f0", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
