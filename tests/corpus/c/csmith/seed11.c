/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 11 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      11
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
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
static volatile uint32_t g_189 = 0xED101AC1L;/* VOLATILE GLOBAL g_189 */
static int64_t *g_210 = &g_36;
static int64_t * const *g_209[4][4][6] = {{{&g_210,&g_210,&g_210,&g_210,&g_210,(void*)0},{&g_210,&g_210,&g_210,(void*)0,&g_210,&g_210},{(void*)0,(void*)0,&g_210,&g_210,(void*)0,&g_210},{&g_210,(void*)0,&g_210,&g_210,(void*)0,&g_210}},{{&g_210,(void*)0,&g_210,(void*)0,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,(void*)0,&g_210,&g_210,&g_210}},{{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,(void*)0,&g_210,(void*)0,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210}},{{&g_210,(void*)0,&g_210,&g_210,&g_210,&g_210},{(void*)0,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,(void*)0,(void*)0}}};
static volatile uint64_t g_217 = 18446744073709551615UL;/* VOLATILE GLOBAL g_217 */
static int64_t g_227[4] = {1L,1L,1L,1L};
static int32_t g_228 = 3L;
static int16_t g_229 = 0L;
static int32_t g_230 = 0x450BFEABL;
static volatile int32_t g_241 = 0x548BEFD3L;/* VOLATILE GLOBAL g_241 */
static volatile int32_t *g_240 = &g_241;
static volatile int32_t ** volatile g_242 = &g_240;/* VOLATILE GLOBAL g_242 */
static uint64_t g_268 = 1UL;
static volatile int32_t ** volatile g_296 = &g_240;/* VOLATILE GLOBAL g_296 */
static volatile int16_t g_321 = 0xDE35L;/* VOLATILE GLOBAL g_321 */
static volatile int16_t *g_320 = &g_321;
static volatile int16_t * volatile * volatile g_319[2][10][3] = {{{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320}},{{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320},{&g_320,&g_320,&g_320}}};
static volatile int16_t g_338 = 0L;/* VOLATILE GLOBAL g_338 */
static uint32_t g_341 = 6UL;
static uint32_t g_366 = 0x2E78C9CEL;
static int64_t g_380 = 0xD87FD602BD42E03ELL;
static int16_t g_389 = (-1L);
static uint16_t g_390 = 65526UL;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int32_t  func_2(uint16_t  p_3, uint16_t  p_4, int8_t  p_5);
static int32_t  func_7(int32_t  p_8, int32_t  p_9, uint16_t  p_10);
static int32_t  func_12(int8_t  p_13, int8_t  p_14, uint64_t  p_15, int16_t  p_16);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_20 g_25 g_36 g_48 g_60 g_33 g_43 g_38 g_21 g_75 g_23 g_96 g_61 g_115 g_189 g_40 g_209 g_217 g_240 g_242 g_241 g_268 g_296 g_210 g_227 g_319 g_341 g_73 g_230 g_321 g_366 g_320 g_380 g_390
 * writes: g_20 g_21 g_23 g_25 g_33 g_36 g_38 g_40 g_43 g_48 g_60 g_61 g_75 g_115 g_74 g_189 g_209 g_240 g_241 g_268 g_6 g_341 g_73 g_366 g_390
 */
