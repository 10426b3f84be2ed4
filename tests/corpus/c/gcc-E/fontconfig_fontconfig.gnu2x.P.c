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


struct stat
  {
    __dev_t st_dev;
    __ino_t st_ino;
    __nlink_t st_nlink;
    __mode_t st_mode;
    __uid_t st_uid;
    __gid_t st_gid;
    int __pad0;
    __dev_t st_rdev;
    __off_t st_size;
    __blksize_t st_blksize;
    __blkcnt_t st_blocks;
    struct timespec st_atim;
    struct timespec st_mtim;
    struct timespec st_ctim;
    __syscall_slong_t __glibc_reserved[3];
  };
struct stat64
  {
    __dev_t st_dev;
    __ino64_t st_ino;
    __nlink_t st_nlink;
    __mode_t st_mode;
    __uid_t st_uid;
    __gid_t st_gid;
    int __pad0;
    __dev_t st_rdev;
    __off_t st_size;
    __blksize_t st_blksize;
    __blkcnt64_t st_blocks;
    struct timespec st_atim;
    struct timespec st_mtim;
    struct timespec st_ctim;
    __syscall_slong_t __glibc_reserved[3];
  };
extern int stat (const char *__restrict __file,
   struct stat *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int fstat (int __fd, struct stat *__buf) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern int stat64 (const char *__restrict __file,
     struct stat64 *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int fstat64 (int __fd, struct stat64 *__buf) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern int fstatat (int __fd, const char *__restrict __file,
      struct stat *__restrict __buf, int __flag)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
extern int fstatat64 (int __fd, const char *__restrict __file,
        struct stat64 *__restrict __buf, int __flag)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
extern int lstat (const char *__restrict __file,
    struct stat *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int lstat64 (const char *__restrict __file,
      struct stat64 *__restrict __buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int chmod (const char *__file, __mode_t __mode)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int lchmod (const char *__file, __mode_t __mode)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int fchmod (int __fd, __mode_t __mode) __attribute__ ((__nothrow__ , __leaf__));
extern int fchmodat (int __fd, const char *__file, __mode_t __mode,
       int __flag)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2))) ;
extern __mode_t umask (__mode_t __mask) __attribute__ ((__nothrow__ , __leaf__));
extern __mode_t getumask (void) __attribute__ ((__nothrow__ , __leaf__));
extern int mkdir (const char *__path, __mode_t __mode)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int mkdirat (int __fd, const char *__path, __mode_t __mode)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern int mknod (const char *__path, __mode_t __mode, __dev_t __dev)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int mknodat (int __fd, const char *__path, __mode_t __mode,
      __dev_t __dev) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern int mkfifo (const char *__path, __mode_t __mode)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int mkfifoat (int __fd, const char *__path, __mode_t __mode)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern int utimensat (int __fd, const char *__path,
        const struct timespec __times[2],
        int __flags)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern int futimens (int __fd, const struct timespec __times[2]) __attribute__ ((__nothrow__ , __leaf__));
typedef __signed__ char __s8;
typedef unsigned char __u8;
typedef __signed__ short __s16;
typedef unsigned short __u16;
typedef __signed__ int __s32;
typedef unsigned int __u32;
__extension__ typedef __signed__ long long __s64;
__extension__ typedef unsigned long long __u64;
typedef struct {
 unsigned long fds_bits[1024 / (8 * sizeof(long))];
} __kernel_fd_set;
typedef void (*__kernel_sighandler_t)(int);
typedef int __kernel_key_t;
typedef int __kernel_mqd_t;
typedef unsigned short __kernel_old_uid_t;
typedef unsigned short __kernel_old_gid_t;
typedef unsigned long __kernel_old_dev_t;
typedef long __kernel_long_t;
typedef unsigned long __kernel_ulong_t;
typedef __kernel_ulong_t __kernel_ino_t;
typedef unsigned int __kernel_mode_t;
typedef int __kernel_pid_t;
typedef int __kernel_ipc_pid_t;
typedef unsigned int __kernel_uid_t;
typedef unsigned int __kernel_gid_t;
typedef __kernel_long_t __kernel_suseconds_t;
typedef int __kernel_daddr_t;
typedef unsigned int __kernel_uid32_t;
typedef unsigned int __kernel_gid32_t;
typedef __kernel_ulong_t __kernel_size_t;
typedef __kernel_long_t __kernel_ssize_t;
typedef __kernel_long_t __kernel_ptrdiff_t;
typedef struct {
 int val[2];
} __kernel_fsid_t;
typedef __kernel_long_t __kernel_off_t;
typedef long long __kernel_loff_t;
typedef __kernel_long_t __kernel_old_time_t;
typedef __kernel_long_t __kernel_time_t;
typedef long long __kernel_time64_t;
typedef __kernel_long_t __kernel_clock_t;
typedef int __kernel_timer_t;
typedef int __kernel_clockid_t;
typedef char * __kernel_caddr_t;
typedef unsigned short __kernel_uid16_t;
typedef unsigned short __kernel_gid16_t;
typedef __u16 __le16;
typedef __u16 __be16;
typedef __u32 __le32;
typedef __u32 __be32;
typedef __u64 __le64;
typedef __u64 __be64;
typedef __u16 __sum16;
typedef __u32 __wsum;
typedef unsigned __poll_t;
struct statx_timestamp {
 __s64 tv_sec;
 __u32 tv_nsec;
 __s32 __reserved;
};
struct statx {
 __u32 stx_mask;
 __u32 stx_blksize;
 __u64 stx_attributes;
 __u32 stx_nlink;
 __u32 stx_uid;
 __u32 stx_gid;
 __u16 stx_mode;
 __u16 __spare0[1];
 __u64 stx_ino;
 __u64 stx_size;
 __u64 stx_blocks;
 __u64 stx_attributes_mask;
 struct statx_timestamp stx_atime;
 struct statx_timestamp stx_btime;
 struct statx_timestamp stx_ctime;
 struct statx_timestamp stx_mtime;
 __u32 stx_rdev_major;
 __u32 stx_rdev_minor;
 __u32 stx_dev_major;
 __u32 stx_dev_minor;
 __u64 stx_mnt_id;
 __u32 stx_dio_mem_align;
 __u32 stx_dio_offset_align;
 __u64 __spare3[12];
};

int statx (int __dirfd, const char *__restrict __path, int __flags,
           unsigned int __mask, struct statx *__restrict __buf)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 5)));


