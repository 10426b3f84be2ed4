# 0 "/work/wt/grammars/tests/corpus/c/csmith/seed4.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/wt/grammars/tests/corpus/c/csmith/seed4.c"
# 10 "/work/wt/grammars/tests/corpus/c/csmith/seed4.c"
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
# 11 "/work/wt/grammars/tests/corpus/c/csmith/seed4.c" 2


static long __undefined;


struct S0 {
   volatile uint32_t f0;
   volatile int8_t f1;
   unsigned f2 : 8;
   const uint32_t f3;
   const int8_t f4;
   uint64_t f5;
   const signed f6 : 21;
   volatile uint32_t f7;
   const int16_t f8;
};

#pragma pack(push)
#pragma pack(1)
struct S1 {
   int32_t f0;
   signed f1 : 12;
   signed f2 : 7;
   unsigned f3 : 12;
};
#pragma pack(pop)

#pragma pack(push)
#pragma pack(1)
struct S2 {
   signed f0 : 20;
   signed f1 : 19;
   const volatile unsigned f2 : 18;
   signed f3 : 7;
};
#pragma pack(pop)

struct S3 {
   struct S0 f0;
   uint8_t f1;
   uint16_t f2;
   const volatile int32_t f3;
};


static volatile int16_t g_2 = 0x831EL;
static struct S2 g_3 = {140,560,423,-5};
static int32_t g_39 = 0xB95C1F4AL;
static uint32_t g_40[4][9][7] = {{{4UL,18446744073709551615UL,0xFA3CE724L,1UL,1UL,0xFA3CE724L,18446744073709551615UL},{1UL,0x8D402A53L,0xE8DCE9DBL,0x8D402A53L,1UL,0x8D402A53L,0xE8DCE9DBL},{1UL,1UL,0xFA3CE724L,18446744073709551615UL,4UL,4UL,18446744073709551615UL},{1UL,0x257E7E5FL,1UL,0x8D402A53L,1UL,0x257E7E5FL,1UL},{1UL,18446744073709551615UL,18446744073709551615UL,1UL,4UL,0xFA3CE724L,0xFA3CE724L},{1UL,0x257E7E5FL,0xE8DCE9DBL,0x257E7E5FL,1UL,0x257E7E5FL,0xE8DCE9DBL},{4UL,1UL,18446744073709551615UL,18446744073709551615UL,1UL,4UL,0xFA3CE724L},{1UL,0x8D402A53L,1UL,0x257E7E5FL,1UL,0x8D402A53L,1UL},{4UL,18446744073709551615UL,0xFA3CE724L,1UL,1UL,0xFA3CE724L,18446744073709551615UL}},{{1UL,0x8D402A53L,0xE8DCE9DBL,0x8D402A53L,1UL,0x8D402A53L,0xE8DCE9DBL},{1UL,1UL,0xFA3CE724L,18446744073709551615UL,4UL,4UL,18446744073709551615UL},{1UL,0x257E7E5FL,1UL,0x8D402A53L,1UL,0x257E7E5FL,1UL},{1UL,18446744073709551615UL,18446744073709551615UL,1UL,4UL,0xFA3CE724L,0xFA3CE724L},{1UL,0x257E7E5FL,0xE8DCE9DBL,0x257E7E5FL,1UL,0x257E7E5FL,0xE8DCE9DBL},{4UL,1UL,18446744073709551615UL,18446744073709551615UL,1UL,4UL,0xFA3CE724L},{1UL,0x8D402A53L,1UL,0x257E7E5FL,1UL,0x8D402A53L,1UL},{4UL,18446744073709551615UL,0xFA3CE724L,1UL,1UL,0xFA3CE724L,18446744073709551615UL},{1UL,0x8D402A53L,0xE8DCE9DBL,0x8D402A53L,1UL,0x8D402A53L,0xE8DCE9DBL}},{{1UL,1UL,0xFA3CE724L,18446744073709551615UL,4UL,4UL,18446744073709551615UL},{1UL,0x257E7E5FL,1UL,0x8D402A53L,1UL,0x257E7E5FL,1UL},{1UL,18446744073709551615UL,18446744073709551615UL,1UL,4UL,0xFA3CE724L,0xFA3CE724L},{1UL,0x257E7E5FL,0xE8DCE9DBL,0x257E7E5FL,1UL,0x257E7E5FL,0xE8DCE9DBL},{4UL,1UL,18446744073709551615UL,18446744073709551615UL,1UL,4UL,0xFA3CE724L},{1UL,0x8D402A53L,1UL,0x257E7E5FL,1UL,0x8D402A53L,1UL},{4UL,18446744073709551615UL,0xFA3CE724L,1UL,1UL,0xFA3CE724L,18446744073709551615UL},{1UL,0x8D402A53L,0xE8DCE9DBL,0x8D402A53L,1UL,0x8D402A53L,0xE8DCE9DBL},{1UL,1UL,0xFA3CE724L,18446744073709551615UL,4UL,4UL,18446744073709551615UL}},{{1UL,0x257E7E5FL,1UL,0x8D402A53L,1UL,0x257E7E5FL,1UL},{1UL,18446744073709551615UL,18446744073709551615UL,1UL,4UL,0xFA3CE724L,0xFA3CE724L},{1UL,0x257E7E5FL,0xE8DCE9DBL,0x257E7E5FL,1UL,0x257E7E5FL,0xE8DCE9DBL},{4UL,1UL,18446744073709551615UL,18446744073709551615UL,1UL,4UL,0xFA3CE724L},{1UL,0x8D402A53L,1UL,0x257E7E5FL,1UL,0x8D402A53L,1UL},{4UL,18446744073709551615UL,0xFA3CE724L,1UL,1UL,0xFA3CE724L,18446744073709551615UL},{1UL,0x8D402A53L,0xE8DCE9DBL,0x8D402A53L,1UL,0x8D402A53L,0xE8DCE9DBL},{1UL,1UL,0xFA3CE724L,18446744073709551615UL,4UL,4UL,18446744073709551615UL},{1UL,0x257E7E5FL,1UL,0x8D402A53L,1UL,0x257E7E5FL,1UL}}};
static int32_t *g_50 = &g_39;
static int32_t **g_49 = &g_50;
static int32_t ***g_48 = &g_49;
static int32_t **** volatile g_47 = &g_48;
static const struct S3 *g_54 = (void*)0;
static struct S3 g_64 = {{4294967289UL,0L,0,0xDDB647B0L,0xB4L,18446744073709551610UL,-1104,0xA4044A2BL,-6L},253UL,0xD3C4L,0x9076B3ECL};
static struct S3 g_65 = {{0UL,-1L,6,0x7F8E4820L,0x44L,0xEFFA93412788274ELL,-250,0xA5AF80CEL,3L},255UL,0UL,4L};
static struct S3 g_66 = {{0x86622CCDL,0x7DL,1,18446744073709551615UL,0x59L,18446744073709551607UL,883,0xD1830F2BL,0xE744L},0xE3L,8UL,0x91BE15C8L};
static struct S3 g_67 = {{0UL,0x29L,11,2UL,0xAEL,18446744073709551609UL,899,0xAF4792CDL,0x4699L},0xE3L,0UL,-2L};
static struct S3 g_68 = {{0x6E496E34L,1L,9,18446744073709551609UL,0xB0L,18446744073709551610UL,302,0xF9EFC8E8L,6L},0xF1L,0x40C8L,0xF22E3897L};
static struct S3 g_71 = {{0x14003707L,0x23L,3,0xC4584B38L,0x77L,0UL,-639,18446744073709551615UL,0xF413L},248UL,0xECE6L,1L};
static struct S3 *g_70 = &g_71;
static struct S3 g_73 = {{4294967290UL,7L,3,0x7E429369L,0xD4L,0xCCF7F33B7E8F3380LL,1328,1UL,-8L},6UL,2UL,0L};
static int64_t g_75[3] = {0L,0L,0L};
static volatile struct S1 g_78 = {1L,41,10,47};
static int16_t g_92 = (-8L);
static struct S1 g_96 = {0x6C3E8AFAL,-54,2,15};
static struct S1 *g_98 = (void*)0;
static struct S1 ** volatile g_97 = &g_98;
static int8_t g_110 = (-3L);
static volatile struct S3 g_118 = {{1UL,0x9AL,12,0UL,0xFDL,0x43B544FA214550C2LL,1266,0xBE43F028L,0x5B55L},0xC7L,0x4A41L,0x78C417BCL};
static struct S2 g_178[5] = {{594,-455,243,-5},{594,-455,243,-5},{594,-455,243,-5},{594,-455,243,-5},{594,-455,243,-5}};
static volatile uint64_t g_208 = 18446744073709551615UL;
static struct S3 ** volatile g_217[4] = {&g_70,&g_70,&g_70,&g_70};
static struct S3 ** const volatile g_219 = &g_70;
static volatile uint16_t g_247 = 0x644BL;
static volatile uint16_t *g_246 = &g_247;
static struct S2 *g_262 = (void*)0;
static int32_t g_268 = 2L;
static const int32_t **g_278[8][2] = {{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0}};
static const int32_t *** volatile g_277 = &g_278[4][0];
static struct S2 **g_283 = &g_262;
static struct S2 ***g_282[2][6] = {{(void*)0,&g_283,&g_283,&g_283,&g_283,(void*)0},{&g_283,(void*)0,&g_283,(void*)0,&g_283,&g_283}};
static struct S2 **** volatile g_281 = &g_282[1][0];
static int32_t * const volatile g_285[3] = {&g_39,&g_39,&g_39};
static volatile struct S2 g_297 = {-671,359,276,-8};
static int32_t * volatile g_298 = &g_268;
static volatile int8_t *g_303 = (void*)0;
static volatile int8_t * volatile *g_302 = &g_303;
static volatile int8_t * volatile ** volatile g_304 = &g_302;
static const volatile struct S3 g_336 = {{0UL,0x3EL,2,0xE9B3D038L,0x83L,0x1B6FFB8773EDCD0FLL,-547,0xB11FE966L,7L},0UL,0x5774L,-1L};
static struct S1 ** volatile *g_338 = &g_97;
static struct S1 ** volatile ** volatile g_337 = &g_338;
static struct S1 **g_341 = &g_98;
static struct S1 ***g_340 = &g_341;
static volatile struct S3 g_357 = {{4294967290UL,0xC1L,3,0xCEA825F1L,0x82L,18446744073709551615UL,1297,0xF537E349L,0L},250UL,0xBF4BL,0L};
static int64_t *g_362 = &g_75[1];
static int32_t g_374 = 0x4600EC42L;
static volatile int64_t g_375[6] = {(-8L),(-8L),(-8L),(-8L),(-8L),(-8L)};
static struct S1 * volatile g_424 = (void*)0;
static struct S3 g_443 = {{4294967294UL,0x78L,1,0UL,-10L,18446744073709551607UL,-572,0UL,0L},3UL,1UL,0x76D9F6BBL};
static uint8_t g_445 = 0x28L;
static uint8_t *g_449 = &g_71.f1;
static struct S1 * volatile g_458 = (void*)0;
static struct S1 * volatile g_459 = &g_96;
static volatile int16_t g_472 = 0x2FCCL;
static struct S2 g_479[2] = {{40,-93,501,-10},{40,-93,501,-10}};
static struct S3 g_484[8] = {{{0UL,3L,12,1UL,-4L,0xAF6CAE75ED0B1179LL,-1209,0xD5379637L,0x849EL},0x07L,65527UL,3L},{{0x2AE9CBF7L,-1L,6,18446744073709551614UL,1L,0x6D0EB90CDE8A484FLL,1017,1UL,-1L},8UL,0x94C1L,1L},{{0UL,3L,12,1UL,-4L,0xAF6CAE75ED0B1179LL,-1209,0xD5379637L,0x849EL},0x07L,65527UL,3L},{{0x2AE9CBF7L,-1L,6,18446744073709551614UL,1L,0x6D0EB90CDE8A484FLL,1017,1UL,-1L},8UL,0x94C1L,1L},{{0UL,3L,12,1UL,-4L,0xAF6CAE75ED0B1179LL,-1209,0xD5379637L,0x849EL},0x07L,65527UL,3L},{{0x2AE9CBF7L,-1L,6,18446744073709551614UL,1L,0x6D0EB90CDE8A484FLL,1017,1UL,-1L},8UL,0x94C1L,1L},{{0UL,3L,12,1UL,-4L,0xAF6CAE75ED0B1179LL,-1209,0xD5379637L,0x849EL},0x07L,65527UL,3L},{{0x2AE9CBF7L,-1L,6,18446744073709551614UL,1L,0x6D0EB90CDE8A484FLL,1017,1UL,-1L},8UL,0x94C1L,1L}};
static int64_t g_499 = (-1L);
static struct S3 ** volatile g_542 = &g_70;
static struct S2 g_573[10][9] = {{{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8}},{{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2}},{{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8}},{{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2}},{{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8}},{{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2}},{{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8}},{{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2}},{{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8},{341,-425,69,10},{233,-360,389,-8}},{{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2},{553,-168,256,-2}}};
static int64_t **g_601 = &g_362;
static const volatile struct S3 g_610 = {{0x9C38CD11L,-1L,15,0x6FA11985L,0x69L,8UL,-103,0xBDE50A9CL,0L},0x2AL,1UL,-1L};
static int8_t g_626[8][1] = {{0x64L},{0x2BL},{0x64L},{0x2BL},{0x64L},{0x2BL},{0x64L},{0x2BL}};
static struct S2 g_633 = {1000,-615,444,7};
static struct S2 g_647[8] = {{356,-143,145,9},{356,-143,145,9},{356,-143,145,9},{356,-143,145,9},{356,-143,145,9},{356,-143,145,9},{356,-143,145,9},{356,-143,145,9}};
static struct S2 g_648 = {715,-651,188,-2};
static int64_t g_649 = 0x6BDA9C095B26AB9BLL;
static struct S3 g_674 = {{0xE82A3CA4L,-1L,10,0x647D115EL,-9L,0UL,-264,0UL,-3L},253UL,0xB92CL,-1L};
static struct S3 g_678 = {{0UL,5L,8,18446744073709551612UL,0x0DL,0xBC33992ACA52D2C2LL,1152,18446744073709551611UL,0x155EL},0x27L,1UL,8L};
static uint16_t g_687 = 0xAE18L;
static struct S2 g_720 = {-412,490,140,0};
static uint8_t **g_726 = &g_449;
static uint8_t ** volatile * volatile g_725 = &g_726;
static const int64_t g_763 = 0xB0AB5F2DF1E8336BLL;
static int64_t *g_773[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static volatile struct S2 g_782[10][3][6] = {{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}},{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}},{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}},{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}},{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}},{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}},{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}},{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}},{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}},{{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}},{{556,-139,504,2},{565,124,185,-9},{-723,-632,54,2},{565,124,185,-9},{556,-139,504,2},{-351,-599,216,0}}}};
static struct S2 g_815 = {517,-167,381,6};
static struct S3 **g_820[2] = {&g_70,&g_70};
static struct S2 g_832 = {-307,-107,450,-6};



