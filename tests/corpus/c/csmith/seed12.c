/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 12 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      12
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   signed f0 : 20;
   uint64_t  f1;
};

union U1 {
   volatile int16_t  f0;
   int32_t  f1;
   const uint16_t  f2;
   int16_t  f3;
   int16_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3[6] = {0x11F07B4BL,(-10L),0x11F07B4BL,0x11F07B4BL,(-10L),0x11F07B4BL};
static int32_t g_22 = 0L;
static int64_t g_29 = 0xC1ABDF11CAF1E2CDLL;
static int32_t g_34 = 0L;
static volatile int8_t g_36[10][5] = {{1L,1L,0x18L,(-1L),0xC6L},{0x70L,0L,0L,0L,0x70L},{0xC6L,(-1L),0x18L,1L,1L},{0x33L,0L,0x33L,2L,0x33L},{0xC6L,1L,(-1L),(-1L),1L},{0x70L,2L,0L,2L,0x70L},{1L,(-1L),(-1L),1L,0xC6L},{0x33L,2L,0x33L,0L,0x33L},{1L,1L,0x18L,(-1L),0xC6L},{0x70L,0L,0L,0L,0x70L}};
static volatile int32_t g_38[8] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
static volatile int64_t g_39[8][8] = {{0xDAEE1D35EE8DA534LL,0x1B53A2AD41D66485LL,0xDAEE1D35EE8DA534LL,0xD7B1ECBC59A62876LL,0x24E228C51F7EE045LL,0x24E228C51F7EE045LL,0xD7B1ECBC59A62876LL,0xDAEE1D35EE8DA534LL},{0x1B53A2AD41D66485LL,0x1B53A2AD41D66485LL,0x24E228C51F7EE045LL,0L,0xDC7C5A975881DD57LL,0L,0x24E228C51F7EE045LL,0x1B53A2AD41D66485LL},{0x1B53A2AD41D66485LL,0xDAEE1D35EE8DA534LL,0xD7B1ECBC59A62876LL,0x24E228C51F7EE045LL,0x24E228C51F7EE045LL,0xD7B1ECBC59A62876LL,0xDAEE1D35EE8DA534LL,0x1B53A2AD41D66485LL},{0xDAEE1D35EE8DA534LL,1L,0x1B53A2AD41D66485LL,0L,0x1B53A2AD41D66485LL,1L,0xDAEE1D35EE8DA534LL,0xDAEE1D35EE8DA534LL},{1L,0L,0xD7B1ECBC59A62876LL,0xD7B1ECBC59A62876LL,0L,1L,0x24E228C51F7EE045LL,1L},{0L,1L,0x24E228C51F7EE045LL,1L,0L,0xD7B1ECBC59A62876LL,0xD7B1ECBC59A62876LL,0L},{1L,0xDAEE1D35EE8DA534LL,0xDAEE1D35EE8DA534LL,1L,0x1B53A2AD41D66485LL,0L,0x1B53A2AD41D66485LL,1L},{0xDAEE1D35EE8DA534LL,0x1B53A2AD41D66485LL,0xDAEE1D35EE8DA534LL,0xD7B1ECBC59A62876LL,0x24E228C51F7EE045LL,0x24E228C51F7EE045LL,0xD7B1ECBC59A62876LL,0xDAEE1D35EE8DA534LL}};
static uint8_t g_40 = 252UL;
static int32_t * volatile g_44[7] = {&g_34,(void*)0,(void*)0,&g_34,(void*)0,(void*)0,&g_34};
static int32_t * volatile g_45 = (void*)0;/* VOLATILE GLOBAL g_45 */
static int32_t * volatile g_46 = &g_22;/* VOLATILE GLOBAL g_46 */
static int32_t * volatile g_47 = &g_22;/* VOLATILE GLOBAL g_47 */
static const int64_t g_70 = 0xE133A9B92FD598C5LL;
static volatile union U1 g_71 = {0x8723L};/* VOLATILE GLOBAL g_71 */
static uint16_t g_79 = 0xF740L;
static int32_t g_83 = 1L;
static int32_t * volatile g_82 = &g_83;/* VOLATILE GLOBAL g_82 */
static union U0 g_86 = {-1L};
static union U0 * volatile g_85 = &g_86;/* VOLATILE GLOBAL g_85 */
static uint64_t g_121 = 0UL;
static uint8_t g_138 = 0x1AL;
static uint64_t *g_155 = &g_121;
static uint64_t * volatile *g_154[4] = {&g_155,&g_155,&g_155,&g_155};
static uint64_t * volatile ** volatile g_156[9] = {&g_154[1],&g_154[1],(void*)0,&g_154[1],&g_154[1],(void*)0,&g_154[1],&g_154[1],(void*)0};
static uint64_t * volatile ** volatile g_157[5][4] = {{&g_154[0],&g_154[0],&g_154[0],&g_154[0]},{&g_154[0],&g_154[0],&g_154[0],&g_154[0]},{&g_154[0],&g_154[0],&g_154[0],&g_154[0]},{&g_154[0],&g_154[0],&g_154[0],&g_154[0]},{&g_154[0],&g_154[0],&g_154[0],&g_154[0]}};
static uint64_t * volatile ** volatile g_158 = &g_154[2];/* VOLATILE GLOBAL g_158 */
static int32_t * volatile g_193 = &g_83;/* VOLATILE GLOBAL g_193 */
static int8_t g_215 = 1L;
static uint32_t g_219 = 1UL;
static int16_t g_222 = 0x6A44L;
static int16_t g_223 = 0x6C97L;
static int32_t * volatile g_245[8][9] = {{&g_3[1],&g_3[2],&g_3[2],&g_34,&g_3[2],&g_22,&g_3[3],&g_22,&g_3[3]},{&g_3[1],&g_22,&g_34,&g_34,&g_22,&g_3[1],&g_3[3],&g_3[2],(void*)0},{&g_3[1],&g_22,&g_34,&g_34,&g_22,&g_3[2],&g_3[3],&g_22,&g_83},{&g_3[1],&g_3[2],&g_3[2],&g_34,&g_3[2],&g_22,&g_3[3],&g_22,&g_3[3]},{&g_3[1],&g_22,&g_34,&g_34,&g_22,&g_3[1],&g_3[3],&g_3[2],(void*)0},{&g_3[1],&g_22,&g_34,&g_34,&g_22,&g_3[2],&g_3[3],&g_22,&g_83},{&g_3[1],&g_3[2],&g_3[2],&g_34,&g_3[2],&g_22,&g_3[3],&g_22,&g_3[3]},{&g_3[1],&g_22,&g_34,&g_34,&g_22,&g_3[1],(void*)0,&g_3[2],&g_83}};
static uint16_t *g_296 = &g_79;
static int16_t *g_350 = &g_223;
static union U0 * volatile g_365 = &g_86;/* VOLATILE GLOBAL g_365 */
static union U0 * volatile *g_364 = &g_365;
static int32_t *g_388 = (void*)0;
static int32_t **g_387[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static const int64_t *g_402 = &g_70;
static const int64_t **g_401 = &g_402;
static uint64_t ** const g_421 = &g_155;
static uint64_t ** const *g_420 = &g_421;
static volatile uint16_t g_493[10][3][8] = {{{0UL,0x7F7EL,65535UL,0xD8DCL,65528UL,0x177DL,0xF083L,0UL},{0x8212L,0x6B9BL,0x5109L,0UL,0x7F7EL,0x7F7EL,0UL,0x5109L},{8UL,8UL,1UL,0x7F7EL,0x5109L,1UL,0xFAF1L,65535UL}},{{0x03CDL,0UL,0x177DL,1UL,0x602FL,0x3A44L,0UL,65535UL},{0UL,65535UL,65535UL,0x7F7EL,0xC182L,65533UL,0xE120L,0x5109L},{65526UL,1UL,0xD8DCL,0UL,0x03CDL,0UL,5UL,0UL}},{{0x10CBL,0x3A44L,0x03CDL,0xD8DCL,0x6B9BL,0UL,0x7F7EL,0xF083L},{0xE120L,65526UL,0x10CBL,1UL,65535UL,1UL,0x10CBL,65526UL},{65535UL,0x254EL,65528UL,0UL,0xE9CFL,0x03CDL,1UL,65535UL}},{{0x5109L,1UL,0x0562L,0x8B57L,65535UL,0xFAF1L,1UL,0UL},{0xC182L,0x8B57L,65528UL,0x03CDL,0x254EL,65535UL,0x10CBL,1UL},{0x254EL,65535UL,0x10CBL,1UL,0x0562L,0x6B9BL,0x7F7EL,0x1CA2L}},{{65528UL,0xF083L,0x03CDL,0xC182L,1UL,0x254EL,5UL,0UL},{0xC3A6L,0xE120L,0xD8DCL,65529UL,65529UL,0xD8DCL,0xE120L,0xC3A6L},{0xD8DCL,0xE9CFL,65535UL,65535UL,8UL,5UL,0UL,0UL}},{{0UL,0xF702L,0x177DL,0UL,65535UL,5UL,0xFAF1L,65533UL},{0UL,0xE9CFL,1UL,65526UL,1UL,0xD8DCL,0UL,0x03CDL},{65533UL,0xE120L,0x5109L,65535UL,0xD8DCL,0x254EL,0xF083L,0x4622L}},{{1UL,0xF083L,65535UL,0xFAF1L,0UL,0x6B9BL,65535UL,0x254EL},{0xF702L,65535UL,0UL,0x602FL,0UL,65535UL,0xF702L,0x3A44L},{65535UL,0x8B57L,0xF083L,5UL,0x10CBL,0xFAF1L,0x1CA2L,0UL}},{{5UL,1UL,0UL,1UL,0x10CBL,0x03CDL,0x5109L,0x602FL},{65535UL,0x254EL,0x602FL,0UL,65535UL,65535UL,65526UL,0UL},{0UL,0xF083L,0x0562L,1UL,1UL,0xC3A6L,0xD8DCL,0x10CBL}},{{65535UL,0xFAF1L,1UL,0x5109L,0x7F7EL,1UL,8UL,8UL},{0xE120L,0xD8DCL,65529UL,65529UL,0xD8DCL,0xE120L,0xC3A6L,0x8B57L},{0xC3A6L,0x4622L,8UL,0UL,0x6B9BL,0xFAF1L,0xF702L,65535UL}},{{65535UL,65529UL,65535UL,0UL,0x8212L,0UL,1UL,0x8B57L},{0x7F7EL,0x8212L,1UL,65529UL,0x3A44L,0x0562L,65535UL,8UL},{1UL,0xF702L,0xD8DCL,0x5109L,0UL,0x602FL,0x8212L,0x10CBL}}};
static int32_t ** volatile g_514 = &g_388;/* VOLATILE GLOBAL g_514 */
static union U0 * volatile *g_521[3][5] = {{(void*)0,(void*)0,&g_365,&g_85,&g_365},{&g_365,&g_365,(void*)0,&g_85,&g_85},{(void*)0,(void*)0,(void*)0,(void*)0,&g_365}};
static int32_t * volatile g_531 = (void*)0;/* VOLATILE GLOBAL g_531 */
static int32_t * volatile g_532 = &g_83;/* VOLATILE GLOBAL g_532 */
static int32_t ** volatile g_534 = &g_388;/* VOLATILE GLOBAL g_534 */
static uint32_t g_556 = 0x91639B84L;
static int32_t ** volatile g_561 = &g_388;/* VOLATILE GLOBAL g_561 */
static volatile union U1 g_567 = {0L};/* VOLATILE GLOBAL g_567 */
static uint64_t **g_579 = &g_155;
static uint64_t ***g_578[1] = {&g_579};
static volatile union U0 g_582 = {7L};/* VOLATILE GLOBAL g_582 */
static const volatile int64_t * const  volatile **g_602[6][7][1] = {{{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}}};
static const volatile int64_t * const  volatile *** volatile g_601[7] = {&g_602[4][4][0],&g_602[4][4][0],&g_602[4][4][0],&g_602[4][4][0],&g_602[4][4][0],&g_602[4][4][0],&g_602[4][4][0]};
static int64_t *g_667 = &g_29;
static int64_t **g_666 = &g_667;
static int64_t ***g_665[2] = {&g_666,&g_666};
static int32_t g_695 = (-1L);
static int32_t ** volatile g_708 = &g_388;/* VOLATILE GLOBAL g_708 */
static union U1 g_715 = {0xDF1BL};/* VOLATILE GLOBAL g_715 */
static volatile int16_t g_719 = 1L;/* VOLATILE GLOBAL g_719 */
static volatile int16_t *g_718[1][3][2] = {{{&g_719,&g_719},{&g_719,&g_719},{&g_719,&g_719}}};
static const volatile uint64_t g_726 = 0xC0FC9FF9B4397429LL;/* VOLATILE GLOBAL g_726 */
static const volatile uint64_t *g_725 = &g_726;
static const volatile uint64_t **g_724[10] = {&g_725,(void*)0,&g_725,&g_725,(void*)0,&g_725,(void*)0,&g_725,&g_725,(void*)0};
static const volatile uint64_t *** const  volatile g_723 = &g_724[7];/* VOLATILE GLOBAL g_723 */
static const volatile uint64_t *** const  volatile *g_722 = &g_723;
static const volatile uint64_t *** const  volatile * volatile *g_721 = &g_722;
static uint64_t ****g_739 = &g_578[0];
static uint64_t *****g_738[6][5] = {{&g_739,&g_739,&g_739,&g_739,&g_739},{&g_739,&g_739,&g_739,&g_739,&g_739},{&g_739,&g_739,&g_739,&g_739,&g_739},{&g_739,&g_739,&g_739,&g_739,&g_739},{&g_739,&g_739,&g_739,&g_739,&g_739},{&g_739,&g_739,&g_739,&g_739,&g_739}};
static volatile uint32_t g_760[10][10] = {{0x4D7146F9L,18446744073709551615UL,18446744073709551606UL,0UL,8UL,18446744073709551612UL,0x7DCC3336L,18446744073709551609UL,0x6334EC5FL,0x2B93F4BAL},{0x62704E2CL,0x3EEEBB32L,18446744073709551609UL,18446744073709551609UL,0xC113D2F0L,0xC113D2F0L,18446744073709551609UL,18446744073709551609UL,0xF3F9E8A1L,0x3EEEBB32L},{0x8A4EAC62L,0xCC3525DFL,18446744073709551606UL,0xC113D2F0L,0x7DCC3336L,0xF4D8205BL,0UL,18446744073709551615UL,18446744073709551609UL,0x62704E2CL},{18446744073709551609UL,0xF4D8205BL,0UL,0xCC3525DFL,0x7DCC3336L,0x4D7146F9L,0xFD30AA4BL,18446744073709551612UL,0x3E05D8E7L,0x3EEEBB32L},{0x7DCC3336L,0UL,0x2B93F4BAL,0x7981577BL,0xFD30AA4BL,0x7981577BL,0x2B93F4BAL,0UL,0x7DCC3336L,0x8A4EAC62L},{18446744073709551606UL,8UL,18446744073709551609UL,0UL,0xF4D8205BL,0xC113D2F0L,0x3E05D8E7L,0x4D7146F9L,18446744073709551612UL,18446744073709551609UL},{0x7981577BL,18446744073709551609UL,0xFD30AA4BL,0UL,0x4D7146F9L,0x62704E2CL,0x1A3DC8BCL,18446744073709551615UL,0x7DCC3336L,0x7DCC3336L},{0xEA912FF7L,0x4D7146F9L,0x85C87912L,0x7981577BL,0x7981577BL,0x85C87912L,0x4D7146F9L,0xEA912FF7L,0x3E05D8E7L,18446744073709551606UL},{0UL,0xEA912FF7L,0xAF0BB683L,0xCC3525DFL,0xC113D2F0L,0x3EEEBB32L,8UL,0x3E05D8E7L,18446744073709551609UL,0x7981577BL},{18446744073709551615UL,0x85C87912L,0xAF0BB683L,0xC113D2F0L,0x62704E2CL,0x3E05D8E7L,0x7DCC3336L,0xEA912FF7L,0xF3F9E8A1L,0xEA912FF7L}};


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int8_t  func_9(union U0  p_10, uint64_t  p_11);
static union U0  func_12(int8_t  p_13, int32_t  p_14, uint16_t  p_15);
static int32_t  func_52(int32_t * p_53, const int64_t * p_54);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_22 g_40 g_46 g_47 g_29 g_71 g_79 g_82 g_85 g_39 g_121 g_71.f4 g_138 g_86.f0 g_70 g_38 g_154 g_158 g_193 g_34 g_83 g_222 g_223 g_219 g_155 g_215 g_36 g_296 g_364 g_387 g_350 g_401 g_421 g_402 g_493 g_514 g_521 g_532 g_534 g_578 g_582 g_71.f2 g_601 g_561 g_567 g_665 g_567.f4 g_708 g_71.f0 g_388 g_715 g_718 g_695 g_721 g_579 g_722 g_738 g_760 g_667 g_567.f0 g_666 g_365 g_715.f2
 * writes: g_3 g_29 g_22 g_40 g_34 g_79 g_83 g_86.f1 g_121 g_154 g_222 g_223 g_138 g_296 g_215 g_219 g_387 g_401 g_420 g_493 g_388 g_665 g_695 g_760 g_579 g_365
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_2[1][2];
    int32_t l_23[8][9] = {{4L,5L,0x270F9E3DL,4L,(-1L),0x7D96711DL,(-1L),4L,0x270F9E3DL},{(-1L),(-1L),0L,0x39281C1DL,0x05D76270L,0x7D96711DL,(-4L),(-1L),8L},{5L,4L,8L,0x39281C1DL,(-1L),0xC422D5FBL,5L,5L,0xC422D5FBL},{0x39281C1DL,4L,0L,4L,0x39281C1DL,(-4L),0x38D06721L,0x39281C1DL,0xC422D5FBL},{5L,(-1L),0x270F9E3DL,0x38D06721L,(-4L),0L,0x38D06721L,5L,8L},{(-1L),5L,(-4L),(-4L),(-4L),(-4L),5L,(-1L),0x270F9E3DL},{4L,0x39281C1DL,(-4L),0x38D06721L,0x39281C1DL,0xC422D5FBL,(-4L),4L,0x7D96711DL},{4L,5L,0x270F9E3DL,4L,(-1L),0x7D96711DL,(-1L),4L,0x270F9E3DL}};
    int32_t *l_559 = &g_34;
    int32_t *l_560 = &l_23[1][1];
    int32_t l_574 = 0x17B56CCAL;
    int64_t l_618 = 0xFE1AB59E3183910BLL;
    const uint16_t l_628 = 0x6553L;
    int16_t **l_656 = (void*)0;
    union U0 *l_657[3][6] = {{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86}};
    uint64_t *l_660 = &g_121;
    uint64_t ****l_680 = &g_578[0];
    int8_t l_711 = 0L;
    int16_t *l_717 = (void*)0;
    uint64_t *****l_740[2][5][8] = {{{&g_739,&g_739,&l_680,&g_739,&g_739,&l_680,&g_739,&g_739},{&g_739,&g_739,&g_739,&g_739,&g_739,&g_739,&g_739,&g_739},{&g_739,&g_739,&g_739,&g_739,&l_680,&l_680,&g_739,&l_680},{&g_739,&g_739,&g_739,&g_739,&g_739,&g_739,&g_739,&g_739},{&l_680,&g_739,&l_680,&l_680,&g_739,&l_680,&l_680,&g_739}},{{&g_739,&l_680,&l_680,&g_739,&l_680,&l_680,&g_739,&l_680},{&g_739,&g_739,&g_739,&g_739,&g_739,&g_739,&g_739,&g_739},{&l_680,&g_739,&l_680,&l_680,&g_739,&l_680,&l_680,&g_739},{&g_739,&l_680,&l_680,&g_739,&l_680,&l_680,&g_739,&l_680},{&g_739,&g_739,&g_739,&g_739,&g_739,&g_739,&g_739,&g_739}}};
    int64_t l_785[5][10];
    uint32_t l_802 = 6UL;
    uint16_t l_805 = 0xC84AL;
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
            l_2[i][j] = 0x48L;
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 10; j++)
            l_785[i][j] = 1L;
    }
    for (g_3[2] = 0; (g_3[2] <= 0); g_3[2] += 1)
    { /* block id: 3 */
        uint64_t l_4 = 18446744073709551606UL;
        int32_t *l_20 = (void*)0;
        int32_t *l_21[3];
        int64_t *l_28 = &g_29;
        int32_t l_30[4];
        uint8_t l_535 = 0xEFL;
        uint64_t **l_540 = (void*)0;
        uint64_t ***l_539 = &l_540;
        int64_t l_544 = 9L;
        union U0 l_554 = {-1L};
        uint8_t l_573 = 0xF2L;
        uint64_t l_594 = 18446744073709551606UL;
        uint32_t l_634 = 6UL;
        uint32_t l_728 = 1UL;
        uint16_t l_729 = 0UL;
        uint32_t l_745 = 0x067DD96EL;
        uint16_t l_749 = 1UL;
        int32_t l_758 = 7L;
        uint32_t l_806 = 0x694B85AFL;
        int32_t l_839 = 0x835EB807L;
        int i;
        for (i = 0; i < 3; i++)
            l_21[i] = &g_22;
        for (i = 0; i < 4; i++)
            l_30[i] = 0xECB2EC6FL;
        if (l_4)
            break;
        if (l_4)
            break;
        if ((safe_mul_func_uint8_t_u_u((safe_sub_func_int32_t_s_s((l_4 & (g_3[2] , g_3[2])), (((*g_350) = (func_9(func_12((safe_lshift_func_uint16_t_u_u(((safe_add_func_int32_t_s_s(((l_23[1][1] &= g_3[1]) >= g_3[2]), 2L)) <= ((*l_28) = ((safe_sub_func_int64_t_s_s((safe_mul_func_int8_t_s_s(0x3EL, 0x30L)), 0x520F30385D06F629LL)) || l_2[0][1]))), g_22)), l_30[2], g_3[2]), g_3[4]) >= 0L)) , l_535))), g_3[2])))
        { /* block id: 247 */
            uint32_t l_536[7];
            uint16_t l_537[3];
            uint64_t ****l_580 = (void*)0;
            uint64_t ****l_581[3][3] = {{&g_578[0],&g_578[0],&g_578[0]},{&l_539,&l_539,&l_539},{&g_578[0],&g_578[0],&g_578[0]}};
            uint16_t l_595[7][8] = {{0x65BCL,1UL,9UL,0x620DL,9UL,1UL,0x65BCL,2UL},{7UL,0x620DL,0x6D5EL,65535UL,0x5481L,1UL,0x3CEAL,1UL},{0x5481L,1UL,0x3CEAL,1UL,0x5481L,65535UL,0x6D5EL,0x620DL},{7UL,2UL,0x65BCL,1UL,9UL,0x620DL,9UL,1UL},{0x65BCL,65535UL,0x65BCL,65535UL,0x3CEAL,0x362EL,0x6D5EL,2UL},{9UL,65535UL,0x3CEAL,0x620DL,65526UL,0x620DL,0x3CEAL,65535UL},{9UL,2UL,0x6D5EL,0x362EL,0x3CEAL,65535UL,0x65BCL,65535UL}};
            int32_t l_596 = 0x5C76A7D4L;
            int32_t l_597 = 0xDBBD2AD1L;
            int32_t *l_598 = &g_34;
            const volatile int64_t * const  volatile *** volatile l_604 = &g_602[2][0][0];/* VOLATILE GLOBAL l_604 */
            int i, j;
            for (i = 0; i < 7; i++)
                l_536[i] = 0UL;
            for (i = 0; i < 3; i++)
                l_537[i] = 6UL;
            if ((*g_46))
            { /* block id: 248 */
                if (l_536[3])
                    break;
                if (l_537[1])
                    break;
            }
            else
            { /* block id: 251 */
                for (g_83 = 0; (g_83 <= 7); g_83 += 1)
                { /* block id: 254 */
                    int i, j;
                    l_23[g_83][(g_3[2] + 6)] = l_2[g_3[2]][(g_3[2] + 1)];
                    l_23[(g_3[2] + 2)][(g_3[2] + 6)] = (&g_85 == &g_85);
                    return g_39[(g_3[2] + 1)][g_3[2]];
                }
            }
            for (g_22 = 0; (g_22 >= 0); g_22 -= 1)
            { /* block id: 262 */
                int32_t l_541 = 0xE7DEDD43L;
                int32_t l_562 = 9L;
            }
            if (((l_597 ^= (l_596 &= (safe_mod_func_uint64_t_u_u((((l_539 = g_578[0]) != (g_582 , &g_579)) || ((*g_350) > ((((safe_lshift_func_int16_t_s_s((safe_unary_minus_func_int32_t_s(((((g_71.f2 & (safe_sub_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((((((*g_155) , &l_23[2][3]) == &l_574) ^ 1UL) | l_594), 3)), (*l_559))), l_536[6])), 0x96L))) , l_537[1]) || 0xFDA7L) < (*l_559)))), l_595[3][3])) | g_223) ^ (*l_560)) , 0xF93FL))), (*g_402))))) | 0x918A31959F33C9BBLL))
            { /* block id: 279 */
                int32_t **l_599 = &l_560;
                (*g_514) = ((*l_599) = l_598);
            }
            else
            { /* block id: 282 */
                int32_t l_600[5] = {5L,5L,5L,5L,5L};
                const volatile int64_t * const  volatile *** volatile *l_603 = (void*)0;
                int i;
                if (l_600[2])
                    break;
                l_604 = g_601[0];
            }
            if ((safe_rshift_func_int16_t_s_u((*g_350), 0)))
            { /* block id: 286 */
                int32_t *l_619 = &g_22;
                if (((*l_598) = (((safe_add_func_uint32_t_u_u(g_71.f4, (0x98L != g_86.f0))) <= (safe_mul_func_int8_t_s_s(((g_79 , ((safe_add_func_uint16_t_u_u((*g_296), (safe_lshift_func_int8_t_s_s(((!(safe_mul_func_int16_t_s_s(l_618, (*g_296)))) , (*l_559)), 2)))) , (*g_402))) || (*l_598)), g_138))) >= g_215)))
                { /* block id: 288 */
                    l_619 = (void*)0;
                }
                else
                { /* block id: 290 */
                    int16_t l_625 = 0x2344L;
                    uint8_t *l_629 = &l_573;
                    int32_t *l_630 = &l_574;
                    (*l_619) = (safe_add_func_uint16_t_u_u((!((*g_350) , g_138)), ((-1L) && (((*g_296) ^= ((g_40 < ((safe_sub_func_uint64_t_u_u(l_625, (safe_mul_func_uint8_t_u_u((((*l_629) |= (((*g_402) >= ((3UL ^ (*l_619)) | l_628)) , g_36[4][1])) < g_83), (*l_598))))) <= (*g_350))) == (*l_619))) , (-5L)))));
                    (*l_598) = (-1L);
                    (*g_561) = l_630;
                }
                (*g_514) = &l_597;
            }
            else
            { /* block id: 298 */
                return g_121;
            }
        }
        else
        { /* block id: 301 */
            int16_t l_631 = 0x1BAAL;
            int32_t l_632 = (-1L);
            int32_t l_633 = 0x576AAE04L;
            int8_t *l_658 = &l_2[0][1];
            uint32_t l_659 = 1UL;
            uint32_t *l_661 = &g_219;
            uint64_t *l_663 = &l_4;
            uint64_t l_671[2];
            uint8_t l_679 = 255UL;
            uint64_t * const *l_686[7] = {&g_155,&g_155,&g_155,&g_155,&g_155,&g_155,&g_155};
            uint64_t * const **l_685[4] = {&l_686[5],&l_686[5],&l_686[5],&l_686[5]};
            uint64_t * const ***l_684[4] = {&l_685[3],&l_685[3],&l_685[3],&l_685[3]};
            int32_t * const l_703 = (void*)0;
            int i;
            for (i = 0; i < 2; i++)
                l_671[i] = 0x9C4308751DB7F54CLL;
            --l_634;
            if ((safe_add_func_int8_t_s_s(g_22, (safe_mul_func_int8_t_s_s((safe_sub_func_uint32_t_u_u(((*l_661) ^= (safe_sub_func_uint32_t_u_u((*l_560), ((func_12(((&l_633 != &l_632) , (((safe_mul_func_int16_t_s_s((((safe_div_func_uint32_t_u_u((safe_sub_func_int16_t_s_s((-1L), ((safe_mod_func_uint8_t_u_u((!((safe_rshift_func_int8_t_s_s(((*l_658) |= ((((void*)0 == l_656) , &l_554) != l_657[0][3])), (*l_559))) | (*g_193))), l_632)) , (*g_350)))), l_633)) , (*g_296)) >= (*g_350)), (*g_296))) & (*l_560)) , g_36[0][4])), l_659, (*g_296)) , (void*)0) == l_660)))), l_631)), (-1L))))))
            { /* block id: 305 */
                uint8_t l_662 = 255UL;
                const uint64_t *l_664 = &l_4;
                l_633 ^= ((g_29 &= (l_632 & (g_34 == l_662))) ^ ((g_71 , ((g_567 , l_663) == l_664)) > (*l_560)));
            }
            else
            { /* block id: 308 */
                int64_t ***l_669 = (void*)0;
                for (g_83 = 4; (g_83 >= 0); g_83 -= 1)
                { /* block id: 311 */
                    int64_t ****l_668 = &g_665[0];
                    int32_t l_670 = 0x74F21FF5L;
                    int i, j;
                    (*l_559) |= ((-1L) && (((*l_668) = g_665[0]) != l_669));
                    if (l_670)
                        continue;
                    l_670 |= ((l_2[g_3[2]][(g_3[2] + 1)] = g_3[1]) != 0x6CL);
                    (*l_560) |= l_671[1];
                }
            }
            for (l_594 = 0; (l_594 <= 0); l_594 += 1)
            { /* block id: 322 */
                const int64_t l_674 = (-2L);
                uint64_t *****l_681 = &l_680;
                uint64_t ****l_683[3];
                uint64_t *****l_682 = &l_683[2];
                int16_t *l_687 = &l_631;
                int i;
                for (i = 0; i < 3; i++)
                    l_683[i] = (void*)0;
                (*l_560) = ((((safe_div_func_uint32_t_u_u(((l_674 != 0x27L) != ((*l_660) = ((((*l_687) |= (0xDAL || ((safe_div_func_uint16_t_u_u((((((safe_lshift_func_uint8_t_u_s(((*l_559) & l_679), ((((*l_682) = ((*l_681) = l_680)) == l_684[0]) , 0xFCL))) > 0x5320C2F800ED9AD4LL) , (void*)0) != (void*)0) , (*g_296)), (*g_350))) == 0x92A3C859B3DF4F1BLL))) && (*g_296)) || g_567.f4))), (*l_560))) , 0xD7E8977CL) , 1L) > l_674);
                for (l_544 = 0; (l_544 <= 0); l_544 += 1)
                { /* block id: 330 */
                    int32_t *l_694 = &g_695;
                    int32_t l_702 = (-1L);
                    int32_t **l_704 = &l_559;
                }
            }
            (*g_561) = &l_23[7][5];
        }
        for (g_695 = 0; (g_695 >= 0); g_695 -= 1)
        { /* block id: 342 */
            int32_t **l_705 = (void*)0;
            int32_t **l_706 = (void*)0;
            int32_t **l_707 = &l_20;
            int32_t l_709 = 0x2F8739B7L;
            uint8_t l_712 = 255UL;
            uint64_t l_727[3];
            uint32_t l_734 = 3UL;
            uint8_t l_735[10][9][2] = {{{0x05L,255UL},{255UL,248UL},{1UL,0x52L},{247UL,249UL},{0x5CL,0x05L},{1UL,0xF5L},{249UL,249UL},{0UL,0x7BL},{1UL,1UL}},{{0x26L,255UL},{0xF5L,0x26L},{0xE7L,6UL},{0xE7L,0x26L},{0xF5L,255UL},{0x26L,1UL},{1UL,0x7BL},{0UL,249UL},{249UL,0xF5L}},{{1UL,0x05L},{0x5CL,249UL},{247UL,0x52L},{1UL,248UL},{255UL,255UL},{1UL,0x24L},{1UL,255UL},{0UL,0UL},{1UL,0x99L}},{{0UL,0xF5L},{246UL,0UL},{0x52L,0x43L},{6UL,1UL},{255UL,1UL},{6UL,0x43L},{0x52L,0UL},{246UL,0xF5L},{0UL,0x99L}},{{1UL,0UL},{0UL,255UL},{1UL,0x24L},{1UL,255UL},{0x24L,0xF5L},{0x76L,0x4BL},{0x52L,6UL},{0x43L,1UL},{0x5CL,0x96L}},{{6UL,6UL},{0xB7L,0UL},{0x76L,0x75L},{0UL,255UL},{0x96L,0UL},{1UL,2UL},{1UL,0UL},{0x96L,255UL},{0UL,0x75L}},{{0x76L,0UL},{0xB7L,6UL},{6UL,0x96L},{0x5CL,1UL},{0x43L,6UL},{0x52L,0x4BL},{0x76L,0xF5L},{0x24L,255UL},{1UL,0x24L}},{{1UL,255UL},{0UL,0UL},{1UL,0x99L},{0UL,0xF5L},{246UL,0UL},{0x52L,0x43L},{6UL,1UL},{255UL,1UL},{6UL,0x43L}},{{0x52L,0UL},{246UL,0xF5L},{0UL,0x99L},{1UL,0UL},{0UL,255UL},{1UL,0x24L},{1UL,255UL},{0x24L,0xF5L},{0x76L,0x4BL}},{{0x52L,6UL},{0x43L,1UL},{0x5CL,0x96L},{6UL,6UL},{0xB7L,0UL},{0x76L,0x75L},{0UL,255UL},{0x96L,0UL},{1UL,2UL}}};
            int32_t l_754 = 1L;
            int64_t l_756 = 9L;
            int32_t l_757[8][8] = {{0x66CA0DB4L,0x326171B6L,0x66CA0DB4L,(-3L),(-1L),(-1L),(-3L),0x66CA0DB4L},{0x326171B6L,0x326171B6L,(-1L),(-1L),0x3B5621D3L,(-1L),(-1L),0x326171B6L},{0x326171B6L,0x66CA0DB4L,(-3L),(-1L),(-1L),(-3L),0x66CA0DB4L,0x326171B6L},{0x66CA0DB4L,(-1L),0x326171B6L,(-1L),0x326171B6L,(-1L),0x66CA0DB4L,0x66CA0DB4L},{(-1L),(-1L),(-3L),(-3L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-3L),(-3L),(-1L)},{(-1L),0x66CA0DB4L,0x66CA0DB4L,(-1L),0x326171B6L,(-1L),0x326171B6L,0x66CA0DB4L},{(-1L),0x3B5621D3L,(-1L),(-1L),0x326171B6L,0x326171B6L,(-1L),(-1L)}};
            uint16_t l_769 = 0x8755L;
            union U0 *l_786[1][1];
            int32_t l_792 = 0x2B95FCD1L;
            int8_t *l_800 = &l_2[0][1];
            int8_t l_803 = 0x39L;
            int32_t l_837[7];
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_727[i] = 0UL;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 1; j++)
                    l_786[i][j] = &g_86;
            }
            for (i = 0; i < 7; i++)
                l_837[i] = (-9L);
            (*g_708) = ((*l_707) = &l_30[2]);
            (*l_707) = (void*)0;
            if ((l_709 <= (*l_560)))
            { /* block id: 346 */
                int32_t l_710 = (-1L);
                for (l_535 = 0; (l_535 <= 0); l_535 += 1)
                { /* block id: 349 */
                    (*l_559) = (l_710 > (*g_350));
                    return g_71.f0;
                }
                ++l_712;
            }
            else
            { /* block id: 354 */
                uint16_t l_720[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_720[i] = 65529UL;
                (*l_559) ^= (*g_388);
                for (g_215 = 0; (g_215 <= 3); g_215 += 1)
                { /* block id: 358 */
                    int16_t **l_716[9][2] = {{(void*)0,&g_350},{(void*)0,&g_350},{(void*)0,&g_350},{(void*)0,&g_350},{(void*)0,&g_350},{(void*)0,&g_350},{(void*)0,&g_350},{(void*)0,&g_350},{(void*)0,&g_350}};
                    int i, j;
                    l_30[g_215] = ((((*l_28) ^= (((((*g_296) = (((g_715 , (l_30[g_215] , &g_387[6])) != &g_387[3]) <= ((l_717 = &g_223) == g_718[0][2][1]))) ^ ((((((l_30[g_3[2]] | l_30[(g_695 + 1)]) && 0L) == l_720[0]) , g_721) == &g_722) <= 0x2F6EA77BL)) | 0x94F0L) >= (*g_402))) != (**g_579)) && l_727[0]);
                }
                if (l_728)
                    break;
            }
            if (((l_729 | ((safe_mod_func_uint32_t_u_u(((safe_lshift_func_int8_t_s_s(0L, (((((((*g_721) != (*g_721)) == (8L != (g_138 = (*l_560)))) <= (7UL ^ l_734)) , 0x90B0L) ^ l_735[6][6][0]) | g_695))) , g_86.f0), 2UL)) == g_39[6][0])) || 0xCA824E97C0794FB8LL))
            { /* block id: 367 */
                int16_t l_748 = 8L;
                int32_t *l_752 = (void*)0;
                int32_t l_753 = 8L;
                int32_t l_755[7][10] = {{0xF3949400L,0x40C99ED5L,0x9887C445L,0x7A5F6B33L,0L,1L,1L,0L,0x7A5F6B33L,0x9887C445L},{0L,0L,(-4L),0x75CED3B9L,0xD137AE51L,0x7A5F6B33L,0x7982EDFAL,0L,0x25BAF5B6L,1L},{0x25BAF5B6L,1L,0x7A5F6B33L,0x40C99ED5L,0xD5060975L,7L,0x7982EDFAL,0xD7BB88C9L,0L,0xF3949400L},{0x40C8C4D4L,0L,0xA3932499L,6L,1L,0L,1L,6L,0xA3932499L,0L},{0x61FBA8C6L,0x40C99ED5L,1L,0L,0x7A5F6B33L,0L,3L,0xE9CB05F0L,7L,0x25BAF5B6L},{0xD137AE51L,0xD7BB88C9L,(-1L),0xA3932499L,7L,0L,0xD5060975L,0xF3949400L,3L,0x40C8C4D4L},{0x61FBA8C6L,0xAA0E20C4L,2L,0xF3949400L,0L,0L,0xF3949400L,2L,0xAA0E20C4L,0x61FBA8C6L}};
                int8_t l_759[1];
                uint64_t **l_767 = &g_155;
                uint32_t *l_768 = &g_219;
                int64_t ****l_780 = (void*)0;
                int i, j;
                for (i = 0; i < 1; i++)
                    l_759[i] = (-1L);
                if ((0UL & (safe_mod_func_int16_t_s_s((((*g_350) || ((&g_493[3][1][0] == &l_628) ^ ((l_740[1][0][4] = g_738[1][0]) != &g_722))) | ((*g_296) = (safe_lshift_func_uint8_t_u_s(((((safe_lshift_func_uint16_t_u_u(((-6L) != 0x5E05L), 10)) && (*g_296)) , (*g_296)) >= l_745), g_36[8][2])))), (-8L)))))
                { /* block id: 370 */
                    uint32_t l_746[3];
                    int8_t l_747 = (-1L);
                    int i;
                    for (i = 0; i < 3; i++)
                        l_746[i] = 0x16BE568EL;
                    (*l_707) = (*g_708);
                    if (l_746[2])
                        break;
                    --l_749;
                    (**l_707) = (*l_20);
                }
                else
                { /* block id: 375 */
                    (*l_707) = l_752;
                    (*l_560) = (*l_560);
                }
                --g_760[2][7];
                (*l_707) = (g_71 , &l_574);
                if ((safe_lshift_func_uint16_t_u_u((((safe_mod_func_uint64_t_u_u(((*g_155) = ((((((((void*)0 != &l_717) , ((**l_680) = l_767)) != (void*)0) ^ 1UL) > (*g_155)) | ((*l_768) = g_79)) & (*g_296))), (*l_20))) || (*g_667)) , 0UL), 6)))
                { /* block id: 384 */
                    int16_t l_783 = (-1L);
                    uint8_t *l_784[4][8][1] = {{{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]}},{{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]}},{{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]}},{{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]},{&l_573},{&l_735[6][6][0]}}};
                    int i, j, k;
                    l_769++;
                    if ((*l_560))
                        continue;
                    (*g_388) &= (safe_mod_func_int8_t_s_s((18446744073709551606UL > ((l_785[2][2] ^= (((0x43L <= (safe_lshift_func_uint16_t_u_u(((safe_div_func_uint64_t_u_u((safe_mod_func_uint64_t_u_u(((((l_780 = &g_665[0]) == &g_665[0]) || (g_567.f0 , (*g_667))) != (safe_rshift_func_uint16_t_u_s(((**g_421) , 65534UL), l_783))), (**g_579))), (**g_666))) == 0xA1835F915584C848LL), 9))) && l_783) | 0xFAF584E5L)) <= 0x49L)), (*l_560)));
                }
                else
                { /* block id: 390 */
                    (*g_364) = l_786[0][0];
                }
            }
            else
            { /* block id: 393 */
                uint8_t l_801 = 0x8DL;
                uint16_t l_804 = 6UL;
                int32_t l_824 = 9L;
                int64_t ***l_833 = &g_666;
                int32_t l_834 = 0x64355059L;
                int32_t l_836[9][4][7] = {{{1L,1L,0L,(-1L),(-1L),7L,0L},{0x4838995DL,(-1L),(-10L),0xC5AFF382L,0x893883D6L,0x666A01C8L,0L},{0x78C8A904L,0x0FA4A1C7L,0x78C8A904L,(-1L),1L,0x248CE4B7L,0x9F839B9DL},{0x48D99850L,0L,0L,0x4838995DL,0x666A01C8L,0L,0L}},{{(-1L),(-9L),0xB64763D5L,(-9L),(-1L),0x248CE4B7L,8L},{0x75C7CCC6L,0x48D99850L,0xC5AFF382L,0L,0L,0x666A01C8L,1L},{0x9F839B9DL,7L,0x21ACDBF9L,0x248CE4B7L,0x21ACDBF9L,7L,0x9F839B9DL},{0x75C7CCC6L,0L,0L,0L,(-1L),0x96FEE419L,0xC5AFF382L}},{{(-1L),(-1L),0L,1L,1L,1L,0L},{0x48D99850L,0x48D99850L,0L,0xC5AFF382L,(-7L),0x893883D6L,0x7135BEF4L},{0x78C8A904L,(-2L),0x21ACDBF9L,0xEA24EE65L,1L,(-9L),1L},{0x4838995DL,0L,0xC5AFF382L,0L,(-7L),0L,(-10L)}},{{1L,0x248CE4B7L,0xB64763D5L,0x0FA4A1C7L,1L,(-2L),8L},{0x893883D6L,(-1L),0L,0L,(-1L),0x893883D6L,(-10L)},{0x9F839B9DL,0xEA24EE65L,0x78C8A904L,(-2L),0x21ACDBF9L,0xEA24EE65L,1L},{0x666A01C8L,0L,(-10L),0x4838995DL,0L,0x96FEE419L,0x7135BEF4L}},{{1L,0xEA24EE65L,0L,7L,(-1L),(-1L),0L},{0L,(-1L),0x96FEE419L,0xC5AFF382L,0x666A01C8L,0x666A01C8L,0xC5AFF382L},{0x78C8A904L,0x248CE4B7L,0x78C8A904L,7L,1L,0x0FA4A1C7L,0x9F839B9DL},{(-1L),0L,0x7135BEF4L,0x4838995DL,0x893883D6L,0L,1L}},{{(-1L),(-2L),0xB64763D5L,(-2L),(-1L),0x0FA4A1C7L,8L},{(-7L),0x48D99850L,0L,0L,0x4838995DL,0x666A01C8L,0L},{0x9F839B9DL,(-1L),0x21ACDBF9L,0x0FA4A1C7L,0x21ACDBF9L,(-1L),0x9F839B9DL},{(-7L),0L,1L,0L,0x48D99850L,0x96FEE419L,0L}},{{(-1L),7L,0L,0xEA24EE65L,1L,0xEA24EE65L,0L},{(-1L),0x48D99850L,1L,0xC5AFF382L,0x75C7CCC6L,0x893883D6L,0L},{0x78C8A904L,(-9L),0x21ACDBF9L,1L,1L,(-2L),1L},{0L,0L,0L,0L,0x75C7CCC6L,0L,0x96FEE419L}},{{1L,0x0FA4A1C7L,0xB64763D5L,0x248CE4B7L,1L,(-9L),8L},{0x666A01C8L,(-1L),0x7135BEF4L,0L,0x48D99850L,0x893883D6L,0x96FEE419L},{0x9F839B9DL,1L,0x78C8A904L,(-9L),0x21ACDBF9L,1L,1L},{0x893883D6L,0L,0x96FEE419L,0x4838995DL,0x4838995DL,0x96FEE419L,0L}},{{1L,1L,0L,(-1L),(-1L),7L,0L},{0x4838995DL,(-1L),(-10L),0xC5AFF382L,0x893883D6L,0x666A01C8L,0L},{0x78C8A904L,0x0FA4A1C7L,0x78C8A904L,(-1L),1L,0x248CE4B7L,0x9F839B9DL},{0x48D99850L,0L,0L,0x4838995DL,0x666A01C8L,0L,0L}}};
                uint8_t l_843[1][5][3] = {{{1UL,4UL,0xCFL},{8UL,8UL,4UL},{0x7AL,4UL,4UL},{4UL,1UL,0xCFL},{0x7AL,1UL,0x7AL}}};
                int i, j, k;
                l_806 |= ((safe_sub_func_int32_t_s_s(((*l_559) ^ (((((safe_lshift_func_int16_t_s_s(((*g_350) = 0xE930L), (~(l_792 | (safe_mul_func_uint8_t_u_u(((((*l_560) , (safe_lshift_func_int16_t_s_u(((!(safe_mod_func_uint64_t_u_u(((void*)0 != l_800), (l_802 = l_801)))) | 0x79BDL), 9))) & g_222) || l_803), l_801)))))) , 0x12L) | g_22) == l_804) ^ (*g_155))), (*g_388))) == l_805);
                l_23[2][8] = (safe_mod_func_uint32_t_u_u((safe_unary_minus_func_uint32_t_u(g_36[8][2])), ((*l_559) &= l_804)));
                for (g_121 = 0; (g_121 <= 0); g_121 += 1)
                { /* block id: 401 */
                    int64_t l_822 = 0xCBEAA7432E592EE8LL;
                    uint8_t *l_823[3];
                    int64_t ***l_832 = (void*)0;
                    uint32_t *l_835 = &l_802;
                    int32_t l_838 = 2L;
                    int32_t l_840 = 0xDE03E150L;
                    int32_t l_841 = 0x8FCCD2EAL;
                    int32_t l_842 = 0x30058F98L;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_823[i] = &l_535;
                    (*g_388) = (7UL ^ (safe_sub_func_uint32_t_u_u(((*l_835) &= (safe_sub_func_uint16_t_u_u((safe_sub_func_int8_t_s_s((safe_sub_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(((l_824 ^= l_822) > (((safe_mod_func_int8_t_s_s(((safe_mod_func_int64_t_s_s((&g_665[0] != (void*)0), ((+((-8L) != 0x0CADL)) , ((((safe_add_func_int16_t_s_s((((***l_833) = (l_832 != l_833)) & (*l_559)), 0x6B37L)) , 6UL) <= l_822) || l_822)))) , g_38[3]), l_834)) <= g_40) <= 1L)), (*g_350))), l_801)), g_34)), 0xE10DL))), 0xBDFE118EL)));
                    if (l_836[1][0][6])
                        break;
                    (*g_364) = (*g_364);
                    --l_843[0][3][2];
                }
            }
        }
    }
    return g_715.f2;
}


