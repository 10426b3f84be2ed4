# 0 "/work/wt/grammars/tests/corpus/c/csmith/seed9.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/wt/grammars/tests/corpus/c/csmith/seed9.c"
# 10 "/work/wt/grammars/tests/corpus/c/csmith/seed9.c"
# 1 "/work/wt/grammars/tests/corpus/c/csmith-stub/csmith.h" 1






# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h" 1 3 4
# 9 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h" 3 4
# 1 "/usr/include/stdint.h" 1 3 4
# 26 "/usr/include/stdint.h" 3 4
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
# 27 "/usr/include/stdint.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/types.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 28 "/usr/include/x86_64-linux-gnu/bits/types.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 1 3 4
# 19 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 20 "/usr/include/x86_64-linux-gnu/bits/timesize.h" 2 3 4
# 29 "/usr/include/x86_64-linux-gnu/bits/types.h" 2 3 4



# 31 "/usr/include/x86_64-linux-gnu/bits/types.h" 3 4
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
# 141 "/usr/include/x86_64-linux-gnu/bits/types.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/typesizes.h" 1 3 4
# 142 "/usr/include/x86_64-linux-gnu/bits/types.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/time64.h" 1 3 4
# 143 "/usr/include/x86_64-linux-gnu/bits/types.h" 2 3 4


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
# 28 "/usr/include/stdint.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wchar.h" 1 3 4
# 29 "/usr/include/stdint.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/wordsize.h" 1 3 4
# 30 "/usr/include/stdint.h" 2 3 4




# 1 "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h" 1 3 4
# 24 "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h" 3 4
typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
# 35 "/usr/include/stdint.h" 2 3 4


# 1 "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h" 1 3 4
# 24 "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h" 3 4
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
# 38 "/usr/include/stdint.h" 2 3 4





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
# 71 "/usr/include/stdint.h" 3 4
typedef unsigned char uint_fast8_t;

typedef unsigned long int uint_fast16_t;
typedef unsigned long int uint_fast32_t;
typedef unsigned long int uint_fast64_t;
# 87 "/usr/include/stdint.h" 3 4
typedef long int intptr_t;


typedef unsigned long int uintptr_t;
# 101 "/usr/include/stdint.h" 3 4
typedef __intmax_t intmax_t;
typedef __uintmax_t uintmax_t;
# 10 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h" 2 3 4
# 8 "/work/wt/grammars/tests/corpus/c/csmith-stub/csmith.h" 2
# 1 "/usr/include/stdio.h" 1 3 4
# 27 "/usr/include/stdio.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 1 3 4
# 28 "/usr/include/stdio.h" 2 3 4





# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 214 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef long unsigned int size_t;
# 34 "/usr/include/stdio.h" 2 3 4


# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 1 3 4
# 40 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 3 4
typedef __builtin_va_list __gnuc_va_list;
# 37 "/usr/include/stdio.h" 2 3 4


# 1 "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h" 1 3 4




# 1 "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h" 1 3 4
# 13 "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h" 3 4
typedef struct
{
  int __count;
  union
  {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} __mbstate_t;
# 6 "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h" 2 3 4




typedef struct _G_fpos_t
{
  __off_t __pos;
  __mbstate_t __state;
} __fpos_t;
# 40 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/__fpos64_t.h" 1 3 4
# 10 "/usr/include/x86_64-linux-gnu/bits/types/__fpos64_t.h" 3 4
typedef struct _G_fpos64_t
{
  __off64_t __pos;
  __mbstate_t __state;
} __fpos64_t;
# 41 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h" 1 3 4



struct _IO_FILE;
typedef struct _IO_FILE __FILE;
# 42 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/FILE.h" 1 3 4



struct _IO_FILE;


typedef struct _IO_FILE FILE;
# 43 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h" 1 3 4
# 35 "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h" 3 4
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
# 44 "/usr/include/stdio.h" 2 3 4
# 52 "/usr/include/stdio.h" 3 4
typedef __gnuc_va_list va_list;
# 63 "/usr/include/stdio.h" 3 4
typedef __off_t off_t;
# 77 "/usr/include/stdio.h" 3 4
typedef __ssize_t ssize_t;






typedef __fpos_t fpos_t;
# 133 "/usr/include/stdio.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/stdio_lim.h" 1 3 4
# 134 "/usr/include/stdio.h" 2 3 4
# 143 "/usr/include/stdio.h" 3 4
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;






extern int remove (const char *__filename) __attribute__ ((__nothrow__ , __leaf__));

extern int rename (const char *__old, const char *__new) __attribute__ ((__nothrow__ , __leaf__));



extern int renameat (int __oldfd, const char *__old, int __newfd,
       const char *__new) __attribute__ ((__nothrow__ , __leaf__));
# 178 "/usr/include/stdio.h" 3 4
extern int fclose (FILE *__stream);
# 188 "/usr/include/stdio.h" 3 4
extern FILE *tmpfile (void)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
# 205 "/usr/include/stdio.h" 3 4
extern char *tmpnam (char[20]) __attribute__ ((__nothrow__ , __leaf__)) ;




extern char *tmpnam_r (char __s[20]) __attribute__ ((__nothrow__ , __leaf__)) ;
# 222 "/usr/include/stdio.h" 3 4
extern char *tempnam (const char *__dir, const char *__pfx)
   __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (__builtin_free, 1)));






extern int fflush (FILE *__stream);
# 239 "/usr/include/stdio.h" 3 4
extern int fflush_unlocked (FILE *__stream);
# 258 "/usr/include/stdio.h" 3 4
extern FILE *fopen (const char *__restrict __filename,
      const char *__restrict __modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;




extern FILE *freopen (const char *__restrict __filename,
        const char *__restrict __modes,
        FILE *__restrict __stream) ;
# 293 "/usr/include/stdio.h" 3 4
extern FILE *fdopen (int __fd, const char *__modes) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
# 308 "/usr/include/stdio.h" 3 4
extern FILE *fmemopen (void *__s, size_t __len, const char *__modes)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;




extern FILE *open_memstream (char **__bufloc, size_t *__sizeloc) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
# 328 "/usr/include/stdio.h" 3 4
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
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 4)));

extern int vsnprintf (char *__restrict __s, size_t __maxlen,
        const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 0)));
# 403 "/usr/include/stdio.h" 3 4
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





# 1 "/usr/include/x86_64-linux-gnu/bits/floatn.h" 1 3 4
# 120 "/usr/include/x86_64-linux-gnu/bits/floatn.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/floatn-common.h" 1 3 4
# 24 "/usr/include/x86_64-linux-gnu/bits/floatn-common.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/long-double.h" 1 3 4
# 25 "/usr/include/x86_64-linux-gnu/bits/floatn-common.h" 2 3 4
# 121 "/usr/include/x86_64-linux-gnu/bits/floatn.h" 2 3 4
# 431 "/usr/include/stdio.h" 2 3 4



extern int fscanf (FILE *__restrict __stream, const char *__restrict __format, ...) __asm__ ("" "__isoc99_fscanf")

                               ;
extern int scanf (const char *__restrict __format, ...) __asm__ ("" "__isoc99_scanf")
                              ;
extern int sscanf (const char *__restrict __s, const char *__restrict __format, ...) __asm__ ("" "__isoc99_sscanf") __attribute__ ((__nothrow__ , __leaf__))

                      ;
# 459 "/usr/include/stdio.h" 3 4
extern int vfscanf (FILE *__restrict __s, const char *__restrict __format,
      __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 2, 0))) ;





extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 1, 0))) ;


extern int vsscanf (const char *__restrict __s,
      const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__format__ (__scanf__, 2, 0)));





extern int vfscanf (FILE *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vfscanf")



     __attribute__ ((__format__ (__scanf__, 2, 0))) ;
extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vscanf")

     __attribute__ ((__format__ (__scanf__, 1, 0))) ;
extern int vsscanf (const char *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vsscanf") __attribute__ ((__nothrow__ , __leaf__))



     __attribute__ ((__format__ (__scanf__, 2, 0)));
# 513 "/usr/include/stdio.h" 3 4
extern int fgetc (FILE *__stream);
extern int getc (FILE *__stream);





extern int getchar (void);






extern int getc_unlocked (FILE *__stream);
extern int getchar_unlocked (void);
# 538 "/usr/include/stdio.h" 3 4
extern int fgetc_unlocked (FILE *__stream);
# 549 "/usr/include/stdio.h" 3 4
extern int fputc (int __c, FILE *__stream);
extern int putc (int __c, FILE *__stream);





extern int putchar (int __c);
# 565 "/usr/include/stdio.h" 3 4
extern int fputc_unlocked (int __c, FILE *__stream);







extern int putc_unlocked (int __c, FILE *__stream);
extern int putchar_unlocked (int __c);






extern int getw (FILE *__stream);


extern int putw (int __w, FILE *__stream);







extern char *fgets (char *__restrict __s, int __n, FILE *__restrict __stream)
     __attribute__ ((__access__ (__write_only__, 1, 2)));
# 632 "/usr/include/stdio.h" 3 4
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
# 702 "/usr/include/stdio.h" 3 4
extern size_t fread_unlocked (void *__restrict __ptr, size_t __size,
         size_t __n, FILE *__restrict __stream) ;
extern size_t fwrite_unlocked (const void *__restrict __ptr, size_t __size,
          size_t __n, FILE *__restrict __stream);







extern int fseek (FILE *__stream, long int __off, int __whence);




extern long int ftell (FILE *__stream) ;




extern void rewind (FILE *__stream);
# 736 "/usr/include/stdio.h" 3 4
extern int fseeko (FILE *__stream, __off_t __off, int __whence);




extern __off_t ftello (FILE *__stream) ;
# 760 "/usr/include/stdio.h" 3 4
extern int fgetpos (FILE *__restrict __stream, fpos_t *__restrict __pos);




extern int fsetpos (FILE *__stream, const fpos_t *__pos);
# 786 "/usr/include/stdio.h" 3 4
extern void clearerr (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));

extern int feof (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;

extern int ferror (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;



extern void clearerr_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int feof_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int ferror_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;







extern void perror (const char *__s);




extern int fileno (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;




extern int fileno_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
# 823 "/usr/include/stdio.h" 3 4
extern int pclose (FILE *__stream);





extern FILE *popen (const char *__command, const char *__modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (pclose, 1))) ;






extern char *ctermid (char *__s) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__access__ (__write_only__, 1)));
# 867 "/usr/include/stdio.h" 3 4
extern void flockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));



extern int ftrylockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;


extern void funlockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
# 885 "/usr/include/stdio.h" 3 4
extern int __uflow (FILE *);
extern int __overflow (FILE *, int);
# 909 "/usr/include/stdio.h" 3 4

