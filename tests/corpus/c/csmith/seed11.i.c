# 0 "/work/wt/grammars/tests/corpus/c/csmith/seed11.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/wt/grammars/tests/corpus/c/csmith/seed11.c"
# 10 "/work/wt/grammars/tests/corpus/c/csmith/seed11.c"
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
# 11 "/work/wt/grammars/tests/corpus/c/csmith/seed11.c" 2


static long __undefined;



static int32_t g_6 = 0L;
static int32_t g_20 = (-1L);
static int32_t *g_21 = &g_20;
static int32_t *g_23 = &g_20;
static int32_t g_25[9][7][2] = {{{(-1L),9L},{0L,(-1L)},{(-1L),0x44694486L},{(-1L),(-1L)},{0L,9L},{(-1L),(-1L)},{0xBD8D46C6L,1L}},{{3L,0x18A16764L},{0x18A16764L,0L},{1L,0xFB29D945L},{0x2A41536CL,(-1L)},{0xCBB24ADCL,(-8L)},{0L,0xCB5C7460L},{(-1L),(-8L)}},{{(-5L),(-4L)},{0L,9L},{0xCBB24ADCL,0xEE3199F2L},{(-1L),1L},{3L,0L},{1L,(-1L)},{(-8L),0xFB29D945L}},{{0xBD8D46C6L,0xEE3199F2L},{0xCB5C7460L,3L},{0x2A41536CL,0x45D07A05L},{0xFE9A5A16L,0x2467468EL},{0xDD7D552BL,0x44694486L},{(-1L),1L},{(-8L),0L}},{{9L,1L},{2L,0x9B8DB370L},{(-10L),0x9B8DB370L},{2L,1L},{9L,0L},{(-8L),1L},{(-1L),0x44694486L}},{{0xDD7D552BL,0x2467468EL},{0xFE9A5A16L,0x45D07A05L},{0x2A41536CL,0L},{(-8L),0L},{0x0AF03FA9L,3L},{1L,0x9B8DB370L},{(-1L),(-10L)}},{{0L,(-8L)},{9L,0L},{(-3L),0x18A16764L},{0xBD8D46C6L,0x44694486L},{0xFE9A5A16L,0x1A078351L},{1L,(-8L)},{0x2A41536CL,1L}},{{(-3L),0L},{(-5L),3L},{2L,(-10L)},{0xF34FFDEAL,0xF34FFDEAL},{0L,1L},{0x0AF03FA9L,0L},{0x45D07A05L,0x18A16764L}},{{(-1L),0x45D07A05L},{1L,0xFADBACD6L},{1L,0x45D07A05L},{(-1L),0x18A16764L},{0x45D07A05L,0L},{0x0AF03FA9L,1L},{0L,0xF34FFDEAL}}};
static uint64_t g_33[4] = {0xF9C2329B61F28656LL,0xF9C2329B61F28656LL,0xF9C2329B61F28656LL,0xF9C2329B61F28656LL};
static int64_t g_36 = 4L;
static int64_t g_38 = 0x56CF859E2267C8CELL;
static uint64_t g_40 = 0UL;
static int16_t g_43 = 0xB4C7L;
static uint8_t g_48 = 3UL;
static uint16_t g_60 = 1UL;
static int16_t g_61 = 0L;
static int32_t g_73 = 0x24D4209EL;
static int8_t g_74 = 0xD1L;
static uint8_t g_75 = 0xFEL;
static const int8_t g_96 = 0x4AL;
static uint8_t g_115 = 0UL;
static volatile uint32_t g_189 = 0xED101AC1L;
static int64_t *g_210 = &g_36;
static int64_t * const *g_209[4][4][6] = {{{&g_210,&g_210,&g_210,&g_210,&g_210,(void*)0},{&g_210,&g_210,&g_210,(void*)0,&g_210,&g_210},{(void*)0,(void*)0,&g_210,&g_210,(void*)0,&g_210},{&g_210,(void*)0,&g_210,&g_210,(void*)0,&g_210}},{{&g_210,(void*)0,&g_210,(void*)0,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,(void*)0,&g_210,&g_210,&g_210}},{{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,(void*)0,&g_210,(void*)0,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210}},{{&g_210,(void*)0,&g_210,&g_210,&g_210,&g_210},{(void*)0,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,(void*)0,(void*)0}}};
static volatile uint64_t g_217 = 18446744073709551615UL;
static int64_t g_227[4] = {1L,1L,1L,1L};
static int32_t g_228 = 3L;
static int16_t g_229 = 0L;
static int32_t g_230 = 0x450BFEABL;
static volatile int32_t g_241 = 0x548BEFD3L;
static volatile int32_t *g_240 = &g_241;
static volatile int32_t ** volatile g_242 = &g_240;
static uint64_t g_268 = 1UL;
static volatile int32_t ** volatile g_296 = &g_240;
static volatile int16_t g_321 = 0xDE35L;
static volatile int16_t *g_320 = &g_321;
static volatile int16_t * volatile * volatile g_319[2][10][3] = {{{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320}},{{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320}}};
static volatile int16_t g_338 = 0L;
static uint32_t g_341 = 6UL;
static uint32_t g_366 = 0x2E78C9CEL;
static int64_t g_380 = 0xD87FD602BD42E03ELL;
static int16_t g_389 = (-1L);
static uint16_t g_390 = 65526UL;



