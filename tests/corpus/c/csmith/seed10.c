/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      10
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   const volatile signed f0 : 19;
   volatile signed f1 : 28;
   unsigned f2 : 14;
   unsigned f3 : 2;
   signed f4 : 9;
   const volatile signed f5 : 28;
   volatile signed f6 : 10;
   const uint64_t  f7;
   signed f8 : 30;
   volatile signed f9 : 14;
};
#pragma pack(pop)

struct S1 {
   int16_t  f0;
   int32_t  f1;
   const volatile int64_t  f2;
   volatile signed f3 : 8;
   unsigned f4 : 6;
   int16_t  f5;
   unsigned f6 : 10;
   uint64_t  f7;
};

#pragma pack(push)
#pragma pack(1)
struct S3 {
   volatile signed f0 : 14;
   volatile unsigned f1 : 5;
   unsigned f2 : 21;
   volatile unsigned f3 : 30;
   signed f4 : 18;
   signed f5 : 7;
   signed f6 : 18;
   unsigned : 0;
};
#pragma pack(pop)

struct S4 {
   const signed f0 : 26;
   const unsigned f1 : 29;
};

/* --- GLOBAL VARIABLES --- */
static uint32_t g_2 = 0x628405CEL;
static int32_t g_4 = 2L;
static volatile uint32_t g_5 = 18446744073709551611UL;/* VOLATILE GLOBAL g_5 */
static int64_t g_13[9][7][3] = {{{0x3E4C996E1580EB60LL,0x8B293C34F9703980LL,0x79B6842A457AFC49LL},{5L,0x8B293C34F9703980LL,0xFD71021F5EB7F464LL},{(-1L),0x3E4C996E1580EB60LL,(-6L)},{0L,0L,0x7726B4FF510212AELL},{(-7L),0x3CE717999919139FLL,(-1L)},{0x5E2623EE1E161E41LL,(-1L),0x79B6842A457AFC49LL},{1L,(-7L),5L}},{{0xEEDA7DA9FC5C2DA5LL,0x5E2623EE1E161E41LL,0x79B6842A457AFC49LL},{0L,0x6CD219FA4A603D2CLL,(-1L)},{0x3E3674DCCE65120BLL,0x3E4C996E1580EB60LL,0x7726B4FF510212AELL},{0x9E4A0435E45DB0FFLL,(-1L),(-6L)},{(-7L),0x0F3BBA684A08DEB2LL,0xFD71021F5EB7F464LL},{0x6CD219FA4A603D2CLL,0x9E4A0435E45DB0FFLL,0x79B6842A457AFC49LL},{0x6CD219FA4A603D2CLL,0xEEDA7DA9FC5C2DA5LL,0x9E4A0435E45DB0FFLL}},{{(-7L),0x5E2623EE1E161E41LL,0x5E2623EE1E161E41LL},{0x9E4A0435E45DB0FFLL,(-1L),0x36F914A126529694LL},{0x1E34F9A325CF162CLL,0x6CD219FA4A603D2CLL,0x2AAFA0B2B0402AD9LL},{0xE28AB82AEC7F5175LL,8L,(-1L)},{0x5E2623EE1E161E41LL,(-1L),0x5CECCE005AB13611LL},{0L,8L,0x3E3674DCCE65120BLL},{0x3E3674DCCE65120BLL,0x6CD219FA4A603D2CLL,1L}},{{0x79B6842A457AFC49LL,(-1L),0L},{0xE28AB82AEC7F5175LL,0x3E3674DCCE65120BLL,0x36F914A126529694LL},{(-1L),0x5E2623EE1E161E41LL,5L},{0xFE78DE61175C875FLL,8L,5L},{1L,0xA332A5B4D633C668LL,0x36F914A126529694LL},{0L,(-4L),0L},{0x3CE717999919139FLL,1L,1L}},{{0x5E2623EE1E161E41LL,0x3CE717999919139FLL,0x3E3674DCCE65120BLL},{0xFE78DE61175C875FLL,0x3E3674DCCE65120BLL,0x5CECCE005AB13611LL},{0xFD71021F5EB7F464LL,0x6CD219FA4A603D2CLL,(-1L)},{0xFE78DE61175C875FLL,(-4L),0x2AAFA0B2B0402AD9LL},{0x5E2623EE1E161E41LL,0xFD71021F5EB7F464LL,0x36F914A126529694LL},{0x3CE717999919139FLL,0xE28AB82AEC7F5175LL,0x3E3674DCCE65120BLL},{0L,1L,8L}},{{1L,(-1L),0x0F3BBA684A08DEB2LL},{0xFE78DE61175C875FLL,(-1L),(-6L)},{(-1L),1L,(-1L)},{0xE28AB82AEC7F5175LL,0xE28AB82AEC7F5175LL,5L},{0x79B6842A457AFC49LL,0xFD71021F5EB7F464LL,0x5CECCE005AB13611LL},{0x3E3674DCCE65120BLL,(-4L),0x0F3BBA684A08DEB2LL},{0L,0x6CD219FA4A603D2CLL,0xFE78DE61175C875FLL}},{{0x5E2623EE1E161E41LL,0x3E3674DCCE65120BLL,0x0F3BBA684A08DEB2LL},{0xE28AB82AEC7F5175LL,0x3CE717999919139FLL,0x5CECCE005AB13611LL},{0x1E34F9A325CF162CLL,1L,5L},{8L,(-4L),(-1L)},{0x79B6842A457AFC49LL,0xA332A5B4D633C668LL,(-6L)},{0x3CE717999919139FLL,8L,0x0F3BBA684A08DEB2LL},{0x3CE717999919139FLL,0x5E2623EE1E161E41LL,8L}},{{0x79B6842A457AFC49LL,0x3E3674DCCE65120BLL,0x3E3674DCCE65120BLL},{8L,(-1L),0x36F914A126529694LL},{0x1E34F9A325CF162CLL,0x6CD219FA4A603D2CLL,0x2AAFA0B2B0402AD9LL},{0xE28AB82AEC7F5175LL,8L,(-1L)},{0x5E2623EE1E161E41LL,(-1L),0x5CECCE005AB13611LL},{0L,8L,0x3E3674DCCE65120BLL},{0x3E3674DCCE65120BLL,0x6CD219FA4A603D2CLL,1L}},{{0x79B6842A457AFC49LL,(-1L),0L},{0xE28AB82AEC7F5175LL,0x3E3674DCCE65120BLL,0x36F914A126529694LL},{(-1L),0x5E2623EE1E161E41LL,5L},{0xFE78DE61175C875FLL,8L,5L},{1L,0xA332A5B4D633C668LL,0x36F914A126529694LL},{0L,(-4L),0L},{0x3CE717999919139FLL,1L,1L}}};
static int64_t g_14 = 0xD293E35F2012CB5DLL;
static int64_t g_29 = 0xCA2468F5B79C1411LL;
static uint64_t g_53 = 0xBB1E24EB764FAD62LL;
static uint16_t g_57 = 0UL;
static struct S1 g_62 = {0x5470L,3L,0xFDA5E0CF2F289490LL,6,5,0L,29,6UL};/* VOLATILE GLOBAL g_62 */
static struct S1 g_84 = {0x2B0DL,-6L,0L,-12,7,0x407CL,5,18446744073709551606UL};/* VOLATILE GLOBAL g_84 */
static volatile struct S1 g_92 = {8L,-6L,0x96DCF8DE9EF314FBLL,-12,5,0x470AL,0,8UL};/* VOLATILE GLOBAL g_92 */
static volatile struct S1 *g_91[2][2] = {{&g_92,&g_92},{&g_92,&g_92}};
static struct S1 *g_105 = (void*)0;
static struct S4 g_109 = {-4921,2456};
static int8_t g_121 = 0x43L;
static int32_t g_123 = 0xCF43AC61L;
static uint32_t g_130 = 0UL;
static uint8_t g_136 = 0x7CL;
static volatile uint16_t g_139 = 65528UL;/* VOLATILE GLOBAL g_139 */
static volatile uint16_t *g_138[4] = {&g_139,&g_139,&g_139,&g_139};
static int8_t *g_153 = &g_121;
static int16_t g_157 = (-1L);
static uint8_t g_175 = 0x5CL;
static int32_t *g_176[2] = {&g_4,&g_4};
static int32_t *g_240[3] = {&g_123,&g_123,&g_123};
static int32_t g_245 = 0xA8C0706BL;
static uint32_t * const *g_262 = (void*)0;
static uint32_t * const ** volatile g_261 = &g_262;/* VOLATILE GLOBAL g_261 */
static int32_t g_295 = (-9L);
static volatile struct S3 g_305 = {110,4,963,28703,442,-3,-160};/* VOLATILE GLOBAL g_305 */
static volatile struct S3 g_307 = {-61,4,493,14566,-205,7,-501};/* VOLATILE GLOBAL g_307 */
static volatile struct S3 g_337 = {55,3,458,31859,388,2,-497};/* VOLATILE GLOBAL g_337 */
static uint32_t g_353[9][8] = {{0UL,0x87C5DDD1L,0UL,0x6F47406AL,1UL,0xB19D7B9FL,0UL,0UL},{0UL,8UL,8UL,8UL,8UL,0UL,1UL,5UL},{0UL,9UL,0UL,8UL,1UL,8UL,0UL,9UL},{0UL,0UL,0xB19D7B9FL,8UL,5UL,0x6F47406AL,0x6F47406AL,5UL},{8UL,5UL,5UL,5UL,8UL,0xB19D7B9FL,0UL,0UL},{0x87C5DDD1L,5UL,0UL,0UL,0UL,5UL,0x87C5DDD1L,9UL},{0UL,5UL,0x87C5DDD1L,9UL,0xB19D7B9FL,0xB19D7B9FL,9UL,0x87C5DDD1L},{0x6F47406AL,0x6F47406AL,5UL,8UL,0xB19D7B9FL,0UL,0UL,0UL},{0UL,0x87C5DDD1L,8UL,0x87C5DDD1L,0UL,8UL,0x6F47406AL,0UL}};
static int32_t g_358 = 8L;
static int32_t ** volatile g_362 = &g_240[1];/* VOLATILE GLOBAL g_362 */
static volatile struct S0 g_363 = {37,-15006,118,0,-6,-3818,-0,0x16B6180694019575LL,-24964,-21};/* VOLATILE GLOBAL g_363 */
static const int32_t *g_364[10] = {&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4};
static struct S1 g_365 = {1L,-7L,0L,-6,1,-1L,10,18446744073709551615UL};/* VOLATILE GLOBAL g_365 */