static struct S2 func_1(void);
static struct S1 func_4(const int32_t p_5, struct S1 p_6, int8_t p_7, uint8_t p_8, int32_t p_9);
static uint16_t func_12(int8_t p_13, uint32_t p_14, uint8_t p_15, uint32_t p_16);
static int16_t func_20(uint32_t p_21, uint32_t p_22, int32_t p_23, uint8_t p_24);
# 155 "/work/wt/grammars/tests/corpus/c/csmith/seed4.c"
static struct S2 func_1(void)
{
    uint8_t l_27[2][7] = {{0xC7L,1UL,1UL,0xC7L,0UL,0UL,0UL},{0xC7L,1UL,0UL,1UL,1UL,0x25L,1UL}};
    struct S1 l_426 = {0x1C78EB67L,-30,-6,38};
    const uint32_t l_457 = 0UL;
    int32_t l_463 = 3L;
    int32_t l_464 = 0xBEDED949L;
    int32_t l_466 = 0x33AD6900L;
    int32_t l_467 = (-1L);
    int32_t l_468 = 0xFCAEB537L;
    int32_t l_469 = 0x8B6221DCL;
    int32_t l_470[4][4][6] = {{{1L,0x57D0F462L,1L,(-1L),(-5L),1L},{0x6F374A4AL,(-1L),(-5L),0L,(-5L),(-1L)},{(-1L),0x57D0F462L,(-2L),0L,0x57D0F462L,(-5L)},{0x6F374A4AL,(-5L),(-2L),(-1L),(-1L),(-1L)}},{{1L,(-5L),(-5L),1L,0x57D0F462L,1L},{1L,0x57D0F462L,1L,(-1L),(-5L),1L},{0x6F374A4AL,(-1L),(-5L),0L,(-5L),(-1L)},{(-1L),0x57D0F462L,(-2L),0L,0x57D0F462L,(-5L)}},{{0x6F374A4AL,(-5L),(-2L),(-1L),(-1L),(-1L)},{1L,(-5L),(-5L),1L,0x57D0F462L,1L},{1L,0x57D0F462L,1L,(-1L),(-5L),1L},{0x6F374A4AL,(-1L),(-5L),0L,(-5L),(-1L)}},{{(-1L),0x57D0F462L,(-2L),0L,0x57D0F462L,(-5L)},{0x6F374A4AL,(-5L),(-2L),(-1L),(-1L),(-1L)},{1L,(-5L),(-5L),1L,0x57D0F462L,1L},{1L,0x57D0F462L,1L,(-1L),(-5L),1L}}};
    int32_t l_471 = 5L;
    int8_t l_473 = 0x53L;
    int32_t l_474[8][9] = {{0xFEE1E854L,(-3L),(-3L),0xFEE1E854L,(-3L),(-3L),0xFEE1E854L,(-3L),(-3L)},{7L,0xA69BE17CL,0xA69BE17CL,7L,0xA69BE17CL,0xA69BE17CL,7L,0xA69BE17CL,0xA69BE17CL},{0xFEE1E854L,(-3L),(-3L),0xFEE1E854L,(-3L),(-3L),0xFEE1E854L,(-3L),(-3L)},{7L,0xA69BE17CL,0xA69BE17CL,7L,0xA69BE17CL,0xA69BE17CL,7L,0xA69BE17CL,0xA69BE17CL},{0xFEE1E854L,(-3L),(-3L),0xFEE1E854L,(-3L),(-3L),0xFEE1E854L,(-3L),(-3L)},{7L,0xA69BE17CL,0xA69BE17CL,7L,0xA69BE17CL,0xA69BE17CL,7L,0xA69BE17CL,0xA69BE17CL},{0xFEE1E854L,(-3L),(-3L),0xFEE1E854L,(-3L),(-3L),0xFEE1E854L,(-3L),(-3L)},{7L,0xA69BE17CL,0xA69BE17CL,7L,0xA69BE17CL,0xA69BE17CL,7L,0xA69BE17CL,0xA69BE17CL}};
    uint16_t l_476 = 0xF8CCL;
    uint8_t **l_516 = (void*)0;
    uint32_t l_538 = 0x55EFF32AL;
    uint16_t l_543 = 0x2C45L;
    int32_t l_549[3];
    int32_t *l_550 = (void*)0;
    uint64_t l_563 = 18446744073709551615UL;
    uint16_t l_572 = 0x3600L;
    int64_t **l_599 = &g_362;
    int16_t l_606 = 0x06BDL;
    struct S3 *l_673 = &g_674;
    struct S3 *l_677[6];
    int8_t l_690[1][4] = {{(-1L),(-1L),(-1L),(-1L)}};
    int64_t l_694 = 0x8B6D371CEFE36D8ALL;
    int32_t l_695 = 0x9CD28B67L;
    int32_t l_696[7][4] = {{3L,0L,3L,3L},{0L,0L,1L,0L},{0L,3L,3L,0L},{3L,0L,1L,1L},{3L,3L,0L,3L},{3L,1L,1L,3L},{1L,3L,1L,1L}};
    int32_t l_730 = 6L;
    struct S2 **l_756[6][9] = {{&g_262,(void*)0,&g_262,&g_262,&g_262,&g_262,(void*)0,&g_262,&g_262},{(void*)0,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,(void*)0},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,(void*)0,&g_262,&g_262},{&g_262,(void*)0,(void*)0,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,(void*)0,&g_262,(void*)0,&g_262,&g_262,&g_262,&g_262},{(void*)0,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262}};
    uint64_t l_762 = 0xA19AB4D6014641ACLL;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_549[i] = 0xE8DEFB1AL;
    for (i = 0; i < 6; i++)
        l_677[i] = &g_678;
    return g_832;
}







