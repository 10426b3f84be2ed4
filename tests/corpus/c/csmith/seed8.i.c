# 0 "/work/wt/grammars/tests/corpus/c/csmith/seed8.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/wt/grammars/tests/corpus/c/csmith/seed8.c"
# 10 "/work/wt/grammars/tests/corpus/c/csmith/seed8.c"
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
# 11 "/work/wt/grammars/tests/corpus/c/csmith/seed8.c" 2


static long __undefined;


struct S0 {
   unsigned f0 : 18;
   unsigned f1 : 31;
   uint8_t f2;
   signed f3 : 29;
   unsigned f4 : 14;
   const int32_t f5;
   unsigned f6 : 17;
};

#pragma pack(push)
#pragma pack(1)
struct S1 {
   unsigned f0 : 25;
   uint16_t f1;
   unsigned f2 : 6;
   volatile signed f3 : 12;
   volatile signed f4 : 18;
   unsigned f5 : 27;
};
#pragma pack(pop)


static uint32_t g_8 = 18446744073709551615UL;
static uint64_t g_22 = 0xC7DF39F3C5A4A104LL;
static uint32_t g_25 = 0xF6C5533FL;
static int32_t g_29[3][5] = {{1L,1L,1L,1L,1L},{0x8C0C84A4L,0x8C0C84A4L,0x8C0C84A4L,0x8C0C84A4L,0x8C0C84A4L},{1L,1L,1L,1L,1L}};
static const int32_t ** volatile g_33 = (void*)0;
static uint8_t g_35 = 0UL;
static uint64_t g_47 = 18446744073709551611UL;
static int32_t g_53 = 9L;
static volatile struct S1 g_60 = {4489,0xA90DL,5,-32,-7,4891};
static const uint64_t g_62 = 0x52899D3D8B2F9387LL;
static int8_t g_68 = 1L;
static uint16_t g_98 = 0UL;
static const struct S1 g_125 = {4150,0xA58DL,7,-13,368,10350};
static int32_t *g_152 = &g_53;
static const struct S1 g_153 = {2739,65530UL,2,54,38,8493};
static volatile uint8_t g_172 = 0xF0L;
static int64_t g_192 = 0L;
static int64_t *g_191 = &g_192;
static int16_t g_212 = (-6L);
static uint32_t g_218 = 0xA9E55EB9L;
static struct S1 g_221 = {3480,0x8407L,7,22,314,8116};
static int32_t g_240 = 1L;
static uint64_t g_275 = 0x35956C4BF73BA368LL;
static uint16_t *g_284 = (void*)0;
static uint16_t * volatile *g_283[2][5] = {{&g_284,&g_284,&g_284,&g_284,&g_284},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static const struct S1 g_286[3][4][6] = {{{{3924,0x76DDL,1,32,124,4155},{5710,0x8039L,2,-47,-309,5972},{1310,7UL,6,16,-147,2102},{3369,65535UL,5,-18,436,10081},{3284,0x03D8L,6,-48,372,1015},{5553,65535UL,7,-40,436,3520}},{{73,65526UL,4,-22,-210,5925},{3924,0x76DDL,1,32,124,4155},{4723,0x49E0L,0,-22,-398,4520},{3577,0x4360L,5,-38,-356,6396},{3528,0UL,2,-49,437,5219},{345,1UL,7,-41,130,7779}},{{2647,1UL,4,53,-11,7539},{3022,0xB9E6L,5,-31,-234,1234},{3577,0x4360L,5,-38,-356,6396},{2222,1UL,6,44,-347,2713},{82,0x4401L,3,9,-189,10397},{2222,1UL,6,44,-347,2713}},{{662,0x4C01L,4,-24,-117,4118},{3284,0x03D8L,6,-48,372,1015},{662,0x4C01L,4,-24,-117,4118},{1570,0x9B29L,3,13,-342,11114},{2647,1UL,4,53,-11,7539},{1310,7UL,6,16,-147,2102}}},{{{3924,0x76DDL,1,32,124,4155},{478,0xABC0L,2,13,286,6870},{2222,1UL,6,44,-347,2713},{843,0x4F25L,3,-4,118,11147},{4416,0x0208L,1,-38,-444,10647},{1625,65534UL,1,30,-218,7107}},{{1716,0xB354L,5,37,36,10778},{1698,0x32D2L,6,-15,-271,5893},{3284,0x03D8L,6,-48,372,1015},{843,0x4F25L,3,-4,118,11147},{345,1UL,7,-41,130,7779},{1570,0x9B29L,3,13,-342,11114}},{{3924,0x76DDL,1,32,124,4155},{1716,0xB354L,5,37,36,10778},{3899,0x02A0L,7,-61,172,4585},{1570,0x9B29L,3,13,-342,11114},{1625,65534UL,1,30,-218,7107},{3924,0x76DDL,1,32,124,4155}},{{3369,65535UL,5,-18,436,10081},{662,0x4C01L,4,-24,-117,4118},{4416,0x0208L,1,-38,-444,10647},{4723,0x49E0L,0,-22,-398,4520},{5658,0x8B15L,0,-56,267,4515},{4615,0xC690L,4,-31,409,9927}}},{{{895,0xD121L,4,57,-364,4819},{692,0xE36CL,6,8,61,11043},{5228,0xD34DL,6,-61,-361,1339},{2647,1UL,4,53,-11,7539},{2647,1UL,4,53,-11,7539},{5228,0xD34DL,6,-61,-361,1339}},{{1770,0xA718L,2,4,213,4931},{1770,0xA718L,2,4,213,4931},{2647,1UL,4,53,-11,7539},{5080,1UL,1,-54,19,46},{1120,0xDB15L,1,22,-158,160},{1625,65534UL,1,30,-218,7107}},{{2222,1UL,6,44,-347,2713},{5658,0x8B15L,0,-56,267,4515},{4231,0x2FB5L,1,-48,-345,7901},{3899,0x02A0L,7,-61,172,4585},{73,65526UL,4,-22,-210,5925},{2647,1UL,4,53,-11,7539}},{{3924,0x76DDL,1,32,124,4155},{2222,1UL,6,44,-347,2713},{4231,0x2FB5L,1,-48,-345,7901},{662,0x4C01L,4,-24,-117,4118},{1770,0xA718L,2,4,213,4931},{1625,65534UL,1,30,-218,7107}}}};
static struct S1 g_288[7][9][4] = {{{{1107,0x932BL,4,16,7,6522},{4103,0x4FF9L,0,35,-444,6731},{1256,0x3E60L,6,-8,412,341},{4186,65527UL,2,8,62,6690}},{{3598,65527UL,0,48,38,11307},{2129,0xF9CCL,3,-28,77,6391},{1764,1UL,2,28,420,11424},{3800,0UL,2,-34,18,840}},{{1256,0x3E60L,6,-8,412,341},{5184,0xD212L,6,-57,350,6331},{4712,0xC3B6L,6,54,333,2534},{966,65535UL,2,54,-450,6186}},{{1256,0x3E60L,6,-8,412,341},{1796,4UL,4,-52,-353,8428},{1764,1UL,2,28,420,11424},{939,65534UL,4,-29,-329,8834}},{{3598,65527UL,0,48,38,11307},{966,65535UL,2,54,-450,6186},{1256,0x3E60L,6,-8,412,341},{2129,0xF9CCL,3,-28,77,6391}},{{1107,0x932BL,4,16,7,6522},{2454,0x858BL,1,45,170,1762},{3979,0xA642L,0,3,-141,4207},{1796,4UL,4,-52,-353,8428}},{{2029,1UL,1,-24,-328,9880},{2454,0x858BL,1,45,170,1762},{2029,1UL,1,-24,-328,9880},{2129,0xF9CCL,3,-28,77,6391}},{{4447,65529UL,2,7,308,10476},{966,65535UL,2,54,-450,6186},{587,0UL,2,-29,323,7849},{939,65534UL,4,-29,-329,8834}},{{4004,0xE972L,4,-30,-318,3351},{1796,4UL,4,-52,-353,8428},{1107,0x932BL,4,16,7,6522},{966,65535UL,2,54,-450,6186}}},{{{4839,65534UL,7,25,253,5949},{5184,0xD212L,6,-57,350,6331},{1107,0x932BL,4,16,7,6522},{3800,0UL,2,-34,18,840}},{{4004,0xE972L,4,-30,-318,3351},{2129,0xF9CCL,3,-28,77,6391},{587,0UL,2,-29,323,7849},{4186,65527UL,2,8,62,6690}},{{4447,65529UL,2,7,308,10476},{4103,0x4FF9L,0,35,-444,6731},{2029,1UL,1,-24,-328,9880},{3757,0UL,1,-5,-187,10332}},{{2029,1UL,1,-24,-328,9880},{3757,0UL,1,-5,-187,10332},{3979,0xA642L,0,3,-141,4207},{3757,0UL,1,-5,-187,10332}},{{1107,0x932BL,4,16,7,6522},{4103,0x4FF9L,0,35,-444,6731},{1256,0x3E60L,6,-8,412,341},{4186,65527UL,2,8,62,6690}},{{3598,65527UL,0,48,38,11307},{2129,0xF9CCL,3,-28,77,6391},{1764,1UL,2,28,420,11424},{3800,0UL,2,-34,18,840}},{{1256,0x3E60L,6,-8,412,341},{5184,0xD212L,6,-57,350,6331},{4712,0xC3B6L,6,54,333,2534},{966,65535UL,2,54,-450,6186}},{{1256,0x3E60L,6,-8,412,341},{1796,4UL,4,-52,-353,8428},{1764,1UL,2,28,420,11424},{939,65534UL,4,-29,-329,8834}},{{3598,65527UL,0,48,38,11307},{966,65535UL,2,54,-450,6186},{1256,0x3E60L,6,-8,412,341},{2129,0xF9CCL,3,-28,77,6391}}},{{{1107,0x932BL,4,16,7,6522},{2454,0x858BL,1,45,170,1762},{3979,0xA642L,0,3,-141,4207},{1796,4UL,4,-52,-353,8428}},{{2029,1UL,1,-24,-328,9880},{2454,0x858BL,1,45,170,1762},{2029,1UL,1,-24,-328,9880},{2129,0xF9CCL,3,-28,77,6391}},{{4447,65529UL,2,7,308,10476},{966,65535UL,2,54,-450,6186},{587,0UL,2,-29,323,7849},{939,65534UL,4,-29,-329,8834}},{{4004,0xE972L,4,-30,-318,3351},{1796,4UL,4,-52,-353,8428},{1107,0x932BL,4,16,7,6522},{966,65535UL,2,54,-450,6186}},{{4839,65534UL,7,25,253,5949},{5184,0xD212L,6,-57,350,6331},{1107,0x932BL,4,16,7,6522},{3800,0UL,2,-34,18,840}},{{4004,0xE972L,4,-30,-318,3351},{2129,0xF9CCL,3,-28,77,6391},{587,0UL,2,-29,323,7849},{4186,65527UL,2,8,62,6690}},{{4447,65529UL,2,7,308,10476},{4103,0x4FF9L,0,35,-444,6731},{2029,1UL,1,-24,-328,9880},{3757,0UL,1,-5,-187,10332}},{{2029,1UL,1,-24,-328,9880},{3757,0UL,1,-5,-187,10332},{3979,0xA642L,0,3,-141,4207},{3757,0UL,1,-5,-187,10332}},{{1107,0x932BL,4,16,7,6522},{4103,0x4FF9L,0,35,-444,6731},{1256,0x3E60L,6,-8,412,341},{4186,65527UL,2,8,62,6690}}},{{{3598,65527UL,0,48,38,11307},{2129,0xF9CCL,3,-28,77,6391},{1764,1UL,2,28,420,11424},{3800,0UL,2,-34,18,840}},{{1256,0x3E60L,6,-8,412,341},{5184,0xD212L,6,-57,350,6331},{4712,0xC3B6L,6,54,333,2534},{966,65535UL,2,54,-450,6186}},{{1256,0x3E60L,6,-8,412,341},{1796,4UL,4,-52,-353,8428},{1764,1UL,2,28,420,11424},{939,65534UL,4,-29,-329,8834}},{{3598,65527UL,0,48,38,11307},{966,65535UL,2,54,-450,6186},{1256,0x3E60L,6,-8,412,341},{2129,0xF9CCL,3,-28,77,6391}},{{1107,0x932BL,4,16,7,6522},{2454,0x858BL,1,45,170,1762},{3979,0xA642L,0,3,-141,4207},{1796,4UL,4,-52,-353,8428}},{{2029,1UL,1,-24,-328,9880},{2454,0x858BL,1,45,170,1762},{2029,1UL,1,-24,-328,9880},{2129,0xF9CCL,3,-28,77,6391}},{{4447,65529UL,2,7,308,10476},{966,65535UL,2,54,-450,6186},{587,0UL,2,-29,323,7849},{939,65534UL,4,-29,-329,8834}},{{4004,0xE972L,4,-30,-318,3351},{1796,4UL,4,-52,-353,8428},{1107,0x932BL,4,16,7,6522},{966,65535UL,2,54,-450,6186}},{{1256,0x3E60L,6,-8,412,341},{3800,0UL,2,-34,18,840},{4839,65534UL,7,25,253,5949},{1796,4UL,4,-52,-353,8428}}},{{{1010,0x43F3L,1,23,-255,2953},{4103,0x4FF9L,0,35,-444,6731},{3979,0xA642L,0,3,-141,4207},{966,65535UL,2,54,-450,6186}},{{4004,0xE972L,4,-30,-318,3351},{678,65528UL,4,11,-293,2434},{4712,0xC3B6L,6,54,333,2534},{2454,0x858BL,1,45,170,1762}},{{4712,0xC3B6L,6,54,333,2534},{2454,0x858BL,1,45,170,1762},{3598,65527UL,0,48,38,11307},{2454,0x858BL,1,45,170,1762}},{{4839,65534UL,7,25,253,5949},{678,65528UL,4,11,-293,2434},{1764,1UL,2,28,420,11424},{966,65535UL,2,54,-450,6186}},{{2029,1UL,1,-24,-328,9880},{4103,0x4FF9L,0,35,-444,6731},{4447,65529UL,2,7,308,10476},{1796,4UL,4,-52,-353,8428}},{{1764,1UL,2,28,420,11424},{3800,0UL,2,-34,18,840},{1107,0x932BL,4,16,7,6522},{5184,0xD212L,6,-57,350,6331}},{{1764,1UL,2,28,420,11424},{3757,0UL,1,-5,-187,10332},{4447,65529UL,2,7,308,10476},{2129,0xF9CCL,3,-28,77,6391}},{{2029,1UL,1,-24,-328,9880},{5184,0xD212L,6,-57,350,6331},{1764,1UL,2,28,420,11424},{4103,0x4FF9L,0,35,-444,6731}},{{4839,65534UL,7,25,253,5949},{939,65534UL,4,-29,-329,8834},{3598,65527UL,0,48,38,11307},{3757,0UL,1,-5,-187,10332}}},{{{4712,0xC3B6L,6,54,333,2534},{939,65534UL,4,-29,-329,8834},{4712,0xC3B6L,6,54,333,2534},{4103,0x4FF9L,0,35,-444,6731}},{{4004,0xE972L,4,-30,-318,3351},{5184,0xD212L,6,-57,350,6331},{3979,0xA642L,0,3,-141,4207},{2129,0xF9CCL,3,-28,77,6391}},{{1010,0x43F3L,1,23,-255,2953},{3757,0UL,1,-5,-187,10332},{4839,65534UL,7,25,253,5949},{5184,0xD212L,6,-57,350,6331}},{{1256,0x3E60L,6,-8,412,341},{3800,0UL,2,-34,18,840},{4839,65534UL,7,25,253,5949},{1796,4UL,4,-52,-353,8428}},{{1010,0x43F3L,1,23,-255,2953},{4103,0x4FF9L,0,35,-444,6731},{3979,0xA642L,0,3,-141,4207},{966,65535UL,2,54,-450,6186}},{{4004,0xE972L,4,-30,-318,3351},{678,65528UL,4,11,-293,2434},{4712,0xC3B6L,6,54,333,2534},{2454,0x858BL,1,45,170,1762}},{{4712,0xC3B6L,6,54,333,2534},{2454,0x858BL,1,45,170,1762},{3598,65527UL,0,48,38,11307},{2454,0x858BL,1,45,170,1762}},{{4839,65534UL,7,25,253,5949},{678,65528UL,4,11,-293,2434},{1764,1UL,2,28,420,11424},{966,65535UL,2,54,-450,6186}},{{2029,1UL,1,-24,-328,9880},{4103,0x4FF9L,0,35,-444,6731},{4447,65529UL,2,7,308,10476},{1796,4UL,4,-52,-353,8428}}},{{{1764,1UL,2,28,420,11424},{3800,0UL,2,-34,18,840},{1107,0x932BL,4,16,7,6522},{5184,0xD212L,6,-57,350,6331}},{{1764,1UL,2,28,420,11424},{3757,0UL,1,-5,-187,10332},{4447,65529UL,2,7,308,10476},{2129,0xF9CCL,3,-28,77,6391}},{{2029,1UL,1,-24,-328,9880},{5184,0xD212L,6,-57,350,6331},{1764,1UL,2,28,420,11424},{4103,0x4FF9L,0,35,-444,6731}},{{4839,65534UL,7,25,253,5949},{939,65534UL,4,-29,-329,8834},{3598,65527UL,0,48,38,11307},{3757,0UL,1,-5,-187,10332}},{{4712,0xC3B6L,6,54,333,2534},{939,65534UL,4,-29,-329,8834},{4712,0xC3B6L,6,54,333,2534},{4103,0x4FF9L,0,35,-444,6731}},{{4004,0xE972L,4,-30,-318,3351},{5184,0xD212L,6,-57,350,6331},{3979,0xA642L,0,3,-141,4207},{2129,0xF9CCL,3,-28,77,6391}},{{1010,0x43F3L,1,23,-255,2953},{3757,0UL,1,-5,-187,10332},{4839,65534UL,7,25,253,5949},{5184,0xD212L,6,-57,350,6331}},{{1256,0x3E60L,6,-8,412,341},{3800,0UL,2,-34,18,840},{4839,65534UL,7,25,253,5949},{1796,4UL,4,-52,-353,8428}},{{1010,0x43F3L,1,23,-255,2953},{4103,0x4FF9L,0,35,-444,6731},{3979,0xA642L,0,3,-141,4207},{966,65535UL,2,54,-450,6186}}}};
static struct S1 * volatile g_289 = &g_288[3][2][3];
static struct S1 g_292 = {4051,0xC63AL,2,5,172,987};
static struct S1 * volatile g_293 = &g_288[6][0][2];
static int32_t * volatile g_310 = (void*)0;
static int8_t *g_320 = &g_68;
static const volatile struct S1 g_329 = {2273,1UL,2,38,475,1517};
static int32_t ** volatile g_332 = &g_152;
static volatile struct S1 g_333 = {416,0xC66BL,7,44,106,9041};
static int32_t ** volatile g_352 = &g_152;
static int32_t * const *g_367 = &g_152;
static int32_t * const ** volatile g_366[10] = {&g_367,&g_367,&g_367,&g_367,&g_367,&g_367,&g_367,&g_367,&g_367,&g_367};
static int32_t * const ** volatile g_368[1] = {&g_367};
static int32_t * const ** volatile g_369 = &g_367;
static const struct S1 g_370[5] = {{2139,0x0BE6L,2,57,311,3197},{2139,0x0BE6L,2,57,311,3197},{2139,0x0BE6L,2,57,311,3197},{2139,0x0BE6L,2,57,311,3197},{2139,0x0BE6L,2,57,311,3197}};
static struct S1 g_371 = {5185,65535UL,6,49,247,809};
static struct S0 g_393 = {260,32236,248UL,14285,125,0x0ECBBD2CL,36};
static int16_t *g_395 = &g_212;
static int16_t ** const g_394 = &g_395;
static int16_t g_402[3][8] = {{0x28ACL,(-1L),0x7510L,0x7510L,(-1L),0x28ACL,(-1L),0x7510L},{0x2886L,(-1L),0x2886L,0x28ACL,0x28ACL,0x2886L,(-1L),0x2886L},{0xA01EL,0x28ACL,0x7510L,0x28ACL,0xA01EL,0xA01EL,0x28ACL,0x7510L}};
static int16_t g_405 = 0L;
static int16_t * const g_404 = &g_405;
static int16_t * const *g_403 = &g_404;
static struct S1 g_419 = {4984,0x987EL,7,-21,58,2636};
static struct S1 g_447 = {4005,0UL,4,40,-421,1421};
static struct S1 * volatile g_448 = &g_447;
static const struct S1 g_449[7] = {{1057,1UL,1,25,-61,1484},{3444,0x178FL,2,-45,115,4202},{3444,0x178FL,2,-45,115,4202},{1057,1UL,1,25,-61,1484},{3444,0x178FL,2,-45,115,4202},{3444,0x178FL,2,-45,115,4202},{1057,1UL,1,25,-61,1484}};
static struct S1 * const volatile g_450 = (void*)0;
static int32_t g_474[4][2] = {{0xD6239076L,0xD6239076L},{0xD6239076L,0xD6239076L},{0xD6239076L,0xD6239076L},{0xD6239076L,0xD6239076L}};
static int32_t g_493 = 0x2DC9A835L;
static volatile uint64_t g_509 = 1UL;
static volatile uint64_t *g_508 = &g_509;
static volatile uint64_t ** const volatile g_507 = &g_508;
static int64_t g_517 = (-1L);
static int64_t g_528 = 0x4F42FAE3F02D0276LL;
static uint16_t * const ** volatile g_556 = (void*)0;
static uint16_t * const *g_558 = &g_284;
static uint16_t * const ** const volatile g_557 = &g_558;
static volatile struct S1 g_575 = {1598,0x6E7FL,3,-30,499,1529};
static volatile struct S1 g_590[9] = {{1904,65535UL,0,15,292,2509},{1904,65535UL,0,15,292,2509},{1904,65535UL,0,15,292,2509},{1904,65535UL,0,15,292,2509},{1904,65535UL,0,15,292,2509},{1904,65535UL,0,15,292,2509},{1904,65535UL,0,15,292,2509},{1904,65535UL,0,15,292,2509},{1904,65535UL,0,15,292,2509}};
static struct S1 g_591 = {2856,0UL,4,-12,305,8025};
static struct S1 g_592 = {1219,0x3991L,4,-35,-247,6936};
static const int32_t g_662 = 0xE6AF28DFL;
static const int32_t *g_664 = &g_53;
static const int32_t ** volatile g_663 = &g_664;
static volatile int16_t g_688 = 1L;
static int32_t *g_690 = &g_240;
static int32_t *g_692 = (void*)0;
static int8_t g_755 = 0xFEL;
static uint16_t **g_770[1] = {&g_284};
static int32_t **g_774 = &g_692;
static int32_t ***g_773 = &g_774;
static int32_t ****g_772 = &g_773;
static uint64_t g_788 = 18446744073709551607UL;



static int8_t func_1(void);
static int32_t func_4(uint32_t p_5, uint32_t p_6, uint32_t p_7);
static uint32_t func_9(struct S0 p_10, int32_t p_11, struct S0 p_12);
static const struct S1 func_30(uint16_t p_31);
# 134 "/work/wt/grammars/tests/corpus/c/csmith/seed8.c"
static int8_t func_1(void)
{
    uint16_t l_2 = 0x9D94L;
    struct S0 l_13[2] = {{219,1517,255UL,6151,86,0xBE360DE5L,303},{219,1517,255UL,6151,86,0xBE360DE5L,303}};
    int8_t l_26 = (-9L);
    int32_t *l_693 = &g_240;
    int32_t l_727[7][10] = {{0xC9034A3AL,0L,0x3E226A69L,(-1L),(-3L),1L,0L,0x2F1F66FCL,0L,1L},{(-2L),0L,0L,0L,8L,(-1L),0x0FE1BDFFL,7L,0L,0x91B9E077L},{0L,5L,0L,0xB2326E9BL,1L,8L,0x81F42CE5L,0x51CD6AFCL,5L,0x91B9E077L},{0L,0xB2326E9BL,(-1L),0x0FE1BDFFL,8L,0L,0x81F42CE5L,(-1L),0xB2326E9BL,(-1L)},{(-2L),5L,0x7C9DAE0EL,0x0FE1BDFFL,0x91B9E077L,0x91B9E077L,0x0FE1BDFFL,0x7C9DAE0EL,5L,(-2L)},{(-2L),0L,0x51CD6AFCL,0xB2326E9BL,0L,0L,0x685FB9CEL,0x7C9DAE0EL,0L,0L},{0L,0x685FB9CEL,0x7C9DAE0EL,0L,0L,8L,5L,(-1L),0x685FB9CEL,(-2L)}};
    int16_t l_729[10][3][7] = {{{0x93E9L,0x26A8L,0x93E9L,0x57A2L,0x26A8L,0x032AL,0x032AL},{1L,0L,0x5686L,0L,1L,0x5686L,1L},{0x9F49L,0x032AL,0x57A2L,0x9F49L,0x57A2L,0x032AL,0x9F49L}},{{0L,1L,0x2076L,9L,1L,9L,0x2076L},{0x9F49L,0x9F49L,4L,0x26A8L,1L,4L,1L},{1L,0x2076L,0x2076L,1L,9L,0L,1L}},{{0x93E9L,1L,0x57A2L,0x57A2L,1L,0x93E9L,0x032AL},{0L,1L,0x5686L,1L,1L,0x5686L,1L},{1L,0x032AL,0x93E9L,1L,0x57A2L,0x57A2L,1L}},{{0L,1L,0L,9L,1L,0x2076L,0x2076L},{0x26A8L,1L,4L,1L,0x26A8L,4L,0x9F49L},{1L,0x2076L,9L,1L,9L,0x2076L,1L}},{{0x93E9L,0x9F49L,0x032AL,0x57A2L,0x9F49L,0x57A2L,0x032AL},{1L,1L,0x5686L,1L,0L,0x5686L,0L},{0x26A8L,0x032AL,0x032AL,0x26A8L,0x57A2L,0x93E9L,0x26A8L}},{{0L,0L,9L,9L,0L,0L,0x2076L},{1L,0x26A8L,4L,0x9F49L,0x9F49L,4L,0x26A8L},{0L,0x2076L,0L,0L,9L,9L,0L}},{{0x93E9L,0x26A8L,0x93E9L,0x57A2L,0x26A8L,0x032AL,4L},{0x2076L,9L,1L,9L,0x2076L,1L,0L},{0x93E9L,4L,0L,0x93E9L,0L,4L,0x93E9L}},{{(-1L),0L,0x5686L,0xC483L,0L,0xC483L,0x5686L},{0x93E9L,0x93E9L,0x9F49L,0x032AL,0x57A2L,0x9F49L,0x57A2L},{0x2076L,0x5686L,0x5686L,0x2076L,0xC483L,(-1L),0x2076L}},{{0x0BD2L,0x57A2L,0L,0L,0x57A2L,0x0BD2L,4L},{9L,0x2076L,1L,0L,0L,1L,0x2076L},{0x57A2L,4L,0x0BD2L,0x57A2L,0L,0L,0x57A2L}},{{(-1L),0x2076L,(-1L),0xC483L,0x2076L,0x5686L,0x5686L},{0x032AL,0x57A2L,0x9F49L,0x57A2L,0x032AL,0x9F49L,0x93E9L},{0L,0x5686L,0xC483L,0L,0xC483L,0x5686L,0L}}};
    int i, j, k;
    if (l_2)
    {
        uint32_t l_3 = 4294967295UL;
        return l_3;
    }
    else
    {
        uint8_t l_20 = 1UL;
        uint64_t *l_21 = &g_22;
        uint32_t *l_23 = (void*)0;
        uint32_t *l_24[3];
        struct S0 l_27 = {70,42085,250UL,20219,25,0x921BA52BL,107};
        int i;
        for (i = 0; i < 3; i++)
            l_24[i] = &g_25;
        (*g_690) &= func_4(g_8, l_2, func_9(l_13[0], ((((safe_rshift_func_int8_t_s_s(g_8, 6)) == ((g_25 = (safe_lshift_func_uint8_t_u_u((0xC214F1636717B38ELL > ((*l_21) |= (safe_rshift_func_uint8_t_u_u(l_20, (5L > 1L))))), 4))) || l_20)) , 0x1F64L) & l_26), l_27));
        l_693 = g_692;
        (*g_152) ^= (18446744073709551615UL ^ ((*l_21) = (*g_508)));
    }
    for (g_35 = 0; (g_35 != 28); ++g_35)
    {
        uint16_t l_696 = 0x6B32L;
        int32_t l_726 = 0x91DCE795L;
        int32_t l_728 = (-1L);
        int32_t l_730 = 0xFFD3C7A9L;
        int32_t l_731 = 8L;
        int32_t l_732 = 0xEF7B533FL;
        int32_t l_733 = 0x6749BE6DL;
        int8_t l_735 = (-1L);
        int32_t l_736 = 1L;
        int32_t l_738 = (-1L);
        int8_t l_739 = 0xDAL;
        uint32_t *l_812 = &g_8;
        uint32_t **l_811 = &l_812;
        l_696--;
        for (g_98 = (-14); (g_98 <= 4); ++g_98)
        {
            uint8_t l_703 = 0UL;
            (*g_152) = (((4294967295UL >= (*g_664)) , (&g_218 == l_693)) ^ (((safe_div_func_uint16_t_u_u(((void*)0 != &g_368[0]), l_703)) , &g_172) != (void*)0));
        }
        for (g_218 = (-29); (g_218 < 18); g_218 = safe_add_func_uint8_t_u_u(g_218, 4))
        {
            int32_t l_709 = 0L;
            (*g_690) |= (safe_unary_minus_func_int16_t_s(((safe_add_func_uint64_t_u_u(l_709, (((safe_mod_func_uint8_t_u_u(l_696, (*g_320))) , (*g_320)) != (safe_unary_minus_func_int16_t_s((safe_lshift_func_int16_t_s_s((safe_mod_func_int64_t_s_s((*g_191), (safe_mul_func_int8_t_s_s((((safe_sub_func_uint16_t_u_u((g_393 , l_696), 65535UL)) | 0x57F9584AL) & (*g_191)), (-2L))))), (*g_395)))))))) > (**g_394))));
        }
        for (g_393.f2 = 0; (g_393.f2 <= 8); g_393.f2 += 1)
        {
            int32_t *l_721 = (void*)0;
            int32_t *l_722 = (void*)0;
            int32_t *l_723 = &g_29[1][4];
            int32_t *l_724 = &g_240;
            int32_t *l_725[6] = {&g_240,&g_240,&g_240,&g_240,&g_240,&g_240};
            int16_t l_734 = 0L;
            int32_t l_737 = 1L;
            uint8_t l_740 = 0x0BL;
            int8_t l_747 = 0x97L;
            uint8_t l_748 = 252UL;
            int32_t l_756[5][8][6] = {{{(-1L),1L,0xA62CA9D4L,4L,0xEE7A82B6L,4L},{0x83A696F7L,(-1L),0x83A696F7L,6L,0xEE7A82B6L,0x42772370L},{0xA62CA9D4L,1L,(-1L),0x83A696F7L,0xE1341276L,(-1L)},{0xC981DD1BL,0xA30AF69CL,0x62B40CE8L,0x83A696F7L,1L,6L},{0xA62CA9D4L,(-1L),0x42772370L,6L,(-8L),0x62B40CE8L},{0x83A696F7L,0x5742277CL,0x42772370L,4L,0xA30AF69CL,6L},{(-1L),(-5L),0x62B40CE8L,0x62B40CE8L,(-5L),(-1L)},{0x62B40CE8L,(-5L),(-1L),0xBC483F7DL,0xA30AF69CL,0x42772370L}},{{0x42772370L,0x5742277CL,0x83A696F7L,0xA62CA9D4L,(-8L),4L},{0x42772370L,(-1L),0xA62CA9D4L,0xBC483F7DL,1L,0x708F4A29L},{0x62B40CE8L,0xA30AF69CL,0xC981DD1BL,0x62B40CE8L,0xE1341276L,0x708F4A29L},{(-1L),1L,0xA62CA9D4L,4L,0xEE7A82B6L,4L},{0x83A696F7L,(-1L),0x83A696F7L,6L,0xEE7A82B6L,0x42772370L},{0xA62CA9D4L,1L,(-1L),0x83A696F7L,0xE1341276L,(-1L)},{0xC981DD1BL,0xA30AF69CL,0x62B40CE8L,0x83A696F7L,1L,6L},{0xA62CA9D4L,(-1L),0x42772370L,6L,(-8L),0x62B40CE8L}},{{0x83A696F7L,0x5742277CL,0x42772370L,4L,0xA30AF69CL,6L},{(-1L),(-5L),0x62B40CE8L,0x62B40CE8L,(-5L),1L},{(-8L),0x62B40CE8L,1L,(-1L),6L,0L},{0L,0x7B5D9179L,7L,5L,(-1L),(-4L)},{0L,0xC981DD1BL,5L,(-1L),0x42772370L,0x134A6B06L},{(-8L),6L,0x8DFFE061L,(-8L),4L,0x134A6B06L},{1L,0x42772370L,5L,(-4L),0x708F4A29L,(-4L)},{7L,0xBC483F7DL,7L,0x7CA45E72L,0x708F4A29L,0L}},{{5L,0x42772370L,1L,7L,4L,1L},{0x8DFFE061L,6L,(-8L),7L,0x42772370L,0x7CA45E72L},{5L,0xC981DD1BL,0L,0x7CA45E72L,(-1L),(-8L)},{7L,0x7B5D9179L,0L,(-4L),6L,0x7CA45E72L},{1L,0x62B40CE8L,(-8L),(-8L),0x62B40CE8L,1L},{(-8L),0x62B40CE8L,1L,(-1L),6L,0L},{0L,0x7B5D9179L,7L,5L,(-1L),(-4L)},{0L,0xC981DD1BL,5L,(-1L),0x42772370L,0x134A6B06L}},{{(-8L),6L,0x8DFFE061L,(-8L),4L,0x134A6B06L},{1L,0x42772370L,5L,(-4L),0x708F4A29L,(-4L)},{7L,0xBC483F7DL,7L,0x7CA45E72L,0x708F4A29L,0L},{5L,0x42772370L,1L,7L,4L,1L},{0x8DFFE061L,6L,(-8L),7L,0x42772370L,0x7CA45E72L},{5L,0xC981DD1BL,0L,0x7CA45E72L,(-1L),(-8L)},{7L,0x7B5D9179L,0L,(-4L),6L,0x7CA45E72L},{1L,0x62B40CE8L,(-8L),(-8L),0x62B40CE8L,1L}}};
            int32_t l_816 = 0x0E7D1BA9L;
            int i, j, k;
            ++l_740;
            for (l_740 = 0; (l_740 <= 2); l_740 += 1)
            {
                const uint8_t l_757[5][4][9] = {{{0UL,0x9BL,1UL,253UL,0UL,0xD6L,0xAEL,0xA0L,248UL},{0x50L,0xFBL,0xA0L,0xF4L,0xA3L,0xD5L,255UL,255UL,0x6BL},{0x25L,0xE6L,1UL,255UL,255UL,255UL,1UL,0x01L,1UL},{0x61L,1UL,255UL,253UL,0x7AL,0UL,1UL,1UL,0UL}},{{0UL,0xEDL,2UL,0xEDL,0UL,0UL,255UL,0x6BL,0xD5L},{0x79L,255UL,248UL,0xFBL,251UL,253UL,0xAEL,0x58L,0xEDL},{2UL,0xA3L,255UL,1UL,1UL,0xEDL,0x79L,0xE6L,0xF4L},{0UL,1UL,0x6BL,0xF4L,0x79L,0xA3L,0xAEL,0x9BL,0x50L}},{{0x6BL,0xEDL,0xD5L,5UL,0x79L,0x58L,0x58L,0x79L,5UL},{253UL,0x01L,253UL,255UL,1UL,1UL,0x50L,1UL,1UL},{0xE6L,1UL,1UL,248UL,0x6BL,0x7AL,255UL,0xA0L,0xEDL},{255UL,251UL,0UL,255UL,0xF4L,1UL,1UL,1UL,0xA0L}},{{255UL,0xA3L,2UL,5UL,251UL,0xE6L,4UL,255UL,0UL},{4UL,0xAEL,2UL,0xF4L,0x50L,0x50L,0xF4L,2UL,0xAEL},{1UL,0xD6L,0UL,2UL,0xFBL,255UL,0x7AL,248UL,0x01L},{0xAEL,255UL,1UL,0x9BL,0xA3L,253UL,0xE6L,255UL,253UL}},{{255UL,0xD6L,253UL,0xD5L,1UL,255UL,0x25L,251UL,0UL},{1UL,0xAEL,0xD5L,0x6BL,255UL,0UL,0UL,0xEDL,2UL},{1UL,0xA3L,0x6BL,0UL,0UL,0x6BL,0xA3L,1UL,0UL},{255UL,251UL,0x58L,0x25L,248UL,1UL,1UL,0xD5L,0xE6L}}};
                int i, j, k;
                if ((((safe_mul_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_u(g_29[l_740][(l_740 + 1)], 2)) < (((*g_690) = g_402[l_740][(l_740 + 1)]) > ((&l_696 != (void*)0) >= 0x2488405E557BDF93LL))), l_747)) == (-2L)) == 1UL))
                {
                    uint16_t * const *l_771[2];
                    int32_t *****l_775 = (void*)0;
                    int32_t *****l_776[8][4] = {{(void*)0,(void*)0,(void*)0,(void*)0},{&g_772,(void*)0,&g_772,(void*)0},{(void*)0,&g_772,&g_772,&g_772},{&g_772,&g_772,(void*)0,&g_772},{(void*)0,&g_772,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_772,(void*)0,&g_772,(void*)0},{(void*)0,&g_772,&g_772,&g_772}};
                    uint32_t *l_782 = &g_8;
                    uint32_t **l_781 = &l_782;
                    uint8_t *l_787[7][7][4] = {{{&l_740,&l_748,&l_740,(void*)0},{&l_13[0].f2,&l_740,(void*)0,&l_740},{&l_748,&l_740,&l_740,&l_748},{(void*)0,&l_13[0].f2,&l_740,&g_35},{&l_740,&g_393.f2,(void*)0,&l_748},{&l_748,&l_740,&l_748,&l_748},{&l_13[0].f2,&g_393.f2,&g_393.f2,&g_35}},{{&l_13[0].f2,&l_13[0].f2,&l_740,&l_748},{(void*)0,&l_740,&l_748,&l_740},{&l_740,&l_740,&l_13[0].f2,&l_740},{&g_35,&l_740,&g_393.f2,&g_393.f2},{&l_740,&l_748,&l_740,&g_393.f2},{(void*)0,(void*)0,&g_393.f2,&l_740},{&g_393.f2,&g_393.f2,&g_393.f2,(void*)0}},{{(void*)0,(void*)0,&g_393.f2,&l_740},{&g_393.f2,&g_35,&g_393.f2,&g_393.f2},{(void*)0,&l_740,&l_740,&l_740},{&l_740,&l_740,&g_393.f2,&l_748},{&g_35,&g_393.f2,&l_13[0].f2,&g_393.f2},{&l_740,&g_35,&g_35,&g_35},{&g_393.f2,&g_393.f2,&l_13[0].f2,&g_393.f2}},{{&l_748,(void*)0,&l_740,&l_740},{&l_740,&l_13[0].f2,&g_393.f2,&l_740},{&l_740,&l_13[0].f2,&l_13[0].f2,&l_740},{&l_13[0].f2,(void*)0,(void*)0,&g_393.f2},{&g_35,&g_393.f2,&l_13[0].f2,&g_35},{(void*)0,&g_35,&l_740,&g_393.f2},{&l_740,&g_393.f2,&l_13[0].f2,&l_748}},{{&l_748,&l_740,&g_393.f2,&l_740},{&g_393.f2,&l_740,&g_35,&g_393.f2},{&l_740,&g_35,&l_13[0].f2,&l_740},{&l_740,(void*)0,&l_740,(void*)0},{&l_740,&g_393.f2,&l_13[0].f2,&l_740},{&l_740,(void*)0,&g_35,&g_393.f2},{&g_393.f2,&l_748,&g_393.f2,&g_393.f2}},{{&l_748,&l_740,&l_13[0].f2,&l_740},{&l_740,&l_740,&l_740,&l_13[0].f2},{(void*)0,&l_13[0].f2,&l_13[0].f2,(void*)0},{&g_35,&l_740,(void*)0,(void*)0},{&l_13[0].f2,&l_748,&l_13[0].f2,&g_35},{&l_740,&l_748,&g_393.f2,&g_35},{&l_740,&l_748,&l_740,(void*)0}},{{&l_748,&l_740,&l_13[0].f2,(void*)0},{&g_393.f2,&l_13[0].f2,&g_35,&l_13[0].f2},{&l_740,&l_740,&l_13[0].f2,&l_740},{&g_35,&l_740,&g_393.f2,&g_393.f2},{&l_740,&l_748,&l_740,&g_393.f2},{(void*)0,(void*)0,&g_393.f2,&l_740},{&g_393.f2,&g_393.f2,&g_393.f2,(void*)0}}};
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_771[i] = &g_284;
                    (*l_723) = (l_748 == (safe_mod_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u(g_755, (l_756[1][0][3] = g_29[l_740][(l_740 + 1)]))), l_757[0][3][5])), (((safe_rshift_func_int16_t_s_u((safe_rshift_func_uint16_t_u_u((+(safe_rshift_func_int8_t_s_u((*g_320), 1))), (safe_mul_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s((*g_395), (+(((g_770[0] = &g_284) == l_771[1]) <= l_726)))), (*g_320))))), 14)) != (-2L)) , 1UL))));
                    (*l_723) &= ((0UL & ((*l_724) ^ (&g_368[0] == (g_772 = g_772)))) , (safe_sub_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s(0x1290L, 12)), (((*l_781) = &g_8) == ((safe_mul_func_int8_t_s_s(((*g_320) &= (safe_sub_func_uint8_t_u_u((g_788 ^= g_292.f1), l_757[4][2][8]))), g_288[3][2][3].f4)) , &g_8)))));
                    (***g_772) = &l_727[0][2];
                }
                else
                {
                    uint32_t **l_813 = &l_812;
                    uint32_t ***l_814 = &l_813;
                    int32_t l_815 = 1L;
                    uint8_t *l_817 = &l_13[0].f2;
                    (*g_152) |= ((*l_724) &= (safe_lshift_func_uint8_t_u_s(((*l_817) = (safe_mod_func_int64_t_s_s((!(safe_div_func_int16_t_s_s((safe_lshift_func_int8_t_s_u(l_735, (+(safe_add_func_int32_t_s_s((safe_mod_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_u((((&g_402[l_740][(l_740 + 1)] == ((safe_sub_func_uint64_t_u_u((g_393 , ((((safe_add_func_int8_t_s_s((((*g_320) > (l_811 == ((*l_814) = l_813))) < l_757[1][1][7]), g_405)) == g_275) , (*l_813)) == &g_8)), 0L)) , (void*)0)) >= (*g_404)) && 0x74L), g_402[l_740][(l_740 + 1)])) < l_726), (*l_723))), l_815)), l_736))))), l_816))), (-4L)))), 4)));
                    return (*g_320);
                }
            }
        }
    }
    return (*g_320);
}







