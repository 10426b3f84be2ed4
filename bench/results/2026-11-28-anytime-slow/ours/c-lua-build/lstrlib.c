

enum
{
  _ISupper = ((0) < 8 ? ((1 << (0)) << 8) : ((1 << (0)) >> 8)),
  _ISlower = ((1) < 8 ? ((1 << (1)) << 8) : ((1 << (1)) >> 8)),
  _ISalpha = ((2) < 8 ? ((1 << (2)) << 8) : ((1 << (2)) >> 8)),
  _ISdigit = ((3) < 8 ? ((1 << (3)) << 8) : ((1 << (3)) >> 8)),
  _ISxdigit = ((4) < 8 ? ((1 << (4)) << 8) : ((1 << (4)) >> 8)),
  _ISspace = ((5) < 8 ? ((1 << (5)) << 8) : ((1 << (5)) >> 8)),
  _ISgraph = ((7) < 8 ? ((1 << (7)) << 8) : ((1 << (7)) >> 8)),
  _IScntrl = ((9) < 8 ? ((1 << (9)) << 8) : ((1 << (9)) >> 8)),
  _ISpunct = ((10) < 8 ? ((1 << (10)) << 8) : ((1 << (10)) >> 8)),
  _ISalnum = ((11) < 8 ? ((1 << (11)) << 8) : ((1 << (11)) >> 8))
};
extern const unsigned short int **__ctype_b_loc (void)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern int tolower (int __c) __attribute__ ((__nothrow__ , __leaf__));
extern int toupper (int __c) __attribute__ ((__nothrow__ , __leaf__));;
extern struct lconv *localeconv (void) __attribute__ ((__nothrow__ , __leaf__));

typedef long int ptrdiff_t;
typedef long unsigned int size_t;
extern int snprintf (char *__restrict __s, size_t __maxlen,
       const char *__restrict __format, ...)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 4)));