static struct S1 func_4(const int32_t p_5, struct S1 p_6, int8_t p_7, uint8_t p_8, int32_t p_9)
{
    uint32_t l_269 = 4294967295UL;
    uint32_t l_272 = 0xFE5DA076L;
    const int32_t *l_276 = &g_39;
    const int32_t **l_275 = &l_276;
    struct S2 ****l_284[6][1] = {{&g_282[1][3]},{(void*)0},{&g_282[1][3]},{(void*)0},{&g_282[1][3]},{(void*)0}};
    int32_t l_293 = 1L;
    int64_t *l_358 = &g_75[2];
    int8_t l_363 = 0x61L;
    int32_t l_368 = 0xFB66839CL;
    int32_t l_370[7][10] = {{0L,0xDBE57431L,0L,(-1L),0x17A58830L,0x17A58830L,(-1L),0L,0xDBE57431L,0L},{0L,(-2L),0xDBE57431L,0xB7D8292AL,0xDBE57431L,(-2L),0L,0L,(-2L),0xDBE57431L},{(-2L),0L,0L,(-2L),0xDBE57431L,0xB7D8292AL,0xDBE57431L,(-2L),0L,0L},{0xDBE57431L,0L,(-1L),0x17A58830L,0x17A58830L,(-1L),0L,0xDBE57431L,0L,(-1L)},{0xB7D8292AL,(-2L),0x17A58830L,(-2L),0xB7D8292AL,(-1L),(-1L),0xB7D8292AL,(-2L),0x17A58830L},{0xDBE57431L,0xDBE57431L,0x17A58830L,0xB7D8292AL,1L,0xB7D8292AL,0x17A58830L,0xDBE57431L,0xDBE57431L,0x17A58830L},{(-2L),0xB7D8292AL,(-1L),(-1L),0xB7D8292AL,(-2L),0x17A58830L,(-2L),0xB7D8292AL,(-1L)}};
    int64_t l_378 = 0x2A3F20EE1C72FAB5LL;
    uint16_t *l_408[7] = {&g_64.f2,&g_64.f2,&g_64.f2,&g_64.f2,&g_64.f2,&g_64.f2,&g_64.f2};
    int32_t l_409 = 9L;
    struct S1 l_422 = {0L,-46,-5,7};
    int i, j;
    for (g_71.f2 = 0; (g_71.f2 < 40); g_71.f2 = safe_add_func_int8_t_s_s(g_71.f2, 2))
    {
        int16_t l_224[7][3] = {{0x5F64L,5L,0x5F64L},{0x5A82L,0x7EC5L,0x5A82L},{0x5F64L,5L,0x5F64L},{0x5A82L,0x7EC5L,0x5A82L},{0x5F64L,5L,0x5F64L},{0x5A82L,0x7EC5L,0x5A82L},{0x5F64L,5L,0x5F64L}};
        int32_t l_244 = 5L;
        const struct S2 * const l_245 = (void*)0;
        uint8_t *l_267[2][7][1] = {{{&g_64.f1},{&g_64.f1},{&g_64.f1},{&g_64.f1},{&g_64.f1},{&g_64.f1},{&g_64.f1}},{{&g_64.f1},{&g_64.f1},{&g_64.f1},{&g_64.f1},{&g_64.f1},{&g_64.f1},{&g_64.f1}}};
        struct S1 l_294 = {-1L,-31,0,15};
        const int32_t *l_339 = (void*)0;
        int32_t l_372[9][5] = {{0x61FD518DL,0x61D66600L,0x61D66600L,0x61FD518DL,0x61D66600L},{0x61D66600L,0x61D66600L,0x61FD518DL,0x61D66600L,0x61D66600L},{1L,0x61D66600L,1L,1L,0x61D66600L},{0x61D66600L,1L,1L,0x61D66600L,1L},{0x61D66600L,0x61D66600L,0x61FD518DL,0x61D66600L,0x61D66600L},{1L,0x61D66600L,1L,1L,0x61D66600L},{0x61D66600L,1L,1L,0x61D66600L,1L},{0x61D66600L,0x61D66600L,0x61FD518DL,0x61D66600L,0x61D66600L},{1L,0x61D66600L,1L,1L,0x61D66600L}};
        uint16_t *l_407 = &g_68.f2;
        int i, j, k;
        if (l_224[3][0])
        {
            uint8_t l_248[4] = {0x83L,0x83L,0x83L,0x83L};
            int32_t l_290 = 0xB995FA69L;
            int i;
            for (g_73.f2 = 0; (g_73.f2 != 57); ++g_73.f2)
            {
                uint64_t *l_237 = (void*)0;
                uint64_t *l_238 = &g_71.f0.f5;
                if ((safe_rshift_func_int8_t_s_s((safe_add_func_int64_t_s_s((safe_mul_func_int8_t_s_s((safe_mul_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(((((((*l_238) = 0xB68EF077623B56AELL) <= (((safe_sub_func_int32_t_s_s((safe_div_func_uint64_t_u_u((g_71.f2 , ((+0L) | ((l_244 = 0x3DFB1DF5632F5110LL) >= ((l_245 == (g_3 , (void*)0)) | 0xD8A9AB7FL)))), g_65.f1)), (-5L))) , (void*)0) == g_246)) | g_67.f2) != 0xADB3B8D3L) <= 18446744073709551615UL), (-2L))), g_92)), 0L)), l_248[3])), 4)))
                {
                    return p_6;
                }
                else
                {
                    if (p_6.f3)
                        break;
                }
            }
            for (g_71.f0.f5 = 6; (g_71.f0.f5 < 20); g_71.f0.f5 = safe_add_func_uint64_t_u_u(g_71.f0.f5, 1))
            {
                uint16_t *l_259 = &g_65.f2;
                int32_t l_263[10][6][1] = {{{1L},{(-8L)},{0x1793FD4FL},{0x9EBD8DD0L},{0L},{0x5D46D9FFL}},{{(-3L)},{5L},{(-3L)},{0x5D46D9FFL},{0L},{0x9EBD8DD0L}},{{0x1793FD4FL},{(-8L)},{1L},{0x34E5B996L},{0x1AF70A99L},{0x1AF70A99L}},{{0x34E5B996L},{1L},{(-8L)},{0x1793FD4FL},{0x9EBD8DD0L},{0L}},{{0x5D46D9FFL},{(-3L)},{5L},{(-3L)},{0x5D46D9FFL},{0L}},{{0x9EBD8DD0L},{0x1793FD4FL},{(-8L)},{1L},{0x34E5B996L},{0x1AF70A99L}},{{0x1AF70A99L},{0x34E5B996L},{1L},{(-8L)},{0x1793FD4FL},{0x9EBD8DD0L}},{{0L},{0x5D46D9FFL},{(-3L)},{5L},{(-3L)},{0x5D46D9FFL}},{{0L},{0x9EBD8DD0L},{0x1793FD4FL},{(-8L)},{1L},{0x34E5B996L}},{{0x1AF70A99L},{0x1AF70A99L},{0x34E5B996L},{1L},{(-8L)},{0x1793FD4FL}}};
                struct S1 l_287 = {0x6BE07890L,-18,-9,8};
                int i, j, k;
                if ((safe_mul_func_int8_t_s_s((+((void*)0 != &g_178[2])), (((safe_add_func_uint64_t_u_u((~(safe_rshift_func_uint16_t_u_u(((*l_259) |= (*g_246)), 12))), 1L)) & (safe_lshift_func_int16_t_s_s(0x4E5EL, (g_262 == g_262)))) >= 0x1AE8L))))
                {
                    uint32_t *l_264[3];
                    int32_t l_270 = 0x4092C082L;
                    int32_t *l_271[5][3] = {{&g_268,&l_263[2][4][0],&g_268},{(void*)0,&g_39,(void*)0},{&g_268,&l_263[2][4][0],&g_268},{(void*)0,&g_39,(void*)0},{&g_268,&l_263[2][4][0],&g_268}};
                    int i, j;
                    for (i = 0; i < 3; i++)
                        l_264[i] = (void*)0;
                    l_244 &= ((l_270 = ((l_224[3][0] & ((g_64.f0.f2 = l_263[2][4][0]) <= (((safe_mul_func_uint16_t_u_u((((((p_7 < g_118.f0.f2) > (g_73.f2 || (((&p_8 == l_267[1][4][0]) && 0xC203L) > g_71.f0.f4))) | g_268) & 0xB39912CEF29B83A2LL) < l_269), 1L)) , l_269) , 0xF6F80DFEL))) | g_40[2][0][0])) ^ 6UL);
                    ++l_272;
                    (*g_277) = l_275;
                }
                else
                {
                    struct S2 **l_280 = &g_262;
                    struct S2 ***l_279 = &l_280;
                    int32_t *l_286 = &l_263[2][4][0];
                    (*g_281) = l_279;
                    (*l_286) ^= (l_284[3][0] != &g_282[1][0]);
                    return l_287;
                }
            }
            for (g_64.f0.f5 = 6; (g_64.f0.f5 != 18); g_64.f0.f5 = safe_add_func_uint64_t_u_u(g_64.f0.f5, 1))
            {
                l_290 = p_7;
                for (l_272 = 16; (l_272 == 23); ++l_272)
                {
                    l_293 ^= 0x2A3EE8A6L;
                }
            }
            if (l_224[0][0])
                continue;
        }
        else
        {
            int32_t *l_306 = &g_39;
            int32_t *** const *l_352 = &g_48;
            int64_t *l_361 = &g_75[1];
            int32_t l_366 = 0L;
            int32_t l_369 = 0x5B06901FL;
            int32_t l_371[10] = {(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L)};
            int32_t l_373 = 0x025BAF71L;
            uint16_t l_380 = 0UL;
            int i;
            p_6 = l_294;
            if ((safe_mul_func_int8_t_s_s(g_64.f0.f8, 1UL)))
            {
                uint16_t l_299 = 0xF8CDL;
                int32_t *l_305 = &g_268;
                int32_t l_322[5];
                int i;
                for (i = 0; i < 5; i++)
                    l_322[i] = 1L;
                if ((g_297 , p_9))
                {
                    (*g_298) = p_9;
                    return p_6;
                }
                else
                {
                    const struct S1 l_307 = {0x88017DE3L,-57,-10,28};
                    uint32_t *l_320 = &l_272;
                    l_299--;
                    (*g_304) = g_302;
                    l_306 = l_305;
                    l_322[3] = (l_307 , (safe_mul_func_int16_t_s_s((safe_mod_func_int16_t_s_s((safe_lshift_func_int16_t_s_u(((safe_sub_func_int32_t_s_s(0xB57541A5L, ((*l_305) &= p_6.f3))) , ((65533UL ^ g_297.f2) , (safe_sub_func_int8_t_s_s((safe_mod_func_uint64_t_u_u((((((*l_320) = g_66.f0.f5) < ((~(-1L)) != l_307.f3)) , p_8) & p_6.f3), g_68.f0.f5)), (*l_306))))), 7)), p_7)), (-3L))));
                }
                p_6 = p_6;
            }
            else
            {
                struct S1 l_325 = {-5L,21,7,34};
                p_6.f2 = (p_6.f1 |= (l_325.f1 = (1L == (safe_div_func_int64_t_s_s((p_6.f2 && ((*l_306) = (l_325 , (l_325.f0 , ((safe_mul_func_int16_t_s_s(((p_7 > ((safe_add_func_int64_t_s_s(0xC0BBEF1F7B180F11LL, (((p_9 < 0L) & 18446744073709551612UL) && 0xB7L))) , g_178[0].f1)) < g_65.f2), p_9)) < 0x2AL))))), l_244)))));
            }
            for (g_96.f0 = 7; (g_96.f0 < 15); g_96.f0++)
            {
                uint32_t l_334 = 0UL;
                for (g_67.f2 = 0; (g_67.f2 <= 2); g_67.f2 += 1)
                {
                    struct S1 l_335 = {0xDB418BB6L,-56,4,4};
                    p_6.f1 ^= (safe_div_func_int16_t_s_s(0x25D9L, l_334));
                    return l_335;
                }
                if ((*l_306))
                    break;
            }
            if (l_224[3][0])
            {
                (*g_337) = (g_336 , &g_97);
                l_293 = l_294.f3;
                (*l_275) = &p_5;
                l_339 = &p_5;
            }
            else
            {
                struct S1 ****l_342 = &g_340;
                int32_t **** const l_351 = &g_48;
                int32_t l_367[6] = {0x3F49FC18L,0x3F49FC18L,(-1L),0x3F49FC18L,0x3F49FC18L,(-1L)};
                int16_t l_376 = 0xE3A6L;
                int32_t l_377 = 0x1F52D0FFL;
                uint8_t l_390 = 252UL;
                int8_t l_421 = 0x9AL;
                int i;
                if ((((*l_342) = g_340) == ((g_64.f0.f8 , ((safe_rshift_func_uint16_t_u_u(((g_65.f2 = (safe_add_func_int16_t_s_s((safe_rshift_func_int8_t_s_s((safe_sub_func_uint64_t_u_u((l_351 != l_352), (p_6.f0 < (safe_add_func_uint16_t_u_u(65535UL, (safe_add_func_uint8_t_u_u((0x0FL != (*l_276)), 0xB9L))))))), g_68.f3)), p_9))) | p_8), p_6.f3)) && g_66.f0.f8)) , (*g_337))))
                {
                    int64_t **l_359 = (void*)0;
                    int64_t **l_360 = &l_358;
                    int32_t *l_364 = (void*)0;
                    int32_t *l_365[3];
                    int8_t l_379 = 1L;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_365[i] = (void*)0;
                    if (p_7)
                        break;
                    (*l_306) ^= ((((*l_360) = (g_357 , l_358)) == (g_362 = l_361)) , l_363);
                    l_380--;
                }
                else
                {
                    (*l_275) = &p_5;
                    (*l_306) ^= (*l_276);
                }
                if ((safe_lshift_func_int16_t_s_s((&l_275 == &g_278[5][0]), 9)))
                {
                    int32_t *l_385 = &g_39;
                    int32_t *l_386 = &g_39;
                    int32_t *l_387 = &l_371[3];
                    int32_t *l_388 = &l_371[9];
                    int32_t *l_389[2];
                    uint16_t *l_405 = &g_66.f2;
                    int i;
                    for (i = 0; i < 2; i++)
                        l_389[i] = &l_371[4];
                    l_390++;
                    l_372[7][4] ^= (safe_mul_func_uint8_t_u_u(((safe_sub_func_uint16_t_u_u((((safe_mod_func_int64_t_s_s((safe_rshift_func_uint16_t_u_s((((((p_6.f3 , (safe_sub_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u(((*l_405) = (*g_246)), (((*l_358) = ((((+0L) && p_6.f0) | g_92) ^ g_71.f0.f3)) || (g_65.f0.f5 > g_64.f1)))), (*l_306)))) || 0xE0L) >= 2UL) , p_5) , p_9), 12)), (*l_385))) , l_407) != l_408[4]), 0x82C2L)) | l_409), (*l_306)));
                    if ((*l_385))
                        break;
                    return p_6;
                }
                else
                {
                    uint8_t l_415 = 2UL;
                    int32_t *l_416 = &l_369;
                    int32_t *l_417[3];
                    uint64_t l_418 = 0UL;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_417[i] = (void*)0;
                    (*l_275) = &p_5;
                    (*l_306) &= (safe_mod_func_uint64_t_u_u(0xD39554100462C134LL, (safe_mul_func_uint8_t_u_u((~g_64.f0.f1), l_415))));
                    --l_418;
                    if (l_421)
                        break;
                }
            }
        }
    }