static int32_t func_4(uint32_t p_5, uint32_t p_6, uint32_t p_7)
{
    int8_t l_459 = (-1L);
    uint32_t l_460[10][6][3] = {{{0x04D18A0AL,7UL,0xE3FBEA93L},{0x6A5C21D1L,0xCF5B9688L,4294967295UL},{0xE3FBEA93L,0xA2331ED8L,0UL},{0xA2331ED8L,0xCF5B9688L,0xF553F7ABL},{0x377C5195L,7UL,0x377C5195L},{0xCF5B9688L,0x15A2E946L,0x377C5195L}},{{0UL,6UL,0xF553F7ABL},{0xF553F7ABL,0x377C5195L,0UL},{0x15A2E946L,0x27B0EFC5L,4294967295UL},{0xF553F7ABL,4294967294UL,0xE3FBEA93L},{0UL,0xE3FBEA93L,0x27B0EFC5L},{6UL,0xE3FBEA93L,0UL}},{{0xDB0578FCL,0UL,0xE3FBEA93L},{4294967294UL,0xA2331ED8L,0xF553F7ABL},{0x15A2E946L,0xDB0578FCL,0xE3FBEA93L},{0x04D18A0AL,0UL,0UL},{4294967295UL,0x6A5C21D1L,0x27B0EFC5L},{4294967295UL,0x27B0EFC5L,0x15A2E946L}},{{0x04D18A0AL,6UL,0xCF5B9688L},{0x15A2E946L,4294967294UL,0x2867B701L},{4294967294UL,6UL,0x377C5195L},{0xDB0578FCL,0x27B0EFC5L,0xDB0578FCL},{6UL,0x6A5C21D1L,0xDB0578FCL},{0xE3FBEA93L,0UL,0x377C5195L}},{{0x377C5195L,0xDB0578FCL,0x2867B701L},{0x6A5C21D1L,0xA2331ED8L,0xCF5B9688L},{0x377C5195L,0UL,0x15A2E946L},{0xE3FBEA93L,0xE3FBEA93L,0x27B0EFC5L},{6UL,0xE3FBEA93L,0UL},{0xDB0578FCL,0UL,0xE3FBEA93L}},{{4294967294UL,0xA2331ED8L,0xF553F7ABL},{0x15A2E946L,0xDB0578FCL,0xE3FBEA93L},{0x04D18A0AL,0UL,0UL},{4294967295UL,0x6A5C21D1L,0x27B0EFC5L},{4294967295UL,0x27B0EFC5L,0x15A2E946L},{0x04D18A0AL,6UL,0xCF5B9688L}},{{0x15A2E946L,4294967294UL,0x2867B701L},{4294967294UL,6UL,0x377C5195L},{0xDB0578FCL,0x27B0EFC5L,0xDB0578FCL},{6UL,0x6A5C21D1L,0xDB0578FCL},{0xE3FBEA93L,0UL,0x377C5195L},{0x377C5195L,0xDB0578FCL,0x2867B701L}},{{0x6A5C21D1L,0xA2331ED8L,0xCF5B9688L},{0x377C5195L,0UL,0x15A2E946L},{0xE3FBEA93L,0xE3FBEA93L,0x27B0EFC5L},{6UL,0xE3FBEA93L,0UL},{0xDB0578FCL,0UL,0xE3FBEA93L},{4294967294UL,0xA2331ED8L,0xF553F7ABL}},{{0x15A2E946L,0xDB0578FCL,0xE3FBEA93L},{0x04D18A0AL,0UL,0UL},{4294967295UL,0x6A5C21D1L,0x27B0EFC5L},{4294967295UL,0x27B0EFC5L,0x15A2E946L},{0x04D18A0AL,6UL,0xCF5B9688L},{0x15A2E946L,4294967294UL,0x2867B701L}},{{4294967294UL,6UL,0x377C5195L},{0xDB0578FCL,0x27B0EFC5L,0xDB0578FCL},{6UL,0x6A5C21D1L,0xDB0578FCL},{0xE3FBEA93L,0UL,0x377C5195L},{0x377C5195L,0xDB0578FCL,0x2867B701L},{0x6A5C21D1L,0xA2331ED8L,0xCF5B9688L}}};
    uint32_t *l_461[3];
    uint64_t *l_466 = &g_22;
    int32_t l_494[2];
    int16_t l_495 = 0x97A3L;
    struct S0 l_541 = {347,25888,0x8DL,-2755,69,7L,166};
    const uint16_t *l_603[7] = {&g_98,&g_153.f1,&g_98,&g_98,&g_153.f1,&g_98,&g_98};
    int16_t l_613 = 0x5F09L;
    int32_t *l_659 = &g_474[2][1];
    uint32_t l_676[6];
    int32_t **l_683 = &g_152;
    int32_t ** const *l_682 = &l_683;
    int32_t ** const **l_681[10][9][2] = {{{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682}},{{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682}},{{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682}},{{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682}},{{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682}},{{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682}},{{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682}},{{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682}},{{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682}},{{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682},{(void*)0,&l_682},{&l_682,&l_682},{&l_682,&l_682},{&l_682,&l_682}}};
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_461[i] = &g_25;
    for (i = 0; i < 2; i++)
        l_494[i] = 0xDD2CFD0CL;
    for (i = 0; i < 6; i++)
        l_676[i] = 0x6C6F54AEL;
    return (**l_683);
}