/* --- FORWARD DECLARATIONS --- */
static struct S1  func_1(void);
static uint8_t  func_24(int64_t * p_25, int64_t * p_26, int64_t * p_27);
static uint32_t  func_35(int64_t * p_36, int32_t * const  p_37, uint16_t  p_38, int64_t * p_39, int64_t * p_40);
static int64_t * func_41(int8_t  p_42, int32_t * p_43, uint32_t  p_44);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_4 g_5 g_29 g_53 g_62.f7 g_62.f4 g_84.f7 g_91 g_84.f1 g_105 g_109 g_62.f5 g_62.f6 g_138 g_123 g_62.f0 g_157 g_121 g_84.f0 g_57 g_84.f6 g_175 g_62.f1 g_84.f4 g_153 g_245 g_261 g_84.f5 g_92.f7 g_13 g_62.f3 g_295 g_305 g_14 g_307.f6 g_136 g_337 g_92.f6 g_307.f3 g_353 g_362 g_363 g_365
 * writes: g_4 g_5 g_13 g_14 g_29 g_53 g_57 g_84.f7 g_105 g_130 g_136 g_123 g_62.f1 g_62.f7 g_153 g_157 g_62.f0 g_175 g_176 g_62.f5 g_240 g_121 g_2 g_245 g_262 g_84.f5 g_84.f1 g_84.f0 g_295 g_307 g_353 g_364
 */