lbl_423:
    (*l_275) = &p_5;
    l_422 = (p_6 = l_422);
    if (p_9)
        goto lbl_423;
    return l_422;
}







static uint16_t func_12(int8_t p_13, uint32_t p_14, uint8_t p_15, uint32_t p_16)
{
    uint8_t l_106 = 3UL;
    int8_t *l_109 = &g_110;
    int64_t *l_115 = (void*)0;
    int64_t *l_116 = (void*)0;
    int64_t *l_117 = &g_75[0];
    int32_t l_119[7] = {1L,1L,(-4L),1L,1L,(-4L),1L};
    int64_t l_123 = 8L;
    int32_t ***l_136 = &g_49;
    struct S3 **l_140 = &g_70;
    struct S1 **l_192[3];
    uint64_t l_220 = 18446744073709551615UL;
    int i;
    for (i = 0; i < 3; i++)
        l_192[i] = &g_98;
    g_3.f1 |= (safe_sub_func_int64_t_s_s(((*l_117) = ((p_15 & (safe_rshift_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u(p_13, (~l_106))) & (safe_rshift_func_int8_t_s_u(((*l_109) |= l_106), ((safe_mod_func_int16_t_s_s((7UL || (((safe_mul_func_uint8_t_u_u((0xF008F7B8L ^ 0x98CC23DAL), g_2)) == l_106) & p_16)), l_106)) < 3UL)))), 5))) , (-6L))), p_14));
    l_119[1] &= ((g_118 , (*g_97)) == (void*)0);
    if (p_13)
    {
        int16_t l_120[2];
        int32_t *l_122[1];
        int i;
        for (i = 0; i < 2; i++)
            l_120[i] = 1L;
        for (i = 0; i < 1; i++)
            l_122[i] = &l_119[1];
        l_119[5] = (l_123 &= (g_96.f1 |= ((1L ^ l_120[1]) , (255UL < (!p_14)))));
    }
    else
    {
        struct S1 l_137 = {-3L,-32,-7,16};
        int32_t ** const *l_138 = &g_49;
        struct S3 * const *l_139 = &g_70;
        uint16_t *l_141 = &g_71.f2;
        int16_t l_153 = 0xBFBEL;
        int32_t l_205[3];
        int i;
        for (i = 0; i < 3; i++)
            l_205[i] = 5L;
lbl_126:
        l_119[1] ^= p_14;
        for (g_65.f0.f5 = 0; (g_65.f0.f5 != 56); g_65.f0.f5 = safe_add_func_int32_t_s_s(g_65.f0.f5, 7))
        {
            uint32_t l_133 = 0xE789F1A2L;
            if (g_65.f0.f5)
                goto lbl_126;
            for (g_67.f2 = 0; (g_67.f2 <= 2); g_67.f2 += 1)
            {
                int i;
                return l_119[(g_67.f2 + 2)];
            }
            for (p_16 = 0; (p_16 > 10); p_16 = safe_add_func_uint16_t_u_u(p_16, 8))
            {
                int32_t *l_129 = &l_119[1];
                int32_t *l_130 = &l_119[1];
                int32_t *l_131 = &l_119[3];
                int32_t *l_132[3][7][7] = {{{&g_39,&l_119[0],&l_119[0],&g_39,&l_119[1],&l_119[1],&g_39},{&g_39,&g_39,&l_119[0],&l_119[5],&g_39,&g_39,&g_39},{&g_39,&g_39,&l_119[1],&g_39,&g_39,&g_39,&g_39},{&g_39,&l_119[1],&l_119[1],&g_39,&l_119[0],&l_119[1],&l_119[1]},{&l_119[0],&l_119[1],&l_119[5],&l_119[5],&l_119[1],&l_119[0],&l_119[1]},{&g_39,&g_39,&l_119[1],&g_39,&l_119[1],&l_119[0],&g_39},{&g_39,&g_39,&l_119[0],&g_39,&l_119[0],&g_39,&l_119[0]}},{{&l_119[1],&l_119[1],&g_39,&l_119[0],&l_119[0],&l_119[1],&l_119[0]},{&l_119[5],&g_39,&g_39,&l_119[1],&l_119[1],&g_39,&g_39},{&l_119[1],&g_39,&g_39,&l_119[1],&g_39,&l_119[0],&g_39},{&l_119[1],&l_119[1],&l_119[0],&l_119[1],&g_39,&l_119[1],&l_119[0]},{&l_119[0],&l_119[0],&g_39,&l_119[1],&l_119[1],&g_39,&l_119[0]},{&l_119[0],&l_119[0],&g_39,&l_119[1],&l_119[1],&l_119[1],&l_119[1]},{&l_119[1],&g_39,&l_119[1],&l_119[0],&l_119[1],&l_119[1],&g_39}},{{&l_119[1],&g_39,&l_119[1],&l_119[1],&g_39,&g_39,&g_39},{&l_119[5],&l_119[0],&l_119[0],&l_119[5],&g_39,&l_119[1],&l_119[1]},{&l_119[1],&l_119[0],&l_119[0],&g_39,&l_119[1],&l_119[1],&l_119[1]},{&l_119[0],&l_119[1],&l_119[1],&l_119[1],&l_119[0],&g_39,&l_119[1]},{&l_119[5],&g_39,&l_119[1],&l_119[1],&l_119[0],&l_119[1],&g_39},{&l_119[0],&g_39,&g_39,&g_39,&g_39,&l_119[0],&g_39},{&l_119[5],&l_119[1],&g_39,&l_119[5],&g_39,&g_39,&l_119[1]}}};
                int i, j, k;
                (*l_129) &= p_14;
                l_133--;
            }
        }
        if (((l_106 | ((*l_141) ^= (l_119[4] >= ((l_136 == (l_137 , l_138)) ^ (g_73.f0.f0 | ((((251UL != g_40[2][4][0]) & g_67.f0.f6) , l_139) != l_140)))))) && p_15))
        {
            int64_t l_146 = (-1L);
            int32_t l_150 = 0xB04F0948L;
            int32_t *l_151 = &l_119[1];
            struct S2 *l_155[6][9] = {{&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3},{&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3},{&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3},{&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3},{&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3,&g_3},{&g_3,&g_3,&g_3,&g_3,(void*)0,&g_3,&g_3,&g_3,&g_3}};
            struct S1 **l_191 = &g_98;
            int32_t l_206 = 0x824B9CF8L;
            int32_t l_207[10];
            uint32_t l_214 = 1UL;
            int i, j;
            for (i = 0; i < 10; i++)
                l_207[i] = 7L;
            (*l_151) = ((safe_div_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((((((l_146 && ((safe_rshift_func_uint16_t_u_s((+g_118.f0.f7), p_15)) < ((l_150 = (l_146 <= (&l_136 != &g_48))) > (p_15 , p_16)))) < 7L) || g_64.f0.f0) || 0x7C66632C659404A2LL) , 4UL), 65535UL)), 1UL)) | p_14);
            if ((+l_153))
            {
                uint32_t l_154 = 0xA72F8FBEL;
                int32_t l_157 = 0x8D2D4E03L;
                uint32_t l_163 = 4294967295UL;
                if (l_154)
                {
                    struct S2 **l_156 = &l_155[2][1];
                    int32_t l_158 = (-1L);
                    int8_t l_159 = 0L;
                    int32_t *l_160 = &l_119[1];
                    int32_t *l_161 = &l_119[4];
                    int32_t *l_162[10][6][4] = {{{&l_158,&g_39,&l_119[5],&g_39},{(void*)0,&l_119[4],&l_119[3],&l_150},{(void*)0,&l_158,&l_158,&g_39},{&l_119[1],&g_39,&l_157,&g_39},{&l_119[1],&l_157,&l_158,&l_150},{(void*)0,&g_39,&l_119[3],&l_150}},{{(void*)0,&l_158,&l_119[5],&l_119[4]},{&l_158,&l_119[1],&l_157,&l_150},{&l_119[5],&l_119[1],(void*)0,&l_119[4]},{&l_150,&l_158,&l_119[1],&l_157},{&l_157,&l_150,&l_157,&l_119[1]},{(void*)0,&l_158,(void*)0,&l_150}},{{&l_119[1],(void*)0,(void*)0,&l_150},{(void*)0,&l_158,&l_157,(void*)0},{&l_157,&l_150,&l_119[1],&g_39},{&l_119[1],&g_39,&l_119[5],(void*)0},{&l_158,&g_39,&l_157,(void*)0},{&l_150,&g_39,&l_158,&g_39}},{{&l_150,&l_150,&l_158,(void*)0},{&l_119[5],&l_158,&l_150,&l_150},{&l_119[1],(void*)0,&l_158,&l_150},{&l_119[1],&l_158,&l_150,&l_119[1]},{&l_119[5],&l_150,&l_158,&l_157},{&l_150,&g_39,&l_158,&l_150}},{{&l_150,&l_150,&l_157,&l_119[4]},{&l_158,&l_150,&l_119[5],&l_150},{&l_119[1],&g_39,&l_119[1],&l_157},{&l_157,&l_150,&l_157,&l_119[1]},{(void*)0,&l_158,(void*)0,&l_150},{&l_119[1],(void*)0,(void*)0,&l_150}},{{(void*)0,&l_158,&l_157,(void*)0},{&l_157,&l_150,&l_119[1],&g_39},{&l_119[1],&g_39,&l_119[5],(void*)0},{&l_158,&g_39,&l_157,(void*)0},{&l_150,&g_39,&l_158,&g_39},{&l_150,&l_150,&l_158,(void*)0}},{{&l_119[5],&l_158,&l_150,&l_150},{&l_119[1],(void*)0,&l_158,&l_150},{&l_119[1],&l_158,&l_150,&l_119[1]},{&l_119[5],&l_150,&l_158,&l_157},{&l_150,&g_39,&l_158,&l_150},{&l_150,&l_150,&l_157,&l_119[4]}},{{&l_158,&l_150,&l_119[5],&l_150},{&l_119[1],&g_39,&l_119[1],&l_157},{&l_157,&l_150,&l_157,&l_119[1]},{(void*)0,&l_158,(void*)0,&l_150},{&l_119[1],(void*)0,(void*)0,&l_150},{(void*)0,&l_158,&l_157,(void*)0}},{{&l_157,&l_150,&l_119[1],&g_39},{&l_119[1],&g_39,&l_119[5],(void*)0},{&l_158,&g_39,&l_157,(void*)0},{&l_150,&g_39,&l_158,&g_39},{&l_150,&l_150,&l_158,(void*)0},{&l_119[5],&l_158,&l_150,&l_150}},{{&l_119[1],(void*)0,&l_158,&l_150},{&l_119[1],&l_158,&l_150,&l_119[1]},{&l_119[5],&l_150,&l_158,&l_157},{&l_150,(void*)0,&l_119[1],(void*)0},{&l_119[1],&l_158,&l_158,&l_150},{&l_119[1],&l_158,&l_158,(void*)0}}};
                    int i, j, k;
                    (*l_156) = l_155[0][4];
                    l_157 = g_66.f0.f8;
                    --l_163;
                    (*l_161) &= (g_66.f0.f5 & g_118.f0.f8);
                }
                else
                {
                    int32_t *l_175 = &l_150;
                    (**l_136) = (void*)0;
                    (*l_175) |= (g_96.f2 & (safe_div_func_uint32_t_u_u((g_65.f2 ^ ((+(!(safe_lshift_func_uint16_t_u_s(0x413EL, (safe_add_func_int32_t_s_s((!((void*)0 == &g_73)), (((*l_109) = ((((g_118.f0.f2 && p_16) < g_73.f0.f6) != 0x3CB2L) | (*l_151))) | 0xFEL))))))) ^ p_15)), p_16)));
                    return p_13;
                }
            }
            else
            {
                uint8_t *l_183 = (void*)0;
                uint8_t *l_184[4][10] = {{&g_66.f1,(void*)0,&g_65.f1,&g_65.f1,&g_73.f1,&g_73.f1,&g_65.f1,&g_65.f1,(void*)0,&g_66.f1},{&g_71.f1,(void*)0,(void*)0,&g_73.f1,&g_73.f1,&g_71.f1,&g_73.f1,&g_71.f1,&g_73.f1,&g_73.f1},{&g_73.f1,&g_71.f1,&g_73.f1,(void*)0,&g_73.f1,&g_68.f1,&g_66.f1,&g_67.f1,&g_67.f1,&g_66.f1},{&g_73.f1,&g_73.f1,&g_68.f1,&g_68.f1,&g_73.f1,&g_73.f1,&g_71.f1,&g_67.f1,&g_65.f1,&g_71.f1}};
                int32_t *l_193 = &l_150;
                int32_t *l_194 = &g_39;
                int32_t *l_195 = &l_119[1];
                int32_t *l_196 = &l_119[2];
                int32_t l_197 = (-1L);
                int32_t *l_198 = &g_39;
                int32_t *l_199 = &l_119[1];
                int32_t *l_200 = &l_150;
                int32_t *l_201 = &l_119[0];
                int32_t *l_202 = &l_119[1];
                int32_t *l_203 = &l_119[1];
                int32_t *l_204[10];
                int i, j;
                for (i = 0; i < 10; i++)
                    l_204[i] = &l_150;
                (*l_151) = (((*l_117) ^= (g_178[0] , (safe_sub_func_uint32_t_u_u(l_106, 0xDEAB918BL)))) != ((g_66.f1 = (safe_lshift_func_uint16_t_u_s(p_15, 12))) == (((safe_lshift_func_int8_t_s_u((safe_rshift_func_int16_t_s_u(0x3CE0L, (safe_rshift_func_uint8_t_u_s(255UL, (l_191 == l_192[0]))))), (*l_151))) & p_14) , g_96.f0)));
                --g_208;
                for (l_150 = 20; (l_150 == (-23)); l_150--)
                {
                    int32_t l_213 = 0xAC8D62DBL;
                    ++l_214;
                }
            }
            (*l_151) ^= 0xB3697223L;
        }
        else
        {
            if (p_14)
            {
                struct S3 **l_218[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int i;
                (*g_219) = (*l_139);
                return g_118.f3;
            }
            else
            {
                return p_15;
            }
        }
    }
    return l_220;
}







