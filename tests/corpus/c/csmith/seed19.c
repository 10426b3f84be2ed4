/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 19 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      19
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = (-8L);
static volatile int32_t g_4 = (-1L);/* VOLATILE GLOBAL g_4 */
static int32_t g_5 = 0xA485BF25L;
static volatile int32_t g_6 = 0x6EC79CF1L;/* VOLATILE GLOBAL g_6 */
static int32_t g_7 = (-1L);
static uint64_t g_31 = 5UL;
static int8_t g_56 = 1L;
static uint8_t g_77 = 0x73L;
static uint64_t *g_92[8] = {&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31};
static uint32_t g_93[4] = {1UL,1UL,1UL,1UL};
static uint16_t g_96 = 65535UL;
static int64_t g_98 = 1L;
static int64_t g_100[8] = {0x42098501CA497058LL,0x42098501CA497058LL,0x42098501CA497058LL,0x42098501CA497058LL,0x42098501CA497058LL,0x42098501CA497058LL,0x42098501CA497058LL,0x42098501CA497058LL};
static int64_t *g_109 = (void*)0;
static int32_t g_141 = (-8L);
static int32_t * volatile g_140[2] = {&g_141,&g_141};
static int32_t * volatile g_142[5][8] = {{&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141},{&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141},{&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141},{&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141},{&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141,&g_141}};
static uint16_t *g_154 = &g_96;
static int8_t * volatile g_168[9] = {&g_56,&g_56,&g_56,&g_56,&g_56,&g_56,&g_56,&g_56,&g_56};
static int8_t * const  volatile * volatile g_167 = &g_168[6];/* VOLATILE GLOBAL g_167 */
static int16_t g_174 = (-1L);
static const int32_t *g_179 = &g_5;
static const int32_t ** volatile g_178 = &g_179;/* VOLATILE GLOBAL g_178 */
static int16_t *g_253 = &g_174;
static int32_t g_277 = 0xD628086BL;
static const uint64_t *g_345 = &g_31;
static const uint64_t **g_344[1][9] = {{&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345}};
static int32_t g_375[8][1] = {{4L},{0x836B1548L},{4L},{0x836B1548L},{4L},{0x836B1548L},{4L},{0x836B1548L}};
static uint32_t g_377[2] = {0x789B01D3L,0x789B01D3L};
static uint32_t g_389[6][4] = {{0xD29F0869L,7UL,0x03349BFFL,0x03349BFFL},{1UL,1UL,0xD29F0869L,0x03349BFFL},{5UL,7UL,5UL,0xD29F0869L},{5UL,0xD29F0869L,0xD29F0869L,5UL},{1UL,0xD29F0869L,0x03349BFFL,0xD29F0869L},{0xD29F0869L,7UL,0x03349BFFL,0x03349BFFL}};
static int8_t *g_402[9][5][5] = {{{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{(void*)0,(void*)0,(void*)0,&g_56,&g_56}},{{&g_56,&g_56,&g_56,&g_56,&g_56},{(void*)0,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56}},{{(void*)0,(void*)0,(void*)0,(void*)0,&g_56},{&g_56,&g_56,(void*)0,(void*)0,(void*)0},{&g_56,&g_56,&g_56,(void*)0,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{(void*)0,(void*)0,&g_56,&g_56,&g_56}},{{&g_56,&g_56,&g_56,(void*)0,(void*)0},{(void*)0,&g_56,&g_56,&g_56,&g_56},{(void*)0,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,(void*)0}},{{&g_56,(void*)0,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,(void*)0},{&g_56,&g_56,&g_56,&g_56,&g_56},{(void*)0,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56}},{{&g_56,&g_56,&g_56,&g_56,(void*)0},{(void*)0,&g_56,(void*)0,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56}},{{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,(void*)0,(void*)0,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,(void*)0}},{{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,(void*)0},{&g_56,&g_56,&g_56,(void*)0,&g_56},{&g_56,&g_56,(void*)0,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56}},{{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,(void*)0,&g_56},{&g_56,&g_56,(void*)0,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,&g_56},{&g_56,&g_56,&g_56,&g_56,(void*)0}}};
static int32_t g_426[9] = {0x67ED223CL,0x67ED223CL,0x67ED223CL,0x67ED223CL,0x67ED223CL,0x67ED223CL,0x67ED223CL,0x67ED223CL,0x67ED223CL};
static int32_t g_446 = 0xE38D54B9L;
static uint64_t g_486[9] = {0xBBB134197403F995LL,0xBBB134197403F995LL,0xBBB134197403F995LL,0xBBB134197403F995LL,0xBBB134197403F995LL,0xBBB134197403F995LL,0xBBB134197403F995LL,0xBBB134197403F995LL,0xBBB134197403F995LL};
static int32_t *g_489 = &g_426[1];
static int32_t ** volatile g_488 = &g_489;/* VOLATILE GLOBAL g_488 */
static int32_t * const  volatile g_503 = &g_141;/* VOLATILE GLOBAL g_503 */
static const int32_t ** volatile g_545 = &g_179;/* VOLATILE GLOBAL g_545 */
static int32_t * volatile g_549 = &g_375[3][0];/* VOLATILE GLOBAL g_549 */
static int16_t g_565 = 0x9CE4L;
static uint8_t g_569 = 2UL;
static uint32_t g_589 = 0xBA97EA61L;
static uint16_t **g_611[5][5] = {{&g_154,&g_154,&g_154,&g_154,&g_154},{&g_154,&g_154,&g_154,&g_154,&g_154},{&g_154,&g_154,&g_154,&g_154,&g_154},{&g_154,&g_154,&g_154,&g_154,&g_154},{&g_154,&g_154,&g_154,&g_154,&g_154}};
static uint16_t *** volatile g_610 = &g_611[2][4];/* VOLATILE GLOBAL g_610 */
static const volatile int8_t *g_629 = (void*)0;
static const volatile int8_t **g_628 = &g_629;
static int32_t ** volatile g_654 = &g_489;/* VOLATILE GLOBAL g_654 */


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static int32_t * func_8(int32_t  p_9, int32_t * p_10, uint32_t  p_11);
static int8_t  func_20(int32_t  p_21, uint8_t  p_22, int32_t  p_23);
static int8_t  func_34(int16_t  p_35, uint64_t  p_36, int64_t  p_37);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_5 g_31 g_7 g_6 g_4 g_167 g_168 g_56 g_377 g_178 g_179 g_426 g_345 g_77 g_154 g_96 g_446 g_389 g_100 g_98 g_375 g_488 g_141 g_503 g_489 g_545 g_549 g_569 g_589 g_93 g_253 g_174 g_565 g_610 g_628 g_277
 * writes: g_3 g_5 g_7 g_31 g_56 g_277 g_174 g_77 g_446 g_253 g_426 g_389 g_100 g_375 g_489 g_141 g_179 g_565 g_569 g_96 g_611
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int32_t l_2[2];
    int8_t l_27 = 0x64L;
    uint8_t *l_656 = &g_569;
    int32_t l_668 = 0x9C96C9AAL;
    int i;
    for (i = 0; i < 2; i++)
        l_2[i] = 0x99FF6065L;
    for (g_3 = 1; (g_3 >= 0); g_3 -= 1)
    { /* block id: 3 */
        int32_t *l_12[8][2] = {{&g_5,&g_5},{&g_5,&g_7},{&g_5,&g_5},{&g_5,&g_7},{&g_5,&g_5},{&g_5,&g_7},{&g_5,&g_5},{&g_5,&g_7}};
        uint8_t *l_657 = (void*)0;
        uint32_t l_669 = 5UL;
        int i, j;
        for (g_5 = 0; (g_5 <= 1); g_5 += 1)
        { /* block id: 6 */
            int32_t l_19 = 0xD82C32B9L;
            uint32_t * const l_620[1][10][9] = {{{&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1],(void*)0,&g_389[3][1],&g_389[2][1],&g_389[3][1]},{&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1],(void*)0,&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1]},{(void*)0,&g_389[3][1],&g_389[3][1],(void*)0,(void*)0,&g_389[3][1],&g_389[2][1],&g_389[3][1],&g_389[3][1]},{&g_389[3][1],&g_389[3][1],&g_389[3][0],&g_389[3][1],&g_389[3][1],&g_389[3][1],(void*)0,(void*)0,(void*)0},{&g_389[3][1],&g_389[3][1],&g_389[3][1],(void*)0,&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1],(void*)0},{&g_389[3][1],&g_389[3][1],(void*)0,&g_389[2][1],(void*)0,&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1]},{&g_389[3][1],(void*)0,&g_389[2][1],(void*)0,&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1]},{&g_389[3][1],&g_389[3][1],(void*)0,&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1],(void*)0,&g_389[2][1]},{&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][0],&g_389[2][3],&g_389[3][1],&g_389[3][1],&g_389[3][1],&g_389[3][1]},{&g_389[3][1],&g_389[3][1],(void*)0,&g_389[3][1],&g_389[2][1],&g_389[3][1],&g_389[3][1],&g_389[2][1],&g_389[3][1]}}};
            const uint16_t *l_645 = (void*)0;
            const uint16_t **l_644[3];
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_644[i] = &l_645;
            for (g_7 = 0; (g_7 <= 1); g_7 += 1)
            { /* block id: 9 */
                uint64_t *l_28 = (void*)0;
                uint64_t *l_29 = (void*)0;
                uint64_t *l_30 = &g_31;
                int32_t **l_617 = &l_12[4][1];
                int16_t l_634 = 1L;
                int i;
                (*l_617) = func_8(l_2[g_3], l_12[6][0], (safe_mod_func_int64_t_s_s((safe_lshift_func_int16_t_s_u((safe_mul_func_int8_t_s_s(l_19, func_20(g_5, (~(safe_sub_func_uint64_t_u_u(((*l_30) &= l_27), ((g_7 , 7UL) > 0xEE3FL)))), g_6))), 8)), l_19)));
                if ((3L != (safe_lshift_func_uint16_t_u_u((*g_154), 10))))
                { /* block id: 262 */
                    return g_141;
                }
                else
                { /* block id: 264 */
                    uint8_t *l_630 = (void*)0;
                    int32_t l_633[1];
                    const int16_t *l_635 = &g_174;
                    int i;
                    for (i = 0; i < 1; i++)
                        l_633[i] = 0xD19F800CL;
                    l_2[g_3] = ((((&g_389[3][1] != l_620[0][4][4]) | (safe_mod_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(((~(safe_mul_func_int16_t_s_s(((g_77 = (((void*)0 != g_628) >= (*g_345))) < g_446), (((safe_mod_func_uint8_t_u_u(((*g_167) == (void*)0), 0x81L)) >= 0UL) == l_633[0])))) >= l_634), g_93[0])), (*g_154)))) , l_635) == (void*)0);
                    return g_426[3];
                }
            }
            for (g_77 = 0; (g_77 <= 1); g_77 += 1)
            { /* block id: 272 */
                int i;
            }
            l_669 &= ((g_375[4][0] < (+(((l_19 != l_19) != ((l_657 = l_656) != ((safe_add_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((((1UL < (safe_lshift_func_uint16_t_u_u(5UL, ((*g_154) ^= (safe_rshift_func_int8_t_s_u((safe_lshift_func_uint8_t_u_u((g_77 < g_100[3]), 2)), g_426[0])))))) > l_668) >= 0UL), l_668)), 0UL)) , &g_569))) , l_27))) && 1UL);
        }
        for (g_277 = 6; (g_277 > (-12)); --g_277)
        { /* block id: 289 */
            const int32_t **l_672 = &g_179;
            (*l_672) = (*g_178);
        }
    }
    return l_2[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_178 g_179 g_5 g_277 g_4 g_426 g_7 g_31 g_345 g_77 g_154 g_96 g_446 g_389 g_100 g_6 g_98 g_56 g_375 g_488 g_141 g_503 g_167 g_168 g_489 g_545 g_549 g_377 g_569 g_589 g_93 g_253 g_174 g_565 g_610
 * writes: g_277 g_174 g_56 g_77 g_446 g_31 g_253 g_426 g_389 g_100 g_375 g_489 g_141 g_179 g_565 g_569 g_96 g_611
 */
static int32_t * func_8(int32_t  p_9, int32_t * p_10, uint32_t  p_11)
{ /* block id: 156 */
    int16_t l_419 = 1L;
    int32_t l_420 = 0x37F6AA98L;
    uint64_t *l_427 = (void*)0;
    uint8_t *l_429 = &g_77;
    uint32_t l_449 = 18446744073709551608UL;
    int32_t l_524[5] = {1L,1L,1L,1L,1L};
    uint64_t l_556 = 0x2350523AB2DB70A0LL;
    int32_t *l_562[10][10];
    int32_t l_587 = 0L;
    uint8_t l_588[5][10] = {{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL}};
    int16_t l_590 = (-1L);
    uint64_t l_608 = 0xFFCFF27217BD38B4LL;
    int16_t l_613[8][2] = {{1L,4L},{1L,4L},{1L,4L},{1L,4L},{1L,4L},{1L,4L},{1L,4L},{1L,4L}};
    uint16_t l_614 = 4UL;
    int i, j;
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 10; j++)
            l_562[i][j] = &g_141;
    }
    for (p_9 = (-24); (p_9 >= (-1)); p_9 = safe_add_func_uint8_t_u_u(p_9, 1))
    { /* block id: 159 */
        int64_t l_421 = 0x2F8CDDB0F5C40965LL;
        uint32_t l_448 = 0UL;
        int32_t l_450 = 5L;
        int16_t **l_491 = (void*)0;
        int16_t ***l_490 = &l_491;
        int32_t l_523 = 0x7FFF42A1L;
        int32_t l_525 = (-6L);
        uint16_t l_531 = 0xA807L;
        uint64_t l_544 = 18446744073709551615UL;
        int32_t l_551[10];
        int16_t l_554 = (-1L);
        int i;
        for (i = 0; i < 10; i++)
            l_551[i] = 0L;
        if ((**g_178))
        { /* block id: 160 */
            int64_t *l_425 = &l_421;
            int32_t l_428 = 0x9CA3E42CL;
            uint8_t * const l_430 = &g_77;
            int32_t l_433 = 0x0D768F20L;
            int64_t l_479 = 0x3EE7D30883D7D974LL;
            int8_t l_482 = 1L;
            uint64_t **l_508 = &l_427;
            uint64_t *** const l_507[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
            int32_t l_527 = (-9L);
            int32_t l_528 = 1L;
            int32_t l_529 = 0x7033ADC8L;
            int32_t l_530 = 0L;
            int32_t l_552 = 0x5A9B94C0L;
            int32_t l_553 = 0xD761C21AL;
            int32_t l_555[7][2] = {{0xF06D756EL,0x4289EA63L},{0xA5C69A10L,0x758FC7C2L},{0xA5C69A10L,0x4289EA63L},{0xF06D756EL,0xF06D756EL},{0x4289EA63L,0xA5C69A10L},{0x758FC7C2L,0xA5C69A10L},{0x4289EA63L,0xF06D756EL}};
            uint64_t l_591 = 18446744073709551615UL;
            int32_t *l_594 = &g_375[5][0];
            int i, j;
            for (g_277 = 2; (g_277 <= 8); g_277 += 1)
            { /* block id: 163 */
                int32_t l_424 = 3L;
                int32_t l_432 = (-1L);
                int16_t *l_454[4][6][9] = {{{&l_419,&g_174,(void*)0,&l_419,&g_174,&g_174,(void*)0,(void*)0,&g_174},{(void*)0,&l_419,&g_174,&l_419,(void*)0,&g_174,(void*)0,&g_174,(void*)0},{&l_419,(void*)0,(void*)0,&g_174,&l_419,&l_419,&g_174,&l_419,&l_419},{(void*)0,(void*)0,&g_174,&l_419,(void*)0,&g_174,&g_174,(void*)0,&l_419},{&l_419,&l_419,&l_419,&l_419,(void*)0,(void*)0,(void*)0,&l_419,&l_419},{&g_174,&l_419,&g_174,&g_174,&l_419,&l_419,&l_419,&g_174,(void*)0}},{{&l_419,&g_174,(void*)0,&l_419,&l_419,&l_419,&l_419,(void*)0,&g_174},{&l_419,&g_174,(void*)0,&l_419,&g_174,&l_419,&l_419,(void*)0,&g_174},{&g_174,&l_419,&g_174,(void*)0,&g_174,(void*)0,(void*)0,&l_419,(void*)0},{&l_419,&g_174,&g_174,&l_419,&l_419,&g_174,&g_174,&l_419,&g_174},{&l_419,&g_174,&g_174,&g_174,(void*)0,&g_174,&l_419,&l_419,(void*)0},{&g_174,&l_419,&g_174,&l_419,&l_419,&l_419,&g_174,&g_174,&g_174}},{{&l_419,(void*)0,&l_419,&l_419,(void*)0,&l_419,(void*)0,&g_174,(void*)0},{&l_419,&l_419,&l_419,&g_174,&l_419,&g_174,(void*)0,&l_419,&g_174},{&g_174,(void*)0,&g_174,&g_174,&g_174,&l_419,(void*)0,&l_419,&g_174},{&g_174,&l_419,&l_419,&g_174,&g_174,&l_419,&g_174,&l_419,(void*)0},{(void*)0,&g_174,(void*)0,&g_174,&l_419,&g_174,&l_419,(void*)0,&l_419},{&l_419,&g_174,&l_419,(void*)0,&g_174,&l_419,&g_174,(void*)0,&l_419}},{{&l_419,&l_419,&l_419,(void*)0,&g_174,&l_419,(void*)0,&g_174,(void*)0},{&l_419,&l_419,&g_174,&g_174,&l_419,&g_174,&l_419,&l_419,&l_419},{(void*)0,&l_419,&l_419,&g_174,(void*)0,&g_174,&l_419,&l_419,(void*)0},{(void*)0,&l_419,&l_419,&g_174,&l_419,(void*)0,&l_419,&l_419,&l_419},{&l_419,&l_419,(void*)0,&g_174,(void*)0,&l_419,(void*)0,&l_419,&l_419},{(void*)0,&l_419,&l_419,&l_419,&l_419,&l_419,(void*)0,&g_174,&l_419}}};
                int16_t **l_455 = &g_253;
                int32_t *l_456 = (void*)0;
                int32_t *l_457 = (void*)0;
                int32_t *l_458 = &g_426[3];
                int32_t l_526[5];
                int i, j, k;
                for (i = 0; i < 5; i++)
                    l_526[i] = 0xA99D410FL;
                for (g_174 = 8; (g_174 >= 0); g_174 -= 1)
                { /* block id: 166 */
                    int32_t *l_418[10];
                    int8_t *l_431 = &g_56;
                    int32_t *l_444 = (void*)0;
                    int32_t *l_445 = &g_446;
                    uint64_t *l_447 = &g_31;
                    int i;
                    for (i = 0; i < 10; i++)
                        l_418[i] = &g_375[5][0];
                    l_433 &= (((safe_rshift_func_int8_t_s_s(((*l_431) = ((safe_div_func_uint64_t_u_u((((safe_div_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u((safe_add_func_uint64_t_u_u(((((((l_419 = p_9) > ((l_420 = p_9) >= ((65528UL | (p_9 && (l_424 = (l_421 != ((((((&g_100[1] != ((safe_add_func_uint32_t_u_u(g_4, l_424)) , l_425)) > g_426[3]) , 0x8928L) , l_427) == l_425) <= g_7))))) & l_428))) , g_31) , l_429) == l_430) == (*g_345)), 5UL)), 3)), 0x0B370B47D4AAA910LL)) < 1L) || p_9), p_9)) , l_424)), l_432)) | 65535UL) | 1L);
                    l_432 = l_432;
                    if (l_421)
                        continue;
                    l_450 = (safe_sub_func_int32_t_s_s((p_9 , (l_449 = (safe_sub_func_uint32_t_u_u((((((safe_add_func_uint64_t_u_u(((*l_447) = (((*l_445) &= (safe_mul_func_int8_t_s_s((((-1L) >= (p_11 > (0L >= ((((g_31 | ((*l_430) |= (safe_rshift_func_uint8_t_u_u((&g_168[6] == (void*)0), 0)))) & p_9) & (*g_154)) && 0L)))) <= 0x30L), 0x47L))) , l_419)), l_424)) | l_448) & 18446744073709551612UL) >= (-1L)) > l_419), (-1L))))), 0x454AF4DBL));
                }
                if (((*l_458) = (safe_unary_minus_func_int16_t_s((safe_rshift_func_int8_t_s_u((&g_174 != ((*l_455) = l_454[2][4][0])), 1))))))
                { /* block id: 182 */
                    int64_t *l_480 = &g_100[3];
                    int32_t l_481 = 0x20341416L;
                    uint64_t *l_483 = &g_31;
                    uint64_t *l_484 = (void*)0;
                    uint64_t *l_485[5][9][5] = {{{&g_486[4],&g_486[4],&g_486[4],&g_486[4],&g_486[4]},{&g_486[7],&g_486[7],&g_486[1],(void*)0,&g_486[4]},{(void*)0,&g_486[1],&g_486[3],&g_486[8],&g_486[4]},{&g_486[4],&g_486[4],&g_486[7],&g_486[4],&g_486[5]},{&g_486[2],(void*)0,&g_486[4],&g_486[4],&g_486[4]},{&g_486[4],(void*)0,&g_486[2],(void*)0,&g_486[7]},{(void*)0,&g_486[7],(void*)0,(void*)0,&g_486[3]},{&g_486[4],(void*)0,&g_486[1],&g_486[0],&g_486[5]},{&g_486[4],&g_486[8],&g_486[4],&g_486[4],&g_486[4]}},{{&g_486[4],&g_486[4],&g_486[1],(void*)0,&g_486[4]},{(void*)0,&g_486[0],(void*)0,&g_486[4],(void*)0},{&g_486[7],&g_486[2],&g_486[2],&g_486[7],&g_486[4]},{(void*)0,&g_486[4],&g_486[4],&g_486[1],&g_486[1]},{&g_486[4],&g_486[5],&g_486[7],&g_486[1],(void*)0},{&g_486[3],&g_486[1],&g_486[4],&g_486[1],&g_486[4]},{&g_486[4],(void*)0,&g_486[4],&g_486[7],&g_486[4]},{&g_486[8],&g_486[4],(void*)0,&g_486[4],&g_486[8]},{&g_486[4],&g_486[0],&g_486[5],(void*)0,(void*)0}},{{(void*)0,&g_486[1],(void*)0,&g_486[4],&g_486[4]},{&g_486[5],(void*)0,(void*)0,&g_486[0],(void*)0},{&g_486[4],&g_486[4],&g_486[4],(void*)0,&g_486[8]},{(void*)0,&g_486[4],(void*)0,(void*)0,&g_486[4]},{(void*)0,&g_486[0],&g_486[3],&g_486[4],&g_486[4]},{&g_486[5],&g_486[4],(void*)0,&g_486[4],(void*)0},{(void*)0,&g_486[8],&g_486[4],&g_486[4],&g_486[1]},{&g_486[5],&g_486[7],&g_486[5],(void*)0,&g_486[4]},{(void*)0,&g_486[7],(void*)0,&g_486[1],(void*)0}},{{(void*)0,&g_486[1],&g_486[4],&g_486[4],&g_486[4]},{&g_486[4],(void*)0,&g_486[1],&g_486[4],&g_486[4]},{&g_486[5],&g_486[4],&g_486[7],&g_486[4],&g_486[5]},{(void*)0,(void*)0,&g_486[4],&g_486[4],&g_486[3]},{&g_486[4],&g_486[1],&g_486[2],&g_486[7],&g_486[7]},{&g_486[8],&g_486[7],&g_486[8],(void*)0,&g_486[4]},{&g_486[4],&g_486[7],&g_486[1],(void*)0,&g_486[5]},{&g_486[3],&g_486[8],&g_486[4],&g_486[4],(void*)0},{&g_486[4],&g_486[4],&g_486[1],&g_486[5],&g_486[4]}},{{(void*)0,&g_486[0],&g_486[8],&g_486[4],(void*)0},{&g_486[7],&g_486[4],&g_486[2],&g_486[7],&g_486[4]},{(void*)0,&g_486[4],&g_486[4],&g_486[1],&g_486[4]},{&g_486[4],(void*)0,&g_486[7],(void*)0,(void*)0},{&g_486[4],&g_486[1],&g_486[1],&g_486[1],&g_486[4]},{&g_486[4],&g_486[0],(void*)0,&g_486[1],&g_486[7]},{&g_486[4],&g_486[7],&g_486[2],&g_486[7],&g_486[4]},{&g_486[0],&g_486[4],&g_486[7],&g_486[7],&g_486[4]},{&g_486[4],&g_486[4],(void*)0,&g_486[8],&g_486[4]}}};
                    int32_t *l_487 = &g_375[4][0];
                    int i, j, k;
                    if (l_449)
                        break;
                    (*l_458) = (((safe_mul_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s(((246UL > (((*l_487) ^= ((g_446 >= (safe_unary_minus_func_uint64_t_u((l_450 ^= ((safe_mod_func_int64_t_s_s(((*l_425) = (((*l_483) = ((safe_unary_minus_func_uint16_t_u(((++g_389[0][1]) | (((safe_mod_func_uint16_t_u_u(((1UL > (safe_mod_func_int16_t_s_s(0xB6D5L, (safe_add_func_uint32_t_u_u((((safe_div_func_uint16_t_u_u(((((*l_458) ^ ((*l_480) ^= (((safe_mod_func_uint32_t_u_u(((l_428 != (l_421 | 0x646BF9ADAF30EE27LL)) & l_428), g_96)) , l_479) && (*l_458)))) , l_481) > l_481), (*g_154))) , l_482) <= l_481), g_6))))) < g_98), l_481)) , 0x11L) != g_56)))) < 0xAD53AD06L)) <= 0x410A8A78B280C1A3LL)), l_448)) ^ (*g_179)))))) == l_481)) , 0x8EL)) == (-1L)), l_448)), (-1L))) || p_11) , l_450);
                }
                else
                { /* block id: 191 */
                    int32_t **l_492 = &l_457;
                    if (l_482)
                        break;
                    if ((*l_458))
                        continue;
                    (*g_488) = &l_424;
                    g_141 ^= (((void*)0 != l_490) , (((*l_492) = (void*)0) == ((*g_488) = &p_9)));
                }
                for (l_479 = 2; (l_479 <= 8); l_479 += 1)
                { /* block id: 201 */
                    uint32_t l_501 = 2UL;
                    int32_t *l_502 = &g_375[7][0];
                    uint64_t **l_506 = &l_427;
                    uint64_t ***l_505 = &l_506;
                    uint64_t ****l_504 = &l_505;
                    (*g_503) = ((*l_502) = (((safe_mod_func_int16_t_s_s((((*g_154) >= ((safe_lshift_func_int8_t_s_u((safe_lshift_func_uint16_t_u_s((0xE3A8047A8FE54557LL >= ((void*)0 != &l_419)), (((safe_mul_func_uint16_t_u_u(l_421, l_450)) <= ((*l_458) ^= (l_420 = (0xC66CE658L <= l_428)))) & l_479))), 4)) == p_9)) < 0x321B2074361D8EF5LL), l_501)) | l_479) == 65535UL));
                    (*l_458) = (((*l_504) = (void*)0) != (p_9 , l_507[0]));
                    (*l_458) = (0xDD4CL | (~((safe_mul_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(((p_9 , &l_454[3][3][8]) != (void*)0), (safe_sub_func_int16_t_s_s(0xEDD4L, (safe_lshift_func_uint16_t_u_u((((*l_502) , (void*)0) != (*l_504)), 1)))))), l_482)), p_11)) < p_11)));
                }
                if ((**g_178))
                { /* block id: 210 */
                    int32_t *l_520 = &l_433;
                    int32_t *l_521 = &l_428;
                    int32_t *l_522[10][4] = {{(void*)0,(void*)0,&l_424,(void*)0},{(void*)0,&l_424,(void*)0,(void*)0},{&l_428,(void*)0,&l_428,(void*)0},{&g_5,(void*)0,&l_424,(void*)0},{(void*)0,&l_424,&l_424,(void*)0},{&l_428,(void*)0,&l_424,(void*)0},{(void*)0,&g_5,&l_424,&g_5},{&g_5,&l_424,&l_428,&g_5},{&l_428,&g_5,(void*)0,(void*)0},{(void*)0,(void*)0,&l_424,(void*)0}};
                    int i, j;
                    ++l_531;
                    l_433 ^= ((*g_167) == (void*)0);
                    l_524[0] = 0xC133740AL;
                }
                else
                { /* block id: 214 */
                    int32_t *l_539 = &g_141;
                    int64_t * const l_543 = (void*)0;
                    (*l_458) = ((safe_lshift_func_int8_t_s_s(p_9, (safe_mul_func_int8_t_s_s(0x89L, ((((*l_539) &= ((safe_unary_minus_func_int32_t_s(((**g_488) , l_449))) < 0x57L)) , ((~0x9A317148CAC0E5EDLL) == ((safe_rshift_func_int16_t_s_u((l_543 != &g_100[6]), 13)) , 18446744073709551614UL))) && l_530))))) > l_544);
                    if ((*g_179))
                        continue;
                    (*g_545) = (*g_178);
                    (*l_458) = (safe_unary_minus_func_int16_t_s(p_9));
                }
            }
            for (g_77 = 0; (g_77 != 20); g_77 = safe_add_func_uint8_t_u_u(g_77, 2))
            { /* block id: 224 */
                int32_t *l_550[7] = {&l_525,&l_525,&l_525,&l_525,&l_525,&l_525,&l_525};
                int32_t *l_561 = &l_524[4];
                int i;
                (*g_549) = l_528;
                l_556++;
                if ((~g_377[0]))
                { /* block id: 227 */
                    int32_t *l_560 = &l_551[9];
                    return l_562[3][7];
                }
                else
                { /* block id: 229 */
                    uint8_t *l_568 = &g_569;
                    int32_t l_582 = 0xAE1BEEE1L;
                    int16_t *l_592 = &l_419;
                    int32_t l_593 = (-5L);
                    l_593 |= (p_11 , ((safe_rshift_func_int16_t_s_u((((g_565 = p_9) , ((safe_rshift_func_uint8_t_u_s(((*l_568)--), 5)) || ((((*l_592) = (safe_add_func_int16_t_s_s((0x70FE4D396F74B00ELL && ((safe_div_func_int64_t_s_s((((safe_sub_func_uint32_t_u_u(((safe_div_func_uint64_t_u_u(((((p_9 , (((safe_add_func_int64_t_s_s(((*l_425) = l_582), (safe_add_func_int32_t_s_s((safe_unary_minus_func_int64_t_s(g_141)), ((~(((p_11 || 0L) == p_9) , (-1L))) != l_587))))) && l_588[0][1]) <= p_11)) >= g_589) , (-6L)) , p_9), l_590)) > 0UL), (*g_503))) != (*g_154)) <= (*l_561)), 1UL)) < 0xAB5A15ADL)), l_591))) <= 0xE32DL) || g_93[3]))) & (*g_154)), l_582)) != p_11));
                }
                (*l_561) = ((void*)0 == (*g_545));
            }
            return l_594;
        }
        else
        { /* block id: 239 */
            int8_t **l_595 = &g_402[7][4][4];
            int32_t l_605 = (-10L);
            int16_t l_606 = 2L;
            uint32_t l_607 = 0xF6CAF69AL;
            if (((((((p_11 , l_595) == ((((safe_sub_func_uint64_t_u_u(((**g_167) , (safe_lshift_func_int16_t_s_s(l_421, ((safe_div_func_int64_t_s_s((((*l_429) = (safe_sub_func_uint16_t_u_u(((((*g_253) < (l_551[9] = ((*g_154) &= (((((safe_unary_minus_func_uint64_t_u((((((((((void*)0 == &l_544) == 255UL) , &g_98) == &g_100[0]) && (**g_167)) == g_565) && p_9) , (*g_345)))) < 0UL) || p_9) && l_605) , 0x1EF0L)))) >= l_606) ^ 0x15D8L), 65535UL))) < p_11), g_569)) , p_9)))), l_607)) | p_9) , p_9) , (void*)0)) ^ l_608) , l_605) , 0x2BAD8131L) & (*g_489)))
            { /* block id: 243 */
                uint16_t **l_609 = &g_154;
                int32_t *l_612 = &l_523;
                for (g_565 = 0; (g_565 <= 4); g_565 += 1)
                { /* block id: 246 */
                    int i, j;
                    l_562[(g_565 + 3)][g_565] = &l_524[g_565];
                    (*g_610) = l_609;
                    p_10 = l_562[(g_565 + 4)][(g_565 + 5)];
                    l_612 = (void*)0;
                }
            }
            else
            { /* block id: 252 */
                return (*g_488);
            }
            return (*g_488);
        }
    }
    l_562[3][7] = &l_524[4];
    l_614--;
    return (*g_488);
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_4 g_7 g_31 g_167 g_168 g_56 g_377
 * writes: g_56
 */