static uint32_t func_9(struct S0 p_10, int32_t p_11, struct S0 p_12)
{
    int32_t *l_28 = &g_29[0][4];
    struct S1 *l_451 = &g_288[3][2][3];
    (*l_28) ^= g_22;
    (*l_451) = func_30(p_10.f6);
    return g_447.f3;
}







static const struct S1 func_30(uint16_t p_31)
{
    const int32_t *l_32[3][10] = {{(void*)0,(void*)0,&g_29[0][2],&g_29[0][2],(void*)0,(void*)0,(void*)0,&g_29[0][4],&g_29[0][4],&g_29[0][4]},{&g_29[0][4],&g_29[0][2],&g_29[0][4],&g_29[0][4],&g_29[0][4],&g_29[0][2],&g_29[0][4],(void*)0,&g_29[0][4],&g_29[0][4]},{&g_29[0][4],&g_29[0][4],(void*)0,&g_29[0][2],&g_29[0][2],(void*)0,&g_29[0][4],&g_29[0][4],(void*)0,(void*)0}};
    uint8_t *l_34[10] = {&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35};
    int32_t l_36 = (-2L);
    int8_t l_37 = 0L;
    int8_t *l_46[7] = {&l_37,&l_37,&l_37,&l_37,&l_37,&l_37,&l_37};
    const uint64_t *l_61[7][6] = {{&g_62,&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,&g_62,&g_62,&g_62}};
    int32_t l_76 = 0x7F51BCBDL;
    int32_t l_79 = 2L;
    int32_t l_80 = (-7L);
    int64_t l_81 = 0xF8AA5B394F6C93ECLL;
    int32_t l_82 = (-1L);
    int32_t l_83 = 0xF9DF61D7L;
    int32_t l_84[6][5][1] = {{{(-1L)},{0x2BA979D1L},{0x2BA979D1L},{(-1L)},{(-9L)}},{{(-1L)},{(-1L)},{(-1L)},{(-9L)},{(-1L)}},{{0x2BA979D1L},{0x2BA979D1L},{(-1L)},{(-9L)},{(-1L)}},{{(-1L)},{(-1L)},{(-9L)},{(-1L)},{0x2BA979D1L}},{{0x2BA979D1L},{(-1L)},{(-9L)},{(-1L)},{(-1L)}},{{(-1L)},{(-9L)},{(-1L)},{0x2BA979D1L},{0x2BA979D1L}}};
    uint32_t l_85 = 18446744073709551615UL;
    int32_t l_147 = 0x34755115L;
    int32_t l_188 = 1L;
    int8_t l_265 = 0xCBL;
    int16_t l_343 = 1L;
    int32_t l_344 = (-1L);
    uint16_t l_345 = 0x414BL;
    int16_t **l_396 = (void*)0;
    int64_t l_397 = 1L;
    struct S0 l_438 = {166,2723,1UL,20714,83,0xED503902L,290};
    int i, j, k;
    l_32[0][0] = l_32[2][4];
    if (((g_35++) | (g_47 = ((((&l_36 == &l_36) , 0xD9L) >= ((+((+(l_36 = (safe_add_func_int64_t_s_s((safe_div_func_uint32_t_u_u(0x7D3E67B3L, 4294967287UL)), (0x09L == (65529UL <= g_29[0][4])))))) & (-8L))) > (-1L))) >= 6L))))
    {
        int8_t l_54 = (-9L);
        int32_t l_69[5] = {(-1L),(-1L),(-1L),(-1L),(-1L)};
        uint64_t *l_89 = &g_47;
        int32_t *l_104 = &g_29[2][4];
        int32_t **l_103 = &l_104;
        struct S0 l_148 = {95,41934,251UL,6113,68,0x6A30DA47L,59};
        int64_t *l_193 = &g_192;
        uint8_t l_241[4] = {0x8AL,0x8AL,0x8AL,0x8AL};
        int32_t l_252 = 0xCF87A171L;
        int i;
lbl_107:
        if (g_22)
        {
            int32_t *l_49 = &l_36;
            int32_t *l_50 = &g_29[0][4];
            int32_t *l_51 = (void*)0;
            int32_t *l_52[8][6][5] = {{{&g_53,&g_53,&g_53,&g_53,(void*)0},{&g_53,&g_53,(void*)0,(void*)0,(void*)0},{&g_53,&g_53,(void*)0,&g_53,&g_53},{&g_53,&g_53,(void*)0,&g_53,&g_53},{&g_53,(void*)0,&g_53,&g_53,&g_53},{(void*)0,(void*)0,&g_53,&g_53,(void*)0}},{{&g_53,(void*)0,&g_53,&g_53,&g_53},{&g_53,(void*)0,&g_53,(void*)0,&g_53},{&g_53,&g_53,&g_53,&g_53,(void*)0},{&g_53,&g_53,&g_53,&g_53,&g_53},{&g_53,&g_53,&g_53,&g_53,&g_53},{(void*)0,&g_53,&g_53,&g_53,(void*)0}},{{&g_53,&g_53,(void*)0,&g_53,&g_53},{(void*)0,&g_53,(void*)0,&g_53,&g_53},{&g_53,&g_53,&g_53,&g_53,(void*)0},{(void*)0,&g_53,&g_53,&g_53,(void*)0},{&g_53,&g_53,(void*)0,&g_53,&g_53},{&g_53,&g_53,(void*)0,(void*)0,&g_53}},{{&g_53,&g_53,&g_53,&g_53,&g_53},{(void*)0,(void*)0,&g_53,&g_53,&g_53},{(void*)0,&g_53,&g_53,&g_53,&g_53},{&g_53,(void*)0,&g_53,(void*)0,&g_53},{&g_53,(void*)0,&g_53,&g_53,&g_53},{&g_53,&g_53,(void*)0,&g_53,&g_53}},{{&g_53,&g_53,&g_53,(void*)0,&g_53},{(void*)0,(void*)0,&g_53,&g_53,&g_53},{&g_53,&g_53,&g_53,&g_53,(void*)0},{&g_53,&g_53,&g_53,&g_53,&g_53},{(void*)0,&g_53,&g_53,&g_53,&g_53},{(void*)0,(void*)0,(void*)0,(void*)0,&g_53}},{{(void*)0,&g_53,&g_53,&g_53,&g_53},{&g_53,&g_53,(void*)0,(void*)0,&g_53},{&g_53,(void*)0,(void*)0,(void*)0,&g_53},{&g_53,&g_53,&g_53,&g_53,&g_53},{(void*)0,(void*)0,(void*)0,&g_53,&g_53},{(void*)0,&g_53,(void*)0,&g_53,&g_53}},{{&g_53,&g_53,&g_53,(void*)0,&g_53},{(void*)0,&g_53,&g_53,(void*)0,&g_53},{&g_53,&g_53,&g_53,(void*)0,&g_53},{&g_53,&g_53,&g_53,&g_53,(void*)0},{&g_53,&g_53,&g_53,&g_53,&g_53},{&g_53,&g_53,&g_53,(void*)0,&g_53}},{{(void*)0,&g_53,&g_53,&g_53,&g_53},{&g_53,&g_53,(void*)0,&g_53,&g_53},{&g_53,&g_53,&g_53,&g_53,&g_53},{(void*)0,&g_53,&g_53,&g_53,&g_53},{&g_53,(void*)0,&g_53,&g_53,(void*)0},{&g_53,&g_53,&g_53,&g_53,&g_53}}};
            int32_t **l_55 = &l_52[3][5][2];
            int i, j, k;
            l_54 &= (g_53 = ((*l_50) &= ((*l_49) = (~9UL))));
            (*l_55) = &l_36;
            if (g_68)
                goto lbl_446;
        }
        else
        {
            int64_t l_72 = 0xB88FC9099BCB1371LL;
            int32_t l_73 = 0x265DC7DFL;
            int16_t l_74 = 1L;
            int32_t l_75 = 0L;
            int32_t l_77 = 0xA8E54492L;
            int32_t l_78[6] = {0x8A64327DL,0x8A64327DL,0x8A64327DL,0x8A64327DL,0x8A64327DL,0x8A64327DL};
            int i;
            for (g_25 = 0; (g_25 <= 2); g_25 += 1)
            {
                int32_t *l_70[3][7] = {{&g_29[0][4],(void*)0,&g_29[0][4],(void*)0,&g_29[0][4],&g_29[0][4],(void*)0},{&l_69[4],&g_29[2][1],&l_69[4],(void*)0,(void*)0,&l_69[4],&g_29[2][1]},{(void*)0,&l_36,&g_29[0][4],&g_29[0][4],&l_36,(void*)0,&l_36}};
                int64_t l_71 = 0L;
                int32_t **l_88 = &l_70[1][1];
                int i, j;
                for (g_47 = 0; (g_47 <= 9); g_47 += 1)
                {
                    uint64_t *l_59 = &g_22;
                    uint64_t **l_58 = &l_59;
                    int32_t *l_67 = &l_36;
                    int i, j;
                    g_68 ^= (((((1UL < ((((*l_67) = (g_29[g_25][(g_25 + 1)] |= (((safe_mod_func_int64_t_s_s(p_31, p_31)) , (((*l_58) = &g_47) == (l_61[1][5] = (g_60 , &g_22)))) != (safe_lshift_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u(0x88L, l_54)), 7))))) <= g_47) > 18446744073709551615UL)) > 0UL) >= 9UL) ^ p_31) & g_53);
                }
                l_85++;
                if (((p_31 | ((l_79 = p_31) >= (g_60.f1 | ((p_31 , ((*l_88) = &g_53)) != &l_69[4])))) > ((void*)0 == &l_75)))
                {
                    (*l_88) = &l_78[2];
                    return g_60;
                }
                else
                {
                    l_76 |= g_68;
                }
                l_78[3] = p_31;
            }
        }
        for (p_31 = 0; (p_31 <= 9); p_31 += 1)
        {
            uint16_t l_102 = 0xBFA8L;
            int32_t *l_109 = &l_84[3][3][0];
            if (p_31)
                break;
            for (g_47 = 0; (g_47 <= 9); g_47 += 1)
            {
                uint16_t *l_97 = &g_98;
                int32_t *l_101 = &g_29[0][4];
                uint32_t *l_113 = &l_85;
                int32_t ***l_118 = &l_103;
                int32_t ** const *l_119 = &l_103;
                int i;
                if (((&g_47 != l_89) >= (safe_mul_func_int8_t_s_s((g_60.f2 <= (+(((safe_add_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u(((*l_97) = ((p_31 , &g_25) == (void*)0)), (safe_div_func_uint64_t_u_u((l_102 = ((((((void*)0 == l_101) | g_47) <= p_31) , (void*)0) != &l_89)), 0x99FBD2CEF0F45DD7LL)))), (-1L))) , (*l_101)) & l_54))), g_22))))
                {
                    int32_t ***l_105 = (void*)0;
                    int32_t ***l_106 = &l_103;
                    (*l_106) = l_103;
                }
                else
                {
                    (*l_101) = 0L;
                }
                for (l_82 = 9; (l_82 >= 0); l_82 -= 1)
                {
                    int32_t **l_108 = &l_101;
                    if (l_54)
                        goto lbl_107;
                    l_109 = ((*l_108) = ((*l_103) = &l_79));
                }
                (*l_101) = (safe_add_func_uint8_t_u_u((p_31 > g_60.f3), (g_68 = ((!((--(*l_113)) , (*l_104))) > (((safe_rshift_func_uint8_t_u_s(((l_118 = &l_103) == (l_119 = l_119)), (**l_103))) | ((*l_97) = (~1L))) < g_29[2][4])))));
            }
        }
        for (l_54 = 2; (l_54 >= 0); l_54 -= 1)
        {
            int64_t *l_121 = &l_81;
            int32_t **l_127 = &l_104;
            uint32_t l_146 = 0x2070758AL;
            int32_t l_158 = (-1L);
            int32_t l_162[10] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
            uint16_t *l_181 = &g_98;
            struct S0 l_208 = {172,23854,0x8FL,-10850,20,0x14176D2BL,232};
            struct S1 *l_244 = &g_221;
            uint64_t l_253 = 0x037808A29CE088B1LL;
            int i;
            (**l_103) |= (0UL || ((*l_121) |= g_60.f4));
            for (l_81 = 0; (l_81 <= 2); l_81 += 1)
            {
                int32_t *l_124 = &l_84[2][0][0];
                int32_t ***l_126 = &l_103;
                uint64_t *l_145 = (void*)0;
                int32_t l_157 = (-6L);
                int32_t l_159 = 0x70EFD0CCL;
                int32_t l_160 = 0xFCFDC9A4L;
                int32_t l_163 = 0x26A534EDL;
                int32_t l_164 = 0xE2B0FDEDL;
                int32_t l_165 = 0x061F076CL;
                int32_t l_166 = (-5L);
                int32_t l_167 = 9L;
                int32_t l_168 = 1L;
                int32_t l_169 = (-1L);
                int32_t l_171 = (-5L);
            }
            (*l_244) = g_153;
            for (g_53 = 6; (g_53 >= 0); g_53 -= 1)
            {
                int64_t l_249[10][10][2] = {{{(-9L),0L},{6L,1L},{1L,0x55C61110A9B9D1EBLL},{(-9L),0x9AAA8E01941D894BLL},{0x55C61110A9B9D1EBLL,0x9AAA8E01941D894BLL},{(-9L),0x55C61110A9B9D1EBLL},{1L,1L},{6L,0L},{(-9L),0xC494E0BCCA2085ECLL},{0L,0x9AAA8E01941D894BLL}},{{(-8L),0L},{0x55C61110A9B9D1EBLL,0xF4B2BD2B96D31CFALL},{0x55C61110A9B9D1EBLL,(-8L)},{0x12C6DBBE11580ADBLL,6L},{(-8L),0x0860358341387CF7LL},{1L,(-8L)},{0xF4B2BD2B96D31CFALL,0x55C61110A9B9D1EBLL},{0x55C61110A9B9D1EBLL,0x635F225732DD5C3CLL},{1L,6L},{0x635F225732DD5C3CLL,6L}},{{1L,0x635F225732DD5C3CLL},{0x55C61110A9B9D1EBLL,0x55C61110A9B9D1EBLL},{0xF4B2BD2B96D31CFALL,(-8L)},{1L,0x0860358341387CF7LL},{(-8L),6L},{0x12C6DBBE11580ADBLL,(-8L)},{0x55C61110A9B9D1EBLL,0xF4B2BD2B96D31CFALL},{0x55C61110A9B9D1EBLL,(-8L)},{0x12C6DBBE11580ADBLL,6L},{(-8L),0x0860358341387CF7LL}},{{1L,(-8L)},{0xF4B2BD2B96D31CFALL,0x55C61110A9B9D1EBLL},{0x55C61110A9B9D1EBLL,0x635F225732DD5C3CLL},{1L,6L},{0x635F225732DD5C3CLL,6L},{1L,0x635F225732DD5C3CLL},{0x55C61110A9B9D1EBLL,0x55C61110A9B9D1EBLL},{0xF4B2BD2B96D31CFALL,(-8L)},{1L,0x0860358341387CF7LL},{(-8L),6L}},{{0x12C6DBBE11580ADBLL,(-8L)},{0x55C61110A9B9D1EBLL,0xF4B2BD2B96D31CFALL},{0x55C61110A9B9D1EBLL,(-8L)},{0x12C6DBBE11580ADBLL,6L},{(-8L),0x0860358341387CF7LL},{1L,(-8L)},{0xF4B2BD2B96D31CFALL,0x55C61110A9B9D1EBLL},{0x55C61110A9B9D1EBLL,0x635F225732DD5C3CLL},{1L,6L},{0x635F225732DD5C3CLL,6L}},{{1L,0x635F225732DD5C3CLL},{0x55C61110A9B9D1EBLL,0x55C61110A9B9D1EBLL},{0xF4B2BD2B96D31CFALL,(-8L)},{1L,0x0860358341387CF7LL},{(-8L),6L},{0x12C6DBBE11580ADBLL,(-8L)},{0x55C61110A9B9D1EBLL,0xF4B2BD2B96D31CFALL},{0x55C61110A9B9D1EBLL,(-8L)},{0x12C6DBBE11580ADBLL,6L},{(-8L),0x0860358341387CF7LL}},{{1L,(-8L)},{0xF4B2BD2B96D31CFALL,0x55C61110A9B9D1EBLL},{0x55C61110A9B9D1EBLL,0x635F225732DD5C3CLL},{1L,6L},{0x635F225732DD5C3CLL,6L},{1L,0x635F225732DD5C3CLL},{0x55C61110A9B9D1EBLL,0x55C61110A9B9D1EBLL},{0xF4B2BD2B96D31CFALL,(-8L)},{1L,0x0860358341387CF7LL},{(-8L),6L}},{{0x12C6DBBE11580ADBLL,(-8L)},{0x55C61110A9B9D1EBLL,0xF4B2BD2B96D31CFALL},{0x55C61110A9B9D1EBLL,(-8L)},{0x12C6DBBE11580ADBLL,6L},{(-8L),0x0860358341387CF7LL},{1L,(-8L)},{0xF4B2BD2B96D31CFALL,0x55C61110A9B9D1EBLL},{0x55C61110A9B9D1EBLL,0x635F225732DD5C3CLL},{1L,6L},{0x635F225732DD5C3CLL,6L}},{{1L,0x635F225732DD5C3CLL},{0x55C61110A9B9D1EBLL,0x55C61110A9B9D1EBLL},{0xF4B2BD2B96D31CFALL,(-8L)},{1L,0x0860358341387CF7LL},{(-8L),6L},{0x12C6DBBE11580ADBLL,(-8L)},{0x55C61110A9B9D1EBLL,0xF4B2BD2B96D31CFALL},{0x55C61110A9B9D1EBLL,(-8L)},{0x12C6DBBE11580ADBLL,6L},{(-8L),0x0860358341387CF7LL}},{{1L,(-8L)},{0xF4B2BD2B96D31CFALL,0x55C61110A9B9D1EBLL},{0x55C61110A9B9D1EBLL,0x635F225732DD5C3CLL},{1L,6L},{0x635F225732DD5C3CLL,6L},{1L,0x635F225732DD5C3CLL},{0x55C61110A9B9D1EBLL,0x55C61110A9B9D1EBLL},{0xF4B2BD2B96D31CFALL,(-8L)},{1L,0x0860358341387CF7LL},{(-8L),6L}}};
                int32_t l_250 = 0x95906DD3L;
                int32_t l_251 = 0x7689C125L;
                int i, j, k;
                for (l_37 = 9; (l_37 >= 0); l_37 -= 1)
                {
                    int32_t *l_245 = &l_79;
                    int32_t *l_246 = &l_36;
                    int32_t *l_247 = &l_79;
                    int32_t *l_248[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_248[i] = (void*)0;
                    l_253++;
                }
                l_32[l_54][(l_54 + 5)] = &l_36;
            }
        }
        if ((*g_152))
        {
            const int64_t l_262 = (-1L);
            int32_t l_266 = 1L;
            (*l_103) = (*l_103);
            (*l_103) = (*l_103);
            (*l_104) ^= (safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s(l_262, 3)), (safe_div_func_int8_t_s_s(p_31, (((l_266 = l_265) != (safe_mul_func_uint8_t_u_u(g_125.f0, (g_35--)))) , 0xECL))))), g_8));
        }
        else
        {
            return g_221;
        }
    }
    else
    {
        int32_t l_276 = 0x4259A3E5L;
        uint16_t *l_282 = (void*)0;
        uint16_t **l_281[5][2][5] = {{{&l_282,(void*)0,&l_282,&l_282,(void*)0},{&l_282,&l_282,&l_282,&l_282,&l_282}},{{&l_282,(void*)0,&l_282,&l_282,&l_282},{&l_282,&l_282,(void*)0,&l_282,&l_282}},{{&l_282,(void*)0,(void*)0,&l_282,(void*)0},{&l_282,&l_282,&l_282,&l_282,&l_282}},{{&l_282,&l_282,(void*)0,&l_282,&l_282},{&l_282,(void*)0,(void*)0,&l_282,(void*)0}},{{&l_282,&l_282,&l_282,&l_282,&l_282},{&l_282,&l_282,(void*)0,&l_282,&l_282}}};
        int32_t l_326 = (-1L);
        int i, j, k;
        (*g_152) |= 0xFF35097EL;
        if (((65535UL ^ (-3L)) > ((((safe_add_func_uint16_t_u_u((p_31 > (safe_sub_func_int16_t_s_s((g_212 = g_60.f3), (((*g_152) ^= (p_31 | p_31)) && (g_275 <= (*g_191)))))), 65533UL)) & l_276) || 0x74L) & l_276)))
        {
lbl_287:
            (*g_152) |= (((safe_mod_func_int32_t_s_s(0x9418C2A2L, (safe_lshift_func_uint16_t_u_u(p_31, 9)))) , l_281[0][0][3]) == g_283[0][2]);
            if ((safe_unary_minus_func_uint32_t_u(0UL)))
            {
                return g_286[2][3][3];
            }
            else
            {
                if (g_25)
                    goto lbl_287;
                (*g_152) ^= (l_84[0][2][0] = l_276);
                (*g_152) = 0xEA8D3366L;
                for (g_221.f1 = 0; (g_221.f1 <= 1); g_221.f1 += 1)
                {
                    uint32_t l_290 = 0x7200D2AFL;
                    uint32_t *l_291 = (void*)0;
                    (*g_289) = g_288[3][2][3];
                    (*g_152) &= (g_288[3][2][3].f1 , (0L & l_290));
                    (*g_152) = (l_32[2][4] != l_291);
                }
            }
        }
        else
        {
            int8_t *l_300 = &l_37;
            int32_t l_304 = 0x341A81CBL;
            int32_t l_331 = 0xD57513BFL;
            (*g_293) = g_292;
            for (l_276 = 0; (l_276 <= 5); l_276 += 1)
            {
                const int32_t l_301[2] = {0xD1F74BA9L,0xD1F74BA9L};
                int8_t *l_318 = &l_265;
                struct S0 l_319[10][4][1] = {{{{361,30800,0xA0L,-17821,112,1L,133}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}},{{304,38713,0x55L,-8622,24,0L,33}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}}},{{{361,30800,0xA0L,-17821,112,1L,133}},{{36,18527,1UL,11410,14,-7L,207}},{{361,30800,0xA0L,-17821,112,1L,133}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}}},{{{304,38713,0x55L,-8622,24,0L,33}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}},{{361,30800,0xA0L,-17821,112,1L,133}},{{36,18527,1UL,11410,14,-7L,207}}},{{{361,30800,0xA0L,-17821,112,1L,133}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}},{{304,38713,0x55L,-8622,24,0L,33}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}}},{{{361,30800,0xA0L,-17821,112,1L,133}},{{36,18527,1UL,11410,14,-7L,207}},{{361,30800,0xA0L,-17821,112,1L,133}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}}},{{{304,38713,0x55L,-8622,24,0L,33}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}},{{361,30800,0xA0L,-17821,112,1L,133}},{{36,18527,1UL,11410,14,-7L,207}}},{{{361,30800,0xA0L,-17821,112,1L,133}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}},{{304,38713,0x55L,-8622,24,0L,33}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}}},{{{361,30800,0xA0L,-17821,112,1L,133}},{{36,18527,1UL,11410,14,-7L,207}},{{361,30800,0xA0L,-17821,112,1L,133}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}}},{{{304,38713,0x55L,-8622,24,0L,33}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}},{{361,30800,0xA0L,-17821,112,1L,133}},{{36,18527,1UL,11410,14,-7L,207}}},{{{361,30800,0xA0L,-17821,112,1L,133}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}},{{304,38713,0x55L,-8622,24,0L,33}},{{464,15540,255UL,-11566,20,0x59AE5ADFL,339}}}};
                int32_t l_330 = 3L;
                int i, j, k;
                if ((((((((l_34[(l_276 + 1)] == &g_35) ^ (((*g_191) || (((0xBAL ^ (safe_mul_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u((l_34[(l_276 + 1)] != l_300), 3)), p_31))) != l_301[0]) < g_125.f0)) <= l_276)) != g_221.f5) , &g_25) == (void*)0) == p_31) , l_276))
                {
                    const int64_t *l_309 = &g_192;
                    int32_t *l_311 = &g_29[0][4];
                    (*l_311) ^= (safe_sub_func_uint64_t_u_u((l_304 == 0x457C36F2L), (((void*)0 == &l_282) < ((*g_191) ^ (safe_add_func_uint32_t_u_u((safe_div_func_uint32_t_u_u(g_35, ((l_309 == &g_192) , g_22))), (*g_152)))))));
                    l_84[2][0][0] = ((*g_152) = p_31);
                }
                else
                {
                    uint32_t l_312 = 0UL;
                    int32_t *l_313 = &l_82;
                    int32_t **l_314 = &l_313;
                    (*g_152) &= p_31;
                    if (l_312)
                        continue;
                    (*g_152) |= p_31;
                    (*l_314) = l_313;
                }
                for (l_37 = 0; (l_37 <= 9); l_37 += 1)
                {
                    int8_t **l_317[9] = {&l_300,&l_300,&l_300,&l_300,&l_300,&l_300,&l_300,&l_300,&l_300};
                    int i, j;
                }
            }
        }
        return (*g_293);
    }
