   extern int toupper (int __c) __attribute__ ((__nothrow__ , __leaf__));
        struct lconv {
    char *decimal_point;
  };
    extern struct lconv *localeconv (void) __attribute__ ((__nothrow__ , __leaf__));
   typedef long int ptrdiff_t;
   typedef long unsigned int size_t;
                     extern int snprintf (char *__restrict __s, size_t __maxlen,        const char *__restrict __format, ...)      __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 4)));
                        extern void *memcpy (void *__restrict __dest, const void *__restrict __src,        size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
      extern int memcmp (const void *__s1, const void *__s2, size_t __n)      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
    extern void *memchr (const void *__s, int __c, size_t __n)       __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
           extern char *strchr (const char *__s, int __c)      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
     extern size_t strspn (const char *__s, const char *__accept)      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
       extern size_t strlen (const char *__s)      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
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
    extern int (lua_type) (lua_State *L, int idx);
   extern const char *(lua_typename) (lua_State *L, int tp);
   extern int (lua_toboolean) (lua_State *L, int idx);
   extern const char *(lua_tolstring) (lua_State *L, int idx, size_t *len);
     extern void *(lua_touserdata) (lua_State *L, int idx);
    extern const void *(lua_topointer) (lua_State *L, int idx);
   extern void (lua_arith) (lua_State *L, int op);
     extern void (lua_pushnil) (lua_State *L);
   extern void (lua_pushinteger) (lua_State *L, lua_Integer n);
   extern const char *(lua_pushstring) (lua_State *L, const char *s);
        extern void (lua_createtable) (lua_State *L, int narr, int nrec);
   extern void *(lua_newuserdatauv) (lua_State *L, size_t sz, int nuvalue);
       extern void (lua_setfield) (lua_State *L, int idx, const char *k);
       extern int (lua_setmetatable) (lua_State *L, int objindex);
    extern void (lua_callk) (lua_State *L, int nargs, int nresults,                            lua_KContext ctx, lua_KFunction k);
              extern size_t (lua_stringtonumber) (lua_State *L, const char *s);
   typedef struct luaL_Buffer luaL_Buffer;
   typedef struct luaL_Reg {
    const char *name;
    lua_CFunction func;
  }
   luaL_Reg;
   extern void (luaL_checkversion_) (lua_State *L, lua_Number ver, size_t sz);
    extern const char *(luaL_tolstring) (lua_State *L, int idx, size_t *len);
   extern int (luaL_argerror) (lua_State *L, int arg, const char *extramsg);
   extern const char *(luaL_checklstring) (lua_State *L, int arg,                                                           size_t *l);
   extern const char *(luaL_optlstring) (lua_State *L, int arg,                                           const char *def, size_t *l);
   extern lua_Number (luaL_checknumber) (lua_State *L, int arg);
    extern lua_Integer (luaL_checkinteger) (lua_State *L, int arg);
   extern lua_Integer (luaL_optinteger) (lua_State *L, int arg,                                           lua_Integer def);
         extern int (luaL_error) (lua_State *L, const char *fmt, ...);
               extern void (luaL_setfuncs) (lua_State *L, const luaL_Reg *l, int nup);
      struct luaL_Buffer {
    char *b;
    size_t size;
    size_t n;
    union {
     lua_Number n;
     char b[((int)(16 * sizeof(void*) * sizeof(lua_Number)))];
   }
  init;
  };
   extern void (luaL_buffinit) (lua_State *L, luaL_Buffer *B);
   extern char *(luaL_prepbuffsize) (luaL_Buffer *B, size_t sz);
   extern void (luaL_addlstring) (luaL_Buffer *B, const char *s, size_t l);
   extern void (luaL_addvalue) (luaL_Buffer *B);
   extern void (luaL_pushresult) (luaL_Buffer *B);
   extern void (luaL_pushresultsize) (luaL_Buffer *B, size_t sz);
   extern char *(luaL_buffinitsize) (lua_State *L, luaL_Buffer *B, size_t sz);
        static int str_len (lua_State *L) {
    return 1;
  }
   static size_t posrelatI (lua_Integer pos, size_t len) {
    if (pos > 0)     return (size_t)pos;
    else return len + (size_t)pos + 1;
  }
   static size_t getendpos (lua_State *L, int arg, lua_Integer def,                          size_t len) {
    lua_Integer pos = luaL_optinteger(L, arg, def);
    if (pos > (lua_Integer)len)     return len;
    size_t l;
    const char *s = luaL_checklstring(L, 1, &l);
    return 1;
  }
   static int str_reverse (lua_State *L) {
    size_t l, i;
    luaL_Buffer b;
    const char *s = luaL_checklstring(L, 1, &l);
    char *p = luaL_buffinitsize(L, &b, l);
    for (i = 0;
  i < l;
  i++)     p[i] = s[l - i - 1];
    return 1;
  }
   static int str_lower (lua_State *L) {
    size_t l;
    size_t i;
    return 1;
  }
   static int str_upper (lua_State *L) {
    size_t l;
    size_t i;
    luaL_Buffer b;
    const char *s = luaL_checklstring(L, 1, &l);
    char *p = luaL_buffinitsize(L, &b, l);
    for (i=0;
  i<l;
  i++)     p[i] = toupper(((unsigned char)(s[i])));
    return 1;
  }
   static int str_rep (lua_State *L) {
    size_t l, lsep;
    const char *s = luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    const char *sep = luaL_optlstring(L, 3, "", &lsep);
    if (n <= 0)     lua_pushstring(L, "" "");
    else {
     size_t totallen = (size_t)n * l + (size_t)(n - 1) * lsep;
     luaL_Buffer b;
     char *p = luaL_buffinitsize(L, &b, totallen);
     while (n-- > 1) {       memcpy(p, s, l * sizeof(char)); p += l;       if (lsep > 0) {         memcpy(p, s, lsep * sizeof(char));         p += lsep;       }     }
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
    for (i=0;
  i<n;
  i++)     lua_pushinteger(L, ((unsigned char)(s[posi+i-1])));
    return n;
  }
   static int str_char (lua_State *L) {
    int n = lua_gettop(L);
    int i;
    luaL_Buffer b;
    char *p = luaL_buffinitsize(L, &b, n);
    for (i=1;
  i<=n;
  i++) {
     lua_Unsigned c = (lua_Unsigned)luaL_checkinteger(L, i);
     ((void)((__builtin_expect(((c <= (lua_Unsigned)(0x7f * 2 + 1)) != 0), 1)) || luaL_argerror(L, (i), ("value out of range"))));
     p[i - 1] = ((unsigned char)(c));
   }
    return 1;
  }
   static int writer (lua_State *L, const void *b, size_t size, void *ud) {
    return 0;
    return 1;
  }
   static int tonum (lua_State *L, int arg) {
    if (lua_type(L, arg) == 3) {
     size_t len;
     const char *s = lua_tolstring(L, arg, &len);
     return (s != ((void *)0) && lua_stringtonumber(L, s) == len + 1);
   }
  }
   static int arith (lua_State *L, int op, const char *mtname) {
    if (tonum(L, 1) && tonum(L, 2))     lua_arith(L, op);
    return 1;
  }
   static int arith_add (lua_State *L) {
    return arith(L, 0, "__add");
  }
   static int arith_sub (lua_State *L) {
    return arith(L, 1, "__sub");
    return arith(L, 12, "__unm");
  }
   static const luaL_Reg stringmetamethods[] = {
    {
"__add", arith_add}
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
   }
  capture[32];
  }
   MatchState;
   static const char *match (MatchState *ms, const char *s, const char *p);
   static int check_capture (MatchState *ms, int l) {
    return l;
  }
   static int capture_to_close (MatchState *ms) {
    int level = ms->level;
    for (level--;
  level>=0;
  level--)     if (ms->capture[level].len == (-1)) return level;
  }
   static const char *classend (MatchState *ms, const char *p) {
    switch (*p++) {
     default: {       return p;     }
   }
  }
   static int singlematch (MatchState *ms, const char *s, const char *p,                         const char *ep) {
    if (s >= ms->src_end)     return 0;
  }
   static const char *lmemfind (const char *s1, size_t l1,                                const char *s2, size_t l2) {
    if (l2 == 0) return s1;
  }
   static size_t get_onecapture (MatchState *ms, int i, const char *s,                               const char *e, const char **cap) {
    if (i >= ms->level) {
     if ((__builtin_expect(((i != 0) != 0), 0)))       luaL_error(ms->L, "invalid capture index %%%d", i + 1);
     *cap = s;
     return e - s;
   }
  }
   static void push_onecapture (MatchState *ms, int i, const char *s,                                                     const char *e) {
  }
   static int push_captures (MatchState *ms, const char *s, const char *e) {
    int i;
    int nlevels = (ms->level == 0 && s) ? 1 : ms->level;
    for (i = 0;
  i < nlevels;
  i++)     push_onecapture(ms, i, s, e);
    return nlevels;
  }
   static int nospecials (const char *p, size_t l) {
    return 1;
  }
   static void reprepstate (MatchState *ms) {
  }
   static int str_find_aux (lua_State *L, int find) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    size_t init = posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
    return 1;
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
  }
   GMatchState;
   static int gmatch_aux (lua_State *L) {
    GMatchState *gm = (GMatchState *)lua_touserdata(L, ((-1000000 - 1000) - (3)));
    const char *src;
    for (src = gm->src;
  src <= gm->ms.src_end;
  src++) {
     const char *e;
     reprepstate(&gm->ms);
     if ((e = match(&gm->ms, src, gm->p)) != ((void *)0) && e != gm->lastmatch) {       gm->src = gm->lastmatch = e;       return push_captures(&gm->ms, src, e);     }
   }
  }
   static int quotefloat (lua_State *L, char *buff, lua_Number n) {
    const char *s;
    if (n == (lua_Number)(__builtin_huge_val ()))     s = "1e9999";
    return snprintf(buff,120,"%s",s);
  }
   static void addliteral (lua_State *L, luaL_Buffer *b, int arg) {
  }
   static const char *get2digits (const char *s) {
    return s;
  }
   static void checkformat (lua_State *L, const char *form, const char *flags,                                        int precision) {
    const char *spec = form + 1;
  }
   static const char *getformat (lua_State *L, const char *strfrmt,                                             char *form) {
    size_t len = strspn(strfrmt, "-+#0 " "123456789.");
    len++;
    *(form++) = '%';
    memcpy(form, strfrmt, len * sizeof(char));
    *(form + len) = '\0';
    return strfrmt + len - 1;
  }
   static void addlenmod (char *form, const char *lenmod) {
    size_t l = strlen(form);
    size_t lm = strlen(lenmod);
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
     if (*strfrmt != '%')       ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*strfrmt++)));
     else if (*++strfrmt == '%')       ((void)((&b)->n < (&b)->size || luaL_prepbuffsize((&b), 1)), ((&b)->b[(&b)->n++] = (*strfrmt++)));
     else {       char form[32];       int maxitem = 120;       char *buff = luaL_prepbuffsize(&b, maxitem);       int nb = 0;       if (++arg > top)         return luaL_argerror(L, arg, "no value");       strfrmt = getformat(L, strfrmt, form);       switch (*strfrmt++) {         case 'c': {           checkformat(L, form, "-", 0);           nb = snprintf(buff,maxitem,form,(int)luaL_checkinteger(L, arg));           break;         }         case 'd': case 'i':           flags = "-+0 ";           goto intcase;         case 'u':           flags = "-0";           goto intcase;         case 'o': case 'x': case 'X':           flags = "-#0";          intcase: {           lua_Integer n = luaL_checkinteger(L, arg);           checkformat(L, form, flags, 1);           addlenmod(form, "ll");           nb = snprintf(buff,maxitem,form,(long long)n);           break;         }         case 'a': case 'A':           checkformat(L, form, "-+#0 ", 1);           addlenmod(form, "");           nb = ((void)L, snprintf(buff,maxitem,form,(double)(luaL_checknumber(L, arg))));           break;         case 'f':           maxitem = (110 + (308));           buff = luaL_prepbuffsize(&b, maxitem);         case 'e': case 'E': case 'g': case 'G': {           lua_Number n = luaL_checknumber(L, arg);           checkformat(L, form, "-+#0 ", 1);           addlenmod(form, "");           nb = snprintf(buff,maxitem,form,(double)n);           break;         }         case 'p': {           const void *p = lua_topointer(L, arg);           checkformat(L, form, "-", 0);           if (p == ((void *)0)) {             p = "(null)";             form[strlen(form) - 1] = 's';           }           nb = snprintf(buff,maxitem,form,p);           break;         }         case 'q': {           if (form[2] != '\0')             return luaL_error(L, "specifier '%%q' cannot have modifiers");           addliteral(L, &b, arg);           break;         }         case 's': {           size_t l;           const char *s = luaL_tolstring(L, arg, &l);           if (form[2] == '\0')             luaL_addvalue(&b);           else {             ((void)((__builtin_expect(((l == strlen(s)) != 0), 1)) || luaL_argerror(L, (arg), ("string contains zeros"))));             checkformat(L, form, "-", 1);             if (strchr(form, '.') == ((void *)0) && l >= 100) {               luaL_addvalue(&b);             }             else {               nb = snprintf(buff,maxitem,form,s);               lua_settop(L, -(1)-1);             }           }           break;         }         default: {           return luaL_error(L, "invalid conversion '%s' to 'format'", form);         }       }       ((void)0);       ((&b)->n += (nb));     }
   }
    luaL_pushresult(&b);
    return 1;
  }
   static const union {
    char little;
  }
   nativeendian = {
 1};
   typedef struct Header {
    lua_State *L;
  }
   Header;
   typedef enum KOption {
    Kint,   Kuint,   Kfloat,   Knumber,   Kdouble,   Kchar,   Kstring,   Kzstr,   Kpadding,   Kpaddalign,   Knop }
   KOption;
   static int digit (int c) {
  return '0' <= c && c <= '9';
  }
   static int getnum (const char **fmt, int df) {
    if (!digit(**fmt))     return df;
  }
   static KOption getoption (Header *h, const char **fmt, int *size) {
    struct cD {
 char c;
 };
    int opt = *((*fmt)++);
    return Knop;
  }
   static KOption getdetails (Header *h, size_t totalsize,                            const char **fmt, int *psize, int *ntoalign) {
    KOption opt = getoption(h, fmt, psize);
    return opt;
  }
   static void packint (luaL_Buffer *b, lua_Unsigned n,                      int islittle, int size, int neg) {
    char *buff = luaL_prepbuffsize(b, size);
    int i;
    for (i = 1;
  i < size;
  i++) {
   }
  }
   static void copywithendian (char *dest, const char *src,                             int size, int islittle) {
    if (islittle == nativeendian.little)     memcpy(dest, src, size);
  }
   static lua_Integer unpackint (lua_State *L, const char *str,                               int islittle, int size, int issigned) {
    lua_Unsigned res = 0;
    int i;
    int limit = (size <= ((int)sizeof(lua_Integer))) ? size : ((int)sizeof(lua_Integer));
    for (i = limit - 1;
  i >= 0;
  i--) {
     if (issigned) {       lua_Unsigned mask = (lua_Unsigned)1 << (size*8 - 1);       res = ((res ^ mask) - mask);     }
   }
    return (lua_Integer)res;
  }
   static int str_unpack (lua_State *L) {
    size_t ld;
    int n = 0;
    return n + 1;
  }
   static const luaL_Reg strlib[] = {
    {
"byte", str_byte}
 ,   {
"format", str_format}
 ,   {
"rep", str_rep}
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