# 9 "/work/wt/grammars/tests/corpus/c/csmith-stub/csmith.h" 2
# 1 "/usr/include/string.h" 1 3 4
# 26 "/usr/include/string.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/libc-header-start.h" 1 3 4
# 27 "/usr/include/string.h" 2 3 4






# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 34 "/usr/include/string.h" 2 3 4
# 43 "/usr/include/string.h" 3 4
extern void *memcpy (void *__restrict __dest, const void *__restrict __src,
       size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern void *memmove (void *__dest, const void *__src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));





extern void *memccpy (void *__restrict __dest, const void *__restrict __src,
        int __c, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2))) __attribute__ ((__access__ (__write_only__, 1, 4)));




extern void *memset (void *__s, int __c, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern int memcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 80 "/usr/include/string.h" 3 4
extern int __memcmpeq (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 107 "/usr/include/string.h" 3 4
extern void *memchr (const void *__s, int __c, size_t __n)
      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 141 "/usr/include/string.h" 3 4
extern char *strcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

extern char *strncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern char *strcat (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

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



# 1 "/usr/include/x86_64-linux-gnu/bits/types/locale_t.h" 1 3 4
# 22 "/usr/include/x86_64-linux-gnu/bits/types/locale_t.h" 3 4
# 1 "/usr/include/x86_64-linux-gnu/bits/types/__locale_t.h" 1 3 4
# 27 "/usr/include/x86_64-linux-gnu/bits/types/__locale_t.h" 3 4
struct __locale_struct
{

  struct __locale_data *__locales[13];


  const unsigned short int *__ctype_b;
  const int *__ctype_tolower;
  const int *__ctype_toupper;


  const char *__names[13];
};

typedef struct __locale_struct *__locale_t;
# 23 "/usr/include/x86_64-linux-gnu/bits/types/locale_t.h" 2 3 4

typedef __locale_t locale_t;
# 173 "/usr/include/string.h" 2 3 4


extern int strcoll_l (const char *__s1, const char *__s2, locale_t __l)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 3)));


extern size_t strxfrm_l (char *__dest, const char *__src, size_t __n,
    locale_t __l) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 4)))
     __attribute__ ((__access__ (__write_only__, 1, 3)));





extern char *strdup (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));






extern char *strndup (const char *__string, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));
# 246 "/usr/include/string.h" 3 4
extern char *strchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 273 "/usr/include/string.h" 3 4
extern char *strrchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 293 "/usr/include/string.h" 3 4
extern size_t strcspn (const char *__s, const char *__reject)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern size_t strspn (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 323 "/usr/include/string.h" 3 4
extern char *strpbrk (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 350 "/usr/include/string.h" 3 4
extern char *strstr (const char *__haystack, const char *__needle)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));




extern char *strtok (char *__restrict __s, const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));



extern char *__strtok_r (char *__restrict __s,
    const char *__restrict __delim,
    char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));

extern char *strtok_r (char *__restrict __s, const char *__restrict __delim,
         char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
# 407 "/usr/include/string.h" 3 4
extern size_t strlen (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));




extern size_t strnlen (const char *__string, size_t __maxlen)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));




extern char *strerror (int __errnum) __attribute__ ((__nothrow__ , __leaf__));
# 432 "/usr/include/string.h" 3 4
extern int strerror_r (int __errnum, char *__buf, size_t __buflen) __asm__ ("" "__xpg_strerror_r") __attribute__ ((__nothrow__ , __leaf__))

                        __attribute__ ((__nonnull__ (2)))
    __attribute__ ((__access__ (__write_only__, 2, 3)));
# 458 "/usr/include/string.h" 3 4
extern char *strerror_l (int __errnum, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));



# 1 "/usr/include/strings.h" 1 3 4
# 23 "/usr/include/strings.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 24 "/usr/include/strings.h" 2 3 4










extern int bcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern void bcopy (const void *__src, void *__dest, size_t __n)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern void bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 68 "/usr/include/strings.h" 3 4
extern char *index (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 96 "/usr/include/strings.h" 3 4
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
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 4)));



# 463 "/usr/include/string.h" 2 3 4



extern void explicit_bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)))
    __attribute__ ((__access__ (__write_only__, 1, 2)));



extern char *strsep (char **__restrict __stringp,
       const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));




extern char *strsignal (int __sig) __attribute__ ((__nothrow__ , __leaf__));
# 489 "/usr/include/string.h" 3 4
extern char *__stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));



