# 0 "/work/wt/grammars/tests/corpus/c/csmith/seed20.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/wt/grammars/tests/corpus/c/csmith/seed20.c"
# 10 "/work/wt/grammars/tests/corpus/c/csmith/seed20.c"
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
# 11 "/work/wt/grammars/tests/corpus/c/csmith/seed20.c" 2


static long __undefined;



static int64_t g_27 = (-4L);
static int32_t g_29 = 0x31D14CD4L;
static volatile int32_t g_30 = 0xB27FA3DFL;
static int32_t g_35 = 0L;
static int32_t *g_34 = &g_35;
static uint16_t g_39 = 0x1DD2L;
static volatile int64_t g_41[3] = {0L,0L,0L};
static volatile int64_t *g_40 = &g_41[2];
static uint16_t *g_45 = &g_39;
static uint8_t g_48 = 0xA7L;
static uint32_t g_50 = 4294967286UL;
static int32_t g_55 = 1L;
static int16_t g_56[2][9][4] = {{{(-2L),0x0CE5L,0x0CE5L,(-2L)},{1L,0xDB9CL,3L,1L},{0x821BL,1L,1L,(-1L)},{1L,(-1L),0x22C1L,(-1L)},{0x0CE5L,1L,0L,1L},{(-3L),0xDB9CL,(-1L),(-2L)},{0L,0x0CE5L,0x0F89L,0x0F89L},{0L,0L,(-1L),1L},{(-3L),0x0F89L,0L,0xDB9CL}},{{0x0CE5L,0x821BL,0x22C1L,0L},{1L,0x821BL,1L,1L},{1L,0x0CE5L,0x22C1L,0xDB9CL},{0xDB9CL,(-1L),(-2L),0x0CE5L},{0L,(-2L),(-2L),0L},{0xDB9CL,1L,0x22C1L,0x0F89L},{1L,3L,0x0F89L,0x821BL},{0x0F89L,0x821BL,(-3L),0x821BL},{(-2L),3L,(-1L),0x0F89L}}};
static uint16_t g_62 = 0x930AL;
static uint16_t *g_78 = (void*)0;
static const uint16_t g_82 = 65535UL;
static uint16_t g_84[7][4][9] = {{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x703BL,0xC33AL,0x9FEDL,0x5162L,65527UL,0x5162L,0x9FEDL,0xC33AL,0x703BL},{0xAF09L,7UL,65530UL,0x9F8CL,7UL,65528UL,65530UL,65529UL,0xAF09L}},{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x703BL,0xC33AL,0x9FEDL,0x5162L,65527UL,0x5162L,0x9FEDL,0xC33AL,0x703BL},{0xAF09L,7UL,65530UL,0x9F8CL,7UL,65528UL,65530UL,65529UL,0xAF09L}},{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x703BL,0xC33AL,0x9FEDL,0x5162L,65527UL,0x5162L,0x9FEDL,0xC33AL,0x703BL},{0xAF09L,7UL,65530UL,0x9F8CL,7UL,65528UL,65530UL,65529UL,0xAF09L}},{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x703BL,0xC33AL,0x9FEDL,0x5162L,65527UL,0x5162L,0x9FEDL,0xC33AL,0x703BL},{0xAF09L,7UL,65530UL,0x9F8CL,7UL,65528UL,65530UL,65529UL,0xAF09L}},{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x5DFDL,0x8467L,65534UL,0x010EL,0x703BL,0x010EL,65534UL,0x8467L,0x5DFDL},{0xAA44L,0xAF09L,65527UL,65534UL,0xAF09L,6UL,65527UL,1UL,0xAA44L}},{{0xF0F4L,0x8467L,1UL,0x010EL,65535UL,0x010EL,1UL,0x8467L,0xF0F4L},{0xAA44L,1UL,65527UL,6UL,0xAF09L,65534UL,65527UL,0xAF09L,0xAA44L},{0x5DFDL,0x8467L,65534UL,0x010EL,0x703BL,0x010EL,65534UL,0x8467L,0x5DFDL},{0xAA44L,0xAF09L,65527UL,65534UL,0xAF09L,6UL,65527UL,1UL,0xAA44L}},{{0xF0F4L,0x8467L,1UL,0x010EL,65535UL,0x010EL,1UL,0x8467L,0xF0F4L},{0xAA44L,1UL,65527UL,6UL,0xAF09L,65534UL,65527UL,0xAF09L,0xAA44L},{0x5DFDL,0x8467L,65534UL,0x010EL,0x703BL,0x010EL,65534UL,0x8467L,0x5DFDL},{0xAA44L,0xAF09L,65527UL,65534UL,0xAF09L,6UL,65527UL,1UL,0xAA44L}}};
static int32_t * volatile g_94 = &g_35;
static uint8_t *g_102[2][10][10] = {{{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,(void*)0,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48},{(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48}},{{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0,(void*)0,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{(void*)0,&g_48,&g_48,&g_48,(void*)0,&g_48,(void*)0,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0,&g_48,(void*)0,(void*)0,&g_48},{&g_48,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48}}};
static uint8_t g_119 = 255UL;
static int32_t ** volatile g_123 = &g_34;
static int32_t g_127 = 0x444AC551L;
static int32_t g_130 = 0L;
static int32_t g_131 = 0xA4CC697DL;
static int32_t g_132 = (-1L);
static int32_t g_133[4][10][6] = {{{(-1L),2L,0x0364B399L,(-6L),0x56EE4573L,(-7L)},{(-4L),9L,0x094B066BL,0x56EE4573L,0x094B066BL,9L},{(-4L),(-7L),0x56EE4573L,(-6L),0x0364B399L,2L},{(-1L),0x56EE4573L,(-4L),0x01134933L,0x01134933L,(-4L)},{0x56EE4573L,0x56EE4573L,(-6L),(-1L),0x0364B399L,0x01134933L},{9L,(-7L),(-6L),(-6L),0x094B066BL,(-6L)},{(-6L),9L,(-6L),2L,0x56EE4573L,0x01134933L},{0x4605F856L,2L,(-6L),0x0524A1A4L,(-4L),(-4L)},{0x0524A1A4L,(-4L),(-4L),0x0524A1A4L,(-6L),2L},{0x4605F856L,0x01134933L,0x56EE4573L,2L,(-6L),9L}},{{(-6L),(-6L),0x094B066BL,(-6L),(-6L),(-7L)},{9L,0x01134933L,0x0364B399L,(-1L),(-6L),0x56EE4573L},{0x56EE4573L,(-4L),0x01134933L,0x01134933L,(-4L),0x56EE4573L},{(-1L),2L,0x0364B399L,(-6L),0x56EE4573L,(-7L)},{(-4L),9L,0x094B066BL,0x56EE4573L,0x094B066BL,9L},{(-4L),0x0364B399L,(-6L),0x01134933L,0x094B066BL,(-7L)},{2L,(-6L),0x0524A1A4L,(-4L),(-4L),0x0524A1A4L},{(-6L),(-6L),9L,2L,0x094B066BL,(-4L)},{(-1L),0x0364B399L,0x01134933L,9L,0x4605F856L,9L},{0x01134933L,(-1L),0x01134933L,(-7L),(-6L),(-4L)}},{{(-6L),(-7L),9L,0x56EE4573L,0x0524A1A4L,0x0524A1A4L},{0x56EE4573L,0x0524A1A4L,0x0524A1A4L,0x56EE4573L,9L,(-7L)},{(-6L),(-4L),(-6L),(-7L),0x01134933L,(-1L)},{0x01134933L,9L,0x4605F856L,9L,0x01134933L,0x0364B399L},{(-1L),(-4L),0x094B066BL,2L,9L,(-6L)},{(-6L),0x0524A1A4L,(-4L),(-4L),0x0524A1A4L,(-6L)},{2L,(-7L),0x094B066BL,0x01134933L,(-6L),0x0364B399L},{0x0524A1A4L,(-1L),0x4605F856L,(-6L),0x4605F856L,(-1L)},{0x0524A1A4L,0x0364B399L,(-6L),0x01134933L,0x094B066BL,(-7L)},{2L,(-6L),0x0524A1A4L,(-4L),(-4L),0x0524A1A4L}},{{(-6L),(-6L),9L,2L,0x094B066BL,(-4L)},{(-1L),0x0364B399L,0x01134933L,9L,0x4605F856L,9L},{0x01134933L,(-1L),0x01134933L,(-7L),(-6L),(-4L)},{(-6L),(-7L),9L,0x56EE4573L,0x0524A1A4L,0x0524A1A4L},{0x56EE4573L,0x0524A1A4L,0x0524A1A4L,0x56EE4573L,9L,(-7L)},{(-6L),(-4L),(-6L),(-7L),0x01134933L,(-1L)},{0x01134933L,9L,0x4605F856L,9L,0x01134933L,0x0364B399L},{(-1L),(-4L),0x094B066BL,2L,9L,(-6L)},{(-6L),0x0524A1A4L,(-4L),(-4L),0x0524A1A4L,(-6L)},{2L,(-7L),0x094B066BL,0x01134933L,(-6L),0x0364B399L}}};
static int32_t g_136 = (-1L);
static uint8_t g_163[3] = {0x51L,0x51L,0x51L};
static int8_t g_167 = 4L;
static int8_t g_169 = (-9L);
static int32_t ** volatile g_171[6][6] = {{&g_34,&g_34,(void*)0,(void*)0,&g_34,&g_34},{&g_34,&g_34,(void*)0,&g_34,&g_34,&g_34},{&g_34,&g_34,&g_34,&g_34,&g_34,&g_34},{&g_34,&g_34,&g_34,&g_34,&g_34,&g_34},{&g_34,&g_34,&g_34,(void*)0,&g_34,&g_34},{&g_34,&g_34,(void*)0,(void*)0,&g_34,&g_34}};
static int16_t *g_195 = (void*)0;
static int16_t **g_194 = &g_195;
static int16_t *** const volatile g_193 = &g_194;
static int64_t g_218 = 0xBD41EAB73E6FF05ALL;
static int32_t * volatile g_290 = &g_35;



static uint16_t func_1(void);
static uint8_t func_4(int8_t p_5, uint32_t p_6, uint16_t p_7, int16_t p_8, int16_t p_9);
static uint16_t func_10(int32_t p_11, uint16_t p_12, uint32_t p_13, uint64_t p_14, int64_t p_15);
static uint8_t func_20(int8_t p_21, uint32_t p_22);
# 68 "/work/wt/grammars/tests/corpus/c/csmith/seed20.c"
static uint16_t func_1(void)
{
    int32_t l_23 = (-1L);
    int64_t *l_26 = &g_27;
    int32_t *l_28 = &g_29;
    uint32_t l_36 = 0x6966EF3BL;
    uint16_t *l_37 = (void*)0;
    uint16_t *l_38 = &g_39;
    int8_t l_291[10][8][3] = {{{0xBCL,(-1L),0x80L},{0xA8L,(-4L),(-10L)},{(-1L),0xB1L,0xB3L},{0x36L,(-4L),0x48L},{(-1L),0x43L,0L},{0x12L,0x3DL,1L},{0x80L,0xA4L,0xEAL},{0x41L,1L,0x16L}},{{0xE3L,1L,0L},{0x41L,(-9L),0x3FL},{0x80L,0x92L,0x43L},{0x12L,(-1L),0x76L},{(-1L),(-9L),0x92L},{0x36L,0L,(-7L)},{(-1L),0L,0x92L},{0xA8L,0x76L,0x76L}},{{0x59L,1L,0x43L},{0x2BL,0xB0L,0x3FL},{0x11L,5L,0L},{0xA4L,0x14L,0x16L},{0x9CL,5L,0xEAL},{0x7EL,0xB0L,1L},{0L,1L,0L},{0x1AL,0x76L,0x48L}},{{0x0AL,0L,0xB3L},{3L,0L,(-10L)},{0x0AL,(-9L),0L},{0x1AL,(-1L),0xB0L},{0L,0x92L,0xA4L},{0x7EL,(-9L),(-1L)},{0x9CL,1L,0xE8L},{0xA4L,1L,(-1L)}},{{0x11L,0xA4L,0xA4L},{0x2BL,0x3DL,0xB0L},{0x59L,0x43L,0L},{0xA8L,(-4L),(-10L)},{(-1L),0xB1L,0xB3L},{0x36L,(-4L),0x48L},{(-1L),0x43L,0L},{0x12L,0x3DL,1L}},{{0x80L,0xA4L,0xEAL},{0x41L,1L,0x16L},{0xE3L,1L,0L},{0x41L,(-9L),0x3FL},{0x80L,0x92L,0x43L},{0x12L,(-1L),0x76L},{(-1L),(-9L),0x92L},{0x36L,0L,(-7L)}},{{(-1L),0L,0x92L},{0xA8L,0x76L,0x76L},{0x59L,1L,0x43L},{0x2BL,0xB0L,0x3FL},{0x11L,5L,0L},{0xA4L,0x14L,0x16L},{0x9CL,5L,0xEAL},{0x7EL,0xB0L,1L}},{{0L,1L,0L},{0x1AL,0x76L,0x48L},{0x0AL,0L,0xB3L},{3L,0L,(-10L)},{0x0AL,(-9L),0L},{0x1AL,(-1L),0xB0L},{0L,0x92L,0xA4L},{0x7EL,(-9L),(-1L)}},{{0x9CL,1L,5L},{0x3DL,0x32L,0x0CL},{0x24L,(-9L),(-9L)},{(-10L),0L,0x57L},{0L,0xC8L,0L},{0L,0x5AL,0xD8L},{1L,1L,0x08L},{(-9L),0x5AL,1L}},{{0x35L,0xC8L,(-1L)},{0x76L,0L,0x32L},{0L,(-9L),0x67L},{1L,0x32L,(-1L)},{0xB9L,(-8L),(-7L)},{1L,0x2EL,(-2L)},{0L,6L,0xC8L},{0x76L,0x0CL,(-4L)}}};
    int16_t l_292[7][8] = {{0xC72EL,0x9BBFL,0x765DL,0x9BBFL,0xC72EL,0xC72EL,0x9BBFL,0x765DL},{0xC72EL,0xC72EL,0x9BBFL,0x765DL,0x9BBFL,0xC72EL,0xC72EL,0x9BBFL},{7L,0x9BBFL,0x9BBFL,7L,(-1L),7L,0x9BBFL,0x9BBFL},{0x9BBFL,(-1L),0x765DL,0x765DL,(-1L),0x9BBFL,(-1L),0x765DL},{7L,(-1L),7L,0x9BBFL,0x9BBFL,7L,(-1L),7L},{0xC72EL,0x9BBFL,0x765DL,0x9BBFL,0xC72EL,0xC72EL,0x9BBFL,0x765DL},{0xC72EL,0xC72EL,0x9BBFL,0x765DL,0x9BBFL,0xC72EL,0xC72EL,0x9BBFL}};
    int32_t l_300 = 5L;
    int32_t *l_301 = &g_130;
    int i, j, k;
    (*l_301) ^= (safe_lshift_func_uint8_t_u_s(func_4((func_10((safe_rshift_func_int16_t_s_s((safe_rshift_func_uint8_t_u_u(func_20((l_23 >= ((*l_28) = ((-4L) < (safe_add_func_uint64_t_u_u(l_23, ((*l_26) = 0x23A266D210EC3203LL)))))), (g_30 , (((safe_unary_minus_func_uint64_t_u((((((*l_38) = (((safe_rshift_func_int16_t_s_u((((g_30 <= ((g_34 = &l_23) == &g_35)) , 0x6AED1D25L) != l_36), 6)) > g_35) <= g_35)) , g_40) == (void*)0) > g_35))) , 1UL) > g_35))), g_82)), 0)), l_36, g_131, g_131, g_133[3][5][5]) > l_291[6][2][1]), g_82, g_55, l_292[6][4], g_133[3][4][1]), l_300));
    return (*l_28);
}







static uint8_t func_4(int8_t p_5, uint32_t p_6, uint16_t p_7, int16_t p_8, int16_t p_9)
{
    int32_t **l_295 = (void*)0;
    int32_t **l_296 = &g_34;
    int64_t *l_298 = &g_27;
    int32_t *l_299[10] = {(void*)0,(void*)0,&g_136,(void*)0,(void*)0,&g_136,(void*)0,(void*)0,&g_136,(void*)0};
    int i;
    for (p_6 = 0; (p_6 <= 2); p_6 += 1)
    {
        int32_t *l_293 = &g_133[3][0][2];
        int32_t *l_294 = &g_127;
        int i;
        (*l_294) ^= ((*l_293) = g_41[p_6]);
    }
    (*l_296) = (void*)0;
    (*g_290) = (&g_27 == ((!p_9) , l_298));
    return p_5;
}







static uint16_t func_10(int32_t p_11, uint16_t p_12, uint32_t p_13, uint64_t p_14, int64_t p_15)
{
    uint32_t l_287 = 18446744073709551606UL;
    ++l_287;
    (*g_290) ^= l_287;
    return (*g_45);
}







static uint8_t func_20(int8_t p_21, uint32_t p_22)
{
    uint32_t l_42 = 0x13550E35L;
    uint16_t *l_43 = &g_39;
    uint16_t **l_44[7];
    int32_t l_46[10] = {(-1L),0xD497C242L,0xD497C242L,(-1L),0xEEDF6679L,(-1L),0xD497C242L,0xD497C242L,(-1L),0xEEDF6679L};
    uint8_t *l_47 = &g_48;
    uint32_t *l_49 = &g_50;
    uint64_t l_51 = 8UL;
    uint8_t **l_101 = (void*)0;
    int16_t l_120[5][2] = {{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}};
    int8_t l_170 = 0L;
    uint8_t l_203 = 0xE1L;
    int16_t l_254[4];
    int32_t l_268[1];
    uint32_t l_285 = 1UL;
    int32_t **l_286 = &g_34;
    int i, j;
    for (i = 0; i < 7; i++)
        l_44[i] = &l_43;
    for (i = 0; i < 4; i++)
        l_254[i] = 0x4B92L;
    for (i = 0; i < 1; i++)
        l_268[i] = (-1L);
    if (((((((*l_49) ^= (l_42 <= ((*l_47) = (((((((p_21 > ((l_46[0] = ((*l_43) = ((g_45 = l_43) == (void*)0))) && (*g_45))) & p_22) < (p_21 & 1UL)) || p_22) , p_21) ^ (-7L)) >= 0xB4C0L)))) | 7L) != l_51) >= (*g_40)) <= 0x74D37718L))
    {
        uint64_t *l_54[6][5][8] = {{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,(void*)0,&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{(void*)0,&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51}},{{&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,(void*)0,&l_51,(void*)0,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{(void*)0,&l_51,(void*)0,&l_51,(void*)0,&l_51,&l_51,(void*)0},{(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51}},{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51,(void*)0,(void*)0},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,&l_51,&l_51,(void*)0,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,(void*)0,&l_51,&l_51}},{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,(void*)0,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{(void*)0,&l_51,&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51}},{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51},{&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,&l_51,(void*)0,(void*)0,&l_51,(void*)0},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51}},{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,(void*)0},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,(void*)0,&l_51},{&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51}}};
        int32_t l_57 = 0x4C26B3FAL;
        int32_t l_58 = (-7L);
        int32_t l_59 = (-4L);
        int32_t l_60 = (-1L);
        int32_t l_61 = 0xEFE450DEL;
        int16_t *l_69 = &g_56[1][6][2];
        const uint16_t **l_79 = (void*)0;
        const uint16_t *l_81 = &g_82;
        const uint16_t **l_80 = &l_81;
        int16_t l_83 = (-1L);
        int i, j, k;
        (*g_34) = ((l_46[1] = (safe_mod_func_uint64_t_u_u((--g_62), ((safe_mod_func_int8_t_s_s((p_21 || ((safe_mul_func_int16_t_s_s(((*l_69) = p_22), ((safe_rshift_func_int8_t_s_u((safe_div_func_uint32_t_u_u(((g_84[4][2][0] = (safe_mod_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_s(1UL, (((g_78 = l_69) == ((*l_80) = &g_39)) >= ((g_41[2] == g_82) ^ 18446744073709551615UL)))) <= l_83), p_22))) || p_22), g_35)), l_46[5])) != (-4L)))) > g_48)), 0xE8L)) , l_61)))) || (*g_40));
    }
    else
    {
        uint32_t *l_89 = &g_50;
        const int32_t l_92 = 0xF43875C6L;
        int16_t *l_93 = &g_56[0][4][0];
        (*g_94) = (safe_sub_func_int32_t_s_s(((*g_34) = (((*l_93) = (4294967287UL <= ((safe_mul_func_int16_t_s_s(0xF135L, (((void*)0 != l_89) != (((safe_add_func_uint16_t_u_u(p_22, l_92)) ^ g_48) , p_21)))) ^ l_92))) <= p_21)), p_22));
    }
    if (((((safe_lshift_func_uint8_t_u_u(((*l_47) = (&g_50 != &l_42)), 5)) && (safe_sub_func_uint64_t_u_u((&g_30 == &l_46[4]), (safe_sub_func_int32_t_s_s((((((g_102[0][5][8] = &g_48) == &g_48) == p_22) , &l_43) != &g_45), l_46[7]))))) == 0xEAL) , (*g_34)))
    {
        int16_t l_109 = 0xF0E7L;
        uint16_t *l_149 = &g_84[4][2][0];
        int32_t l_165 = 0L;
        uint32_t l_173 = 8UL;
        for (l_51 = (-21); (l_51 >= 22); l_51 = safe_add_func_int16_t_s_s(l_51, 8))
        {
            uint8_t * const l_114 = &g_48;
            int32_t l_117[6][9] = {{1L,0x08C10FD0L,0x08C10FD0L,1L,1L,1L,0x08C10FD0L,0x08C10FD0L,1L},{0xF285608BL,(-7L),4L,(-7L),0xF285608BL,0xF285608BL,(-7L),4L,(-7L)},{1L,0xD1C57EA6L,1L,1L,0xD1C57EA6L,1L,0xD1C57EA6L,1L,1L},{0xF285608BL,0xF285608BL,(-7L),4L,(-7L),0xF285608BL,0xF285608BL,(-7L),4L},{0x41F5D680L,0xD1C57EA6L,0x41F5D680L,1L,1L,0x41F5D680L,0xD1C57EA6L,0x41F5D680L,1L},{1L,(-7L),(-7L),1L,0x4A5CD318L,1L,(-7L),(-7L),1L}};
            int8_t *l_118 = (void*)0;
            int32_t * const l_129[5][6] = {{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130},{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130},{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130},{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130},{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130}};
            int32_t * const *l_128 = &l_129[3][1];
            int32_t * const l_135 = &g_136;
            int32_t * const *l_134 = &l_135;
            int i, j;
            if ((safe_add_func_int8_t_s_s((((safe_div_func_uint16_t_u_u(l_42, l_109)) < g_41[2]) | ((safe_rshift_func_int16_t_s_u(((((g_119 &= (safe_lshift_func_int8_t_s_u(((p_22 , &g_48) == l_114), (((l_117[2][8] = ((*g_45)++)) || 65535UL) || p_22)))) < (-6L)) ^ l_46[9]) & 0UL), l_109)) | 0xE0L)), l_120[3][1])))
            {
                int32_t * const l_126 = &g_127;
                int32_t * const *l_125 = &l_126;
                int32_t * const **l_124[2][10] = {{(void*)0,&l_125,&l_125,(void*)0,&l_125,&l_125,&l_125,(void*)0,&l_125,&l_125},{&l_125,&l_125,&l_125,(void*)0,(void*)0,&l_125,&l_125,&l_125,&l_125,&l_125}};
                int32_t ***l_137 = (void*)0;
                int32_t ***l_138 = (void*)0;
                int32_t **l_140 = &g_34;
                int32_t ***l_139 = &l_140;
                uint16_t *l_150 = (void*)0;
                int16_t *l_161 = (void*)0;
                int16_t *l_162 = &g_56[0][4][0];
                int16_t *l_164[9][2] = {{&l_120[3][1],&l_109},{(void*)0,&l_109},{(void*)0,&l_109},{&l_120[3][1],(void*)0},{&l_109,&l_109},{&l_120[0][1],&l_120[0][1]},{&l_120[3][1],&l_120[0][1]},{&l_120[0][1],&l_109},{&l_109,(void*)0}};
                int8_t *l_166 = &g_167;
                int8_t *l_168 = &g_169;
                int i, j;
                for (g_27 = (-29); (g_27 <= 2); g_27++)
                {
                    (*g_123) = &l_46[4];
                }
                (**l_125) ^= ((l_134 = (l_128 = &g_34)) != &l_135);
                (**g_123) = ((*l_135) &= (&l_129[3][1] != ((*l_139) = &g_34)));
                (*g_34) = (((((253UL == ((*l_168) = ((*l_166) ^= ((safe_rshift_func_int8_t_s_s((((((p_21 , (safe_div_func_int32_t_s_s(((((safe_lshift_func_uint8_t_u_s((safe_mod_func_uint64_t_u_u((((((g_45 = l_149) != l_150) , (((safe_add_func_uint64_t_u_u(((safe_sub_func_uint32_t_u_u((safe_lshift_func_int8_t_s_u((safe_mul_func_int16_t_s_s(((void*)0 != l_150), ((safe_lshift_func_int16_t_s_s((l_165 = (g_163[0] = ((*l_162) = p_22))), p_21)) , 1UL))), p_22)), 0UL)) || g_56[0][1][2]), (*g_40))) , (*l_126)) , (*g_40))) || 4L) , p_21), 9UL)), p_22)) & l_46[4]) , 18446744073709551607UL) > 0xD1B8A4D6DA33BDD3LL), (*g_34)))) , (*g_45)) != 0x7811L) || l_109) , g_136), 4)) , p_21)))) > l_46[0]) & 4294967295UL) , p_22) <= (-1L));
            }
            else
            {
                if (p_21)
                    break;
                if ((*g_34))
                    continue;
            }
            if (p_21)
            {
                for (l_109 = 3; (l_109 >= 0); l_109 -= 1)
                {
                    return l_42;
                }
            }
            else
            {
                int32_t **l_172 = &g_34;
                if (l_170)
                    break;
                (*l_172) = (*g_123);
                (*l_172) = (*g_123);
            }
            if ((**g_123))
                break;
            if (l_173)
                continue;
        }
        return p_22;
    }
    else
    {
        int64_t l_187 = (-9L);
        uint8_t l_201 = 0xB9L;
        int32_t *l_202[1];
        uint16_t **l_225 = (void*)0;
        int i;
        for (i = 0; i < 1; i++)
            l_202[i] = &g_131;
        for (g_169 = 0; (g_169 != (-4)); g_169 = safe_sub_func_uint16_t_u_u(g_169, 1))
        {
            int32_t l_188[10][9][2] = {{{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L}},{{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L}},{{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L}},{{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL}},{{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL}},{{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL}},{{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL}},{{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL}},{{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L}},{{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL}}};
            int16_t *l_192 = &l_120[2][1];
            int16_t **l_191 = &l_192;
            int i, j, k;
            (*g_34) = (((safe_unary_minus_func_int16_t_s((safe_mod_func_int16_t_s_s((safe_add_func_int64_t_s_s((((3L > (g_30 , (((((safe_lshift_func_int16_t_s_s((safe_sub_func_int64_t_s_s((((safe_mod_func_int64_t_s_s((l_187 | l_188[9][6][0]), 0x1E2AD39FB383223ALL)) | 0xAB7E0C7BL) | (((*l_49) = (safe_div_func_int16_t_s_s((((0x020AL | p_22) <= (*g_34)) > l_46[0]), 1UL))) <= 2UL)), g_82)), 5)) , g_29) <= (*g_34)) , (*g_45)) ^ 65527UL))) <= p_22) | g_39), 0x91CA70F6C1F0966BLL)), l_187)))) == 0xFF99356403DF3290LL) , p_22);
            (*g_193) = l_191;
            (*g_34) = ((void*)0 == (*g_193));
        }
        (*g_34) ^= ((((safe_rshift_func_int8_t_s_s((safe_mod_func_int8_t_s_s(((0x04FFL == ((0x83D7L || (l_187 , (safe_unary_minus_func_uint16_t_u(0UL)))) , l_201)) > (((4294967295UL && ((void*)0 == &g_167)) ^ p_21) != p_22)), p_21)), l_187)) && (*g_45)) , 1UL) , l_201);
        --l_203;
        if ((safe_lshift_func_int8_t_s_u((0x6BL != p_22), (((0xCCL < ((safe_add_func_int64_t_s_s(0xFEF38C781C0EB342LL, ((void*)0 != l_202[0]))) , p_21)) | p_22) >= (*g_45)))))
        {
            int32_t *l_212[1];
            int i;
            for (i = 0; i < 1; i++)
                l_212[i] = &g_29;
            for (l_42 = 0; (l_42 == 30); l_42++)
            {
                uint32_t *l_223 = &l_42;
                int32_t l_226 = (-7L);
                int32_t l_253 = 0xA3FE75ABL;
                int32_t l_255[3];
                uint32_t l_259 = 1UL;
                int i;
                for (i = 0; i < 3; i++)
                    l_255[i] = (-5L);
                for (g_132 = 0; (g_132 <= 1); g_132 += 1)
                {
                    int32_t **l_213 = &l_212[0];
                    (*l_213) = l_212[0];
                    l_202[0] = l_202[0];
                    if (p_22)
                        break;
                }
                for (g_127 = 6; (g_127 >= 0); g_127 -= 1)
                {
                    int32_t l_252 = 5L;
                    int32_t l_256 = 0x4D5B5BBEL;
                    int32_t l_257 = 0xBB440DB7L;
                    int32_t l_258[3];
                    int64_t *l_273 = (void*)0;
                    int8_t *l_274 = &l_170;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_258[i] = (-4L);
                    (*g_34) ^= (safe_add_func_uint32_t_u_u((g_218 |= ((*l_49) |= (safe_lshift_func_uint8_t_u_u(0x41L, 1)))), (safe_mod_func_int64_t_s_s(((safe_add_func_uint16_t_u_u(p_21, ((p_22 , ((void*)0 == l_223)) > ((((+255UL) && ((0xFDL >= p_22) , p_21)) , l_225) == l_225)))) ^ l_226), p_22))));
                    (*g_34) = ((*g_40) > (safe_sub_func_int32_t_s_s(((((safe_div_func_int8_t_s_s(g_133[0][6][1], (+((safe_sub_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u(((safe_sub_func_int64_t_s_s((safe_div_func_int64_t_s_s(((0x2B58A08477F48CB3LL && ((((((safe_rshift_func_uint8_t_u_u(((safe_sub_func_uint64_t_u_u(p_22, (safe_mul_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s((safe_rshift_func_int8_t_s_u((safe_div_func_uint8_t_u_u(((*l_47) = (((&l_187 != (void*)0) , p_21) & p_21)), p_22)), p_21)), l_51)), p_22)))) && p_21), p_21)) && p_22) , p_22) != p_22) & (*g_45)) & l_51)) > l_252), g_131)), p_22)) ^ 0x6A697142AD1B8BF9LL), 1L)), g_131)) || 0x0987L)))) < 8UL) , 65529UL) || (-10L)), g_84[4][2][0])));
                    --l_259;
                    l_255[2] = (0x7DL | (l_268[0] = (~(safe_lshift_func_uint8_t_u_s((((+l_255[1]) != ((*l_274) = ((g_218 = (l_253 , ((((safe_div_func_uint32_t_u_u(((l_268[0] >= (((safe_rshift_func_int16_t_s_u((safe_div_func_uint32_t_u_u((&g_169 != (void*)0), (**g_123))), 0)) <= g_133[3][4][1]) ^ 18446744073709551606UL)) < 0xD324B573L), p_21)) <= (-1L)) ^ p_22) != 0x0BF56E5EL))) & 0xE61D60E98C55A45BLL))) > 0x7520L), 3)))));
                }
                l_253 |= ((0x5B964CB03ED47F7BLL <= (((((safe_add_func_int32_t_s_s((g_131 | (safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((safe_add_func_int16_t_s_s((((p_21 | g_84[4][2][0]) | p_22) == p_22), 0UL)) >= p_21), p_22)), 1UL))), p_22)) > p_22) || 0xFCL) , g_218) , g_35)) , (**g_123));
            }
        }
        else
        {
            l_285 ^= 0xE7F20377L;
        }
    }
    (*l_286) = (*g_123);
    return (**l_286);
}





int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_27, "g_27", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_41[i], "g_41[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_55, "g_55", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_56[i][j][k], "g_56[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_84[i][j][k], "g_84[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_119, "g_119", print_hash_value);
    transparent_crc(g_127, "g_127", print_hash_value);
    transparent_crc(g_130, "g_130", print_hash_value);
    transparent_crc(g_131, "g_131", print_hash_value);
    transparent_crc(g_132, "g_132", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_133[i][j][k], "g_133[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_136, "g_136", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_163[i], "g_163[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_167, "g_167", print_hash_value);
    transparent_crc(g_169, "g_169", print_hash_value);
    transparent_crc(g_218, "g_218", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