typedef __builtin_va_list __gnuc_va_list;
typedef __gnuc_va_list va_list;

extern long int __sysconf (int __name) __attribute__ ((__nothrow__ , __leaf__));

typedef unsigned char FcChar8;
typedef unsigned short FcChar16;
typedef unsigned int FcChar32;
typedef int FcBool;
typedef enum _FcType {
    FcTypeUnknown = -1,
    FcTypeVoid,
    FcTypeInteger,
    FcTypeDouble,
    FcTypeString,
    FcTypeBool,
    FcTypeMatrix,
    FcTypeCharSet,
    FcTypeFTFace,
    FcTypeLangSet,
    FcTypeRange
} FcType;
typedef struct _FcMatrix {
    double xx, xy, yx, yy;
} FcMatrix;
typedef struct _FcCharSet FcCharSet;
typedef struct _FcObjectType {
    char *object;
    FcType type;
} FcObjectType;
typedef struct _FcConstant {
    const FcChar8 *name;
    const char *object;
    int value;
} FcConstant;
typedef enum _FcResult {
    FcResultMatch, FcResultNoMatch, FcResultTypeMismatch, FcResultNoId,
    FcResultOutOfMemory
} FcResult;
typedef enum _FcValueBinding {
    FcValueBindingWeak, FcValueBindingStrong, FcValueBindingSame,
    FcValueBindingEnd = 0x7fffffff
} FcValueBinding;
typedef struct _FcPattern FcPattern;
typedef struct _FcPatternIter {
    void *dummy1;
    void *dummy2;
} FcPatternIter;
typedef struct _FcLangSet FcLangSet;
typedef struct _FcRange FcRange;
typedef struct _FcValue {
    FcType type;
    union {
 const FcChar8 *s;
 int i;
 FcBool b;
 double d;
 const FcMatrix *m;
 const FcCharSet *c;
 void *f;
 const FcLangSet *l;
 const FcRange *r;
    } u;
} FcValue;
typedef struct _FcFontSet {
    int nfont;
    int sfont;
    FcPattern **fonts;
} FcFontSet;
typedef struct _FcObjectSet {
    int nobject;
    int sobject;
    const char **objects;
} FcObjectSet;
typedef enum _FcMatchKind {
    FcMatchPattern, FcMatchFont, FcMatchScan,
    FcMatchKindEnd,
    FcMatchKindBegin = FcMatchPattern
} FcMatchKind;
typedef enum _FcLangResult {
    FcLangEqual = 0,
    FcLangDifferentCountry = 1,
    FcLangDifferentTerritory = 1,
    FcLangDifferentLang = 2
} FcLangResult;
typedef enum _FcSetName {
    FcSetSystem = 0,
    FcSetApplication = 1
} FcSetName;
typedef struct _FcConfigFileInfoIter {
    void *dummy1;
    void *dummy2;
    void *dummy3;
} FcConfigFileInfoIter;
typedef struct _FcAtomic FcAtomic;
typedef enum { FcEndianBig, FcEndianLittle } FcEndian;
typedef struct _FcConfig FcConfig;
typedef struct _FcGlobalCache FcFileCache;
typedef struct _FcBlanks FcBlanks;
typedef struct _FcStrList FcStrList;
typedef struct _FcStrSet FcStrSet;
typedef struct _FcCache FcCache;

 FcBlanks *