static struct S1  func_1(void)
{ /* block id: 0 */
    int32_t *l_3[9][7] = {{&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4},{&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4},{&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4},{&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4},{&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4},{&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4},{&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4},{&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4},{&g_4,&g_4,&g_4,&g_4,&g_4,&g_4,&g_4}};
    uint32_t l_11 = 4294967290UL;
    int64_t *l_28[7][6] = {{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29}};
    const int32_t l_276 = 0xC9411BC2L;
    uint32_t l_277 = 3UL;
    uint32_t l_332[9] = {0xF001F8D3L,0xB610229DL,0xB610229DL,0xF001F8D3L,0xB610229DL,0xB610229DL,0xF001F8D3L,0xB610229DL,0xB610229DL};
    uint64_t l_347 = 0xF92FA34F84FB4983LL;
    int i, j;
    g_4 &= g_2;
    if (g_2)
    { /* block id: 2 */
        --g_5;
        g_4 &= 0xB870004DL;
    }
    else
    { /* block id: 5 */
        uint32_t l_10 = 0x656540F2L;
        int64_t *l_12 = &g_13[7][2][2];
        int32_t l_264 = (-1L);
        int32_t l_324[4][3][2] = {{{0xB4BF7E3CL,0xB4BF7E3CL},{0xB4BF7E3CL,1L},{0xB4BF7E3CL,0xB4BF7E3CL}},{{0xB4BF7E3CL,1L},{0xB4BF7E3CL,0xB4BF7E3CL},{0xB4BF7E3CL,1L}},{{0xB4BF7E3CL,0xB4BF7E3CL},{0xB4BF7E3CL,1L},{0xB4BF7E3CL,0xB4BF7E3CL}},{{0xB4BF7E3CL,1L},{0xB4BF7E3CL,0xB4BF7E3CL},{0xB4BF7E3CL,1L}}};
        int32_t l_326 = 0x5F022C29L;
        int32_t l_327 = 0xE1AF7AB6L;
        int32_t l_328 = 0x9C1D6C0EL;
        int32_t l_329 = 0xD58362ADL;
        uint32_t l_352 = 0x9A5B4EE4L;
        int i, j, k;
        if (((safe_sub_func_int64_t_s_s(l_10, ((*l_12) = (g_4 <= (l_11 = l_10))))) > g_4))
        { /* block id: 8 */
            int16_t l_15 = 0x1DBDL;
            int64_t *l_16 = &g_14;
            int64_t *l_30 = &g_29;
            const uint32_t l_257[2] = {18446744073709551606UL,18446744073709551606UL};
            uint32_t * const l_259 = &g_130;
            uint32_t * const *l_258[2][4] = {{&l_259,&l_259,&l_259,&l_259},{&l_259,&l_259,&l_259,&l_259}};
            uint32_t * const **l_260 = (void*)0;
            int i, j;
            g_245 |= ((((g_14 = ((void*)0 == &g_4)) != l_15) , ((*l_16) = (((*l_12) = 0xFB3486B686461D90LL) && l_15))) <= (!(safe_rshift_func_int16_t_s_s((safe_mod_func_int16_t_s_s(g_5, (((safe_mul_func_uint8_t_u_u(func_24(l_16, l_28[2][4], l_30), 0x49L)) != l_15) , 0x58D1L))), l_257[1]))));
            (*g_261) = l_258[0][0];
        }
        else
        { /* block id: 119 */
            int32_t l_278 = 1L;
            struct S1 * const *l_296 = &g_105;
            uint32_t l_302[5];
            volatile struct S3 *l_306[4][5][5] = {{{&g_305,&g_305,&g_305,&g_305,&g_305},{&g_305,&g_305,&g_305,(void*)0,&g_305},{&g_305,&g_305,&g_305,&g_305,&g_305},{(void*)0,&g_305,&g_305,&g_305,(void*)0},{&g_305,(void*)0,(void*)0,&g_305,(void*)0}},{{&g_305,&g_305,(void*)0,&g_305,(void*)0},{&g_305,&g_305,&g_305,(void*)0,&g_305},{(void*)0,&g_305,&g_305,&g_305,&g_305},{&g_305,(void*)0,(void*)0,&g_305,&g_305},{(void*)0,&g_305,&g_305,(void*)0,&g_305}},{{(void*)0,&g_305,(void*)0,&g_305,&g_305},{&g_305,&g_305,&g_305,&g_305,&g_305},{(void*)0,(void*)0,&g_305,&g_305,(void*)0},{&g_305,&g_305,&g_305,(void*)0,(void*)0},{&g_305,&g_305,&g_305,&g_305,(void*)0}},{{&g_305,&g_305,(void*)0,&g_305,&g_305},{&g_305,&g_305,&g_305,(void*)0,&g_305},{&g_305,&g_305,&g_305,&g_305,&g_305},{(void*)0,&g_305,&g_305,&g_305,&g_305},{&g_305,&g_305,&g_305,&g_305,&g_305}}};
            int32_t l_325 = 9L;
            int32_t l_330 = (-1L);
            int i, j, k;
            for (i = 0; i < 5; i++)
                l_302[i] = 0xE5E6DA14L;
            for (g_84.f5 = 0; (g_84.f5 <= 1); g_84.f5 += 1)
            { /* block id: 122 */
                int8_t l_263 = 1L;
                int16_t * const l_284 = &g_84.f5;
                int32_t l_297 = 0x81EB79B5L;
                int32_t l_299 = 6L;
                int32_t l_300 = 0x741F66E1L;
                for (g_84.f1 = 4; (g_84.f1 >= 2); g_84.f1 -= 1)
                { /* block id: 125 */
                    int i, j;
                    l_3[(g_84.f5 + 6)][(g_84.f5 + 2)] = l_3[(g_84.f5 + 6)][(g_84.f5 + 2)];
                    l_264 &= l_263;
                    l_278 = (safe_unary_minus_func_uint16_t_u((safe_div_func_int32_t_s_s(((~(((g_109 , &g_91[1][0]) != (void*)0) <= (((((g_84.f1 ^ (!0UL)) != (safe_mod_func_uint32_t_u_u((safe_rshift_func_int16_t_s_s(0x4CF0L, ((safe_div_func_uint16_t_u_u(((l_276 > l_263) > l_263), l_263)) , g_109.f1))), g_57))) ^ 4UL) != l_277) & g_62.f6))) & g_92.f7), g_13[8][2][1]))));
                }
                for (g_2 = 0; (g_2 <= 2); g_2 += 1)
                { /* block id: 132 */
                    const uint8_t l_285 = 248UL;
                    int16_t *l_292 = &g_84.f0;
                    uint64_t *l_293 = &g_84.f7;
                    uint16_t *l_294 = (void*)0;
                    int32_t l_298 = 0L;
                    int32_t l_301 = 0xB2E258DEL;
                    l_298 &= (((l_263 < ((l_297 = (safe_mul_func_uint16_t_u_u((((((((~(&g_157 != l_284)) ^ ((((g_295 &= (l_285 >= (safe_lshift_func_int16_t_s_u((g_62.f3 ^ ((*l_293) = (((*g_153) = (*g_153)) != (safe_sub_func_uint32_t_u_u((((*l_292) = (safe_rshift_func_int16_t_s_s(g_62.f4, 9))) | g_57), 9L))))), 10)))) != l_285) && 0x1F539C6CL) & 0xAAB7L)) <= (-2L)) , l_296) != (void*)0) < 0x02A4L) == g_84.f6), l_285))) || 0L)) & g_62.f7) >= g_2);
                    l_302[0]++;
                }
            }
            g_307 = g_305;
            for (g_14 = (-14); (g_14 >= (-23)); g_14 = safe_sub_func_int64_t_s_s(g_14, 5))
            { /* block id: 145 */
                uint16_t l_318[6][10][4] = {{{0x120AL,0xB017L,0x597BL,0x9E1DL},{0xE60CL,0x597BL,0x597BL,0xE60CL},{0x120AL,1UL,65529UL,65526UL},{0x7747L,0x3FC2L,0UL,0xD8DEL},{65526UL,0x7A76L,0UL,0xD8DEL},{65526UL,0x3FC2L,0xB017L,65526UL},{0xF397L,1UL,0x7A76L,0xE60CL},{0xFEE6L,0x597BL,0x825BL,0x9E1DL},{0xFEE6L,0xB017L,0x7A76L,0x120AL},{0xF397L,0x825BL,0xB017L,9UL}},{{65526UL,2UL,0UL,0xFEE6L},{65526UL,2UL,0UL,9UL},{0x7747L,0x825BL,65529UL,0x120AL},{0x120AL,0xB017L,0x597BL,0x9E1DL},{0xE60CL,0x597BL,0x597BL,0xE60CL},{0x120AL,1UL,65529UL,65526UL},{0x7747L,0x3FC2L,0UL,0xD8DEL},{65526UL,0x7A76L,0UL,0xD8DEL},{65526UL,0x3FC2L,0xB017L,65526UL},{0xF397L,1UL,0x7A76L,0xE60CL}},{{0xFEE6L,0x597BL,0x825BL,0x9E1DL},{0xFEE6L,0xB017L,2UL,9UL},{65526UL,0x597BL,0x7A76L,0UL},{0xE60CL,0x70AFL,65534UL,0xD8DEL},{0x9E1DL,0x70AFL,0x825BL,0UL},{0x120AL,0x597BL,0UL,9UL},{9UL,0x7A76L,0x8E9BL,65526UL},{0xFEE6L,0x8E9BL,0x8E9BL,0xFEE6L},{9UL,0x3FC2L,0UL,0x9E1DL},{0x120AL,65529UL,0x825BL,0x7747L}},{{0x9E1DL,2UL,65534UL,0x7747L},{0xE60CL,65529UL,0x7A76L,0x9E1DL},{65526UL,0x3FC2L,2UL,0xFEE6L},{0xD8DEL,0x8E9BL,0x597BL,65526UL},{0xD8DEL,0x7A76L,2UL,9UL},{65526UL,0x597BL,0x7A76L,0UL},{0xE60CL,0x70AFL,65534UL,0xD8DEL},{0x9E1DL,0x70AFL,0x825BL,0UL},{0x120AL,0x597BL,0UL,9UL},{9UL,0x7A76L,0x8E9BL,65526UL}},{{0xFEE6L,0x8E9BL,0x8E9BL,0xFEE6L},{9UL,0x3FC2L,0UL,0x9E1DL},{0x120AL,65529UL,0x825BL,0x7747L},{0x9E1DL,2UL,65534UL,0x7747L},{0xE60CL,65529UL,0x7A76L,0x9E1DL},{65526UL,0x3FC2L,2UL,0xFEE6L},{0xD8DEL,0x8E9BL,0x597BL,65526UL},{0xD8DEL,0x7A76L,2UL,9UL},{65526UL,0x597BL,0x7A76L,0UL},{0xE60CL,0x70AFL,65534UL,0xD8DEL}},{{0x9E1DL,0x70AFL,0x825BL,0UL},{0x120AL,0x597BL,0UL,9UL},{9UL,0x7A76L,0x8E9BL,65526UL},{0xFEE6L,0x8E9BL,0x8E9BL,0xFEE6L},{9UL,0x3FC2L,0UL,0x9E1DL},{0x120AL,65529UL,0x825BL,0x7747L},{0x9E1DL,2UL,65534UL,0x7747L},{0xE60CL,65529UL,0x7A76L,0x9E1DL},{65526UL,0x3FC2L,2UL,0xFEE6L},{0xD8DEL,0x8E9BL,0x597BL,65526UL}}};
                uint16_t *l_319 = &l_318[3][8][3];
                int32_t l_331 = 0xF8AE8F5BL;
                int32_t l_356 = (-1L);
                int32_t l_357[3];
                int i, j, k;
                for (i = 0; i < 3; i++)
                    l_357[i] = 8L;
                l_264 = ((g_14 <= (((((l_264 <= ((0x08C5F60FL < 5UL) ^ ((safe_lshift_func_uint16_t_u_s((safe_lshift_func_uint8_t_u_u((safe_add_func_uint32_t_u_u((safe_rshift_func_uint16_t_u_s(((*l_319) = l_318[3][8][3]), ((((safe_rshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(l_302[0], ((*g_153) == 0x28L))), 6)) || g_62.f6) ^ 0xB4L) & l_302[0]))), l_302[2])), 3)), g_84.f5)) <= g_307.f6))) || g_92.f7) || g_92.f7) & l_302[0]) != g_14)) & g_136);
                l_332[8]--;
                for (g_62.f5 = (-28); (g_62.f5 != 20); g_62.f5++)
                { /* block id: 151 */
                    int8_t ***l_339 = (void*)0;
                    int8_t **l_340[8][4][4] = {{{(void*)0,&g_153,&g_153,(void*)0},{&g_153,&g_153,&g_153,&g_153},{&g_153,&g_153,(void*)0,(void*)0},{&g_153,&g_153,&g_153,&g_153}},{{&g_153,(void*)0,(void*)0,&g_153},{&g_153,&g_153,&g_153,(void*)0},{(void*)0,&g_153,&g_153,&g_153},{&g_153,(void*)0,(void*)0,&g_153}},{{&g_153,(void*)0,&g_153,&g_153},{&g_153,(void*)0,&g_153,&g_153},{(void*)0,&g_153,&g_153,&g_153},{&g_153,(void*)0,(void*)0,(void*)0}},{{&g_153,&g_153,&g_153,(void*)0},{&g_153,&g_153,&g_153,&g_153},{&g_153,&g_153,&g_153,&g_153},{&g_153,(void*)0,&g_153,&g_153}},{{&g_153,&g_153,&g_153,&g_153},{&g_153,&g_153,(void*)0,&g_153},{&g_153,&g_153,&g_153,(void*)0},{(void*)0,&g_153,&g_153,&g_153}},{{&g_153,&g_153,&g_153,&g_153},{(void*)0,&g_153,&g_153,&g_153},{(void*)0,(void*)0,&g_153,&g_153},{&g_153,&g_153,&g_153,&g_153}},{{(void*)0,&g_153,&g_153,(void*)0},{(void*)0,&g_153,&g_153,(void*)0},{&g_153,(void*)0,&g_153,&g_153},{(void*)0,&g_153,&g_153,&g_153}},{{&g_153,(void*)0,(void*)0,(void*)0},{&g_153,&g_153,&g_153,(void*)0},{&g_153,&g_153,&g_153,&g_153},{&g_153,&g_153,&g_153,&g_153}}};
                    int i, j, k;
                    g_307 = g_337;
                    g_353[8][4] &= ((+((l_340[1][2][0] = &g_153) != &g_153)) >= (safe_rshift_func_uint8_t_u_s((safe_sub_func_uint64_t_u_u(((safe_div_func_int8_t_s_s((*g_153), ((l_347 > ((((1L ^ (((*l_319) ^= ((safe_mul_func_uint8_t_u_u((l_278 <= (safe_sub_func_uint32_t_u_u((&g_91[1][0] == (void*)0), l_352))), 5L)) , l_278)) & 0xA4B4L)) & g_29) , g_92.f6) && 0xD334C36D06428326LL)) , g_307.f3))) && 0x703B9314465E9DA9LL), g_62.f1)), 5)));
                    l_331 &= l_324[2][0][0];
                }
                for (l_10 = 14; (l_10 <= 45); l_10 = safe_add_func_int16_t_s_s(l_10, 6))
                { /* block id: 160 */
                    uint32_t l_359 = 0xEB3A9716L;
                    ++l_359;
                    (*g_362) = &g_245;
                }
            }
        }
    }
    g_364[6] = (g_363 , &l_276);
    return g_365;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_53 g_29 g_4 g_62.f7 g_62.f4 g_84.f7 g_91 g_84.f1 g_105 g_109 g_62.f5 g_62.f6 g_138 g_123 g_62.f0 g_157 g_121 g_84.f0 g_57 g_84.f6 g_175 g_62.f1 g_84.f4 g_153
 * writes: g_29 g_53 g_57 g_4 g_84.f7 g_105 g_130 g_136 g_123 g_62.f1 g_62.f7 g_153 g_157 g_62.f0 g_175 g_176 g_62.f5 g_240 g_121 g_2
 */