extern char *__stpncpy (char *__restrict __dest,
   const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *stpncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
# 539 "/usr/include/string.h" 3 4

# 10 "/work/wt/grammars/tests/corpus/c/csmith-stub/csmith.h" 2


# 11 "/work/wt/grammars/tests/corpus/c/csmith-stub/csmith.h"
static uint32_t crc32_context = 0xFFFFFFFFUL;
void platform_main_begin(void);
void platform_main_end(uint32_t crc, int flag);
void crc32_gentab(void);
void transparent_crc(uint64_t val, char *vname, int flag);
void transparent_crc_bytes(char *ptr, int nbytes, char *vname, int flag);
# 42 "/work/wt/grammars/tests/corpus/c/csmith-stub/csmith.h"
int8_t safe_unary_minus_func_int8_t_s(int8_t a); int8_t safe_add_func_int8_t_s_s(int8_t a, int8_t b); int8_t safe_sub_func_int8_t_s_s(int8_t a, int8_t b); int8_t safe_mul_func_int8_t_s_s(int8_t a, int8_t b); int8_t safe_mod_func_int8_t_s_s(int8_t a, int8_t b); int8_t safe_div_func_int8_t_s_s(int8_t a, int8_t b); int8_t safe_lshift_func_int8_t_s_s(int8_t a, int b); int8_t safe_lshift_func_int8_t_s_u(int8_t a, unsigned int b); int8_t safe_rshift_func_int8_t_s_s(int8_t a, int b); int8_t safe_rshift_func_int8_t_s_u(int8_t a, unsigned int b);
int16_t safe_unary_minus_func_int16_t_s(int16_t a); int16_t safe_add_func_int16_t_s_s(int16_t a, int16_t b); int16_t safe_sub_func_int16_t_s_s(int16_t a, int16_t b); int16_t safe_mul_func_int16_t_s_s(int16_t a, int16_t b); int16_t safe_mod_func_int16_t_s_s(int16_t a, int16_t b); int16_t safe_div_func_int16_t_s_s(int16_t a, int16_t b); int16_t safe_lshift_func_int16_t_s_s(int16_t a, int b); int16_t safe_lshift_func_int16_t_s_u(int16_t a, unsigned int b); int16_t safe_rshift_func_int16_t_s_s(int16_t a, int b); int16_t safe_rshift_func_int16_t_s_u(int16_t a, unsigned int b);
int32_t safe_unary_minus_func_int32_t_s(int32_t a); int32_t safe_add_func_int32_t_s_s(int32_t a, int32_t b); int32_t safe_sub_func_int32_t_s_s(int32_t a, int32_t b); int32_t safe_mul_func_int32_t_s_s(int32_t a, int32_t b); int32_t safe_mod_func_int32_t_s_s(int32_t a, int32_t b); int32_t safe_div_func_int32_t_s_s(int32_t a, int32_t b); int32_t safe_lshift_func_int32_t_s_s(int32_t a, int b); int32_t safe_lshift_func_int32_t_s_u(int32_t a, unsigned int b); int32_t safe_rshift_func_int32_t_s_s(int32_t a, int b); int32_t safe_rshift_func_int32_t_s_u(int32_t a, unsigned int b);
int64_t safe_unary_minus_func_int64_t_s(int64_t a); int64_t safe_add_func_int64_t_s_s(int64_t a, int64_t b); int64_t safe_sub_func_int64_t_s_s(int64_t a, int64_t b); int64_t safe_mul_func_int64_t_s_s(int64_t a, int64_t b); int64_t safe_mod_func_int64_t_s_s(int64_t a, int64_t b); int64_t safe_div_func_int64_t_s_s(int64_t a, int64_t b); int64_t safe_lshift_func_int64_t_s_s(int64_t a, int b); int64_t safe_lshift_func_int64_t_s_u(int64_t a, unsigned int b); int64_t safe_rshift_func_int64_t_s_s(int64_t a, int b); int64_t safe_rshift_func_int64_t_s_u(int64_t a, unsigned int b);
uint8_t safe_unary_minus_func_uint8_t_u(uint8_t a); uint8_t safe_add_func_uint8_t_u_u(uint8_t a, uint8_t b); uint8_t safe_sub_func_uint8_t_u_u(uint8_t a, uint8_t b); uint8_t safe_mul_func_uint8_t_u_u(uint8_t a, uint8_t b); uint8_t safe_mod_func_uint8_t_u_u(uint8_t a, uint8_t b); uint8_t safe_div_func_uint8_t_u_u(uint8_t a, uint8_t b); uint8_t safe_lshift_func_uint8_t_u_s(uint8_t a, int b); uint8_t safe_lshift_func_uint8_t_u_u(uint8_t a, unsigned int b); uint8_t safe_rshift_func_uint8_t_u_s(uint8_t a, int b); uint8_t safe_rshift_func_uint8_t_u_u(uint8_t a, unsigned int b);
uint16_t safe_unary_minus_func_uint16_t_u(uint16_t a); uint16_t safe_add_func_uint16_t_u_u(uint16_t a, uint16_t b); uint16_t safe_sub_func_uint16_t_u_u(uint16_t a, uint16_t b); uint16_t safe_mul_func_uint16_t_u_u(uint16_t a, uint16_t b); uint16_t safe_mod_func_uint16_t_u_u(uint16_t a, uint16_t b); uint16_t safe_div_func_uint16_t_u_u(uint16_t a, uint16_t b); uint16_t safe_lshift_func_uint16_t_u_s(uint16_t a, int b); uint16_t safe_lshift_func_uint16_t_u_u(uint16_t a, unsigned int b); uint16_t safe_rshift_func_uint16_t_u_s(uint16_t a, int b); uint16_t safe_rshift_func_uint16_t_u_u(uint16_t a, unsigned int b);
uint32_t safe_unary_minus_func_uint32_t_u(uint32_t a); uint32_t safe_add_func_uint32_t_u_u(uint32_t a, uint32_t b); uint32_t safe_sub_func_uint32_t_u_u(uint32_t a, uint32_t b); uint32_t safe_mul_func_uint32_t_u_u(uint32_t a, uint32_t b); uint32_t safe_mod_func_uint32_t_u_u(uint32_t a, uint32_t b); uint32_t safe_div_func_uint32_t_u_u(uint32_t a, uint32_t b); uint32_t safe_lshift_func_uint32_t_u_s(uint32_t a, int b); uint32_t safe_lshift_func_uint32_t_u_u(uint32_t a, unsigned int b); uint32_t safe_rshift_func_uint32_t_u_s(uint32_t a, int b); uint32_t safe_rshift_func_uint32_t_u_u(uint32_t a, unsigned int b);
uint64_t safe_unary_minus_func_uint64_t_u(uint64_t a); uint64_t safe_add_func_uint64_t_u_u(uint64_t a, uint64_t b); uint64_t safe_sub_func_uint64_t_u_u(uint64_t a, uint64_t b); uint64_t safe_mul_func_uint64_t_u_u(uint64_t a, uint64_t b); uint64_t safe_mod_func_uint64_t_u_u(uint64_t a, uint64_t b); uint64_t safe_div_func_uint64_t_u_u(uint64_t a, uint64_t b); uint64_t safe_lshift_func_uint64_t_u_s(uint64_t a, int b); uint64_t safe_lshift_func_uint64_t_u_u(uint64_t a, unsigned int b); uint64_t safe_rshift_func_uint64_t_u_s(uint64_t a, int b); uint64_t safe_rshift_func_uint64_t_u_u(uint64_t a, unsigned int b);
# 11 "/work/wt/grammars/tests/corpus/c/csmith/seed9.c" 2


static long __undefined;


union U0 {
   const int32_t f0;
   int8_t f1;
};


static int32_t g_2[4][8][8] = {{{0x89AA5088L,0xC9A57B5BL,0xC7128ABFL,(-8L),0x1651328FL,0xDACD7D39L,0x2D6273D5L,2L},{0xC9A57B5BL,9L,1L,(-4L),0L,0x43E2F7C6L,1L,8L},{0x29A275FFL,0x2D6273D5L,0xDDD9CD44L,0xD53BC6E5L,(-1L),1L,0x386CCE57L,0x1521FAFBL},{0x6A81D68CL,(-1L),7L,0L,0x7A95534FL,0x445ACEE6L,(-4L),(-1L)},{0x45B6D4F5L,0L,0x1521FAFBL,0xEED050B7L,0x56915A13L,0x2D3F5047L,0x1D1B9849L,0x1D1B9849L},{(-8L),7L,7L,7L,7L,(-8L),0xFEF40729L,1L},{7L,0x45B6D4F5L,9L,(-1L),7L,1L,0xBCD76CE4L,0xB187B35FL},{0xF7673ED1L,0x780EEC29L,(-1L),(-1L),(-1L),0x276B87D0L,0x3CF81320L,1L}},{{1L,(-1L),0xD53BC6E5L,0xDDD9CD44L,0x2D6273D5L,0x29A275FFL,0L,1L},{1L,(-5L),0x1651328FL,7L,7L,1L,0x29A275FFL,0L},{0x9B7D6B59L,0xDACD7D39L,0x386CCE57L,0x6A81D68CL,9L,0xCC9D6C84L,0x780EEC29L,(-1L)},{0xEED050B7L,(-1L),0x3C9534CEL,1L,0x5FAFE44FL,0xEC767DBFL,0xA5166941L,0xDACD7D39L},{8L,0x445ACEE6L,0L,0xAFE2499EL,0x98BBEB92L,0x45B6D4F5L,0L,(-4L)},{0L,0x1D1B9849L,(-1L),8L,(-1L),1L,(-3L),7L},{0x1D1B9849L,7L,0L,5L,0x3C9534CEL,0x445ACEE6L,(-1L),0xC9A57B5BL},{0xA5166941L,0x5FAFE44FL,0xD53BC6E5L,0x43E2F7C6L,0x6A81D68CL,(-1L),0xC74AA0D7L,1L}},{{4L,0L,9L,0x9C4DDB84L,2L,0x9C4DDB84L,9L,0L},{0x5FAFE44FL,0xC509CA4FL,0L,9L,0x1651328FL,0xD89D6848L,1L,1L},{1L,0xEC767DBFL,(-4L),0x276B87D0L,0x5FAFE44FL,8L,1L,0x786C7A88L},{(-4L),0x276B87D0L,0L,0xD89D6848L,7L,0x1D1B9849L,9L,(-1L)},{7L,0x1D1B9849L,9L,(-1L),0x445ACEE6L,0xDDD9CD44L,0xC74AA0D7L,(-1L)},{5L,1L,0xD53BC6E5L,0x45B6D4F5L,(-4L),0L,(-1L),5L},{1L,(-5L),0L,0xBCD76CE4L,9L,0x56915A13L,(-3L),0xC509CA4FL},{0x9B7D6B59L,0x3C9534CEL,(-1L),0x9C4DDB84L,0x2E633725L,1L,0L,(-1L)}},{{0x3CF81320L,7L,0L,0x1521FAFBL,0x29A275FFL,(-3L),0xA5166941L,0x3C9534CEL},{1L,8L,0x3C9534CEL,0x718BC698L,0xEA53061EL,0x45B6D4F5L,0x780EEC29L,0xEED050B7L},{0xEC767DBFL,(-4L),0x386CCE57L,0L,(-1L),0x1D1B9849L,0x29A275FFL,(-4L)},{(-4L),0x45B6D4F5L,0x1651328FL,5L,0x9C4DDB84L,0L,0L,0x9C4DDB84L},{1L,0xD53BC6E5L,0xD53BC6E5L,1L,0x3C9534CEL,0xB187B35FL,0x3CF81320L,8L},{0x780EEC29L,0L,(-1L),0L,(-1L),4L,0x2D6273D5L,0x98BBEB92L},{(-8L),0x5DC1B6EAL,0x3C9534CEL,0xDDD9CD44L,1L,0xCC9D6C84L,(-5L),0L},{0x946CB4F5L,1L,0x29A275FFL,0x5FAFE44FL,0L,0x6A81D68CL,0xB187B35FL,0xB243E5ECL}}};
static int32_t g_6 = 0L;
static int32_t *g_41 = (void*)0;
static int16_t g_46 = 1L;
static uint16_t g_48 = 65535UL;
static uint32_t g_50 = 7UL;
static volatile int32_t g_53 = 0x7C661B5BL;
static int32_t ** volatile g_82 = &g_41;
static int32_t ** volatile g_84 = (void*)0;
static int32_t ** volatile g_86 = &g_41;
static uint64_t g_143[5] = {0x1ACACCE184C6D96FLL,0x1ACACCE184C6D96FLL,0x1ACACCE184C6D96FLL,0x1ACACCE184C6D96FLL,0x1ACACCE184C6D96FLL};
static int16_t g_172 = 1L;
static volatile int64_t g_187 = 0x88B616A7A5AFDC7FLL;
static volatile int64_t *g_186 = &g_187;
static volatile int64_t ** volatile g_185 = &g_186;
static uint32_t ***g_222 = (void*)0;
static volatile uint16_t g_243 = 1UL;
static volatile uint16_t *g_242 = &g_243;
static volatile uint16_t **g_241[1] = {&g_242};
static int16_t g_253 = 0x0C39L;
static int8_t g_271[8][1][5] = {{{5L,5L,0xC6L,5L,5L}},{{1L,0x78L,1L,1L,0x78L}},{{5L,0x58L,0x58L,5L,0x58L}},{{0x78L,0x78L,(-2L),0x78L,0x78L}},{{0x58L,5L,0x58L,0x58L,5L}},{{0x78L,1L,1L,0x78L,1L}},{{5L,5L,0xC6L,5L,5L}},{{1L,0x78L,1L,1L,0x78L}}};
static int64_t g_276 = (-2L);
static int16_t *g_285 = (void*)0;
static int32_t *g_320 = &g_6;
static int32_t * const volatile * volatile g_332 = &g_41;
static int32_t * const volatile * volatile *g_331 = &g_332;
static int32_t **g_336 = (void*)0;
static int32_t ***g_335[6] = {&g_336,&g_336,&g_336,&g_336,&g_336,&g_336};
static int32_t * const volatile * volatile ** volatile g_347 = (void*)0;
static uint16_t *g_377 = (void*)0;
static const int32_t *g_397[8][3][7] = {{{&g_2[0][0][6],(void*)0,&g_6,&g_6,&g_6,&g_6,&g_2[3][2][6]},{&g_6,&g_6,&g_2[3][4][7],&g_6,&g_2[3][2][6],&g_2[1][2][0],&g_2[3][2][6]},{&g_2[1][7][7],&g_2[3][2][0],&g_2[3][2][0],&g_2[1][7][7],&g_2[0][4][3],&g_6,&g_2[3][2][6]}},{{&g_2[2][7][1],&g_2[1][2][0],(void*)0,&g_2[2][4][6],(void*)0,&g_6,&g_2[3][2][6]},{&g_2[1][4][2],&g_2[3][4][7],&g_6,&g_2[2][7][1],&g_2[1][4][2],&g_2[0][7][1],&g_2[3][2][6]},{&g_6,&g_6,&g_2[1][2][0],&g_2[0][0][6],&g_6,&g_2[1][2][0],&g_2[3][2][6]}},{{&g_2[2][4][6],&g_6,&g_6,&g_2[1][4][2],&g_2[2][6][2],&g_2[1][2][0],&g_2[3][2][6]},{&g_2[0][0][6],(void*)0,&g_6,&g_6,&g_6,&g_6,&g_2[3][2][6]},{&g_6,&g_6,&g_2[3][4][7],&g_6,&g_2[3][2][6],&g_2[1][2][0],&g_2[3][2][6]}},{{&g_2[1][7][7],&g_2[3][2][0],&g_2[3][2][0],&g_2[1][7][7],&g_2[0][4][3],&g_6,&g_2[3][2][6]},{&g_2[2][7][1],&g_2[1][2][0],(void*)0,&g_2[2][4][6],(void*)0,&g_6,&g_2[3][2][6]},{&g_2[1][4][2],&g_2[3][4][7],&g_6,&g_2[2][7][1],&g_2[1][4][2],&g_2[0][7][1],&g_2[3][2][6]}},{{&g_6,&g_6,&g_2[1][2][0],&g_2[0][0][6],&g_6,&g_2[1][2][0],&g_2[3][2][6]},{&g_2[2][4][6],&g_6,&g_6,&g_2[1][4][2],&g_2[2][6][2],&g_2[1][2][0],&g_2[3][2][6]},{&g_2[0][0][6],(void*)0,&g_6,&g_6,&g_6,&g_6,&g_2[3][2][6]}},{{&g_6,&g_6,&g_2[3][4][7],&g_6,&g_2[3][2][6],&g_2[1][2][0],&g_2[3][2][6]},{&g_2[1][7][7],&g_2[3][2][0],&g_2[3][2][0],&g_2[1][7][7],&g_2[0][4][3],&g_6,&g_2[3][2][6]},{&g_2[1][2][0],&g_2[1][2][0],&g_6,&g_6,&g_2[0][4][7],&g_2[1][2][0],&g_2[1][2][0]}},{{(void*)0,&g_2[1][2][0],&g_2[0][7][1],&g_2[1][2][0],&g_2[1][4][5],(void*)0,&g_2[1][2][0]},{&g_2[3][4][7],&g_2[0][7][1],&g_2[1][2][0],&g_6,&g_2[1][2][0],&g_2[1][2][0],&g_2[1][2][0]},{&g_6,&g_6,&g_2[1][2][0],(void*)0,&g_6,&g_2[0][0][7],&g_2[1][2][0]}},{{&g_6,&g_6,&g_6,&g_2[3][2][0],(void*)0,&g_2[1][2][0],&g_2[1][2][0]},{&g_2[3][2][0],&g_2[1][2][0],&g_2[1][2][0],&g_2[3][4][7],&g_2[1][2][0],&g_2[1][2][0],&g_2[1][2][0]},{&g_6,&g_6,&g_6,&g_6,&g_6,&g_6,&g_2[1][2][0]}}};
static const int32_t ** volatile g_396 = &g_397[5][2][0];
static volatile int16_t g_431 = (-8L);
static volatile int16_t *g_430 = &g_431;
static volatile int16_t ** volatile g_429[9][2][9] = {{{(void*)0,&g_430,&g_430,(void*)0,&g_430,&g_430,&g_430,&g_430,&g_430},{&g_430,&g_430,&g_430,&g_430,(void*)0,&g_430,&g_430,&g_430,(void*)0}},{{(void*)0,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430},{&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430}},{{(void*)0,&g_430,&g_430,(void*)0,&g_430,&g_430,&g_430,&g_430,&g_430},{&g_430,&g_430,&g_430,&g_430,(void*)0,&g_430,&g_430,&g_430,(void*)0}},{{(void*)0,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430},{&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430}},{{(void*)0,&g_430,&g_430,(void*)0,&g_430,&g_430,&g_430,&g_430,&g_430},{&g_430,&g_430,&g_430,&g_430,(void*)0,&g_430,&g_430,&g_430,(void*)0}},{{(void*)0,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430},{&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430}},{{(void*)0,&g_430,&g_430,(void*)0,&g_430,&g_430,&g_430,&g_430,&g_430},{&g_430,&g_430,&g_430,&g_430,(void*)0,&g_430,&g_430,&g_430,(void*)0}},{{(void*)0,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430},{&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,(void*)0,&g_430}},{{&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430,&g_430},{&g_430,&g_430,&g_430,&g_430,(void*)0,(void*)0,&g_430,(void*)0,(void*)0}}};
static volatile int16_t ** volatile * const volatile g_428 = &g_429[4][0][4];
static volatile union U0 g_475 = {8L};
static uint8_t g_485 = 0x4CL;
static int64_t g_520 = 0xD992ADBF49F55169LL;
static int64_t *g_519 = &g_520;
static uint64_t *g_600 = (void*)0;
static uint64_t **g_599 = &g_600;
static uint64_t *** volatile g_598[9] = {&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599};
static int32_t ** volatile g_657 = (void*)0;
static int32_t ** volatile g_658 = (void*)0;



static int8_t func_1(void);
static int32_t * func_12(int8_t p_13, const int32_t * p_14);
static uint8_t func_30(int32_t * p_31, int32_t * p_32, int32_t * p_33, const int16_t p_34, const int32_t p_35);
static int32_t func_36(uint16_t p_37, uint16_t p_38);
# 82 "/work/wt/grammars/tests/corpus/c/csmith/seed9.c"
static int8_t func_1(void)
{
    uint32_t l_9 = 7UL;
    const int32_t *l_17 = &g_2[1][2][0];
    int32_t **l_656 = &g_320;
    int32_t **l_659 = &g_41;
    int8_t l_660[8][1] = {{(-1L)},{0x66L},{(-1L)},{0x66L},{(-1L)},{0x66L},{(-1L)},{0x66L}};
    int i, j;
    for (g_2[1][2][0] = 0; (g_2[1][2][0] <= 0); ++g_2[1][2][0])
    {
        int32_t *l_5 = &g_6;
        int32_t *l_7 = (void*)0;
        int32_t *l_8[9] = {&g_6,&g_6,&g_6,&g_6,&g_6,&g_6,&g_6,&g_6,&g_6};
        int i;
        l_9++;
    }
    (*l_659) = ((*l_656) = func_12((safe_mod_func_uint8_t_u_u(0x57L, g_6)), l_17));
    return l_660[4][0];
}







static int32_t * func_12(int8_t p_13, const int32_t * p_14)
{
    int32_t *l_18 = &g_6;
    int8_t l_19 = (-1L);
    int32_t *l_20 = &g_6;
    int32_t *l_21[3][5][4] = {{{&g_2[1][2][0],&g_2[1][2][0],&g_2[3][0][1],&g_2[1][2][0]},{&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7],&g_2[1][2][0]},{&g_2[3][3][7],&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7]},{&g_2[1][2][0],&g_2[1][2][0],&g_2[3][0][1],&g_2[1][2][0]},{&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7],&g_2[1][2][0]}},{{&g_2[3][3][7],&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7]},{&g_2[1][2][0],&g_2[1][2][0],&g_2[3][0][1],&g_2[1][2][0]},{&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7],&g_2[1][2][0]},{&g_2[3][3][7],&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7]},{&g_2[1][2][0],&g_2[1][2][0],&g_2[3][0][1],&g_2[1][2][0]}},{{&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7],&g_2[1][2][0]},{&g_2[3][3][7],&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7]},{&g_2[1][2][0],&g_2[1][2][0],&g_2[3][0][1],&g_2[1][2][0]},{&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7],&g_2[1][2][0]},{&g_2[3][3][7],&g_2[1][2][0],&g_2[3][3][7],&g_2[3][3][7]}}};
    int16_t l_22 = (-4L);
    uint8_t l_23 = 1UL;
    uint32_t *l_457[4] = {&g_50,&g_50,&g_50,&g_50};
    uint32_t **l_456 = &l_457[2];
    uint32_t ***l_455[3];
    uint32_t ***l_471[7];
    uint32_t l_476 = 4294967294UL;
    int64_t l_500 = 0x5C0A884E19960174LL;
    int64_t *l_522 = (void*)0;
    int16_t **l_544 = (void*)0;
    int16_t ***l_543 = &l_544;
    int16_t ****l_542 = &l_543;
    const uint8_t l_545 = 0xFFL;
    uint16_t * const l_570 = (void*)0;
    uint16_t *l_604 = (void*)0;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_455[i] = &l_456;
    for (i = 0; i < 7; i++)
        l_471[i] = &l_456;
    l_23--;
    if ((safe_sub_func_uint64_t_u_u((safe_add_func_uint16_t_u_u((p_13 ^ func_30(l_21[2][2][1], l_18, l_20, (*l_18), (*l_18))), g_271[4][0][2])), 0x48E98236AF15DD65LL)))
    {
        int64_t l_381 = 5L;
        int32_t l_382 = 0xA24B9B60L;
        int32_t l_383 = 0x4E89623EL;
        int32_t l_384 = (-1L);
        int32_t l_385[6];
        uint64_t l_386 = 7UL;
        uint32_t ***l_454[6];
        uint16_t **l_459[3][7][5] = {{{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377}},{{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377}},{{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{(void*)0,&g_377,(void*)0,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377},{(void*)0,&g_377,(void*)0,&g_377,&g_377},{&g_377,&g_377,&g_377,&g_377,&g_377}}};
        uint16_t ***l_458 = &l_459[1][3][2];
        int i, j, k;
        for (i = 0; i < 6; i++)
            l_385[i] = (-7L);
        for (i = 0; i < 6; i++)
            l_454[i] = (void*)0;
        l_386--;
        for (l_384 = 0; (l_384 <= (-24)); l_384 = safe_sub_func_uint16_t_u_u(l_384, 6))
        {
            int32_t **l_391 = &l_21[1][3][2];
            uint8_t *l_402 = &l_23;
            uint64_t l_408[5][8];
            uint64_t *l_409 = &l_386;
            uint64_t *l_410 = &g_143[2];
            uint16_t *l_419 = &g_48;
            int i, j;
            for (i = 0; i < 5; i++)
            {
                for (j = 0; j < 8; j++)
                    l_408[i][j] = 1UL;
            }
            (*l_391) = l_21[2][2][1];
            for (g_276 = 0; (g_276 < 4); g_276++)
            {
                int64_t l_395 = (-1L);
                for (g_172 = 5; (g_172 >= 1); g_172 -= 1)
                {
                    int i;
                }
                if ((*g_320))
                    continue;
            }
            (**l_391) = (((((safe_sub_func_uint8_t_u_u(((l_385[4] , l_383) == (((*l_402) = 0xC9L) , ((*l_419) ^= ((!(safe_add_func_uint64_t_u_u((l_408[3][5] |= 0x7998C174B36B86CDLL), (((*l_410) = ((*l_409) ^= p_13)) && ((*l_18) = p_13))))) <= ((safe_sub_func_uint16_t_u_u(((g_172 = (safe_add_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint8_t_u_u(((*l_402) ^= ((g_187 == 0L) <= 0x84EB7BBBBE5E3F44LL)), 7)), 8)), l_382))) >= (**l_391)), p_13)) > (*p_14)))))), p_13)) ^ 0x892EL) , p_13) != (**l_391)) , (*p_14));
            if ((safe_rshift_func_int8_t_s_s(l_385[4], (!p_13))))
            {
                uint8_t l_444 = 254UL;
                if ((*p_14))
                    break;
                if ((*p_14))
                    continue;
                for (p_13 = 0; (p_13 <= 5); p_13 += 1)
                {
                    int16_t *l_425[5][10] = {{&l_22,&g_46,&l_22,&g_46,&l_22,(void*)0,&l_22,&g_253,&g_172,&g_46},{&l_22,&g_46,&g_46,(void*)0,(void*)0,&g_172,&g_172,(void*)0,(void*)0,&g_46},{(void*)0,(void*)0,&g_253,&g_46,&l_22,&g_253,(void*)0,&l_22,(void*)0,(void*)0},{&l_22,&g_46,(void*)0,&g_172,&g_46,&g_172,(void*)0,&g_46,&l_22,(void*)0},{&g_46,(void*)0,(void*)0,&l_22,(void*)0,&g_253,&g_172,&g_46,&g_46,&g_172}};
                    int16_t **l_434 = &l_425[2][7];
                    int16_t ***l_433 = &l_434;
                    int16_t ****l_432 = &l_433;
                    union U0 l_443 = {7L};
                    int i, j;
                    l_385[p_13] = (((l_383 ^= (safe_rshift_func_uint16_t_u_s(p_13, 15))) > (((((((safe_lshift_func_int8_t_s_u(g_143[0], (g_428 == ((*l_432) = (void*)0)))) <= ((safe_mod_func_uint32_t_u_u(((((safe_mod_func_uint16_t_u_u(g_2[1][0][1], (safe_lshift_func_uint8_t_u_s(l_385[4], (safe_rshift_func_int8_t_s_u((l_443 , (**l_391)), g_172)))))) | 0x19L) | l_385[0]) , (**l_391)), (**l_391))) | p_13)) <= (**l_391)) , 0UL) ^ (**l_391)) , 1L) > p_13)) && p_13);
                    if (l_444)
                        continue;
                    (*l_18) |= l_385[4];
                    (*l_18) = (*p_14);
                }
            }
            else
            {
                uint16_t **l_446 = &l_419;
                uint16_t ***l_445 = &l_446;
                int32_t l_453 = (-9L);
                (*g_320) = ((l_455[0] = (((((*l_445) = &l_419) != &g_377) & (p_13 == (((safe_rshift_func_int8_t_s_s(l_386, (safe_add_func_uint8_t_u_u(0xF0L, ((safe_lshift_func_uint16_t_u_s((*g_242), ((*p_14) != (-5L)))) > l_453))))) , (void*)0) == (void*)0))) , l_454[3])) != g_222);
            }
        }
        l_384 &= ((*p_14) != (p_13 && ((l_386 , l_458) == (((g_48 = (*l_20)) , (safe_mod_func_int16_t_s_s(0x0A03L, p_13))) , &l_459[0][5][1]))));
    }
    else
    {
        uint32_t l_464 = 0x38243127L;
        uint32_t ***l_469 = (void*)0;
        int16_t **l_499 = &g_285;
        int16_t ***l_498 = &l_499;
        int16_t ****l_497 = &l_498;
        int32_t *l_501[8][6][5] = {{{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0}},{{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0}},{{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0}},{{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[3][1][0],(void*)0,(void*)0},{&g_2[3][1][0],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]}},{{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]}},{{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]}},{{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]}},{{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]},{&g_2[2][3][2],&g_6,&g_2[2][3][2],&g_2[3][1][0],&g_2[3][1][0]}}};
        int64_t *l_517 = &l_500;
        uint64_t **l_597 = (void*)0;
        uint64_t ***l_601 = &l_597;
        uint16_t * const *l_602 = &l_570;
        const uint32_t * const *l_607 = (void*)0;
        int i, j, k;
        for (g_276 = 0; (g_276 < 7); g_276 = safe_add_func_uint64_t_u_u(g_276, 2))
        {
            uint64_t l_474 = 0x88BC2CA1FD955BE3LL;
            int32_t l_480 = 0x7F647824L;
            uint16_t **l_493 = &g_377;
            uint16_t ***l_492 = &l_493;
            int8_t l_576 = 0x7CL;
            uint64_t *l_586 = (void*)0;
            uint64_t *l_587[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
            int8_t *l_596 = &l_576;
            int i;
        }
        (*l_601) = l_597;
        for (l_464 = 0; (l_464 <= 5); l_464 += 1)
        {
            uint16_t *l_603 = &g_48;
            uint32_t **l_608[5];
            int16_t *l_609[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
            uint64_t **l_654 = &g_600;
            int i;
            for (i = 0; i < 5; i++)
                l_608[i] = &l_457[0];
            if ((*p_14))
                break;
            (*l_18) = ((&g_242 != l_602) , (((l_603 != (l_604 = l_604)) && ((*l_603) = ((((5UL | ((safe_lshift_func_int16_t_s_u((g_172 = (g_46 = ((l_607 != l_608[2]) & p_13))), 9)) , (*l_20))) != 0xA1319278L) <= p_13) && p_13))) , 0L));
            for (g_48 = 2; (g_48 <= 6); g_48 += 1)
            {
                uint32_t l_610 = 0UL;
                uint16_t **l_614 = &g_377;
                uint16_t ** const *l_613 = &l_614;
                uint16_t ***l_618[6][7][6] = {{{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,(void*)0,&l_614},{&l_614,(void*)0,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,(void*)0,&l_614,&l_614,(void*)0,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,(void*)0,&l_614}},{{&l_614,(void*)0,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,(void*)0,&l_614,&l_614,(void*)0,&l_614},{&l_614,&l_614,(void*)0,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,(void*)0,&l_614,&l_614}},{{&l_614,&l_614,(void*)0,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,&l_614,&l_614,&l_614}},{{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614}},{{&l_614,&l_614,&l_614,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,(void*)0,&l_614,&l_614}},{{&l_614,&l_614,(void*)0,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,(void*)0,&l_614,&l_614},{&l_614,&l_614,(void*)0,&l_614,&l_614,&l_614},{&l_614,&l_614,&l_614,&l_614,&l_614,(void*)0}}};
                int32_t l_621[6][1] = {{0x337D873EL},{0xD74EBE61L},{0xD74EBE61L},{0x337D873EL},{0xD74EBE61L},{0xD74EBE61L}};
                uint32_t * const *l_624 = (void*)0;
                uint32_t * const **l_623 = &l_624;
                uint32_t * const ***l_622[8][8][4] = {{{&l_623,&l_623,&l_623,&l_623},{(void*)0,&l_623,&l_623,&l_623},{(void*)0,&l_623,(void*)0,(void*)0},{&l_623,&l_623,&l_623,(void*)0},{&l_623,(void*)0,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,(void*)0,&l_623,(void*)0}},{{(void*)0,&l_623,&l_623,(void*)0},{&l_623,&l_623,&l_623,&l_623},{(void*)0,&l_623,(void*)0,&l_623},{&l_623,&l_623,(void*)0,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,(void*)0,&l_623,&l_623},{&l_623,(void*)0,(void*)0,&l_623},{&l_623,&l_623,(void*)0,&l_623}},{{(void*)0,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{(void*)0,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,(void*)0,&l_623}},{{(void*)0,&l_623,&l_623,&l_623},{(void*)0,&l_623,&l_623,&l_623},{&l_623,(void*)0,&l_623,&l_623},{&l_623,(void*)0,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{(void*)0,&l_623,&l_623,&l_623},{(void*)0,&l_623,(void*)0,(void*)0}},{{&l_623,&l_623,&l_623,(void*)0},{&l_623,(void*)0,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,(void*)0,&l_623,(void*)0},{(void*)0,&l_623,&l_623,(void*)0},{&l_623,&l_623,&l_623,&l_623},{(void*)0,&l_623,(void*)0,&l_623}},{{&l_623,&l_623,(void*)0,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,(void*)0,&l_623,&l_623},{&l_623,(void*)0,(void*)0,&l_623},{&l_623,&l_623,(void*)0,&l_623},{(void*)0,&l_623,&l_623,(void*)0},{&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623}},{{&l_623,&l_623,&l_623,(void*)0},{&l_623,&l_623,&l_623,(void*)0},{(void*)0,&l_623,&l_623,&l_623},{&l_623,&l_623,(void*)0,&l_623},{&l_623,&l_623,(void*)0,(void*)0},{&l_623,&l_623,&l_623,&l_623},{&l_623,(void*)0,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623}},{{(void*)0,&l_623,(void*)0,&l_623},{(void*)0,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623},{&l_623,(void*)0,&l_623,&l_623},{&l_623,&l_623,(void*)0,(void*)0},{&l_623,&l_623,(void*)0,&l_623},{&l_623,&l_623,&l_623,&l_623},{(void*)0,&l_623,&l_623,&l_623}}};
                int8_t l_651 = 0x1DL;
                int32_t l_652 = 0x6BB72778L;
                int i, j, k;
                --l_610;
                for (l_500 = 5; (l_500 >= 0); l_500 -= 1)
                {
                    uint16_t ****l_615 = (void*)0;
                    uint16_t ***l_617 = &l_614;
                    uint16_t ****l_616 = &l_617;
                    (*l_18) |= ((l_610 || p_13) , (l_613 != (l_618[3][4][5] = ((*l_616) = &l_614))));
                    if (l_610)
                        break;
                    l_621[2][0] &= (safe_lshift_func_uint16_t_u_s((0x39B70340AA41E400LL <= p_13), 2));
                }
                if (((void*)0 != l_622[5][4][0]))
                {
                    uint8_t l_625 = 1UL;
                    l_625 ^= (*p_14);
                    if ((*p_14))
                        break;
                }
                else
                {
                    uint64_t *l_628[9][6] = {{&g_143[2],&g_143[2],&g_143[0],&g_143[2],&g_143[2],&g_143[0]},{&g_143[2],&g_143[2],&g_143[0],&g_143[2],&g_143[2],&g_143[0]},{&g_143[2],&g_143[2],&g_143[0],&g_143[2],&g_143[2],&g_143[0]},{&g_143[2],&g_143[2],&g_143[0],&g_143[2],&g_143[2],&g_143[0]},{&g_143[2],&g_143[2],&g_143[0],&g_143[2],&g_143[2],&g_143[0]},{&g_143[2],&g_143[2],&g_143[0],&g_143[2],&g_143[2],&g_143[0]},{&g_143[2],&g_143[2],&g_143[0],&g_143[2],&g_143[2],&g_143[0]},{&g_143[2],&g_143[2],&g_143[0],&g_143[2],&g_143[2],&g_143[0]},{&g_143[2],&g_143[2],&g_143[0],&g_143[2],&g_143[2],&g_143[0]}};
                    int32_t l_653 = 1L;
                    uint8_t *l_655 = &g_485;
                    int i, j;
                    l_653 = (safe_rshift_func_uint16_t_u_u((((*l_18) = p_13) , (safe_mod_func_uint8_t_u_u((((**l_456)++) , 0xA3L), ((*l_655) = (safe_rshift_func_uint16_t_u_s((!((((safe_sub_func_uint64_t_u_u(((0x9BL >= (safe_div_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((p_13 == l_621[2][0]), (safe_rshift_func_uint16_t_u_s(0xB6C4L, (l_652 = ((safe_mod_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s(((safe_rshift_func_int16_t_s_u((((*l_517) = ((((((+g_2[1][3][6]) ^ p_13) , g_271[4][0][2]) , 0x8E3E15ACL) > 0L) < l_651)) > p_13), 9)) , 0x92L), p_13)), l_621[2][0])) , p_13)))))), p_13))) > l_653), p_13)) , l_654) == (void*)0) && (*l_20))), 15)))))), p_13));
                    return l_501[5][0][1];
                }
            }
        }
    }
    return l_21[2][2][1];
}