/* ------------------------------------------ */
/* 
 * reads : g_22 g_40 g_46 g_47 g_29 g_71 g_79 g_82 g_85 g_39 g_121 g_71.f4 g_138 g_86.f0 g_70 g_38 g_154 g_158 g_193 g_34 g_83 g_3 g_222 g_223 g_219 g_155 g_215 g_36 g_296 g_364 g_387 g_350 g_401 g_421 g_402 g_493 g_514 g_521 g_532 g_534
 * writes: g_22 g_40 g_34 g_79 g_83 g_86.f1 g_121 g_154 g_222 g_223 g_138 g_296 g_215 g_219 g_387 g_401 g_29 g_420 g_493 g_388
 */
static int8_t  func_9(union U0  p_10, uint64_t  p_11)
{ /* block id: 10 */
    uint8_t l_32[10] = {0x59L,5UL,0x67L,5UL,0x59L,0x59L,5UL,0x67L,5UL,0x59L};
    int32_t l_425 = 7L;
    uint16_t l_448[8][7] = {{0x3A8AL,8UL,0x121DL,8UL,0x3A8AL,0x3A8AL,8UL},{0x1BEFL,0UL,0x1BEFL,0x550FL,0UL,0xA153L,0xEA71L},{8UL,0x6939L,0x121DL,0x121DL,0x6939L,8UL,0x6939L},{0x1BEFL,0x550FL,0UL,0xA153L,0xEA71L,0xA153L,0UL},{0x3A8AL,0x3A8AL,8UL,0x121DL,8UL,0x3A8AL,0x3A8AL},{7UL,0x550FL,0x36BCL,0x550FL,7UL,65526UL,0UL},{1UL,0x6939L,1UL,8UL,8UL,1UL,0x6939L},{0UL,0UL,0x36BCL,0xC89CL,0xEA71L,0x550FL,0xEA71L}};
    int32_t l_480 = 0x738E1EB6L;
    int32_t l_481[4][9] = {{0L,0x1BAA2C69L,0x1BAA2C69L,0L,0x5E66E7FBL,0L,0x1BAA2C69L,0x1BAA2C69L,0L},{0L,0x1BAA2C69L,4L,0x1BAA2C69L,0L,0L,0x1BAA2C69L,4L,0x1BAA2C69L},{0x1BAA2C69L,0x5E66E7FBL,4L,4L,0x5E66E7FBL,0x1BAA2C69L,0x5E66E7FBL,4L,4L},{0L,0L,0x1BAA2C69L,4L,0x1BAA2C69L,0L,0L,0x1BAA2C69L,4L}};
    int32_t l_492 = 0xA7A96ADDL;
    union U0 *l_520 = &g_86;
    union U0 **l_519 = &l_520;
    int32_t *l_533[10][7][3] = {{{&g_83,(void*)0,(void*)0},{&g_83,&l_425,&l_480},{&l_425,&g_83,&g_3[3]},{&l_480,&l_425,&l_425},{&g_83,(void*)0,&g_22},{(void*)0,&l_425,&l_481[0][7]},{&l_425,&g_83,&g_83}},{{&l_425,&l_425,&g_83},{&g_83,(void*)0,&g_83},{&l_481[3][2],&l_480,&g_83},{&g_34,&g_3[3],&l_481[0][7]},{(void*)0,&l_425,&g_22},{&g_3[3],&g_22,&l_425},{(void*)0,&l_481[0][7],&g_3[3]}},{{&g_34,&g_83,&l_480},{&l_481[3][2],&g_83,(void*)0},{&g_83,&g_83,&l_425},{&l_425,&g_83,&g_83},{&l_425,&l_481[0][7],&l_425},{(void*)0,&g_22,(void*)0},{&g_83,&l_425,&l_425}},{{&l_480,&g_3[3],&g_83},{&l_425,&l_480,&l_425},{&g_83,(void*)0,(void*)0},{&g_83,&l_425,(void*)0},{&l_481[0][7],&g_22,&g_83},{(void*)0,&l_425,&g_34},{&l_481[3][2],(void*)0,&l_425}},{{(void*)0,&l_425,&l_425},{&g_34,&g_22,&l_481[3][2]},{&g_83,(void*)0,&g_3[1]},{&g_3[1],(void*)0,&g_3[1]},{&g_3[3],(void*)0,&l_481[3][2]},{&g_83,&g_83,&l_425},{&l_480,&g_34,&l_425}},{{&g_83,&l_425,&g_34},{&l_480,&l_425,&g_83},{&g_83,&l_481[3][2],(void*)0},{&g_3[3],&g_3[1],(void*)0},{&g_3[1],&g_3[1],(void*)0},{&g_83,&l_481[3][2],&g_22},{&g_34,&l_425,&l_425}},{{(void*)0,&l_425,(void*)0},{&l_481[3][2],&g_34,&l_425},{(void*)0,&g_83,&g_22},{&l_481[0][7],(void*)0,(void*)0},{&g_34,(void*)0,(void*)0},{&g_34,(void*)0,(void*)0},{&l_481[0][7],&g_22,&g_83}},{{(void*)0,&l_425,&g_34},{&l_481[3][2],(void*)0,&l_425},{(void*)0,&l_425,&l_425},{&g_34,&g_22,&l_481[3][2]},{&g_83,(void*)0,&g_3[1]},{&g_3[1],(void*)0,&g_3[1]},{&g_3[3],(void*)0,&l_481[3][2]}},{{&g_83,&g_83,&l_425},{&l_480,&g_34,&l_425},{&g_83,&l_425,&g_34},{&l_480,&l_425,&g_83},{&g_83,&l_481[3][2],(void*)0},{&g_3[3],&g_3[1],(void*)0},{&g_3[1],&g_3[1],(void*)0}},{{&g_83,&l_481[3][2],&g_22},{&g_34,&l_425,&l_425},{(void*)0,&l_425,(void*)0},{&l_481[3][2],&g_34,&l_425},{(void*)0,&g_83,&g_22},{&l_481[0][7],(void*)0,(void*)0},{&g_34,(void*)0,(void*)0}}};
    int i, j, k;
    for (p_11 = 3; (p_11 <= 9); p_11 += 1)
    { /* block id: 13 */
        int32_t l_37[2];
        int i;
        for (i = 0; i < 2; i++)
            l_37[i] = (-1L);
        for (g_22 = 0; (g_22 <= 9); g_22 += 1)
        { /* block id: 16 */
            int32_t *l_33 = &g_34;
            int32_t *l_35[2];
            int i;
            for (i = 0; i < 2; i++)
                l_35[i] = &g_34;
            ++g_40;
        }
        (*g_46) ^= ((safe_unary_minus_func_int8_t_s(l_32[p_11])) | l_32[p_11]);
        if (l_32[7])
            continue;
        (*g_47) = p_10.f0;
    }
    for (g_40 = (-22); (g_40 != 56); ++g_40)
    { /* block id: 25 */
        uint32_t l_424 = 0x82C7D40CL;
        int32_t l_478 = (-1L);
        int32_t l_479 = 1L;
        int32_t l_488[8][7] = {{0xF3DE9836L,0x24ABFE40L,0xD07D00F3L,0xF3BAF9ABL,0x138CEB85L,0xCD332617L,0x24ABFE40L},{0x138CEB85L,(-1L),0L,(-7L),0L,0x138CEB85L,0L},{0xD07D00F3L,0x012CE8C8L,0x012CE8C8L,0xD07D00F3L,0L,0xA1E2AFF0L,(-1L)},{(-1L),(-3L),1L,(-4L),0x138CEB85L,0x9A4990B9L,0x112E2A38L},{0x9A4990B9L,0x138CEB85L,(-4L),1L,(-3L),(-1L),(-1L)},{0xA1E2AFF0L,0L,0xD07D00F3L,0x012CE8C8L,0x012CE8C8L,0xD07D00F3L,0L},{0x138CEB85L,0L,(-7L),0L,(-1L),0x138CEB85L,0x24ABFE40L},{0xCD332617L,0x138CEB85L,0xF3BAF9ABL,0xD07D00F3L,0x24ABFE40L,0xF3DE9836L,0xD07D00F3L}};
        int32_t l_491 = 0x0A0EED09L;
        uint64_t l_496 = 1UL;
        int i, j;
        for (p_10.f1 = 0; (p_10.f1 < 28); p_10.f1 = safe_add_func_int16_t_s_s(p_10.f1, 1))
        { /* block id: 28 */
            int32_t *l_55[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int64_t *l_452 = (void*)0;
            int64_t *l_453 = &g_29;
            int i;
            if ((l_424 = func_52(l_55[5], &g_29)))
            { /* block id: 197 */
                l_425 = p_11;
                if ((*g_46))
                    continue;
            }
            else
            { /* block id: 200 */
                int16_t **l_438[7][6] = {{&g_350,(void*)0,&g_350,&g_350,&g_350,&g_350},{&g_350,&g_350,&g_350,&g_350,&g_350,&g_350},{&g_350,&g_350,&g_350,&g_350,&g_350,&g_350},{&g_350,&g_350,&g_350,&g_350,&g_350,&g_350},{&g_350,&g_350,&g_350,&g_350,&g_350,&g_350},{&g_350,(void*)0,&g_350,&g_350,&g_350,&g_350},{(void*)0,&g_350,&g_350,&g_350,(void*)0,&g_350}};
                int32_t l_441 = 0x2652061AL;
                int i, j;
                for (g_34 = 0; (g_34 <= 6); g_34 += 1)
                { /* block id: 203 */
                    uint64_t *l_439 = (void*)0;
                    uint64_t *l_440 = &g_86.f1;
                    int i;
                    l_441 = (safe_sub_func_uint64_t_u_u(((*l_440) = ((**g_421) = (safe_mul_func_int16_t_s_s(((safe_add_func_uint8_t_u_u(((void*)0 != &g_44[g_34]), ((safe_rshift_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u(g_38[(g_34 + 1)], 0)), 15)) , (g_38[(g_34 + 1)] & (safe_div_func_int64_t_s_s((0UL == (l_438[6][4] == (void*)0)), p_11)))))) & l_32[9]), (-1L))))), 0xE6EC383ADA914324LL));
                    if (l_424)
                        continue;
                }
                return l_32[0];
            }
            if (((safe_mod_func_int8_t_s_s(l_32[1], p_10.f0)) == ((safe_rshift_func_uint16_t_u_u((p_10.f0 <= (safe_mod_func_uint16_t_u_u((((*l_453) = ((l_448[7][1] & ((+(safe_add_func_uint16_t_u_u((*g_296), (l_32[7] != l_424)))) >= (*g_402))) == (*g_296))) , 5UL), l_32[8]))), 1)) , p_11)))
            { /* block id: 212 */
                uint8_t l_456[5];
                int32_t l_476 = 1L;
                int32_t l_485[6];
                int32_t l_490 = (-1L);
                int i;
                for (i = 0; i < 5; i++)
                    l_456[i] = 0x20L;
                for (i = 0; i < 6; i++)
                    l_485[i] = 0x949153A5L;
                for (g_79 = (-6); (g_79 >= 53); g_79 = safe_add_func_uint64_t_u_u(g_79, 3))
                { /* block id: 215 */
                    int32_t l_474 = (-6L);
                    int8_t *l_475 = &g_215;
                    int32_t l_477 = 0L;
                    int32_t l_482 = 0L;
                    int32_t l_483 = 1L;
                    int32_t l_484 = 0L;
                    int32_t l_486 = 0x66D0E94BL;
                    int32_t l_487 = 0x9EEFF1CDL;
                    int32_t l_489[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_489[i] = 0x82C62723L;
                    (*g_47) = (l_425 |= p_11);
                    l_476 &= (((*l_475) &= (l_456[0] , (((g_71 , p_10.f0) , (safe_mod_func_int32_t_s_s(((safe_add_func_int32_t_s_s(((((safe_div_func_uint32_t_u_u((safe_div_func_int64_t_s_s((safe_rshift_func_int8_t_s_u(0x84L, 3)), (8UL || (((safe_unary_minus_func_int32_t_s(((*g_402) & (safe_sub_func_int16_t_s_s(((*g_350) = (safe_lshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s((1L == l_424), p_10.f1)), 6))), l_424))))) > l_474) == l_456[4])))), p_10.f1)) != p_10.f0) <= 0x0FBD32B7L) && p_10.f1), g_39[6][0])) <= 0L), 9UL))) || p_11))) && p_10.f1);
                    ++g_493[6][0][3];
                    --l_496;
                }
                for (g_219 = 0; (g_219 == 21); g_219++)
                { /* block id: 226 */
                    (*g_47) |= l_485[3];
                }
            }
            else
            { /* block id: 229 */
                int32_t l_503 = 0x07A90D69L;
                int32_t l_505 = 0x5BFA5DE7L;
                int32_t l_509[8][10][2] = {{{0L,7L},{0L,0x24F25DA5L},{(-1L),0x2D842CF4L},{1L,0x24F25DA5L},{0x24F25DA5L,7L},{0xDBCEA74AL,0L},{0x740C67F6L,0x2D842CF4L},{0x740C67F6L,0L},{0xDBCEA74AL,7L},{0x24F25DA5L,0x24F25DA5L}},{{1L,0x2D842CF4L},{(-1L),0x24F25DA5L},{0L,7L},{0L,0L},{0x60281B7DL,0x2D842CF4L},{0x60281B7DL,0L},{0L,7L},{0L,0x24F25DA5L},{(-1L),0x2D842CF4L},{1L,0x24F25DA5L}},{{0x24F25DA5L,7L},{0xDBCEA74AL,0L},{0x740C67F6L,0x2D842CF4L},{0x740C67F6L,0L},{0xDBCEA74AL,7L},{0x24F25DA5L,0x24F25DA5L},{1L,0x2D842CF4L},{(-1L),0x24F25DA5L},{0L,7L},{0L,0L}},{{0x60281B7DL,0x2D842CF4L},{0x60281B7DL,0L},{0L,7L},{0L,0x24F25DA5L},{(-1L),0x2D842CF4L},{1L,0x24F25DA5L},{0x24F25DA5L,7L},{0xDBCEA74AL,0L},{0x740C67F6L,0x2D842CF4L},{0x740C67F6L,0L}},{{0xDBCEA74AL,7L},{0x24F25DA5L,0x24F25DA5L},{1L,0x2D842CF4L},{(-1L),0x24F25DA5L},{0L,7L},{0L,0L},{0x60281B7DL,0x2D842CF4L},{0x60281B7DL,0L},{0L,7L},{0L,0x24F25DA5L}},{{(-1L),0x2D842CF4L},{1L,0x24F25DA5L},{0x24F25DA5L,7L},{0xDBCEA74AL,0L},{0x740C67F6L,0x2D842CF4L},{0x740C67F6L,0L},{0xDBCEA74AL,7L},{0x24F25DA5L,0x24F25DA5L},{1L,0x2D842CF4L},{(-1L),0x24F25DA5L}},{{0L,7L},{0L,0L},{0x60281B7DL,0x2D842CF4L},{0x60281B7DL,0L},{0L,7L},{0L,0x24F25DA5L},{(-1L),0x2D842CF4L},{1L,0x24F25DA5L},{0x24F25DA5L,7L},{0xDBCEA74AL,0L}},{{0x740C67F6L,0x2D842CF4L},{0x740C67F6L,0L},{0xDBCEA74AL,7L},{0x24F25DA5L,0x24F25DA5L},{1L,0x2D842CF4L},{(-1L),0x24F25DA5L},{0L,7L},{0L,0L},{0x60281B7DL,0x2D842CF4L},{0x60281B7DL,0L}}};
                int i, j, k;
                for (g_79 = 1; (g_79 <= 7); g_79 += 1)
                { /* block id: 232 */
                    int32_t l_501 = 0xE6EE919BL;
                    int32_t l_502 = (-1L);
                    int32_t l_504 = 0x9784323EL;
                    int32_t l_506 = 8L;
                    int32_t l_507 = 0xA9B123C6L;
                    int32_t l_508 = 0x7F6FECE3L;
                    int32_t l_510[4][7];
                    uint8_t l_511 = 0x44L;
                    int i, j;
                    for (i = 0; i < 4; i++)
                    {
                        for (j = 0; j < 7; j++)
                            l_510[i][j] = 0x501C0D65L;
                    }
                    --l_511;
                    (*g_514) = &l_425;
                }
                l_481[0][4] = l_505;
                if (p_10.f0)
                    continue;
            }
            return p_11;
        }
        (*g_532) = (safe_lshift_func_uint8_t_u_s((safe_rshift_func_int16_t_s_u(((l_519 != g_521[1][4]) & p_10.f1), (safe_mod_func_int8_t_s_s((safe_mod_func_uint16_t_u_u(1UL, (*g_296))), (safe_add_func_uint64_t_u_u(p_10.f0, ((safe_unary_minus_func_uint16_t_u((safe_lshift_func_uint16_t_u_s(0xDDE2L, (*g_350))))) | p_10.f0))))))), 6));
    }
    l_481[3][2] ^= (-1L);
    (*g_534) = l_533[7][1][1];
    return p_10.f0;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static union U0  func_12(int8_t  p_13, int32_t  p_14, uint16_t  p_15)
{ /* block id: 8 */
    union U0 l_31 = {0xC0C7FD57L};
    return l_31;
}