static int16_t func_20(uint32_t p_21, uint32_t p_22, int32_t p_23, uint8_t p_24)
{
    int32_t *l_46[8][5][6] = {{{&g_39,&g_39,&g_39,&g_39,(void*)0,&g_39},{&g_39,&g_39,&g_39,(void*)0,(void*)0,&g_39},{&g_39,&g_39,&g_39,&g_39,(void*)0,(void*)0},{&g_39,&g_39,&g_39,&g_39,(void*)0,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,(void*)0}},{{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,(void*)0,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,(void*)0,&g_39,&g_39,&g_39},{&g_39,(void*)0,(void*)0,&g_39,&g_39,&g_39}},{{&g_39,&g_39,(void*)0,(void*)0,&g_39,&g_39},{&g_39,&g_39,(void*)0,&g_39,&g_39,&g_39},{&g_39,&g_39,(void*)0,&g_39,(void*)0,&g_39},{&g_39,&g_39,&g_39,&g_39,(void*)0,&g_39},{&g_39,&g_39,&g_39,(void*)0,(void*)0,&g_39}},{{&g_39,&g_39,&g_39,&g_39,(void*)0,(void*)0},{&g_39,&g_39,&g_39,&g_39,(void*)0,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,(void*)0},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39}},{{&g_39,(void*)0,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,(void*)0,&g_39,&g_39,(void*)0},{&g_39,&g_39,(void*)0,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,(void*)0,(void*)0,&g_39,(void*)0}},{{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,(void*)0,&g_39,(void*)0,(void*)0,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39,(void*)0,&g_39},{&g_39,(void*)0,(void*)0,&g_39,&g_39,&g_39}},{{(void*)0,&g_39,(void*)0,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39,(void*)0,&g_39},{(void*)0,&g_39,&g_39,&g_39,(void*)0,(void*)0}},{{&g_39,&g_39,(void*)0,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,(void*)0,(void*)0,&g_39,(void*)0},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,(void*)0,&g_39,(void*)0,(void*)0,&g_39}}};
    int32_t **l_45 = &l_46[6][4][3];
    int32_t ***l_44[1][6][8] = {{{&l_45,&l_45,&l_45,&l_45,&l_45,&l_45,&l_45,&l_45},{&l_45,&l_45,(void*)0,&l_45,&l_45,(void*)0,&l_45,&l_45},{&l_45,&l_45,&l_45,&l_45,&l_45,&l_45,&l_45,&l_45},{&l_45,&l_45,&l_45,&l_45,&l_45,&l_45,&l_45,&l_45},{&l_45,&l_45,(void*)0,&l_45,&l_45,(void*)0,&l_45,&l_45},{&l_45,&l_45,&l_45,&l_45,&l_45,&l_45,&l_45,&l_45}}};
    uint16_t l_56 = 65526UL;
    struct S3 *l_63[2][8] = {{&g_68,&g_65,&g_65,&g_68,&g_65,&g_65,&g_68,&g_65},{&g_68,&g_68,(void*)0,&g_68,&g_68,(void*)0,&g_68,&g_68}};
    int64_t *l_89 = &g_75[0];
    uint16_t l_93 = 1UL;
    struct S1 *l_95 = &g_96;
    int i, j, k;