static uint8_t func_30(int32_t * p_31, int32_t * p_32, int32_t * p_33, const int16_t p_34, const int32_t p_35)
{
    int32_t *l_40 = &g_2[1][2][0];
    int32_t **l_39[2][4] = {{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}};
    const uint16_t l_42 = 65526UL;
    int16_t *l_45 = &g_46;
    uint16_t *l_47 = &g_48;
    uint32_t *l_49 = &g_50;
    uint32_t ****l_281[3][9] = {{&g_222,(void*)0,(void*)0,(void*)0,&g_222,&g_222,&g_222,&g_222,&g_222},{(void*)0,(void*)0,&g_222,&g_222,&g_222,(void*)0,(void*)0,&g_222,&g_222},{&g_222,&g_222,(void*)0,&g_222,&g_222,&g_222,(void*)0,&g_222,&g_222}};
    uint32_t *****l_280 = &l_281[1][2];
    uint8_t *l_282 = (void*)0;
    int64_t l_306[10];
    int16_t **l_315 = &g_285;
    int16_t ***l_314 = &l_315;
    int16_t ***l_317 = &l_315;
    uint16_t l_323 = 0xE131L;
    int8_t l_360 = (-1L);
    uint16_t l_362 = 0xBEB1L;
    int i, j;
    for (i = 0; i < 10; i++)
        l_306[i] = 0x3802A89148B5D1EFLL;
    if (func_36(((((g_41 = p_31) == p_33) & ((((*l_49) = (((*p_32) < l_42) || (((*l_47) |= (p_35 & (((((*l_45) = (safe_div_func_int64_t_s_s(1L, (*l_40)))) < (*l_40)) , (*l_40)) | (*p_33)))) && g_6))) , p_35) & g_6)) >= p_34), (*l_40)))
    {
        int32_t l_274 = 0x6648DE4FL;
        int64_t *l_275 = &g_276;
        int64_t **l_277 = &l_275;
        int64_t * const l_278 = &g_276;
        uint32_t *****l_279 = (void*)0;
        uint64_t *l_283[4];
        int16_t **l_284[5];
        int32_t l_287 = (-5L);
        int32_t l_290[5][3];
        int32_t l_294 = 0x1987D1B0L;
        uint8_t l_311 = 0x70L;
        int i, j;
        for (i = 0; i < 4; i++)
            l_283[i] = &g_143[1];
        for (i = 0; i < 5; i++)
            l_284[i] = (void*)0;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 3; j++)
                l_290[i][j] = 0xE2C34BD1L;
        }
        (*p_33) |= (((safe_add_func_int16_t_s_s(l_274, (p_34 , l_274))) , ((0x9DC2FB92L | (((((*l_277) = l_275) != l_278) == (l_274 ^ p_34)) || g_172)) ^ (*l_40))) < 0xCAL);