static int8_t  func_20(int32_t  p_21, uint8_t  p_22, int32_t  p_23)
{ /* block id: 11 */
    uint32_t l_48 = 1UL;
    uint64_t *l_53 = (void*)0;
    int32_t *l_54 = &g_7;
    int8_t *l_55 = &g_56;
    int32_t *l_404[8][8][2] = {{{(void*)0,&g_5},{&g_5,(void*)0},{&g_141,&g_3},{&g_7,&g_141},{&g_5,&g_3},{&g_3,&g_7},{&g_7,&g_5},{&g_7,(void*)0}},{{&g_7,&g_5},{(void*)0,&g_5},{&g_7,(void*)0},{&g_7,&g_5},{&g_7,&g_7},{&g_3,&g_3},{&g_5,&g_141},{&g_7,&g_3}},{{&g_141,(void*)0},{&g_5,&g_5},{(void*)0,&g_7},{&g_5,(void*)0},{&g_5,&g_3},{&g_7,&g_5},{&g_3,&g_3},{&g_3,&g_5}},{{&g_7,&g_3},{&g_5,(void*)0},{&g_5,&g_7},{(void*)0,&g_5},{&g_5,(void*)0},{&g_141,&g_3},{&g_7,&g_141},{&g_5,&g_3}},{{&g_3,&g_7},{&g_7,&g_5},{&g_7,(void*)0},{&g_7,&g_5},{(void*)0,&g_5},{&g_7,(void*)0},{&g_7,&g_5},{&g_7,&g_7}},{{&g_3,&g_3},{&g_5,&g_141},{&g_7,&g_3},{&g_141,(void*)0},{&g_5,&g_5},{(void*)0,&g_7},{&g_5,(void*)0},{&g_5,&g_3}},{{&g_7,&g_5},{&g_3,&g_3},{&g_3,&g_5},{&g_7,&g_3},{&g_5,(void*)0},{&g_5,&g_7},{(void*)0,&g_5},{&g_5,(void*)0}},{{&g_141,&g_3},{&g_7,&g_141},{&g_5,&g_3},{&g_3,&g_7},{&g_7,&g_5},{&g_7,(void*)0},{&g_7,(void*)0},{&g_141,(void*)0}}};
    int32_t l_405[8];
    int i, j, k;
    for (i = 0; i < 8; i++)
        l_405[i] = 3L;
    p_23 = (safe_lshift_func_uint8_t_u_s((func_34((safe_sub_func_uint8_t_u_u(p_21, ((*l_55) = ((((g_6 , (safe_add_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((((safe_rshift_func_int16_t_s_s((((safe_lshift_func_uint16_t_u_u(65531UL, (((((&g_5 == &p_23) >= (l_48 | ((safe_rshift_func_uint8_t_u_u(((safe_sub_func_uint16_t_u_u((((l_53 == (void*)0) & 0L) , 0xAC29L), 0x1C18L)) | p_21), l_48)) ^ l_48))) , l_54) != (void*)0) >= g_4))) < g_7) >= g_7), p_21)) || (*l_54)) > p_23), 7UL)), (*l_54)))) ^ 0x09L) , (void*)0) == l_53)))), (*l_54), g_31) ^ g_377[0]), 2));
    return l_405[7];
}