FcBlanksCreate (void);
 void
FcBlanksDestroy (FcBlanks *b);
 FcBool
FcBlanksAdd (FcBlanks *b, FcChar32 ucs4);
 FcBool
FcBlanksIsMember (FcBlanks *b, FcChar32 ucs4);
 const FcChar8 *
FcCacheDir(const FcCache *c);
 FcFontSet *
FcCacheCopySet(const FcCache *c);
 const FcChar8 *
FcCacheSubdir (const FcCache *c, int i);
 int
FcCacheNumSubdir (const FcCache *c);
 int
FcCacheNumFont (const FcCache *c);
 FcBool
FcDirCacheUnlink (const FcChar8 *dir, FcConfig *config);
 FcBool
FcDirCacheValid (const FcChar8 *cache_file);
 FcBool
FcDirCacheClean (const FcChar8 *cache_dir, FcBool verbose);
 void
FcCacheCreateTagFile (FcConfig *config);
 FcBool
FcDirCacheCreateUUID (FcChar8 *dir,
        FcBool force,
        FcConfig *config);
 FcBool
FcDirCacheDeleteUUID (const FcChar8 *dir,
        FcConfig *config);
 FcChar8 *
FcConfigHome (void);
 FcBool
FcConfigEnableHome (FcBool enable);
 FcChar8 *
FcConfigGetFilename (FcConfig *config,
       const FcChar8 *url);
 FcChar8 *
FcConfigFilename (const FcChar8 *url);
 FcConfig *
FcConfigCreate (void);
 FcConfig *
FcConfigReference (FcConfig *config);
 void
FcConfigDestroy (FcConfig *config);
 FcBool
FcConfigSetCurrent (FcConfig *config);
 FcConfig *
FcConfigGetCurrent (void);
 FcBool
FcConfigUptoDate (FcConfig *config);
 FcBool
FcConfigBuildFonts (FcConfig *config);
 FcStrList *
FcConfigGetFontDirs (FcConfig *config);
 FcStrList *
FcConfigGetConfigDirs (FcConfig *config);
 FcStrList *
FcConfigGetConfigFiles (FcConfig *config);
 FcChar8 *
FcConfigGetCache (FcConfig *config);
 FcBlanks *
FcConfigGetBlanks (FcConfig *config);
 FcStrList *
FcConfigGetCacheDirs (FcConfig *config);
 int
FcConfigGetRescanInterval (FcConfig *config);
 FcBool
FcConfigSetRescanInterval (FcConfig *config, int rescanInterval);
 FcFontSet *
FcConfigGetFonts (FcConfig *config,
    FcSetName set);
 FcBool
FcConfigAppFontAddFile (FcConfig *config,
   const FcChar8 *file);
 FcBool
FcConfigAppFontAddDir (FcConfig *config,
         const FcChar8 *dir);
 void
FcConfigAppFontClear (FcConfig *config);
 FcBool
FcConfigSubstituteWithPat (FcConfig *config,
      FcPattern *p,
      FcPattern *p_pat,
      FcMatchKind kind);
 FcBool