static int32_t func_1(void);
static int32_t func_2(uint16_t p_3, uint16_t p_4, int8_t p_5);
static int32_t func_7(int32_t p_8, int32_t p_9, uint16_t p_10);
static int32_t func_12(int8_t p_13, int8_t p_14, uint64_t p_15, int16_t p_16);
# 72 "/work/wt/grammars/tests/corpus/c/csmith/seed11.c"
static int32_t func_1(void)
{
    uint8_t l_11 = 0xD2L;
    int32_t *l_24[2];
    int32_t l_297 = (-8L);
    const int8_t *l_305 = &g_74;
    int32_t l_336 = 0L;
    int32_t l_339 = 0xD49D6338L;
    int32_t l_340 = 0x7F460535L;
    uint64_t l_358[4][8] = {{0x1777A6A502289046LL,0x1777A6A502289046LL,1UL,1UL,0x1777A6A502289046LL,0x1777A6A502289046LL,1UL,1UL},{0x1777A6A502289046LL,0x1777A6A502289046LL,1UL,1UL,0x1777A6A502289046LL,0x1777A6A502289046LL,1UL,1UL},{0x1777A6A502289046LL,0x1777A6A502289046LL,1UL,1UL,0x1777A6A502289046LL,0x1777A6A502289046LL,1UL,1UL},{0x1777A6A502289046LL,0x1777A6A502289046LL,1UL,1UL,0x1777A6A502289046LL,0x1777A6A502289046LL,1UL,1UL}};
    int32_t *l_385 = &g_6;
    int i, j;
    for (i = 0; i < 2; i++)
        l_24[i] = &g_25[2][5][1];
    if ((l_297 = func_2(g_6, (((func_7(l_11, (g_25[5][6][0] = (func_12(l_11, ((((safe_add_func_int16_t_s_s(0x1665L, (0xDF7CD95DA2282D56LL | (-1L)))) & l_11) <= 0xB534DE6FL) , g_6), g_6, g_6) , g_20)), g_6) , g_217) ^ 0x92BECF892AC792F7LL) , 0x5552L), l_11)))
    {
        uint32_t l_322 = 4294967286UL;
        int8_t l_335 = 0x0DL;
        int32_t l_337 = 0xB55635CDL;
        const uint32_t l_346 = 0xF2FF5A33L;
        uint8_t *l_349 = &g_48;
        uint64_t * const l_384[2] = {&g_33[1],&g_33[1]};
        uint64_t * const *l_383 = &l_384[1];
        uint64_t * const **l_382 = &l_383;
        uint64_t * const ***l_381 = &l_382;
        int i;
lbl_371:
        for (g_36 = (-2); (g_36 != (-19)); g_36 = safe_sub_func_uint32_t_u_u(g_36, 1))
        {
            uint64_t l_301 = 0xFE78748EB9474F29LL;
            int32_t l_302 = 0xF2B780F7L;
            int32_t *l_325 = (void*)0;
            int32_t *l_326 = (void*)0;
            int32_t *l_327 = &g_20;
            int32_t *l_328 = &g_73;
            int32_t *l_329 = &g_6;
            int32_t *l_330 = &l_297;
            int32_t *l_331 = &g_6;
            int32_t *l_332 = &l_302;
            int32_t *l_333 = (void*)0;
            int32_t *l_334[1];
            int i;
            for (i = 0; i < 1; i++)
                l_334[i] = (void*)0;
            if ((*g_240))
            {
                const int16_t l_300 = (-3L);
                (*g_240) = l_300;
            }
            else
            {
                uint32_t l_303 = 0x6949AE53L;
                if (((l_302 = l_301) , (**g_296)))
                {
                    if (l_303)
                        break;
                }
                else
                {
                    const int8_t l_318 = 5L;
                    uint16_t l_323[10] = {0xB2F3L,0xB2F3L,0x83B8L,0UL,0x83B8L,0xB2F3L,0xB2F3L,0x83B8L,0UL,0x83B8L};
                    int32_t *l_324[10][4] = {{&g_73,(void*)0,&g_73,&l_302},{&g_6,(void*)0,&g_6,&g_73},{&g_6,&g_6,(void*)0,(void*)0},{&g_73,&g_73,(void*)0,&g_73},{&g_6,&g_20,&g_6,&g_6},{&g_6,&g_6,&g_73,&g_6},{&g_73,&g_6,&g_6,&g_6},{&g_6,&g_20,&g_6,&g_73},{(void*)0,&g_73,&g_73,(void*)0},{(void*)0,&g_6,&g_6,&g_73}};
                    int i, j;
                    g_6 |= ((~(((l_305 == (void*)0) | ((safe_rshift_func_uint16_t_u_u((((*g_210) ^ ((safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u(4UL, g_38)), g_227[0])) || (safe_mod_func_int32_t_s_s((safe_div_func_int64_t_s_s(((safe_mod_func_uint64_t_u_u((((((((&g_75 == &l_11) < l_318) , 1L) , g_319[0][2][2]) != (void*)0) && l_318) , l_302), 0xD7E6F2683E85DAEDLL)) < 2UL), l_318)), l_297)))) , 65532UL), 1)) , l_11)) | l_322)) , l_323[4]);
                }
            }
            g_341++;
            for (g_73 = (-7); (g_73 > 22); g_73++)
            {
                (*l_330) = (**g_296);
            }
            if (l_346)
                break;
        }
        (*g_240) ^= (((void*)0 == l_349) ^ ((l_11 < (0x1EFC90063F520342LL ^ ((((safe_mul_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u((l_335 , l_339), 4)), l_11)) != g_230) && g_73) , l_346))) >= 0x7A122B65L));
        for (g_40 = 0; (g_40 <= 3); g_40 += 1)
        {
            uint32_t *l_365 = &g_366;
            int32_t l_367 = 0L;
            int32_t *l_368 = (void*)0;
            int32_t *l_369 = &g_20;
            int32_t *l_370 = &g_6;
            int8_t l_379[4];
            int i;
            for (i = 0; i < 4; i++)
                l_379[i] = 9L;
            (*l_370) |= ((*l_369) = ((((++(*l_349)) == l_11) == (safe_lshift_func_uint8_t_u_s(0x5DL, (l_358[3][3] | (l_297 ^ ((*l_365) ^= (((*g_210) &= l_322) && ((*g_210) |= (safe_mul_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((g_321 || ((safe_mul_func_int8_t_s_s(l_337, 0x1DL)) , (**g_242))), g_61)), g_25[8][4][0])))))))))) | l_367));
            (*g_240) |= 0xF8677968L;
            l_336 ^= (((*l_369) = 0x29E963DAL) != ((*l_370) = (-4L)));
            for (g_38 = 0; (g_38 <= 3); g_38 += 1)
            {
                if (g_366)
                    goto lbl_371;
                for (g_341 = 0; (g_341 <= 1); g_341 += 1)
                {
                    const int32_t *l_372[4][10][6] = {{{&g_73,(void*)0,&g_20,&g_6,(void*)0,&l_339},{&l_337,&l_339,&l_337,&l_340,&l_340,&l_337},{&g_20,&g_20,&l_340,&l_297,&g_73,&l_336},{&l_336,&l_336,(void*)0,&g_20,(void*)0,&l_340},{(void*)0,&l_336,(void*)0,&l_367,&g_20,&l_336},{&l_297,&l_367,&l_340,(void*)0,&l_336,&l_337},{(void*)0,&l_336,&l_337,(void*)0,&l_339,&l_339},{&g_6,&g_6,&g_20,&g_73,&g_73,(void*)0},{&g_73,&l_337,&g_73,(void*)0,&g_20,(void*)0},{&l_336,&l_340,&g_20,&l_340,(void*)0,&l_297}},{{&l_339,&l_340,(void*)0,&g_6,&l_336,&g_6},{&l_336,&l_297,&l_337,&g_6,(void*)0,(void*)0},{&l_340,&l_337,&g_73,&l_337,(void*)0,&g_73},{&g_6,&l_339,&l_367,&l_336,&l_340,&l_340},{&l_336,&l_337,(void*)0,&l_336,&l_337,&l_340},{&l_336,&l_339,&l_337,&g_20,(void*)0,&g_73},{(void*)0,(void*)0,&l_367,&l_336,&l_297,&g_20},{(void*)0,&g_73,&l_336,&l_339,&g_20,&l_339},{&l_339,(void*)0,&l_339,&l_367,&g_20,&g_20},{&g_73,&l_339,&l_336,&l_297,&g_6,(void*)0}},{{(void*)0,(void*)0,&l_297,&l_339,&l_297,(void*)0},{&g_20,&g_73,(void*)0,(void*)0,&l_367,&l_339},{&l_367,(void*)0,&g_73,&g_6,(void*)0,&l_339},{&g_73,(void*)0,(void*)0,&l_339,&l_367,&l_337},{&l_336,&g_73,(void*)0,&l_367,&l_297,&l_367},{(void*)0,(void*)0,&l_340,&l_367,&g_6,&g_20},{&l_337,&l_339,&g_73,&g_6,&g_20,(void*)0},{&g_73,(void*)0,&l_339,(void*)0,&g_20,(void*)0},{&l_336,&g_73,&g_6,&l_336,&l_297,&l_336},{&l_340,(void*)0,&l_339,&l_340,(void*)0,&l_336}},{{&l_297,&l_339,&l_339,(void*)0,&l_337,&l_340},{&l_297,&l_337,&l_297,&l_336,&l_340,&l_367},{&g_73,&l_339,(void*)0,&l_339,(void*)0,&g_73},{(void*)0,&l_337,(void*)0,(void*)0,(void*)0,&l_339},{&g_20,&l_297,&g_73,&l_336,&l_336,(void*)0},{(void*)0,&l_340,&l_336,(void*)0,(void*)0,&g_6},{(void*)0,&l_340,&l_367,&l_297,&g_6,(void*)0},{&l_336,&l_367,&g_20,(void*)0,(void*)0,&l_336},{&g_73,&l_336,(void*)0,&l_297,&g_73,&l_339},{&g_73,&g_20,&g_20,&g_20,&g_20,&g_73}}};
                    const int32_t **l_373 = &l_372[2][9][3];
                    int i, j, k;
                    (*l_373) = l_372[2][9][3];
                    return (*l_370);
                }
            }
            for (l_340 = 3; (l_340 >= 0); l_340 -= 1)
            {
                uint8_t l_378[9][4][7] = {{{7UL,2UL,255UL,255UL,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,8UL}},{{2UL,0xF3L,1UL,1UL,0xF3L,2UL,9UL},{0x90L,2UL,6UL,0xF3L,0x2EL,0x07L,3UL},{2UL,0x32L,1UL,7UL,0xF3L,247UL,9UL},{0x19L,2UL,255UL,0xF3L,1UL,0x07L,8UL}},{{2UL,0xF3L,1UL,1UL,0xF3L,2UL,9UL},{0x90L,2UL,6UL,0xF3L,0x2EL,0x07L,3UL},{2UL,0x32L,1UL,7UL,0xF3L,247UL,9UL},{0x19L,2UL,255UL,0xF3L,1UL,0x07L,8UL}}};
                int i, j, k;
                (*l_370) = (safe_lshift_func_int16_t_s_u(0L, (((l_346 & (0x87L <= ((safe_div_func_int64_t_s_s((((g_33[3] ^ l_378[8][3][5]) & 3L) <= (((((*l_370) ^ l_379[3]) >= g_25[8][0][1]) , 65535UL) < (*g_320))), (*l_370))) & g_36))) | g_227[0]) || l_378[5][3][5])));
                if (g_380)
                    break;
                if (l_378[3][1][4])
                    break;
                for (g_6 = 0; (g_6 <= 3); g_6 += 1)
                {
                    return l_336;
                }
            }
        }
        (*l_381) = (void*)0;
    }
    else
    {
        int32_t *l_386 = &l_339;
        int32_t *l_387 = &g_73;
        int32_t *l_388[7][9][4] = {{{&l_340,(void*)0,&l_297,&l_336},{&l_336,&g_73,&l_336,(void*)0},{&l_297,&l_336,&l_336,&l_297},{&l_336,&l_336,&l_297,&l_340},{&l_340,&l_336,&l_340,&l_340},{&l_340,&l_340,&l_336,&l_340},{&l_336,&l_336,&g_73,&l_340},{&l_340,&l_336,&l_340,&l_297},{&g_73,&l_336,(void*)0,(void*)0}},{{&g_73,&g_73,&l_340,&l_336},{&l_340,(void*)0,&g_73,&l_336},{&l_336,&l_340,&l_336,&g_73},{&l_340,&l_340,&l_340,&l_336},{&l_340,(void*)0,&l_297,&l_336},{&l_336,&g_73,&l_336,(void*)0},{&l_297,&l_336,&l_336,&l_297},{&l_336,&l_336,&l_297,&l_340},{&l_340,&l_336,&l_340,&l_340}},{{&l_340,&l_340,&l_336,&l_340},{&l_336,&l_336,&g_73,&l_340},{&l_340,&l_336,&l_340,&l_297},{&g_73,&l_336,(void*)0,(void*)0},{&g_73,&g_73,&l_340,&l_336},{&l_340,(void*)0,&g_73,&l_336},{&l_336,&l_340,&l_336,&g_73},{&l_340,&l_340,&l_340,&l_336},{&l_340,(void*)0,&l_297,&l_336}},{{&l_336,&g_73,&l_336,(void*)0},{&l_297,&l_336,&l_336,&l_297},{&l_336,&l_336,&l_297,&l_340},{&l_340,&l_336,&l_340,&l_340},{&l_340,&l_340,&l_336,&l_340},{&l_336,&l_336,&g_73,&l_340},{&l_340,&l_336,&l_340,&g_73},{&l_340,&l_297,&l_336,&l_336},{&l_340,&l_340,&l_340,&l_336}},{{&l_340,&l_336,&l_340,&l_336},{&l_297,&l_336,&l_340,&l_340},{(void*)0,&l_336,(void*)0,&l_336},{&l_336,&l_336,&l_336,&l_336},{&l_336,&l_340,&l_297,&l_336},{&g_73,&l_297,&l_297,&g_73},{&l_336,&l_336,&l_336,(void*)0},{&l_336,&l_297,(void*)0,&l_340},{(void*)0,&l_340,&l_340,&l_340}},{{&l_297,&l_297,&l_340,(void*)0},{&l_340,&l_336,&l_340,&g_73},{&l_340,&l_297,&l_336,&l_336},{&l_340,&l_340,&l_340,&l_336},{&l_340,&l_336,&l_340,&l_336},{&l_297,&l_336,&l_340,&l_340},{(void*)0,&l_336,(void*)0,&l_336},{&l_336,&l_336,&l_336,&l_336},{&l_336,&l_340,&l_297,&l_336}},{{&g_73,&l_297,&l_297,&g_73},{&l_336,&l_336,&l_336,(void*)0},{&l_336,&l_297,(void*)0,&l_340},{(void*)0,&l_340,&l_340,&l_340},{&l_297,&l_297,&l_340,(void*)0},{&l_340,&l_336,&l_340,&g_73},{&l_340,&l_297,&l_336,&l_336},{&l_340,&l_340,&l_340,&l_336},{&l_340,&l_336,&l_340,&l_336}}};
        int i, j, k;
        l_385 = &l_340;
        g_390++;
    }
    return g_96;
}







