// gcc-flags: -std=gnu2x

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
typedef __u_char u_char;
typedef __u_short u_short;
typedef __u_int u_int;
typedef __u_long u_long;
typedef __quad_t quad_t;
typedef __u_quad_t u_quad_t;
typedef __fsid_t fsid_t;
typedef __loff_t loff_t;
typedef __ino_t ino_t;
typedef __ino64_t ino64_t;
typedef __dev_t dev_t;
typedef __gid_t gid_t;
typedef __mode_t mode_t;
typedef __nlink_t nlink_t;
typedef __uid_t uid_t;
typedef __off_t off_t;
typedef __off64_t off64_t;
typedef __pid_t pid_t;
typedef __id_t id_t;
typedef __ssize_t ssize_t;
typedef __daddr_t daddr_t;
typedef __caddr_t caddr_t;
typedef __key_t key_t;
typedef __clock_t clock_t;
typedef __clockid_t clockid_t;
typedef __time_t time_t;
typedef __timer_t timer_t;
typedef __useconds_t useconds_t;
typedef __suseconds_t suseconds_t;
typedef long unsigned int size_t;
typedef unsigned long int ulong;
typedef unsigned short int ushort;
typedef unsigned int uint;
typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
typedef __uint8_t u_int8_t;
typedef __uint16_t u_int16_t;
typedef __uint32_t u_int32_t;
typedef __uint64_t u_int64_t;
typedef int register_t __attribute__ ((__mode__ (__word__)));
static __inline __uint16_t
__bswap_16 (__uint16_t __bsx)
{
  return __builtin_bswap16 (__bsx);
}
static __inline __uint32_t
__bswap_32 (__uint32_t __bsx)
{
  return __builtin_bswap32 (__bsx);
}
__extension__ static __inline __uint64_t
__bswap_64 (__uint64_t __bsx)
{
  return __builtin_bswap64 (__bsx);
}
static __inline __uint16_t
__uint16_identity (__uint16_t __x)
{
  return __x;
}
static __inline __uint32_t
__uint32_identity (__uint32_t __x)
{
  return __x;
}
static __inline __uint64_t
__uint64_identity (__uint64_t __x)
{
  return __x;
}
typedef struct
{
  unsigned long int __val[(1024 / (8 * sizeof (unsigned long int)))];
} __sigset_t;
typedef __sigset_t sigset_t;
struct timeval
{
  __time_t tv_sec;
  __suseconds_t tv_usec;
};
struct timespec
{
  __time_t tv_sec;
  __syscall_slong_t tv_nsec;
};
typedef long int __fd_mask;
typedef struct
  {
    __fd_mask fds_bits[1024 / (8 * (int) sizeof (__fd_mask))];
  } fd_set;
typedef __fd_mask fd_mask;

extern int select (int __nfds, fd_set *__restrict __readfds,
     fd_set *__restrict __writefds,
     fd_set *__restrict __exceptfds,
     struct timeval *__restrict __timeout);
extern int pselect (int __nfds, fd_set *__restrict __readfds,
      fd_set *__restrict __writefds,
      fd_set *__restrict __exceptfds,
      const struct timespec *__restrict __timeout,
      const __sigset_t *__restrict __sigmask);

typedef __blksize_t blksize_t;
typedef __blkcnt_t blkcnt_t;
typedef __fsblkcnt_t fsblkcnt_t;
typedef __fsfilcnt_t fsfilcnt_t;
typedef __blkcnt64_t blkcnt64_t;
typedef __fsblkcnt64_t fsblkcnt64_t;
typedef __fsfilcnt64_t fsfilcnt64_t;
typedef union
{
  __extension__ unsigned long long int __value64;
  struct
  {
    unsigned int __low;
    unsigned int __high;
  } __value32;
} __atomic_wide_counter;
typedef struct __pthread_internal_list
{
  struct __pthread_internal_list *__prev;
  struct __pthread_internal_list *__next;
} __pthread_list_t;
typedef struct __pthread_internal_slist
{
  struct __pthread_internal_slist *__next;
} __pthread_slist_t;
struct __pthread_mutex_s
{
  int __lock;
  unsigned int __count;
  int __owner;
  unsigned int __nusers;
  int __kind;
  short __spins;
  short __elision;
  __pthread_list_t __list;
};
struct __pthread_rwlock_arch_t
{
  unsigned int __readers;
  unsigned int __writers;
  unsigned int __wrphase_futex;
  unsigned int __writers_futex;
  unsigned int __pad3;
  unsigned int __pad4;
  int __cur_writer;
  int __shared;
  signed char __rwelision;
  unsigned char __pad1[7];
  unsigned long int __pad2;
  unsigned int __flags;
};
struct __pthread_cond_s
{
  __atomic_wide_counter __wseq;
  __atomic_wide_counter __g1_start;
  unsigned int __g_refs[2] ;
  unsigned int __g_size[2];
  unsigned int __g1_orig_size;
  unsigned int __wrefs;
  unsigned int __g_signals[2];
};
typedef unsigned int __tss_t;
typedef unsigned long int __thrd_t;
typedef struct
{
  int __data ;
} __once_flag;
typedef unsigned long int pthread_t;
typedef union
{
  char __size[4];
  int __align;
} pthread_mutexattr_t;
typedef union
{
  char __size[4];
  int __align;
} pthread_condattr_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
union pthread_attr_t
{
  char __size[56];
  long int __align;
};
typedef union pthread_attr_t pthread_attr_t;
typedef union
{
  struct __pthread_mutex_s __data;
  char __size[40];
  long int __align;
} pthread_mutex_t;
typedef union
{
  struct __pthread_cond_s __data;
  char __size[48];
  __extension__ long long int __align;
} pthread_cond_t;
typedef union
{
  struct __pthread_rwlock_arch_t __data;
  char __size[56];
  long int __align;
} pthread_rwlock_t;
typedef union
{
  char __size[8];
  long int __align;
} pthread_rwlockattr_t;
typedef volatile int pthread_spinlock_t;
typedef union
{
  char __size[32];
  long int __align;
} pthread_barrier_t;
typedef union
{
  char __size[4];
  int __align;
} pthread_barrierattr_t;

typedef long int ptrdiff_t;
typedef int wchar_t;
typedef struct {
  long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
} max_align_t;
struct timex
{
  unsigned int modes;
  __syscall_slong_t offset;
  __syscall_slong_t freq;
  __syscall_slong_t maxerror;
  __syscall_slong_t esterror;
  int status;
  __syscall_slong_t constant;
  __syscall_slong_t precision;
  __syscall_slong_t tolerance;
  struct timeval time;
  __syscall_slong_t tick;
  __syscall_slong_t ppsfreq;
  __syscall_slong_t jitter;
  int shift;
  __syscall_slong_t stabil;
  __syscall_slong_t jitcnt;
  __syscall_slong_t calcnt;
  __syscall_slong_t errcnt;
  __syscall_slong_t stbcnt;
  int tai;
  int :32; int :32; int :32; int :32;
  int :32; int :32; int :32; int :32;
  int :32; int :32; int :32;
};

extern int clock_adjtime (__clockid_t __clock_id, struct timex *__utx) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));

struct tm
{
  int tm_sec;
  int tm_min;
  int tm_hour;
  int tm_mday;
  int tm_mon;
  int tm_year;
  int tm_wday;
  int tm_yday;
  int tm_isdst;
  long int tm_gmtoff;
  const char *tm_zone;
};
struct itimerspec
  {
    struct timespec it_interval;
    struct timespec it_value;
  };
struct sigevent;
struct __locale_struct
{
  struct __locale_data *__locales[13];
  const unsigned short int *__ctype_b;
  const int *__ctype_tolower;
  const int *__ctype_toupper;
  const char *__names[13];
};
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;

extern clock_t clock (void) __attribute__ ((__nothrow__ , __leaf__));
extern time_t time (time_t *__timer) __attribute__ ((__nothrow__ , __leaf__));
extern double difftime (time_t __time1, time_t __time0)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern time_t mktime (struct tm *__tp) __attribute__ ((__nothrow__ , __leaf__));
extern size_t strftime (char *__restrict __s, size_t __maxsize,
   const char *__restrict __format,
   const struct tm *__restrict __tp) __attribute__ ((__nothrow__ , __leaf__));
extern char *strptime (const char *__restrict __s,
         const char *__restrict __fmt, struct tm *__tp)
     __attribute__ ((__nothrow__ , __leaf__));
extern size_t strftime_l (char *__restrict __s, size_t __maxsize,
     const char *__restrict __format,
     const struct tm *__restrict __tp,
     locale_t __loc) __attribute__ ((__nothrow__ , __leaf__));
extern char *strptime_l (const char *__restrict __s,
    const char *__restrict __fmt, struct tm *__tp,
    locale_t __loc) __attribute__ ((__nothrow__ , __leaf__));
extern struct tm *gmtime (const time_t *__timer) __attribute__ ((__nothrow__ , __leaf__));
extern struct tm *localtime (const time_t *__timer) __attribute__ ((__nothrow__ , __leaf__));
extern struct tm *gmtime_r (const time_t *__restrict __timer,
       struct tm *__restrict __tp) __attribute__ ((__nothrow__ , __leaf__));
extern struct tm *localtime_r (const time_t *__restrict __timer,
          struct tm *__restrict __tp) __attribute__ ((__nothrow__ , __leaf__));
extern char *asctime (const struct tm *__tp) __attribute__ ((__nothrow__ , __leaf__));
extern char *ctime (const time_t *__timer) __attribute__ ((__nothrow__ , __leaf__));
extern char *asctime_r (const struct tm *__restrict __tp,
   char *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__));
extern char *ctime_r (const time_t *__restrict __timer,
        char *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__));
extern char *__tzname[2];
extern int __daylight;
extern long int __timezone;
extern char *tzname[2];
extern void tzset (void) __attribute__ ((__nothrow__ , __leaf__));
extern int daylight;
extern long int timezone;
extern time_t timegm (struct tm *__tp) __attribute__ ((__nothrow__ , __leaf__));
extern time_t timelocal (struct tm *__tp) __attribute__ ((__nothrow__ , __leaf__));
extern int dysize (int __year) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern int nanosleep (const struct timespec *__requested_time,
        struct timespec *__remaining);
extern int clock_getres (clockid_t __clock_id, struct timespec *__res) __attribute__ ((__nothrow__ , __leaf__));
extern int clock_gettime (clockid_t __clock_id, struct timespec *__tp)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern int clock_settime (clockid_t __clock_id, const struct timespec *__tp)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern int clock_nanosleep (clockid_t __clock_id, int __flags,
       const struct timespec *__req,
       struct timespec *__rem);
extern int clock_getcpuclockid (pid_t __pid, clockid_t *__clock_id) __attribute__ ((__nothrow__ , __leaf__));
extern int timer_create (clockid_t __clock_id,
    struct sigevent *__restrict __evp,
    timer_t *__restrict __timerid) __attribute__ ((__nothrow__ , __leaf__));
extern int timer_delete (timer_t __timerid) __attribute__ ((__nothrow__ , __leaf__));
extern int timer_settime (timer_t __timerid, int __flags,
     const struct itimerspec *__restrict __value,
     struct itimerspec *__restrict __ovalue) __attribute__ ((__nothrow__ , __leaf__));
extern int timer_gettime (timer_t __timerid, struct itimerspec *__value)
     __attribute__ ((__nothrow__ , __leaf__));