FcConfigSubstitute (FcConfig *config,
      FcPattern *p,
      FcMatchKind kind);
 const FcChar8 *
FcConfigGetSysRoot (const FcConfig *config);
 void
FcConfigSetSysRoot (FcConfig *config,
      const FcChar8 *sysroot);
 void
FcConfigFileInfoIterInit (FcConfig *config,
     FcConfigFileInfoIter *iter);
 FcBool
FcConfigFileInfoIterNext (FcConfig *config,
     FcConfigFileInfoIter *iter);
 FcBool
FcConfigFileInfoIterGet (FcConfig *config,
    FcConfigFileInfoIter *iter,
    FcChar8 **name,
    FcChar8 **description,
    FcBool *enabled);
 FcCharSet*
FcCharSetCreate (void);
 FcCharSet *
FcCharSetNew (void);
 void
FcCharSetDestroy (FcCharSet *fcs);
 FcBool
FcCharSetAddChar (FcCharSet *fcs, FcChar32 ucs4);
 FcBool
FcCharSetDelChar (FcCharSet *fcs, FcChar32 ucs4);
 FcCharSet*
FcCharSetCopy (FcCharSet *src);
 FcBool
FcCharSetEqual (const FcCharSet *a, const FcCharSet *b);
 FcCharSet*
FcCharSetIntersect (const FcCharSet *a, const FcCharSet *b);
 FcCharSet*
FcCharSetUnion (const FcCharSet *a, const FcCharSet *b);
 FcCharSet*
FcCharSetSubtract (const FcCharSet *a, const FcCharSet *b);
 FcBool
FcCharSetMerge (FcCharSet *a, const FcCharSet *b, FcBool *changed);
 FcBool
FcCharSetHasChar (const FcCharSet *fcs, FcChar32 ucs4);
 FcChar32
FcCharSetCount (const FcCharSet *a);
 FcChar32
FcCharSetIntersectCount (const FcCharSet *a, const FcCharSet *b);
 FcChar32
FcCharSetSubtractCount (const FcCharSet *a, const FcCharSet *b);
 FcBool
FcCharSetIsSubset (const FcCharSet *a, const FcCharSet *b);
 FcChar32
FcCharSetFirstPage (const FcCharSet *a,
      FcChar32 map[(256/32)],
      FcChar32 *next);
 FcChar32
FcCharSetNextPage (const FcCharSet *a,
     FcChar32 map[(256/32)],
     FcChar32 *next);
 FcChar32
FcCharSetCoverage (const FcCharSet *a, FcChar32 page, FcChar32 *result);
 void
FcValuePrint (const FcValue v);
 void
FcPatternPrint (const FcPattern *p);
 void
FcFontSetPrint (const FcFontSet *s);
 FcStrSet *
FcGetDefaultLangs (void);
 void
FcDefaultSubstitute (FcPattern *pattern);
 FcBool
FcFileIsDir (const FcChar8 *file);
 FcBool
FcFileScan (FcFontSet *set,
     FcStrSet *dirs,
     FcFileCache *cache,
     FcBlanks *blanks,
     const FcChar8 *file,
     FcBool force);
 FcBool
FcDirScan (FcFontSet *set,
    FcStrSet *dirs,
    FcFileCache *cache,
    FcBlanks *blanks,
    const FcChar8 *dir,
    FcBool force);
 FcBool
FcDirSave (FcFontSet *set, FcStrSet *dirs, const FcChar8 *dir);
 FcCache *
FcDirCacheLoad (const FcChar8 *dir, FcConfig *config, FcChar8 **cache_file);
 FcCache *
FcDirCacheRescan (const FcChar8 *dir, FcConfig *config);
 FcCache *
FcDirCacheRead (const FcChar8 *dir, FcBool force, FcConfig *config);
 FcCache *
FcDirCacheLoadFile (const FcChar8 *cache_file, struct stat *file_stat);
 void
FcDirCacheUnload (FcCache *cache);
 FcPattern *
FcFreeTypeQuery (const FcChar8 *file, unsigned int id, FcBlanks *blanks, int *count);
 unsigned int
FcFreeTypeQueryAll(const FcChar8 *file, unsigned int id, FcBlanks *blanks, int *count, FcFontSet *set);
 FcFontSet *