static int32_t  func_1(void)
{ /* block id: 0 */
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
    { /* block id: 149 */
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
        { /* block id: 152 */
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
            { /* block id: 153 */
                const int16_t l_300 = (-3L);
                (*g_240) = l_300;
            }
            else
            { /* block id: 155 */
                uint32_t l_303 = 0x6949AE53L;
                if (((l_302 = l_301) , (**g_296)))
                { /* block id: 157 */
                    if (l_303)
                        break;
                }
                else
                { /* block id: 159 */
                    const int8_t l_318 = 5L;
                    uint16_t l_323[10] = {0xB2F3L,0xB2F3L,0x83B8L,0UL,0x83B8L,0xB2F3L,0xB2F3L,0x83B8L,0UL,0x83B8L};
                    int32_t *l_324[10][4] = {{&g_73,(void*)0,&g_73,&l_302},{&g_6,(void*)0,&g_6,&g_73},{&g_6,&g_6,(void*)0,(void*)0},{&g_73,&g_73,(void*)0,&g_73},{&g_6,&g_20,&g_6,&g_6},{&g_6,&g_6,&g_73,&g_6},{&g_73,&g_6,&g_6,&g_6},{&g_6,&g_20,&g_6,&g_73},{(void*)0,&g_73,&g_73,(void*)0},{(void*)0,&g_6,&g_6,&g_73}};
                    int i, j;
                    g_6 |= ((~(((l_305 == (void*)0) | ((safe_rshift_func_uint16_t_u_u((((*g_210) ^ ((safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u(4UL, g_38)), g_227[0])) || (safe_mod_func_int32_t_s_s((safe_div_func_int64_t_s_s(((safe_mod_func_uint64_t_u_u((((((((&g_75 == &l_11) < l_318) , 1L) , g_319[0][2][2]) != (void*)0) && l_318) , l_302), 0xD7E6F2683E85DAEDLL)) < 2UL), l_318)), l_297)))) , 65532UL), 1)) , l_11)) | l_322)) , l_323[4]);
                }
            }
            g_341++;
            for (g_73 = (-7); (g_73 > 22); g_73++)
            { /* block id: 166 */
                (*l_330) = (**g_296);
            }
            if (l_346)
                break;
        }
        (*g_240) ^= (((void*)0 == l_349) ^ ((l_11 < (0x1EFC90063F520342LL ^ ((((safe_mul_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u((l_335 , l_339), 4)), l_11)) != g_230) && g_73) , l_346))) >= 0x7A122B65L));
        for (g_40 = 0; (g_40 <= 3); g_40 += 1)
        { /* block id: 174 */
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
            { /* block id: 187 */
                if (g_366)
                    goto lbl_371;
                for (g_341 = 0; (g_341 <= 1); g_341 += 1)
                { /* block id: 191 */
                    const int32_t *l_372[4][10][6] = {{{&g_73,(void*)0,&g_20,&g_6,(void*)0,&l_339},{&l_337,&l_339,&l_337,&l_340,&l_340,&l_337},{&g_20,&g_20,&l_340,&l_297,&g_73,&l_336},{&l_336,&l_336,(void*)0,&g_20,(void*)0,&l_340},{(void*)0,&l_336,(void*)0,&l_367,&g_20,&l_336},{&l_297,&l_367,&l_340,(void*)0,&l_336,&l_337},{(void*)0,&l_336,&l_337,(void*)0,&l_339,&l_339},{&g_6,&g_6,&g_20,&g_73,&g_73,(void*)0},{&g_73,&l_337,&g_73,(void*)0,&g_20,(void*)0},{&l_336,&l_340,&g_20,&l_340,(void*)0,&l_297}},{{&l_339,&l_340,(void*)0,&g_6,&l_336,&g_6},{&l_336,&l_297,&l_337,&g_6,(void*)0,(void*)0},{&l_340,&l_337,&g_73,&l_337,(void*)0,&g_73},{&g_6,&l_339,&l_367,&l_336,&l_340,&l_340},{&l_336,&l_337,(void*)0,&l_336,&l_337,&l_340},{&l_336,&l_339,&l_337,&g_20,(void*)0,&g_73},{(void*)0,(void*)0,&l_367,&l_336,&l_297,&g_20},{(void*)0,&g_73,&l_336,&l_339,&g_20,&l_339},{&l_339,(void*)0,&l_339,&l_367,&g_20,&g_20},{&g_73,&l_339,&l_336,&l_297,&g_6,(void*)0}},{{(void*)0,(void*)0,&l_297,&l_339,&l_297,(void*)0},{&g_20,&g_73,(void*)0,(void*)0,&l_367,&l_339},{&l_367,(void*)0,&g_73,&g_6,(void*)0,&l_339},{&g_73,(void*)0,(void*)0,&l_339,&l_367,&l_337},{&l_336,&g_73,(void*)0,&l_367,&l_297,&l_367},{(void*)0,(void*)0,&l_340,&l_367,&g_6,&g_20},{&l_337,&l_339,&g_73,&g_6,&g_20,(void*)0},{&g_73,(void*)0,&l_339,(void*)0,&g_20,(void*)0},{&l_336,&g_73,&g_6,&l_336,&l_297,&l_336},{&l_340,(void*)0,&l_339,&l_340,(void*)0,&l_336}},{{&l_297,&l_339,&l_339,(void*)0,&l_337,&l_340},{&l_297,&l_337,&l_297,&l_336,&l_340,&l_367},{&g_73,&l_339,(void*)0,&l_339,(void*)0,&g_73},{(void*)0,&l_337,(void*)0,(void*)0,(void*)0,&l_339},{&g_20,&l_297,&g_73,&l_336,&l_336,(void*)0},{(void*)0,&l_340,&l_336,(void*)0,(void*)0,&g_6},{(void*)0,&l_340,&l_367,&l_297,&g_6,(void*)0},{&l_336,&l_367,&g_20,(void*)0,(void*)0,&l_336},{&g_73,&l_336,(void*)0,&l_297,&g_73,&l_339},{&g_73,&g_20,&g_20,&g_20,&g_20,&g_73}}};
                    const int32_t **l_373 = &l_372[2][9][3];
                    int i, j, k;
                    (*l_373) = l_372[2][9][3];
                    return (*l_370);
                }
            }
            for (l_340 = 3; (l_340 >= 0); l_340 -= 1)
            { /* block id: 198 */
                uint8_t l_378[9][4][7] = {{{7UL,2UL,255UL,255UL,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,255UL}},{{0x24L,0x66L,0x32L,0x32L,0x66L,0x24L,1UL},{0xEFL,4UL,0x2EL,2UL,0xA5L,0xA9L,6UL},{0x24L,255UL,0x32L,0xF3L,0x66L,0UL,1UL},{0x66L,4UL,1UL,2UL,0x94L,0xA9L,8UL}},{{2UL,0xF3L,1UL,1UL,0xF3L,2UL,9UL},{0x90L,2UL,6UL,0xF3L,0x2EL,0x07L,3UL},{2UL,0x32L,1UL,7UL,0xF3L,247UL,9UL},{0x19L,2UL,255UL,0xF3L,1UL,0x07L,8UL}},{{2UL,0xF3L,1UL,1UL,0xF3L,2UL,9UL},{0x90L,2UL,6UL,0xF3L,0x2EL,0x07L,3UL},{2UL,0x32L,1UL,7UL,0xF3L,247UL,9UL},{0x19L,2UL,255UL,0xF3L,1UL,0x07L,8UL}}};
                int i, j, k;
                (*l_370) = (safe_lshift_func_int16_t_s_u(0L, (((l_346 & (0x87L <= ((safe_div_func_int64_t_s_s((((g_33[3] ^ l_378[8][3][5]) & 3L) <= (((((*l_370) ^ l_379[3]) >= g_25[8][0][1]) , 65535UL) < (*g_320))), (*l_370))) & g_36))) | g_227[0]) || l_378[5][3][5])));
                if (g_380)
                    break;
                if (l_378[3][1][4])
                    break;
                for (g_6 = 0; (g_6 <= 3); g_6 += 1)
                { /* block id: 204 */
                    return l_336;
                }
            }
        }
        (*l_381) = (void*)0;
    }
    else
    { /* block id: 210 */
        int32_t *l_386 = &l_339;
        int32_t *l_387 = &g_73;
        int32_t *l_388[7][9][4] = {{{&l_340,(void*)0,&l_297,&l_336},{&l_336,&g_73,&l_336,(void*)0},{&l_297,&l_336,&l_336,&l_297},{&l_336,&l_336,&l_297,&l_340},{&l_340,&l_336,&l_340,&l_340},{&l_340,&l_340,&l_336,&l_340},{&l_336,&l_336,&g_73,&l_340},{&l_340,&l_336,&l_340,&l_297},{&g_73,&l_336,(void*)0,(void*)0}},{{&g_73,&g_73,&l_340,&l_336},{&l_340,(void*)0,&g_73,&l_336},{&l_336,&l_340,&l_336,&g_73},{&l_340,&l_340,&l_340,&l_336},{&l_340,(void*)0,&l_297,&l_336},{&l_336,&g_73,&l_336,(void*)0},{&l_297,&l_336,&l_336,&l_297},{&l_336,&l_336,&l_297,&l_340},{&l_340,&l_336,&l_340,&l_340}},{{&l_340,&l_340,&l_336,&l_340},{&l_336,&l_336,&g_73,&l_340},{&l_340,&l_336,&l_340,&l_297},{&g_73,&l_336,(void*)0,(void*)0},{&g_73,&g_73,&l_340,&l_336},{&l_340,(void*)0,&g_73,&l_336},{&l_336,&l_340,&l_336,&g_73},{&l_340,&l_340,&l_340,&l_336},{&l_340,(void*)0,&l_297,&l_336}},{{&l_336,&g_73,&l_336,(void*)0},{&l_297,&l_336,&l_336,&l_297},{&l_336,&l_336,&l_297,&l_340},{&l_340,&l_336,&l_340,&l_340},{&l_340,&l_340,&l_336,&l_340},{&l_336,&l_336,&g_73,&l_340},{&l_340,&l_336,&l_340,&g_73},{&l_340,&l_297,&l_336,&l_336},{&l_340,&l_340,&l_340,&l_336}},{{&l_340,&l_336,&l_340,&l_336},{&l_297,&l_336,&l_340,&l_340},{(void*)0,&l_336,(void*)0,&l_336},{&l_336,&l_336,&l_336,&l_336},{&l_336,&l_340,&l_297,&l_336},{&g_73,&l_297,&l_297,&g_73},{&l_336,&l_336,&l_336,(void*)0},{&l_336,&l_297,(void*)0,&l_340},{(void*)0,&l_340,&l_340,&l_340}},{{&l_297,&l_297,&l_340,(void*)0},{&l_340,&l_336,&l_340,&g_73},{&l_340,&l_297,&l_336,&l_336},{&l_340,&l_340,&l_340,&l_336},{&l_340,&l_336,&l_340,&l_336},{&l_297,&l_336,&l_340,&l_340},{(void*)0,&l_336,(void*)0,&l_336},{&l_336,&l_336,&l_336,&l_336},{&l_336,&l_340,&l_297,&l_336}},{{&g_73,&l_297,&l_297,&g_73},{&l_336,&l_336,&l_336,(void*)0},{&l_336,&l_297,(void*)0,&l_340},{(void*)0,&l_340,&l_340,&l_340},{&l_297,&l_297,&l_340,(void*)0},{&l_340,&l_336,&l_340,&g_73},{&l_340,&l_297,&l_336,&l_336},{&l_340,&l_340,&l_340,&l_336},{&l_340,&l_336,&l_340,&l_336}}};
        int i, j, k;
        l_385 = &l_340;
        g_390++;
    }
    return g_96;
}