static uint8_t  func_24(int64_t * p_25, int64_t * p_26, int64_t * p_27)
{ /* block id: 12 */
    int32_t l_47[9];
    int32_t *l_58 = &g_4;
    int64_t *l_65 = &g_29;
    int32_t l_201[4][4][1] = {{{0L},{(-1L)},{0L},{0xAC8EDC9CL}},{{0L},{(-1L)},{0L},{0xAC8EDC9CL}},{{0L},{(-1L)},{0L},{0xAC8EDC9CL}},{{0L},{(-1L)},{0L},{0xAC8EDC9CL}}};
    int32_t l_248 = 0x8CE036F1L;
    int32_t l_256[6][5] = {{0L,0xACCB8323L,0xACCB8323L,0L,(-1L)},{0x3E8B011BL,0L,1L,9L,0xDB6203BAL},{0x3E8B011BL,1L,(-1L),1L,0x3E8B011BL},{0L,0L,0x871E8F41L,9L,0xACCB8323L},{0x871E8F41L,0L,0L,0L,0L},{(-1L),1L,0x3E8B011BL,0L,0xACCB8323L}};
    int i, j, k;
    for (i = 0; i < 9; i++)
        l_47[i] = (-6L);
lbl_241:
    for (g_29 = 0; (g_29 < (-22)); --g_29)
    { /* block id: 15 */
        int8_t l_48[10][8] = {{0xEFL,0xEFL,0xD3L,0xEFL,0xEFL,0xD3L,0xEFL,0xEFL},{1L,0xEFL,1L,1L,0xEFL,1L,1L,0xEFL},{0xEFL,1L,1L,0xEFL,1L,1L,0xEFL,1L},{0xEFL,0xEFL,0xD3L,0xEFL,0xEFL,0xD3L,0xEFL,0xEFL},{1L,0xEFL,1L,1L,0xEFL,1L,1L,0xEFL},{0xEFL,1L,1L,0xEFL,1L,1L,0xEFL,1L},{0xEFL,0xEFL,0xD3L,0xEFL,0xEFL,0xD3L,1L,1L},{0xD3L,1L,0xD3L,0xD3L,1L,0xD3L,0xD3L,1L},{1L,0xD3L,0xD3L,1L,0xD3L,0xD3L,1L,0xD3L},{1L,1L,0xEFL,1L,1L,0xEFL,1L,1L}};
        uint64_t *l_52 = &g_53;
        int8_t *l_56[6];
        int32_t * const l_64 = (void*)0;
        struct S1 **l_163 = (void*)0;
        int32_t l_173 = (-2L);
        uint64_t *l_179 = (void*)0;
        int64_t l_224 = (-10L);
        uint32_t *l_232 = &g_130;
        int32_t **l_235 = &l_58;
        int i, j;
        for (i = 0; i < 6; i++)
            l_56[i] = &l_48[2][1];
        g_157 |= ((safe_lshift_func_uint16_t_u_s(((func_35(func_41((g_57 = ((g_2 , 0UL) == (safe_rshift_func_uint8_t_u_u((l_47[4] = 255UL), (l_48[2][1] ^ (safe_div_func_uint64_t_u_u(l_48[2][1], (safe_unary_minus_func_uint64_t_u(((*l_52)++)))))))))), l_58, l_48[8][2]), l_64, g_29, p_25, l_65) & 0L) == g_62.f6), g_62.f0)) != 0L);
        for (g_62.f7 = (-3); (g_62.f7 <= 41); ++g_62.f7)
        { /* block id: 64 */
            int16_t *l_162[4] = {&g_84.f5,&g_84.f5,&g_84.f5,&g_84.f5};
            int32_t l_170 = 0L;
            int32_t *l_171 = &l_170;
            uint16_t *l_172 = &g_57;
            struct S1 **l_174 = &g_105;
            int32_t l_187[4][7][9] = {{{0x5CD22159L,0L,0L,(-6L),(-9L),0xF404DFAAL,(-1L),0x8AFE7F47L,0x5FBD2053L},{1L,1L,0L,0L,0L,0L,1L,1L,1L},{0x7D8F5040L,0x500CD518L,0x5FBD2053L,1L,(-9L),0x8961E382L,1L,0x3BAFCB35L,0x9925D8BBL},{(-7L),7L,1L,(-7L),(-10L),(-6L),(-1L),0x4E05431AL,1L},{7L,7L,1L,(-10L),(-3L),0x04B5BEC4L,0L,9L,0x5FBD2053L},{9L,0x500CD518L,0x8961E382L,(-7L),0xF6D975CFL,0x04B5BEC4L,(-4L),(-2L),0x8961E382L},{0x8AFE7F47L,1L,0x9A89EFA3L,1L,8L,(-6L),7L,9L,0x04B5BEC4L}},{{0x8AFE7F47L,0L,(-6L),0L,0xCBA2C953L,0x8961E382L,0x550E5D44L,0x4E05431AL,(-1L)},{9L,0xC133A8E6L,0x9A89EFA3L,(-6L),0xCBA2C953L,0L,0x4F1EB215L,0x3BAFCB35L,0xF404DFAAL},{7L,(-1L),0x8961E382L,0xF6D975CFL,8L,0xF404DFAAL,0x550E5D44L,1L,0xF404DFAAL},{(-7L),0x0B326B5AL,1L,(-9L),0xF6D975CFL,0xC757FEEDL,7L,0x8AFE7F47L,(-1L)},{0x7D8F5040L,(-1L),1L,(-9L),(-3L),0x9A89EFA3L,(-4L),5L,0x04B5BEC4L},{1L,0xC133A8E6L,0x5FBD2053L,0xF6D975CFL,(-10L),0xC757FEEDL,0L,5L,0x8961E382L},{0x5CD22159L,0L,0L,(-6L),(-9L),0xF404DFAAL,(-1L),0x8AFE7F47L,0x5FBD2053L}},{{1L,1L,0L,0L,0L,0L,1L,1L,1L},{0x7D8F5040L,0x500CD518L,0x5FBD2053L,1L,(-9L),0x8961E382L,1L,0x3BAFCB35L,0x9925D8BBL},{(-7L),7L,1L,(-7L),(-10L),(-6L),(-1L),0x4E05431AL,1L},{7L,7L,1L,(-10L),(-3L),0x04B5BEC4L,0L,(-1L),(-3L)},{(-1L),0xAFF28C12L,(-9L),(-4L),2L,1L,(-2L),0xCA5C7507L,(-9L)},{0x2BAD161DL,0x83BD3D55L,1L,0xC2F4BCE8L,(-8L),0xCBA2C953L,(-1L),(-1L),1L},{0x2BAD161DL,(-6L),0xCBA2C953L,0x59EF32C1L,1L,(-9L),0xCF2429CAL,0x34AC4052L,(-10L)}},{{(-1L),(-1L),1L,0x2B1045D4L,1L,(-6L),(-10L),0xDAB2CB75L,0x4B1EA3EFL},{(-1L),0x5959F263L,(-9L),2L,(-8L),0x4B1EA3EFL,0xCF2429CAL,0xC7F31148L,0x4B1EA3EFL},{6L,0x51A42648L,0x68622381L,0x58820E65L,2L,8L,(-1L),0x2BAD161DL,(-10L)},{(-5L),0x5959F263L,0L,0x58820E65L,1L,1L,(-2L),(-8L),1L},{0xC7F31148L,(-1L),(-3L),2L,1L,8L,(-6L),(-8L),(-9L)},{0xC646F5C4L,(-6L),(-6L),0x2B1045D4L,0x58820E65L,0x4B1EA3EFL,0L,0x2BAD161DL,(-3L)},{0xC7F31148L,0x83BD3D55L,(-6L),0x59EF32C1L,0x59EF32C1L,(-6L),0x83BD3D55L,0xC7F31148L,0x68622381L}}};
            int32_t *l_234 = &l_173;
            int i, j, k;
            g_175 ^= (&g_91[1][1] != ((safe_sub_func_int16_t_s_s((g_62.f0 = (*l_58)), (((((void*)0 == l_163) , 0x5D12158BL) ^ (l_173 ^= ((safe_lshift_func_uint16_t_u_u(((g_123 ^ ((*l_172) = ((((((((((*l_171) = (((((safe_add_func_uint64_t_u_u(0xCF7B5A891E9D7170LL, g_62.f4)) , g_121) <= l_170) , g_84.f0) <= (*l_58))) != l_48[2][1]) < 0xCBC4L) > l_48[2][1]) != g_57) > g_84.f6) > 0x07C0FF9DL) == (*l_58)) >= 0xA8C9BA8F97866B3FLL))) , 0xC1AFL), 8)) > (-10L)))) > (*l_58)))) , l_174));
            g_176[0] = (g_121 , l_58);
            if ((safe_div_func_int64_t_s_s((l_179 == ((safe_mul_func_uint16_t_u_u((&g_29 != &g_29), (safe_rshift_func_int8_t_s_u((-1L), (safe_add_func_int64_t_s_s((+(*l_58)), (g_53 = (5UL > ((void*)0 == &g_175))))))))) , l_179)), (*l_58))))
            { /* block id: 72 */
                uint32_t l_192 = 0xF961AB1BL;
                int32_t l_196 = 3L;
                int32_t l_200 = 0xC36080E9L;
                uint8_t l_202 = 254UL;
                for (l_170 = 0; (l_170 <= 1); l_170 += 1)
                { /* block id: 75 */
                    int32_t l_188 = 0xB9C433B5L;
                    int32_t *l_189 = (void*)0;
                    int32_t *l_190 = (void*)0;
                    int32_t *l_191 = (void*)0;
                    int32_t *l_195 = &g_4;
                    int32_t *l_197 = &l_188;
                    int32_t *l_198 = &l_196;
                    int32_t *l_199[10][7] = {{&l_170,&l_196,&g_123,&l_170,&l_196,&l_188,&l_196},{&g_4,&l_173,(void*)0,&l_188,(void*)0,&l_173,&g_4},{&l_173,&l_196,&l_170,(void*)0,&g_4,&l_173,(void*)0},{&l_170,&l_196,&l_188,&l_196,&l_196,&l_188,&l_196},{&l_196,&l_188,&l_170,&l_188,&l_188,(void*)0,&l_196},{&l_196,&l_196,(void*)0,&l_196,&l_196,&l_196,(void*)0},{&g_4,&g_4,&g_123,&l_188,&l_196,(void*)0,&g_4},{&g_4,(void*)0,&l_170,&l_196,&l_173,&l_173,&l_196},{&l_196,&l_196,&l_196,(void*)0,&l_196,&l_196,&l_188},{&l_196,&l_196,&l_188,&l_188,&l_196,&g_123,&l_196}};
                    int i, j;
                    ++l_192;
                    l_202++;
                }
            }
            else
            { /* block id: 79 */
                int32_t **l_205[5][8][6] = {{{&g_176[1],&l_58,&g_176[1],&l_58,&g_176[1],&l_58},{&g_176[1],&l_171,&l_171,&l_171,&g_176[0],&l_58},{(void*)0,&l_171,&g_176[0],&g_176[0],(void*)0,&g_176[0]},{&l_58,&l_171,&l_58,(void*)0,&g_176[0],(void*)0},{&l_58,&l_171,(void*)0,&g_176[0],&g_176[1],&l_58},{(void*)0,&l_58,(void*)0,&l_171,&l_58,&g_176[0]},{(void*)0,&g_176[0],&l_58,&l_171,&g_176[0],&g_176[0]},{&l_171,&g_176[0],&g_176[0],&l_171,&l_58,&g_176[0]}},{{(void*)0,&g_176[0],&l_58,&l_171,(void*)0,&l_58},{(void*)0,&l_58,(void*)0,&l_58,(void*)0,(void*)0},{&g_176[0],&g_176[0],&g_176[0],&l_58,&l_58,&l_58},{&l_58,&g_176[0],&g_176[0],&g_176[0],&g_176[0],&l_58},{&l_58,&g_176[0],&g_176[0],(void*)0,&l_58,(void*)0},{&g_176[0],&l_58,(void*)0,&l_58,(void*)0,&l_58},{&g_176[0],(void*)0,&l_58,(void*)0,&g_176[0],&g_176[0]},{&l_58,&l_58,&g_176[0],&g_176[0],&g_176[0],&g_176[0]}},{{&l_58,&l_58,&l_58,&l_58,&g_176[0],&g_176[0]},{&g_176[0],(void*)0,(void*)0,&l_58,(void*)0,&l_58},{(void*)0,&l_58,(void*)0,&l_171,&l_58,&g_176[0]},{(void*)0,&g_176[0],&l_58,&l_171,&g_176[0],&g_176[0]},{&l_171,&g_176[0],&g_176[0],&l_171,&l_58,&g_176[0]},{(void*)0,&g_176[0],&l_58,&l_171,(void*)0,&l_58},{(void*)0,&l_58,(void*)0,&l_58,(void*)0,(void*)0},{&g_176[0],&g_176[0],&g_176[0],&l_58,&l_58,&l_58}},{{&l_58,&g_176[0],&g_176[0],&g_176[0],&g_176[0],&l_58},{&l_58,&g_176[0],&g_176[0],(void*)0,&l_58,(void*)0},{&g_176[0],&l_58,(void*)0,&l_58,(void*)0,&l_58},{&g_176[0],(void*)0,&l_58,(void*)0,&g_176[0],&g_176[0]},{&l_58,&l_58,&g_176[0],&g_176[0],&g_176[0],&g_176[0]},{&l_58,&l_58,&l_58,&l_58,&g_176[0],&g_176[0]},{&g_176[0],(void*)0,(void*)0,&l_58,(void*)0,&l_58},{(void*)0,&l_58,(void*)0,&l_171,&l_58,&g_176[0]}},{{(void*)0,&g_176[0],&l_58,&l_171,&g_176[0],&g_176[0]},{&l_171,&g_176[0],&g_176[0],&l_171,&l_58,&g_176[0]},{(void*)0,&g_176[0],&l_58,&l_171,(void*)0,&l_58},{(void*)0,&l_58,(void*)0,&l_58,(void*)0,(void*)0},{&g_176[0],&g_176[0],&g_176[0],&l_58,(void*)0,&l_58},{&l_58,&l_58,&l_58,&g_176[0],&l_58,&l_58},{&g_176[0],&g_176[0],(void*)0,&g_176[0],&l_58,&g_176[1]},{&l_171,&g_176[1],&l_171,&l_58,&l_171,&g_176[1]}}};
                uint32_t *l_221 = (void*)0;
                uint32_t *l_222 = (void*)0;
                uint32_t *l_223[5][7][2] = {{{&g_2,(void*)0},{&g_2,&g_2},{&g_2,(void*)0},{&g_2,&g_2},{(void*)0,&g_2},{&g_2,&g_2},{&g_2,&g_2}},{{&g_2,&g_2},{&g_2,&g_2},{&g_2,(void*)0},{&g_2,(void*)0},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2}},{{&g_2,&g_2},{&g_2,&g_2},{(void*)0,&g_2},{&g_2,(void*)0},{&g_2,&g_2},{&g_2,(void*)0},{&g_2,&g_2}},{{(void*)0,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,(void*)0},{&g_2,(void*)0}},{{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{(void*)0,&g_2},{&g_2,(void*)0}}};
                uint32_t *l_231 = &g_130;
                uint32_t **l_230[5][3] = {{&l_231,&l_231,&l_231},{&l_231,&l_231,&l_231},{&l_231,&l_231,&l_231},{&l_231,&l_231,&l_231},{&l_231,&l_231,&l_231}};
                int64_t *l_233 = &l_224;
                int i, j, k;
                g_176[0] = &l_187[3][4][5];
                (*l_171) = (safe_sub_func_int32_t_s_s((((*l_171) ^ 4294967295UL) <= ((safe_sub_func_uint32_t_u_u((safe_lshift_func_int16_t_s_u((safe_add_func_int32_t_s_s(((((*l_172) = ((((void*)0 != &g_176[0]) || g_109.f1) == ((((safe_add_func_int32_t_s_s(((safe_mod_func_uint64_t_u_u((safe_mul_func_int16_t_s_s((g_62.f5 |= (!(l_187[2][5][8] = g_121))), g_109.f1)), g_2)) ^ (*l_58)), 0x0FD17AD3L)) && g_62.f1) <= l_224) & 0x3055AC83L))) == (*l_171)) >= g_53), g_62.f4)), g_62.f1)), g_84.f4)) | g_62.f4)), (*l_171)));
                l_234 = (l_171 = ((safe_lshift_func_int8_t_s_s(((void*)0 == l_58), ((*p_27) || (0xB633L < ((safe_sub_func_int16_t_s_s((((*l_172) = (((*l_233) &= ((((safe_unary_minus_func_int32_t_s((&g_130 == (l_232 = l_171)))) , g_84.f0) , g_62.f4) == g_53)) <= g_29)) & 0x8C28L), 65535UL)) > 0xD44CAB2CF204F4FALL))))) , &g_123));
                (*l_171) = (*l_171);
            }
        }
        (*l_235) = &l_201[1][2][0];
    }
    for (g_57 = 0; (g_57 >= 2); ++g_57)
    { /* block id: 97 */
        int32_t **l_238 = &g_176[0];
        int32_t **l_239 = (void*)0;
        int32_t l_244 = 0x0AEEF7D3L;
        int32_t l_246 = (-5L);
        int32_t l_247[10] = {0x00866FE6L,0x8598CB14L,0x8598CB14L,0x00866FE6L,0x41DCC979L,0x00866FE6L,0x8598CB14L,0x8598CB14L,0x00866FE6L,0x41DCC979L};
        uint32_t l_249 = 1UL;
        int i;
        g_240[1] = ((*l_238) = &g_4);
        if (g_29)
            goto lbl_241;
        for (g_123 = 1; (g_123 >= 0); g_123 -= 1)
        { /* block id: 103 */
            int32_t *l_242 = &l_201[1][2][0];
            int32_t *l_243[5][10][5] = {{{&g_4,&l_201[0][3][0],(void*)0,&g_123,(void*)0},{(void*)0,&g_123,(void*)0,(void*)0,&l_201[3][0][0]},{(void*)0,&l_201[1][2][0],&g_4,(void*)0,&l_201[3][2][0]},{&l_201[2][2][0],(void*)0,&g_123,(void*)0,&l_201[2][3][0]},{&g_4,(void*)0,(void*)0,&l_201[1][2][0],(void*)0},{&l_201[1][3][0],&l_201[1][3][0],(void*)0,(void*)0,&g_123},{&l_201[1][2][0],(void*)0,&l_201[1][2][0],&g_4,&l_201[0][0][0]},{&l_201[3][0][0],(void*)0,&l_201[1][3][0],&g_4,&g_123},{&g_123,(void*)0,&g_4,&l_201[0][0][0],(void*)0},{&l_201[2][2][0],&l_201[1][3][0],(void*)0,&l_201[2][3][0],&l_201[3][0][0]}},{{&g_4,(void*)0,&l_201[0][3][0],&l_201[0][0][0],(void*)0},{(void*)0,(void*)0,&g_4,(void*)0,&l_201[0][1][0]},{&l_201[1][2][0],&l_201[1][2][0],&l_201[0][0][0],&g_4,&l_201[1][2][0]},{(void*)0,&g_123,&g_123,&g_123,(void*)0},{&l_201[1][2][0],&l_201[0][3][0],(void*)0,(void*)0,&g_4},{(void*)0,(void*)0,&g_4,&l_201[2][2][0],(void*)0},{(void*)0,&l_201[1][2][0],&g_4,(void*)0,(void*)0},{&l_201[0][2][0],&l_201[2][2][0],(void*)0,&g_123,&l_201[3][0][0]},{(void*)0,&l_201[1][2][0],(void*)0,&g_123,&l_201[1][2][0]},{(void*)0,(void*)0,&l_201[3][0][0],&l_201[1][2][0],&l_201[3][0][0]}},{{&l_201[1][2][0],&g_123,&g_4,&g_4,&l_201[1][2][0]},{(void*)0,&g_4,&l_201[2][2][0],(void*)0,(void*)0},{&l_201[0][3][0],&g_123,&l_201[0][3][0],&g_123,&l_201[1][0][0]},{&l_201[3][3][0],&l_201[2][3][0],&l_201[1][2][0],&g_123,&g_4},{(void*)0,&g_4,(void*)0,(void*)0,&g_4},{(void*)0,(void*)0,&l_201[1][2][0],&g_4,(void*)0},{&g_123,&l_201[3][1][0],&l_201[0][3][0],(void*)0,&l_201[1][2][0]},{(void*)0,&l_201[2][2][0],&l_201[2][2][0],&l_201[3][0][0],(void*)0},{(void*)0,(void*)0,&g_4,&l_201[3][2][0],&g_123},{(void*)0,(void*)0,&l_201[3][0][0],&l_201[2][3][0],&l_201[1][3][0]}},{{&g_4,&l_201[0][0][0],(void*)0,(void*)0,&l_201[0][0][0]},{&l_201[2][3][0],(void*)0,(void*)0,&g_123,&g_4},{&l_201[1][2][0],&l_201[3][2][0],&g_4,&l_201[0][0][0],&l_201[1][2][0]},{&l_201[1][2][0],(void*)0,&g_4,&g_123,&l_201[1][2][0]},{&l_201[1][2][0],&g_4,&g_123,(void*)0,&l_201[0][0][0]},{&l_201[2][3][0],(void*)0,(void*)0,&l_201[3][0][0],&g_123},{&g_4,(void*)0,&g_123,(void*)0,(void*)0},{(void*)0,&g_123,(void*)0,&l_201[0][1][0],&l_201[2][2][0]},{(void*)0,&l_201[1][2][0],(void*)0,&l_201[1][2][0],&g_4},{(void*)0,&l_201[0][2][0],&l_201[0][2][0],(void*)0,&g_4}},{{&g_123,(void*)0,&l_201[3][2][0],&g_4,&g_4},{(void*)0,&l_201[1][2][0],&l_201[2][2][0],&l_201[1][2][0],&l_201[2][2][0]},{(void*)0,&l_201[0][0][0],&l_201[1][2][0],&g_4,&l_201[1][3][0]},{&l_201[3][3][0],&g_123,&l_201[0][1][0],(void*)0,&l_201[2][2][0]},{&l_201[0][3][0],(void*)0,&l_201[1][2][0],&l_201[1][2][0],&g_4},{(void*)0,&g_123,&l_201[1][3][0],&l_201[0][1][0],&g_123},{&l_201[1][2][0],&g_4,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_201[1][2][0],&l_201[3][0][0],&l_201[1][2][0]},{(void*)0,(void*)0,&l_201[1][2][0],(void*)0,&l_201[3][1][0]},{&l_201[0][2][0],&g_4,&l_201[3][0][0],&g_123,&l_201[2][3][0]}}};
            int i, j, k;
            l_249++;
            for (g_130 = 0; (g_130 <= 1); g_130 += 1)
            { /* block id: 107 */
                struct S4 *l_253 = &g_109;
                struct S4 **l_252 = &l_253;
                int64_t l_254 = 0x2758ED415E4E6D5ALL;
                uint32_t *l_255 = &g_2;
                int i;
                (*l_252) = (void*)0;
                g_176[0] = (l_254 , (((*l_255) = ((((((*g_153) = 1L) && 0xEBL) > 0x93C795F7L) >= (&g_130 != (void*)0)) && (*l_58))) , (void*)0));
            }
        }
        l_256[2][3] ^= (*l_58);
    }
    return g_84.f1;
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_4 g_62.f7 g_62.f4 g_84.f7 g_91 g_84.f1 g_53 g_105 g_109 g_62.f5 g_62.f6 g_138 g_62.f1 g_123
 * writes: g_4 g_84.f7 g_105 g_57 g_130 g_136 g_123 g_62.f1 g_62.f7 g_53 g_153
 */
static uint32_t  func_35(int64_t * p_36, int32_t * const  p_37, uint16_t  p_38, int64_t * p_39, int64_t * p_40)
{ /* block id: 23 */
    int32_t *l_68 = &g_4;
    int16_t l_74 = 9L;
    uint16_t *l_77[5][5] = {{&g_57,(void*)0,(void*)0,&g_57,&g_57},{&g_57,(void*)0,(void*)0,&g_57,&g_57},{&g_57,(void*)0,(void*)0,&g_57,&g_57},{&g_57,&g_57,&g_57,(void*)0,&g_57},{(void*)0,&g_57,&g_57,(void*)0,&g_57}};
    struct S1 *l_83 = &g_84;
    int8_t *l_120 = &g_121;
    int32_t l_124 = (-2L);
    int16_t l_156 = (-1L);
    int i, j;
lbl_154:
    (*l_68) &= (safe_div_func_int32_t_s_s(g_29, p_38));
    if (((-6L) <= ((+(p_38 = ((safe_mod_func_int32_t_s_s(l_74, g_62.f7)) ^ (safe_rshift_func_uint8_t_u_s(0UL, 2))))) || ((safe_lshift_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u((+(l_83 == l_83)), 0xC69C835AL)), g_62.f4)) >= (-1L)))))
    { /* block id: 26 */
        uint64_t *l_90 = &g_84.f7;
        int32_t l_97 = (-1L);
        struct S1 **l_106 = (void*)0;
        struct S1 **l_107 = (void*)0;
        struct S1 **l_108[4] = {&g_105,&g_105,&g_105,&g_105};
        int32_t *l_122[4];
        uint32_t *l_128 = (void*)0;
        uint32_t *l_129 = &g_130;
        uint8_t *l_135 = &g_136;
        const uint16_t *l_137 = &g_57;
        int i;
        for (i = 0; i < 4; i++)
            l_122[i] = &g_123;
        (*l_68) = ((safe_lshift_func_int16_t_s_u((((safe_lshift_func_uint16_t_u_u(p_38, ((+((*l_90) |= (*l_68))) | (((void*)0 != g_91[1][0]) <= (*p_36))))) && g_84.f1) | (safe_add_func_int64_t_s_s(((safe_rshift_func_int16_t_s_u((l_97 , 0x2B02L), 10)) , (*l_68)), p_38))), (*l_68))) ^ g_53);
        l_124 &= (safe_mod_func_uint64_t_u_u(((safe_mul_func_uint16_t_u_u(((+(safe_lshift_func_uint16_t_u_s(g_84.f7, 1))) < ((g_105 = g_105) != (l_83 = (void*)0))), (g_109 , (safe_mod_func_int32_t_s_s((safe_sub_func_int16_t_s_s((((g_62.f5 & ((safe_mod_func_int8_t_s_s(((safe_div_func_int64_t_s_s((safe_rshift_func_int8_t_s_u((((l_97 >= ((void*)0 == p_36)) , l_120) != &g_121), p_38)), 3L)) || g_84.f7), g_109.f1)) , g_62.f6)) , (void*)0) != l_77[2][3]), 0UL)), (*l_68)))))) >= 4L), 7L));
        g_4 = (g_123 = (((((((((g_57 = (!g_62.f6)) | (((safe_add_func_int64_t_s_s(((*l_68) == ((*l_135) = (((*l_129) = (g_109 , p_38)) , (((safe_mul_func_int8_t_s_s(0x37L, 0xBFL)) == ((safe_rshift_func_uint16_t_u_s(6UL, 3)) || 0UL)) , p_38)))), (*l_68))) , g_4) , p_38)) == 1L) , 0x20DBL) & 65532UL) , 8UL) == g_109.f0) , l_137) != g_138[0]));
    }
    else
    { /* block id: 37 */
        for (g_62.f1 = 2; (g_62.f1 > 4); g_62.f1 = safe_add_func_uint64_t_u_u(g_62.f1, 3))
        { /* block id: 40 */
            int8_t *l_151 = &g_121;
            for (g_62.f7 = 0; (g_62.f7 <= 3); g_62.f7 += 1)
            { /* block id: 43 */
                struct S4 l_142 = {-1791,13871};
                for (g_53 = 0; (g_53 <= 3); g_53 += 1)
                { /* block id: 46 */
                    int32_t *l_143 = &g_123;
                    int8_t **l_146 = &l_120;
                    int8_t *l_148 = &g_121;
                    int8_t **l_147 = &l_148;
                    int8_t **l_152[9] = {&l_151,&l_151,&l_151,&l_151,&l_151,&l_151,&l_151,&l_151,&l_151};
                    int32_t **l_155 = &l_143;
                    int i;
                    l_143 = (l_142 , &g_123);
                    (*l_143) ^= (safe_mul_func_int8_t_s_s(p_38, (((*l_147) = ((*l_146) = &g_121)) != ((safe_lshift_func_int8_t_s_u(g_62.f4, 6)) , (g_153 = l_151)))));
                    if (g_4)
                        goto lbl_154;
                    (*l_155) = p_37;
                }
                return (*l_68);
            }
            return l_156;
        }
    }
    return p_38;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int64_t * func_41(int8_t  p_42, int32_t * p_43, uint32_t  p_44)
{ /* block id: 19 */
    struct S1 *l_59 = (void*)0;
    struct S1 *l_61 = &g_62;
    struct S1 **l_60 = &l_61;
    int64_t *l_63 = &g_29;
    (*l_60) = (l_59 = l_59);
    return l_63;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_13[i][j][k], "g_13[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_62.f0, "g_62.f0", print_hash_value);
    transparent_crc(g_62.f1, "g_62.f1", print_hash_value);
    transparent_crc(g_62.f2, "g_62.f2", print_hash_value);
    transparent_crc(g_62.f3, "g_62.f3", print_hash_value);
    transparent_crc(g_62.f4, "g_62.f4", print_hash_value);
    transparent_crc(g_62.f5, "g_62.f5", print_hash_value);
    transparent_crc(g_62.f6, "g_62.f6", print_hash_value);
    transparent_crc(g_62.f7, "g_62.f7", print_hash_value);
    transparent_crc(g_84.f0, "g_84.f0", print_hash_value);
    transparent_crc(g_84.f1, "g_84.f1", print_hash_value);
    transparent_crc(g_84.f2, "g_84.f2", print_hash_value);
    transparent_crc(g_84.f3, "g_84.f3", print_hash_value);
    transparent_crc(g_84.f4, "g_84.f4", print_hash_value);
    transparent_crc(g_84.f5, "g_84.f5", print_hash_value);
    transparent_crc(g_84.f6, "g_84.f6", print_hash_value);
    transparent_crc(g_84.f7, "g_84.f7", print_hash_value);
    transparent_crc(g_92.f0, "g_92.f0", print_hash_value);
    transparent_crc(g_92.f1, "g_92.f1", print_hash_value);
    transparent_crc(g_92.f2, "g_92.f2", print_hash_value);
    transparent_crc(g_92.f3, "g_92.f3", print_hash_value);
    transparent_crc(g_92.f4, "g_92.f4", print_hash_value);
    transparent_crc(g_92.f5, "g_92.f5", print_hash_value);
    transparent_crc(g_92.f6, "g_92.f6", print_hash_value);
    transparent_crc(g_92.f7, "g_92.f7", print_hash_value);
    transparent_crc(g_109.f0, "g_109.f0", print_hash_value);
    transparent_crc(g_109.f1, "g_109.f1", print_hash_value);
    transparent_crc(g_121, "g_121", print_hash_value);
    transparent_crc(g_123, "g_123", print_hash_value);
    transparent_crc(g_130, "g_130", print_hash_value);
    transparent_crc(g_136, "g_136", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    transparent_crc(g_157, "g_157", print_hash_value);
    transparent_crc(g_175, "g_175", print_hash_value);
    transparent_crc(g_245, "g_245", print_hash_value);
    transparent_crc(g_295, "g_295", print_hash_value);
    transparent_crc(g_305.f0, "g_305.f0", print_hash_value);
    transparent_crc(g_305.f1, "g_305.f1", print_hash_value);
    transparent_crc(g_305.f2, "g_305.f2", print_hash_value);
    transparent_crc(g_305.f3, "g_305.f3", print_hash_value);
    transparent_crc(g_305.f4, "g_305.f4", print_hash_value);
    transparent_crc(g_305.f5, "g_305.f5", print_hash_value);
    transparent_crc(g_305.f6, "g_305.f6", print_hash_value);
    transparent_crc(g_307.f0, "g_307.f0", print_hash_value);
    transparent_crc(g_307.f1, "g_307.f1", print_hash_value);
    transparent_crc(g_307.f2, "g_307.f2", print_hash_value);
    transparent_crc(g_307.f3, "g_307.f3", print_hash_value);
    transparent_crc(g_307.f4, "g_307.f4", print_hash_value);
    transparent_crc(g_307.f5, "g_307.f5", print_hash_value);
    transparent_crc(g_307.f6, "g_307.f6", print_hash_value);
    transparent_crc(g_337.f0, "g_337.f0", print_hash_value);
    transparent_crc(g_337.f1, "g_337.f1", print_hash_value);
    transparent_crc(g_337.f2, "g_337.f2", print_hash_value);
    transparent_crc(g_337.f3, "g_337.f3", print_hash_value);
    transparent_crc(g_337.f4, "g_337.f4", print_hash_value);
    transparent_crc(g_337.f5, "g_337.f5", print_hash_value);
    transparent_crc(g_337.f6, "g_337.f6", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_353[i][j], "g_353[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_358, "g_358", print_hash_value);
    transparent_crc(g_363.f0, "g_363.f0", print_hash_value);
    transparent_crc(g_363.f1, "g_363.f1", print_hash_value);
    transparent_crc(g_363.f2, "g_363.f2", print_hash_value);
    transparent_crc(g_363.f3, "g_363.f3", print_hash_value);
    transparent_crc(g_363.f4, "g_363.f4", print_hash_value);
    transparent_crc(g_363.f5, "g_363.f5", print_hash_value);
    transparent_crc(g_363.f6, "g_363.f6", print_hash_value);
    transparent_crc(g_363.f7, "g_363.f7", print_hash_value);
    transparent_crc(g_363.f8, "g_363.f8", print_hash_value);
    transparent_crc(g_363.f9, "g_363.f9", print_hash_value);
    transparent_crc(g_365.f0, "g_365.f0", print_hash_value);
    transparent_crc(g_365.f1, "g_365.f1", print_hash_value);
    transparent_crc(g_365.f2, "g_365.f2", print_hash_value);
    transparent_crc(g_365.f3, "g_365.f3", print_hash_value);
    transparent_crc(g_365.f4, "g_365.f4", print_hash_value);
    transparent_crc(g_365.f5, "g_365.f5", print_hash_value);
    transparent_crc(g_365.f6, "g_365.f6", print_hash_value);
    transparent_crc(g_365.f7, "g_365.f7", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 92
   depth: 1, occurrence: 7
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 22
XXX zero bitfields defined in structs: 1
XXX const bitfields defined in structs: 4
XXX volatile bitfields defined in structs: 9
XXX structs with bitfields in the program: 14
breakdown:
   indirect level: 0, occurrence: 7
   indirect level: 1, occurrence: 4
   indirect level: 2, occurrence: 3
XXX full-bitfields structs in the program: 5
breakdown:
   indirect level: 0, occurrence: 5
XXX times a bitfields struct's address is taken: 29
XXX times a bitfields struct on LHS: 2
XXX times a bitfields struct on RHS: 8
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 24

XXX max expression depth: 29
breakdown:
   depth: 1, occurrence: 73
   depth: 2, occurrence: 21
   depth: 6, occurrence: 1
   depth: 8, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 2
   depth: 14, occurrence: 1
   depth: 17, occurrence: 2
   depth: 18, occurrence: 1
   depth: 21, occurrence: 2
   depth: 22, occurrence: 1
   depth: 23, occurrence: 1
   depth: 24, occurrence: 2
   depth: 28, occurrence: 1
   depth: 29, occurrence: 1

XXX total number of pointers: 95

XXX times a variable address is taken: 280
XXX times a pointer is dereferenced on RHS: 25
breakdown:
   depth: 1, occurrence: 25
XXX times a pointer is dereferenced on LHS: 33
breakdown:
   depth: 1, occurrence: 33
XXX times a pointer is compared with null: 9
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 984

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 239
XXX number of pointers point to pointers: 24
XXX number of pointers point to scalars: 64
XXX number of pointers point to structs: 7
XXX percent of pointers has null in alias set: 36.8
XXX average alias set size: 1.41

XXX times a non-volatile is read: 215
XXX times a non-volatile is write: 128
XXX times a volatile is read: 11
XXX    times read thru a pointer: 0
XXX times a volatile is write: 5
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 333
XXX percentage of non-volatile access: 95.5

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 69
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 14
   depth: 2, occurrence: 12
   depth: 3, occurrence: 15
   depth: 4, occurrence: 16

XXX percentage a fresh-made variable is used: 21.8
XXX percentage an existing variable is used: 78.2
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

