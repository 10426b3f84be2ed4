
typedef long size_t;
typedef lua_State;
typedef lua_Integer;
typedef*lua_CFunction;
typedef struct luaL_Buffer luaL_Buffer;
typedef struct {
  const *name;
  lua_CFunction func;
} luaL_Reg;
extern luaL_checkversion_;
extern *luaL_checklstring (lua_State, int,
                                                          size_t);
struct luaL_Buffer {
  char *b;
  size_t size;
  size_t n;
};
extern *luaL_buffinitsize (lua_State *L, luaL_Buffer *B, size_t); str_rep (lua_State *L) {
  size_t l, lsep;
  const *s = luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  const sep = luaL_optlstring(L, 3, "", &lsep);
    size_t totallen =n * l +(n - 1);
    luaL_Buffer b;
    char *p = luaL_buffinitsize(L, &b, totallen);
    while (n-- > 1) {
      memcpy(p, s, l); p += l;
        memcpy(p, s, lsep);
        p += lsep;
    }
    memcpy(p, s, l);
    luaL_pushresultsize(&b, totallen);
  return 1;
} str_format (lua_State *L) {
  int arg = 1;
  size_t sfl; char *strfrmt = luaL_checklstring(L, arg, &sfl);
  const *strfrmt_end = strfrmt+sfl;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  while (strfrmt < strfrmt_end) {
    if (*strfrmt != '%')
      ( ((&b)->b[(&b)->n++] = (*strfrmt++)));
    else if (++strfrmt == '%');
    else {
      if (++arg);
      switch (*strfrmt++) {
        case 'd': case 'i':;
        case 's': {
          size_t l;
          const s = luaL_tolstring(L, arg,l);
            luaL_addvalue(&b);
        }
      }
    }
  }
  luaL_pushresult(&b);
  return 1;
} luaL_Reg strlib[] = {
  {"format", str_format},
  {"rep", str_rep}, (0)
}; createmetatable (lua_State *L) {
  lua_pushstring(L, "");
  lua_pushvalue(L, -2);
  lua_setmetatable(L, -2);
  lua_settop();
  lua_pushvalue(L,2);
  lua_setfield(L, -2, "__index");
} luaopen_string (lua_State *L) {
  (luaL_checkversion_, lua_createtable(L, sizeof(strlib)), luaL_setfuncs(L,strlib,0));
  createmetatable(L);
  return 1;
}