FcFontSetCreate (void);
 void
FcFontSetDestroy (FcFontSet *s);
 FcBool
FcFontSetAdd (FcFontSet *s, FcPattern *font);
 FcConfig *
FcInitLoadConfig (void);
 FcConfig *
FcInitLoadConfigAndFonts (void);
 FcBool
FcInit (void);
 void
FcFini (void);
 int
FcGetVersion (void);
 FcBool
FcInitReinitialize (void);
 FcBool
FcInitBringUptoDate (void);
 FcStrSet *
FcGetLangs (void);
 FcChar8 *
FcLangNormalize (const FcChar8 *lang);
 const FcCharSet *
FcLangGetCharSet (const FcChar8 *lang);
 FcLangSet*
FcLangSetCreate (void);
 void
FcLangSetDestroy (FcLangSet *ls);
 FcLangSet*
FcLangSetCopy (const FcLangSet *ls);
 FcBool
FcLangSetAdd (FcLangSet *ls, const FcChar8 *lang);
 FcBool
FcLangSetDel (FcLangSet *ls, const FcChar8 *lang);
 FcLangResult
FcLangSetHasLang (const FcLangSet *ls, const FcChar8 *lang);
 FcLangResult
FcLangSetCompare (const FcLangSet *lsa, const FcLangSet *lsb);
 FcBool
FcLangSetContains (const FcLangSet *lsa, const FcLangSet *lsb);
 FcBool
FcLangSetEqual (const FcLangSet *lsa, const FcLangSet *lsb);
 FcChar32
FcLangSetHash (const FcLangSet *ls);
 FcStrSet *
FcLangSetGetLangs (const FcLangSet *ls);
 FcLangSet *
FcLangSetUnion (const FcLangSet *a, const FcLangSet *b);
 FcLangSet *
FcLangSetSubtract (const FcLangSet *a, const FcLangSet *b);
 FcObjectSet *
FcObjectSetCreate (void);
 FcBool
FcObjectSetAdd (FcObjectSet *os, const char *object);
 void
FcObjectSetDestroy (FcObjectSet *os);
 FcObjectSet *
FcObjectSetVaBuild (const char *first, va_list va);
 FcObjectSet *
FcObjectSetBuild (const char *first, ...) __attribute__((__sentinel__(0)));
 FcFontSet *
FcFontSetList (FcConfig *config,
        FcFontSet **sets,
        int nsets,
        FcPattern *p,
        FcObjectSet *os);
 FcFontSet *
FcFontList (FcConfig *config,
     FcPattern *p,
     FcObjectSet *os);
 FcAtomic *
FcAtomicCreate (const FcChar8 *file);
 FcBool
FcAtomicLock (FcAtomic *atomic);
 FcChar8 *
FcAtomicNewFile (FcAtomic *atomic);
 FcChar8 *
FcAtomicOrigFile (FcAtomic *atomic);
 FcBool
FcAtomicReplaceOrig (FcAtomic *atomic);
 void
FcAtomicDeleteNew (FcAtomic *atomic);
 void
FcAtomicUnlock (FcAtomic *atomic);
 void
FcAtomicDestroy (FcAtomic *atomic);
 FcPattern *
FcFontSetMatch (FcConfig *config,
  FcFontSet **sets,
  int nsets,
  FcPattern *p,
  FcResult *result);
 FcPattern *
FcFontMatch (FcConfig *config,
      FcPattern *p,
      FcResult *result);
 FcPattern *
FcFontRenderPrepare (FcConfig *config,
       FcPattern *pat,
       FcPattern *font);
 FcFontSet *
FcFontSetSort (FcConfig *config,
        FcFontSet **sets,
        int nsets,
        FcPattern *p,
        FcBool trim,
        FcCharSet **csp,
        FcResult *result);
 FcFontSet *
FcFontSort (FcConfig *config,
     FcPattern *p,
     FcBool trim,
     FcCharSet **csp,
     FcResult *result);
 void
FcFontSetSortDestroy (FcFontSet *fs);
 FcMatrix *
FcMatrixCopy (const FcMatrix *mat);
 FcBool
FcMatrixEqual (const FcMatrix *mat1, const FcMatrix *mat2);
 void
FcMatrixMultiply (FcMatrix *result, const FcMatrix *a, const FcMatrix *b);
 void