lbl_446:
    for (g_221.f1 = 0; (g_221.f1 >= 27); g_221.f1 = safe_add_func_int8_t_s_s(g_221.f1, 2))
    {
        int32_t *l_336 = &g_29[0][4];
        int32_t *l_337 = &l_84[2][0][0];
        int32_t *l_338 = &g_29[0][4];
        int32_t *l_339 = (void*)0;
        int32_t *l_340 = &l_84[2][0][0];
        int32_t *l_341[5];
        int32_t l_342[4][7] = {{(-9L),0x8104058BL,0x8104058BL,(-9L),0x8104058BL,0x8104058BL,(-9L)},{0x8104058BL,(-9L),0x8104058BL,0x8104058BL,(-9L),0x8104058BL,0x8104058BL},{(-9L),(-9L),0xEBC12653L,(-9L),(-9L),0xEBC12653L,(-9L)},{(-9L),0x8104058BL,0x8104058BL,(-9L),0x8104058BL,0x8104058BL,(-9L)}};
        int32_t l_363 = 7L;
        int i, j;
        for (i = 0; i < 5; i++)
            l_341[i] = &g_29[0][0];
        l_345--;
        for (l_344 = (-4); (l_344 != 0); ++l_344)
        {
            int16_t *l_356 = &g_212;
            int32_t l_358 = (-1L);
            struct S1 *l_372[9] = {&g_221,&g_221,&g_221,&g_221,&g_221,&g_221,&g_221,&g_221,&g_221};
            int i;
            for (g_22 = 0; (g_22 <= 27); ++g_22)
            {
                int32_t l_355 = (-7L);
                int16_t **l_357 = &l_356;
                int32_t l_364 = 0xA4B0FAD2L;
                (*g_352) = (*g_332);
                (*l_340) = (((safe_div_func_uint8_t_u_u(((((*g_289) , p_31) && ((((g_125.f4 ^ 1L) || g_286[2][3][3].f0) ^ (l_355 && (((*l_357) = l_356) != &l_343))) ^ l_355)) || 0x3967977BL), l_358)) <= (*g_152)) , 0xF1CB1B95L);
                (*g_152) = (l_364 &= (safe_mul_func_uint16_t_u_u(((void*)0 == &g_288[4][7][1]), (safe_rshift_func_int8_t_s_s(l_363, 7)))));
                for (g_218 = 0; (g_218 <= 5); g_218 += 1)
                {
                    int32_t * const *l_365 = &l_341[3];
                    (*g_369) = l_365;
                    return g_370[4];
                }
            }
            (*g_289) = g_371;
        }
        for (l_80 = 28; (l_80 <= (-21)); l_80 = safe_sub_func_int8_t_s_s(l_80, 4))
        {
            uint32_t l_411 = 0x8BAAD3CFL;
            int32_t **l_414[5][2];
            int32_t *l_415 = &l_84[5][3][0];
            uint16_t l_416 = 65535UL;
            uint64_t *l_425[8];
            uint64_t **l_424[9][7] = {{&l_425[3],&l_425[6],&l_425[3],&l_425[3],&l_425[6],&l_425[3],&l_425[3]},{(void*)0,&l_425[6],&l_425[3],&l_425[6],(void*)0,(void*)0,(void*)0},{&l_425[6],&l_425[3],&l_425[3],&l_425[6],&l_425[3],&l_425[3],&l_425[6]},{&l_425[7],&l_425[6],&l_425[7],&l_425[7],(void*)0,&l_425[7],&l_425[7]},{&l_425[6],&l_425[6],&l_425[7],&l_425[6],&l_425[6],&l_425[7],&l_425[6]},{(void*)0,&l_425[7],&l_425[7],&l_425[6],&l_425[7],&l_425[7],(void*)0},{&l_425[3],&l_425[6],&l_425[3],&l_425[3],&l_425[6],&l_425[3],&l_425[3]},{(void*)0,&l_425[6],&l_425[3],&l_425[6],(void*)0,(void*)0,(void*)0},{&l_425[6],&l_425[3],&l_425[3],&l_425[6],&l_425[3],&l_425[3],&l_425[6]}};
            uint64_t **l_430 = &l_425[2];
            int i, j;
            for (i = 0; i < 5; i++)
            {
                for (j = 0; j < 2; j++)
                    l_414[i][j] = &l_338;
            }
            for (i = 0; i < 8; i++)
                l_425[i] = (void*)0;
            for (g_218 = 0; (g_218 == 28); g_218++)
            {
                int16_t l_398 = 0xE8E8L;
                int16_t * const l_401 = &g_402[1][4];
                int16_t * const *l_400 = &l_401;
                int16_t * const **l_399[5] = {&l_400,&l_400,&l_400,&l_400,&l_400};
                int32_t l_408 = 0L;
                int32_t l_409 = 0x4D103809L;
                int32_t l_410 = 9L;
                int i;
                (*l_340) &= (((**g_367) = (safe_div_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u((safe_add_func_int64_t_s_s(((((((g_403 = (((safe_sub_func_uint64_t_u_u(g_371.f4, ((0UL >= (safe_mod_func_uint16_t_u_u(p_31, (safe_mul_func_uint8_t_u_u(((safe_sub_func_int64_t_s_s(((safe_mod_func_uint16_t_u_u((((((g_393 , ((g_394 != l_396) ^ 1UL)) < g_221.f1) || p_31) | l_397) == (*g_320)), l_398)) & p_31), l_398)) ^ 3L), (-9L)))))) , g_125.f1))) != p_31) , (void*)0)) != &g_395) & 65535UL) , 65528UL) <= 0UL) > p_31), 5L)), 0x9A395D9EL)), (*g_152)))) <= l_398);
                for (l_188 = 0; (l_188 >= (-18)); l_188 = safe_sub_func_uint32_t_u_u(l_188, 3))
                {
                    l_411++;
                }
            }
            l_415 = &l_342[3][4];
            ++l_416;
            for (p_31 = 0; (p_31 <= 1); p_31 += 1)
            {
                uint32_t *l_423 = &g_218;
                uint64_t ***l_426 = &l_424[0][2];
                uint64_t **l_428[8][7] = {{&l_425[7],&l_425[3],&l_425[5],&l_425[5],&l_425[7],(void*)0,&l_425[7]},{&l_425[6],&l_425[7],&l_425[7],&l_425[4],&l_425[7],&l_425[7],&l_425[6]},{&l_425[7],(void*)0,&l_425[7],&l_425[5],&l_425[5],&l_425[3],&l_425[7]},{&l_425[4],&l_425[6],&l_425[3],&l_425[3],&l_425[6],&l_425[4],&l_425[7]},{&l_425[6],&l_425[7],&l_425[7],&l_425[7],&l_425[4],&l_425[5],&l_425[5]},{&l_425[7],&l_425[5],&l_425[7],&l_425[5],&l_425[7],&l_425[6],&l_425[7]},{(void*)0,&l_425[7],&l_425[5],(void*)0,&l_425[5],&l_425[6],&l_425[5]},{&l_425[7],&l_425[6],&l_425[6],&l_425[7],&l_425[5],&l_425[4],&l_425[3]}};
                uint64_t ***l_427 = &l_428[4][4];
                uint64_t **l_429 = (void*)0;
                uint16_t *l_445 = &g_288[3][2][3].f1;
                int i, j;
                if ((**g_352))
                {
                    struct S1 *l_420[7] = {&g_419,&g_419,&g_371,&g_419,&g_419,&g_371,&g_419};
                    int i, j;
                    (*g_289) = g_419;
                    l_342[(p_31 + 1)][(p_31 + 2)] = (&g_62 == l_61[1][5]);
                }
                else
                {
                    if (p_31)
                        break;
                    (*l_340) = ((**g_367) ^= p_31);
                }
                for (l_79 = 1; (l_79 >= 0); l_79 -= 1)
                {
                    struct S1 *l_422 = &g_292;
                    struct S1 **l_421 = &l_422;
                    (*l_421) = (void*)0;
                }
                (*l_337) = (((l_423 != &g_25) <= ((l_429 = ((*l_427) = ((*l_426) = l_424[0][2]))) != l_430)) | ((safe_sub_func_uint32_t_u_u((safe_unary_minus_func_uint32_t_u((((safe_rshift_func_int8_t_s_u((safe_rshift_func_uint16_t_u_u((l_438 , ((((*l_445) = (safe_mod_func_uint64_t_u_u((((safe_rshift_func_uint16_t_u_u(p_31, ((safe_rshift_func_int8_t_s_u((*l_415), 1)) , p_31))) | p_31) && 6UL), (-1L)))) != p_31) == (**g_394))), p_31)), g_288[3][2][3].f0)) < p_31) , 4UL))), 1UL)) == p_31));
            }
        }
    }
    (*g_448) = g_447;
    return g_449[1];
}





