#!/bin/sh
# Interesting iff GCC compiles io.c and base64enc.c (with the header io.h) and links them with
# libnettle into a program (no error; garbage is rejected here), warning in base64enc.c
#   format '%s' expects argument of type 'char *', but argument 2 has type 'int' [-Wformat=]
# -- a werror() call, io.h's printf-style function, given errno where its format wants a
# string. The two macros nettle's own config.h gives the examples are passed with -D; nettle's
# headers are in /usr/include/nettle (Debian nettle-dev). Output goes to the cwd only.
export LC_ALL=C
rm -f prog
timeout 20 gcc -Wall -I/usr/include/nettle \
  '-DPRINTF_STYLE(f, a)=__attribute__ ((__format__ (__printf__, f, a)))' \
  '-DUNUSED=__attribute__ ((__unused__))' \
  io.c base64enc.c -lnettle -o prog >gcc.out 2>&1 || exit 1
[ -f prog ] || exit 1
grep -q "^base64enc\.c:[0-9]*:[0-9]*: warning: format '%s' expects argument of type 'char \*', but argument 2 has type 'int' \[-Wformat=\]" gcc.out