/* ------------------------------------------ */
/* 
 * reads : g_242 g_240 g_296
 * writes: g_240
 */
static int32_t  func_2(uint16_t  p_3, uint16_t  p_4, int8_t  p_5)
{ /* block id: 145 */
    uint64_t *l_294 = (void*)0;
    uint64_t **l_293 = &l_294;
    int32_t l_295 = 0x72430E13L;
    (*g_296) = ((((void*)0 != l_293) < l_295) , (*g_242));
    return l_295;
}


/* ------------------------------------------ */
/* 
 * reads : g_25 g_6 g_20 g_36 g_48 g_60 g_33 g_43 g_38 g_21 g_75 g_23 g_96 g_61 g_115 g_189 g_40 g_209 g_217 g_240 g_242 g_241 g_268
 * writes: g_33 g_23 g_36 g_38 g_40 g_43 g_48 g_20 g_60 g_61 g_21 g_75 g_115 g_74 g_189 g_209 g_240 g_241 g_268
 */
static int32_t  func_7(int32_t  p_8, int32_t  p_9, uint16_t  p_10)
{ /* block id: 8 */
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
    { /* block id: 15 */
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
        { /* block id: 19 */
            int64_t l_58 = 1L;
            int32_t l_64 = (-6L);
            g_23 = (void*)0;
            for (g_20 = 4; (g_20 >= 1); g_20 -= 1)
            { /* block id: 23 */
                for (p_10 = 0; (p_10 <= 4); p_10 += 1)
                { /* block id: 26 */
                    uint16_t *l_59 = &g_60;
                    int i;
                    l_51[p_10] ^= (&g_48 == (void*)0);
                    if (p_9)
                        continue;
                    g_61 = ((((&g_20 != &p_8) < (p_10 , ((((g_25[2][5][1] , (safe_rshift_func_uint16_t_u_s(g_25[2][5][1], ((-1L) != (((*l_59) |= (((0xCA390A41L <= l_58) && l_58) > g_25[5][5][1])) <= g_33[3]))))) && 0xBAD782A0B0D0ED26LL) < p_10) ^ 0x62356A21L))) >= l_51[p_10]) < 1UL);
                    g_21 = &l_51[p_10];
                }
                for (g_43 = 0; (g_43 < 0); g_43 = safe_add_func_int16_t_s_s(g_43, 1))
                { /* block id: 35 */
                    ++l_65[5];
                }
                for (g_48 = 0; (g_48 > 7); g_48 = safe_add_func_int8_t_s_s(g_48, 7))
                { /* block id: 40 */
                    return g_38;
                }
            }
        }
        else
        { /* block id: 44 */
            for (l_49 = 0; (l_49 > (-2)); l_49 = safe_sub_func_int8_t_s_s(l_49, 7))
            { /* block id: 47 */
                int32_t *l_72 = (void*)0;
                l_72 = &l_49;
            }
        }
        (*g_21) ^= 0L;
        g_75++;
    }
    else
    { /* block id: 53 */
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
        { /* block id: 54 */
            uint32_t l_85 = 5UL;
            int32_t l_113 = 0xBF27EFC0L;
            int32_t l_114 = 8L;
            int32_t *l_148 = &g_25[7][4][1];
            uint64_t *l_163 = (void*)0;
            uint32_t l_176 = 9UL;
            (*g_23) = (safe_rshift_func_uint8_t_u_u(0xE4L, (safe_rshift_func_uint16_t_u_s(g_33[3], ((safe_unary_minus_func_uint16_t_u(0x9B6EL)) , l_84)))));
            if (p_10)
            { /* block id: 56 */
                const int8_t l_92 = 0x41L;
                uint16_t *l_95 = &g_60;
                int32_t l_106 = (-1L);
                l_85 |= (*g_23);
                if ((((safe_sub_func_uint32_t_u_u((((safe_mul_func_int16_t_s_s((g_20 & ((p_8 , (safe_sub_func_int32_t_s_s(l_92, p_8))) | ((*l_95) = ((safe_mod_func_int16_t_s_s(((*l_42) = g_6), (g_6 && (((-4L) || g_36) & l_85)))) || g_33[3])))), p_10)) == g_96) | 1UL), p_9)) > 1L) > l_84))
                { /* block id: 60 */
                    return p_10;
                }
                else
                { /* block id: 62 */
                    int64_t l_105[6][2] = {{0x1E45C98E270A05F3LL,0xC47714F3CE24E6ACLL},{0x92AB80D1030EC2ACLL,0xC47714F3CE24E6ACLL},{0x1E45C98E270A05F3LL,0x92AB80D1030EC2ACLL},{0x1E50D5DEC9E90796LL,0x1E50D5DEC9E90796LL},{0x92AB80D1030EC2ACLL,0x1E45C98E270A05F3LL},{1L,0x1E50D5DEC9E90796LL}};
                    int i, j;
                    g_23 = l_97;
                    l_106 ^= (l_105[3][1] = (p_9 , (l_84 = ((g_6 , (((safe_add_func_int64_t_s_s((!p_8), g_61)) >= (safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((g_33[3] && (((g_25[2][5][1] & ((&g_60 != &p_10) == 0xA526L)) >= g_75) && g_20)) || 0x1E23L), p_9)), p_8))) && g_38)) <= l_85))));
                }
                p_8 = (((safe_mul_func_uint8_t_u_u((safe_unary_minus_func_uint16_t_u(g_38)), p_8)) , &p_10) == l_110[1][0]);
            }
            else
            { /* block id: 69 */
                uint16_t l_151 = 9UL;
                uint32_t l_152 = 0xB32EB6C4L;
                int8_t *l_173[4][6][3] = {{{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74}},{{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74}},{{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74}},{{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74},{(void*)0,&g_74,&g_74},{&g_74,&g_74,&g_74}}};
                uint64_t **l_174 = &l_31;
                int64_t *l_182 = &g_38;
                int i, j, k;
                for (g_48 = 0; (g_48 > 31); ++g_48)
                { /* block id: 72 */
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
                { /* block id: 83 */
                    l_176--;
                }
                else
                { /* block id: 85 */
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
        { /* block id: 93 */
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
            { /* block id: 95 */
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
                { /* block id: 101 */
                    int64_t * const **l_211 = &g_209[2][3][4];
                    (*g_21) |= (safe_sub_func_uint16_t_u_u((g_33[3] != (((safe_rshift_func_uint16_t_u_s(p_8, ((g_60 , &l_37[2][5]) == ((*l_211) = g_209[3][0][4])))) , l_212[2][1][2]) == ((safe_sub_func_uint16_t_u_u((p_10 = (safe_lshift_func_int16_t_s_u(p_8, 10))), 0UL)) , &g_25[2][5][1]))), 0x15FFL));
                    if (g_217)
                        continue;
                }
                for (p_9 = 0; (p_9 == (-3)); p_9--)
                { /* block id: 109 */
                    int64_t l_226 = 5L;
                    l_232--;
                }
            }
            else
            { /* block id: 112 */
                int32_t l_245[8][1] = {{1L},{1L},{1L},{1L},{1L},{1L},{1L},{1L}};
                int16_t l_261 = 1L;
                int i, j;
                for (g_36 = 0; (g_36 <= 0); g_36 = safe_add_func_uint16_t_u_u(g_36, 3))
                { /* block id: 115 */
                    int8_t l_239 = (-8L);
                    (*g_23) = ((safe_mod_func_uint64_t_u_u(p_10, g_36)) >= l_239);
                    (*g_242) = g_240;
                }
                if ((**g_242))
                { /* block id: 119 */
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
                { /* block id: 126 */
                    (*g_23) = (((safe_add_func_int32_t_s_s(p_10, ((((((safe_sub_func_uint16_t_u_u((g_6 && (((safe_lshift_func_int16_t_s_u(((*l_42) ^= (safe_div_func_int16_t_s_s(p_10, (p_8 && (safe_mul_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s(((void*)0 == &g_209[3][0][4]), p_10)), l_245[1][0])))))), l_198[0][0][3])) && l_231) == 4294967289UL)), 1L)) & l_283) , 0xDDL) < g_33[3]) & 0UL) || p_9))) || 4UL) | 0x6987D56929A4D273LL);
                    (*g_23) |= (*g_240);
                }
                for (g_75 = (-21); (g_75 >= 15); ++g_75)
                { /* block id: 133 */
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


/* ------------------------------------------ */
/* 
 * reads : g_20
 * writes: g_20 g_21 g_23
 */
static int32_t  func_12(int8_t  p_13, int8_t  p_14, uint64_t  p_15, int16_t  p_16)
{ /* block id: 1 */
    int32_t *l_19 = &g_20;
    int32_t **l_22[8][4] = {{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0}};
    int i, j;
    (*l_19) = p_13;
    g_21 = l_19;
    g_23 = (g_20 , (g_21 = l_19));
    return p_13;
}




/* ---------------------------------------- */
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

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 109
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 28
breakdown:
   depth: 1, occurrence: 102
   depth: 2, occurrence: 20
   depth: 3, occurrence: 6
   depth: 4, occurrence: 4
   depth: 10, occurrence: 1
   depth: 11, occurrence: 1
   depth: 12, occurrence: 2
   depth: 13, occurrence: 2
   depth: 15, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 4
   depth: 20, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 2
   depth: 23, occurrence: 2
   depth: 28, occurrence: 1

XXX total number of pointers: 77

XXX times a variable address is taken: 278
XXX times a pointer is dereferenced on RHS: 14
breakdown:
   depth: 1, occurrence: 10
   depth: 2, occurrence: 4
XXX times a pointer is dereferenced on LHS: 51
breakdown:
   depth: 1, occurrence: 51
XXX times a pointer is compared with null: 8
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 4
XXX times a pointer is qualified to be dereferenced: 977

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 100
   level: 2, occurrence: 5
XXX number of pointers point to pointers: 19
XXX number of pointers point to scalars: 58
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 32.5
XXX average alias set size: 1.49

XXX times a non-volatile is read: 246
XXX times a non-volatile is write: 153
XXX times a volatile is read: 16
XXX    times read thru a pointer: 7
XXX times a volatile is write: 10
XXX    times written thru a pointer: 7
XXX times a volatile is available for access: 82
XXX percentage of non-volatile access: 93.9

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 97
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 11
   depth: 1, occurrence: 10
   depth: 2, occurrence: 17
   depth: 3, occurrence: 25
   depth: 4, occurrence: 34

XXX percentage a fresh-made variable is used: 24.8
XXX percentage an existing variable is used: 75.2
********************* end of statistics **********************/

