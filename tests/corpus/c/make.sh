#!/usr/bin/env bash
# Regenerate the machine-made C corpora:
#   gcc-E/   gcc -E output (with and without -P) of small programs that each
#            include one standard/POSIX header, plus one program including all
#            of them with _GNU_SOURCE, and a strict -std=c11 variant; and
#            -std=gnu2x -P output of common library headers (*.gnu2x.P.c);
#   csmith/  csmith programs for a range of seeds, raw (with the
#            `#include "csmith.h"` line kept as a directive) and preprocessed
#            against csmith-stub/csmith.h.
# Every generated file is checked with `gcc -fsyntax-only` before it is kept.
# usage: tests/corpus/c/make.sh   (needs gcc and csmith)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out_e=$here/gcc-E; out_cs=$here/csmith
SEEDS=${SEEDS:-"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20"}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
rm -rf "$out_e" "$out_cs"; mkdir -p "$out_e" "$out_cs"

syntax_ok() { gcc -std=gnu11 -fsyntax-only -w "$@"; }

# header|statement using something the header declares
headers=(
  "stdio.h|printf(\"%d\\n\", 1); fflush(stdout);"
  "stdlib.h|void *p = malloc(4); free(p); (void)atoi(\"1\");"
  "string.h|char b[4]; memcpy(b, \"abc\", 4); (void)strlen(b);"
  "math.h|(void)sin(1.0); (void)isnan(2.0f);"
  "stdint.h|int64_t x = INT64_MAX; uint8_t y = UINT8_C(3); (void)x; (void)y;"
  "inttypes.h|intmax_t v = strtoimax(\"5\", 0, 10); (void)v; (void)PRId64;"
  "signal.h|signal(SIGINT, SIG_IGN);"
  "pthread.h|pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; pthread_mutex_lock(&m);"
  "stdarg.h|va_list ap; (void)sizeof ap;"
  "stddef.h|size_t n = offsetof(struct { int a; char b; }, b); (void)n;"
  "limits.h|int m = INT_MAX; (void)m;"
  "ctype.h|(void)isalpha('a'); (void)toupper('b');"
  "errno.h|errno = EINVAL;"
  "time.h|time_t t = time(0); struct tm *tm = localtime(&t); (void)tm;"
  "unistd.h|(void)getpid(); (void)sysconf(_SC_PAGESIZE);"
  "fcntl.h|int fd = open(\"/dev/null\", O_RDONLY); (void)fd;"
  "sys/types.h|pid_t p = 0; off_t o = 0; (void)p; (void)o;"
  "sys/stat.h|struct stat st; (void)stat(\"/\", &st);"
  "setjmp.h|jmp_buf jb; if (setjmp(jb)) return 1;"
  "assert.h|assert(1 + 1 == 2);"
  "wchar.h|wchar_t w[4] = L\"abc\"; (void)wcslen(w);"
  "locale.h|setlocale(LC_ALL, \"C\");"
  "complex.h|double complex z = 1.0 + 2.0 * I; (void)cabs(z);"
  "stdatomic.h|atomic_int a = ATOMIC_VAR_INIT(0); atomic_fetch_add(&a, 1);"
  "threads.h|mtx_t m; mtx_init(&m, mtx_plain);"
  "stdbool.h|bool b = true; (void)b;"
  "stdalign.h|alignas(8) char c[8]; (void)alignof(long); (void)c;"
  "stdnoreturn.h|(void)0;"
  "float.h|double d = DBL_EPSILON; (void)d;"
  "fenv.h|feclearexcept(FE_ALL_EXCEPT);"
  "tgmath.h|(void)sqrt(2.0f); (void)fabs(-1.0);"
  "uchar.h|char16_t c = u'x'; (void)c;"
  "wctype.h|(void)iswalpha(L'a');"
  "sys/time.h|struct timeval tv; gettimeofday(&tv, 0);"
  "sys/socket.h|int s = socket(AF_INET, SOCK_STREAM, 0); (void)s;"
  "netinet/in.h|struct sockaddr_in sa = { .sin_family = AF_INET }; sa.sin_port = htons(80);"
  "dirent.h|DIR *d = opendir(\".\"); if (d) closedir(d);"
  "regex.h|regex_t re; regcomp(&re, \"a*\", REG_EXTENDED);"
  "sched.h|sched_yield();"
  "semaphore.h|sem_t s; sem_init(&s, 0, 1);"
  "sys/mman.h|void *p = mmap(0, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0); (void)p;"
  "sys/wait.h|int st; (void)waitpid(-1, &st, WNOHANG); (void)WIFEXITED(st);"
  "dlfcn.h|(void)dlopen(0, RTLD_LAZY);"
  "byteswap.h|(void)bswap_32(1u);"
  "endian.h|(void)htobe32(1u);"
  "getopt.h|(void)getopt_long;"
  "termios.h|struct termios t; (void)tcgetattr(0, &t);"
  "poll.h|struct pollfd p = { 0, POLLIN, 0 }; (void)poll(&p, 1, 0);"
  "search.h|(void)hcreate(10);"
  "spawn.h|posix_spawnattr_t a; posix_spawnattr_init(&a);"
)