FcMatrixRotate (FcMatrix *m, double c, double s);
 void
FcMatrixScale (FcMatrix *m, double sx, double sy);
 void
FcMatrixShear (FcMatrix *m, double sh, double sv);
 FcBool
FcNameRegisterObjectTypes (const FcObjectType *types, int ntype);
 FcBool
FcNameUnregisterObjectTypes (const FcObjectType *types, int ntype);
 const FcObjectType *
FcNameGetObjectType (const char *object);
 FcBool
FcNameRegisterConstants (const FcConstant *consts, int nconsts);
 FcBool
FcNameUnregisterConstants (const FcConstant *consts, int nconsts);
 const FcConstant *
FcNameGetConstant (const FcChar8 *string);
 FcBool
FcNameConstant (const FcChar8 *string, int *result);
 FcPattern *
FcNameParse (const FcChar8 *name);
 FcChar8 *
FcNameUnparse (FcPattern *pat);
 FcPattern *
FcPatternCreate (void);
 FcPattern *
FcPatternDuplicate (const FcPattern *p);
 void
FcPatternReference (FcPattern *p);
 FcPattern *
FcPatternFilter (FcPattern *p, const FcObjectSet *os);
 void
FcValueDestroy (FcValue v);
 FcBool
FcValueEqual (FcValue va, FcValue vb);
 FcValue
FcValueSave (FcValue v);
 void
FcPatternDestroy (FcPattern *p);
int
FcPatternObjectCount (const FcPattern *pat);
 FcBool
FcPatternEqual (const FcPattern *pa, const FcPattern *pb);
 FcBool
FcPatternEqualSubset (const FcPattern *pa, const FcPattern *pb, const FcObjectSet *os);
 FcChar32
FcPatternHash (const FcPattern *p);
 FcBool
FcPatternAdd (FcPattern *p, const char *object, FcValue value, FcBool append);
 FcBool
FcPatternAddWeak (FcPattern *p, const char *object, FcValue value, FcBool append);
 FcResult
FcPatternGet (const FcPattern *p, const char *object, int id, FcValue *v);
 FcResult
FcPatternGetWithBinding (const FcPattern *p, const char *object, int id, FcValue *v, FcValueBinding *b);
 FcBool
FcPatternDel (FcPattern *p, const char *object);
 FcBool
FcPatternRemove (FcPattern *p, const char *object, int id);
 FcBool
FcPatternAddInteger (FcPattern *p, const char *object, int i);
 FcBool
FcPatternAddDouble (FcPattern *p, const char *object, double d);
 FcBool
FcPatternAddString (FcPattern *p, const char *object, const FcChar8 *s);
 FcBool
FcPatternAddMatrix (FcPattern *p, const char *object, const FcMatrix *s);
 FcBool
FcPatternAddCharSet (FcPattern *p, const char *object, const FcCharSet *c);
 FcBool
FcPatternAddBool (FcPattern *p, const char *object, FcBool b);
 FcBool
FcPatternAddLangSet (FcPattern *p, const char *object, const FcLangSet *ls);
 FcBool
FcPatternAddRange (FcPattern *p, const char *object, const FcRange *r);
 FcResult
FcPatternGetInteger (const FcPattern *p, const char *object, int n, int *i);
 FcResult
FcPatternGetDouble (const FcPattern *p, const char *object, int n, double *d);
 FcResult
FcPatternGetString (const FcPattern *p, const char *object, int n, FcChar8 ** s);
 FcResult
FcPatternGetMatrix (const FcPattern *p, const char *object, int n, FcMatrix **s);
 FcResult
FcPatternGetCharSet (const FcPattern *p, const char *object, int n, FcCharSet **c);
 FcResult
FcPatternGetBool (const FcPattern *p, const char *object, int n, FcBool *b);
 FcResult
FcPatternGetLangSet (const FcPattern *p, const char *object, int n, FcLangSet **ls);
 FcResult
FcPatternGetRange (const FcPattern *p, const char *object, int id, FcRange **r);
 FcPattern *
FcPatternVaBuild (FcPattern *p, va_list va);
 FcPattern *
FcPatternBuild (FcPattern *p, ...) __attribute__((__sentinel__(0)));
 FcChar8 *