extern int timer_getoverrun (timer_t __timerid) __attribute__ ((__nothrow__ , __leaf__));
extern int timespec_get (struct timespec *__ts, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int timespec_getres (struct timespec *__ts, int __base)
     __attribute__ ((__nothrow__ , __leaf__));
extern int getdate_err;
extern struct tm *getdate (const char *__string);
extern int getdate_r (const char *__restrict __string,
        struct tm *__restrict __resbufp);

typedef enum gnutls_cipher_algorithm {
 GNUTLS_CIPHER_UNKNOWN = 0,
 GNUTLS_CIPHER_NULL = 1,
 GNUTLS_CIPHER_ARCFOUR_128 = 2,
 GNUTLS_CIPHER_3DES_CBC = 3,
 GNUTLS_CIPHER_AES_128_CBC = 4,
 GNUTLS_CIPHER_AES_256_CBC = 5,
 GNUTLS_CIPHER_ARCFOUR_40 = 6,
 GNUTLS_CIPHER_CAMELLIA_128_CBC = 7,
 GNUTLS_CIPHER_CAMELLIA_256_CBC = 8,
 GNUTLS_CIPHER_AES_192_CBC = 9,
 GNUTLS_CIPHER_AES_128_GCM = 10,
 GNUTLS_CIPHER_AES_256_GCM = 11,
 GNUTLS_CIPHER_CAMELLIA_192_CBC = 12,
 GNUTLS_CIPHER_SALSA20_256 = 13,
 GNUTLS_CIPHER_ESTREAM_SALSA20_256 = 14,
 GNUTLS_CIPHER_CAMELLIA_128_GCM = 15,
 GNUTLS_CIPHER_CAMELLIA_256_GCM = 16,
 GNUTLS_CIPHER_RC2_40_CBC = 17,
 GNUTLS_CIPHER_DES_CBC = 18,
 GNUTLS_CIPHER_AES_128_CCM = 19,
 GNUTLS_CIPHER_AES_256_CCM = 20,
 GNUTLS_CIPHER_AES_128_CCM_8 = 21,
 GNUTLS_CIPHER_AES_256_CCM_8 = 22,
 GNUTLS_CIPHER_CHACHA20_POLY1305 = 23,
 GNUTLS_CIPHER_GOST28147_TC26Z_CFB = 24,
 GNUTLS_CIPHER_GOST28147_CPA_CFB = 25,
 GNUTLS_CIPHER_GOST28147_CPB_CFB = 26,
 GNUTLS_CIPHER_GOST28147_CPC_CFB = 27,
 GNUTLS_CIPHER_GOST28147_CPD_CFB = 28,
 GNUTLS_CIPHER_AES_128_CFB8 = 29,
 GNUTLS_CIPHER_AES_192_CFB8 = 30,
 GNUTLS_CIPHER_AES_256_CFB8 = 31,
 GNUTLS_CIPHER_AES_128_XTS = 32,
 GNUTLS_CIPHER_AES_256_XTS = 33,
 GNUTLS_CIPHER_GOST28147_TC26Z_CNT = 34,
 GNUTLS_CIPHER_CHACHA20_64 = 35,
 GNUTLS_CIPHER_CHACHA20_32 = 36,
 GNUTLS_CIPHER_AES_128_SIV = 37,
 GNUTLS_CIPHER_AES_256_SIV = 38,
 GNUTLS_CIPHER_AES_192_GCM = 39,
 GNUTLS_CIPHER_MAGMA_CTR_ACPKM = 40,
 GNUTLS_CIPHER_KUZNYECHIK_CTR_ACPKM = 41,
 GNUTLS_CIPHER_IDEA_PGP_CFB = 200,
 GNUTLS_CIPHER_3DES_PGP_CFB = 201,
 GNUTLS_CIPHER_CAST5_PGP_CFB = 202,
 GNUTLS_CIPHER_BLOWFISH_PGP_CFB = 203,
 GNUTLS_CIPHER_SAFER_SK128_PGP_CFB = 204,
 GNUTLS_CIPHER_AES128_PGP_CFB = 205,
 GNUTLS_CIPHER_AES192_PGP_CFB = 206,
 GNUTLS_CIPHER_AES256_PGP_CFB = 207,
 GNUTLS_CIPHER_TWOFISH_PGP_CFB = 208
} gnutls_cipher_algorithm_t;
typedef enum {
 GNUTLS_KX_UNKNOWN = 0,
 GNUTLS_KX_RSA = 1,
 GNUTLS_KX_DHE_DSS = 2,
 GNUTLS_KX_DHE_RSA = 3,
 GNUTLS_KX_ANON_DH = 4,
 GNUTLS_KX_SRP = 5,
 GNUTLS_KX_RSA_EXPORT = 6,
 GNUTLS_KX_SRP_RSA = 7,
 GNUTLS_KX_SRP_DSS = 8,
 GNUTLS_KX_PSK = 9,
 GNUTLS_KX_DHE_PSK = 10,
 GNUTLS_KX_ANON_ECDH = 11,
 GNUTLS_KX_ECDHE_RSA = 12,
 GNUTLS_KX_ECDHE_ECDSA = 13,
 GNUTLS_KX_ECDHE_PSK = 14,
 GNUTLS_KX_RSA_PSK = 15,
 GNUTLS_KX_VKO_GOST_12 = 16
} gnutls_kx_algorithm_t;
typedef enum {
 GNUTLS_PARAMS_RSA_EXPORT = 1,
 GNUTLS_PARAMS_DH = 2,
 GNUTLS_PARAMS_ECDH = 3
} gnutls_params_type_t;
typedef enum {
 GNUTLS_CRD_CERTIFICATE = 1,
 GNUTLS_CRD_ANON,
 GNUTLS_CRD_SRP,
 GNUTLS_CRD_PSK,
 GNUTLS_CRD_IA
} gnutls_credentials_type_t;
typedef enum {
 GNUTLS_MAC_UNKNOWN = 0,
 GNUTLS_MAC_NULL = 1,
 GNUTLS_MAC_MD5 = 2,
 GNUTLS_MAC_SHA1 = 3,
 GNUTLS_MAC_RMD160 = 4,
 GNUTLS_MAC_MD2 = 5,
 GNUTLS_MAC_SHA256 = 6,
 GNUTLS_MAC_SHA384 = 7,
 GNUTLS_MAC_SHA512 = 8,
 GNUTLS_MAC_SHA224 = 9,
 GNUTLS_MAC_SHA3_224 = 10,
 GNUTLS_MAC_SHA3_256 = 11,
 GNUTLS_MAC_SHA3_384 = 12,
 GNUTLS_MAC_SHA3_512 = 13,
 GNUTLS_MAC_MD5_SHA1 = 14,
 GNUTLS_MAC_GOSTR_94 = 15,
 GNUTLS_MAC_STREEBOG_256 = 16,
 GNUTLS_MAC_STREEBOG_512 = 17,
 GNUTLS_MAC_AEAD = 200,
 GNUTLS_MAC_UMAC_96 = 201,
 GNUTLS_MAC_UMAC_128 = 202,
 GNUTLS_MAC_AES_CMAC_128 = 203,
 GNUTLS_MAC_AES_CMAC_256 = 204,
 GNUTLS_MAC_AES_GMAC_128 = 205,
 GNUTLS_MAC_AES_GMAC_192 = 206,
 GNUTLS_MAC_AES_GMAC_256 = 207,
 GNUTLS_MAC_GOST28147_TC26Z_IMIT = 208,
 GNUTLS_MAC_SHAKE_128 = 209,
 GNUTLS_MAC_SHAKE_256 = 210,
 GNUTLS_MAC_MAGMA_OMAC = 211,
 GNUTLS_MAC_KUZNYECHIK_OMAC = 212
} gnutls_mac_algorithm_t;
typedef enum {
 GNUTLS_DIG_UNKNOWN = GNUTLS_MAC_UNKNOWN,
 GNUTLS_DIG_NULL = GNUTLS_MAC_NULL,
 GNUTLS_DIG_MD5 = GNUTLS_MAC_MD5,
 GNUTLS_DIG_SHA1 = GNUTLS_MAC_SHA1,
 GNUTLS_DIG_RMD160 = GNUTLS_MAC_RMD160,
 GNUTLS_DIG_MD2 = GNUTLS_MAC_MD2,
 GNUTLS_DIG_SHA256 = GNUTLS_MAC_SHA256,
 GNUTLS_DIG_SHA384 = GNUTLS_MAC_SHA384,
 GNUTLS_DIG_SHA512 = GNUTLS_MAC_SHA512,
 GNUTLS_DIG_SHA224 = GNUTLS_MAC_SHA224,
 GNUTLS_DIG_SHA3_224 = GNUTLS_MAC_SHA3_224,
 GNUTLS_DIG_SHA3_256 = GNUTLS_MAC_SHA3_256,
 GNUTLS_DIG_SHA3_384 = GNUTLS_MAC_SHA3_384,
 GNUTLS_DIG_SHA3_512 = GNUTLS_MAC_SHA3_512,
 GNUTLS_DIG_MD5_SHA1 = GNUTLS_MAC_MD5_SHA1,
 GNUTLS_DIG_GOSTR_94 = GNUTLS_MAC_GOSTR_94,
 GNUTLS_DIG_STREEBOG_256 = GNUTLS_MAC_STREEBOG_256,
 GNUTLS_DIG_STREEBOG_512 = GNUTLS_MAC_STREEBOG_512,
 GNUTLS_DIG_SHAKE_128 = GNUTLS_MAC_SHAKE_128,
 GNUTLS_DIG_SHAKE_256 = GNUTLS_MAC_SHAKE_256
} gnutls_digest_algorithm_t;
typedef enum {
 GNUTLS_COMP_UNKNOWN = 0,
 GNUTLS_COMP_NULL = 1,
 GNUTLS_COMP_DEFLATE = 2,
 GNUTLS_COMP_ZLIB = GNUTLS_COMP_DEFLATE,
 GNUTLS_COMP_BROTLI = 3,
 GNUTLS_COMP_ZSTD = 4
} gnutls_compression_method_t;
typedef enum {
 GNUTLS_SERVER = 1,
 GNUTLS_CLIENT = (1<<1),
 GNUTLS_DATAGRAM = (1<<2),
 GNUTLS_NONBLOCK = (1<<3),
 GNUTLS_NO_EXTENSIONS = (1<<4),
 GNUTLS_NO_REPLAY_PROTECTION = (1<<5),
 GNUTLS_NO_SIGNAL = (1<<6),
 GNUTLS_ALLOW_ID_CHANGE = (1<<7),
 GNUTLS_ENABLE_FALSE_START = (1<<8),
 GNUTLS_FORCE_CLIENT_CERT = (1<<9),
 GNUTLS_NO_TICKETS = (1<<10),
 GNUTLS_KEY_SHARE_TOP = (1<<11),
 GNUTLS_KEY_SHARE_TOP2 = (1<<12),
 GNUTLS_KEY_SHARE_TOP3 = (1<<13),
 GNUTLS_POST_HANDSHAKE_AUTH = (1<<14),
 GNUTLS_NO_AUTO_REKEY = (1<<15),
 GNUTLS_SAFE_PADDING_CHECK = (1<<16),
 GNUTLS_ENABLE_EARLY_START = (1<<17),
 GNUTLS_ENABLE_RAWPK = (1<<18),
 GNUTLS_AUTO_REAUTH = (1<<19),
 GNUTLS_ENABLE_EARLY_DATA = (1<<20),
 GNUTLS_NO_AUTO_SEND_TICKET = (1<<21),
 GNUTLS_NO_END_OF_EARLY_DATA = (1<<22),
 GNUTLS_NO_TICKETS_TLS12 = (1<<23)
} gnutls_init_flags_t;
typedef enum {
 GNUTLS_AL_WARNING = 1,
 GNUTLS_AL_FATAL
} gnutls_alert_level_t;
typedef enum {
 GNUTLS_A_CLOSE_NOTIFY,
 GNUTLS_A_UNEXPECTED_MESSAGE = 10,
 GNUTLS_A_BAD_RECORD_MAC = 20,
 GNUTLS_A_DECRYPTION_FAILED,
 GNUTLS_A_RECORD_OVERFLOW,
 GNUTLS_A_DECOMPRESSION_FAILURE = 30,
 GNUTLS_A_HANDSHAKE_FAILURE = 40,
 GNUTLS_A_SSL3_NO_CERTIFICATE = 41,
 GNUTLS_A_BAD_CERTIFICATE = 42,
 GNUTLS_A_UNSUPPORTED_CERTIFICATE,
 GNUTLS_A_CERTIFICATE_REVOKED,
 GNUTLS_A_CERTIFICATE_EXPIRED,
 GNUTLS_A_CERTIFICATE_UNKNOWN,
 GNUTLS_A_ILLEGAL_PARAMETER,
 GNUTLS_A_UNKNOWN_CA,
 GNUTLS_A_ACCESS_DENIED,
 GNUTLS_A_DECODE_ERROR = 50,
 GNUTLS_A_DECRYPT_ERROR,
 GNUTLS_A_EXPORT_RESTRICTION = 60,
 GNUTLS_A_PROTOCOL_VERSION = 70,
 GNUTLS_A_INSUFFICIENT_SECURITY,
 GNUTLS_A_INTERNAL_ERROR = 80,
 GNUTLS_A_INAPPROPRIATE_FALLBACK = 86,
 GNUTLS_A_USER_CANCELED = 90,
 GNUTLS_A_NO_RENEGOTIATION = 100,
 GNUTLS_A_MISSING_EXTENSION = 109,
 GNUTLS_A_UNSUPPORTED_EXTENSION = 110,
 GNUTLS_A_CERTIFICATE_UNOBTAINABLE = 111,
 GNUTLS_A_UNRECOGNIZED_NAME = 112,
 GNUTLS_A_UNKNOWN_PSK_IDENTITY = 115,
 GNUTLS_A_CERTIFICATE_REQUIRED = 116,
 GNUTLS_A_NO_APPLICATION_PROTOCOL = 120,
 GNUTLS_A_MAX = GNUTLS_A_NO_APPLICATION_PROTOCOL
} gnutls_alert_description_t;
typedef enum {
 GNUTLS_HANDSHAKE_HELLO_REQUEST = 0,
 GNUTLS_HANDSHAKE_CLIENT_HELLO = 1,
 GNUTLS_HANDSHAKE_SERVER_HELLO = 2,
 GNUTLS_HANDSHAKE_HELLO_VERIFY_REQUEST = 3,
 GNUTLS_HANDSHAKE_NEW_SESSION_TICKET = 4,
 GNUTLS_HANDSHAKE_END_OF_EARLY_DATA = 5,
 GNUTLS_HANDSHAKE_ENCRYPTED_EXTENSIONS = 8,
 GNUTLS_HANDSHAKE_CERTIFICATE_PKT = 11,
 GNUTLS_HANDSHAKE_SERVER_KEY_EXCHANGE = 12,
 GNUTLS_HANDSHAKE_CERTIFICATE_REQUEST = 13,
 GNUTLS_HANDSHAKE_SERVER_HELLO_DONE = 14,
 GNUTLS_HANDSHAKE_CERTIFICATE_VERIFY = 15,
 GNUTLS_HANDSHAKE_CLIENT_KEY_EXCHANGE = 16,
 GNUTLS_HANDSHAKE_FINISHED = 20,
 GNUTLS_HANDSHAKE_CERTIFICATE_STATUS = 22,
 GNUTLS_HANDSHAKE_SUPPLEMENTAL = 23,
 GNUTLS_HANDSHAKE_KEY_UPDATE = 24,
 GNUTLS_HANDSHAKE_COMPRESSED_CERTIFICATE_PKT = 25,
 GNUTLS_HANDSHAKE_CHANGE_CIPHER_SPEC = 254,
 GNUTLS_HANDSHAKE_CLIENT_HELLO_V2 = 1024,
 GNUTLS_HANDSHAKE_HELLO_RETRY_REQUEST = 1025,
} gnutls_handshake_description_t;
const char
    *gnutls_handshake_description_get_name(gnutls_handshake_description_t
        type);
typedef enum {
 GNUTLS_CERT_INVALID = 1 << 1,
 GNUTLS_CERT_REVOKED = 1 << 5,
 GNUTLS_CERT_SIGNER_NOT_FOUND = 1 << 6,
 GNUTLS_CERT_SIGNER_NOT_CA = 1 << 7,
 GNUTLS_CERT_INSECURE_ALGORITHM = 1 << 8,
 GNUTLS_CERT_NOT_ACTIVATED = 1 << 9,
 GNUTLS_CERT_EXPIRED = 1 << 10,
 GNUTLS_CERT_SIGNATURE_FAILURE = 1 << 11,
 GNUTLS_CERT_REVOCATION_DATA_SUPERSEDED = 1 << 12,
 GNUTLS_CERT_UNEXPECTED_OWNER = 1 << 14,
 GNUTLS_CERT_REVOCATION_DATA_ISSUED_IN_FUTURE = 1 << 15,
 GNUTLS_CERT_SIGNER_CONSTRAINTS_FAILURE = 1 << 16,
 GNUTLS_CERT_MISMATCH = 1 << 17,
 GNUTLS_CERT_PURPOSE_MISMATCH = 1 << 18,
 GNUTLS_CERT_MISSING_OCSP_STATUS = 1 << 19,
 GNUTLS_CERT_INVALID_OCSP_STATUS = 1 << 20,
 GNUTLS_CERT_UNKNOWN_CRIT_EXTENSIONS = 1 << 21
} gnutls_certificate_status_t;
typedef enum {
 GNUTLS_CERT_IGNORE = 0,
 GNUTLS_CERT_REQUEST = 1,
 GNUTLS_CERT_REQUIRE = 2
} gnutls_certificate_request_t;
typedef enum {
 GNUTLS_OPENPGP_CERT = 0,
 GNUTLS_OPENPGP_CERT_FINGERPRINT = 1
} gnutls_openpgp_crt_status_t;
typedef enum {
 GNUTLS_SHUT_RDWR = 0,
 GNUTLS_SHUT_WR = 1
} gnutls_close_request_t;
typedef enum {
 GNUTLS_SSL3 = 1,
 GNUTLS_TLS1_0 = 2,
 GNUTLS_TLS1 = GNUTLS_TLS1_0,
 GNUTLS_TLS1_1 = 3,
 GNUTLS_TLS1_2 = 4,
 GNUTLS_TLS1_3 = 5,
 GNUTLS_DTLS0_9 = 200,
 GNUTLS_DTLS1_0 = 201,
 GNUTLS_DTLS1_2 = 202,
 GNUTLS_DTLS_VERSION_MIN = GNUTLS_DTLS0_9,
 GNUTLS_DTLS_VERSION_MAX = GNUTLS_DTLS1_2,
 GNUTLS_TLS_VERSION_MAX = GNUTLS_TLS1_3,
 GNUTLS_VERSION_UNKNOWN = 0xff
} gnutls_protocol_t;
typedef enum {
 GNUTLS_CRT_UNKNOWN = 0,
 GNUTLS_CRT_X509 = 1,
 GNUTLS_CRT_OPENPGP = 2,
 GNUTLS_CRT_RAWPK = 3,
 GNUTLS_CRT_MAX = GNUTLS_CRT_RAWPK
} gnutls_certificate_type_t;
typedef enum {
 GNUTLS_X509_FMT_DER = 0,
 GNUTLS_X509_FMT_PEM = 1
} gnutls_x509_crt_fmt_t;
typedef enum gnutls_certificate_print_formats {
 GNUTLS_CRT_PRINT_FULL = 0,
 GNUTLS_CRT_PRINT_ONELINE = 1,
 GNUTLS_CRT_PRINT_UNSIGNED_FULL = 2,
 GNUTLS_CRT_PRINT_COMPACT = 3,
 GNUTLS_CRT_PRINT_FULL_NUMBERS = 4
} gnutls_certificate_print_formats_t;
typedef enum {
 GNUTLS_PK_UNKNOWN = 0,
 GNUTLS_PK_RSA = 1,
 GNUTLS_PK_DSA = 2,
 GNUTLS_PK_DH = 3,
 GNUTLS_PK_ECDSA = 4,
 GNUTLS_PK_ECDH_X25519 = 5,
 GNUTLS_PK_RSA_PSS = 6,
 GNUTLS_PK_EDDSA_ED25519 = 7,
 GNUTLS_PK_GOST_01 = 8,
 GNUTLS_PK_GOST_12_256 = 9,
 GNUTLS_PK_GOST_12_512 = 10,
 GNUTLS_PK_ECDH_X448 = 11,
 GNUTLS_PK_EDDSA_ED448 = 12,
 GNUTLS_PK_MAX = GNUTLS_PK_EDDSA_ED448
} gnutls_pk_algorithm_t;
const char *gnutls_pk_algorithm_get_name(gnutls_pk_algorithm_t algorithm);
typedef enum {
 GNUTLS_SIGN_UNKNOWN = 0,
 GNUTLS_SIGN_RSA_SHA1 = 1,
 GNUTLS_SIGN_RSA_SHA = GNUTLS_SIGN_RSA_SHA1,
 GNUTLS_SIGN_DSA_SHA1 = 2,
 GNUTLS_SIGN_DSA_SHA = GNUTLS_SIGN_DSA_SHA1,
 GNUTLS_SIGN_RSA_MD5 = 3,
 GNUTLS_SIGN_RSA_MD2 = 4,
 GNUTLS_SIGN_RSA_RMD160 = 5,
 GNUTLS_SIGN_RSA_SHA256 = 6,
 GNUTLS_SIGN_RSA_SHA384 = 7,
 GNUTLS_SIGN_RSA_SHA512 = 8,
 GNUTLS_SIGN_RSA_SHA224 = 9,
 GNUTLS_SIGN_DSA_SHA224 = 10,
 GNUTLS_SIGN_DSA_SHA256 = 11,
 GNUTLS_SIGN_ECDSA_SHA1 = 12,
 GNUTLS_SIGN_ECDSA_SHA224 = 13,
 GNUTLS_SIGN_ECDSA_SHA256 = 14,
 GNUTLS_SIGN_ECDSA_SHA384 = 15,
 GNUTLS_SIGN_ECDSA_SHA512 = 16,
 GNUTLS_SIGN_DSA_SHA384 = 17,
 GNUTLS_SIGN_DSA_SHA512 = 18,
 GNUTLS_SIGN_ECDSA_SHA3_224 = 20,
 GNUTLS_SIGN_ECDSA_SHA3_256 = 21,
 GNUTLS_SIGN_ECDSA_SHA3_384 = 22,
 GNUTLS_SIGN_ECDSA_SHA3_512 = 23,
 GNUTLS_SIGN_DSA_SHA3_224 = 24,
 GNUTLS_SIGN_DSA_SHA3_256 = 25,
 GNUTLS_SIGN_DSA_SHA3_384 = 26,
 GNUTLS_SIGN_DSA_SHA3_512 = 27,
 GNUTLS_SIGN_RSA_SHA3_224 = 28,
 GNUTLS_SIGN_RSA_SHA3_256 = 29,
 GNUTLS_SIGN_RSA_SHA3_384 = 30,
 GNUTLS_SIGN_RSA_SHA3_512 = 31,
 GNUTLS_SIGN_RSA_PSS_SHA256 = 32,
 GNUTLS_SIGN_RSA_PSS_SHA384 = 33,
 GNUTLS_SIGN_RSA_PSS_SHA512 = 34,
 GNUTLS_SIGN_EDDSA_ED25519 = 35,
 GNUTLS_SIGN_RSA_RAW = 36,
 GNUTLS_SIGN_ECDSA_SECP256R1_SHA256 = 37,
 GNUTLS_SIGN_ECDSA_SECP384R1_SHA384 = 38,
 GNUTLS_SIGN_ECDSA_SECP521R1_SHA512 = 39,
 GNUTLS_SIGN_RSA_PSS_RSAE_SHA256 = 40,
 GNUTLS_SIGN_RSA_PSS_RSAE_SHA384 = 41,
 GNUTLS_SIGN_RSA_PSS_RSAE_SHA512 = 42,
 GNUTLS_SIGN_GOST_94 = 43,
 GNUTLS_SIGN_GOST_256 = 44,
 GNUTLS_SIGN_GOST_512 = 45,
 GNUTLS_SIGN_EDDSA_ED448 = 46,
 GNUTLS_SIGN_MAX = GNUTLS_SIGN_EDDSA_ED448
} gnutls_sign_algorithm_t;
typedef enum {
 GNUTLS_ECC_CURVE_INVALID = 0,
 GNUTLS_ECC_CURVE_SECP224R1,
 GNUTLS_ECC_CURVE_SECP256R1,
 GNUTLS_ECC_CURVE_SECP384R1,
 GNUTLS_ECC_CURVE_SECP521R1,
 GNUTLS_ECC_CURVE_SECP192R1,
 GNUTLS_ECC_CURVE_X25519,
 GNUTLS_ECC_CURVE_ED25519,
 GNUTLS_ECC_CURVE_GOST256CPA,
 GNUTLS_ECC_CURVE_GOST256CPB,
 GNUTLS_ECC_CURVE_GOST256CPC,
 GNUTLS_ECC_CURVE_GOST256CPXA,
 GNUTLS_ECC_CURVE_GOST256CPXB,
 GNUTLS_ECC_CURVE_GOST512A,
 GNUTLS_ECC_CURVE_GOST512B,
 GNUTLS_ECC_CURVE_GOST512C,
 GNUTLS_ECC_CURVE_GOST256A,
 GNUTLS_ECC_CURVE_GOST256B,
 GNUTLS_ECC_CURVE_GOST256C,
 GNUTLS_ECC_CURVE_GOST256D,
 GNUTLS_ECC_CURVE_X448,
 GNUTLS_ECC_CURVE_ED448,
 GNUTLS_ECC_CURVE_MAX = GNUTLS_ECC_CURVE_ED448
} gnutls_ecc_curve_t;
typedef enum {
 GNUTLS_GROUP_INVALID = 0,
 GNUTLS_GROUP_SECP192R1 = GNUTLS_ECC_CURVE_SECP192R1,
 GNUTLS_GROUP_SECP224R1 = GNUTLS_ECC_CURVE_SECP224R1,
 GNUTLS_GROUP_SECP256R1 = GNUTLS_ECC_CURVE_SECP256R1,
 GNUTLS_GROUP_SECP384R1 = GNUTLS_ECC_CURVE_SECP384R1,
 GNUTLS_GROUP_SECP521R1 = GNUTLS_ECC_CURVE_SECP521R1,
 GNUTLS_GROUP_X25519 = GNUTLS_ECC_CURVE_X25519,
 GNUTLS_GROUP_X448 = GNUTLS_ECC_CURVE_X448,
 GNUTLS_GROUP_GC256A = GNUTLS_ECC_CURVE_GOST256A,
 GNUTLS_GROUP_GC256B = GNUTLS_ECC_CURVE_GOST256B,
 GNUTLS_GROUP_GC256C = GNUTLS_ECC_CURVE_GOST256C,
 GNUTLS_GROUP_GC256D = GNUTLS_ECC_CURVE_GOST256D,
 GNUTLS_GROUP_GC512A = GNUTLS_ECC_CURVE_GOST512A,
 GNUTLS_GROUP_GC512B = GNUTLS_ECC_CURVE_GOST512B,
 GNUTLS_GROUP_GC512C = GNUTLS_ECC_CURVE_GOST512C,
 GNUTLS_GROUP_FFDHE2048 = 256,
 GNUTLS_GROUP_FFDHE3072,
 GNUTLS_GROUP_FFDHE4096,
 GNUTLS_GROUP_FFDHE8192,
 GNUTLS_GROUP_FFDHE6144,
 GNUTLS_GROUP_MAX = GNUTLS_GROUP_FFDHE6144,
} gnutls_group_t;
typedef enum {
 GNUTLS_SEC_PARAM_UNKNOWN = 0,
 GNUTLS_SEC_PARAM_INSECURE = 5,
 GNUTLS_SEC_PARAM_EXPORT = 10,
 GNUTLS_SEC_PARAM_VERY_WEAK = 15,
 GNUTLS_SEC_PARAM_WEAK = 20,
 GNUTLS_SEC_PARAM_LOW = 25,
 GNUTLS_SEC_PARAM_LEGACY = 30,
 GNUTLS_SEC_PARAM_MEDIUM = 35,
 GNUTLS_SEC_PARAM_HIGH = 40,
 GNUTLS_SEC_PARAM_ULTRA = 45,
 GNUTLS_SEC_PARAM_FUTURE = 50,
 GNUTLS_SEC_PARAM_MAX = GNUTLS_SEC_PARAM_FUTURE
} gnutls_sec_param_t;
typedef enum {
 GNUTLS_CB_TLS_UNIQUE,
 GNUTLS_CB_TLS_SERVER_END_POINT,
 GNUTLS_CB_TLS_EXPORTER
} gnutls_channel_binding_t;
typedef enum {
 GNUTLS_GOST_PARAMSET_UNKNOWN = 0,
 GNUTLS_GOST_PARAMSET_TC26_Z,
 GNUTLS_GOST_PARAMSET_CP_A,
 GNUTLS_GOST_PARAMSET_CP_B,
 GNUTLS_GOST_PARAMSET_CP_C,
 GNUTLS_GOST_PARAMSET_CP_D
} gnutls_gost_paramset_t;
typedef enum {
 GNUTLS_CTYPE_CLIENT,
 GNUTLS_CTYPE_SERVER,
 GNUTLS_CTYPE_OURS,
 GNUTLS_CTYPE_PEERS
} gnutls_ctype_target_t;
typedef void *gnutls_transport_ptr_t;
struct gnutls_session_int;
typedef struct gnutls_session_int *gnutls_session_t;
struct gnutls_dh_params_int;
typedef struct gnutls_dh_params_int *gnutls_dh_params_t;
struct gnutls_x509_privkey_int;
typedef struct gnutls_x509_privkey_int *gnutls_rsa_params_t;
struct gnutls_priority_st;
typedef struct gnutls_priority_st *gnutls_priority_t;
typedef struct {
 unsigned char *data;
 unsigned int size;
} gnutls_datum_t;
typedef struct gnutls_library_config_st {
 const char *name;
 const char *value;
} gnutls_library_config_st;
typedef struct gnutls_params_st {
 gnutls_params_type_t type;
 union params {
  gnutls_dh_params_t dh;
  gnutls_rsa_params_t rsa_export;
 } params;
 int deinit;
} gnutls_params_st;
typedef int gnutls_params_function(gnutls_session_t, gnutls_params_type_t,
       gnutls_params_st *);
int gnutls_init(gnutls_session_t * session, unsigned int flags);
void gnutls_deinit(gnutls_session_t session);
int gnutls_bye(gnutls_session_t session, gnutls_close_request_t how);
int gnutls_handshake(gnutls_session_t session);
int gnutls_reauth(gnutls_session_t session, unsigned int flags);
void gnutls_handshake_set_timeout(gnutls_session_t session,
      unsigned int ms);
int gnutls_rehandshake(gnutls_session_t session);
int gnutls_session_key_update(gnutls_session_t session, unsigned flags);
gnutls_alert_description_t gnutls_alert_get(gnutls_session_t session);
int gnutls_alert_send(gnutls_session_t session,
        gnutls_alert_level_t level,
        gnutls_alert_description_t desc);
int gnutls_alert_send_appropriate(gnutls_session_t session, int err);
const char *gnutls_alert_get_name(gnutls_alert_description_t alert);
const char *gnutls_alert_get_strname(gnutls_alert_description_t alert);
gnutls_sec_param_t gnutls_pk_bits_to_sec_param(gnutls_pk_algorithm_t algo,
            unsigned int bits);
const char *gnutls_sec_param_get_name(gnutls_sec_param_t param);
unsigned int gnutls_sec_param_to_pk_bits(gnutls_pk_algorithm_t algo,
      gnutls_sec_param_t param);
unsigned int
 gnutls_sec_param_to_symmetric_bits(gnutls_sec_param_t param) __attribute__((const));
const char *
 gnutls_ecc_curve_get_name(gnutls_ecc_curve_t curve) __attribute__((const));
const char *
 gnutls_ecc_curve_get_oid(gnutls_ecc_curve_t curve) __attribute__((const));
const char *
 gnutls_group_get_name(gnutls_group_t group) __attribute__((const));
int
 gnutls_ecc_curve_get_size(gnutls_ecc_curve_t curve) __attribute__((const));
gnutls_ecc_curve_t gnutls_ecc_curve_get(gnutls_session_t session);
gnutls_group_t gnutls_group_get(gnutls_session_t session);
gnutls_cipher_algorithm_t gnutls_cipher_get(gnutls_session_t session);
gnutls_cipher_algorithm_t gnutls_early_cipher_get(gnutls_session_t session);
gnutls_kx_algorithm_t gnutls_kx_get(gnutls_session_t session);
gnutls_mac_algorithm_t gnutls_mac_get(gnutls_session_t session);
gnutls_digest_algorithm_t gnutls_prf_hash_get(const gnutls_session_t session);
gnutls_digest_algorithm_t
gnutls_early_prf_hash_get(const gnutls_session_t session);
gnutls_certificate_type_t
gnutls_certificate_type_get(gnutls_session_t session);
gnutls_certificate_type_t
gnutls_certificate_type_get2(gnutls_session_t session,
        gnutls_ctype_target_t target);
int gnutls_sign_algorithm_get(gnutls_session_t session);
int gnutls_sign_algorithm_get_client(gnutls_session_t session);
int gnutls_sign_algorithm_get_requested(gnutls_session_t session,
     size_t indx,
     gnutls_sign_algorithm_t * algo);
const char *
 gnutls_cipher_get_name(gnutls_cipher_algorithm_t algorithm) __attribute__((const));
const char *
 gnutls_mac_get_name(gnutls_mac_algorithm_t algorithm) __attribute__((const));
const char *
 gnutls_digest_get_name(gnutls_digest_algorithm_t algorithm) __attribute__((const));
const char *
 gnutls_digest_get_oid(gnutls_digest_algorithm_t algorithm) __attribute__((const));
const char *
 gnutls_kx_get_name(gnutls_kx_algorithm_t algorithm) __attribute__((const));
const char *
 gnutls_certificate_type_get_name(gnutls_certificate_type_t
          type) __attribute__((const));
const char *
 gnutls_pk_get_name(gnutls_pk_algorithm_t algorithm) __attribute__((const));
const char *
 gnutls_pk_get_oid(gnutls_pk_algorithm_t algorithm) __attribute__((const));
const char *
 gnutls_sign_get_name(gnutls_sign_algorithm_t algorithm) __attribute__((const));
const char *gnutls_sign_get_oid(gnutls_sign_algorithm_t sign) __attribute__((const));
const char *
 gnutls_gost_paramset_get_name(gnutls_gost_paramset_t param) __attribute__((const));
const char *
 gnutls_gost_paramset_get_oid(gnutls_gost_paramset_t param) __attribute__((const));
size_t
 gnutls_cipher_get_key_size(gnutls_cipher_algorithm_t algorithm) __attribute__((const));
size_t
 gnutls_mac_get_key_size(gnutls_mac_algorithm_t algorithm) __attribute__((const));
unsigned gnutls_sign_is_secure(gnutls_sign_algorithm_t algorithm) __attribute__((const));
unsigned gnutls_sign_is_secure2(gnutls_sign_algorithm_t algorithm, unsigned int flags) __attribute__((const));
gnutls_digest_algorithm_t
 gnutls_sign_get_hash_algorithm(gnutls_sign_algorithm_t sign) __attribute__((const));
gnutls_pk_algorithm_t
 gnutls_sign_get_pk_algorithm(gnutls_sign_algorithm_t sign) __attribute__((const));
gnutls_sign_algorithm_t
 gnutls_pk_to_sign(gnutls_pk_algorithm_t pk,
    gnutls_digest_algorithm_t hash) __attribute__((const));
unsigned
gnutls_sign_supports_pk_algorithm(gnutls_sign_algorithm_t sign, gnutls_pk_algorithm_t pk) __attribute__((const));
gnutls_mac_algorithm_t gnutls_mac_get_id(const char *name) __attribute__((const));
gnutls_digest_algorithm_t gnutls_digest_get_id(const char *name) __attribute__((const));
gnutls_cipher_algorithm_t
 gnutls_cipher_get_id(const char *name) __attribute__((const));
gnutls_kx_algorithm_t
 gnutls_kx_get_id(const char *name) __attribute__((const));
gnutls_protocol_t
 gnutls_protocol_get_id(const char *name) __attribute__((const));
gnutls_certificate_type_t
 gnutls_certificate_type_get_id(const char *name) __attribute__((const));
gnutls_pk_algorithm_t
 gnutls_pk_get_id(const char *name) __attribute__((const));
gnutls_sign_algorithm_t
 gnutls_sign_get_id(const char *name) __attribute__((const));
gnutls_ecc_curve_t gnutls_ecc_curve_get_id(const char *name) __attribute__((const));
gnutls_pk_algorithm_t gnutls_ecc_curve_get_pk(gnutls_ecc_curve_t curve) __attribute__((const));
gnutls_group_t gnutls_group_get_id(const char *name);
gnutls_digest_algorithm_t
 gnutls_oid_to_digest(const char *oid) __attribute__((const));
gnutls_mac_algorithm_t
 gnutls_oid_to_mac(const char *oid) __attribute__((const));
gnutls_pk_algorithm_t
 gnutls_oid_to_pk(const char *oid) __attribute__((const));
gnutls_sign_algorithm_t
 gnutls_oid_to_sign(const char *oid) __attribute__((const));
gnutls_ecc_curve_t
 gnutls_oid_to_ecc_curve(const char *oid) __attribute__((const));
gnutls_gost_paramset_t
 gnutls_oid_to_gost_paramset(const char *oid) __attribute__((const));
const gnutls_ecc_curve_t *
 gnutls_ecc_curve_list(void) __attribute__((pure));
const gnutls_group_t *
 gnutls_group_list(void) __attribute__((pure));
const gnutls_cipher_algorithm_t *
 gnutls_cipher_list(void) __attribute__((pure));
const gnutls_mac_algorithm_t *
 gnutls_mac_list(void) __attribute__((pure));
const gnutls_digest_algorithm_t *
 gnutls_digest_list(void) __attribute__((pure));
const gnutls_protocol_t *
 gnutls_protocol_list(void) __attribute__((pure));
const gnutls_certificate_type_t *
 gnutls_certificate_type_list(void) __attribute__((pure));
const gnutls_kx_algorithm_t *
 gnutls_kx_list(void) __attribute__((pure));
const gnutls_pk_algorithm_t *
 gnutls_pk_list(void) __attribute__((pure));
const gnutls_sign_algorithm_t *
 gnutls_sign_list(void) __attribute__((pure));
const char *
 gnutls_cipher_suite_info(size_t idx,
            unsigned char *cs_id,
     gnutls_kx_algorithm_t * kx,
     gnutls_cipher_algorithm_t * cipher,
     gnutls_mac_algorithm_t * mac,
     gnutls_protocol_t * min_version);
int gnutls_ecc_curve_set_enabled(gnutls_ecc_curve_t curve,
     unsigned int enabled);
int gnutls_sign_set_secure(gnutls_sign_algorithm_t sign, unsigned int secure);
int gnutls_sign_set_secure_for_certs(gnutls_sign_algorithm_t sign,
         unsigned int secure);
int gnutls_digest_set_secure(gnutls_digest_algorithm_t dig,
        unsigned int secure);
int gnutls_protocol_set_enabled(gnutls_protocol_t version,
    unsigned int enabled);
int gnutls_error_is_fatal(int error) __attribute__((const));
int gnutls_error_to_alert(int err, int *level);
void gnutls_perror(int error);
const char * gnutls_strerror(int error) __attribute__((const));
const char * gnutls_strerror_name(int error) __attribute__((const));
void gnutls_handshake_set_private_extensions(gnutls_session_t session,
          int allow);
int gnutls_handshake_set_random(gnutls_session_t session,
    const gnutls_datum_t * random);
gnutls_handshake_description_t
gnutls_handshake_get_last_out(gnutls_session_t session);
gnutls_handshake_description_t
gnutls_handshake_get_last_in(gnutls_session_t session);
int gnutls_heartbeat_ping(gnutls_session_t session, size_t data_size,
     unsigned int max_tries, unsigned int flags);
int gnutls_heartbeat_pong(gnutls_session_t session, unsigned int flags);
void gnutls_record_set_timeout(gnutls_session_t session, unsigned int ms);
void gnutls_record_disable_padding(gnutls_session_t session);
void gnutls_record_cork(gnutls_session_t session);
int gnutls_record_uncork(gnutls_session_t session, unsigned int flags);
size_t gnutls_record_discard_queued(gnutls_session_t session);
int
gnutls_record_get_state(gnutls_session_t session,
   unsigned read,
   gnutls_datum_t *mac_key,
   gnutls_datum_t *IV,
   gnutls_datum_t *cipher_key,
   unsigned char seq_number[8]);
int
gnutls_record_set_state(gnutls_session_t session,
   unsigned read,
   const unsigned char seq_number[8]);
typedef struct {
 size_t low;
 size_t high;
} gnutls_range_st;
int gnutls_range_split(gnutls_session_t session,
         const gnutls_range_st * orig,
         gnutls_range_st * small_range,
         gnutls_range_st * rem_range);
ssize_t gnutls_record_send(gnutls_session_t session, const void *data,
      size_t data_size);
ssize_t gnutls_record_send2(gnutls_session_t session, const void *data,
       size_t data_size, size_t pad, unsigned flags);
ssize_t gnutls_record_send_range(gnutls_session_t session,
     const void *data, size_t data_size,
     const gnutls_range_st * range);
ssize_t gnutls_record_send_file(gnutls_session_t session, int fd,
  off_t *offset, size_t count);
ssize_t gnutls_record_recv(gnutls_session_t session, void *data,
      size_t data_size);
typedef struct mbuffer_st *gnutls_packet_t;
ssize_t
gnutls_record_recv_packet(gnutls_session_t session,
     gnutls_packet_t *packet);
void gnutls_packet_get(gnutls_packet_t packet, gnutls_datum_t *data, unsigned char *sequence);
void gnutls_packet_deinit(gnutls_packet_t packet);
ssize_t gnutls_record_recv_seq(gnutls_session_t session, void *data,
          size_t data_size, unsigned char *seq);
size_t gnutls_record_overhead_size(gnutls_session_t session);
size_t
 gnutls_est_record_overhead_size(gnutls_protocol_t version,
            gnutls_cipher_algorithm_t cipher,
            gnutls_mac_algorithm_t mac,
            gnutls_compression_method_t comp,
            unsigned int flags) __attribute__((const));
void gnutls_session_enable_compatibility_mode(gnutls_session_t session);
unsigned gnutls_record_can_use_length_hiding(gnutls_session_t session);
int gnutls_record_get_direction(gnutls_session_t session);
size_t gnutls_record_get_max_size(gnutls_session_t session);
ssize_t gnutls_record_set_max_size(gnutls_session_t session, size_t size);
ssize_t gnutls_record_set_max_recv_size(gnutls_session_t session, size_t size);
size_t gnutls_record_check_pending(gnutls_session_t session);
size_t gnutls_record_check_corked(gnutls_session_t session);
size_t gnutls_record_get_max_early_data_size(gnutls_session_t session);
int gnutls_record_set_max_early_data_size(gnutls_session_t session, size_t size);
ssize_t gnutls_record_send_early_data(gnutls_session_t session,
          const void *data,
          size_t length);
ssize_t gnutls_record_recv_early_data(gnutls_session_t session,
          void *data,
          size_t data_size);
void gnutls_session_force_valid(gnutls_session_t session);
int gnutls_prf(gnutls_session_t session,
        size_t label_size, const char *label,
        int server_random_first,
        size_t extra_size, const char *extra,
        size_t outsize, char *out);
int gnutls_prf_rfc5705(gnutls_session_t session,
        size_t label_size, const char *label,
        size_t context_size, const char *context,
        size_t outsize, char *out);
int gnutls_prf_early(gnutls_session_t session,
       size_t label_size, const char *label,
       size_t context_size, const char *context,
       size_t outsize, char *out);
int gnutls_prf_raw(gnutls_session_t session,
     size_t label_size, const char *label,
     size_t seed_size, const char *seed,
     size_t outsize, char *out);
typedef enum {
 GNUTLS_NAME_DNS = 1
} gnutls_server_name_type_t;
int gnutls_server_name_set(gnutls_session_t session,
      gnutls_server_name_type_t type,
      const void *name, size_t name_length);
int gnutls_server_name_get(gnutls_session_t session,
      void *data, size_t * data_length,
      unsigned int *type, unsigned int indx);
unsigned int gnutls_heartbeat_get_timeout(gnutls_session_t session);
void gnutls_heartbeat_set_timeouts(gnutls_session_t session,
       unsigned int retrans_timeout,
       unsigned int total_timeout);
void gnutls_heartbeat_enable(gnutls_session_t session, unsigned int type);
unsigned gnutls_heartbeat_allowed(gnutls_session_t session, unsigned int type);
unsigned gnutls_safe_renegotiation_status(gnutls_session_t session);
unsigned gnutls_session_ext_master_secret_status(gnutls_session_t session);
unsigned gnutls_session_etm_status(gnutls_session_t session);
typedef enum {
 GNUTLS_SFLAGS_SAFE_RENEGOTIATION = 1,
 GNUTLS_SFLAGS_EXT_MASTER_SECRET = 1<<1,
 GNUTLS_SFLAGS_ETM = 1<<2,
 GNUTLS_SFLAGS_HB_LOCAL_SEND = 1<<3,
 GNUTLS_SFLAGS_HB_PEER_SEND = 1<<4,
 GNUTLS_SFLAGS_FALSE_START = 1<<5,
 GNUTLS_SFLAGS_RFC7919 = 1<<6,
 GNUTLS_SFLAGS_SESSION_TICKET = 1<<7,
 GNUTLS_SFLAGS_POST_HANDSHAKE_AUTH = 1<<8,
 GNUTLS_SFLAGS_EARLY_START = 1<<9,
 GNUTLS_SFLAGS_EARLY_DATA = 1<<10,
 GNUTLS_SFLAGS_CLI_REQUESTED_OCSP = 1<<11,
 GNUTLS_SFLAGS_SERV_REQUESTED_OCSP = 1<<12
} gnutls_session_flags_t;
unsigned gnutls_session_get_flags(gnutls_session_t session);
typedef enum {
 GNUTLS_SUPPLEMENTAL_UNKNOWN = 0,
} gnutls_supplemental_data_format_type_t;
const char
*gnutls_supplemental_get_name(gnutls_supplemental_data_format_type_t type);
int gnutls_session_ticket_key_generate(gnutls_datum_t * key);
int gnutls_session_ticket_enable_client(gnutls_session_t session);
int gnutls_session_ticket_enable_server(gnutls_session_t session,
     const gnutls_datum_t * key);
int gnutls_session_ticket_send(gnutls_session_t session, unsigned nr, unsigned flags);
typedef enum {
 GNUTLS_SRTP_AES128_CM_HMAC_SHA1_80 = 0x0001,
 GNUTLS_SRTP_AES128_CM_HMAC_SHA1_32 = 0x0002,
 GNUTLS_SRTP_NULL_HMAC_SHA1_80 = 0x0005,
 GNUTLS_SRTP_NULL_HMAC_SHA1_32 = 0x0006
} gnutls_srtp_profile_t;
int gnutls_srtp_set_profile(gnutls_session_t session,
       gnutls_srtp_profile_t profile);
int gnutls_srtp_set_profile_direct(gnutls_session_t session,
       const char *profiles,
       const char **err_pos);
int gnutls_srtp_get_selected_profile(gnutls_session_t session,
         gnutls_srtp_profile_t * profile);
const char *gnutls_srtp_get_profile_name(gnutls_srtp_profile_t profile);
int gnutls_srtp_get_profile_id(const char *name,
          gnutls_srtp_profile_t * profile);
int gnutls_srtp_get_keys(gnutls_session_t session,
    void *key_material,
    unsigned int key_material_size,
    gnutls_datum_t * client_key,
    gnutls_datum_t * client_salt,
    gnutls_datum_t * server_key,
    gnutls_datum_t * server_salt);
int gnutls_srtp_set_mki(gnutls_session_t session,
   const gnutls_datum_t * mki);
int gnutls_srtp_get_mki(gnutls_session_t session, gnutls_datum_t * mki);
gnutls_compression_method_t
gnutls_compress_certificate_get_selected_method(gnutls_session_t session);
int gnutls_compress_certificate_set_methods(gnutls_session_t session,
         const gnutls_compression_method_t * methods,
         size_t methods_len);
typedef enum {
 GNUTLS_ALPN_MANDATORY = 1,
 GNUTLS_ALPN_SERVER_PRECEDENCE = (1<<1)
} gnutls_alpn_flags_t;
int gnutls_alpn_get_selected_protocol(gnutls_session_t session,
          gnutls_datum_t * protocol);
int gnutls_alpn_set_protocols(gnutls_session_t session,
         const gnutls_datum_t * protocols,
         unsigned protocols_size, unsigned flags);
int gnutls_key_generate(gnutls_datum_t * key, unsigned int key_size);
int gnutls_priority_init(gnutls_priority_t * priority_cache,
    const char *priorities, const char **err_pos);
int gnutls_priority_init2(gnutls_priority_t * priority_cache,
     const char *priorities, const char **err_pos,
     unsigned flags);
void gnutls_priority_deinit(gnutls_priority_t priority_cache);
int gnutls_priority_get_cipher_suite_index(gnutls_priority_t pcache,
        unsigned int idx,
        unsigned int *sidx);
const char *
gnutls_priority_string_list(unsigned iter, unsigned int flags);
int gnutls_priority_set(gnutls_session_t session,
   gnutls_priority_t priority);
int gnutls_priority_set_direct(gnutls_session_t session,
          const char *priorities,
          const char **err_pos);
int gnutls_priority_certificate_type_list(gnutls_priority_t pcache,
       const unsigned int **list);
int gnutls_priority_certificate_type_list2(gnutls_priority_t pcache,
       const unsigned int **list,
       gnutls_ctype_target_t target);
int gnutls_priority_sign_list(gnutls_priority_t pcache,
         const unsigned int **list);
int gnutls_priority_protocol_list(gnutls_priority_t pcache,
      const unsigned int **list);
int gnutls_priority_ecc_curve_list(gnutls_priority_t pcache,
       const unsigned int **list);
int
gnutls_priority_group_list(gnutls_priority_t pcache,
      const unsigned int **list);
int gnutls_priority_kx_list(gnutls_priority_t pcache,
       const unsigned int **list);
int gnutls_priority_cipher_list(gnutls_priority_t pcache,
    const unsigned int **list);
int gnutls_priority_mac_list(gnutls_priority_t pcache,
        const unsigned int **list);
const char *gnutls_get_system_config_file(void);
int gnutls_set_default_priority(gnutls_session_t session);
int gnutls_set_default_priority_append(gnutls_session_t session,
           const char *add_prio,
           const char **err_pos,
           unsigned flags);
const char *
 gnutls_cipher_suite_get_name(gnutls_kx_algorithm_t kx_algorithm,
         gnutls_cipher_algorithm_t cipher_algorithm,
         gnutls_mac_algorithm_t mac_algorithm) __attribute__((const));
const char *
gnutls_ciphersuite_get(gnutls_session_t session) __attribute__((const));
gnutls_protocol_t gnutls_protocol_get_version(gnutls_session_t session);
const char *
 gnutls_protocol_get_name(gnutls_protocol_t version) __attribute__((const));
int gnutls_session_set_data(gnutls_session_t session,
       const void *session_data,
       size_t session_data_size);
int gnutls_session_get_data(gnutls_session_t session, void *session_data,
       size_t * session_data_size);
int gnutls_session_get_data2(gnutls_session_t session,
        gnutls_datum_t * data);
void gnutls_session_get_random(gnutls_session_t session,
          gnutls_datum_t * client,
          gnutls_datum_t * server);
void gnutls_session_get_master_secret(gnutls_session_t session,
                 gnutls_datum_t * secret);
char *gnutls_session_get_desc(gnutls_session_t session);
typedef int gnutls_certificate_verify_function(gnutls_session_t);
void gnutls_session_set_verify_function(gnutls_session_t session, gnutls_certificate_verify_function * func);
typedef enum {
 GNUTLS_DT_UNKNOWN = 0,
 GNUTLS_DT_DNS_HOSTNAME = 1,
 GNUTLS_DT_KEY_PURPOSE_OID = 2,
 GNUTLS_DT_RFC822NAME = 3,
 GNUTLS_DT_IP_ADDRESS = 4
} gnutls_vdata_types_t;
typedef struct {
 gnutls_vdata_types_t type;
 unsigned char *data;
 unsigned int size;
} gnutls_typed_vdata_st;
void gnutls_session_set_verify_cert(gnutls_session_t session,
          const char *hostname, unsigned flags);
void
gnutls_session_set_verify_cert2(gnutls_session_t session,
    gnutls_typed_vdata_st * data,
    unsigned elements, unsigned flags);
unsigned int gnutls_session_get_verify_cert_status(gnutls_session_t);
int gnutls_session_set_premaster(gnutls_session_t session,
     unsigned int entity,
     gnutls_protocol_t version,
     gnutls_kx_algorithm_t kx,
     gnutls_cipher_algorithm_t cipher,
     gnutls_mac_algorithm_t mac,
     gnutls_compression_method_t comp,
     const gnutls_datum_t * master,
     const gnutls_datum_t * session_id);
int gnutls_session_get_id(gnutls_session_t session, void *session_id,
     size_t * session_id_size);
int gnutls_session_get_id2(gnutls_session_t session,
      gnutls_datum_t * session_id);
int gnutls_session_set_id(gnutls_session_t session,
     const gnutls_datum_t * sid);
int gnutls_session_channel_binding(gnutls_session_t session,
       gnutls_channel_binding_t cbtype,
       gnutls_datum_t * cb);
int gnutls_session_is_resumed(gnutls_session_t session);
int gnutls_session_resumption_requested(gnutls_session_t session);
typedef int (*gnutls_db_store_func) (void *, gnutls_datum_t key,
         gnutls_datum_t data);
typedef int (*gnutls_db_remove_func) (void *, gnutls_datum_t key);
typedef gnutls_datum_t(*gnutls_db_retr_func) (void *, gnutls_datum_t key);
void gnutls_db_set_cache_expiration(gnutls_session_t session, int seconds);
unsigned gnutls_db_get_default_cache_expiration(void);
void gnutls_db_remove_session(gnutls_session_t session);
void gnutls_db_set_retrieve_function(gnutls_session_t session,
         gnutls_db_retr_func retr_func);
void gnutls_db_set_remove_function(gnutls_session_t session,
       gnutls_db_remove_func rem_func);
void gnutls_db_set_store_function(gnutls_session_t session,
      gnutls_db_store_func store_func);
void gnutls_db_set_ptr(gnutls_session_t session, void *ptr);
void *gnutls_db_get_ptr(gnutls_session_t session);
int gnutls_db_check_entry(gnutls_session_t session,
     gnutls_datum_t session_entry);
time_t gnutls_db_check_entry_time(gnutls_datum_t * entry);
time_t gnutls_db_check_entry_expire_time(gnutls_datum_t * entry);
typedef int (*gnutls_handshake_hook_func) (gnutls_session_t,
        unsigned int htype,
        unsigned when,
        unsigned int incoming,
        const gnutls_datum_t *msg);
void gnutls_handshake_set_hook_function(gnutls_session_t session,
     unsigned int htype, int when,
     gnutls_handshake_hook_func func);
typedef int (*gnutls_handshake_simple_hook_func) (gnutls_session_t);
void
gnutls_handshake_set_post_client_hello_function(gnutls_session_t session,
      gnutls_handshake_simple_hook_func func);
void gnutls_handshake_set_max_packet_length(gnutls_session_t session,
         size_t max);
const char * gnutls_check_version(const char *req_version) __attribute__((const));
void gnutls_credentials_clear(gnutls_session_t session);
int gnutls_credentials_set(gnutls_session_t session,
      gnutls_credentials_type_t type, void *cred);
int gnutls_credentials_get(gnutls_session_t session,
      gnutls_credentials_type_t type, void **cred);
struct gnutls_pubkey_st;
typedef struct gnutls_pubkey_st *gnutls_pubkey_t;
struct gnutls_privkey_st;
typedef struct gnutls_privkey_st *gnutls_privkey_t;
struct gnutls_x509_privkey_int;
typedef struct gnutls_x509_privkey_int *gnutls_x509_privkey_t;
struct gnutls_x509_crl_int;
typedef struct gnutls_x509_crl_int *gnutls_x509_crl_t;
struct gnutls_x509_crt_int;
typedef struct gnutls_x509_crt_int *gnutls_x509_crt_t;
struct gnutls_x509_crq_int;
typedef struct gnutls_x509_crq_int *gnutls_x509_crq_t;
struct gnutls_openpgp_keyring_int;
typedef struct gnutls_openpgp_keyring_int *gnutls_openpgp_keyring_t;
struct gnutls_certificate_credentials_st;
typedef struct gnutls_certificate_credentials_st
*gnutls_certificate_credentials_t;
typedef gnutls_certificate_credentials_t
    gnutls_certificate_server_credentials;
typedef gnutls_certificate_credentials_t
    gnutls_certificate_client_credentials;
typedef struct gnutls_anon_server_credentials_st
*gnutls_anon_server_credentials_t;
typedef struct gnutls_anon_client_credentials_st
*gnutls_anon_client_credentials_t;
void gnutls_anon_free_server_credentials(gnutls_anon_server_credentials_t
      sc);
int
gnutls_anon_allocate_server_credentials(gnutls_anon_server_credentials_t
     * sc);
void gnutls_anon_set_server_dh_params(gnutls_anon_server_credentials_t res,
          gnutls_dh_params_t dh_params);
int
gnutls_anon_set_server_known_dh_params(gnutls_anon_server_credentials_t res,
     gnutls_sec_param_t sec_param);
void
gnutls_anon_set_server_params_function(gnutls_anon_server_credentials_t
           res, gnutls_params_function * func);
void
gnutls_anon_free_client_credentials(gnutls_anon_client_credentials_t sc);
int
gnutls_anon_allocate_client_credentials(gnutls_anon_client_credentials_t
     * sc);
void
gnutls_certificate_free_credentials(gnutls_certificate_credentials_t sc);
int
gnutls_certificate_allocate_credentials(gnutls_certificate_credentials_t
     * res);
int
gnutls_certificate_get_issuer(gnutls_certificate_credentials_t sc,
         gnutls_x509_crt_t cert,
         gnutls_x509_crt_t * issuer,
         unsigned int flags);
int gnutls_certificate_get_crt_raw(gnutls_certificate_credentials_t sc,
       unsigned idx1, unsigned idx2,
       gnutls_datum_t * cert);
void gnutls_certificate_free_keys(gnutls_certificate_credentials_t sc);
void gnutls_certificate_free_cas(gnutls_certificate_credentials_t sc);
void gnutls_certificate_free_ca_names(gnutls_certificate_credentials_t sc);
void gnutls_certificate_free_crls(gnutls_certificate_credentials_t sc);
void gnutls_certificate_set_dh_params(gnutls_certificate_credentials_t res,
          gnutls_dh_params_t dh_params);
int gnutls_certificate_set_known_dh_params(gnutls_certificate_credentials_t res,
        gnutls_sec_param_t sec_param);
void gnutls_certificate_set_verify_flags(gnutls_certificate_credentials_t
      res, unsigned int flags);
unsigned int
gnutls_certificate_get_verify_flags(gnutls_certificate_credentials_t res);
typedef enum gnutls_certificate_flags {
 GNUTLS_CERTIFICATE_SKIP_KEY_CERT_MATCH = 1,
 GNUTLS_CERTIFICATE_API_V2 = (1<<1),
 GNUTLS_CERTIFICATE_SKIP_OCSP_RESPONSE_CHECK = (1<<2),
 GNUTLS_CERTIFICATE_VERIFY_CRLS = (1<<3)
} gnutls_certificate_flags;
void gnutls_certificate_set_flags(gnutls_certificate_credentials_t,
      unsigned flags);
void gnutls_certificate_set_verify_limits(gnutls_certificate_credentials_t
       res, unsigned int max_bits,
       unsigned int max_depth);
int
gnutls_certificate_set_x509_system_trust(gnutls_certificate_credentials_t
      cred);
int
gnutls_certificate_set_x509_trust_file(gnutls_certificate_credentials_t
           cred, const char *cafile,
           gnutls_x509_crt_fmt_t type);
int
gnutls_certificate_set_x509_trust_dir(gnutls_certificate_credentials_t cred,
          const char *ca_dir,
          gnutls_x509_crt_fmt_t type);
int gnutls_certificate_set_x509_trust_mem(gnutls_certificate_credentials_t
       res, const gnutls_datum_t * ca,
       gnutls_x509_crt_fmt_t type);
int
gnutls_certificate_set_x509_crl_file(gnutls_certificate_credentials_t
         res, const char *crlfile,
         gnutls_x509_crt_fmt_t type);
int gnutls_certificate_set_x509_crl_mem(gnutls_certificate_credentials_t
     res, const gnutls_datum_t * CRL,
     gnutls_x509_crt_fmt_t type);
int
gnutls_certificate_set_x509_key_file(gnutls_certificate_credentials_t
         res, const char *certfile,
         const char *keyfile,
         gnutls_x509_crt_fmt_t type);
int
gnutls_certificate_set_x509_key_file2(gnutls_certificate_credentials_t
          res, const char *certfile,
          const char *keyfile,
          gnutls_x509_crt_fmt_t type,
          const char *pass,
          unsigned int flags);
int gnutls_certificate_set_x509_key_mem(gnutls_certificate_credentials_t
     res, const gnutls_datum_t * cert,
     const gnutls_datum_t * key,
     gnutls_x509_crt_fmt_t type);
int gnutls_certificate_set_x509_key_mem2(gnutls_certificate_credentials_t
      res, const gnutls_datum_t * cert,
      const gnutls_datum_t * key,
      gnutls_x509_crt_fmt_t type,
      const char *pass,
      unsigned int flags);
void gnutls_certificate_send_x509_rdn_sequence(gnutls_session_t session,
            int status);
int
gnutls_certificate_set_x509_simple_pkcs12_file
(gnutls_certificate_credentials_t res, const char *pkcs12file,
 gnutls_x509_crt_fmt_t type, const char *password);
int
gnutls_certificate_set_x509_simple_pkcs12_mem
(gnutls_certificate_credentials_t res, const gnutls_datum_t * p12blob,
 gnutls_x509_crt_fmt_t type, const char *password);
int gnutls_certificate_set_x509_key(gnutls_certificate_credentials_t res,
        gnutls_x509_crt_t * cert_list,
        int cert_list_size,
        gnutls_x509_privkey_t key);
int gnutls_certificate_set_x509_trust(gnutls_certificate_credentials_t res,
          gnutls_x509_crt_t * ca_list,
          int ca_list_size);
int gnutls_certificate_set_x509_crl(gnutls_certificate_credentials_t res,
        gnutls_x509_crl_t * crl_list,
        int crl_list_size);
int gnutls_certificate_get_x509_key(gnutls_certificate_credentials_t res,
                                    unsigned index,
                                    gnutls_x509_privkey_t *key);
int gnutls_certificate_get_x509_crt(gnutls_certificate_credentials_t res,
                                    unsigned index,
                                    gnutls_x509_crt_t **crt_list,
                                    unsigned *crt_list_size);
typedef int (*gnutls_status_request_ocsp_func)
 (gnutls_session_t session, void *ptr, gnutls_datum_t *ocsp_response);
void
gnutls_certificate_set_ocsp_status_request_function
(gnutls_certificate_credentials_t res,
gnutls_status_request_ocsp_func ocsp_func, void *ptr);
int
gnutls_certificate_set_ocsp_status_request_function2
(gnutls_certificate_credentials_t res, unsigned idx,
gnutls_status_request_ocsp_func ocsp_func, void *ptr);
int
gnutls_certificate_set_ocsp_status_request_file
(gnutls_certificate_credentials_t res, const char *response_file,
 unsigned idx);
int
gnutls_certificate_set_ocsp_status_request_file2
(gnutls_certificate_credentials_t res, const char *response_file,
 unsigned idx, gnutls_x509_crt_fmt_t fmt);
int
gnutls_certificate_set_ocsp_status_request_mem
(gnutls_certificate_credentials_t res, const gnutls_datum_t *resp,
 unsigned idx, gnutls_x509_crt_fmt_t fmt);
typedef struct gnutls_ocsp_data_st {
 unsigned int version;
 gnutls_datum_t response;
 time_t exptime;
 unsigned char padding[32];
} gnutls_ocsp_data_st;
time_t
gnutls_certificate_get_ocsp_expiration(gnutls_certificate_credentials_t sc,
           unsigned idx,
           int oidx,
           unsigned flags);
int gnutls_ocsp_status_request_enable_client(gnutls_session_t session,
          gnutls_datum_t * responder_id,
          size_t responder_id_size,
          gnutls_datum_t *
          request_extensions);
int gnutls_ocsp_status_request_get(gnutls_session_t session,
       gnutls_datum_t * response);
unsigned gnutls_ocsp_status_request_is_checked(gnutls_session_t session,
            unsigned int flags);
int
gnutls_ocsp_status_request_get2(gnutls_session_t session,
           unsigned idx,
           gnutls_datum_t * response);
int gnutls_certificate_set_rawpk_key_mem(gnutls_certificate_credentials_t cred,
        const gnutls_datum_t* spki,
        const gnutls_datum_t* pkey,
        gnutls_x509_crt_fmt_t format,
        const char* pass,
        unsigned int key_usage,
        const char **names,
        unsigned int names_length,
        unsigned int flags);
int gnutls_certificate_set_rawpk_key_file(gnutls_certificate_credentials_t cred,
          const char* rawpkfile,
          const char* privkeyfile,
          gnutls_x509_crt_fmt_t format,
          const char *pass,
          unsigned int key_usage,
          const char **names,
          unsigned int names_length,
          unsigned int privkey_flags,
          unsigned int pkcs11_flags);
int gnutls_global_init(void);
void gnutls_global_deinit(void);
const gnutls_library_config_st *gnutls_get_library_config(void);
typedef time_t(*gnutls_time_func) (time_t * t);
typedef int (*mutex_init_func) (void **mutex);
typedef int (*mutex_lock_func) (void **mutex);
typedef int (*mutex_unlock_func) (void **mutex);
typedef int (*mutex_deinit_func) (void **mutex);
void gnutls_global_set_mutex(mutex_init_func init,
        mutex_deinit_func deinit,
        mutex_lock_func lock,
        mutex_unlock_func unlock);
typedef void *(*gnutls_alloc_function) (size_t);
typedef void *(*gnutls_calloc_function) (size_t, size_t);
typedef int (*gnutls_is_secure_function) (const void *);
typedef void (*gnutls_free_function) (void *);
typedef void *(*gnutls_realloc_function) (void *, size_t);
void gnutls_global_set_time_function(gnutls_time_func time_func);
extern gnutls_alloc_function gnutls_malloc;
extern gnutls_realloc_function gnutls_realloc;
extern gnutls_calloc_function gnutls_calloc;
extern gnutls_free_function gnutls_free;
extern char *(*gnutls_strdup) (const char *);
void gnutls_memset(void *data, int c, size_t size);
int gnutls_memcmp(const void *s1, const void *s2, size_t n);
typedef void (*gnutls_log_func) (int, const char *);
typedef void (*gnutls_audit_log_func) (gnutls_session_t, const char *);
void gnutls_global_set_log_function(gnutls_log_func log_func);
void gnutls_global_set_audit_log_function(gnutls_audit_log_func log_func);
void gnutls_global_set_log_level(int level);
typedef int (*gnutls_keylog_func) (gnutls_session_t session,
       const char *label,
       const gnutls_datum_t *secret);
gnutls_keylog_func gnutls_session_get_keylog_function(const gnutls_session_t session);
void gnutls_session_set_keylog_function(gnutls_session_t session,
     gnutls_keylog_func func);
int gnutls_dh_params_init(gnutls_dh_params_t * dh_params);
void gnutls_dh_params_deinit(gnutls_dh_params_t dh_params);
int gnutls_dh_params_import_raw(gnutls_dh_params_t dh_params,
    const gnutls_datum_t * prime,
    const gnutls_datum_t * generator);
int gnutls_dh_params_import_dsa(gnutls_dh_params_t dh_params, gnutls_x509_privkey_t key);
int gnutls_dh_params_import_raw2(gnutls_dh_params_t dh_params,
     const gnutls_datum_t * prime,
     const gnutls_datum_t * generator,
     unsigned key_bits);
int gnutls_dh_params_import_raw3(gnutls_dh_params_t dh_params,
     const gnutls_datum_t * prime,
     const gnutls_datum_t * q,
     const gnutls_datum_t * generator);
int gnutls_dh_params_import_pkcs3(gnutls_dh_params_t params,
      const gnutls_datum_t * pkcs3_params,
      gnutls_x509_crt_fmt_t format);
int gnutls_dh_params_generate2(gnutls_dh_params_t params,
          unsigned int bits);
int gnutls_dh_params_export_pkcs3(gnutls_dh_params_t params,
      gnutls_x509_crt_fmt_t format,
      unsigned char *params_data,
      size_t * params_data_size);
int gnutls_dh_params_export2_pkcs3(gnutls_dh_params_t params,
       gnutls_x509_crt_fmt_t format,
       gnutls_datum_t * out);
int gnutls_dh_params_export_raw(gnutls_dh_params_t params,
    gnutls_datum_t * prime,
    gnutls_datum_t * generator,
    unsigned int *bits);
int gnutls_dh_params_cpy(gnutls_dh_params_t dst, gnutls_dh_params_t src);
struct iovec
  {
    void *iov_base;
    size_t iov_len;
  };

extern ssize_t readv (int __fd, const struct iovec *__iovec, int __count)
  __attribute__ ((__access__ (__read_only__, 2, 3)));
extern ssize_t writev (int __fd, const struct iovec *__iovec, int __count)
  __attribute__ ((__access__ (__read_only__, 2, 3)));
extern ssize_t preadv (int __fd, const struct iovec *__iovec, int __count,
         __off_t __offset)
  __attribute__ ((__access__ (__read_only__, 2, 3)));
extern ssize_t pwritev (int __fd, const struct iovec *__iovec, int __count,
   __off_t __offset)
  __attribute__ ((__access__ (__read_only__, 2, 3)));
extern ssize_t preadv64 (int __fd, const struct iovec *__iovec, int __count,
    __off64_t __offset)
  __attribute__ ((__access__ (__read_only__, 2, 3)));
extern ssize_t pwritev64 (int __fd, const struct iovec *__iovec, int __count,
     __off64_t __offset)
  __attribute__ ((__access__ (__read_only__, 2, 3)));
extern ssize_t preadv2 (int __fp, const struct iovec *__iovec, int __count,
   __off_t __offset, int ___flags)
  __attribute__ ((__access__ (__read_only__, 2, 3)));
extern ssize_t pwritev2 (int __fd, const struct iovec *__iodev, int __count,
    __off_t __offset, int __flags) ;
extern ssize_t preadv64v2 (int __fp, const struct iovec *__iovec,
      int __count, __off64_t __offset,
      int ___flags)
  __attribute__ ((__access__ (__read_only__, 2, 3)));
extern ssize_t pwritev64v2 (int __fd, const struct iovec *__iodev,
       int __count, __off64_t __offset,
       int __flags)
  __attribute__ ((__access__ (__read_only__, 2, 3)));


extern ssize_t process_vm_readv (pid_t __pid, const struct iovec *__lvec,
     unsigned long int __liovcnt,
     const struct iovec *__rvec,
     unsigned long int __riovcnt,
     unsigned long int __flags)
  __attribute__ ((__nothrow__ , __leaf__));
extern ssize_t process_vm_writev (pid_t __pid, const struct iovec *__lvec,
      unsigned long int __liovcnt,
      const struct iovec *__rvec,
      unsigned long int __riovcnt,
      unsigned long int __flags)
  __attribute__ ((__nothrow__ , __leaf__));

typedef struct iovec giovec_t;
typedef ssize_t(*gnutls_pull_func) (gnutls_transport_ptr_t, void *,
        size_t);
typedef ssize_t(*gnutls_push_func) (gnutls_transport_ptr_t, const void *,
        size_t);
int gnutls_system_recv_timeout(gnutls_transport_ptr_t ptr, unsigned int ms);
typedef int (*gnutls_pull_timeout_func) (gnutls_transport_ptr_t,
      unsigned int ms);
typedef ssize_t(*gnutls_vec_push_func) (gnutls_transport_ptr_t,
     const giovec_t * iov, int iovcnt);
typedef int (*gnutls_errno_func) (gnutls_transport_ptr_t);
void gnutls_transport_set_int2(gnutls_session_t session, int r, int s);
void gnutls_transport_get_int2(gnutls_session_t session, int *r, int *s);
int gnutls_transport_get_int(gnutls_session_t session);
void gnutls_transport_set_ptr(gnutls_session_t session,
         gnutls_transport_ptr_t ptr);
void gnutls_transport_set_ptr2(gnutls_session_t session,
          gnutls_transport_ptr_t recv_ptr,
          gnutls_transport_ptr_t send_ptr);
gnutls_transport_ptr_t gnutls_transport_get_ptr(gnutls_session_t session);
void gnutls_transport_get_ptr2(gnutls_session_t session,
          gnutls_transport_ptr_t * recv_ptr,
          gnutls_transport_ptr_t * send_ptr);
void gnutls_transport_set_vec_push_function(gnutls_session_t session,
         gnutls_vec_push_func vec_func);
void gnutls_transport_set_push_function(gnutls_session_t session,
     gnutls_push_func push_func);
void gnutls_transport_set_pull_function(gnutls_session_t session,
     gnutls_pull_func pull_func);
void gnutls_transport_set_pull_timeout_function(gnutls_session_t session,
      gnutls_pull_timeout_func
      func);
void gnutls_transport_set_errno_function(gnutls_session_t session,
      gnutls_errno_func errno_func);
void gnutls_transport_set_errno(gnutls_session_t session, int err);
void gnutls_session_set_ptr(gnutls_session_t session, void *ptr);
void *gnutls_session_get_ptr(gnutls_session_t session);
void gnutls_openpgp_send_cert(gnutls_session_t session,
         gnutls_openpgp_crt_status_t status);
int gnutls_fingerprint(gnutls_digest_algorithm_t algo,
         const gnutls_datum_t * data, void *result,
         size_t * result_size);
typedef enum gnutls_random_art {
 GNUTLS_RANDOM_ART_OPENSSH = 1
} gnutls_random_art_t;
int gnutls_random_art(gnutls_random_art_t type,
        const char *key_type, unsigned int key_size,
        void *fpr, size_t fpr_size, gnutls_datum_t * art);
int gnutls_idna_map(const char * input, unsigned ilen, gnutls_datum_t *out, unsigned flags);
int gnutls_idna_reverse_map(const char *input, unsigned ilen, gnutls_datum_t *out, unsigned flags);
typedef struct gnutls_srp_server_credentials_st
*gnutls_srp_server_credentials_t;
typedef struct gnutls_srp_client_credentials_st
*gnutls_srp_client_credentials_t;
void
gnutls_srp_free_client_credentials(gnutls_srp_client_credentials_t sc);
int
gnutls_srp_allocate_client_credentials(gnutls_srp_client_credentials_t *
           sc);
int gnutls_srp_set_client_credentials(gnutls_srp_client_credentials_t res,
          const char *username,
          const char *password);
void
gnutls_srp_free_server_credentials(gnutls_srp_server_credentials_t sc);
int
gnutls_srp_allocate_server_credentials(gnutls_srp_server_credentials_t *
           sc);
int gnutls_srp_set_server_credentials_file(gnutls_srp_server_credentials_t
        res, const char *password_file,
        const char *password_conf_file);
const char *gnutls_srp_server_get_username(gnutls_session_t session);
void gnutls_srp_set_prime_bits(gnutls_session_t session,
                               unsigned int bits);
int gnutls_srp_verifier(const char *username,
   const char *password,
   const gnutls_datum_t * salt,
   const gnutls_datum_t * generator,
   const gnutls_datum_t * prime,
   gnutls_datum_t * res);
extern const gnutls_datum_t gnutls_srp_8192_group_prime;
extern const gnutls_datum_t gnutls_srp_8192_group_generator;
extern const gnutls_datum_t gnutls_srp_4096_group_prime;
extern const gnutls_datum_t gnutls_srp_4096_group_generator;
extern const gnutls_datum_t gnutls_srp_3072_group_prime;
extern const gnutls_datum_t gnutls_srp_3072_group_generator;
extern const gnutls_datum_t gnutls_srp_2048_group_prime;
extern const gnutls_datum_t gnutls_srp_2048_group_generator;
extern const gnutls_datum_t gnutls_srp_1536_group_prime;
extern const gnutls_datum_t gnutls_srp_1536_group_generator;
extern const gnutls_datum_t gnutls_srp_1024_group_prime;
extern const gnutls_datum_t gnutls_srp_1024_group_generator;
extern const gnutls_datum_t gnutls_ffdhe_8192_group_prime;
extern const gnutls_datum_t gnutls_ffdhe_8192_group_q;
extern const gnutls_datum_t gnutls_ffdhe_8192_group_generator;
extern const unsigned int gnutls_ffdhe_8192_key_bits;
extern const gnutls_datum_t gnutls_ffdhe_6144_group_prime;
extern const gnutls_datum_t gnutls_ffdhe_6144_group_q;
extern const gnutls_datum_t gnutls_ffdhe_6144_group_generator;
extern const unsigned int gnutls_ffdhe_6144_key_bits;
extern const gnutls_datum_t gnutls_ffdhe_4096_group_prime;
extern const gnutls_datum_t gnutls_ffdhe_4096_group_q;
extern const gnutls_datum_t gnutls_ffdhe_4096_group_generator;
extern const unsigned int gnutls_ffdhe_4096_key_bits;
extern const gnutls_datum_t gnutls_ffdhe_3072_group_prime;
extern const gnutls_datum_t gnutls_ffdhe_3072_group_q;
extern const gnutls_datum_t gnutls_ffdhe_3072_group_generator;
extern const unsigned int gnutls_ffdhe_3072_key_bits;
extern const gnutls_datum_t gnutls_ffdhe_2048_group_prime;
extern const gnutls_datum_t gnutls_ffdhe_2048_group_q;
extern const gnutls_datum_t gnutls_ffdhe_2048_group_generator;
extern const unsigned int gnutls_ffdhe_2048_key_bits;
typedef int gnutls_srp_server_credentials_function(gnutls_session_t,
         const char *username,
         gnutls_datum_t * salt,
         gnutls_datum_t *
         verifier,
         gnutls_datum_t *
         generator,
         gnutls_datum_t * prime);
void
gnutls_srp_set_server_credentials_function(gnutls_srp_server_credentials_t
        cred,
        gnutls_srp_server_credentials_function
        * func);
typedef int gnutls_srp_client_credentials_function(gnutls_session_t,
         char **, char **);
void
gnutls_srp_set_client_credentials_function(gnutls_srp_client_credentials_t
        cred,
        gnutls_srp_client_credentials_function
        * func);
int gnutls_srp_base64_encode(const gnutls_datum_t * data, char *result,
        size_t * result_size);
int gnutls_srp_base64_encode2(const gnutls_datum_t * data,
       gnutls_datum_t * result);
int gnutls_srp_base64_decode(const gnutls_datum_t * b64_data, char *result,
        size_t * result_size);
int gnutls_srp_base64_decode2(const gnutls_datum_t * b64_data,
       gnutls_datum_t * result);
void
gnutls_srp_set_server_fake_salt_seed(gnutls_srp_server_credentials_t
         sc,
         const gnutls_datum_t * seed,
         unsigned int salt_length);
typedef struct gnutls_psk_server_credentials_st
*gnutls_psk_server_credentials_t;
typedef struct gnutls_psk_client_credentials_st
*gnutls_psk_client_credentials_t;
typedef enum gnutls_psk_key_flags {
 GNUTLS_PSK_KEY_RAW = 0,
 GNUTLS_PSK_KEY_HEX
} gnutls_psk_key_flags;
void
gnutls_psk_free_client_credentials(gnutls_psk_client_credentials_t sc);
int
gnutls_psk_allocate_client_credentials(gnutls_psk_client_credentials_t *
           sc);
int gnutls_psk_set_client_credentials(gnutls_psk_client_credentials_t res,
          const char *username,
          const gnutls_datum_t * key,
          gnutls_psk_key_flags flags);
int gnutls_psk_set_client_credentials2(gnutls_psk_client_credentials_t res,
           const gnutls_datum_t *username,
           const gnutls_datum_t *key,
           gnutls_psk_key_flags flags);
void
gnutls_psk_free_server_credentials(gnutls_psk_server_credentials_t sc);
int
gnutls_psk_allocate_server_credentials(gnutls_psk_server_credentials_t *
           sc);
int gnutls_psk_set_server_credentials_file(gnutls_psk_server_credentials_t
        res, const char *password_file);
int
gnutls_psk_set_server_credentials_hint(gnutls_psk_server_credentials_t
           res, const char *hint);
const char *gnutls_psk_server_get_username(gnutls_session_t session);
int gnutls_psk_server_get_username2(gnutls_session_t session,
        gnutls_datum_t *out);
const char *gnutls_psk_client_get_hint(gnutls_session_t session);
typedef int gnutls_psk_server_credentials_function(gnutls_session_t,
         const char *username,
         gnutls_datum_t * key);
typedef int gnutls_psk_server_credentials_function2(gnutls_session_t,
          const gnutls_datum_t *username,
          gnutls_datum_t *key);
void
gnutls_psk_set_server_credentials_function(gnutls_psk_server_credentials_t
        cred,
        gnutls_psk_server_credentials_function
        * func);
void
gnutls_psk_set_server_credentials_function2(gnutls_psk_server_credentials_t cred,
         gnutls_psk_server_credentials_function2 *func);
typedef int gnutls_psk_client_credentials_function(gnutls_session_t,
         char **username,
         gnutls_datum_t * key);
typedef int gnutls_psk_client_credentials_function2(gnutls_session_t,
          gnutls_datum_t *username,
          gnutls_datum_t *key);
void
gnutls_psk_set_client_credentials_function(gnutls_psk_client_credentials_t
        cred,
        gnutls_psk_client_credentials_function
        * func);
void
gnutls_psk_set_client_credentials_function2(gnutls_psk_client_credentials_t cred,
         gnutls_psk_client_credentials_function2 *func);
int gnutls_hex_encode(const gnutls_datum_t * data, char *result,
        size_t * result_size);
int gnutls_hex_decode(const gnutls_datum_t * hex_data, void *result,
        size_t * result_size);
int gnutls_hex_encode2(const gnutls_datum_t * data, gnutls_datum_t *result);
int gnutls_hex_decode2(const gnutls_datum_t * data, gnutls_datum_t *result);
void
gnutls_psk_set_server_dh_params(gnutls_psk_server_credentials_t res,
    gnutls_dh_params_t dh_params);
int
gnutls_psk_set_server_known_dh_params(gnutls_psk_server_credentials_t res,
          gnutls_sec_param_t sec_param);
void
gnutls_psk_set_server_params_function(gnutls_psk_server_credentials_t
          res, gnutls_params_function * func);
typedef enum gnutls_x509_subject_alt_name_t {
 GNUTLS_SAN_DNSNAME = 1,
 GNUTLS_SAN_RFC822NAME = 2,
 GNUTLS_SAN_URI = 3,
 GNUTLS_SAN_IPADDRESS = 4,
 GNUTLS_SAN_OTHERNAME = 5,
 GNUTLS_SAN_DN = 6,
 GNUTLS_SAN_REGISTERED_ID = 7,
 GNUTLS_SAN_MAX = GNUTLS_SAN_REGISTERED_ID,
 GNUTLS_SAN_OTHERNAME_XMPP = 1000,
 GNUTLS_SAN_OTHERNAME_KRB5PRINCIPAL,
 GNUTLS_SAN_OTHERNAME_MSUSERPRINCIPAL
} gnutls_x509_subject_alt_name_t;
struct gnutls_openpgp_crt_int;
typedef struct gnutls_openpgp_crt_int *gnutls_openpgp_crt_t;
struct gnutls_openpgp_privkey_int;
typedef struct gnutls_openpgp_privkey_int *gnutls_openpgp_privkey_t;
struct gnutls_pkcs11_privkey_st;
typedef struct gnutls_pkcs11_privkey_st *gnutls_pkcs11_privkey_t;
typedef enum {
 GNUTLS_PRIVKEY_X509,
 GNUTLS_PRIVKEY_OPENPGP,
 GNUTLS_PRIVKEY_PKCS11,
 GNUTLS_PRIVKEY_EXT
} gnutls_privkey_type_t;
typedef struct gnutls_retr2_st {
 gnutls_certificate_type_t cert_type;
 gnutls_privkey_type_t key_type;
 union {
  gnutls_x509_crt_t *x509;
  gnutls_openpgp_crt_t pgp;
 } cert;
 unsigned int ncerts;
 union {
  gnutls_x509_privkey_t x509;
  gnutls_openpgp_privkey_t pgp;
  gnutls_pkcs11_privkey_t pkcs11;
 } key;
 unsigned int deinit_all;
} gnutls_retr2_st;
gnutls_credentials_type_t gnutls_auth_get_type(gnutls_session_t session);
gnutls_credentials_type_t
gnutls_auth_server_get_type(gnutls_session_t session);
gnutls_credentials_type_t
gnutls_auth_client_get_type(gnutls_session_t session);
void gnutls_dh_set_prime_bits(gnutls_session_t session, unsigned int bits);
int gnutls_dh_get_secret_bits(gnutls_session_t session);
int gnutls_dh_get_peers_public_bits(gnutls_session_t session);
int gnutls_dh_get_prime_bits(gnutls_session_t session);
int gnutls_dh_get_group(gnutls_session_t session, gnutls_datum_t * raw_gen,
   gnutls_datum_t * raw_prime);
int gnutls_dh_get_pubkey(gnutls_session_t session,
    gnutls_datum_t * raw_key);
typedef int gnutls_certificate_retrieve_function(gnutls_session_t,
       const
       gnutls_datum_t *
       req_ca_rdn,
       int nreqs,
       const
       gnutls_pk_algorithm_t
       * pk_algos,
       int
       pk_algos_length,
       gnutls_retr2_st *);
void
gnutls_certificate_set_retrieve_function(gnutls_certificate_credentials_t
      cred,
      gnutls_certificate_retrieve_function
      * func);
void
gnutls_certificate_set_verify_function(gnutls_certificate_credentials_t
           cred,
           gnutls_certificate_verify_function
           * func);
void
gnutls_certificate_server_set_request(gnutls_session_t session,
          gnutls_certificate_request_t req);
const gnutls_datum_t *gnutls_certificate_get_peers(gnutls_session_t
         session, unsigned int
         *list_size);
const gnutls_datum_t *gnutls_certificate_get_ours(gnutls_session_t
        session);
int gnutls_certificate_get_peers_subkey_id(gnutls_session_t session,
        gnutls_datum_t * id);
time_t gnutls_certificate_activation_time_peers(gnutls_session_t session);
time_t gnutls_certificate_expiration_time_peers(gnutls_session_t session);
unsigned gnutls_certificate_client_get_request_status(gnutls_session_t session);
int gnutls_certificate_verify_peers2(gnutls_session_t session,
         unsigned int *status);
int gnutls_certificate_verify_peers3(gnutls_session_t session,
         const char *hostname,
         unsigned int *status);
int
gnutls_certificate_verify_peers(gnutls_session_t session,
    gnutls_typed_vdata_st * data,
    unsigned int elements,
    unsigned int *status);
int gnutls_certificate_verification_status_print(unsigned int status,
       gnutls_certificate_type_t
       type,
       gnutls_datum_t * out,
       unsigned int flags);
int gnutls_pem_base64_encode(const char *msg, const gnutls_datum_t * data,
        char *result, size_t * result_size);
int gnutls_pem_base64_decode(const char *header,
        const gnutls_datum_t * b64_data,
        unsigned char *result, size_t * result_size);
int gnutls_pem_base64_encode2(const char *msg,
       const gnutls_datum_t * data,
       gnutls_datum_t * result);
int gnutls_pem_base64_decode2(const char *header,
       const gnutls_datum_t * b64_data,
       gnutls_datum_t * result);
int gnutls_base64_encode2(const gnutls_datum_t * data,
     gnutls_datum_t * result);
int gnutls_base64_decode2(const gnutls_datum_t * b64_data,
     gnutls_datum_t * result);
void
gnutls_certificate_set_params_function(gnutls_certificate_credentials_t
           res, gnutls_params_function * func);
void gnutls_anon_set_params_function(gnutls_anon_server_credentials_t res,
         gnutls_params_function * func);
void gnutls_psk_set_params_function(gnutls_psk_server_credentials_t res,
        gnutls_params_function * func);
int gnutls_hex2bin(const char *hex_data, size_t hex_size,
     void *bin_data, size_t * bin_size);
typedef int (*gnutls_tdb_store_func) (const char *db_name,
          const char *host,
          const char *service,
          time_t expiration,
          const gnutls_datum_t * pubkey);
typedef int (*gnutls_tdb_store_commitment_func) (const char *db_name,
       const char *host,
       const char *service,
       time_t expiration,
       gnutls_digest_algorithm_t
       hash_algo,
       const gnutls_datum_t *
       hash);
typedef int (*gnutls_tdb_verify_func) (const char *db_name,
           const char *host,
           const char *service,
           const gnutls_datum_t * pubkey);
struct gnutls_tdb_int;
typedef struct gnutls_tdb_int *gnutls_tdb_t;
int gnutls_tdb_init(gnutls_tdb_t * tdb);
void gnutls_tdb_set_store_func(gnutls_tdb_t tdb,
          gnutls_tdb_store_func store);
void gnutls_tdb_set_store_commitment_func(gnutls_tdb_t tdb,
       gnutls_tdb_store_commitment_func
       cstore);
void gnutls_tdb_set_verify_func(gnutls_tdb_t tdb,
    gnutls_tdb_verify_func verify);
void gnutls_tdb_deinit(gnutls_tdb_t tdb);
int gnutls_verify_stored_pubkey(const char *db_name,
    gnutls_tdb_t tdb,
    const char *host,
    const char *service,
    gnutls_certificate_type_t cert_type,
    const gnutls_datum_t * cert,
    unsigned int flags);
int gnutls_store_commitment(const char *db_name,
       gnutls_tdb_t tdb,
       const char *host,
       const char *service,
       gnutls_digest_algorithm_t hash_algo,
       const gnutls_datum_t * hash,
       time_t expiration, unsigned int flags);
int gnutls_store_pubkey(const char *db_name,
   gnutls_tdb_t tdb,
   const char *host,
   const char *service,
   gnutls_certificate_type_t cert_type,
   const gnutls_datum_t * cert,
   time_t expiration, unsigned int flags);
int gnutls_load_file(const char *filename, gnutls_datum_t * data);
unsigned gnutls_url_is_supported(const char *url);
typedef enum {
 GNUTLS_PIN_USER = (1 << 0),
 GNUTLS_PIN_SO = (1 << 1),
 GNUTLS_PIN_FINAL_TRY = (1 << 2),
 GNUTLS_PIN_COUNT_LOW = (1 << 3),
 GNUTLS_PIN_CONTEXT_SPECIFIC = (1 << 4),
 GNUTLS_PIN_WRONG = (1 << 5)
} gnutls_pin_flag_t;
typedef int (*gnutls_pin_callback_t) (void *userdata, int attempt,
          const char *token_url,
          const char *token_label,
          unsigned int flags,
          char *pin, size_t pin_max);
void gnutls_certificate_set_pin_function(gnutls_certificate_credentials_t,
      gnutls_pin_callback_t fn,
      void *userdata);
typedef struct gnutls_buffer_st *gnutls_buffer_t;
int gnutls_buffer_append_data(gnutls_buffer_t, const void *data, size_t data_size);
int gnutls_utf8_password_normalize(const unsigned char *password, unsigned password_len,
       gnutls_datum_t *out, unsigned flags);
typedef void *gnutls_ext_priv_data_t;
void gnutls_ext_set_data(gnutls_session_t session, unsigned type,
    gnutls_ext_priv_data_t);
int gnutls_ext_get_data(gnutls_session_t session, unsigned type,
   gnutls_ext_priv_data_t *);
unsigned gnutls_ext_get_current_msg(gnutls_session_t session);
typedef int (*gnutls_ext_recv_func) (gnutls_session_t session,
         const unsigned char *data,
         size_t len);
typedef int (*gnutls_ext_send_func) (gnutls_session_t session,
         gnutls_buffer_t extdata);
typedef void (*gnutls_ext_deinit_data_func) (gnutls_ext_priv_data_t data);
typedef int (*gnutls_ext_pack_func) (gnutls_ext_priv_data_t data,
         gnutls_buffer_t packed_data);
typedef int (*gnutls_ext_unpack_func) (gnutls_buffer_t packed_data,
           gnutls_ext_priv_data_t *data);
typedef int (*gnutls_ext_raw_process_func)(void *ctx, unsigned tls_id, const unsigned char *data, unsigned data_size);
int gnutls_ext_raw_parse(void *ctx, gnutls_ext_raw_process_func cb,
    const gnutls_datum_t *data, unsigned int flags);
typedef enum {
  GNUTLS_EXT_ANY = 0,
  GNUTLS_EXT_APPLICATION = 1,
  GNUTLS_EXT_TLS = 2,
  GNUTLS_EXT_MANDATORY = 3,
  GNUTLS_EXT_NONE = 4,
  GNUTLS_EXT_VERSION_NEG = 5
} gnutls_ext_parse_type_t;
typedef enum {
  GNUTLS_EXT_FLAG_OVERRIDE_INTERNAL = 1,
  GNUTLS_EXT_FLAG_CLIENT_HELLO = (1<<1),
  GNUTLS_EXT_FLAG_TLS12_SERVER_HELLO = (1<<2),
  GNUTLS_EXT_FLAG_TLS13_SERVER_HELLO = (1<<3),
  GNUTLS_EXT_FLAG_EE = (1<<4),
  GNUTLS_EXT_FLAG_HRR = (1<<5),
  GNUTLS_EXT_FLAG_IGNORE_CLIENT_REQUEST = (1<<6),
  GNUTLS_EXT_FLAG_TLS = (1<<7),
  GNUTLS_EXT_FLAG_DTLS = (1<<8)
} gnutls_ext_flags_t;
int gnutls_ext_register(const char *name, int type, gnutls_ext_parse_type_t parse_point,
    gnutls_ext_recv_func recv_func, gnutls_ext_send_func send_func,
    gnutls_ext_deinit_data_func deinit_func, gnutls_ext_pack_func pack_func,
    gnutls_ext_unpack_func unpack_func);
int gnutls_session_ext_register(gnutls_session_t, const char *name, int type, gnutls_ext_parse_type_t parse_point,
    gnutls_ext_recv_func recv_func, gnutls_ext_send_func send_func,
    gnutls_ext_deinit_data_func deinit_func, gnutls_ext_pack_func pack_func,
    gnutls_ext_unpack_func unpack_func, unsigned flags);
const char *gnutls_ext_get_name(unsigned int ext);
const char *gnutls_ext_get_name2(gnutls_session_t session, unsigned int tls_id,
     gnutls_ext_parse_type_t parse_point);
typedef int (*gnutls_supp_recv_func) (gnutls_session_t session,
          const unsigned char * data, size_t data_size);
typedef int (*gnutls_supp_send_func) (gnutls_session_t session,
          gnutls_buffer_t buf);
int gnutls_supplemental_register(const char *name,
    gnutls_supplemental_data_format_type_t type,
    gnutls_supp_recv_func supp_recv_func,
    gnutls_supp_send_func supp_send_func);
int gnutls_session_supplemental_register(gnutls_session_t session, const char *name,
    gnutls_supplemental_data_format_type_t type,
    gnutls_supp_recv_func supp_recv_func,
    gnutls_supp_send_func supp_send_func,
    unsigned int flags);
void gnutls_supplemental_recv(gnutls_session_t session, unsigned do_recv_supplemental);
void gnutls_supplemental_send(gnutls_session_t session, unsigned do_send_supplemental);
typedef struct gnutls_anti_replay_st *gnutls_anti_replay_t;
int gnutls_anti_replay_init(gnutls_anti_replay_t *anti_replay);
void gnutls_anti_replay_deinit(gnutls_anti_replay_t anti_replay);
void gnutls_anti_replay_set_window(gnutls_anti_replay_t anti_replay,
       unsigned int window);
void gnutls_anti_replay_enable(gnutls_session_t session,
          gnutls_anti_replay_t anti_replay);
typedef int (*gnutls_db_add_func) (void *, time_t exp_time, const gnutls_datum_t *key,
       const gnutls_datum_t *data);
void gnutls_anti_replay_set_add_function(gnutls_anti_replay_t,
      gnutls_db_add_func add_func);
void gnutls_anti_replay_set_ptr(gnutls_anti_replay_t, void *ptr);
typedef enum {
 GNUTLS_ENCRYPTION_LEVEL_INITIAL,
 GNUTLS_ENCRYPTION_LEVEL_EARLY,
 GNUTLS_ENCRYPTION_LEVEL_HANDSHAKE,
 GNUTLS_ENCRYPTION_LEVEL_APPLICATION
} gnutls_record_encryption_level_t;
typedef int (*gnutls_handshake_read_func) (gnutls_session_t session,
        gnutls_record_encryption_level_t level,
        gnutls_handshake_description_t htype,
        const void *data, size_t data_size);
void
gnutls_handshake_set_read_function(gnutls_session_t session,
       gnutls_handshake_read_func func);
int
gnutls_handshake_write(gnutls_session_t session,
         gnutls_record_encryption_level_t level,
         const void *data, size_t data_size);
typedef int (*gnutls_handshake_secret_func) (gnutls_session_t session,
          gnutls_record_encryption_level_t level,
          const void *secret_read,
          const void *secret_write,
          size_t secret_size);
void
gnutls_handshake_set_secret_function(gnutls_session_t session,
         gnutls_handshake_secret_func func);
typedef int (*gnutls_alert_read_func) (gnutls_session_t session,
           gnutls_record_encryption_level_t level,
           gnutls_alert_level_t alert_level,
           gnutls_alert_description_t alert_desc);
void
gnutls_alert_set_read_function(gnutls_session_t session,
          gnutls_alert_read_func func);
unsigned gnutls_fips140_mode_enabled(void);
typedef enum gnutls_fips_mode_t {
  GNUTLS_FIPS140_DISABLED = 0,
  GNUTLS_FIPS140_STRICT = 1,
  GNUTLS_FIPS140_SELFTESTS = 2,
  GNUTLS_FIPS140_LAX = 3,
  GNUTLS_FIPS140_LOG = 4
} gnutls_fips_mode_t;
void gnutls_fips140_set_mode(gnutls_fips_mode_t mode, unsigned flags);
typedef struct gnutls_fips140_context_st *gnutls_fips140_context_t;
int gnutls_fips140_context_init(gnutls_fips140_context_t *context);
void gnutls_fips140_context_deinit(gnutls_fips140_context_t context);
typedef enum {
        GNUTLS_FIPS140_OP_INITIAL,
        GNUTLS_FIPS140_OP_APPROVED,
        GNUTLS_FIPS140_OP_NOT_APPROVED,
        GNUTLS_FIPS140_OP_ERROR
} gnutls_fips140_operation_state_t;
gnutls_fips140_operation_state_t
gnutls_fips140_get_operation_state(gnutls_fips140_context_t context);
int gnutls_fips140_push_context(gnutls_fips140_context_t context);
int gnutls_fips140_pop_context(void);
int gnutls_fips140_run_self_tests(void);
typedef unsigned int gnutls_connection_end_t __attribute__ ((__deprecated__));
typedef gnutls_cipher_algorithm_t gnutls_cipher_algorithm
    __attribute__ ((__deprecated__));
typedef gnutls_kx_algorithm_t gnutls_kx_algorithm
    __attribute__ ((__deprecated__));
typedef gnutls_mac_algorithm_t gnutls_mac_algorithm
    __attribute__ ((__deprecated__));
typedef gnutls_digest_algorithm_t gnutls_digest_algorithm
    __attribute__ ((__deprecated__));
typedef gnutls_compression_method_t gnutls_compression_method
    __attribute__ ((__deprecated__));
typedef gnutls_connection_end_t gnutls_connection_end
    __attribute__ ((__deprecated__));
typedef gnutls_x509_crt_fmt_t gnutls_x509_crt_fmt
    __attribute__ ((__deprecated__));
typedef gnutls_pk_algorithm_t gnutls_pk_algorithm
    __attribute__ ((__deprecated__));
typedef gnutls_sign_algorithm_t gnutls_sign_algorithm
    __attribute__ ((__deprecated__));
typedef gnutls_close_request_t gnutls_close_request
    __attribute__ ((__deprecated__));
typedef gnutls_certificate_request_t gnutls_certificate_request
    __attribute__ ((__deprecated__));
typedef gnutls_certificate_status_t gnutls_certificate_status
    __attribute__ ((__deprecated__));
typedef gnutls_session_t gnutls_session __attribute__ ((__deprecated__));
typedef gnutls_alert_level_t gnutls_alert_level
    __attribute__ ((__deprecated__));
typedef gnutls_alert_description_t gnutls_alert_description
    __attribute__ ((__deprecated__));
typedef gnutls_x509_subject_alt_name_t gnutls_x509_subject_alt_name
    __attribute__ ((__deprecated__));
typedef gnutls_openpgp_privkey_t gnutls_openpgp_privkey
    __attribute__ ((__deprecated__));
typedef gnutls_openpgp_keyring_t gnutls_openpgp_keyring
    __attribute__ ((__deprecated__));
typedef gnutls_x509_crt_t gnutls_x509_crt __attribute__ ((__deprecated__));
typedef gnutls_x509_privkey_t gnutls_x509_privkey
    __attribute__ ((__deprecated__));
typedef gnutls_x509_crl_t gnutls_x509_crl __attribute__ ((__deprecated__));
typedef gnutls_x509_crq_t gnutls_x509_crq __attribute__ ((__deprecated__));
typedef gnutls_certificate_credentials_t
    gnutls_certificate_credentials __attribute__ ((__deprecated__));
typedef gnutls_anon_server_credentials_t
    gnutls_anon_server_credentials __attribute__ ((__deprecated__));
typedef gnutls_anon_client_credentials_t
    gnutls_anon_client_credentials __attribute__ ((__deprecated__));
typedef gnutls_srp_client_credentials_t
    gnutls_srp_client_credentials __attribute__ ((__deprecated__));
typedef gnutls_srp_server_credentials_t
    gnutls_srp_server_credentials __attribute__ ((__deprecated__));
typedef gnutls_dh_params_t gnutls_dh_params __attribute__ ((__deprecated__));
typedef gnutls_rsa_params_t gnutls_rsa_params __attribute__ ((__deprecated__));
typedef gnutls_params_type_t gnutls_params_type
    __attribute__ ((__deprecated__));
typedef gnutls_credentials_type_t gnutls_credentials_type
    __attribute__ ((__deprecated__));
typedef gnutls_certificate_type_t gnutls_certificate_type
    __attribute__ ((__deprecated__));
typedef gnutls_datum_t gnutls_datum __attribute__ ((__deprecated__));
typedef gnutls_transport_ptr_t gnutls_transport_ptr
    __attribute__ ((__deprecated__));
typedef gnutls_openpgp_crt_status_t gnutls_openpgp_key_status_t
    __attribute__ ((__deprecated__));
typedef gnutls_openpgp_crt_t gnutls_openpgp_key_t
    __attribute__ ((__deprecated__));
int gnutls_x509_privkey_sign_hash(gnutls_x509_privkey_t key,
      const gnutls_datum_t * hash,
      gnutls_datum_t * signature)
    __attribute__ ((__deprecated__));
int gnutls_openpgp_privkey_sign_hash(gnutls_openpgp_privkey_t key,
         const gnutls_datum_t * hash,
         gnutls_datum_t * signature)
    __attribute__ ((__deprecated__));
int gnutls_x509_crt_get_preferred_hash_algorithm(gnutls_x509_crt_t
       crt,
       gnutls_digest_algorithm_t
       * hash, unsigned int
       *mand)
    __attribute__ ((__deprecated__));
static inline const void
*gnutls_session_get_server_random(gnutls_session_t session)
    __attribute__ ((__deprecated__));
static inline const void
*gnutls_session_get_server_random(gnutls_session_t session)
{
 gnutls_datum_t rnd;
 gnutls_session_get_random(session, ((void *)0), &rnd);
 return rnd.data;
}
static inline const void
*gnutls_session_get_client_random(gnutls_session_t session)
    __attribute__ ((__deprecated__));
static inline const void
*gnutls_session_get_client_random(gnutls_session_t session)
{
 gnutls_datum_t rnd;
 gnutls_session_get_random(session, &rnd, ((void *)0));
 return rnd.data;
}
void
gnutls_global_set_mem_functions(gnutls_alloc_function alloc_func,
    gnutls_alloc_function secure_alloc_func,
    gnutls_is_secure_function is_secure_func,
    gnutls_realloc_function realloc_func,
    gnutls_free_function free_func) __attribute__ ((__deprecated__));
gnutls_compression_method_t
gnutls_compression_get(gnutls_session_t session) __attribute__ ((__deprecated__));
const char *
gnutls_compression_get_name(gnutls_compression_method_t
       algorithm) __attribute__((const)) __attribute__ ((__deprecated__));
gnutls_compression_method_t
 gnutls_compression_get_id(const char *name) __attribute__((const)) __attribute__ ((__deprecated__));
const gnutls_compression_method_t *
 gnutls_compression_list(void) __attribute__((pure)) __attribute__ ((__deprecated__));
int gnutls_priority_compression_list(gnutls_priority_t pcache,
         const unsigned int **list) __attribute__ ((__deprecated__));
int main(void) { return 0; }
