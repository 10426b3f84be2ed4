
typedef long int __off64_t;

enum
{
  _ISupper = ((0) < 8 ? ((1 << (0)) << 8) : ((1 << (0)) >> 8)),
  _ISlower = ((1) < 8 ? ((1 << (1)) << 8) : ((1 << (1)) >> 8)),
  _ISalpha = ((2) < 8 ? ((1 << (2)) << 8) : ((1 << (2)) >> 8)),
  _ISdigit = ((3) < 8 ? ((1 << (3)) << 8) : ((1 << (3)) >> 8)),
  _ISxdigit = ((4) < 8 ? ((1 << (4)) << 8) : ((1 << (4)) >> 8)),
  _ISspace = ((5) < 8 ? ((1 << (5)) << 8) : ((1 << (5)) >> 8)),
  _ISprint = ((6) < 8 ? ((1 << (6)) << 8) : ((1 << (6)) >> 8)),
  _ISgraph = ((7) < 8 ? ((1 << (7)) << 8) : ((1 << (7)) >> 8)),
  _ISblank = ((8) < 8 ? ((1 << (8)) << 8) : ((1 << (8)) >> 8)),
  _IScntrl = ((9) < 8 ? ((1 << (9)) << 8) : ((1 << (9)) >> 8)),
  _ISpunct = ((10) < 8 ? ((1 << (10)) << 8) : ((1 << (10)) >> 8)),
  _ISalnum = ((11) < 8 ? ((1 << (11)) << 8) : ((1 << (11)) >> 8))
};
extern const unsigned short int **__ctype_b_loc (void)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern int tolower (int __c) __attribute__ ((__nothrow__ , __leaf__));
extern int toupper (int __c) __attribute__ ((__nothrow__ , __leaf__));


struct lconv
{
  char *decimal_point;
  char *thousands_sep;
  char *grouping;
  char *int_curr_symbol;
  char *currency_symbol;
  char *mon_decimal_point;
  char *mon_thousands_sep;
  char *mon_grouping;
  char *positive_sign;
  char *negative_sign;
  char int_frac_digits;
  char frac_digits;
  char p_cs_precedes;
  char p_sep_by_space;
  char n_cs_precedes;
  char n_sep_by_space;
  char p_sign_posn;
  char n_sign_posn;
  char int_p_cs_precedes;
  char int_p_sep_by_space;
  char int_n_cs_precedes;
  char int_n_sep_by_space;
  char int_p_sign_posn;
  char int_n_sign_posn;
};
extern struct lconv *localeconv (void) __attribute__ ((__nothrow__ , __leaf__));