/* ------------------------------------------ */
/* 
 * reads : g_167 g_168 g_56
 * writes:
 */
static int8_t  func_34(int16_t  p_35, uint64_t  p_36, int64_t  p_37)
{ /* block id: 13 */
    int8_t *l_65 = &g_56;
    int32_t l_71[10][10][2] = {{{0xEB0CCCF0L,9L},{0xBAAEEA3AL,0x3AFF46A2L},{0xA0C022ADL,0x068CF114L},{0x18B70F73L,0x86EC4F4DL},{(-1L),(-7L)},{(-1L),(-1L)},{1L,0x13981DC8L},{(-1L),0x18B70F73L},{0x308FB828L,0x8B0229B0L},{0xD06DB255L,9L}},{{0xD6C332E4L,0x913DB3B8L},{8L,0x1A3D0676L},{7L,0xBEA0A54AL},{0x86EC4F4DL,0xBAAEEA3AL},{0x13981DC8L,0xB0C02EE3L},{0x088C4B50L,0xD6C332E4L},{0x64E94140L,0xD6C332E4L},{0x088C4B50L,0xB0C02EE3L},{0x13981DC8L,0xBAAEEA3AL},{0x86EC4F4DL,0xBEA0A54AL}},{{7L,0x1A3D0676L},{8L,0x913DB3B8L},{0xD6C332E4L,9L},{0xD06DB255L,0x8B0229B0L},{0x308FB828L,0x18B70F73L},{(-1L),0x13981DC8L},{1L,(-1L)},{(-1L),(-7L)},{(-1L),0x86EC4F4DL},{0x18B70F73L,0x068CF114L}},{{0xA0C022ADL,0x3AFF46A2L},{0xBAAEEA3AL,9L},{0xEB0CCCF0L,0x308FB828L},{2L,0x59A03C9DL},{0x6398086AL,0xEB0CCCF0L},{0x1A3D0676L,0xB69C5226L},{(-1L),0xA781B38CL},{0x3ADB0B63L,(-1L)},{5L,0x73CE5076L},{1L,1L}},{{(-6L),0xFA536CA9L},{0x50224C6AL,0x50224C6AL},{0x913DB3B8L,(-8L)},{(-1L),(-1L)},{1L,0L},{0xBEA0A54AL,1L},{(-7L),0xF80B7F2DL},{(-7L),1L},{0xBEA0A54AL,0L},{1L,(-1L)}},{{(-1L),(-8L)},{0x913DB3B8L,0x50224C6AL},{0x50224C6AL,0xFA536CA9L},{(-6L),1L},{1L,0x73CE5076L},{5L,(-1L)},{0x3ADB0B63L,0xA781B38CL},{(-1L),0xB69C5226L},{0x1A3D0676L,0xEB0CCCF0L},{0x6398086AL,0x59A03C9DL}},{{2L,0x308FB828L},{0xEB0CCCF0L,9L},{0xBAAEEA3AL,0x3AFF46A2L},{0xA0C022ADL,0x068CF114L},{0x18B70F73L,0x86EC4F4DL},{(-1L),(-7L)},{(-1L),(-1L)},{1L,0x13981DC8L},{(-1L),0x18B70F73L},{0x308FB828L,0x8B0229B0L}},{{0xD06DB255L,9L},{0xD6C332E4L,0x913DB3B8L},{8L,0x1A3D0676L},{7L,0xBEA0A54AL},{0x86EC4F4DL,0xBAAEEA3AL},{0x13981DC8L,0xB0C02EE3L},{0x088C4B50L,0xD6C332E4L},{0x64E94140L,0xD6C332E4L},{0x088C4B50L,0xB0C02EE3L},{0x13981DC8L,0xBAAEEA3AL}},{{0x86EC4F4DL,0xBEA0A54AL},{7L,0x1A3D0676L},{8L,0x913DB3B8L},{0xD6C332E4L,9L},{0xD06DB255L,0x8B0229B0L},{0x308FB828L,0x18B70F73L},{(-1L),0x13981DC8L},{1L,(-1L)},{(-1L),(-7L)},{(-1L),0x86EC4F4DL}},{{0x18B70F73L,0x068CF114L},{0xA0C022ADL,0x3AFF46A2L},{0xBAAEEA3AL,9L},{0xEB0CCCF0L,0x308FB828L},{(-7L),0xB0C02EE3L},{(-1L),0xA0C022ADL},{5L,0xF80B7F2DL},{0x068CF114L,0x31DBC551L},{0x50224C6AL,0xC1C17FA6L},{(-1L),0L}}};
    int32_t l_94 = 0xA12B0ECCL;
    int8_t **l_248 = &l_65;
    uint64_t **l_283[10] = {&g_92[1],&g_92[1],&g_92[7],&g_92[1],&g_92[1],&g_92[7],&g_92[1],&g_92[1],&g_92[7],&g_92[1]};
    uint32_t l_286 = 0xD3135C6DL;
    uint16_t l_294 = 0xF551L;
    uint16_t l_311[1][7][8] = {{{0x62E6L,6UL,6UL,0x62E6L,0x0F45L,0UL,0x62E6L,0UL},{0x62E6L,0x799FL,6UL,0x799FL,0x62E6L,6UL,65529UL,65529UL},{0UL,0x799FL,0x0F45L,0x0F45L,0x799FL,0UL,6UL,0x799FL},{65529UL,6UL,0x0F45L,65529UL,0x0F45L,6UL,65529UL,0UL},{0x799FL,0x62E6L,6UL,65529UL,65529UL,6UL,0x62E6L,0x799FL},{0UL,65529UL,6UL,0x0F45L,65529UL,0x0F45L,6UL,65529UL},{0x799FL,6UL,0UL,0x799FL,0x0F45L,0x0F45L,0x799FL,0UL}}};
    uint64_t l_332[4];
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_332[i] = 7UL;
    for (p_36 = 28; (p_36 == 54); p_36++)
    { /* block id: 16 */
        int8_t *l_61 = &g_56;
        int8_t **l_60 = &l_61;
        int8_t ***l_59 = &l_60;
        int8_t **l_66 = &l_61;
        uint8_t *l_76 = &g_77;
        int32_t l_84 = 7L;
        uint64_t *l_89 = &g_31;
        uint64_t **l_90 = (void*)0;
        uint64_t **l_91[7] = {&l_89,&l_89,&l_89,&l_89,&l_89,&l_89,&l_89};
        uint16_t *l_95 = &g_96;
        int64_t *l_97 = &g_98;
        int64_t *l_99 = &g_100[3];
        uint8_t l_114 = 252UL;
        int32_t l_239 = 0xD75A5499L;
        int16_t **l_268 = (void*)0;
        int8_t l_292 = (-2L);
        uint8_t l_315 = 0x22L;
        int32_t l_329 = 0x3EBE0A84L;
        int32_t l_330 = 0xD0D219FDL;
        int32_t l_331 = 0xADB17102L;
        int32_t *l_353 = &g_277;
        uint32_t l_364 = 0x4B269E62L;
        int i;
        (*l_59) = (void*)0;
    }
    return (**g_167);
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
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_93[i], "g_93[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_98, "g_98", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_100[i], "g_100[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_141, "g_141", print_hash_value);
    transparent_crc(g_174, "g_174", print_hash_value);
    transparent_crc(g_277, "g_277", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_375[i][j], "g_375[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_377[i], "g_377[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_389[i][j], "g_389[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_426[i], "g_426[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_446, "g_446", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_486[i], "g_486[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_565, "g_565", print_hash_value);
    transparent_crc(g_569, "g_569", print_hash_value);
    transparent_crc(g_589, "g_589", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 140
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

XXX max expression depth: 40
breakdown:
   depth: 1, occurrence: 65
   depth: 2, occurrence: 14
   depth: 3, occurrence: 1
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 25, occurrence: 1
   depth: 33, occurrence: 2
   depth: 35, occurrence: 2
   depth: 40, occurrence: 1

XXX total number of pointers: 149

XXX times a variable address is taken: 497
XXX times a pointer is dereferenced on RHS: 70
breakdown:
   depth: 1, occurrence: 57
   depth: 2, occurrence: 13
XXX times a pointer is dereferenced on LHS: 87
breakdown:
   depth: 1, occurrence: 85
   depth: 2, occurrence: 2
XXX times a pointer is compared with null: 16
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 1560

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 404
   level: 2, occurrence: 30
   level: 3, occurrence: 2
XXX number of pointers point to pointers: 44
XXX number of pointers point to scalars: 105
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 28.9
XXX average alias set size: 1.57

XXX times a non-volatile is read: 473
XXX times a non-volatile is write: 240
XXX times a volatile is read: 41
XXX    times read thru a pointer: 10
XXX times a volatile is write: 10
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 275
XXX percentage of non-volatile access: 93.3

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 64
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 4
   depth: 2, occurrence: 9
   depth: 3, occurrence: 12
   depth: 4, occurrence: 29

XXX percentage a fresh-made variable is used: 17.1
XXX percentage an existing variable is used: 82.9
********************* end of statistics **********************/