/* ------------------------------------------ */
/* 
 * reads : g_47 g_22 g_29 g_71 g_40 g_79 g_82 g_85 g_46 g_39 g_121 g_71.f4 g_138 g_86.f0 g_70 g_38 g_154 g_158 g_193 g_34 g_83 g_3 g_222 g_223 g_219 g_155 g_215 g_36 g_296 g_364 g_387 g_350 g_401
 * writes: g_22 g_34 g_79 g_83 g_86.f1 g_121 g_154 g_222 g_223 g_138 g_296 g_215 g_219 g_387 g_401 g_29 g_420
 */
static int32_t  func_52(int32_t * p_53, const int64_t * p_54)
{ /* block id: 29 */
    int64_t *l_77 = (void*)0;
    int64_t **l_76[2];
    int32_t l_84 = (-8L);
    int32_t l_93[5][10] = {{0L,(-1L),1L,1L,1L,1L,(-1L),0L,1L,0L},{1L,5L,1L,1L,1L,5L,1L,0xC83D21EBL,0xC83D21EBL,1L},{0xC83D21EBL,0L,1L,1L,0L,0xC83D21EBL,5L,0L,5L,0xC83D21EBL},{(-1L),0L,1L,0L,(-1L),1L,1L,1L,1L,(-1L)},{(-1L),5L,5L,(-1L),1L,0xC83D21EBL,(-1L),0xC83D21EBL,1L,(-1L)}};
    int32_t l_132[4][1] = {{8L},{0x2117EA6BL},{8L},{0x2117EA6BL}};
    uint64_t l_133 = 0x7C02C53580D671F3LL;
    uint16_t l_151 = 0xDCB5L;
    uint64_t **l_190[7][10] = {{(void*)0,&g_155,&g_155,(void*)0,(void*)0,&g_155,&g_155,(void*)0,(void*)0,(void*)0},{(void*)0,&g_155,&g_155,(void*)0,&g_155,&g_155,&g_155,&g_155,&g_155,(void*)0},{&g_155,&g_155,&g_155,&g_155,(void*)0,&g_155,&g_155,(void*)0,&g_155,&g_155},{(void*)0,&g_155,&g_155,(void*)0,(void*)0,&g_155,&g_155,(void*)0,(void*)0,(void*)0},{(void*)0,&g_155,&g_155,(void*)0,&g_155,&g_155,&g_155,&g_155,&g_155,(void*)0},{&g_155,&g_155,&g_155,&g_155,(void*)0,&g_155,&g_155,(void*)0,&g_155,&g_155},{(void*)0,&g_155,&g_155,(void*)0,(void*)0,&g_155,&g_155,(void*)0,(void*)0,(void*)0}};
    uint64_t ***l_189 = &l_190[3][6];
    int32_t *l_191 = &l_93[2][0];
    uint16_t *l_203 = &l_151;
    uint64_t l_208[4][8] = {{0x847B0FE2D9C7C9A2LL,4UL,18446744073709551609UL,0xD28358FC43C31ED0LL,18446744073709551615UL,18446744073709551609UL,0xD3886A77335672A7LL,18446744073709551609UL},{0x97B9BFE1BFAC9C4ELL,0xD28358FC43C31ED0LL,0x6DCEA92A1D2CDC6ELL,0xD28358FC43C31ED0LL,0x97B9BFE1BFAC9C4ELL,1UL,0xD28358FC43C31ED0LL,0x939F623326BAF50ELL},{0xC2539A14275AC898LL,0x97B9BFE1BFAC9C4ELL,18446744073709551615UL,9UL,0xD28358FC43C31ED0LL,0xC2539A14275AC898LL,0xC2539A14275AC898LL,0xD28358FC43C31ED0LL},{0x847B0FE2D9C7C9A2LL,18446744073709551615UL,18446744073709551615UL,0x847B0FE2D9C7C9A2LL,4UL,18446744073709551609UL,0xD28358FC43C31ED0LL,18446744073709551615UL}};
    uint32_t l_216 = 0xE9C1C049L;
    int32_t l_280 = (-1L);
    int32_t l_317 = 2L;
    int16_t l_322 = (-3L);
    int16_t l_352 = 0x5E9AL;
    int8_t l_358 = 9L;
    int32_t **l_390 = &l_191;
    uint32_t l_423 = 0x4DC08132L;
    int i, j;
    for (i = 0; i < 2; i++)
        l_76[i] = &l_77;
lbl_247:
    for (g_22 = (-7); (g_22 > (-29)); g_22 = safe_sub_func_int16_t_s_s(g_22, 4))
    { /* block id: 32 */
        int64_t l_61[1][3][8];
        int32_t l_62 = (-10L);
        union U0 * volatile l_88 = &g_86;/* VOLATILE GLOBAL l_88 */
        int32_t l_91[9][8] = {{0x6105BDF1L,(-1L),0L,(-1L),(-2L),0x6343A15AL,(-1L),0xF50803CBL},{(-6L),0x5926F2DCL,0x8D7F8389L,0x851ED01BL,0x6105BDF1L,5L,0x00275E99L,0x627CDBDBL},{(-3L),0x5D840C93L,(-2L),(-1L),0x6343A15AL,(-3L),0x8D7F8389L,(-1L)},{0x6343A15AL,(-3L),0x8D7F8389L,(-1L),0x5D840C93L,3L,3L,0x5D840C93L},{(-1L),(-7L),(-7L),(-1L),0x44ED4C97L,0L,1L,(-6L)},{(-7L),0x44ED4C97L,0xACD9B719L,(-2L),0xD230C2C5L,0x8D7F8389L,0x49FC4A87L,0xACD9B719L},{0x7E5C3585L,0x44ED4C97L,0xF50803CBL,0x5D840C93L,5L,0L,0xD230C2C5L,0x7E5C3585L},{0L,(-7L),(-2L),0x8D7F8389L,0x6105BDF1L,3L,(-7L),(-4L)},{0x851ED01BL,(-3L),1L,0x4CB199FCL,1L,(-3L),0x851ED01BL,(-7L)}};
        uint16_t l_107 = 1UL;
        int64_t l_118 = 0x312D827AFF6EFAB7LL;
        int32_t l_183[10][3][5] = {{{1L,1L,0xFE0FB782L,(-4L),3L},{0x6C563280L,(-1L),0xFCC94A39L,1L,0x2353BF5CL},{(-4L),0xD658C919L,(-4L),(-6L),(-3L)}},{{0xFCC94A39L,(-1L),0x6C563280L,9L,(-7L)},{0xFE0FB782L,1L,1L,0xFE0FB782L,(-4L)},{3L,0x143B8007L,0x6C563280L,0x596106FDL,0xF37000E7L}},{{0xC7EE490EL,0xC5595F86L,(-4L),0xC5595F86L,0xC7EE490EL},{(-3L),9L,0xFCC94A39L,0x596106FDL,(-9L)},{0x011E4A68L,(-2L),0xFE0FB782L,0xFE0FB782L,(-2L)}},{{0x2353BF5CL,6L,3L,9L,(-9L)},{0xC5595F86L,0xFE0FB782L,0xC7EE490EL,(-6L),0xC7EE490EL},{(-9L),0xC284BA3EL,(-3L),1L,0xF37000E7L}},{{0xC5595F86L,3L,0x011E4A68L,(-4L),(-4L)},{0x2353BF5CL,1L,0x2353BF5CL,0x222F7FCAL,(-7L)},{0x011E4A68L,3L,0xC5595F86L,(-2L),(-3L)}},{{(-3L),0xC284BA3EL,(-9L),0x143B8007L,0x2353BF5CL},{0xC7EE490EL,0xFE0FB782L,0xC5595F86L,(-3L),3L},{3L,6L,0x2353BF5CL,6L,3L}},{{0xFE0FB782L,(-2L),0x011E4A68L,(-3L),1L},{0xFCC94A39L,9L,(-3L),0x143B8007L,(-3L)},{(-4L),0xC5595F86L,0xC7EE490EL,(-2L),1L}},{{0x6C563280L,0x143B8007L,3L,0x222F7FCAL,3L},{1L,1L,0xFE0FB782L,(-4L),3L},{0x6C563280L,(-1L),0xFCC94A39L,1L,0x2353BF5CL}},{{(-4L),0xD658C919L,(-4L),(-6L),(-3L)},{0xFCC94A39L,(-1L),0x6C563280L,9L,(-7L)},{0xFE0FB782L,1L,1L,1L,(-2L)}},{{0xFCC94A39L,0xC284BA3EL,2L,(-1L),3L},{0x011E4A68L,0xD658C919L,(-2L),0xD658C919L,0x011E4A68L},{(-9L),0x143B8007L,0x2353BF5CL,(-1L),0xB452CE8FL}}};
        uint32_t l_184 = 18446744073709551606UL;
        int32_t **l_194 = &l_191;
        int i, j, k;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 3; j++)
            {
                for (k = 0; k < 8; k++)
                    l_61[i][j][k] = 9L;
            }
        }
        for (g_34 = (-24); (g_34 <= (-20)); g_34++)
        { /* block id: 35 */
            int32_t l_64 = (-1L);
            int32_t l_92 = 0L;
            int32_t l_94 = (-4L);
            int32_t l_95 = 0x2AA013F9L;
            int32_t l_96 = 0x2F31D0C9L;
            int32_t l_97[2][3][4] = {{{0xD501A0C7L,0xD501A0C7L,0xD501A0C7L,0xD501A0C7L},{0xD501A0C7L,0xD501A0C7L,0xD501A0C7L,0xD501A0C7L},{0xD501A0C7L,0xD501A0C7L,0xD501A0C7L,0xD501A0C7L}},{{0xD501A0C7L,0xD501A0C7L,0xD501A0C7L,0xD501A0C7L},{0xD501A0C7L,0xD501A0C7L,0xD501A0C7L,0xD501A0C7L},{0xD501A0C7L,0xD501A0C7L,0xD501A0C7L,0xD501A0C7L}}};
            union U0 l_103 = {-5L};
            uint64_t *l_106 = &g_86.f1;
            int32_t *l_124 = &l_92;
            uint64_t l_163 = 0UL;
            uint32_t l_168 = 0x458A64CCL;
            int32_t l_192 = 0xA33FCBB7L;
            int i, j, k;
            if ((+(l_62 = l_61[0][0][0])))
            { /* block id: 37 */
                int32_t *l_63 = &l_62;
                (*l_63) |= 0xAC8A3317L;
            }
            else
            { /* block id: 39 */
                union U0 * volatile *l_87[9][4] = {{&g_85,&g_85,&g_85,&g_85},{&g_85,&g_85,&g_85,&g_85},{&g_85,&g_85,&g_85,&g_85},{&g_85,(void*)0,&g_85,&g_85},{&g_85,&g_85,&g_85,&g_85},{&g_85,&g_85,&g_85,&g_85},{&g_85,&g_85,&g_85,&g_85},{&g_85,&g_85,&g_85,&g_85},{&g_85,&g_85,&g_85,&g_85}};
                int32_t *l_89 = (void*)0;
                int32_t *l_90[10][4][5] = {{{&g_3[4],&l_62,&g_3[1],&g_3[2],&g_83},{(void*)0,(void*)0,&l_62,&g_22,&g_3[2]},{&g_3[2],&l_62,(void*)0,&g_34,&g_22},{&g_3[4],&l_84,&g_3[2],&g_3[5],&g_3[2]}},{{(void*)0,(void*)0,(void*)0,&l_62,(void*)0},{&g_34,(void*)0,&l_62,&g_3[2],(void*)0},{(void*)0,&g_3[2],&l_84,&g_3[2],&g_83},{&l_62,&g_83,(void*)0,&l_62,&g_34}},{{&g_3[2],&g_3[4],&g_34,&g_3[5],&g_22},{&g_34,&g_3[2],&g_3[0],&g_34,&l_84},{&l_62,&g_3[2],&g_22,&g_22,&g_3[2]},{&g_3[2],&g_34,&l_62,&g_3[2],(void*)0}},{{(void*)0,&g_3[2],&l_84,&g_3[2],&l_84},{(void*)0,&g_83,&g_3[1],&g_3[4],&g_3[2]},{(void*)0,&g_3[2],(void*)0,&g_22,&l_62},{&g_3[2],&g_3[2],&l_84,&g_3[2],&g_3[4]}},{{&l_62,&g_3[5],&g_3[2],&g_3[1],&g_3[2]},{&g_34,&g_3[1],&g_3[4],&l_62,(void*)0},{&g_3[2],&l_84,&g_83,(void*)0,&l_84},{&l_62,&g_3[4],&g_34,&g_22,&g_3[2]}},{{(void*)0,&g_22,&g_34,&g_22,(void*)0},{&g_34,&l_62,&g_83,&g_34,&g_3[2]},{(void*)0,&l_84,&g_3[4],&l_62,(void*)0},{&l_62,&g_3[1],&g_22,&g_3[5],&g_3[0]}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_3[0],&l_62,&g_22,(void*)0,(void*)0},{&l_62,&g_22,&g_83,(void*)0,&g_22},{(void*)0,&l_84,&g_22,&l_62,(void*)0}},{{(void*)0,(void*)0,&l_84,&g_3[0],(void*)0},{(void*)0,&g_22,&l_84,(void*)0,&g_3[0]},{&g_3[5],&g_3[4],&g_83,&l_62,(void*)0},{&g_22,&g_34,(void*)0,&g_22,&g_34}},{{&g_34,&g_3[2],&g_3[1],(void*)0,&g_22},{&g_22,&g_34,&l_84,(void*)0,&g_34},{&l_84,&g_34,&l_84,&g_83,(void*)0},{&l_84,&g_3[2],&g_22,&g_3[3],(void*)0}},{{&g_3[2],&g_34,&g_34,&g_34,&g_22},{&g_83,&g_3[4],&g_22,&l_84,&l_62},{&g_34,&g_22,&g_22,&g_34,&l_84},{&g_22,(void*)0,&g_83,&l_84,&g_22}}};
                uint8_t l_98 = 247UL;
                int i, j, k;
                if (l_64)
                { /* block id: 40 */
                    int32_t *l_65 = &l_62;
                    (*l_65) = (*g_47);
                }
                else
                { /* block id: 42 */
                    const int64_t *l_69 = &g_70;
                    const int64_t **l_68 = &l_69;
                    int32_t l_73 = (-1L);
                    uint16_t *l_78 = &g_79;
                    int32_t *l_80 = (void*)0;
                    int32_t *l_81 = (void*)0;
                    (*g_82) = (safe_sub_func_int64_t_s_s((((*l_68) = &g_29) != (((*p_54) , g_71) , (void*)0)), (~((*l_78) |= ((l_73 == ((safe_sub_func_int32_t_s_s(((void*)0 == l_76[0]), l_64)) & 4294967295UL)) && g_40)))));
                    return l_84;
                }
                l_88 = g_85;
                if ((*g_46))
                    continue;
                l_98--;
            }
            if (((0x88DAB542L >= 7L) && ((((safe_mod_func_int16_t_s_s(g_39[5][3], l_91[3][5])) <= (l_103 , (-5L))) >= (safe_add_func_uint64_t_u_u(((*l_106) = l_94), (*p_54)))) >= l_107)))
            { /* block id: 53 */
                int64_t l_113 = 0xE91F0B04548F1257LL;
                int32_t l_120 = 0L;
                int32_t *l_125 = (void*)0;
                int32_t *l_126 = &l_93[4][1];
                int32_t *l_127 = &g_83;
                int32_t *l_128 = (void*)0;
                int32_t *l_129 = &l_93[4][1];
                int32_t *l_130 = (void*)0;
                int32_t *l_131[3];
                int32_t l_166 = 7L;
                int i;
                for (i = 0; i < 3; i++)
                    l_131[i] = &g_83;
                for (l_94 = 0; (l_94 == 3); l_94 = safe_add_func_uint32_t_u_u(l_94, 2))
                { /* block id: 56 */
                    int32_t *l_110 = &l_93[0][7];
                    int32_t *l_111 = &l_97[0][2][1];
                    int32_t *l_112 = &l_92;
                    int32_t *l_114 = &l_91[1][7];
                    int32_t *l_115 = &l_97[0][1][2];
                    int32_t *l_116 = &l_93[3][2];
                    int32_t *l_117[1];
                    int8_t l_119 = 0L;
                    int i;
                    for (i = 0; i < 1; i++)
                        l_117[i] = &l_92;
                    ++g_121;
                    l_124 = &l_93[4][1];
                    return l_93[4][1];
                }
                l_133++;
                if ((safe_lshift_func_uint16_t_u_s(g_71.f4, (l_93[3][7] != g_138))))
                { /* block id: 62 */
                    uint64_t l_149[1];
                    int32_t l_150 = 0x5D6FC0C6L;
                    int i;
                    for (i = 0; i < 1; i++)
                        l_149[i] = 0x92BC719AC70E9CB2LL;
                    (*l_129) = ((*l_124) = (l_91[3][5] <= ((safe_add_func_int32_t_s_s((!0L), ((safe_div_func_int64_t_s_s(g_86.f0, g_70)) > (safe_add_func_uint32_t_u_u(((g_71 , g_86.f0) == (safe_lshift_func_int16_t_s_s((((((~(*p_54)) ^ (-4L)) , g_138) >= g_121) < (*p_54)), l_133))), l_149[0]))))) , g_38[7])));
                    --l_151;
                    (*g_158) = g_154[1];
                }
                else
                { /* block id: 67 */
                    int8_t l_159 = 1L;
                    int32_t l_160 = (-1L);
                    int32_t l_161 = 0L;
                    int32_t l_162[5][6] = {{0L,0L,1L,0x784E6EA6L,1L,0x784E6EA6L},{0xB36C267DL,0L,0xB36C267DL,(-7L),1L,1L},{1L,0xB36C267DL,0xB36C267DL,1L,0L,0x784E6EA6L},{0x784E6EA6L,1L,1L,1L,0x784E6EA6L,(-7L)},{1L,0x784E6EA6L,(-7L),(-7L),0x784E6EA6L,1L}};
                    int32_t l_167[8][6][5] = {{{(-6L),0xEAE75F93L,0x36DFC7E6L,0x12FE5A6FL,0xE86B3167L},{(-8L),0x36DFC7E6L,1L,0x12FE5A6FL,0L},{0x2215A0C2L,(-7L),(-7L),0x2215A0C2L,0xE86B3167L},{0x2215A0C2L,0L,0x479404D5L,0x02F784C0L,0xF0976038L},{(-8L),(-7L),0x479404D5L,0xBC753603L,0xFD3A3C41L},{(-6L),0x36DFC7E6L,(-7L),0x02F784C0L,0xFD3A3C41L}},{{0x12FE5A6FL,0xEAE75F93L,1L,0x2215A0C2L,0xF0976038L},{(-6L),0xEAE75F93L,0x36DFC7E6L,0x12FE5A6FL,0xE86B3167L},{(-8L),0x36DFC7E6L,1L,0x12FE5A6FL,0L},{0x2215A0C2L,(-7L),(-7L),0x2215A0C2L,0xE86B3167L},{0x2215A0C2L,0L,0x479404D5L,0x02F784C0L,0xF0976038L},{(-8L),(-7L),0x479404D5L,0xBC753603L,0xFD3A3C41L}},{{(-6L),0x36DFC7E6L,(-7L),0x02F784C0L,0xFD3A3C41L},{0x12FE5A6FL,0xEAE75F93L,1L,0x2215A0C2L,0xF0976038L},{(-6L),0xEAE75F93L,0x36DFC7E6L,0x12FE5A6FL,0xE86B3167L},{0xE5F21BAEL,(-10L),(-8L),0L,2L},{(-4L),0x12FE5A6FL,0x12FE5A6FL,(-4L),0xAF7DD560L},{(-4L),0x02F784C0L,0xBC753603L,0x24788FBFL,5L}},{{0xE5F21BAEL,0x12FE5A6FL,0xBC753603L,8L,0L},{0xB6D2DAACL,(-10L),0x12FE5A6FL,0x24788FBFL,0L},{0L,(-6L),(-8L),(-4L),5L},{0xB6D2DAACL,(-6L),(-10L),0L,0xAF7DD560L},{0xE5F21BAEL,(-10L),(-8L),0L,2L},{(-4L),0x12FE5A6FL,0x12FE5A6FL,(-4L),0xAF7DD560L}},{{(-4L),0x02F784C0L,0xBC753603L,0x24788FBFL,5L},{0xE5F21BAEL,0x12FE5A6FL,0xBC753603L,8L,0L},{0xB6D2DAACL,(-10L),0x12FE5A6FL,0x24788FBFL,0L},{0L,(-6L),(-8L),(-4L),5L},{0xB6D2DAACL,(-6L),(-10L),0L,0xAF7DD560L},{0xE5F21BAEL,(-10L),(-8L),0L,2L}},{{(-4L),0x12FE5A6FL,0x12FE5A6FL,(-4L),0xAF7DD560L},{(-4L),0x02F784C0L,0xBC753603L,0x24788FBFL,5L},{0xE5F21BAEL,0x12FE5A6FL,0xBC753603L,8L,0L},{0xB6D2DAACL,(-10L),0x12FE5A6FL,0x24788FBFL,0L},{0L,(-6L),(-8L),(-4L),5L},{0xB6D2DAACL,(-6L),(-10L),0L,0xAF7DD560L}},{{0xE5F21BAEL,(-10L),(-8L),0L,2L},{(-4L),0x12FE5A6FL,0x12FE5A6FL,(-4L),0xAF7DD560L},{(-4L),0x02F784C0L,0xBC753603L,0x24788FBFL,5L},{0xE5F21BAEL,0x12FE5A6FL,0xBC753603L,8L,0L},{0xB6D2DAACL,(-10L),0x12FE5A6FL,0x24788FBFL,0L},{0L,(-6L),(-8L),(-4L),5L}},{{0xB6D2DAACL,(-6L),(-10L),0L,0xAF7DD560L},{0xE5F21BAEL,(-10L),(-8L),0L,2L},{(-4L),0x12FE5A6FL,0x12FE5A6FL,(-4L),0xAF7DD560L},{(-4L),0x02F784C0L,0xBC753603L,0x24788FBFL,5L},{0xE5F21BAEL,0x12FE5A6FL,0xBC753603L,8L,0L},{0xB6D2DAACL,(-10L),0x12FE5A6FL,0x24788FBFL,0L}}};
                    int i, j, k;
                    --l_163;
                    (*l_127) = (*l_124);
                    --l_168;
                }
            }
            else
            { /* block id: 72 */
                int8_t l_177 = 0x21L;
                int8_t l_181 = 0L;
                int32_t l_182[9] = {0x5B127DF0L,0x5B127DF0L,0x5B127DF0L,0x5B127DF0L,0x5B127DF0L,0x5B127DF0L,0x5B127DF0L,0x5B127DF0L,0x5B127DF0L};
                int i;
                for (l_92 = 0; (l_92 == 22); l_92++)
                { /* block id: 75 */
                    int32_t *l_173 = &l_91[6][2];
                    int32_t *l_174 = &g_83;
                    int32_t *l_175 = &l_96;
                    int32_t *l_176 = &l_97[1][0][1];
                    int32_t *l_178 = &l_93[0][6];
                    int32_t *l_179 = &l_95;
                    int32_t *l_180[4][3] = {{&g_3[2],(void*)0,&g_3[2]},{&l_94,&l_93[0][0],&l_94},{&g_3[2],(void*)0,&g_3[2]},{&l_94,&l_93[0][0],&l_94}};
                    int i, j;
                    l_173 = &l_97[0][1][2];
                    l_184++;
                    if ((*g_46))
                        break;
                }
                (*l_124) = ((safe_rshift_func_uint16_t_u_u(0x967EL, 10)) < (&g_154[1] == l_189));
                (*l_124) = (*l_124);
                l_191 = &g_3[5];
            }
            (*l_124) = l_192;
        }
        (*g_193) = (l_84 = 0xAAF69382L);
        (*l_194) = &g_3[2];
    }
    if (((*g_47) ^= 5L))
    { /* block id: 91 */
        int32_t l_211 = 6L;
        int8_t *l_214[9][4][7] = {{{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,(void*)0,&g_215,&g_215},{&g_215,&g_215,&g_215,(void*)0,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,(void*)0}},{{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,(void*)0,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,(void*)0,&g_215,&g_215,&g_215}},{{&g_215,&g_215,&g_215,&g_215,(void*)0,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{(void*)0,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215}},{{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,(void*)0,&g_215,&g_215,(void*)0}},{{(void*)0,&g_215,(void*)0,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215}},{{&g_215,&g_215,&g_215,(void*)0,(void*)0,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,(void*)0,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,(void*)0,&g_215,&g_215}},{{&g_215,&g_215,&g_215,(void*)0,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,(void*)0},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,(void*)0,&g_215,&g_215}},{{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215}},{{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{(void*)0,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215},{&g_215,&g_215,&g_215,&g_215,&g_215,&g_215,&g_215}}};
        int32_t l_217 = 5L;
        uint32_t *l_218[10][9] = {{&g_219,&g_219,&g_219,&g_219,&g_219,&g_219,&g_219,&g_219,&g_219},{&g_219,&g_219,(void*)0,(void*)0,&g_219,&g_219,(void*)0,(void*)0,&g_219},{(void*)0,&g_219,(void*)0,&g_219,(void*)0,&g_219,(void*)0,&g_219,(void*)0},{&g_219,(void*)0,(void*)0,&g_219,&g_219,(void*)0,(void*)0,&g_219,&g_219},{&g_219,&g_219,&g_219,&g_219,&g_219,&g_219,&g_219,&g_219,&g_219},{&g_219,&g_219,(void*)0,(void*)0,&g_219,&g_219,(void*)0,(void*)0,&g_219},{(void*)0,&g_219,(void*)0,&g_219,(void*)0,&g_219,(void*)0,&g_219,(void*)0},{&g_219,(void*)0,(void*)0,&g_219,&g_219,(void*)0,(void*)0,&g_219,&g_219},{&g_219,&g_219,&g_219,&g_219,&g_219,&g_219,&g_219,&g_219,&g_219},{&g_219,&g_219,(void*)0,(void*)0,&g_219,&g_219,(void*)0,(void*)0,&g_219}};
        int32_t l_220 = 4L;
        int16_t *l_221[9][1];
        int64_t l_239[4][7][1] = {{{0x664F176A564B1259LL},{0x9AC98F05BC626A04LL},{0x664F176A564B1259LL},{(-1L)},{0x75E01E494C05B71ELL},{0x75E01E494C05B71ELL},{(-1L)}},{{0x664F176A564B1259LL},{0x9AC98F05BC626A04LL},{0x664F176A564B1259LL},{(-1L)},{0x75E01E494C05B71ELL},{0x75E01E494C05B71ELL},{(-1L)}},{{0x664F176A564B1259LL},{0x9AC98F05BC626A04LL},{0x664F176A564B1259LL},{(-1L)},{0x75E01E494C05B71ELL},{0x75E01E494C05B71ELL},{(-1L)}},{{0x664F176A564B1259LL},{0x9AC98F05BC626A04LL},{0x664F176A564B1259LL},{(-1L)},{0x75E01E494C05B71ELL},{0x75E01E494C05B71ELL},{(-1L)}}};
        int32_t *l_248 = &l_84;
        int32_t *l_249 = &l_93[4][1];
        int32_t *l_250 = &l_220;
        int32_t *l_251 = &l_217;
        int32_t *l_252 = &l_93[4][1];
        int32_t *l_253 = &l_220;
        int32_t *l_254 = &l_93[0][3];
        int32_t *l_255[9];
        uint32_t l_256 = 1UL;
        int i, j, k;
        for (i = 0; i < 9; i++)
        {
            for (j = 0; j < 1; j++)
                l_221[i][j] = &g_222;
        }
        for (i = 0; i < 9; i++)
            l_255[i] = (void*)0;
        if ((safe_lshift_func_uint16_t_u_u((safe_add_func_int32_t_s_s(((g_223 ^= (safe_mul_func_int8_t_s_s((((g_222 ^= (g_34 <= (safe_mul_func_uint8_t_u_u(((void*)0 == l_203), (l_220 = (safe_mul_func_uint16_t_u_u(((safe_sub_func_int64_t_s_s(l_208[2][2], (safe_add_func_int8_t_s_s((l_211 == (l_93[2][9] = ((l_217 &= (safe_div_func_int32_t_s_s(((func_12((l_216 = 0x81L), (*g_193), (*l_191)) , 0xFC444A05L) , 4L), 0x356C6CD4L))) < 255UL))), g_3[2])))) <= (-1L)), l_211))))))) , 0xD7F034A106F14D4ALL) > l_211), l_84))) & g_219), 4294967294UL)), g_86.f0)))
        { /* block id: 98 */
            int8_t l_237 = 0x1CL;
            int32_t l_238 = 0x8ECCA2D5L;
            int32_t *l_240[4][8] = {{&g_83,&g_34,&l_84,&l_84,&g_34,&g_83,&l_93[0][5],&g_83},{&g_34,&g_83,&l_93[0][5],&g_83,&g_34,&l_84,&l_84,&g_34},{(void*)0,&g_34,&g_34,(void*)0,(void*)0,&l_84,(void*)0,(void*)0},{&g_34,(void*)0,&g_34,&l_93[0][5],(void*)0,(void*)0,&l_93[0][5],&g_34}};
            int i, j;
            l_84 = ((*l_191) & (+(safe_lshift_func_uint16_t_u_u((((((*l_203)--) | ((((safe_add_func_int64_t_s_s(((((safe_add_func_int16_t_s_s((safe_mul_func_int8_t_s_s((l_220 = (*l_191)), (safe_add_func_int8_t_s_s((l_237 = g_219), l_238)))), (0xB8753A32646635DCLL != (*l_191)))) < (0L == 5L)) | l_239[1][3][0]) , 1L), 6UL)) & l_239[2][2][0]) && 65535UL) & l_238)) == l_239[3][0][0]) <= (-3L)), 14))));
        }
        else
        { /* block id: 103 */
            if ((*g_46))
            { /* block id: 104 */
                int32_t *l_246 = &l_93[4][1];
                (*l_246) = (safe_mul_func_uint8_t_u_u((g_138++), g_83));
            }
            else
            { /* block id: 107 */
                if (g_40)
                    goto lbl_247;
                for (g_34 = 0; (g_34 >= 0); g_34 -= 1)
                { /* block id: 111 */
                    if ((*g_82))
                        break;
                    (*g_46) = (((***g_158) > 0xFD4B35B5182B9280LL) == 0x39L);
                }
            }
        }
        l_256--;
        for (l_217 = 22; (l_217 > 13); l_217 = safe_sub_func_int64_t_s_s(l_217, 1))
        { /* block id: 120 */
            union U0 *l_262[4][7][8] = {{{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,(void*)0},{&g_86,(void*)0,&g_86,&g_86,&g_86,&g_86,&g_86,(void*)0},{&g_86,&g_86,&g_86,(void*)0,(void*)0,&g_86,&g_86,(void*)0},{&g_86,&g_86,(void*)0,&g_86,&g_86,(void*)0,&g_86,&g_86},{&g_86,&g_86,(void*)0,(void*)0,(void*)0,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,(void*)0,&g_86,&g_86,&g_86},{&g_86,&g_86,(void*)0,&g_86,(void*)0,(void*)0,&g_86,&g_86}},{{&g_86,&g_86,&g_86,&g_86,(void*)0,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,(void*)0,&g_86},{&g_86,(void*)0,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,(void*)0,&g_86},{&g_86,(void*)0,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,(void*)0,(void*)0,&g_86,&g_86},{(void*)0,(void*)0,(void*)0,&g_86,&g_86,(void*)0,&g_86,&g_86}},{{(void*)0,(void*)0,&g_86,(void*)0,&g_86,&g_86,&g_86,&g_86},{(void*)0,&g_86,(void*)0,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,(void*)0,(void*)0,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,&g_86,&g_86,&g_86,&g_86,(void*)0,(void*)0,&g_86}},{{&g_86,(void*)0,(void*)0,&g_86,&g_86,&g_86,&g_86,&g_86},{(void*)0,(void*)0,(void*)0,(void*)0,&g_86,&g_86,(void*)0,&g_86},{&g_86,&g_86,(void*)0,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,&g_86,(void*)0,&g_86,&g_86,&g_86,&g_86,&g_86},{&g_86,(void*)0,&g_86,&g_86,&g_86,&g_86,(void*)0,(void*)0},{&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86},{(void*)0,&g_86,&g_86,&g_86,(void*)0,(void*)0,&g_86,&g_86}}};
            union U0 **l_261 = &l_262[2][6][0];
            int32_t **l_263 = &l_250;
            int32_t **l_264[9][3][6] = {{{&l_251,&l_255[7],&l_254,&l_249,(void*)0,&l_191},{(void*)0,&l_191,&l_255[7],&l_253,(void*)0,&l_252},{&l_254,&l_252,&l_249,(void*)0,&l_254,&l_252}},{{&l_191,&l_249,&l_191,&l_191,&l_249,&l_191},{&l_253,&l_255[8],&l_248,&l_255[7],&l_249,(void*)0},{&l_254,&l_191,&l_252,&l_248,&l_255[2],&l_252}},{{&l_254,&l_191,&l_248,&l_255[7],&l_253,&l_251},{&l_253,&l_249,(void*)0,&l_191,&l_248,&l_191},{&l_191,&l_191,&l_253,(void*)0,&l_253,&l_251}},{{&l_254,&l_252,&l_254,&l_253,&l_191,&l_251},{(void*)0,&l_255[4],&l_191,&l_249,&l_191,&l_253},{&l_251,&l_251,(void*)0,&l_251,&l_251,&l_254}},{{(void*)0,&l_191,&l_255[1],(void*)0,&l_254,&l_254},{&l_253,&l_248,(void*)0,&l_191,&l_255[4],&l_254},{&l_191,&l_248,&l_255[1],(void*)0,&l_255[7],&l_254}},{{&l_255[4],&l_251,(void*)0,&l_255[2],&l_249,&l_253},{&l_253,&l_252,&l_191,&l_254,&l_191,&l_251},{(void*)0,&l_255[1],&l_254,&l_249,&l_252,&l_251}},{{&l_254,&l_191,&l_253,&l_249,&l_191,&l_191},{&l_252,(void*)0,(void*)0,&l_252,&l_249,&l_251},{&l_251,&l_249,&l_248,&l_255[8],&l_255[7],&l_252}},{{&l_251,&l_253,&l_252,&l_191,&l_255[7],(void*)0},{&l_191,&l_249,&l_248,&l_191,&l_249,&l_191},{&l_249,(void*)0,&l_191,&l_252,(void*)0,&l_249}},{{&l_191,&l_253,&l_253,&l_253,&l_191,&l_255[2]},{(void*)0,&l_255[8],&l_191,&l_252,&l_255[6],&l_253},{(void*)0,&l_255[1],&l_191,(void*)0,&l_251,(void*)0}}};
            int i, j, k;
            (*l_261) = (void*)0;
            l_280 |= ((*g_82) = ((((((p_53 = ((*l_263) = &g_22)) != (l_191 = &g_3[4])) <= (safe_sub_func_uint8_t_u_u(g_39[6][0], ((l_84 = ((*l_254) ^= ((*g_155) = ((safe_rshift_func_uint8_t_u_s(((*p_54) <= g_219), 6)) , (safe_unary_minus_func_int32_t_s((g_215 | (safe_mul_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(((*l_203)++), 9)), (safe_mod_func_uint32_t_u_u(((safe_div_func_uint16_t_u_u(g_3[2], l_84)) >= l_133), (-1L)))))))))))) || 0L)))) || g_36[4][1]) && (*l_253)) || (**l_263)));
        }
        (*l_253) = (*g_193);
    }
    else
    { /* block id: 133 */
        int32_t *l_281 = &g_83;
        int32_t **l_282 = (void*)0;
        int32_t **l_283 = &l_281;
        int32_t l_314 = 0L;
        int32_t l_316 = (-1L);
        int32_t l_318 = (-7L);
        uint64_t l_319[7] = {18446744073709551615UL,0x307492A838BA98DELL,0x307492A838BA98DELL,18446744073709551615UL,0x307492A838BA98DELL,0x307492A838BA98DELL,18446744073709551615UL};
        uint16_t l_323 = 8UL;
        int32_t l_382 = 0x2770552BL;
        int i;
        (*l_283) = l_281;
        g_34 |= ((safe_add_func_int32_t_s_s(1L, ((safe_div_func_uint16_t_u_u(((-1L) & ((((safe_mod_func_uint32_t_u_u((safe_div_func_uint64_t_u_u(((*g_47) <= 0UL), (safe_div_func_int16_t_s_s((safe_rshift_func_int8_t_s_u((((g_296 = &g_79) != &g_79) , ((*l_281) <= g_70)), (*l_191))), 8UL)))), g_219)) , 0x2B959469958DFC9ALL) <= (*l_191)) > g_3[2])), (*l_191))) && (*l_191)))) & g_86.f0);
        for (g_83 = (-7); (g_83 == 16); g_83 = safe_add_func_uint64_t_u_u(g_83, 6))
        { /* block id: 139 */
            uint32_t l_308 = 0x16DA471BL;
            int8_t *l_309 = &g_215;
            int32_t l_313 = 0L;
            int32_t l_315[6];
            uint32_t l_354 = 0x462146B1L;
            const union U0 **l_363 = (void*)0;
            int8_t l_377 = (-1L);
            uint8_t l_396 = 1UL;
            int8_t l_416 = 0L;
            int32_t *l_422[2];
            int i;
            for (i = 0; i < 6; i++)
                l_315[i] = (-10L);
            for (i = 0; i < 2; i++)
                l_422[i] = &l_318;
            if (((safe_add_func_int8_t_s_s((0xCF80F6ABL < (!(safe_sub_func_uint8_t_u_u((safe_add_func_int16_t_s_s((*l_191), g_223)), ((((*l_309) = (safe_mul_func_int16_t_s_s(8L, ((**l_283) || (((((**l_283) , (**g_158)) != p_54) | g_3[0]) , l_308))))) <= 5UL) || l_308))))), 0x8EL)) <= l_308))
            { /* block id: 141 */
                int8_t l_310 = 0x95L;
                int32_t l_311 = (-9L);
                int32_t *l_312[10][4] = {{&l_93[4][1],&l_93[3][4],&l_93[4][1],(void*)0},{&g_22,&l_93[3][4],&g_83,&g_22},{&l_93[3][4],&g_22,&g_22,&l_93[3][4]},{&l_93[4][1],&g_22,&g_22,(void*)0},{&l_93[3][4],&g_22,&g_83,&g_22},{&g_22,&g_22,&l_93[4][1],&g_22},{&l_93[4][1],&g_22,(void*)0,(void*)0},{&g_22,&g_22,&g_83,&l_93[3][4]},{&g_22,&g_22,(void*)0,&g_22},{&l_93[4][1],&l_93[3][4],&l_93[4][1],(void*)0}};
                int16_t *l_351[5][2] = {{&g_222,&g_222},{&g_222,&g_222},{&g_222,&g_222},{&g_222,&g_222},{&g_222,&g_222}};
                int i, j;
                --l_319[0];
                ++l_323;
                for (g_86.f1 = 0; (g_86.f1 == 14); g_86.f1 = safe_add_func_int64_t_s_s(g_86.f1, 1))
                { /* block id: 146 */
                    int16_t *l_349[1][10][9] = {{{&l_322,&l_322,&l_322,&g_222,&g_222,&l_322,&l_322,&l_322,&g_222},{&l_322,&g_223,&g_223,&l_322,&g_222,&l_322,&g_223,&g_223,&l_322},{&g_222,&g_222,&g_222,&g_222,&g_222,&g_222,&g_222,&g_222,&g_222},{&g_223,&g_222,&g_222,&g_222,&g_222,&g_223,&g_222,&g_222,&g_222},{&g_222,&g_222,&g_222,&g_222,&g_222,&g_222,&g_222,&g_222,&g_222},{&l_322,&g_222,&l_322,&g_223,&g_223,&l_322,&g_222,&l_322,&g_223},{&l_322,&g_222,&g_222,&l_322,&l_322,&l_322,&g_222,&g_222,&l_322},{&g_223,&g_223,&g_222,&g_223,&g_223,&g_223,&g_223,&g_222,&g_223},{&g_222,&l_322,&g_222,&g_222,&l_322,&g_222,&l_322,&g_222,&g_222},{&g_223,&g_223,&g_223,&g_222,&g_223,&g_223,&g_223,&g_223,&g_222}}};
                    int16_t **l_348[2][8] = {{&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5]},{&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5],&l_349[0][3][5]}};
                    int32_t l_353[8] = {0x37E399A0L,0x37E399A0L,0x37E399A0L,0x37E399A0L,0x37E399A0L,0x37E399A0L,0x37E399A0L,0x37E399A0L};
                    int i, j, k;
                }
            }
            else
            { /* block id: 153 */
                int32_t *l_357 = &l_313;
                l_358 = ((*l_357) = (safe_lshift_func_uint16_t_u_s((((*g_296) & (((g_22 == g_36[0][4]) , (**l_283)) , 0xA3F6L)) ^ g_34), 14)));
                (*l_357) ^= (g_39[6][0] < (safe_mul_func_uint16_t_u_u(((*l_203) = (safe_mul_func_uint64_t_u_u(0xFC406785D5D54A94LL, (l_363 != g_364)))), ((&g_215 != (void*)0) <= ((&l_319[0] == &l_319[6]) | 0x66CE4FC17B764E2BLL)))));
            }
            for (l_316 = 0; (l_316 != (-10)); l_316--)
            { /* block id: 161 */
                int32_t *l_368 = (void*)0;
                int32_t *l_369[4][6] = {{&l_93[2][5],&l_313,&l_313,&l_93[2][5],&l_313,&l_313},{&l_93[2][5],&l_313,&l_313,&l_93[2][5],&l_313,&l_313},{&l_93[2][5],&l_313,&l_313,&l_93[2][5],&l_313,&l_313},{&l_93[2][5],&l_313,&l_313,&l_93[2][5],&l_313,&l_313}};
                uint32_t *l_378[9] = {&g_219,&l_354,&l_354,&g_219,&l_354,&l_354,&g_219,&l_354,&l_354};
                int8_t l_379 = 0x4FL;
                int32_t ***l_389[7][4] = {{(void*)0,(void*)0,&l_283,&l_283},{&l_282,&l_282,(void*)0,&l_283},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&l_282,(void*)0,&l_283,(void*)0},{(void*)0,(void*)0,&l_283,&l_283},{&l_282,&l_282,(void*)0,&l_283}};
                int16_t *l_391 = &g_222;
                int i, j;
                (*g_46) = 0x7F9D4053L;
                for (l_318 = 0; (l_318 <= 0); l_318 += 1)
                { /* block id: 165 */
                    int64_t l_370 = 0x4522F5F696B6E9BELL;
                    if (l_370)
                        break;
                    return (*l_281);
                }
                l_382 = ((safe_mod_func_uint16_t_u_u(((*l_203) = ((void*)0 == p_54)), (safe_sub_func_int64_t_s_s((l_379 = (safe_mul_func_uint8_t_u_u(((l_315[3] |= (*l_191)) ^ 0xA8DD4B3FL), (l_377 != (g_219 = 0x392D2BE8L))))), (safe_mul_func_int8_t_s_s(((&g_222 != &l_322) & (*l_281)), 8UL)))))) , (*l_281));
                if ((safe_sub_func_uint64_t_u_u((safe_add_func_uint64_t_u_u(((l_390 = (g_387[1] = g_387[1])) != (g_71 , &g_45)), (0x10ACE2073D307802LL || ((*p_54) & (((*l_391) |= (*g_350)) <= (*g_350)))))), (*g_155))))
                { /* block id: 177 */
                    const int64_t ***l_397 = (void*)0;
                    const int64_t *l_400 = &g_70;
                    const int64_t **l_399 = &l_400;
                    const int64_t ***l_398[10][3] = {{&l_399,(void*)0,&l_399},{&l_399,&l_399,&l_399},{&l_399,&l_399,&l_399},{&l_399,&l_399,&l_399},{&l_399,&l_399,&l_399},{&l_399,&l_399,&l_399},{&l_399,&l_399,&l_399},{&l_399,(void*)0,&l_399},{&l_399,&l_399,&l_399},{&l_399,&l_399,&l_399}};
                    int32_t **l_414 = &l_369[1][2];
                    int32_t l_415 = 0xEA08D63CL;
                    int i, j;
                    l_313 = ((safe_sub_func_uint16_t_u_u((l_396 == (((g_29 &= ((g_401 = &p_54) == &g_402)) , (((safe_add_func_int32_t_s_s((((-1L) && ((((safe_rshift_func_int16_t_s_u(0x8DEFL, 14)) , (l_315[5] = (((!(((safe_mod_func_int8_t_s_s(((((safe_add_func_int16_t_s_s(((l_414 = &g_388) != &p_53), 1UL)) > g_38[5]) , (**g_401)) < l_415), l_415)) <= 0L) >= l_308)) > l_396) ^ (*g_350)))) <= 0x5CB1D82DBE0661AFLL) <= 0xD9L)) >= l_416), l_416)) > 0xA0C6AE4CC5774106LL) != 0UL)) <= 0x0DE4D2F85AEC5E84LL)), 0x96CDL)) || 0L);
                }
                else
                { /* block id: 183 */
                    uint32_t l_417[5] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
                    uint64_t ** const *l_418 = &l_190[3][6];
                    uint64_t ** const **l_419 = (void*)0;
                    int i;
                    if ((*l_191))
                        break;
                    l_417[0] &= (*g_46);
                    g_420 = l_418;
                }
            }
            if (l_377)
                continue;
            l_84 ^= (*l_191);
        }
        return (**l_283);
    }
    p_53 = (*l_390);
    return l_423;
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
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_3[i], "g_3[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_22, "g_22", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_34, "g_34", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_36[i][j], "g_36[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_38[i], "g_38[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_39[i][j], "g_39[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_40, "g_40", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_71.f0, "g_71.f0", print_hash_value);
    transparent_crc(g_71.f2, "g_71.f2", print_hash_value);
    transparent_crc(g_71.f3, "g_71.f3", print_hash_value);
    transparent_crc(g_71.f4, "g_71.f4", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_83, "g_83", print_hash_value);
    transparent_crc(g_86.f0, "g_86.f0", print_hash_value);
    transparent_crc(g_121, "g_121", print_hash_value);
    transparent_crc(g_138, "g_138", print_hash_value);
    transparent_crc(g_215, "g_215", print_hash_value);
    transparent_crc(g_219, "g_219", print_hash_value);
    transparent_crc(g_222, "g_222", print_hash_value);
    transparent_crc(g_223, "g_223", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_493[i][j][k], "g_493[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_556, "g_556", print_hash_value);
    transparent_crc(g_567.f0, "g_567.f0", print_hash_value);
    transparent_crc(g_567.f2, "g_567.f2", print_hash_value);
    transparent_crc(g_567.f3, "g_567.f3", print_hash_value);
    transparent_crc(g_567.f4, "g_567.f4", print_hash_value);
    transparent_crc(g_582.f0, "g_582.f0", print_hash_value);
    transparent_crc(g_695, "g_695", print_hash_value);
    transparent_crc(g_715.f0, "g_715.f0", print_hash_value);
    transparent_crc(g_715.f2, "g_715.f2", print_hash_value);
    transparent_crc(g_715.f3, "g_715.f3", print_hash_value);
    transparent_crc(g_715.f4, "g_715.f4", print_hash_value);
    transparent_crc(g_719, "g_719", print_hash_value);
    transparent_crc(g_726, "g_726", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_760[i][j], "g_760[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 257
XXX total union variables: 7

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 12
breakdown:
   indirect level: 0, occurrence: 4
   indirect level: 1, occurrence: 4
   indirect level: 2, occurrence: 4
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 67
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 5
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 17

XXX max expression depth: 30
breakdown:
   depth: 1, occurrence: 194
   depth: 2, occurrence: 40
   depth: 3, occurrence: 5
   depth: 4, occurrence: 3
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 3
   depth: 11, occurrence: 1
   depth: 12, occurrence: 1
   depth: 14, occurrence: 2
   depth: 15, occurrence: 5
   depth: 16, occurrence: 2
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 24, occurrence: 1
   depth: 25, occurrence: 3
   depth: 26, occurrence: 1
   depth: 28, occurrence: 2
   depth: 30, occurrence: 1

XXX total number of pointers: 197

XXX times a variable address is taken: 556
XXX times a pointer is dereferenced on RHS: 140
breakdown:
   depth: 1, occurrence: 127
   depth: 2, occurrence: 12
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 104
breakdown:
   depth: 1, occurrence: 100
   depth: 2, occurrence: 3
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 12
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 9
XXX times a pointer is qualified to be dereferenced: 3261

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 951
   level: 2, occurrence: 92
   level: 3, occurrence: 8
XXX number of pointers point to pointers: 78
XXX number of pointers point to scalars: 112
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 34
XXX average alias set size: 1.57

XXX times a non-volatile is read: 578
XXX times a non-volatile is write: 305
XXX times a volatile is read: 62
XXX    times read thru a pointer: 5
XXX times a volatile is write: 27
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 1.02e+03
XXX percentage of non-volatile access: 90.8

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 178
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 21
   depth: 2, occurrence: 27
   depth: 3, occurrence: 58
   depth: 4, occurrence: 60

XXX percentage a fresh-made variable is used: 17.7
XXX percentage an existing variable is used: 82.3
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