typedef long int ptrdiff_t;
typedef long unsigned int size_t;
typedef struct
{
  int __count;
  union
  {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} __mbstate_t;
typedef struct _G_fpos64_t
{
  __off64_t __pos;
  __mbstate_t __state;
} __fpos64_t;
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
  lua_State *L;
  union {
    lua_Number n; double u; void *s; lua_Integer i; long l;
    char b[((int)(16 * sizeof(void*) * sizeof(lua_Number)))];
  } init;
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
  if (pos > 0)
    return (size_t)pos;
  else if (pos == 0)
    return 1;
  else if (pos < -(lua_Integer)len)
    return 1;
  else return len + (size_t)pos + 1;
}
static size_t getendpos (lua_State *L, int arg, lua_Integer def,
                         size_t len) {
  lua_Integer pos = luaL_optinteger(L, arg, def);
  if (pos > (lua_Integer)len)
    return len;
  else if (pos >= 0)
    return (size_t)pos;
  else if (pos < -(lua_Integer)len)
    return 0;
  else return len + (size_t)pos + 1;
}
static int str_sub (lua_State *L) {
  size_t l;
  const char *s = luaL_checklstring(L, 1, &l);
  size_t start = posrelatI(luaL_checkinteger(L, 2), l);
  size_t end = getendpos(L, 3, -1, l);
  if (start <= end)
    lua_pushlstring(L, s + start - 1, (end - start) + 1);
  else lua_pushstring(L, "" "");
  return 1;
}
static int str_reverse (lua_State *L) {
  size_t l, i;
  luaL_Buffer b;
  const char *s = luaL_checklstring(L, 1, &l);
  char *p = luaL_buffinitsize(L, &b, l);
  for (i = 0; i < l; i++)
    p[i] = s[l - i - 1];
  luaL_pushresultsize(&b, l);
  return 1;
}
static int str_lower (lua_State *L) {
  size_t l;
  size_t i;
  luaL_Buffer b;
  const char *s = luaL_checklstring(L, 1, &l);
  char *p = luaL_buffinitsize(L, &b, l);
  for (i=0; i<l; i++)
    p[i] = tolower(((unsigned char)(s[i])));
  luaL_pushresultsize(&b, l);
  return 1;
}
static int str_upper (lua_State *L) {
  size_t l;
  size_t i;
  luaL_Buffer b;
  const char *s = luaL_checklstring(L, 1, &l);
  char *p = luaL_buffinitsize(L, &b, l);
  for (i=0; i<l; i++)
    p[i] = toupper(((unsigned char)(s[i])));
  luaL_pushresultsize(&b, l);
  return 1;
}
static int str_rep (lua_State *L) {
  size_t l, lsep;
  const char *s = luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  const char *sep = luaL_optlstring(L, 3, "", &lsep);
  if (n <= 0)
    lua_pushstring(L, "" "");
  else if ((__builtin_expect(((l + lsep < l || l + lsep > (sizeof(size_t) < sizeof(int) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffff)) / n) != 0), 0)))
    return luaL_error(L, "resulting string too large");
  else {
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
  if (posi > pose) return 0;
  if ((__builtin_expect(((pose - posi >= (size_t)0x7fffffff) != 0), 0)))
    return luaL_error(L, "string slice too long");
  n = (int)(pose - posi) + 1;
  luaL_checkstack(L, n, "string slice too long");
  for (i=0; i<n; i++)
    lua_pushinteger(L, ((unsigned char)(s[posi+i-1])));
  return n;
}
static int str_char (lua_State *L) {
  int n = lua_gettop(L);
  int i;
  luaL_Buffer b;
  char *p = luaL_buffinitsize(L, &b, n);
  for (i=1; i<=n; i++) {
    lua_Unsigned c = (lua_Unsigned)luaL_checkinteger(L, i);
    ((void)((__builtin_expect(((c <= (lua_Unsigned)(0x7f * 2 + 1)) != 0), 1)) || luaL_argerror(L, (i), ("value out of range"))));
    p[i - 1] = ((unsigned char)(c));
  }
  luaL_pushresultsize(&b, n);
  return 1;
}
struct str_Writer {
  int init;
  luaL_Buffer B;
};
static int writer (lua_State *L, const void *b, size_t size, void *ud) {
  struct str_Writer *state = (struct str_Writer *)ud;
  if (!state->init) {
    state->init = 1;
    luaL_buffinit(L, &state->B);
  }
  luaL_addlstring(&state->B, (const char *)b, size);
  return 0;
}
static int str_dump (lua_State *L) {
  struct str_Writer state;
  int strip = lua_toboolean(L, 2);
  luaL_checktype(L, 1, 6);
  lua_settop(L, 1);
  state.init = 0;
  if ((__builtin_expect(((lua_dump(L, writer, &state, strip) != 0) != 0), 0)))
    return luaL_error(L, "unable to dump given function");
  luaL_pushresult(&state.B);
  return 1;
}
static int tonum (lua_State *L, int arg) {
  if (lua_type(L, arg) == 3) {
    lua_pushvalue(L, arg);
    return 1;
  }
  else {
    size_t len;
    const char *s = lua_tolstring(L, arg, &len);
    return (s != ((void *)0) && lua_stringtonumber(L, s) == len + 1);
  }
}
static void trymt (lua_State *L, const char *mtname) {
  lua_settop(L, 2);
  if ((__builtin_expect(((lua_type(L, 2) == 4 || !luaL_getmetafield(L, 2, mtname)) != 0), 0)))
    luaL_error(L, "attempt to %s a '%s' with a '%s'", mtname + 2,
                  lua_typename(L, lua_type(L,(-2))), lua_typename(L, lua_type(L,(-1))));
  lua_rotate(L, (-3), 1);
  lua_callk(L, (2), (1), 0, ((void *)0));
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
static const luaL_Reg stringmetamethods[] = {
  {"__add", arith_add},
  {"__sub", arith_sub},
  {"__mul", arith_mul},
  {"__mod", arith_mod},
  {"__pow", arith_pow},
  {"__div", arith_div},
  {"__idiv", arith_idiv},
  {"__unm", arith_unm},
  {"__index", ((void *)0)},
  {((void *)0), ((void *)0)}
};
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
  l -= '1';
  if ((__builtin_expect(((l < 0 || l >= ms->level || ms->capture[l].len == (-1)) != 0), 0)))
    return luaL_error(ms->L, "invalid capture index %%%d", l + 1);
  return l;
}
static int capture_to_close (MatchState *ms) {
  int level = ms->level;
  for (level--; level>=0; level--)
    if (ms->capture[level].len == (-1)) return level;
  return luaL_error(ms->L, "invalid pattern capture");
}
static const char *classend (MatchState *ms, const char *p) {
  switch (*p++) {
    case '%': {
      if ((__builtin_expect(((p == ms->p_end) != 0), 0)))
        luaL_error(ms->L, "malformed pattern (ends with '%%')");
      return p+1;
    }
    case '[': {
      if (*p == '^') p++;
      do {
        if ((__builtin_expect(((p == ms->p_end) != 0), 0)))
          luaL_error(ms->L, "malformed pattern (missing ']')");
        if (*(p++) == '%' && p < ms->p_end)
          p++;
      } while (*p != ']');
      return p+1;
    }
    default: {
      return p;
    }
  }
}
static int match_class (int c, int cl) {
  int res;
  switch (tolower(cl)) {
    case 'a' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _ISalpha); break;
    case 'c' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _IScntrl); break;
    case 'd' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _ISdigit); break;
    case 'g' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _ISgraph); break;
    case 'l' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _ISlower); break;
    case 'p' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _ISpunct); break;
    case 's' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _ISspace); break;
    case 'u' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _ISupper); break;
    case 'w' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _ISalnum); break;
    case 'x' : res = ((*__ctype_b_loc ())[(int) ((c))] & (unsigned short int) _ISxdigit); break;
    case 'z' : res = (c == 0); break;
    default: return (cl == c);
  }
  return (((*__ctype_b_loc ())[(int) ((cl))] & (unsigned short int) _ISlower) ? res : !res);
}
static int matchbracketclass (int c, const char *p, const char *ec) {
  int sig = 1;
  if (*(p+1) == '^') {
    sig = 0;
    p++;
  }
  while (++p < ec) {
    if (*p == '%') {
      p++;
      if (match_class(c, ((unsigned char)(*p))))
        return sig;
    }
    else if ((*(p+1) == '-') && (p+2 < ec)) {
      p+=2;
      if (((unsigned char)(*(p-2))) <= c && c <= ((unsigned char)(*p)))
        return sig;
    }
    else if (((unsigned char)(*p)) == c) return sig;
  }
  return !sig;
}
static int singlematch (MatchState *ms, const char *s, const char *p,
                        const char *ep) {
  if (s >= ms->src_end)
    return 0;
  else {
    int c = ((unsigned char)(*s));
    switch (*p) {
      case '.': return 1;
      case '%': return match_class(c, ((unsigned char)(*(p+1))));
      case '[': return matchbracketclass(c, p, ep-1);
      default: return (((unsigned char)(*p)) == c);
    }
  }
}
static const char *matchbalance (MatchState *ms, const char *s,
                                   const char *p) {
  if ((__builtin_expect(((p >= ms->p_end - 1) != 0), 0)))
    luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
  if (*s != *p) return ((void *)0);
  else {
    int b = *p;
    int e = *(p+1);
    int cont = 1;
    while (++s < ms->src_end) {
      if (*s == e) {
        if (--cont == 0) return s+1;
      }
      else if (*s == b) cont++;
    }
  }
  return ((void *)0);
}
static const char *max_expand (MatchState *ms, const char *s,
                                 const char *p, const char *ep) {
  ptrdiff_t i = 0;
  while (singlematch(ms, s + i, p, ep))
    i++;
  while (i>=0) {
    const char *res = match(ms, (s+i), ep+1);
    if (res) return res;
    i--;
  }
  return ((void *)0);
}
static const char *min_expand (MatchState *ms, const char *s,
                                 const char *p, const char *ep) {
  for (;;) {
    const char *res = match(ms, s, ep+1);
    if (res != ((void *)0))
      return res;
    else if (singlematch(ms, s, p, ep))
      s++;
    else return ((void *)0);
  }
}
static const char *start_capture (MatchState *ms, const char *s,
                                    const char *p, int what) {
  const char *res;
  int level = ms->level;
  if (level >= 32) luaL_error(ms->L, "too many captures");
  ms->capture[level].init = s;
  ms->capture[level].len = what;
  ms->level = level+1;
  if ((res=match(ms, s, p)) == ((void *)0))
    ms->level--;
  return res;
}
static const char *end_capture (MatchState *ms, const char *s,
                                  const char *p) {
  int l = capture_to_close(ms);
  const char *res;
  ms->capture[l].len = s - ms->capture[l].init;
  if ((res = match(ms, s, p)) == ((void *)0))
    ms->capture[l].len = (-1);
  return res;
}
static const char *match_capture (MatchState *ms, const char *s, int l) {
  size_t len;
  l = check_capture(ms, l);
  len = ms->capture[l].len;
  if ((size_t)(ms->src_end-s) >= len &&
      memcmp(ms->capture[l].init, s, len) == 0)
    return s+len;
  else return ((void *)0);
}
static const char *match (MatchState *ms, const char *s, const char *p) {
  if ((__builtin_expect(((ms->matchdepth-- == 0) != 0), 0)))
    luaL_error(ms->L, "pattern too complex");
  init:
  if (p != ms->p_end) {
    switch (*p) {
      case '(': {
        if (*(p + 1) == ')')
          s = start_capture(ms, s, p + 2, (-2));
        else
          s = start_capture(ms, s, p + 1, (-1));
        break;
      }
      case ')': {
        s = end_capture(ms, s, p + 1);
        break;
      }
      case '$': {
        if ((p + 1) != ms->p_end)
          goto dflt;
        s = (s == ms->src_end) ? s : ((void *)0);
        break;
      }
      case '%': {
        switch (*(p + 1)) {
          case 'b': {
            s = matchbalance(ms, s, p + 2);
            if (s != ((void *)0)) {
              p += 4; goto init;
            }
            break;
          }
          case 'f': {
            const char *ep; char previous;
            p += 2;
            if ((__builtin_expect(((*p != '[') != 0), 0)))
              luaL_error(ms->L, "missing '[' after '%%f' in pattern");
            ep = classend(ms, p);
            previous = (s == ms->src_init) ? '\0' : *(s - 1);
            if (!matchbracketclass(((unsigned char)(previous)), p, ep - 1) &&
               matchbracketclass(((unsigned char)(*s)), p, ep - 1)) {
              p = ep; goto init;
            }
            s = ((void *)0);
            break;
          }
          case '0': case '1': case '2': case '3':
          case '4': case '5': case '6': case '7':
          case '8': case '9': {
            s = match_capture(ms, s, ((unsigned char)(*(p + 1))));
            if (s != ((void *)0)) {
              p += 2; goto init;
            }
            break;
          }
          default: goto dflt;
        }
        break;
      }
      default: dflt: {
        const char *ep = classend(ms, p);
        if (!singlematch(ms, s, p, ep)) {
          if (*ep == '*' || *ep == '?' || *ep == '-') {
            p = ep + 1; goto init;
          }
          else
            s = ((void *)0);
        }
        else {
          switch (*ep) {
            case '?': {
              const char *res;
              if ((res = match(ms, s + 1, ep + 1)) != ((void *)0))
                s = res;
              else {
                p = ep + 1; goto init;
              }
              break;
            }
            case '+':
              s++;
            case '*':
              s = max_expand(ms, s, p, ep);
              break;
            case '-':
              s = min_expand(ms, s, p, ep);
              break;
            default:
              s++; p = ep; goto init;
          }
        }
        break;
      }
    }
  }
  ms->matchdepth++;
  return s;
}
static const char *lmemfind (const char *s1, size_t l1,
                               const char *s2, size_t l2) {
  if (l2 == 0) return s1;
  else if (l2 > l1) return ((void *)0);
  else {
    const char *init;
    l2--;
    l1 = l1-l2;
    while (l1 > 0 && (init = (const char *)memchr(s1, *s2, l1)) != ((void *)0)) {
      init++;
      if (memcmp(init, s2+1, l2) == 0)
        return init-1;
      else {
        l1 -= init-s1;
        s1 = init;
      }
    }
    return ((void *)0);
  }
}
static size_t get_onecapture (MatchState *ms, int i, const char *s,
                              const char *e, const char **cap) {
  if (i >= ms->level) {
    if ((__builtin_expect(((i != 0) != 0), 0)))
      luaL_error(ms->L, "invalid capture index %%%d", i + 1);
    *cap = s;
    return e - s;
  }
  else {
    ptrdiff_t capl = ms->capture[i].len;
    *cap = ms->capture[i].init;
    if ((__builtin_expect(((capl == (-1)) != 0), 0)))
      luaL_error(ms->L, "unfinished capture");
    else if (capl == (-2))
      lua_pushinteger(ms->L, (ms->capture[i].init - ms->src_init) + 1);
    return capl;
  }
}
static void push_onecapture (MatchState *ms, int i, const char *s,
                                                    const char *e) {
  const char *cap;
  ptrdiff_t l = get_onecapture(ms, i, s, e, &cap);
  if (l != (-2))
    lua_pushlstring(ms->L, cap, l);
}
static int push_captures (MatchState *ms, const char *s, const char *e) {
  int i;
  int nlevels = (ms->level == 0 && s) ? 1 : ms->level;
  luaL_checkstack(ms->L, nlevels, "too many captures");
  for (i = 0; i < nlevels; i++)
    push_onecapture(ms, i, s, e);
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
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) {
    lua_pushnil(L);
    return 1;
  }
  if (find && (lua_toboolean(L, 4) || nospecials(p, lp))) {
    const char *s2 = lmemfind(s + init, ls - init, p, lp);
    if (s2) {
      lua_pushinteger(L, (s2 - s) + 1);
      lua_pushinteger(L, (s2 - s) + lp);
      return 2;
    }
  }
  else {
    MatchState ms;
    const char *s1 = s + init;
    int anchor = (*p == '^');
    if (anchor) {
      p++; lp--;
    }
    prepstate(&ms, L, s, ls, p, lp);
    do {
      const char *res;
      reprepstate(&ms);
      if ((res=match(&ms, s1, p)) != ((void *)0)) {
        if (find) {
          lua_pushinteger(L, (s1 - s) + 1);
          lua_pushinteger(L, res - s);
          return push_captures(&ms, ((void *)0), 0) + 2;
        }
        else
          return push_captures(&ms, s1, res);
      }
    } while (s1++ < ms.src_end && !anchor);
  }
  lua_pushnil(L);
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
  GMatchState *gm = (GMatchState *)lua_touserdata(L, ((-1000000 - 1000) - (3)));
  const char *src;
  gm->ms.L = L;
  for (src = gm->src; src <= gm->ms.src_end; src++) {
    const char *e;
    reprepstate(&gm->ms);
    if ((e = match(&gm->ms, src, gm->p)) != ((void *)0) && e != gm->lastmatch) {
      gm->src = gm->lastmatch = e;
      return push_captures(&gm->ms, src, e);
    }
  }
  return 0;
}
static int gmatch (lua_State *L) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
  GMatchState *gm;
  lua_settop(L, 2);
  gm = (GMatchState *)lua_newuserdatauv(L, sizeof(GMatchState), 0);
  if (init > ls)
    init = ls + 1;
  prepstate(&gm->ms, L, s, ls, p, lp);
  gm->src = s + init; gm->p = p; gm->lastmatch = ((void *)0);
  lua_pushcclosure(L, gmatch_aux, 3);
  return 1;
}
static void add_s (MatchState *ms, luaL_Buffer *b, const char *s,
                                                   const char *e) {
  size_t l;
  lua_State *L = ms->L;
  const char *news = lua_tolstring(L, 3, &l);
  const char *p;
  while ((p = (char *)memchr(news, '%', l)) != ((void *)0)) {
    luaL_addlstring(b, news, p - news);
    p++;
    if (*p == '%')
      ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = (*p)));
    else if (*p == '0')
        luaL_addlstring(b, s, e - s);
    else if (((*__ctype_b_loc ())[(int) ((((unsigned char)(*p))))] & (unsigned short int) _ISdigit)) {
      const char *cap;
      ptrdiff_t resl = get_onecapture(ms, *p - '1', s, e, &cap);
      if (resl == (-2))
        luaL_addvalue(b);
      else
        luaL_addlstring(b, cap, resl);
    }
    else
      luaL_error(L, "invalid use of '%c' in replacement string", '%');
    l -= p + 1 - news;
    news = p + 1;
  }
  luaL_addlstring(b, news, l);
}
static int add_value (MatchState *ms, luaL_Buffer *b, const char *s,
                                      const char *e, int tr) {
  lua_State *L = ms->L;
  switch (tr) {
    case 6: {
      int n;
      lua_pushvalue(L, 3);
      n = push_captures(ms, s, e);
      lua_callk(L, (n), (1), 0, ((void *)0));
      break;
    }
    case 5: {
      push_onecapture(ms, 0, s, e);
      lua_gettable(L, 3);
      break;
    }
    default: {
      add_s(ms, b, s, e);
      return 1;
    }
  }
  if (!lua_toboolean(L, -1)) {
    lua_settop(L, -(1)-1);
    luaL_addlstring(b, s, e - s);
    return 0;
  }
  else if ((__builtin_expect(((!lua_isstring(L, -1)) != 0), 0)))
    return luaL_error(L, "invalid replacement value (a %s)",
                         lua_typename(L, lua_type(L,(-1))));
  else {
    luaL_addvalue(b);
    return 1;
  }
}
static int str_gsub (lua_State *L) {
  size_t srcl, lp;
  const char *src = luaL_checklstring(L, 1, &srcl);
  const char *p = luaL_checklstring(L, 2, &lp);
  const char *lastmatch = ((void *)0);
  int tr = lua_type(L, 3);
  lua_Integer max_s = luaL_optinteger(L, 4, srcl + 1);
  int anchor = (*p == '^');
  lua_Integer n = 0;
  int changed = 0;
  MatchState ms;
  luaL_Buffer b;
  ((void)((__builtin_expect(((tr == 3 || tr == 4 || tr == 6 || tr == 5) != 0), 1)) || luaL_typeerror(L, (3), ("string/function/table"))));
  luaL_buffinit(L, &b);
  if (anchor) {
    p++; lp--;
  }
  prepstate(&ms, L, src, srcl, p, lp);
  while (n < max_s) {
    const char *e;
    reprepstate(&ms);
    if ((e = match(&ms, src, p)) != ((void *)0) && e != lastmatch) {
      n++;
      changed = add_value(&ms, &b, src, e, tr) | changed;
      src = lastmatch = e;
    }
    else if (src < ms.src_end)
      ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*src++)));
    else break;
    if (anchor) break;
  }
  if (!changed)
    lua_pushvalue(L, 1);
  else {
    luaL_addlstring(&b, src, ms.src_end-src);
    luaL_pushresult(&b);
  }
  lua_pushinteger(L, n);
  return 2;
}
static void addquoted (luaL_Buffer *b, const char *s, size_t len) {
  ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = ('"')));
  while (len--) {
    if (*s == '"' || *s == '\\' || *s == '\n') {
      ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = ('\\')));
      ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = (*s)));
    }
    else if (((*__ctype_b_loc ())[(int) ((((unsigned char)(*s))))] & (unsigned short int) _IScntrl)) {
      char buff[10];
      if (!((*__ctype_b_loc ())[(int) ((((unsigned char)(*(s+1)))))] & (unsigned short int) _ISdigit))
        snprintf(buff,sizeof(buff),"\\%d",(int)((unsigned char)(*s)));
      else
        snprintf(buff,sizeof(buff),"\\%03d",(int)((unsigned char)(*s)));
      luaL_addstring(b, buff);
    }
    else
      ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = (*s)));
    s++;
  }
  ((void)((b)->n < (b)->size || luaL_prepbuffsize((b), 1)), ((b)->b[(b)->n++] = ('"')));
}
static int quotefloat (lua_State *L, char *buff, lua_Number n) {
  const char *s;
  if (n == (lua_Number)(__builtin_huge_val ()))
    s = "1e9999";
  else if (n == -(lua_Number)(__builtin_huge_val ()))
    s = "-1e9999";
  else if (n != n)
    s = "(0/0)";
  else {
    int nb = ((void)L, snprintf(buff,120,"%" "" "a",(double)(n)));
    if (memchr(buff, '.', nb) == ((void *)0)) {
      char point = (localeconv()->decimal_point[0]);
      char *ppoint = (char *)memchr(buff, point, nb);
      if (ppoint) *ppoint = '.';
    }
    return nb;
  }
  return snprintf(buff,120,"%s",s);
}
static void addliteral (lua_State *L, luaL_Buffer *b, int arg) {
  switch (lua_type(L, arg)) {
    case 4: {
      size_t len;
      const char *s = lua_tolstring(L, arg, &len);
      addquoted(b, s, len);
      break;
    }
    case 3: {
      char *buff = luaL_prepbuffsize(b, 120);
      int nb;
      if (!lua_isinteger(L, arg))
        nb = quotefloat(L, buff, lua_tonumberx(L,(arg),((void *)0)));
      else {
        lua_Integer n = lua_tointegerx(L,(arg),((void *)0));
        const char *format = (n == (-0x7fffffffffffffffLL - 1LL))
                           ? "0x%" "ll" "x"
                           : "%" "ll" "d";
        nb = snprintf(buff,120,format,(long long)n);
      }
      ((b)->n += (nb));
      break;
    }
    case 0: case 1: {
      luaL_tolstring(L, arg, ((void *)0));
      luaL_addvalue(b);
      break;
    }
    default: {
      luaL_argerror(L, arg, "value has no literal form");
    }
  }
}
static const char *get2digits (const char *s) {
  if (((*__ctype_b_loc ())[(int) ((((unsigned char)(*s))))] & (unsigned short int) _ISdigit)) {
    s++;
    if (((*__ctype_b_loc ())[(int) ((((unsigned char)(*s))))] & (unsigned short int) _ISdigit)) s++;
  }
  return s;
}
static void checkformat (lua_State *L, const char *form, const char *flags,
                                       int precision) {
  const char *spec = form + 1;
  spec += strspn(spec, flags);
  if (*spec != '0') {
    spec = get2digits(spec);
    if (*spec == '.' && precision) {
      spec++;
      spec = get2digits(spec);
    }
  }
  if (!((*__ctype_b_loc ())[(int) ((((unsigned char)(*spec))))] & (unsigned short int) _ISalpha))
    luaL_error(L, "invalid conversion specification: '%s'", form);
}
static const char *getformat (lua_State *L, const char *strfrmt,
                                            char *form) {
  size_t len = strspn(strfrmt, "-+#0 " "123456789.");
  len++;
  if (len >= 32 - 10)
    luaL_error(L, "invalid format (too long)");
  *(form++) = '%';
  memcpy(form, strfrmt, len * sizeof(char));
  *(form + len) = '\0';
  return strfrmt + len - 1;
}
static void addlenmod (char *form, const char *lenmod) {
  size_t l = strlen(form);
  size_t lm = strlen(lenmod);
  char spec = form[l - 1];
  strcpy(form + l - 1, lenmod);
  form[l + lm - 1] = spec;
  form[l + lm] = '\0';
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
      ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*strfrmt++)));
    else if (*++strfrmt == '%')
      ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*strfrmt++)));
    else {
      char form[32];
      int maxitem = 120;
      char *buff = luaL_prepbuffsize(&b, maxitem);
      int nb = 0;
      if (++arg > top)
        return luaL_argerror(L, arg, "no value");
      strfrmt = getformat(L, strfrmt, form);
      switch (*strfrmt++) {
        case 'c': {
          checkformat(L, form, "-", 0);
          nb = snprintf(buff,maxitem,form,(int)luaL_checkinteger(L, arg));
          break;
        }
        case 'd': case 'i':
          flags = "-+0 ";
          goto intcase;
        case 'u':
          flags = "-0";
          goto intcase;
        case 'o': case 'x': case 'X':
          flags = "-#0";
         intcase: {
          lua_Integer n = luaL_checkinteger(L, arg);
          checkformat(L, form, flags, 1);
          addlenmod(form, "ll");
          nb = snprintf(buff,maxitem,form,(long long)n);
          break;
        }
        case 'a': case 'A':
          checkformat(L, form, "-+#0 ", 1);
          addlenmod(form, "");
          nb = ((void)L, snprintf(buff,maxitem,form,(double)(luaL_checknumber(L, arg))));
          break;
        case 'f':
          maxitem = (110 + (308));
          buff = luaL_prepbuffsize(&b, maxitem);
        case 'e': case 'E': case 'g': case 'G': {
          lua_Number n = luaL_checknumber(L, arg);
          checkformat(L, form, "-+#0 ", 1);
          addlenmod(form, "");
          nb = snprintf(buff,maxitem,form,(double)n);
          break;
        }
        case 'p': {
          const void *p = lua_topointer(L, arg);
          checkformat(L, form, "-", 0);
          if (p == ((void *)0)) {
            p = "(null)";
            form[strlen(form) - 1] = 's';
          }
          nb = snprintf(buff,maxitem,form,p);
          break;
        }
        case 'q': {
          if (form[2] != '\0')
            return luaL_error(L, "specifier '%%q' cannot have modifiers");
          addliteral(L, &b, arg);
          break;
        }
        case 's': {
          size_t l;
          const char *s = luaL_tolstring(L, arg, &l);
          if (form[2] == '\0')
            luaL_addvalue(&b);
          else {
            ((void)((__builtin_expect(((l == strlen(s)) != 0), 1)) || luaL_argerror(L, (arg), ("string contains zeros"))));
            checkformat(L, form, "-", 1);
            if (strchr(form, '.') == ((void *)0) && l >= 100) {
              luaL_addvalue(&b);
            }
            else {
              nb = snprintf(buff,maxitem,form,s);
              lua_settop(L, -(1)-1);
            }
          }
          break;
        }
        default: {
          return luaL_error(L, "invalid conversion '%s' to 'format'", form);
        }
      }
      ((void)0);
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
  if (!digit(**fmt))
    return df;
  else {
    int a = 0;
    do {
      a = a*10 + (*((*fmt)++) - '0');
    } while (digit(**fmt) && a <= ((int)(sizeof(size_t) < sizeof(int) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffff)) - 9)/10);
    return a;
  }
}
static int getnumlimit (Header *h, const char **fmt, int df) {
  int sz = getnum(fmt, df);
  if ((__builtin_expect(((sz > 16 || sz <= 0) != 0), 0)))
    return luaL_error(h->L, "integral size (%d) out of limits [1,%d]",
                            sz, 16);
  return sz;
}
static void initheader (lua_State *L, Header *h) {
  h->L = L;
  h->islittle = nativeendian.little;
  h->maxalign = 1;
}
static KOption getoption (Header *h, const char **fmt, int *size) {
  struct cD { char c; union { lua_Number n; double u; void *s; lua_Integer i; long l; } u; };
  int opt = *((*fmt)++);
  *size = 0;
  switch (opt) {
    case 'b': *size = sizeof(char); return Kint;
    case 'B': *size = sizeof(char); return Kuint;
    case 'h': *size = sizeof(short); return Kint;
    case 'H': *size = sizeof(short); return Kuint;
    case 'l': *size = sizeof(long); return Kint;
    case 'L': *size = sizeof(long); return Kuint;
    case 'j': *size = sizeof(lua_Integer); return Kint;
    case 'J': *size = sizeof(lua_Integer); return Kuint;
    case 'T': *size = sizeof(size_t); return Kuint;
    case 'f': *size = sizeof(float); return Kfloat;
    case 'n': *size = sizeof(lua_Number); return Knumber;
    case 'd': *size = sizeof(double); return Kdouble;
    case 'i': *size = getnumlimit(h, fmt, sizeof(int)); return Kint;
    case 'I': *size = getnumlimit(h, fmt, sizeof(int)); return Kuint;
    case 's': *size = getnumlimit(h, fmt, sizeof(size_t)); return Kstring;
    case 'c':
      *size = getnum(fmt, -1);
      if ((__builtin_expect(((*size == -1) != 0), 0)))
        luaL_error(h->L, "missing size for format option 'c'");
      return Kchar;
    case 'z': return Kzstr;
    case 'x': *size = 1; return Kpadding;
    case 'X': return Kpaddalign;
    case ' ': break;
    case '<': h->islittle = 1; break;
    case '>': h->islittle = 0; break;
    case '=': h->islittle = nativeendian.little; break;
    case '!': {
      const int maxalign = __builtin_offsetof (struct cD, u);
      h->maxalign = getnumlimit(h, fmt, maxalign);
      break;
    }
    default: luaL_error(h->L, "invalid format option '%c'", opt);
  }
  return Knop;
}
static KOption getdetails (Header *h, size_t totalsize,
                           const char **fmt, int *psize, int *ntoalign) {
  KOption opt = getoption(h, fmt, psize);
  int align = *psize;
  if (opt == Kpaddalign) {
    if (**fmt == '\0' || getoption(h, fmt, &align) == Kchar || align == 0)
      luaL_argerror(h->L, 1, "invalid next option for option 'X'");
  }
  if (align <= 1 || opt == Kchar)
    *ntoalign = 0;
  else {
    if (align > h->maxalign)
      align = h->maxalign;
    if ((__builtin_expect((((align & (align - 1)) != 0) != 0), 0)))
      luaL_argerror(h->L, 1, "format asks for alignment not power of 2");
    *ntoalign = (align - (int)(totalsize & (align - 1))) & (align - 1);
  }
  return opt;
}
static void packint (luaL_Buffer *b, lua_Unsigned n,
                     int islittle, int size, int neg) {
  char *buff = luaL_prepbuffsize(b, size);
  int i;
  buff[islittle ? 0 : size - 1] = (char)(n & ((1 << 8) - 1));
  for (i = 1; i < size; i++) {
    n >>= 8;
    buff[islittle ? i : size - 1 - i] = (char)(n & ((1 << 8) - 1));
  }
  if (neg && size > ((int)sizeof(lua_Integer))) {
    for (i = ((int)sizeof(lua_Integer)); i < size; i++)
      buff[islittle ? i : size - 1 - i] = (char)((1 << 8) - 1);
  }
  ((b)->n += (size));
}
static void copywithendian (char *dest, const char *src,
                            int size, int islittle) {
  if (islittle == nativeendian.little)
    memcpy(dest, src, size);
  else {
    dest += size - 1;
    while (size-- != 0)
      *(dest--) = *(src++);
  }
}
static int str_pack (lua_State *L) {
  luaL_Buffer b;
  Header h;
  const char *fmt = (luaL_checklstring(L, (1), ((void *)0)));
  int arg = 1;
  size_t totalsize = 0;
  initheader(L, &h);
  lua_pushnil(L);
  luaL_buffinit(L, &b);
  while (*fmt != '\0') {
    int size, ntoalign;
    KOption opt = getdetails(&h, totalsize, &fmt, &size, &ntoalign);
    totalsize += ntoalign + size;
    while (ntoalign-- > 0)
     ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (0x00)));
    arg++;
    switch (opt) {
      case Kint: {
        lua_Integer n = luaL_checkinteger(L, arg);
        if (size < ((int)sizeof(lua_Integer))) {
          lua_Integer lim = (lua_Integer)1 << ((size * 8) - 1);
          ((void)((__builtin_expect(((-lim <= n && n < lim) != 0), 1)) || luaL_argerror(L, (arg), ("integer overflow"))));
        }
        packint(&b, (lua_Unsigned)n, h.islittle, size, (n < 0));
        break;
      }
      case Kuint: {
        lua_Integer n = luaL_checkinteger(L, arg);
        if (size < ((int)sizeof(lua_Integer)))
          ((void)((__builtin_expect((((lua_Unsigned)n < ((lua_Unsigned)1 << (size * 8))) != 0), 1)) || luaL_argerror(L, (arg), ("unsigned overflow"))));
        packint(&b, (lua_Unsigned)n, h.islittle, size, 0);
        break;
      }
      case Kfloat: {
        float f = (float)luaL_checknumber(L, arg);
        char *buff = luaL_prepbuffsize(&b, sizeof(f));
        copywithendian(buff, (char *)&f, sizeof(f), h.islittle);
        ((&b)->n += (size));
        break;
      }
      case Knumber: {
        lua_Number f = luaL_checknumber(L, arg);
        char *buff = luaL_prepbuffsize(&b, sizeof(f));
        copywithendian(buff, (char *)&f, sizeof(f), h.islittle);
        ((&b)->n += (size));
        break;
      }
      case Kdouble: {
        double f = (double)luaL_checknumber(L, arg);
        char *buff = luaL_prepbuffsize(&b, sizeof(f));
        copywithendian(buff, (char *)&f, sizeof(f), h.islittle);
        ((&b)->n += (size));
        break;
      }
      case Kchar: {
        size_t len;
        const char *s = luaL_checklstring(L, arg, &len);
        ((void)((__builtin_expect(((len <= (size_t)size) != 0), 1)) || luaL_argerror(L, (arg), ("string longer than given size"))));
        luaL_addlstring(&b, s, len);
        while (len++ < (size_t)size)
          ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (0x00)));
        break;
      }
      case Kstring: {
        size_t len;
        const char *s = luaL_checklstring(L, arg, &len);
        ((void)((__builtin_expect(((size >= (int)sizeof(size_t) || len < ((size_t)1 << (size * 8))) != 0), 1)) || luaL_argerror(L, (arg), ("string length does not fit in given size"))));
        packint(&b, (lua_Unsigned)len, h.islittle, size, 0);
        luaL_addlstring(&b, s, len);
        totalsize += len;
        break;
      }
      case Kzstr: {
        size_t len;
        const char *s = luaL_checklstring(L, arg, &len);
        ((void)((__builtin_expect(((strlen(s) == len) != 0), 1)) || luaL_argerror(L, (arg), ("string contains zeros"))));
        luaL_addlstring(&b, s, len);
        ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = ('\0')));
        totalsize += len + 1;
        break;
      }
      case Kpadding: ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (0x00)));
      case Kpaddalign: case Knop:
        arg--;
        break;
    }
  }
  luaL_pushresult(&b);
  return 1;
}
static int str_packsize (lua_State *L) {
  Header h;
  const char *fmt = (luaL_checklstring(L, (1), ((void *)0)));
  size_t totalsize = 0;
  initheader(L, &h);
  while (*fmt != '\0') {
    int size, ntoalign;
    KOption opt = getdetails(&h, totalsize, &fmt, &size, &ntoalign);
    ((void)((__builtin_expect(((opt != Kstring && opt != Kzstr) != 0), 1)) || luaL_argerror(L, (1), ("variable-length format"))));
    size += ntoalign;
    ((void)((__builtin_expect(((totalsize <= (sizeof(size_t) < sizeof(int) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffff)) - size) != 0), 1)) || luaL_argerror(L, (1), ("format result too large"))));
    totalsize += size;
  }
  lua_pushinteger(L, (lua_Integer)totalsize);
  return 1;
}
static lua_Integer unpackint (lua_State *L, const char *str,
                              int islittle, int size, int issigned) {
  lua_Unsigned res = 0;
  int i;
  int limit = (size <= ((int)sizeof(lua_Integer))) ? size : ((int)sizeof(lua_Integer));
  for (i = limit - 1; i >= 0; i--) {
    res <<= 8;
    res |= (lua_Unsigned)(unsigned char)str[islittle ? i : size - 1 - i];
  }
  if (size < ((int)sizeof(lua_Integer))) {
    if (issigned) {
      lua_Unsigned mask = (lua_Unsigned)1 << (size*8 - 1);
      res = ((res ^ mask) - mask);
    }
  }
  else if (size > ((int)sizeof(lua_Integer))) {
    int mask = (!issigned || (lua_Integer)res >= 0) ? 0 : ((1 << 8) - 1);
    for (i = limit; i < size; i++) {
      if ((__builtin_expect((((unsigned char)str[islittle ? i : size - 1 - i] != mask) != 0), 0)))
        luaL_error(L, "%d-byte integer does not fit into Lua Integer", size);
    }
  }
  return (lua_Integer)res;
}
static int str_unpack (lua_State *L) {
  Header h;
  const char *fmt = (luaL_checklstring(L, (1), ((void *)0)));
  size_t ld;
  const char *data = luaL_checklstring(L, 2, &ld);
  size_t pos = posrelatI(luaL_optinteger(L, 3, 1), ld) - 1;
  int n = 0;
  ((void)((__builtin_expect(((pos <= ld) != 0), 1)) || luaL_argerror(L, (3), ("initial position out of string"))));
  initheader(L, &h);
  while (*fmt != '\0') {
    int size, ntoalign;
    KOption opt = getdetails(&h, pos, &fmt, &size, &ntoalign);
    ((void)((__builtin_expect((((size_t)ntoalign + size <= ld - pos) != 0), 1)) || luaL_argerror(L, (2), ("data string too short"))));
    pos += ntoalign;
    luaL_checkstack(L, 2, "too many results");
    n++;
    switch (opt) {
      case Kint:
      case Kuint: {
        lua_Integer res = unpackint(L, data + pos, h.islittle, size,
                                       (opt == Kint));
        lua_pushinteger(L, res);
        break;
      }
      case Kfloat: {
        float f;
        copywithendian((char *)&f, data + pos, sizeof(f), h.islittle);
        lua_pushnumber(L, (lua_Number)f);
        break;
      }
      case Knumber: {
        lua_Number f;
        copywithendian((char *)&f, data + pos, sizeof(f), h.islittle);
        lua_pushnumber(L, f);
        break;
      }
      case Kdouble: {
        double f;
        copywithendian((char *)&f, data + pos, sizeof(f), h.islittle);
        lua_pushnumber(L, (lua_Number)f);
        break;
      }
      case Kchar: {
        lua_pushlstring(L, data + pos, size);
        break;
      }
      case Kstring: {
        size_t len = (size_t)unpackint(L, data + pos, h.islittle, size, 0);
        ((void)((__builtin_expect(((len <= ld - pos - size) != 0), 1)) || luaL_argerror(L, (2), ("data string too short"))));
        lua_pushlstring(L, data + pos + size, len);
        pos += len;
        break;
      }
      case Kzstr: {
        size_t len = strlen(data + pos);
        ((void)((__builtin_expect(((pos + len < ld) != 0), 1)) || luaL_argerror(L, (2), ("unfinished string for format 'z'"))));
        lua_pushlstring(L, data + pos, len);
        pos += len + 1;
        break;
      }
      case Kpaddalign: case Kpadding: case Knop:
        n--;
        break;
    }
    pos += size;
  }
  lua_pushinteger(L, pos + 1);
  return n + 1;
}
static const luaL_Reg strlib[] = {
  {"byte", str_byte},
  {"char", str_char},
  {"dump", str_dump},
  {"find", str_find},
  {"format", str_format},
  {"gmatch", gmatch},
  {"gsub", str_gsub},
  {"len", str_len},
  {"lower", str_lower},
  {"match", str_match},
  {"rep", str_rep},
  {"reverse", str_reverse},
  {"sub", str_sub},
  {"upper", str_upper},
  {"pack", str_pack},
  {"packsize", str_packsize},
  {"unpack", str_unpack},
  {((void *)0), ((void *)0)}
};
static void createmetatable (lua_State *L) {
  lua_createtable(L, 0, sizeof(stringmetamethods)/sizeof((stringmetamethods)[0]) - 1);
  luaL_setfuncs(L, stringmetamethods, 0);
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