FcPatternFormat (FcPattern *pat, const FcChar8 *format);
 FcRange *
FcRangeCreateDouble (double begin, double end);
 FcRange *
FcRangeCreateInteger (FcChar32 begin, FcChar32 end);
 void
FcRangeDestroy (FcRange *range);
 FcRange *
FcRangeCopy (const FcRange *r);
 FcBool
FcRangeGetDouble(const FcRange *range, double *begin, double *end);
 void
FcPatternIterStart (const FcPattern *pat, FcPatternIter *iter);
 FcBool
FcPatternIterNext (const FcPattern *pat, FcPatternIter *iter);
 FcBool
FcPatternIterEqual (const FcPattern *p1, FcPatternIter *i1,
      const FcPattern *p2, FcPatternIter *i2);
 FcBool
FcPatternFindIter (const FcPattern *pat, FcPatternIter *iter, const char *object);
 FcBool
FcPatternIterIsValid (const FcPattern *pat, FcPatternIter *iter);
 const char *
FcPatternIterGetObject (const FcPattern *pat, FcPatternIter *iter);
 int
FcPatternIterValueCount (const FcPattern *pat, FcPatternIter *iter);
 FcResult
FcPatternIterGetValue (const FcPattern *pat, FcPatternIter *iter, int id, FcValue *v, FcValueBinding *b);
 int
FcWeightFromOpenType (int ot_weight);
 double
FcWeightFromOpenTypeDouble (double ot_weight);
 int
FcWeightToOpenType (int fc_weight);
 double
FcWeightToOpenTypeDouble (double fc_weight);
 FcChar8 *
FcStrCopy (const FcChar8 *s);
 FcChar8 *
FcStrCopyFilename (const FcChar8 *s);
 FcChar8 *
FcStrPlus (const FcChar8 *s1, const FcChar8 *s2);
 void
FcStrFree (FcChar8 *s);
 FcChar8 *
FcStrDowncase (const FcChar8 *s);
 int
FcStrCmpIgnoreCase (const FcChar8 *s1, const FcChar8 *s2);
 int
FcStrCmp (const FcChar8 *s1, const FcChar8 *s2);
 const FcChar8 *
FcStrStrIgnoreCase (const FcChar8 *s1, const FcChar8 *s2);
 const FcChar8 *
FcStrStr (const FcChar8 *s1, const FcChar8 *s2);
 int
FcUtf8ToUcs4 (const FcChar8 *src_orig,
       FcChar32 *dst,
       int len);
 FcBool
FcUtf8Len (const FcChar8 *string,
    int len,
    int *nchar,
    int *wchar);
 int
FcUcs4ToUtf8 (FcChar32 ucs4,
       FcChar8 dest[6]);
 int
FcUtf16ToUcs4 (const FcChar8 *src_orig,
        FcEndian endian,
        FcChar32 *dst,
        int len);
 FcBool
FcUtf16Len (const FcChar8 *string,
     FcEndian endian,
     int len,
     int *nchar,
     int *wchar);
 FcChar8 *
FcStrBuildFilename (const FcChar8 *path,
      ...);
 FcChar8 *
FcStrDirname (const FcChar8 *file);
 FcChar8 *
FcStrBasename (const FcChar8 *file);
 FcStrSet *
FcStrSetCreate (void);
 FcBool
FcStrSetMember (FcStrSet *set, const FcChar8 *s);
 FcBool
FcStrSetEqual (FcStrSet *sa, FcStrSet *sb);
 FcBool
FcStrSetAdd (FcStrSet *set, const FcChar8 *s);
 FcBool
FcStrSetAddFilename (FcStrSet *set, const FcChar8 *s);
 FcBool
FcStrSetDel (FcStrSet *set, const FcChar8 *s);
 void
FcStrSetDestroy (FcStrSet *set);
 FcStrList *
FcStrListCreate (FcStrSet *set);
 void
FcStrListFirst (FcStrList *list);
 FcChar8 *
FcStrListNext (FcStrList *list);
 void
FcStrListDone (FcStrList *list);
 FcBool
FcConfigParseAndLoad (FcConfig *config, const FcChar8 *file, FcBool complain);
 FcBool
FcConfigParseAndLoadFromMemory (FcConfig *config,
    const FcChar8 *buffer,
    FcBool complain);

int main(void) { return 0; }