extern void *memcpy (void *__restrict __dest, const void *__restrict __src,
       size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int memcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memchr (const void *__s, int __c, size_t __n)
      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *strcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern size_t strspn (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strpbrk (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern size_t strlen (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
typedef long int intptr_t;
typedef struct lua_State lua_State;
typedef double lua_Number;
typedef long long lua_Integer;
typedef unsigned long long lua_Unsigned;
typedef intptr_t lua_KContext;
typedef int (*lua_CFunction) (lua_State *L);
typedef int (*lua_KFunction) (lua_State *L, int status, lua_KContext ctx);
typedef int (*lua_Writer) (lua_State *L, const void *p, size_t sz, void *ud);
extern int (lua_gettop) (lua_State *L);
extern void (lua_settop) (lua_State *L, int idx);
extern void (lua_pushvalue) (lua_State *L, int idx);
extern void (lua_rotate) (lua_State *L, int idx, int n);
extern int (lua_isstring) (lua_State *L, int idx);
extern int (lua_isinteger) (lua_State *L, int idx);
extern int (lua_type) (lua_State *L, int idx);
extern const char *(lua_typename) (lua_State *L, int tp);
extern lua_Number (lua_tonumberx) (lua_State *L, int idx, int *isnum);
extern lua_Integer (lua_tointegerx) (lua_State *L, int idx, int *isnum);
extern int (lua_toboolean) (lua_State *L, int idx);
extern const char *(lua_tolstring) (lua_State *L, int idx, size_t *len);
extern void *(lua_touserdata) (lua_State *L, int idx);
extern const void *(lua_topointer) (lua_State *L, int idx);
extern void (lua_arith) (lua_State *L, int op);
extern void (lua_pushnil) (lua_State *L);
extern void (lua_pushnumber) (lua_State *L, lua_Number n);
extern void (lua_pushinteger) (lua_State *L, lua_Integer n);
extern const char *(lua_pushlstring) (lua_State *L, const char *s, size_t len);
extern const char *(lua_pushstring) (lua_State *L, const char *s);
extern void (lua_pushcclosure) (lua_State *L, lua_CFunction fn, int n);
extern int (lua_gettable) (lua_State *L, int idx);
extern void (lua_createtable) (lua_State *L, int narr, int nrec);
extern void *(lua_newuserdatauv) (lua_State *L, size_t sz, int nuvalue);
extern void (lua_setfield) (lua_State *L, int idx, const char *k);
extern int (lua_setmetatable) (lua_State *L, int objindex);
extern void (lua_callk) (lua_State *L, int nargs, int nresults,
                           lua_KContext ctx, lua_KFunction k);
extern int (lua_dump) (lua_State *L, lua_Writer writer, void *data, int strip);
extern size_t (lua_stringtonumber) (lua_State *L, const char *s);
typedef struct luaL_Buffer luaL_Buffer;
typedef struct luaL_Reg {
  const char *name;
  lua_CFunction func;
} luaL_Reg;
extern void (luaL_checkversion_) (lua_State *L, lua_Number ver, size_t sz);
extern int (luaL_getmetafield) (lua_State *L, int obj, const char *e);
extern const char *(luaL_tolstring) (lua_State *L, int idx, size_t *len);
extern int (luaL_argerror) (lua_State *L, int arg, const char *extramsg);
extern int (luaL_typeerror) (lua_State *L, int arg, const char *tname);
extern const char *(luaL_checklstring) (lua_State *L, int arg,
                                                          size_t *l);
extern const char *(luaL_optlstring) (lua_State *L, int arg,
                                          const char *def, size_t *l);
extern lua_Number (luaL_checknumber) (lua_State *L, int arg);
extern lua_Integer (luaL_checkinteger) (lua_State *L, int arg);
extern lua_Integer (luaL_optinteger) (lua_State *L, int arg,
                                          lua_Integer def);
extern void (luaL_checkstack) (lua_State *L, int sz, const char *msg);
extern void (luaL_checktype) (lua_State *L, int arg, int t);
extern int (luaL_error) (lua_State *L, const char *fmt, ...);
extern void (luaL_setfuncs) (lua_State *L, const luaL_Reg *l, int nup);
struct luaL_Buffer {
  char *b;
  size_t size;
  size_t n;
};
extern void (luaL_buffinit) (lua_State *L, luaL_Buffer *B);
extern char *(luaL_prepbuffsize) (luaL_Buffer *B, size_t sz);
extern void (luaL_addlstring) (luaL_Buffer *B, const char *s, size_t l);
extern void (luaL_addstring) (luaL_Buffer *B, const char *s);
extern void (luaL_addvalue) (luaL_Buffer *B);
extern void (luaL_pushresult) (luaL_Buffer *B);
extern void (luaL_pushresultsize) (luaL_Buffer *B, size_t sz);
extern char *(luaL_buffinitsize) (lua_State *L, luaL_Buffer *B, size_t sz);
static int str_len (lua_State *L) {
  size_t l;
  luaL_checklstring(L, 1, &l);
  lua_pushinteger(L, (lua_Integer)l);
  return 1;
}
static size_t posrelatI (lua_Integer pos, size_t len) {
    return (size_t)pos;
}
static size_t getendpos (lua_State *L, int arg, lua_Integer def,
                         size_t len) {
  lua_Integer pos = luaL_optinteger(L, arg, def);
    return len;
}
static int str_sub (lua_State *L) {
  size_t l;
  return 1;
}
static int str_reverse (lua_State *L) {
  return 1;
}
static int str_lower (lua_State *L) {
  return 1;
}
static int str_upper (lua_State *L) {
  return 1;
}
static int str_rep (lua_State *L) {
  size_t l, lsep;
  const char *s = luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  const char *sep = luaL_optlstring(L, 3, "", &lsep); {
    size_t totallen = (size_t)n * l + (size_t)(n - 1) * lsep;
    luaL_Buffer b;
    char *p = luaL_buffinitsize(L, &b, totallen);
    while (n-- > 1) {
      memcpy(p, s, l * sizeof(char)); p += l;
      if (lsep > 0) {
        memcpy(p, s, lsep * sizeof(char));
        p += lsep;
      }
    }
    memcpy(p, s, l * sizeof(char));
    luaL_pushresultsize(&b, totallen);
  }
  return 1;
}
static int str_byte (lua_State *L) {
  size_t l;
  const char *s = luaL_checklstring(L, 1, &l);
  lua_Integer pi = luaL_optinteger(L, 2, 1);
  size_t posi = posrelatI(pi, l);
  size_t pose = getendpos(L, 3, pi, l);
  int n, i;
  n = (int)(pose - posi) + 1;
  return n;
}
static int str_char (lua_State *L) {
  return 1;
}
struct str_Writer {
  int init;
  luaL_Buffer B;
};
static int writer (lua_State *L, const void *b, size_t size, void *ud) {
  return 0;
}
static int str_dump (lua_State *L) {
  return 1;
}
static int tonum (lua_State *L, int arg) { {
    lua_pushvalue(L, arg);
    return 1;
  }
}
static void trymt (lua_State *L, const char *mtname) {
}
static int arith (lua_State *L, int op, const char *mtname) {
  if (tonum(L, 1) && tonum(L, 2))
    lua_arith(L, op);
  else
    trymt(L, mtname);
  return 1;
}
static int arith_add (lua_State *L) {
  return arith(L, 0, "__add");
}
static int arith_sub (lua_State *L) {
  return arith(L, 1, "__sub");
}
static int arith_mul (lua_State *L) {
  return arith(L, 2, "__mul");
}
static int arith_mod (lua_State *L) {
  return arith(L, 3, "__mod");
}
static int arith_pow (lua_State *L) {
  return arith(L, 4, "__pow");
}
static int arith_div (lua_State *L) {
  return arith(L, 5, "__div");
}
static int arith_idiv (lua_State *L) {
  return arith(L, 6, "__idiv");
}
static int arith_unm (lua_State *L) {
  return arith(L, 12, "__unm");
}
static const luaL_Reg stringmetamethods[] =
  {((void *)0), ((void *)0)};
typedef struct MatchState {
  const char *src_init;
  const char *src_end;
  const char *p_end;
  lua_State *L;
  int matchdepth;
  unsigned char level;
  struct {
    const char *init;
    ptrdiff_t len;
  } capture[32];
} MatchState;
static const char *match (MatchState *ms, const char *s, const char *p);
static int check_capture (MatchState *ms, int l) {
  return l;
}
static int capture_to_close (MatchState *ms) {
  return luaL_error(ms->L, "invalid pattern capture");
}
static const char *classend (MatchState *ms, const char *p) {
  switch (*p++) {
    default: {
      return p;
    }
  }
}
static int match_class (int c, int cl) {
  int res;
  switch (tolower(cl)) {
    default: return (cl == c);
  }
  return (((*__ctype_b_loc ())[(int) ((cl))] & (unsigned short int) _ISlower) ? res : !res);
}
static int matchbracketclass (int c, const char *p, const char *ec) {
  int sig = 1;
  return !sig;
}
static int singlematch (MatchState *ms, const char *s, const char *p,
                        const char *ep) {
    return 0;
}
static const char *matchbalance (MatchState *ms, const char *s,
                                   const char *p) {
  return ((void *)0);
}
static const char *max_expand (MatchState *ms, const char *s,
                                 const char *p, const char *ep) {
  return ((void *)0);
}
static const char *min_expand (MatchState *ms, const char *s,
                                 const char *p, const char *ep) {
    const char *res = match(ms, s, ep+1);
    if (res != ((void *)0))
      return res;
    else if (singlematch(ms, s, p, ep))
      s++;
    else return ((void *)0);
}
static const char *start_capture (MatchState *ms, const char *s,
                                    const char *p, int what) {
  const char *res;
  return res;
}
static const char *end_capture (MatchState *ms, const char *s,
                                  const char *p) {
  const char *res;
  return res;
}
static const char *match_capture (MatchState *ms, const char *s, int l) {
  size_t len;
    return s+len;
}
static const char *match (MatchState *ms, const char *s, const char *p) {
  init:
  if (p != ms->p_end)
    switch (*p) {
        break;
    }
  return s;
}
static const char *lmemfind (const char *s1, size_t l1,
                               const char *s2, size_t l2) { return s1;
}
static size_t get_onecapture (MatchState *ms, int i, const char *s,
                              const char *e, const char **cap) {
    return e - s;
}
static void push_onecapture (MatchState *ms, int i, const char *s,
                                                    const char *e) {
  const char *cap;
  ptrdiff_t l = get_onecapture(ms, i, s, e, &cap);
  if (l != (-2))
    lua_pushlstring(ms->L, cap, l);
}
static int push_captures (MatchState *ms, const char *s, const char *e) {
  int nlevels = (ms->level == 0 && s) ? 1 : ms->level;
  return nlevels;
}
static int nospecials (const char *p, size_t l) {
  size_t upto = 0;
  do {
    if (strpbrk(p + upto, "^$*+?.([%-"))
      return 0;
    upto += strlen(p + upto) + 1;
  } while (upto <= l);
  return 1;
}
static void prepstate (MatchState *ms, lua_State *L,
                       const char *s, size_t ls, const char *p, size_t lp) {
  ms->L = L;
  ms->matchdepth = 200;
  ms->src_init = s;
  ms->src_end = s + ls;
  ms->p_end = p + lp;
}
static void reprepstate (MatchState *ms) {
  ms->level = 0;
  ((void)0);
}
static int str_find_aux (lua_State *L, int find) {
  return 1;
}
static int str_find (lua_State *L) {
  return str_find_aux(L, 1);
}
static int str_match (lua_State *L) {
  return str_find_aux(L, 0);
}
typedef struct GMatchState {
  const char *src;
  const char *p;
  const char *lastmatch;
  MatchState ms;
} GMatchState;
static int gmatch_aux (lua_State *L) {
  return 0;
}
static int gmatch (lua_State *L) {
  return 1;
}
static void add_s (MatchState *ms, luaL_Buffer *b, const char *s,
                                                   const char *e) {
}
static int add_value (MatchState *ms, luaL_Buffer *b, const char *s,
                                      const char *e, int tr) {
  lua_State *L = ms->L;
  switch (tr) {
    default: {
      add_s(ms, b, s, e);
      return 1;
    }
  }
}
static int str_gsub (lua_State *L) {
  return 2;
}
static void addquoted (luaL_Buffer *b, const char *s, size_t len) {
}
static int quotefloat (lua_State *L, char *buff, lua_Number n) {
  const char *s; {
    int nb = ((void)L, snprintf(buff,120,"%" "" "a",(double)(n)));
    return nb;
  }
}
static void addliteral (lua_State *L, luaL_Buffer *b, int arg) {
}
static const char *get2digits (const char *s) {
  return s;
}
static void checkformat (lua_State *L, const char *form, const char *flags,
                                       int precision) {
}
static const char *getformat (lua_State *L, const char *strfrmt,
                                            char *form) {
  size_t len = strspn(strfrmt, "-+#0 " "123456789.");
  len++;
  return strfrmt + len - 1;
}
static void addlenmod (char *form, const char *lenmod) {
}
static int str_format (lua_State *L) {
  int top = lua_gettop(L);
  int arg = 1;
  size_t sfl;
  const char *strfrmt = luaL_checklstring(L, arg, &sfl);
  const char *strfrmt_end = strfrmt+sfl;
  const char *flags;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  while (strfrmt < strfrmt_end) {
    if (*strfrmt != '%')
      ( ((&b)->b[(&b)->n++] = (*strfrmt++)));
    else if (*++strfrmt == '%');
    else {
      char form[32];
      int maxitem = 120;
      char *buff = luaL_prepbuffsize(&b, maxitem);
      int nb = 0;
      if (++arg > top)
        return luaL_argerror(L, arg, "no value");
      strfrmt = getformat(L, strfrmt, form);
      switch (*strfrmt++) {
        case 'd': case 'i':
          flags = "-+0 ";
        case 's': {
          size_t l;
          const char *s = luaL_tolstring(L, arg, &l);
            luaL_addvalue(&b);
        }
      }
      ((&b)->n += (nb));
    }
  }
  luaL_pushresult(&b);
  return 1;
}
static const union {
  int dummy;
  char little;
} nativeendian = {1};
typedef struct Header {
  lua_State *L;
  int islittle;
  int maxalign;
} Header;
typedef enum KOption {
  Kint,
  Kuint,
  Kfloat,
  Knumber,
  Kdouble,
  Kchar,
  Kstring,
  Kzstr,
  Kpadding,
  Kpaddalign,
  Knop
} KOption;
static int digit (int c) { return '0' <= c && c <= '9'; }
static int getnum (const char **fmt, int df) {
    return df;
}
static int getnumlimit (Header *h, const char **fmt, int df) {
  int sz = getnum(fmt, df);
  if ((__builtin_expect(((sz > 16 || sz <= 0) != 0), 0)))
    return luaL_error(h->L, "integral size (%d) out of limits [1,%d]",
                            sz, 16);
}
static void initheader (lua_State *L, Header *h) {
  h->L = L;
  h->islittle = nativeendian.little;
  h->maxalign = 1;
}
static KOption getoption (Header *h, const char **fmt, int *size) {
  struct cD { char c; union { lua_Number n; double u; void *s; lua_Integer i; long l; } u; };
  int opt = *((*fmt)++);
  switch (opt) {
    case 'x': *size = 1;
  }
  return Knop;
}
static KOption getdetails (Header *h, size_t totalsize,
                           const char **fmt, int *psize, int *ntoalign) {
  KOption opt = getoption(h, fmt, psize);
  return opt;
}
static void packint (luaL_Buffer *b, lua_Unsigned n,
                     int islittle, int size, int neg) {
}
static void copywithendian (char *dest, const char *src,
                            int size, int islittle) {
}
static int str_pack (lua_State *L) {
  return 1;
}
static int str_packsize (lua_State *L) {
  return 1;
}
static lua_Integer unpackint (lua_State *L, const char *str,
                              int islittle, int size, int issigned) {
  lua_Unsigned res = 0;
  return (lua_Integer)res;
}
static int str_unpack (lua_State *L) {
  int n = 0;
  return n + 1;
}
static const luaL_Reg strlib[] = {
  {"format", str_format},
  {"rep", str_rep},
  {((void *)0), ((void *)0)}
};
static void createmetatable (lua_State *L) {
  lua_createtable(L, 0, sizeof(stringmetamethods)/sizeof((stringmetamethods)[0]) - 1);
  lua_pushstring(L, "" "");
  lua_pushvalue(L, -2);
  lua_setmetatable(L, -2);
  lua_settop(L, -(1)-1);
  lua_pushvalue(L, -2);
  lua_setfield(L, -2, "__index");
  lua_settop(L, -(1)-1);
}
extern int luaopen_string (lua_State *L) {
  (luaL_checkversion_(L, 504, (sizeof(lua_Integer)*16 + sizeof(lua_Number))), lua_createtable(L, 0, sizeof(strlib)/sizeof((strlib)[0]) - 1), luaL_setfuncs(L,strlib,0));
  createmetatable(L);
  return 1;
}