lbl_286:
        l_280 = l_279;
        if (((*p_31) ^= ((*p_33) |= ((g_143[2] = (l_282 != (void*)0)) && (l_274 = ((g_285 = &g_46) == &p_34))))))
        {
            int32_t l_288 = 0xA1C15214L;
            int32_t l_289 = 0xD171539EL;
            uint8_t l_291 = 0x43L;
            const union U0 l_295 = {0L};
            if (g_6)
                goto lbl_286;
            ++l_291;
            (*p_31) = ((l_294 , l_295) , 0xF5582DE0L);
        }
        else
        {
            int32_t l_302 = 0x7049EE28L;
            int32_t l_303[4][9] = {{0xD7E92897L,0xD7E92897L,0xA7DFFA2BL,1L,0L,0x21888E1FL,0L,0L,0L},{0xD7E92897L,0x158BB53BL,0x21888E1FL,0x21888E1FL,0x158BB53BL,0xD7E92897L,1L,0x23776A21L,0x2F456A4EL},{0L,0L,0xA7DFFA2BL,0x2F456A4EL,0x158BB53BL,0x158BB53BL,0x2F456A4EL,0xA7DFFA2BL,0L},{0x158BB53BL,0L,0xA7DFFA2BL,0x21888E1FL,0x23776A21L,0xB740927EL,0L,0L,0xB740927EL}};
            int i, j;
            for (g_48 = (-13); (g_48 >= 52); g_48++)
            {
                (*p_31) = (0x41L | g_6);
            }
            for (l_274 = 3; (l_274 >= 0); l_274 -= 1)
            {
                uint64_t l_298 = 18446744073709551612UL;
                int32_t l_301 = 0x1FB3B8E0L;
                int32_t l_305 = 0L;
                int32_t l_309 = 0xEE0BD0EFL;
                int32_t l_310 = 0x544E29CEL;
                int16_t ****l_316[8][1] = {{(void*)0},{&l_314},{(void*)0},{&l_314},{(void*)0},{&l_314},{(void*)0},{&l_314}};
                int i, j;
                if (l_298)
                    break;
                for (g_172 = 0; (g_172 <= 4); g_172 += 1)
                {
                    int8_t l_299 = 6L;
                    int32_t l_300 = (-1L);
                    int32_t l_304 = 0xBF0F56E2L;
                    int32_t l_307 = 0L;
                    int32_t l_308[6] = {6L,6L,6L,6L,6L,6L};
                    int i;
                    p_31 = p_32;
                    (*l_40) ^= (*p_32);
                    if ((**g_86))
                        continue;
                    --l_311;
                }
                l_317 = (l_314 = l_314);
                for (l_305 = 0; (l_305 <= 3); l_305 += 1)
                {
                    return p_35;
                }
            }
            for (l_274 = 25; (l_274 <= 4); l_274 = safe_sub_func_int16_t_s_s(l_274, 9))
            {
                return l_302;
            }
        }
    }
    else
    {
        int32_t l_322 = 1L;
        int32_t l_350 = 1L;
        int32_t l_353 = 0x1EEB15AEL;
        int32_t l_356 = 9L;
        int32_t l_357 = 0xC35A51F4L;
        int32_t l_359[5][6][8] = {{{(-4L),1L,1L,1L,0xD41BEAE0L,0xF9BE0B72L,0x569281A9L,0xF433E203L},{(-9L),0xD810C863L,0x60865BAAL,0L,0xB88A62C6L,0xFC7ECB47L,0xD810C863L,9L},{0xD7FB3825L,0x580E0F3BL,0xAE79508EL,(-1L),5L,0xD41BEAE0L,5L,(-1L)},{0L,1L,0L,0xF433E203L,0xABB352D9L,0L,0x4D9299A7L,0xFC7ECB47L},{0x15B1D7AAL,(-10L),0x6BD788C1L,0xD7FB3825L,0xF9BE0B72L,0x15B1D7AAL,0xABB352D9L,0x20D7E9BDL},{0x15B1D7AAL,(-3L),9L,(-5L),0xABB352D9L,0xF9BE0B72L,1L,0xD810C863L}},{{0L,9L,0xD41BEAE0L,0x11DCE77FL,5L,1L,0xF433E203L,(-10L)},{0xD7FB3825L,5L,0x20D7E9BDL,0x6BD788C1L,0xB88A62C6L,0xD810C863L,0x1603D07AL,0xAE79508EL},{(-9L),(-1L),0L,0xF433E203L,0xD41BEAE0L,(-5L),0x06AD5AF7L,0xBE9D8C44L},{(-4L),0xD7FB3825L,1L,0xABB352D9L,(-3L),(-3L),0xABB352D9L,1L},{0x569281A9L,0x569281A9L,0xD7FB3825L,(-5L),0xD810C863L,(-4L),0x15B1D7AAL,0xF433E203L},{0L,9L,1L,(-9L),(-3L),0x11DCE77FL,(-10L),0xF433E203L}},{{9L,0xC3020426L,0xAE79508EL,(-5L),0xB88A62C6L,0x60865BAAL,0xC3020426L,1L},{(-5L),0x580E0F3BL,0xFC7ECB47L,0xABB352D9L,(-10L),0L,5L,0xBE9D8C44L},{0x7BC0C030L,0x83BB0D35L,(-5L),0xF433E203L,0x1E74573FL,(-4L),0x60865BAAL,0xAE79508EL},{0x15B1D7AAL,0xF9BE0B72L,0xD7FB3825L,0x6BD788C1L,(-10L),0x15B1D7AAL,0x1E74573FL,(-10L)},{0xFC7ECB47L,0xD810C863L,9L,0x11DCE77FL,4L,0x11DCE77FL,9L,0xD810C863L},{1L,0x06AD5AF7L,0x506A24C9L,(-5L),5L,0xF433E203L,0x1603D07AL,0x20D7E9BDL}},{{(-5L),5L,0L,0xD7FB3825L,1L,0x3A6C778DL,0x1603D07AL,0xFC7ECB47L},{1L,0xD7FB3825L,0x506A24C9L,0xF433E203L,(-4L),(-1L),9L,(-1L)},{(-4L),(-1L),9L,(-1L),0xD810C863L,(-3L),0x1E74573FL,9L},{0L,1L,0L,(-5L),(-4L),1L,0L,(-9L)},{0xFC7ECB47L,0x52D36825L,0x580E0F3BL,1L,0x15B1D7AAL,(-5L),(-4L),0x06AD5AF7L},{1L,(-4L),(-5L),0x11DCE77FL,0x11DCE77FL,(-5L),(-4L),1L}},{{(-10L),(-5L),0xB88A62C6L,0x3A6C778DL,0xF433E203L,0x60865BAAL,1L,0xC3020426L},{(-10L),0xABB352D9L,0x11DCE77FL,0x06AD5AF7L,0x3A6C778DL,0x60865BAAL,1L,0L},{(-5L),(-5L),0L,0x20D7E9BDL,(-1L),(-5L),0x3A6C778DL,1L},{0L,(-4L),1L,(-1L),(-3L),(-5L),0x52D36825L,(-3L)},{(-5L),0x52D36825L,0xAE79508EL,(-5L),1L,1L,1L,0x7C7E63F5L},{(-10L),1L,0x1603D07AL,0L,(-10L),0xD41BEAE0L,(-9L),0xB88A62C6L}}};
        uint16_t *l_375 = &l_323;
        uint16_t **l_376[9] = {&l_375,&l_375,&l_375,&l_375,&l_375,&l_375,&l_375,&l_375,&l_375};
        int i, j, k;
        for (g_50 = 0; (g_50 <= 2); g_50 += 1)
        {
            int16_t l_321 = (-5L);
            int32_t l_330 = (-1L);
            int32_t l_343[2];
            int i;
            for (i = 0; i < 2; i++)
                l_343[i] = 0xD5E0BF76L;
            g_320 = p_33;
            for (g_6 = 0; (g_6 <= 0); g_6 += 1)
            {
                const int32_t *l_326 = &g_2[1][2][0];
                int16_t **l_341 = &g_285;
                int32_t l_349[1];
                int32_t l_361 = 0x9D5E2147L;
                int i;
                for (i = 0; i < 1; i++)
                    l_349[i] = 0xB1319029L;
            }
        }
        (*p_33) &= (safe_rshift_func_int8_t_s_s(4L, (safe_mod_func_uint8_t_u_u(((0xAAD9L != p_35) || p_34), ((safe_sub_func_uint16_t_u_u(((safe_lshift_func_uint8_t_u_s((safe_lshift_func_int8_t_s_u(5L, ((l_47 = &l_362) != (g_377 = l_375)))), g_50)) | 0xBDE896318C958A44LL), 4UL)) | g_172)))));
        (*g_86) = p_31;
        for (l_360 = 8; (l_360 >= 0); l_360 -= 1)
        {
            p_32 = (*g_82);
            for (l_353 = 3; (l_353 <= 9); l_353 += 1)
            {
                uint16_t l_378[5] = {0x9A98L,0x9A98L,0x9A98L,0x9A98L,0x9A98L};
                int i;
                for (g_172 = 0; (g_172 <= 4); g_172 += 1)
                {
                    int i, j, k;
                    return l_359[g_172][(g_172 + 1)][g_172];
                }
                p_32 = p_33;
                l_378[1]--;
                (*g_86) = &l_359[1][0][2];
            }
        }
    }
    return (*l_40);
}