all=$tmp/all_headers.c
{ echo "#define _GNU_SOURCE 1"; for h in "${headers[@]}"; do echo "#include <${h%%|*}>"; done
  echo "int main(void) { return 0; }"; } > "$all"

for h in "${headers[@]}"; do
  hdr=${h%%|*}; body=${h#*|}
  name=$(echo "$hdr" | tr '/.' '__' | sed 's/_h$//')
  src=$tmp/$name.c
  printf '#include <%s>\nint main(void)\n{\n    %s\n    return 0;\n}\n' "$hdr" "$body" > "$src"
  syntax_ok -D_GNU_SOURCE "$src"
  gcc -std=gnu11 -D_GNU_SOURCE -E "$src" -o "$out_e/$name.i.c"
  gcc -std=gnu11 -D_GNU_SOURCE -E -P "$src" -o "$out_e/$name.P.c"
done
gcc -std=gnu11 -E "$all" -o "$out_e/all_headers_gnu.i.c"
gcc -std=c11 -E -P "$all" -o "$out_e/all_headers_c11.P.c"
for f in "$out_e"/*.c; do syntax_ok "$f"; done

# Library headers (zlib, curses, X11, sqlite, ...) preprocessed in C23 mode
# (-std=gnu2x), for tests/parsing/c_gcc_acceptance.rs. The first line records the gcc
# flags the test uses. A header missing on this machine is skipped with a note
# (the committed files came from a Debian 12 machine with the -dev packages).
gnu2x_headers=(
  zlib.h bzlib.h lzma.h expat.h png.h curses.h X11/Xlib.h fontconfig/fontconfig.h
  "stdio.h readline/readline.h" sqlite3.h uuid/uuid.h gmp.h magic.h ffi.h gnutls/gnutls.h
)
for hs in "${gnu2x_headers[@]}"; do
  last=${hs##* }
  name=$(echo "${last%.h}" | tr '/.' '__')
  src=$tmp/$name.gnu2x.c; : > "$src"
  for h in $hs; do echo "#include <$h>" >> "$src"; done
  echo "int main(void) { return 0; }" >> "$src"
  if ! gcc -std=gnu2x -D_GNU_SOURCE -E -P "$src" -o "$tmp/$name.pp" 2>/dev/null; then
    echo "make.sh: skipping $hs (header not installed)" >&2; continue
  fi
  { echo "// gcc-flags: -std=gnu2x"; cat "$tmp/$name.pp"; } > "$out_e/$name.gnu2x.P.c"
  gcc -std=gnu2x -fsyntax-only -w "$out_e/$name.gnu2x.P.c"
done

for seed in $SEEDS; do
  raw=$out_cs/seed$seed.c
  # Smaller than csmith's defaults, to keep the corpus and parse times small.
  csmith --seed "$seed" --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8 > "$raw"
  syntax_ok -I"$here/csmith-stub" "$raw"
  gcc -std=gnu11 -E -I"$here/csmith-stub" "$raw" -o "$out_cs/seed$seed.i.c"
  syntax_ok "$out_cs/seed$seed.i.c"
done
du -sh "$out_e" "$out_cs"