int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_22, "g_22", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_29[i][j], "g_29[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_60.f0, "g_60.f0", print_hash_value);
    transparent_crc(g_60.f1, "g_60.f1", print_hash_value);
    transparent_crc(g_60.f2, "g_60.f2", print_hash_value);
    transparent_crc(g_60.f3, "g_60.f3", print_hash_value);
    transparent_crc(g_60.f4, "g_60.f4", print_hash_value);
    transparent_crc(g_60.f5, "g_60.f5", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_68, "g_68", print_hash_value);
    transparent_crc(g_98, "g_98", print_hash_value);
    transparent_crc(g_125.f0, "g_125.f0", print_hash_value);
    transparent_crc(g_125.f1, "g_125.f1", print_hash_value);
    transparent_crc(g_125.f2, "g_125.f2", print_hash_value);
    transparent_crc(g_125.f3, "g_125.f3", print_hash_value);
    transparent_crc(g_125.f4, "g_125.f4", print_hash_value);
    transparent_crc(g_125.f5, "g_125.f5", print_hash_value);
    transparent_crc(g_153.f0, "g_153.f0", print_hash_value);
    transparent_crc(g_153.f1, "g_153.f1", print_hash_value);
    transparent_crc(g_153.f2, "g_153.f2", print_hash_value);
    transparent_crc(g_153.f3, "g_153.f3", print_hash_value);
    transparent_crc(g_153.f4, "g_153.f4", print_hash_value);
    transparent_crc(g_153.f5, "g_153.f5", print_hash_value);
    transparent_crc(g_172, "g_172", print_hash_value);
    transparent_crc(g_192, "g_192", print_hash_value);
    transparent_crc(g_212, "g_212", print_hash_value);
    transparent_crc(g_218, "g_218", print_hash_value);
    transparent_crc(g_221.f0, "g_221.f0", print_hash_value);
    transparent_crc(g_221.f1, "g_221.f1", print_hash_value);
    transparent_crc(g_221.f2, "g_221.f2", print_hash_value);
    transparent_crc(g_221.f3, "g_221.f3", print_hash_value);
    transparent_crc(g_221.f4, "g_221.f4", print_hash_value);
    transparent_crc(g_221.f5, "g_221.f5", print_hash_value);
    transparent_crc(g_240, "g_240", print_hash_value);
    transparent_crc(g_275, "g_275", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_286[i][j][k].f0, "g_286[i][j][k].f0", print_hash_value);
                transparent_crc(g_286[i][j][k].f1, "g_286[i][j][k].f1", print_hash_value);
                transparent_crc(g_286[i][j][k].f2, "g_286[i][j][k].f2", print_hash_value);
                transparent_crc(g_286[i][j][k].f3, "g_286[i][j][k].f3", print_hash_value);
                transparent_crc(g_286[i][j][k].f4, "g_286[i][j][k].f4", print_hash_value);
                transparent_crc(g_286[i][j][k].f5, "g_286[i][j][k].f5", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_288[i][j][k].f0, "g_288[i][j][k].f0", print_hash_value);
                transparent_crc(g_288[i][j][k].f1, "g_288[i][j][k].f1", print_hash_value);
                transparent_crc(g_288[i][j][k].f2, "g_288[i][j][k].f2", print_hash_value);
                transparent_crc(g_288[i][j][k].f3, "g_288[i][j][k].f3", print_hash_value);
                transparent_crc(g_288[i][j][k].f4, "g_288[i][j][k].f4", print_hash_value);
                transparent_crc(g_288[i][j][k].f5, "g_288[i][j][k].f5", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_292.f0, "g_292.f0", print_hash_value);
    transparent_crc(g_292.f1, "g_292.f1", print_hash_value);
    transparent_crc(g_292.f2, "g_292.f2", print_hash_value);
    transparent_crc(g_292.f3, "g_292.f3", print_hash_value);
    transparent_crc(g_292.f4, "g_292.f4", print_hash_value);
    transparent_crc(g_292.f5, "g_292.f5", print_hash_value);
    transparent_crc(g_329.f0, "g_329.f0", print_hash_value);
    transparent_crc(g_329.f1, "g_329.f1", print_hash_value);
    transparent_crc(g_329.f2, "g_329.f2", print_hash_value);
    transparent_crc(g_329.f3, "g_329.f3", print_hash_value);
    transparent_crc(g_329.f4, "g_329.f4", print_hash_value);
    transparent_crc(g_329.f5, "g_329.f5", print_hash_value);
    transparent_crc(g_333.f0, "g_333.f0", print_hash_value);
    transparent_crc(g_333.f1, "g_333.f1", print_hash_value);
    transparent_crc(g_333.f2, "g_333.f2", print_hash_value);
    transparent_crc(g_333.f3, "g_333.f3", print_hash_value);
    transparent_crc(g_333.f4, "g_333.f4", print_hash_value);
    transparent_crc(g_333.f5, "g_333.f5", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_370[i].f0, "g_370[i].f0", print_hash_value);
        transparent_crc(g_370[i].f1, "g_370[i].f1", print_hash_value);
        transparent_crc(g_370[i].f2, "g_370[i].f2", print_hash_value);
        transparent_crc(g_370[i].f3, "g_370[i].f3", print_hash_value);
        transparent_crc(g_370[i].f4, "g_370[i].f4", print_hash_value);
        transparent_crc(g_370[i].f5, "g_370[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_371.f0, "g_371.f0", print_hash_value);
    transparent_crc(g_371.f1, "g_371.f1", print_hash_value);
    transparent_crc(g_371.f2, "g_371.f2", print_hash_value);
    transparent_crc(g_371.f3, "g_371.f3", print_hash_value);
    transparent_crc(g_371.f4, "g_371.f4", print_hash_value);
    transparent_crc(g_371.f5, "g_371.f5", print_hash_value);
    transparent_crc(g_393.f0, "g_393.f0", print_hash_value);
    transparent_crc(g_393.f1, "g_393.f1", print_hash_value);
    transparent_crc(g_393.f2, "g_393.f2", print_hash_value);
    transparent_crc(g_393.f3, "g_393.f3", print_hash_value);
    transparent_crc(g_393.f4, "g_393.f4", print_hash_value);
    transparent_crc(g_393.f5, "g_393.f5", print_hash_value);
    transparent_crc(g_393.f6, "g_393.f6", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_402[i][j], "g_402[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_405, "g_405", print_hash_value);
    transparent_crc(g_419.f0, "g_419.f0", print_hash_value);
    transparent_crc(g_419.f1, "g_419.f1", print_hash_value);
    transparent_crc(g_419.f2, "g_419.f2", print_hash_value);
    transparent_crc(g_419.f3, "g_419.f3", print_hash_value);
    transparent_crc(g_419.f4, "g_419.f4", print_hash_value);
    transparent_crc(g_419.f5, "g_419.f5", print_hash_value);
    transparent_crc(g_447.f0, "g_447.f0", print_hash_value);
    transparent_crc(g_447.f1, "g_447.f1", print_hash_value);
    transparent_crc(g_447.f2, "g_447.f2", print_hash_value);
    transparent_crc(g_447.f3, "g_447.f3", print_hash_value);
    transparent_crc(g_447.f4, "g_447.f4", print_hash_value);
    transparent_crc(g_447.f5, "g_447.f5", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_449[i].f0, "g_449[i].f0", print_hash_value);
        transparent_crc(g_449[i].f1, "g_449[i].f1", print_hash_value);
        transparent_crc(g_449[i].f2, "g_449[i].f2", print_hash_value);
        transparent_crc(g_449[i].f3, "g_449[i].f3", print_hash_value);
        transparent_crc(g_449[i].f4, "g_449[i].f4", print_hash_value);
        transparent_crc(g_449[i].f5, "g_449[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_474[i][j], "g_474[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_493, "g_493", print_hash_value);
    transparent_crc(g_509, "g_509", print_hash_value);
    transparent_crc(g_517, "g_517", print_hash_value);
    transparent_crc(g_528, "g_528", print_hash_value);
    transparent_crc(g_575.f0, "g_575.f0", print_hash_value);
    transparent_crc(g_575.f1, "g_575.f1", print_hash_value);
    transparent_crc(g_575.f2, "g_575.f2", print_hash_value);
    transparent_crc(g_575.f3, "g_575.f3", print_hash_value);
    transparent_crc(g_575.f4, "g_575.f4", print_hash_value);
    transparent_crc(g_575.f5, "g_575.f5", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_590[i].f0, "g_590[i].f0", print_hash_value);
        transparent_crc(g_590[i].f1, "g_590[i].f1", print_hash_value);
        transparent_crc(g_590[i].f2, "g_590[i].f2", print_hash_value);
        transparent_crc(g_590[i].f3, "g_590[i].f3", print_hash_value);
        transparent_crc(g_590[i].f4, "g_590[i].f4", print_hash_value);
        transparent_crc(g_590[i].f5, "g_590[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_591.f0, "g_591.f0", print_hash_value);
    transparent_crc(g_591.f1, "g_591.f1", print_hash_value);
    transparent_crc(g_591.f2, "g_591.f2", print_hash_value);
    transparent_crc(g_591.f3, "g_591.f3", print_hash_value);
    transparent_crc(g_591.f4, "g_591.f4", print_hash_value);
    transparent_crc(g_591.f5, "g_591.f5", print_hash_value);
    transparent_crc(g_592.f0, "g_592.f0", print_hash_value);
    transparent_crc(g_592.f1, "g_592.f1", print_hash_value);
    transparent_crc(g_592.f2, "g_592.f2", print_hash_value);
    transparent_crc(g_592.f3, "g_592.f3", print_hash_value);
    transparent_crc(g_592.f4, "g_592.f4", print_hash_value);
    transparent_crc(g_592.f5, "g_592.f5", print_hash_value);
    transparent_crc(g_662, "g_662", print_hash_value);
    transparent_crc(g_688, "g_688", print_hash_value);
    transparent_crc(g_755, "g_755", print_hash_value);
    transparent_crc(g_788, "g_788", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