lbl_80:
    for (p_24 = 0; (p_24 <= 3); p_24 += 1)
    {
        int32_t *l_52[5][7] = {{(void*)0,&g_39,(void*)0,(void*)0,&g_39,(void*)0,(void*)0},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,(void*)0,(void*)0,&g_39,&g_39,&g_39,(void*)0},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{(void*)0,(void*)0,&g_39,(void*)0,(void*)0,&g_39,(void*)0}};
        int i, j;
        for (p_22 = 0; (p_22 <= 3); p_22 += 1)
        {
            int32_t * const l_41 = &g_39;
            int32_t *l_43 = &g_39;
            int32_t **l_42 = &l_43;
            (*l_42) = l_41;
            for (p_23 = 3; (p_23 >= 0); p_23 -= 1)
            {
                int i, j, k;
                return g_40[p_22][(p_22 + 5)][(p_23 + 1)];
            }
        }
        for (p_23 = 0; (p_23 <= 3); p_23 += 1)
        {
            uint8_t l_53[9] = {0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
            int32_t *** const l_60 = &l_45;
            struct S3 *l_72 = &g_73;
            int i;
            for (p_22 = 0; (p_22 <= 3); p_22 += 1)
            {
                (*g_47) = l_44[0][2][6];
                for (g_39 = 0; (g_39 <= 3); g_39 += 1)
                {
                    int i, j, k;
                    (*g_49) = ((safe_unary_minus_func_uint32_t_u(g_40[g_39][(p_22 + 5)][(p_22 + 3)])) , l_52[2][0]);
                    if (g_40[g_39][(p_22 + 5)][(p_22 + 3)])
                        break;
                }
            }
            l_53[5] ^= p_23;
            if (l_53[1])
                continue;
            for (p_22 = 0; (p_22 <= 3); p_22 += 1)
            {
                int32_t *l_57[2];
                uint16_t l_58 = 0xD1E9L;
                int i;
                for (i = 0; i < 2; i++)
                    l_57[i] = &g_39;
                if (p_21)
                {
                    const struct S3 **l_55 = &g_54;
                    (*l_55) = g_54;
                    if (l_56)
                        continue;
                }
                else
                {
                    (*l_45) = l_57[1];
                    if (l_58)
                        continue;
                }
                for (l_58 = 0; (l_58 <= 3); l_58 += 1)
                {
                    int32_t ****l_59 = &l_44[0][1][7];
                    struct S3 **l_69[9][10] = {{(void*)0,&l_63[1][7],(void*)0,(void*)0,(void*)0,&l_63[1][7],(void*)0,&l_63[1][7],(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&l_63[1][7],&l_63[1][3],&l_63[1][7],(void*)0,(void*)0,(void*)0,&l_63[1][7]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&l_63[1][3],(void*)0,(void*)0,(void*)0,(void*)0},{&l_63[1][3],&l_63[1][7],(void*)0,(void*)0,(void*)0,&l_63[1][7],&l_63[1][3],&l_63[1][7],(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&l_63[1][7],(void*)0,&l_63[1][7],(void*)0,(void*)0,(void*)0,&l_63[1][7]},{&l_63[1][3],(void*)0,&l_63[1][3],(void*)0,&l_63[1][3],&l_63[1][3],&l_63[1][3],(void*)0,&l_63[1][3],(void*)0},{(void*)0,&l_63[1][7],(void*)0,(void*)0,(void*)0,&l_63[1][7],(void*)0,&l_63[1][7],(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&l_63[1][7],&l_63[1][3],&l_63[1][7],(void*)0,(void*)0,(void*)0,&l_63[1][7]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&l_63[1][3],(void*)0,(void*)0,(void*)0,(void*)0}};
                    int64_t *l_74 = &g_75[1];
                    volatile struct S1 *l_79 = &g_78;
                    int i, j;
                    g_3.f0 &= ((((((*l_59) = (*g_47)) != l_60) > p_22) ^ ((*l_74) = (safe_div_func_uint16_t_u_u(((g_70 = l_63[1][3]) != l_72), g_71.f1)))) | ((safe_rshift_func_int8_t_s_s(g_3.f3, p_24)) ^ 0xF46C1DEFFE84F9EDLL));
                    if (g_3.f3)
                        goto lbl_80;
                    (*l_79) = g_78;
                }
            }
        }
    }
    for (l_56 = (-26); (l_56 >= 14); ++l_56)
    {
        uint8_t l_91[10][3] = {{0x30L,0xFAL,4UL},{0xFAL,0x30L,0x30L},{4UL,0x30L,1UL},{0xEFL,0xFAL,0xB3L},{4UL,4UL,0xB3L},{0xFAL,0xEFL,1UL},{0x30L,4UL,0x30L},{0x30L,0xFAL,4UL},{0xFAL,0x30L,0x30L},{4UL,0x30L,1UL}};
        int32_t l_94 = 0x7908CCFFL;
        int i, j;
        l_94 |= (!(p_24 ^ (p_23 > ((+(safe_mod_func_int8_t_s_s((l_89 != (void*)0), g_68.f0.f7))) <= ((g_68.f0.f8 , ((~(((g_92 = (l_91[9][1] == 0UL)) || p_22) > l_93)) , 0x772BF5F293FBD44CLL)) <= 7L)))));
    }
    (*g_97) = l_95;
    return p_21;
}





int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_3.f0, "g_3.f0", print_hash_value);
    transparent_crc(g_3.f1, "g_3.f1", print_hash_value);
    transparent_crc(g_3.f2, "g_3.f2", print_hash_value);
    transparent_crc(g_3.f3, "g_3.f3", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_40[i][j][k], "g_40[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_64.f0.f0, "g_64.f0.f0", print_hash_value);
    transparent_crc(g_64.f0.f1, "g_64.f0.f1", print_hash_value);
    transparent_crc(g_64.f0.f2, "g_64.f0.f2", print_hash_value);
    transparent_crc(g_64.f0.f3, "g_64.f0.f3", print_hash_value);
    transparent_crc(g_64.f0.f4, "g_64.f0.f4", print_hash_value);
    transparent_crc(g_64.f0.f5, "g_64.f0.f5", print_hash_value);
    transparent_crc(g_64.f0.f6, "g_64.f0.f6", print_hash_value);
    transparent_crc(g_64.f0.f7, "g_64.f0.f7", print_hash_value);
    transparent_crc(g_64.f0.f8, "g_64.f0.f8", print_hash_value);
    transparent_crc(g_64.f1, "g_64.f1", print_hash_value);
    transparent_crc(g_64.f2, "g_64.f2", print_hash_value);
    transparent_crc(g_64.f3, "g_64.f3", print_hash_value);
    transparent_crc(g_65.f0.f0, "g_65.f0.f0", print_hash_value);
    transparent_crc(g_65.f0.f1, "g_65.f0.f1", print_hash_value);
    transparent_crc(g_65.f0.f2, "g_65.f0.f2", print_hash_value);
    transparent_crc(g_65.f0.f3, "g_65.f0.f3", print_hash_value);
    transparent_crc(g_65.f0.f4, "g_65.f0.f4", print_hash_value);
    transparent_crc(g_65.f0.f5, "g_65.f0.f5", print_hash_value);
    transparent_crc(g_65.f0.f6, "g_65.f0.f6", print_hash_value);
    transparent_crc(g_65.f0.f7, "g_65.f0.f7", print_hash_value);
    transparent_crc(g_65.f0.f8, "g_65.f0.f8", print_hash_value);
    transparent_crc(g_65.f1, "g_65.f1", print_hash_value);
    transparent_crc(g_65.f2, "g_65.f2", print_hash_value);
    transparent_crc(g_65.f3, "g_65.f3", print_hash_value);
    transparent_crc(g_66.f0.f0, "g_66.f0.f0", print_hash_value);
    transparent_crc(g_66.f0.f1, "g_66.f0.f1", print_hash_value);
    transparent_crc(g_66.f0.f2, "g_66.f0.f2", print_hash_value);
    transparent_crc(g_66.f0.f3, "g_66.f0.f3", print_hash_value);
    transparent_crc(g_66.f0.f4, "g_66.f0.f4", print_hash_value);
    transparent_crc(g_66.f0.f5, "g_66.f0.f5", print_hash_value);
    transparent_crc(g_66.f0.f6, "g_66.f0.f6", print_hash_value);
    transparent_crc(g_66.f0.f7, "g_66.f0.f7", print_hash_value);
    transparent_crc(g_66.f0.f8, "g_66.f0.f8", print_hash_value);
    transparent_crc(g_66.f1, "g_66.f1", print_hash_value);
    transparent_crc(g_66.f2, "g_66.f2", print_hash_value);
    transparent_crc(g_66.f3, "g_66.f3", print_hash_value);
    transparent_crc(g_67.f0.f0, "g_67.f0.f0", print_hash_value);
    transparent_crc(g_67.f0.f1, "g_67.f0.f1", print_hash_value);
    transparent_crc(g_67.f0.f2, "g_67.f0.f2", print_hash_value);
    transparent_crc(g_67.f0.f3, "g_67.f0.f3", print_hash_value);
    transparent_crc(g_67.f0.f4, "g_67.f0.f4", print_hash_value);
    transparent_crc(g_67.f0.f5, "g_67.f0.f5", print_hash_value);
    transparent_crc(g_67.f0.f6, "g_67.f0.f6", print_hash_value);
    transparent_crc(g_67.f0.f7, "g_67.f0.f7", print_hash_value);
    transparent_crc(g_67.f0.f8, "g_67.f0.f8", print_hash_value);
    transparent_crc(g_67.f1, "g_67.f1", print_hash_value);
    transparent_crc(g_67.f2, "g_67.f2", print_hash_value);
    transparent_crc(g_67.f3, "g_67.f3", print_hash_value);
    transparent_crc(g_68.f0.f0, "g_68.f0.f0", print_hash_value);
    transparent_crc(g_68.f0.f1, "g_68.f0.f1", print_hash_value);
    transparent_crc(g_68.f0.f2, "g_68.f0.f2", print_hash_value);
    transparent_crc(g_68.f0.f3, "g_68.f0.f3", print_hash_value);
    transparent_crc(g_68.f0.f4, "g_68.f0.f4", print_hash_value);
    transparent_crc(g_68.f0.f5, "g_68.f0.f5", print_hash_value);
    transparent_crc(g_68.f0.f6, "g_68.f0.f6", print_hash_value);
    transparent_crc(g_68.f0.f7, "g_68.f0.f7", print_hash_value);
    transparent_crc(g_68.f0.f8, "g_68.f0.f8", print_hash_value);
    transparent_crc(g_68.f1, "g_68.f1", print_hash_value);
    transparent_crc(g_68.f2, "g_68.f2", print_hash_value);
    transparent_crc(g_68.f3, "g_68.f3", print_hash_value);
    transparent_crc(g_71.f0.f0, "g_71.f0.f0", print_hash_value);
    transparent_crc(g_71.f0.f1, "g_71.f0.f1", print_hash_value);
    transparent_crc(g_71.f0.f2, "g_71.f0.f2", print_hash_value);
    transparent_crc(g_71.f0.f3, "g_71.f0.f3", print_hash_value);
    transparent_crc(g_71.f0.f4, "g_71.f0.f4", print_hash_value);
    transparent_crc(g_71.f0.f5, "g_71.f0.f5", print_hash_value);
    transparent_crc(g_71.f0.f6, "g_71.f0.f6", print_hash_value);
    transparent_crc(g_71.f0.f7, "g_71.f0.f7", print_hash_value);
    transparent_crc(g_71.f0.f8, "g_71.f0.f8", print_hash_value);
    transparent_crc(g_71.f1, "g_71.f1", print_hash_value);
    transparent_crc(g_71.f2, "g_71.f2", print_hash_value);
    transparent_crc(g_71.f3, "g_71.f3", print_hash_value);
    transparent_crc(g_73.f0.f0, "g_73.f0.f0", print_hash_value);
    transparent_crc(g_73.f0.f1, "g_73.f0.f1", print_hash_value);
    transparent_crc(g_73.f0.f2, "g_73.f0.f2", print_hash_value);
    transparent_crc(g_73.f0.f3, "g_73.f0.f3", print_hash_value);
    transparent_crc(g_73.f0.f4, "g_73.f0.f4", print_hash_value);
    transparent_crc(g_73.f0.f5, "g_73.f0.f5", print_hash_value);
    transparent_crc(g_73.f0.f6, "g_73.f0.f6", print_hash_value);
    transparent_crc(g_73.f0.f7, "g_73.f0.f7", print_hash_value);
    transparent_crc(g_73.f0.f8, "g_73.f0.f8", print_hash_value);
    transparent_crc(g_73.f1, "g_73.f1", print_hash_value);
    transparent_crc(g_73.f2, "g_73.f2", print_hash_value);
    transparent_crc(g_73.f3, "g_73.f3", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_75[i], "g_75[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_78.f0, "g_78.f0", print_hash_value);
    transparent_crc(g_78.f1, "g_78.f1", print_hash_value);
    transparent_crc(g_78.f2, "g_78.f2", print_hash_value);
    transparent_crc(g_78.f3, "g_78.f3", print_hash_value);
    transparent_crc(g_92, "g_92", print_hash_value);
    transparent_crc(g_96.f0, "g_96.f0", print_hash_value);
    transparent_crc(g_96.f1, "g_96.f1", print_hash_value);
    transparent_crc(g_96.f2, "g_96.f2", print_hash_value);
    transparent_crc(g_96.f3, "g_96.f3", print_hash_value);
    transparent_crc(g_110, "g_110", print_hash_value);
    transparent_crc(g_118.f0.f0, "g_118.f0.f0", print_hash_value);
    transparent_crc(g_118.f0.f1, "g_118.f0.f1", print_hash_value);
    transparent_crc(g_118.f0.f2, "g_118.f0.f2", print_hash_value);
    transparent_crc(g_118.f0.f3, "g_118.f0.f3", print_hash_value);
    transparent_crc(g_118.f0.f4, "g_118.f0.f4", print_hash_value);
    transparent_crc(g_118.f0.f5, "g_118.f0.f5", print_hash_value);
    transparent_crc(g_118.f0.f6, "g_118.f0.f6", print_hash_value);
    transparent_crc(g_118.f0.f7, "g_118.f0.f7", print_hash_value);
    transparent_crc(g_118.f0.f8, "g_118.f0.f8", print_hash_value);
    transparent_crc(g_118.f1, "g_118.f1", print_hash_value);
    transparent_crc(g_118.f2, "g_118.f2", print_hash_value);
    transparent_crc(g_118.f3, "g_118.f3", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_178[i].f0, "g_178[i].f0", print_hash_value);
        transparent_crc(g_178[i].f1, "g_178[i].f1", print_hash_value);
        transparent_crc(g_178[i].f2, "g_178[i].f2", print_hash_value);
        transparent_crc(g_178[i].f3, "g_178[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_208, "g_208", print_hash_value);
    transparent_crc(g_247, "g_247", print_hash_value);
    transparent_crc(g_268, "g_268", print_hash_value);
    transparent_crc(g_297.f0, "g_297.f0", print_hash_value);
    transparent_crc(g_297.f1, "g_297.f1", print_hash_value);
    transparent_crc(g_297.f2, "g_297.f2", print_hash_value);
    transparent_crc(g_297.f3, "g_297.f3", print_hash_value);
    transparent_crc(g_336.f0.f0, "g_336.f0.f0", print_hash_value);
    transparent_crc(g_336.f0.f1, "g_336.f0.f1", print_hash_value);
    transparent_crc(g_336.f0.f2, "g_336.f0.f2", print_hash_value);
    transparent_crc(g_336.f0.f3, "g_336.f0.f3", print_hash_value);
    transparent_crc(g_336.f0.f4, "g_336.f0.f4", print_hash_value);
    transparent_crc(g_336.f0.f5, "g_336.f0.f5", print_hash_value);
    transparent_crc(g_336.f0.f6, "g_336.f0.f6", print_hash_value);
    transparent_crc(g_336.f0.f7, "g_336.f0.f7", print_hash_value);
    transparent_crc(g_336.f0.f8, "g_336.f0.f8", print_hash_value);
    transparent_crc(g_336.f1, "g_336.f1", print_hash_value);
    transparent_crc(g_336.f2, "g_336.f2", print_hash_value);
    transparent_crc(g_336.f3, "g_336.f3", print_hash_value);
    transparent_crc(g_357.f0.f0, "g_357.f0.f0", print_hash_value);
    transparent_crc(g_357.f0.f1, "g_357.f0.f1", print_hash_value);
    transparent_crc(g_357.f0.f2, "g_357.f0.f2", print_hash_value);
    transparent_crc(g_357.f0.f3, "g_357.f0.f3", print_hash_value);
    transparent_crc(g_357.f0.f4, "g_357.f0.f4", print_hash_value);
    transparent_crc(g_357.f0.f5, "g_357.f0.f5", print_hash_value);
    transparent_crc(g_357.f0.f6, "g_357.f0.f6", print_hash_value);
    transparent_crc(g_357.f0.f7, "g_357.f0.f7", print_hash_value);
    transparent_crc(g_357.f0.f8, "g_357.f0.f8", print_hash_value);
    transparent_crc(g_357.f1, "g_357.f1", print_hash_value);
    transparent_crc(g_357.f2, "g_357.f2", print_hash_value);
    transparent_crc(g_357.f3, "g_357.f3", print_hash_value);
    transparent_crc(g_374, "g_374", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_375[i], "g_375[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_443.f0.f0, "g_443.f0.f0", print_hash_value);
    transparent_crc(g_443.f0.f1, "g_443.f0.f1", print_hash_value);
    transparent_crc(g_443.f0.f2, "g_443.f0.f2", print_hash_value);
    transparent_crc(g_443.f0.f3, "g_443.f0.f3", print_hash_value);
    transparent_crc(g_443.f0.f4, "g_443.f0.f4", print_hash_value);
    transparent_crc(g_443.f0.f5, "g_443.f0.f5", print_hash_value);
    transparent_crc(g_443.f0.f6, "g_443.f0.f6", print_hash_value);
    transparent_crc(g_443.f0.f7, "g_443.f0.f7", print_hash_value);
    transparent_crc(g_443.f0.f8, "g_443.f0.f8", print_hash_value);
    transparent_crc(g_443.f1, "g_443.f1", print_hash_value);
    transparent_crc(g_443.f2, "g_443.f2", print_hash_value);
    transparent_crc(g_443.f3, "g_443.f3", print_hash_value);
    transparent_crc(g_445, "g_445", print_hash_value);
    transparent_crc(g_472, "g_472", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_479[i].f0, "g_479[i].f0", print_hash_value);
        transparent_crc(g_479[i].f1, "g_479[i].f1", print_hash_value);
        transparent_crc(g_479[i].f2, "g_479[i].f2", print_hash_value);
        transparent_crc(g_479[i].f3, "g_479[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_484[i].f0.f0, "g_484[i].f0.f0", print_hash_value);
        transparent_crc(g_484[i].f0.f1, "g_484[i].f0.f1", print_hash_value);
        transparent_crc(g_484[i].f0.f2, "g_484[i].f0.f2", print_hash_value);
        transparent_crc(g_484[i].f0.f3, "g_484[i].f0.f3", print_hash_value);
        transparent_crc(g_484[i].f0.f4, "g_484[i].f0.f4", print_hash_value);
        transparent_crc(g_484[i].f0.f5, "g_484[i].f0.f5", print_hash_value);
        transparent_crc(g_484[i].f0.f6, "g_484[i].f0.f6", print_hash_value);
        transparent_crc(g_484[i].f0.f7, "g_484[i].f0.f7", print_hash_value);
        transparent_crc(g_484[i].f0.f8, "g_484[i].f0.f8", print_hash_value);
        transparent_crc(g_484[i].f1, "g_484[i].f1", print_hash_value);
        transparent_crc(g_484[i].f2, "g_484[i].f2", print_hash_value);
        transparent_crc(g_484[i].f3, "g_484[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_499, "g_499", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_573[i][j].f0, "g_573[i][j].f0", print_hash_value);
            transparent_crc(g_573[i][j].f1, "g_573[i][j].f1", print_hash_value);
            transparent_crc(g_573[i][j].f2, "g_573[i][j].f2", print_hash_value);
            transparent_crc(g_573[i][j].f3, "g_573[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_610.f0.f0, "g_610.f0.f0", print_hash_value);
    transparent_crc(g_610.f0.f1, "g_610.f0.f1", print_hash_value);
    transparent_crc(g_610.f0.f2, "g_610.f0.f2", print_hash_value);
    transparent_crc(g_610.f0.f3, "g_610.f0.f3", print_hash_value);
    transparent_crc(g_610.f0.f4, "g_610.f0.f4", print_hash_value);
    transparent_crc(g_610.f0.f5, "g_610.f0.f5", print_hash_value);
    transparent_crc(g_610.f0.f6, "g_610.f0.f6", print_hash_value);
    transparent_crc(g_610.f0.f7, "g_610.f0.f7", print_hash_value);
    transparent_crc(g_610.f0.f8, "g_610.f0.f8", print_hash_value);
    transparent_crc(g_610.f1, "g_610.f1", print_hash_value);
    transparent_crc(g_610.f2, "g_610.f2", print_hash_value);
    transparent_crc(g_610.f3, "g_610.f3", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_626[i][j], "g_626[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_633.f0, "g_633.f0", print_hash_value);
    transparent_crc(g_633.f1, "g_633.f1", print_hash_value);
    transparent_crc(g_633.f2, "g_633.f2", print_hash_value);
    transparent_crc(g_633.f3, "g_633.f3", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_647[i].f0, "g_647[i].f0", print_hash_value);
        transparent_crc(g_647[i].f1, "g_647[i].f1", print_hash_value);
        transparent_crc(g_647[i].f2, "g_647[i].f2", print_hash_value);
        transparent_crc(g_647[i].f3, "g_647[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_648.f0, "g_648.f0", print_hash_value);
    transparent_crc(g_648.f1, "g_648.f1", print_hash_value);
    transparent_crc(g_648.f2, "g_648.f2", print_hash_value);
    transparent_crc(g_648.f3, "g_648.f3", print_hash_value);
    transparent_crc(g_649, "g_649", print_hash_value);
    transparent_crc(g_674.f0.f0, "g_674.f0.f0", print_hash_value);
    transparent_crc(g_674.f0.f1, "g_674.f0.f1", print_hash_value);
    transparent_crc(g_674.f0.f2, "g_674.f0.f2", print_hash_value);
    transparent_crc(g_674.f0.f3, "g_674.f0.f3", print_hash_value);
    transparent_crc(g_674.f0.f4, "g_674.f0.f4", print_hash_value);
    transparent_crc(g_674.f0.f5, "g_674.f0.f5", print_hash_value);
    transparent_crc(g_674.f0.f6, "g_674.f0.f6", print_hash_value);
    transparent_crc(g_674.f0.f7, "g_674.f0.f7", print_hash_value);
    transparent_crc(g_674.f0.f8, "g_674.f0.f8", print_hash_value);
    transparent_crc(g_674.f1, "g_674.f1", print_hash_value);
    transparent_crc(g_674.f2, "g_674.f2", print_hash_value);
    transparent_crc(g_674.f3, "g_674.f3", print_hash_value);
    transparent_crc(g_678.f0.f0, "g_678.f0.f0", print_hash_value);
    transparent_crc(g_678.f0.f1, "g_678.f0.f1", print_hash_value);
    transparent_crc(g_678.f0.f2, "g_678.f0.f2", print_hash_value);
    transparent_crc(g_678.f0.f3, "g_678.f0.f3", print_hash_value);
    transparent_crc(g_678.f0.f4, "g_678.f0.f4", print_hash_value);
    transparent_crc(g_678.f0.f5, "g_678.f0.f5", print_hash_value);
    transparent_crc(g_678.f0.f6, "g_678.f0.f6", print_hash_value);
    transparent_crc(g_678.f0.f7, "g_678.f0.f7", print_hash_value);
    transparent_crc(g_678.f0.f8, "g_678.f0.f8", print_hash_value);
    transparent_crc(g_678.f1, "g_678.f1", print_hash_value);
    transparent_crc(g_678.f2, "g_678.f2", print_hash_value);
    transparent_crc(g_678.f3, "g_678.f3", print_hash_value);
    transparent_crc(g_687, "g_687", print_hash_value);
    transparent_crc(g_720.f0, "g_720.f0", print_hash_value);
    transparent_crc(g_720.f1, "g_720.f1", print_hash_value);
    transparent_crc(g_720.f2, "g_720.f2", print_hash_value);
    transparent_crc(g_720.f3, "g_720.f3", print_hash_value);
    transparent_crc(g_763, "g_763", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_782[i][j][k].f0, "g_782[i][j][k].f0", print_hash_value);
                transparent_crc(g_782[i][j][k].f1, "g_782[i][j][k].f1", print_hash_value);
                transparent_crc(g_782[i][j][k].f2, "g_782[i][j][k].f2", print_hash_value);
                transparent_crc(g_782[i][j][k].f3, "g_782[i][j][k].f3", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_815.f0, "g_815.f0", print_hash_value);
    transparent_crc(g_815.f1, "g_815.f1", print_hash_value);
    transparent_crc(g_815.f2, "g_815.f2", print_hash_value);
    transparent_crc(g_815.f3, "g_815.f3", print_hash_value);
    transparent_crc(g_832.f0, "g_832.f0", print_hash_value);
    transparent_crc(g_832.f1, "g_832.f1", print_hash_value);
    transparent_crc(g_832.f2, "g_832.f2", print_hash_value);
    transparent_crc(g_832.f3, "g_832.f3", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