static int32_t func_2(uint16_t p_3, uint16_t p_4, int8_t p_5)
{
    uint64_t *l_294 = (void*)0;
    uint64_t **l_293 = &l_294;
    int32_t l_295 = 0x72430E13L;
    (*g_296) = ((((void*)0 != l_293) < l_295) , (*g_242));
    return l_295;
}







static int32_t func_7(int32_t p_8, int32_t p_9, uint16_t p_10)
{
    int32_t * const l_26 = &g_25[5][5][0];
    uint64_t *l_31 = (void*)0;
    uint64_t *l_32 = &g_33[3];
    int32_t **l_34[8] = {&g_23,&g_23,&g_23,&g_23,&g_23,&g_23,&g_23,&g_23};
    int64_t *l_35 = &g_36;
    int64_t *l_37[3][6] = {{&g_38,&g_38,&g_38,&g_38,&g_38,&g_38},{&g_38,&g_38,&g_38,&g_38,&g_38,&g_38},{&g_38,&g_38,&g_38,&g_38,&g_38,&g_38}};
    uint64_t *l_39 = &g_40;
    int16_t *l_41 = (void*)0;
    int16_t *l_42 = &g_43;
    int64_t *l_55[9][5] = {{(void*)0,&g_38,(void*)0,&g_38,(void*)0},{&g_38,&g_38,&g_36,&g_36,&g_36},{&g_36,&g_36,&g_36,&g_36,(void*)0},{(void*)0,&g_36,(void*)0,&g_36,(void*)0},{&g_36,&g_36,&g_36,(void*)0,&g_38},{&g_36,&g_38,(void*)0,&g_38,&g_38},{(void*)0,&g_38,(void*)0,&g_36,&g_38},{&g_36,&g_38,&g_38,&g_36,(void*)0},{&g_38,(void*)0,&g_38,&g_38,(void*)0}};
    int32_t *l_97 = (void*)0;
    int32_t l_175[10][4][3] = {{{0xCDC1F2F3L,0x700D4B8CL,1L},{0L,0L,1L},{0x700D4B8CL,0xA70337B9L,0xB01084FAL},{(-3L),0L,0xCDC1F2F3L}},{{(-3L),0x700D4B8CL,(-9L)},{0x700D4B8CL,(-3L),0xCDC1F2F3L},{0L,(-3L),0xB01084FAL},{0xA70337B9L,0x700D4B8CL,1L}},{{0L,0L,1L},{0x700D4B8CL,0xA70337B9L,0xB01084FAL},{(-3L),0L,0xCDC1F2F3L},{(-3L),0x700D4B8CL,(-9L)}},{{0x700D4B8CL,(-3L),0xCDC1F2F3L},{0L,(-3L),0xB01084FAL},{0xA70337B9L,0x700D4B8CL,1L},{0L,0L,1L}},{{0x700D4B8CL,0xA70337B9L,0xB01084FAL},{(-3L),0L,0xCDC1F2F3L},{(-3L),0x700D4B8CL,(-9L)},{0x700D4B8CL,(-3L),0xCDC1F2F3L}},{{0L,(-3L),0xB01084FAL},{0xA70337B9L,0x700D4B8CL,1L},{0L,0L,1L},{0x700D4B8CL,0xA70337B9L,0xB01084FAL}},{{(-3L),0L,0xCDC1F2F3L},{(-3L),0x700D4B8CL,(-9L)},{0x700D4B8CL,(-3L),0xCDC1F2F3L},{0L,(-3L),0xB01084FAL}},{{0xA70337B9L,0x700D4B8CL,1L},{0L,0L,1L},{0x700D4B8CL,0xA70337B9L,0xB01084FAL},{(-3L),0L,0xCDC1F2F3L}},{{(-3L),0x700D4B8CL,(-9L)},{0x700D4B8CL,(-3L),0xCDC1F2F3L},{0L,(-3L),0xB01084FAL},{0xA70337B9L,0x700D4B8CL,1L}},{{0L,0L,1L},{0x700D4B8CL,0xA70337B9L,0xB01084FAL},{(-3L),0L,0xCDC1F2F3L},{(-3L),0x700D4B8CL,(-9L)}}};
    uint8_t l_232 = 0xA3L;
    int16_t **l_291 = &l_41;
    int16_t **l_292 = &l_42;
    int i, j, k;
    if (((((p_10 || ((*l_42) = (((l_26 != &p_9) < ((g_25[2][5][1] & (safe_mul_func_uint16_t_u_u(((((*l_39) = ((((safe_mul_func_int16_t_s_s((g_6 || (((*l_32) = 6UL) & ((g_38 = ((*l_35) &= (((g_23 = &p_8) != &p_8) != g_20))) > p_10))), 1UL)) != p_8) , l_34[7]) != l_34[6])) > g_25[2][5][1]) , g_25[2][5][1]), g_6))) , 0L)) , g_25[6][3][1]))) , &g_20) == &g_20) , (-1L)))
    {
        uint8_t *l_47[10][2];
        int32_t l_49 = (-6L);
        int32_t l_50 = 0x3D007C16L;
        int32_t l_51[5] = {0x9581CA57L,0x9581CA57L,0x9581CA57L,0x9581CA57L,0x9581CA57L};
        int64_t **l_54 = &l_37[2][5];
        uint64_t l_65[6] = {0xBF7BAE7F845CBE74LL,18446744073709551611UL,0xBF7BAE7F845CBE74LL,0xBF7BAE7F845CBE74LL,18446744073709551611UL,0xBF7BAE7F845CBE74LL};
        int i, j;
        for (i = 0; i < 10; i++)
        {
            for (j = 0; j < 2; j++)
                l_47[i][j] = &g_48;
        }
        if (((((l_49 = (p_9 > (p_8 >= (safe_rshift_func_uint16_t_u_u((+g_25[7][0][1]), 3))))) != (--g_48)) , ((*l_54) = (void*)0)) == l_55[5][2]))
        {
            int64_t l_58 = 1L;
            int32_t l_64 = (-6L);
            g_23 = (void*)0;
            for (g_20 = 4; (g_20 >= 1); g_20 -= 1)
            {
                for (p_10 = 0; (p_10 <= 4); p_10 += 1)
                {
                    uint16_t *l_59 = &g_60;
                    int i;
                    l_51[p_10] ^= (&g_48 == (void*)0);
                    if (p_9)
                        continue;
                    g_61 = ((((&g_20 != &p_8) < (p_10 , ((((g_25[2][5][1] , (safe_rshift_func_uint16_t_u_s(g_25[2][5][1], ((-1L) != (((*l_59) |= (((0xCA390A41L <= l_58) && l_58) > g_25[5][5][1])) <= g_33[3]))))) && 0xBAD782A0B0D0ED26LL) < p_10) ^ 0x62356A21L))) >= l_51[p_10]) < 1UL);
                    g_21 = &l_51[p_10];
                }
                for (g_43 = 0; (g_43 < 0); g_43 = safe_add_func_int16_t_s_s(g_43, 1))
                {
                    ++l_65[5];
                }
                for (g_48 = 0; (g_48 > 7); g_48 = safe_add_func_int8_t_s_s(g_48, 7))
                {
                    return g_38;
                }
            }
        }
        else
        {
            for (l_49 = 0; (l_49 > (-2)); l_49 = safe_sub_func_int8_t_s_s(l_49, 7))
            {
                int32_t *l_72 = (void*)0;
                l_72 = &l_49;
            }
        }
        (*g_21) ^= 0L;
        g_75++;
    }
    else
    {
        int64_t *l_78 = &g_36;
        int32_t l_84 = 0x3F9E4261L;
        uint16_t *l_110[8][6] = {{&g_60,&g_60,(void*)0,(void*)0,&g_60,&g_60},{&g_60,&g_60,(void*)0,&g_60,&g_60,&g_60},{&g_60,&g_60,&g_60,&g_60,&g_60,&g_60},{&g_60,&g_60,&g_60,&g_60,&g_60,&g_60},{&g_60,&g_60,&g_60,(void*)0,&g_60,&g_60},{&g_60,&g_60,(void*)0,(void*)0,&g_60,&g_60},{&g_60,&g_60,(void*)0,&g_60,&g_60,&g_60},{&g_60,&g_60,&g_60,&g_60,&g_60,&g_60}};
        uint16_t *l_202[5] = {&g_60,&g_60,&g_60,&g_60,&g_60};
        int32_t l_221 = 9L;
        int32_t l_225 = (-2L);
        int32_t l_231 = (-1L);
        uint16_t l_283 = 0xF9AEL;
        int i, j;
        if (((void*)0 != l_78))
        {
            uint32_t l_85 = 5UL;
            int32_t l_113 = 0xBF27EFC0L;
            int32_t l_114 = 8L;
            int32_t *l_148 = &g_25[7][4][1];
            uint64_t *l_163 = (void*)0;
            uint32_t l_176 = 9UL;
            (*g_23) = (safe_rshift_func_uint8_t_u_u(0xE4L, (safe_rshift_func_uint16_t_u_s(g_33[3], ((safe_unary_minus_func_uint16_t_u(0x9B6EL)) , l_84)))));
            if (p_10)
            {
                const int8_t l_92 = 0x41L;
                uint16_t *l_95 = &g_60;
                int32_t l_106 = (-1L);
                l_85 |= (*g_23);
                if ((((safe_sub_func_uint32_t_u_u((((safe_mul_func_int16_t_s_s((g_20 & ((p_8 , (safe_sub_func_int32_t_s_s(l_92, p_8))) | ((*l_95) = ((safe_mod_func_int16_t_s_s(((*l_42) = g_6), (g_6 && (((-4L) || g_36) & l_85)))) || g_33[3])))), p_10)) == g_96) | 1UL), p_9)) > 1L) > l_84))
                {
                    return p_10;
                }
                else
                {
                    int64_t l_105[6][2] = {{0x1E45C98E270A05F3LL,0xC47714F3CE24E6ACLL},{0x92AB80D1030EC2ACLL,0xC47714F3CE24E6ACLL},{0x1E45C98E270A05F3LL,0x92AB80D1030EC2ACLL},{0x1E50D5DEC9E90796LL,0x1E50D5DEC9E90796LL},{0x92AB80D1030EC2ACLL,0x1E45C98E270A05F3LL},{1L,0x1E50D5DEC9E90796LL}};
                    int i, j;
                    g_23 = l_97;
                    l_106 ^= (l_105[3][1] = (p_9 , (l_84 = ((g_6 , (((safe_add_func_int64_t_s_s((!p_8), g_61)) >= (safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((g_33[3] && (((g_25[2][5][1] & ((&g_60 != &p_10) == 0xA526L)) >= g_75) && g_20)) || 0x1E23L), p_9)), p_8))) && g_38)) <= l_85))));
                }
                p_8 = (((safe_mul_func_uint8_t_u_u((safe_unary_minus_func_uint16_t_u(g_38)), p_8)) , &p_10) == l_110[1][0]);
            }
            else
            {
                uint16_t l_151 = 9UL;
                uint32_t l_152 = 0xB32EB6C4L;
                int8_t *l_173[4][6][3] = {{{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74}},{{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74}},{{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74}},{{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74}}};
                uint64_t **l_174 = &l_31;
                int64_t *l_182 = &g_38;
                int i, j, k;
                for (g_48 = 0; (g_48 > 31); ++g_48)
                {
                    uint64_t * const l_126 = (void*)0;
                    uint8_t *l_133[10] = {&g_115,&g_115,&g_115,&g_115,&g_115,&g_115,&g_115,&g_115,&g_115,&g_115};
                    int32_t l_134 = 0L;
                    int i;
                    g_115--;
                    l_113 |= (l_134 = ((&g_43 != (void*)0) , (safe_rshift_func_int16_t_s_u((safe_lshift_func_uint8_t_u_s((g_115 ^= (((safe_mod_func_uint64_t_u_u((safe_add_func_int64_t_s_s((((l_126 == ((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint16_t_u_u(0UL, 14)), (g_43 , p_10))) , ((safe_sub_func_uint16_t_u_u(((&g_73 == &p_8) > g_60), g_96)) , l_37[2][5]))) , p_8) <= 0x30L), p_8)), p_9)) == l_85) < p_8)), 6)), 6))));
                    (*g_21) = (safe_div_func_int32_t_s_s((safe_mul_func_int8_t_s_s(((safe_mul_func_int8_t_s_s(((((((~0x2AFAD200L) ^ (safe_sub_func_uint32_t_u_u(4294967295UL, 1UL))) ^ (((safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_u((l_148 == &g_25[2][5][1]), (safe_sub_func_int16_t_s_s(((p_8 ^ ((p_8 , 0xE2637535L) , l_151)) >= 0x32L), 0UL)))), l_151)) , l_114) , l_84)) ^ p_9) != 0x06L) ^ p_8), 0xA3L)) < 0x1CA6CF425122344DLL), 0x15L)), (-1L)));
                }
                l_152--;
                if ((safe_lshift_func_uint8_t_u_u(((safe_sub_func_int64_t_s_s((safe_mul_func_int8_t_s_s((((*g_23) = ((l_84 > ((safe_sub_func_uint8_t_u_u(0x3CL, (l_163 != ((safe_div_func_uint32_t_u_u((safe_unary_minus_func_int16_t_s(((p_10 <= (safe_mod_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_u((safe_lshift_func_int8_t_s_u((g_74 = (-1L)), 6)), (l_35 != ((*l_174) = (void*)0)))) | 0x7159ED09C0B3F9B2LL), g_36))) >= 0xFD85L))), 0xCD4DB03FL)) , (void*)0)))) > l_175[1][2][2])) | (*g_23))) , g_38), 0x0BL)), g_75)) != g_25[6][6][1]), 4)))
                {
                    l_176--;
                }
                else
                {
                    uint16_t *l_185[7][1] = {{&g_60},{&g_60},{&g_60},{&g_60},{&g_60},{&g_60},{&g_60}};
                    int i, j;
                    (*g_21) ^= (p_10 | (p_9 < (((+p_8) < (g_33[3] &= (18446744073709551611UL < (((safe_sub_func_uint8_t_u_u((((void*)0 != l_182) , (safe_div_func_uint8_t_u_u(p_9, 254UL))), 0x43L)) , (void*)0) == l_185[5][0])))) , p_8)));
                    (*g_21) = (g_38 < (!(0x0CE8AD497385A9E9LL >= g_115)));
                    g_23 = &p_8;
                    ++g_189;
                }
            }
        }
        else
        {
            int8_t l_198[1][1][5] = {{{(-7L),(-7L),(-7L),(-7L),(-7L)}}};
            int32_t l_223 = 0x32F4612BL;
            int32_t l_224 = 0xCE74E1F0L;
            int32_t l_262 = 1L;
            int32_t l_265 = 0xF9C9ED5BL;
            int32_t l_266 = 0x19CB782CL;
            int32_t l_267 = 0xD03250D3L;
            int8_t l_286 = (-1L);
            int i, j, k;
            if (((*g_21) |= (0x11L | 0xC8L)))
            {
                uint64_t *l_196[6][5] = {{&g_33[3],&g_33[3],(void*)0,&g_33[3],(void*)0},{&g_33[3],&g_33[3],&g_40,&g_33[1],&g_40},{&g_33[3],&g_33[3],(void*)0,&g_33[3],(void*)0},{&g_33[3],&g_33[3],&g_40,&g_33[1],&g_40},{&g_33[3],&g_33[3],(void*)0,&g_33[3],(void*)0},{&g_33[3],&g_33[3],&g_40,&g_33[1],&g_40}};
                uint16_t **l_200 = (void*)0;
                uint16_t **l_201 = &l_110[1][0];
                int32_t *l_212[3][2][3];
                int32_t l_220 = 0x14317B74L;
                int32_t l_222 = (-4L);
                int i, j, k;
                for (i = 0; i < 3; i++)
                {
                    for (j = 0; j < 2; j++)
                    {
                        for (k = 0; k < 3; k++)
                            l_212[i][j][k] = &g_25[2][5][1];
                    }
                }
                (*g_21) &= ((p_9 , 0xFF5BL) <= ((safe_sub_func_uint8_t_u_u(((safe_lshift_func_uint8_t_u_u(p_8, 4)) >= (&g_33[3] == l_196[0][0])), (~l_198[0][0][3]))) , ((((~(((((*l_39) = ((((*l_201) = &g_60) != l_202[1]) <= 0x92L)) , p_9) & 1UL) , p_10)) , g_75) > 1UL) >= g_115)));
                for (g_40 = 25; (g_40 <= 5); g_40 = safe_sub_func_int64_t_s_s(g_40, 5))
                {
                    int64_t * const **l_211 = &g_209[2][3][4];
                    (*g_21) |= (safe_sub_func_uint16_t_u_u((g_33[3] != (((safe_rshift_func_uint16_t_u_s(p_8, ((g_60 , &l_37[2][5]) == ((*l_211) = g_209[3][0][4])))) , l_212[2][1][2]) == ((safe_sub_func_uint16_t_u_u((p_10 = (safe_lshift_func_int16_t_s_u(p_8, 10))), 0UL)) , &g_25[2][5][1]))), 0x15FFL));
                    if (g_217)
                        continue;
                }
                for (p_9 = 0; (p_9 == (-3)); p_9--)
                {
                    int64_t l_226 = 5L;
                    l_232--;
                }
            }
            else
            {
                int32_t l_245[8][1] = {{1L},{1L},{1L},{1L},{1L},{1L},{1L},{1L}};
                int16_t l_261 = 1L;
                int i, j;
                for (g_36 = 0; (g_36 <= 0); g_36 = safe_add_func_uint16_t_u_u(g_36, 3))
                {
                    int8_t l_239 = (-8L);
                    (*g_23) = ((safe_mod_func_uint64_t_u_u(p_10, g_36)) >= l_239);
                    (*g_242) = g_240;
                }
                if ((**g_242))
                {
                    int8_t l_243 = 0x4FL;
                    int32_t l_244 = 0x4BE0949EL;
                    int32_t l_246 = 0xA67BABF1L;
                    int32_t l_247 = 0x355BF927L;
                    int32_t l_248 = 1L;
                    uint32_t l_249 = 4294967295UL;
                    uint16_t l_254 = 0xD0E1L;
                    uint16_t **l_257 = &l_202[3];
                    int8_t *l_260 = &g_74;
                    int32_t l_263 = 0x97403510L;
                    int32_t l_264 = 0x30EF9576L;
                    ++l_249;
                    (*g_240) = (((safe_mul_func_uint16_t_u_u(l_198[0][0][3], l_243)) , l_254) >= ((*l_260) = ((safe_lshift_func_int16_t_s_s(1L, (((*l_257) = &g_60) == (void*)0))) ^ (safe_lshift_func_uint8_t_u_s((p_10 | 0x01L), 2)))));
                    (*g_240) &= 0xAD47CF24L;
                    g_268--;
                }
                else
                {
                    (*g_23) = (((safe_add_func_int32_t_s_s(p_10, ((((((safe_sub_func_uint16_t_u_u((g_6 && (((safe_lshift_func_int16_t_s_u(((*l_42) ^= (safe_div_func_int16_t_s_s(p_10, (p_8 && (safe_mul_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s(((void*)0 == &g_209[3][0][4]), p_10)), l_245[1][0])))))), l_198[0][0][3])) && l_231) == 4294967289UL)), 1L)) & l_283) , 0xDDL) < g_33[3]) & 0UL) || p_9))) || 4UL) | 0x6987D56929A4D273LL);
                    (*g_23) |= (*g_240);
                }
                for (g_75 = (-21); (g_75 >= 15); ++g_75)
                {
                    g_21 = ((1UL || p_10) , &p_8);
                }
            }
            l_286 = 4L;
            (*g_240) |= (g_268 >= p_8);
        }
    }
    (*g_240) |= ((safe_rshift_func_uint16_t_u_u((g_25[2][5][1] , (((2L && (safe_mod_func_int32_t_s_s(0xE5E681E8L, p_9))) || ((((*l_291) = &g_61) == ((*l_292) = l_42)) || p_9)) != 0xBC9CL)), 14)) != p_9);
    return g_115;
}







