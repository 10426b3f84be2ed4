    typedef long unsigned int size_t;
        typedef struct lua_State lua_State;
        typedef double lua_Number;
        typedef long long lua_Integer;
        typedef unsigned long long lua_Unsigned;
        typedef int (*lua_CFunction) (lua_State *L);
        typedef struct luaL_Buffer luaL_Buffer;
        typedef struct luaL_Reg {
         const char *name;
         lua_CFunction func;
       }
        luaL_Reg;
        extern void (luaL_checkversion_) (lua_State *L, lua_Number ver, size_t sz);
        extern const char *(luaL_checklstring) (lua_State *L, int arg,                                                           size_t *l);
           struct luaL_Buffer {
         char *b;
         size_t size;
         size_t n;
         union {
        }
       };
        extern char *(luaL_buffinitsize) (lua_State *L, luaL_Buffer *B, size_t sz);
        static int str_reverse (lua_State *L) {
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
          while (n-- > 1) {
           memcpy(p, s, l * sizeof(char));
     p += l;
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
         int n = lua_gettop(L);
         int i;
         for (i=1;
       i<=n;
       i++) {
        }
       }
        static const luaL_Reg stringmetamethods[] = {
       };
        static const char *getformat (lua_State *L, const char *strfrmt,                                             char *form) {
         size_t len = strspn(strfrmt, "-+#0 " "123456789.");
         len++;
         *(form++) = '%';
         return strfrmt + len - 1;
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
          else {
           char form[32];
           if (++arg > top)         return luaL_argerror(L, arg, "no value");
           strfrmt = getformat(L, strfrmt, form);
           switch (*strfrmt++) {
            case 'd': case 'i':           flags = "-+0 ";
            case 's': {
             size_t l;
             const char *s = luaL_tolstring(L, arg, &l);
             if (form[2] == '\0')             luaL_addvalue(&b);
           }
          }
         }
        }
         luaL_pushresult(&b);
         return 1;
       }
        typedef enum KOption {
         Kint,   Kuint,   Kfloat,   Knumber,   Kdouble,   Kchar,   Kstring,   Kzstr,   Kpadding,   Kpaddalign,   Knop }
        KOption;
        static void packint (luaL_Buffer *b, lua_Unsigned n,                      int islittle, int size, int neg) {
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