static int32_t func_36(uint16_t p_37, uint16_t p_38)
{
    int32_t *l_51[1];
    int8_t l_52 = 1L;
    uint8_t l_54 = 0x3AL;
    uint16_t *l_68[7][2][2] = {{{(void*)0,&g_48},{&g_48,&g_48}},{{(void*)0,&g_48},{&g_48,&g_48}},{{&g_48,(void*)0},{(void*)0,&g_48}},{{(void*)0,&g_48},{(void*)0,&g_48}},{{(void*)0,(void*)0},{&g_48,&g_48}},{{&g_48,&g_48},{(void*)0,&g_48}},{{&g_48,&g_48},{(void*)0,&g_48}}};
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_51[i] = &g_6;
lbl_102:
    --l_54;
    for (g_6 = 0; (g_6 < (-28)); g_6--)
    {
        uint16_t l_65 = 1UL;
        int32_t l_88[9];
        uint32_t *l_98 = (void*)0;
        uint32_t **l_97 = &l_98;
        int32_t *l_101 = &l_88[1];
        uint16_t l_119 = 65535UL;
        int32_t **l_151 = &l_51[0];
        int32_t **l_152[9][8] = {{&l_101,&g_41,&g_41,(void*)0,(void*)0,&l_51[0],&g_41,&g_41},{&g_41,(void*)0,(void*)0,&l_51[0],(void*)0,&l_51[0],&l_101,&l_51[0]},{&l_51[0],&g_41,&l_51[0],(void*)0,&l_51[0],(void*)0,&l_51[0],&g_41},{&l_51[0],&l_51[0],&g_41,&g_41,&l_51[0],&l_51[0],&l_51[0],&l_51[0]},{&l_101,&l_51[0],(void*)0,(void*)0,&l_51[0],&l_51[0],&l_51[0],&g_41},{(void*)0,(void*)0,&g_41,&l_51[0],(void*)0,(void*)0,&l_51[0],&g_41},{(void*)0,(void*)0,&l_51[0],&g_41,(void*)0,(void*)0,&l_101,(void*)0},{&l_51[0],&l_51[0],(void*)0,(void*)0,&l_51[0],&l_101,&g_41,(void*)0},{&l_51[0],&l_51[0],&g_41,&g_41,&l_51[0],&l_51[0],&l_51[0],&g_41}};
        volatile int64_t ** volatile l_188 = &g_186;
        uint8_t *l_268 = &l_54;
        int i, j;
        for (i = 0; i < 9; i++)
            l_88[i] = 0xF14FE5D6L;
        if ((*g_41))
        {
            uint32_t l_74 = 4294967289UL;
            int32_t l_78 = 0xFE639175L;
            if ((((+(((+((((p_37 , (void*)0) == &l_51[0]) <= (g_48 == (safe_div_func_uint64_t_u_u((safe_div_func_int32_t_s_s((0xC70ECFAE2F6F5F90LL || (p_38 | ((((-5L) != 1UL) , g_46) >= 0xEEL))), (*g_41))), g_50)))) >= l_65)) && (-1L)) | p_38)) && g_2[1][2][0]) & p_37))
            {
                for (p_37 = (-24); (p_37 <= 34); ++p_37)
                {
                    (*g_41) = (l_68[5][0][0] == &p_37);
                }
                for (g_46 = 0; (g_46 >= (-12)); g_46--)
                {
                    int16_t *l_71 = &g_46;
                    int16_t **l_72 = &l_71;
                    int16_t *l_73 = &g_46;
                    l_74 ^= (g_2[1][2][0] != (((*l_72) = l_71) == l_73));
                }
                if ((*g_41))
                    continue;
            }
            else
            {
                uint16_t **l_75 = &l_68[6][1][1];
                uint16_t *l_77 = &l_65;
                uint16_t **l_76 = &l_77;
                int32_t l_83[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_83[i] = 0xAAE058F2L;
                (*g_41) &= (l_78 = (((*l_76) = ((*l_75) = &p_38)) != (void*)0));
                for (g_50 = 0; (g_50 >= 45); g_50 = safe_add_func_uint64_t_u_u(g_50, 6))
                {
                    int32_t **l_81 = (void*)0;
                    int32_t **l_85 = (void*)0;
                    (*g_82) = &g_2[0][7][6];
                    l_83[0] = ((*g_41) = (g_50 , (*g_41)));
                    (*g_82) = (*g_82);
                }
                l_83[0] = (*g_41);
                for (l_65 = 0; (l_65 <= 0); l_65 += 1)
                {
                    (*g_86) = l_51[0];
                    return p_38;
                }
            }
            return p_38;
        }
        else
        {
            int64_t l_87 = (-1L);
            int32_t l_89 = (-5L);
            int32_t l_90 = 0x8C813946L;
            uint8_t l_91[10] = {0x1AL,0xECL,0x1AL,0x70L,0x70L,0x1AL,255UL,9UL,0x1AL,0x1AL};
            int32_t l_99 = 0x70D5C253L;
            int32_t *l_103 = &l_90;
            int32_t l_105 = 1L;
            int64_t l_106[4] = {0xD1989E602455DEC4LL,0xD1989E602455DEC4LL,0xD1989E602455DEC4LL,0xD1989E602455DEC4LL};
            int32_t l_110 = 0x68781EB0L;
            int32_t l_113 = 9L;
            int32_t l_114 = 0L;
            int32_t l_115 = 0xCE9AB821L;
            int32_t l_116 = 0xCAA37323L;
            int32_t l_118[5][6] = {{0xBE4A546AL,(-1L),0x43D635B3L,0xA22F5735L,0xA22F5735L,0x43D635B3L},{0xBE4A546AL,0xBE4A546AL,0xA22F5735L,0x4353AD90L,0L,0x4353AD90L},{(-1L),0xBE4A546AL,(-1L),0x43D635B3L,0xA22F5735L,0xA22F5735L},{0xA037CD14L,(-1L),(-1L),0xA037CD14L,0xBE4A546AL,0x4353AD90L},{0x4353AD90L,0xA037CD14L,0xA22F5735L,0xA037CD14L,0x4353AD90L,0x43D635B3L}};
            uint32_t ***l_223 = &l_97;
            uint64_t l_224[7] = {0x11C388CC783C76BELL,0x11C388CC783C76BELL,0UL,0x11C388CC783C76BELL,0x11C388CC783C76BELL,0UL,0x11C388CC783C76BELL};
            uint16_t **l_240 = &l_68[2][1][0];
            int i, j;
            for (p_38 = 0; (p_38 <= 3); p_38 += 1)
            {
                uint32_t *l_95 = &g_50;
                uint32_t **l_94 = &l_95;
                int32_t l_104 = (-4L);
                int32_t l_107 = 1L;
                int32_t l_108 = 1L;
                int32_t l_109 = 1L;
                int32_t l_112 = 0xB5FE7B20L;
                int32_t l_117 = 0x826FC9A2L;
                l_91[4]++;
                for (g_50 = 0; (g_50 <= 0); g_50 += 1)
                {
                    uint32_t ***l_96 = &l_94;
                    int i;
                    l_97 = ((*l_96) = l_94);
                    if (l_99)
                        break;
                    l_51[g_50] = l_51[0];
                }
                for (p_37 = 0; (p_37 <= 3); p_37 += 1)
                {
                    int32_t **l_100[6][9][4] = {{{(void*)0,&g_41,(void*)0,(void*)0},{(void*)0,&l_51[0],&g_41,(void*)0},{&l_51[0],(void*)0,&g_41,&g_41},{&l_51[0],&l_51[0],&l_51[0],&l_51[0]},{&l_51[0],&g_41,&g_41,&l_51[0]},{&g_41,(void*)0,(void*)0,&l_51[0]},{&g_41,&l_51[0],&g_41,(void*)0},{&g_41,(void*)0,&g_41,(void*)0},{&g_41,&l_51[0],&g_41,&l_51[0]}},{{(void*)0,(void*)0,&l_51[0],&l_51[0]},{(void*)0,&g_41,(void*)0,&l_51[0]},{(void*)0,&l_51[0],&l_51[0],&g_41},{&l_51[0],(void*)0,&g_41,(void*)0},{&l_51[0],&l_51[0],&l_51[0],(void*)0},{(void*)0,&g_41,&g_41,&g_41},{&l_51[0],(void*)0,&g_41,&g_41},{&g_41,&l_51[0],&l_51[0],&l_51[0]},{&g_41,&l_51[0],(void*)0,(void*)0}},{{&g_41,&l_51[0],&l_51[0],&g_41},{&g_41,(void*)0,&g_41,&l_51[0]},{&l_51[0],&l_51[0],&g_41,&l_51[0]},{(void*)0,&l_51[0],&l_51[0],&l_51[0]},{&l_51[0],&l_51[0],&g_41,&l_51[0]},{&l_51[0],&l_51[0],&l_51[0],&l_51[0]},{(void*)0,&g_41,(void*)0,(void*)0},{(void*)0,(void*)0,&l_51[0],(void*)0},{(void*)0,&l_51[0],&g_41,(void*)0}},{{&g_41,&g_41,&g_41,&g_41},{&g_41,&g_41,&g_41,(void*)0},{&g_41,&l_51[0],(void*)0,(void*)0},{&g_41,(void*)0,&g_41,(void*)0},{&l_51[0],&g_41,&l_51[0],&l_51[0]},{&l_51[0],&l_51[0],&g_41,&l_51[0]},{&l_51[0],&l_51[0],&g_41,&l_51[0]},{(void*)0,&l_51[0],(void*)0,&l_51[0]},{(void*)0,&l_51[0],(void*)0,&l_51[0]}},{{&l_51[0],&l_51[0],&l_51[0],&l_51[0]},{(void*)0,&g_41,(void*)0,&l_51[0]},{&g_41,&g_41,(void*)0,&l_51[0]},{(void*)0,&g_41,&l_51[0],&g_41},{&l_51[0],&g_41,&g_41,&l_51[0]},{&g_41,&l_51[0],(void*)0,(void*)0},{&g_41,&l_51[0],(void*)0,&g_41},{(void*)0,&g_41,&g_41,&g_41},{&l_51[0],(void*)0,&l_51[0],&l_51[0]}},{{&g_41,&l_51[0],&l_51[0],&g_41},{(void*)0,(void*)0,&g_41,&l_51[0]},{(void*)0,&l_51[0],&l_51[0],&g_41},{&l_51[0],&g_41,(void*)0,&g_41},{&l_51[0],&l_51[0],(void*)0,&l_51[0]},{&g_41,(void*)0,&l_51[0],&g_41},{&l_51[0],&l_51[0],&g_41,&l_51[0]},{&g_41,(void*)0,&g_41,&g_41},{&l_51[0],&g_41,&l_51[0],&g_41}}};
                    int i, j, k;
                    (*g_86) = (l_101 = (*g_82));
                    if (g_48)
                        goto lbl_102;
                    l_103 = (*g_82);
                    if ((*g_41))
                        continue;
                }
                for (l_54 = 0; (l_54 <= 3); l_54 += 1)
                {
                    int32_t l_111 = 1L;
                    int i, j, k;
                    g_2[l_54][l_54][(p_38 + 3)] = (l_104 , p_38);
                    l_119--;
                    return l_111;
                }
            }
            for (p_37 = 0; (p_37 == 13); p_37 = safe_add_func_int16_t_s_s(p_37, 8))
            {
                int32_t *l_127[9][3] = {{&l_118[3][1],&l_118[3][1],&l_118[3][1]},{&l_118[1][4],&l_118[1][4],&l_118[1][4]},{&l_118[3][1],&l_118[3][1],&l_118[3][1]},{&l_118[1][4],&l_118[1][4],&l_118[1][4]},{&l_118[3][1],&l_118[3][1],&l_118[3][1]},{&l_118[1][4],&l_118[1][4],&l_118[1][4]},{&l_118[3][1],&l_118[3][1],&l_118[3][1]},{&l_118[1][4],&l_118[1][4],&l_118[1][4]},{&l_118[3][1],&l_118[3][1],&l_118[3][1]}};
                union U0 l_134 = {-10L};
                int i, j;
            }
            for (l_89 = (-11); (l_89 < (-6)); l_89 = safe_add_func_uint8_t_u_u(l_89, 4))
            {
                int64_t *l_168 = &l_106[1];
                int32_t l_169[9] = {9L,9L,9L,9L,9L,9L,9L,9L,9L};
                uint8_t l_170 = 0x5BL;
                int16_t *l_171 = &g_172;
                uint8_t *l_176 = &l_91[4];
                uint8_t *l_181 = &l_170;
                int32_t l_184 = 0x9B663F66L;
                int32_t l_225[8];
                const union U0 l_252[1][5][6] = {{{{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L},{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L}},{{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L},{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L}},{{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L},{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L}},{{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L},{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L}},{{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L},{0xE496C660L},{0x2AB5C4E9L},{0x2AB5C4E9L}}}};
                uint32_t ** const l_264[8] = {(void*)0,&l_98,&l_98,(void*)0,&l_98,&l_98,(void*)0,&l_98};
                int i, j, k;
                for (i = 0; i < 8; i++)
                    l_225[i] = 1L;
                (*l_101) = (safe_div_func_int16_t_s_s(((l_68[1][1][1] == l_68[5][0][0]) >= ((safe_sub_func_uint64_t_u_u((0UL ^ (safe_lshift_func_int16_t_s_s(((*l_103) , (safe_rshift_func_int16_t_s_s(((*l_171) ^= (((((((((((safe_rshift_func_uint8_t_u_s(g_2[2][7][4], 3)) == (p_38 > ((*l_168) &= g_2[1][2][0]))) >= g_2[1][2][0]) , l_169[5]) >= g_46) & p_38) >= (*l_103)) <= (*g_41)) && p_38) <= g_2[3][4][2]) | l_170)), g_143[1]))), g_6))), g_50)) || l_170)), (*l_103)));
                if ((((safe_unary_minus_func_uint32_t_u(g_46)) , ((safe_lshift_func_uint8_t_u_u(((*l_176) &= p_37), ((0x6FL <= p_38) || ((7L == ((((((*l_181) = (safe_sub_func_uint64_t_u_u(0x81C6F64A7FD83CDDLL, (g_2[3][3][2] != p_38)))) == 1UL) >= p_37) <= 0xC1L) != g_143[0])) || (*l_103))))) , 1L)) == g_53))
                {
                    int32_t l_189 = (-5L);
                    int32_t l_196 = 0x4A9D08F0L;
                    l_184 ^= (safe_sub_func_uint64_t_u_u(g_46, (l_169[2] < (*l_101))));
                    l_188 = g_185;
                    (**g_82) = ((-1L) > ((l_189 | p_38) && ((safe_add_func_int64_t_s_s(p_37, (l_184 |= (safe_mod_func_uint64_t_u_u(((((safe_mul_func_uint8_t_u_u((g_2[1][2][0] && p_38), (p_38 >= p_38))) , &l_98) == (void*)0) && 4294967291UL), l_196))))) & p_37)));
                }
                else
                {
                    uint64_t *l_211 = &g_143[2];
                    int8_t l_219 = 0x9CL;
                    uint32_t ***l_221 = &l_97;
                    uint32_t ****l_220[6][5][2] = {{{&l_221,&l_221},{&l_221,&l_221},{&l_221,(void*)0},{&l_221,&l_221},{&l_221,&l_221}},{{&l_221,(void*)0},{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221}},{{&l_221,&l_221},{&l_221,(void*)0},{&l_221,&l_221},{&l_221,&l_221},{&l_221,(void*)0}},{{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221}},{{&l_221,(void*)0},{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221}},{{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221},{&l_221,&l_221}}};
                    int i, j, k;
                    (*l_103) &= p_38;
                    l_51[0] = (*l_151);
                    l_225[1] |= ((g_2[1][1][6] >= ((0x2B502ABD1A8F1CCBLL >= (safe_mul_func_uint16_t_u_u(((((safe_rshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(0xD9A3L, (((((safe_sub_func_uint32_t_u_u((((safe_mod_func_int64_t_s_s(((*l_168) &= ((((*l_211) ^= p_37) , (-7L)) >= (((((g_222 = ((+((((safe_div_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s(l_184, 1)), ((safe_lshift_func_uint16_t_u_u((((p_37 || p_38) & l_219) , 1UL), l_219)) & p_38))) != l_170) , 0x343EB088F62F7CBCLL) >= (*g_186))) , (void*)0)) != l_223) >= g_2[0][0][5]) , l_224[2]) >= p_38))), g_48)) , 0xDE720032L) ^ g_2[1][2][0]), p_38)) , l_219) > l_169[7]) == g_48) ^ p_37))), g_6)) || 0x69524366A7A55D1BLL) , p_38) , l_169[2]), g_6))) < p_37)) , 0x72DBF15BL);
                    if (l_119)
                        goto lbl_102;
                }
                if (p_37)
                {
                    (*l_103) = 0xDB836AC6L;
                }
                else
                {
                    uint16_t l_226 = 0x5A45L;
                    uint64_t *l_259 = &g_143[4];
                    uint32_t ***l_265 = &l_97;
                    ++l_226;
                    g_253 &= ((*l_101) = ((p_37 & (!((*l_171) = (((safe_div_func_int32_t_s_s((safe_mul_func_uint16_t_u_u(((safe_add_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s((((**g_86) >= 3UL) & ((l_240 == (p_38 , g_241[0])) != (safe_rshift_func_uint8_t_u_s(((((safe_rshift_func_int16_t_s_s((safe_rshift_func_int8_t_s_s((safe_div_func_uint64_t_u_u(((void*)0 != g_186), 0xE085A8B14A206273LL)), 4)), 6)) >= (**l_151)) , l_252[0][3][2]) , g_46), l_169[7])))), 7)), 11)), 0x96L)) ^ p_37), (-8L))), p_38)) < 0xC8C10D49L) && 0xACL)))) < (*l_103)));
                    (*g_41) &= l_252[0][3][2].f0;
                    (*l_265) = ((+(safe_add_func_uint64_t_u_u(((~((*l_101) = (0x7BL & (!((*l_259) = (*l_103)))))) > (((p_37 | (+(safe_lshift_func_int16_t_s_s(p_37, (((*l_171) = (+p_37)) < g_50))))) ^ ((0xAA34L ^ g_50) < l_169[5])) <= l_252[0][3][2].f0)), 1L))) , l_264[6]);
                }
                if ((**g_86))
                    continue;
            }
        }
        (*g_41) = (((*l_101) == ((0x63L ^ 0x61L) && (safe_lshift_func_uint8_t_u_s(((*l_268) = 246UL), 7)))) > (safe_rshift_func_uint16_t_u_u(g_271[4][0][2], 4)));
        for (p_37 = 0; (p_37 <= 4); p_37 += 1)
        {
            int i;
            return g_143[p_37];
        }
    }
    return (**g_86);
}





int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_2[i][j][k], "g_2[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_46, "g_46", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_143[i], "g_143[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_172, "g_172", print_hash_value);
    transparent_crc(g_187, "g_187", print_hash_value);
    transparent_crc(g_243, "g_243", print_hash_value);
    transparent_crc(g_253, "g_253", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_271[i][j][k], "g_271[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_276, "g_276", print_hash_value);
    transparent_crc(g_431, "g_431", print_hash_value);
    transparent_crc(g_475.f0, "g_475.f0", print_hash_value);
    transparent_crc(g_475.f1, "g_475.f1", print_hash_value);
    transparent_crc(g_485, "g_485", print_hash_value);
    transparent_crc(g_520, "g_520", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