static int32_t func_12(int8_t p_13, int8_t p_14, uint64_t p_15, int16_t p_16)
{
    int32_t *l_19 = &g_20;
    int32_t **l_22[8][4] = {{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0}};
    int i, j;
    (*l_19) = p_13;
    g_21 = l_19;
    g_23 = (g_20 , (g_21 = l_19));
    return p_13;
}





int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_20, "g_20", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_25[i][j][k], "g_25[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_33[i], "g_33[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_36, "g_36", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_40, "g_40", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_73, "g_73", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_115, "g_115", print_hash_value);
    transparent_crc(g_189, "g_189", print_hash_value);
    transparent_crc(g_217, "g_217", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_227[i], "g_227[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_228, "g_228", print_hash_value);
    transparent_crc(g_229, "g_229", print_hash_value);
    transparent_crc(g_230, "g_230", print_hash_value);
    transparent_crc(g_241, "g_241", print_hash_value);
    transparent_crc(g_268, "g_268", print_hash_value);
    transparent_crc(g_321, "g_321", print_hash_value);
    transparent_crc(g_338, "g_338", print_hash_value);
    transparent_crc(g_341, "g_341", print_hash_value);
    transparent_crc(g_366, "g_366", print_hash_value);
    transparent_crc(g_380, "g_380", print_hash_value);
    transparent_crc(g_389, "g_389", print_hash_value);
    transparent_crc(g_390, "g_390", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
