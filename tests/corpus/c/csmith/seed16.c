/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 16 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      16
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   uint8_t  f0;
   int32_t  f1;
   int8_t  f2;
};
#pragma pack(pop)

union U1 {
   int8_t * f0;
   const volatile int32_t  f1;
   int64_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static volatile int16_t g_5 = 0x65E0L;/* VOLATILE GLOBAL g_5 */
static int16_t g_17 = 0xB0B4L;
static uint8_t g_30 = 249UL;
static int8_t g_33 = (-1L);
static int8_t *g_32 = &g_33;
static uint32_t g_44 = 4294967295UL;
static int16_t g_58 = 0x5E5AL;
static int16_t *g_57 = &g_58;
static uint16_t g_60[5] = {0xBABEL,0xBABEL,0xBABEL,0xBABEL,0xBABEL};
static uint64_t g_66 = 0UL;
static int32_t g_72 = (-1L);
static uint16_t g_75 = 0x1431L;
static int32_t g_81 = 0x4120B1A5L;
static int32_t *g_80 = &g_81;
static int16_t ** volatile g_83 = &g_57;/* VOLATILE GLOBAL g_83 */
static int16_t ** volatile *g_82 = &g_83;
static uint16_t g_149 = 0x7B8EL;
static int64_t g_155 = 1L;
static uint8_t g_189 = 0UL;
static volatile int8_t ** volatile *g_197 = (void*)0;
static uint16_t g_213 = 0xACD4L;
static struct S0 g_217 = {0xF0L,-1L,0L};
static union U1 g_241 = {0};/* VOLATILE GLOBAL g_241 */
static union U1 *g_240 = &g_241;
static union U1 g_243 = {0};/* VOLATILE GLOBAL g_243 */
static uint16_t g_278 = 0xE391L;
static int16_t g_303 = (-1L);
static uint32_t g_318 = 18446744073709551607UL;
static int32_t ** const g_337 = &g_80;
static int32_t ** const *g_336 = &g_337;
static int32_t g_345 = 0L;
static int32_t g_349 = 0x069F2743L;
static int64_t g_351 = 0x7178973CE836181ALL;
static uint32_t g_353 = 0UL;
static const int8_t g_433 = 0x9EL;
static const int8_t *g_432 = &g_433;
static const int8_t **g_431 = &g_432;
static uint32_t *g_454 = &g_44;
static uint16_t g_458 = 0x4CA0L;
static int32_t g_493 = 1L;
static uint32_t **g_502 = &g_454;
static int32_t g_510 = 0xEF0461D2L;
static uint32_t g_511 = 1UL;
static const int32_t g_554 = 0x68737DB0L;
static volatile struct S0 * volatile g_579 = (void*)0;/* VOLATILE GLOBAL g_579 */
static volatile struct S0 * volatile *g_578[1][7] = {{&g_579,&g_579,&g_579,&g_579,&g_579,&g_579,&g_579}};
static struct S0 *g_598 = &g_217;
static struct S0 **g_597 = &g_598;
static const struct S0 g_605 = {0x49L,0x6562D020L,0x6CL};
static int32_t g_614 = 4L;
static int16_t g_616[4] = {1L,1L,1L,1L};
static uint32_t g_617 = 1UL;
static uint8_t g_625 = 0x34L;
static int32_t g_643[2][3] = {{(-9L),(-9L),(-9L)},{0xCA14E77CL,0xCA14E77CL,0xCA14E77CL}};
static uint64_t g_644 = 0xBC016521D1E461C9LL;
static uint64_t *g_673 = (void*)0;
static uint8_t g_711 = 6UL;
static int32_t g_763[6] = {1L,1L,0xDE7D91D2L,1L,1L,0xDE7D91D2L};
static int64_t g_767 = 6L;
static uint64_t g_769 = 0x304A18843AEB4B7CLL;
static uint32_t g_797 = 18446744073709551606UL;
static uint8_t *g_809 = (void*)0;
static union U1 g_823[9][1][7] = {{{{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0}}}};
static union U1 g_825[4][10] = {{{0},{0},{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0},{0},{0}}};
static int32_t *g_826 = &g_493;
static struct S0 g_840 = {1UL,0xC5850B34L,-5L};
static uint64_t g_843 = 5UL;
static uint8_t g_878[4][3] = {{0x76L,0x76L,0x76L},{0x76L,0x76L,0x76L},{0x76L,0x76L,0x76L},{0x76L,0x76L,0x76L}};
static int8_t *g_902 = &g_217.f2;
static volatile int64_t ** volatile * volatile g_903 = (void*)0;/* VOLATILE GLOBAL g_903 */
static uint8_t g_924 = 0x17L;
static volatile struct S0 g_927 = {0x59L,-3L,7L};/* VOLATILE GLOBAL g_927 */
static volatile struct S0 * volatile g_928 = &g_927;/* VOLATILE GLOBAL g_928 */
static volatile union U1 g_986 = {0};/* VOLATILE GLOBAL g_986 */
static int64_t g_1008 = 0xA23F67CD5360BD4CLL;
static uint8_t g_1009[2][4] = {{252UL,0x24L,252UL,0x24L},{252UL,0x24L,252UL,0x24L}};
static union U1 g_1041 = {0};/* VOLATILE GLOBAL g_1041 */
static volatile struct S0 g_1046 = {251UL,0x5E6BC014L,-1L};/* VOLATILE GLOBAL g_1046 */
static const volatile struct S0 * volatile *** volatile g_1064 = (void*)0;/* VOLATILE GLOBAL g_1064 */
static const uint32_t g_1103 = 4294967291UL;
static volatile int32_t g_1111[10][9][2] = {{{0xA1B443B9L,0x8A8F256AL},{(-7L),0x867F991EL},{0xA1B443B9L,0x63B49BF7L},{0x6F409F9AL,1L},{(-1L),(-9L)},{(-7L),(-9L)},{(-1L),1L},{0x6F409F9AL,0x63B49BF7L},{0xA1B443B9L,0x867F991EL}},{{(-7L),0x8A8F256AL},{0xA1B443B9L,(-1L)},{0x6F409F9AL,0xF6770B4BL},{(-1L),2L},{(-7L),2L},{(-1L),0xF6770B4BL},{0x6F409F9AL,(-1L)},{0xA1B443B9L,0x8A8F256AL},{(-7L),0x867F991EL}},{{0xA1B443B9L,0x63B49BF7L},{0x6F409F9AL,1L},{(-1L),(-9L)},{(-7L),(-9L)},{(-1L),1L},{0x6F409F9AL,0x63B49BF7L},{0xA1B443B9L,0x867F991EL},{(-7L),0x8A8F256AL},{0xA1B443B9L,(-1L)}},{{0x6F409F9AL,0xF6770B4BL},{(-1L),2L},{(-7L),2L},{(-1L),0xF6770B4BL},{0x6F409F9AL,(-1L)},{0xA1B443B9L,0x8A8F256AL},{(-7L),0x867F991EL},{0xA1B443B9L,0x63B49BF7L},{0x6F409F9AL,1L}},{{(-1L),(-9L)},{(-7L),(-9L)},{(-1L),1L},{0x6F409F9AL,0x63B49BF7L},{0xA1B443B9L,0x867F991EL},{(-7L),0x8A8F256AL},{0xA1B443B9L,(-1L)},{0x6F409F9AL,0xF6770B4BL},{(-1L),2L}},{{(-7L),2L},{(-1L),0xF6770B4BL},{0x6F409F9AL,(-1L)},{0xA1B443B9L,0x8A8F256AL},{(-7L),0x867F991EL},{0xA1B443B9L,0x63B49BF7L},{0x6F409F9AL,1L},{(-1L),(-9L)},{(-7L),(-9L)}},{{(-1L),1L},{0x6F409F9AL,0x63B49BF7L},{0xA1B443B9L,0x867F991EL},{(-7L),0x8A8F256AL},{0xA1B443B9L,(-1L)},{0x6F409F9AL,0xF6770B4BL},{(-1L),2L},{(-7L),2L},{(-1L),0xF6770B4BL}},{{0x6F409F9AL,(-1L)},{0xA1B443B9L,0x8A8F256AL},{(-7L),0x867F991EL},{0xA1B443B9L,0x63B49BF7L},{0x6F409F9AL,1L},{(-1L),(-9L)},{(-7L),(-9L)},{(-1L),1L},{0x6F409F9AL,0x63B49BF7L}},{{0xA1B443B9L,0x867F991EL},{(-7L),0x8A8F256AL},{0xA1B443B9L,(-1L)},{0x6F409F9AL,0xF6770B4BL},{(-1L),2L},{(-7L),2L},{(-1L),0xF6770B4BL},{0x6F409F9AL,(-1L)},{0xA1B443B9L,0x8A8F256AL}},{{(-7L),0x867F991EL},{0xA1B443B9L,0x63B49BF7L},{0x6F409F9AL,1L},{(-1L),(-9L)},{(-7L),(-9L)},{(-1L),1L},{0x6F409F9AL,0x63B49BF7L},{0xA1B443B9L,0x867F991EL},{(-7L),0x8A8F256AL}}};
static volatile int32_t *g_1110 = &g_1111[3][6][0];
static volatile int32_t ** volatile g_1112 = &g_1110;/* VOLATILE GLOBAL g_1112 */
static union U1 g_1132 = {0};/* VOLATILE GLOBAL g_1132 */


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int8_t * func_6(int8_t * p_7, uint16_t  p_8, int64_t  p_9, int16_t  p_10, uint32_t  p_11);
static int8_t * func_18(int16_t * p_19);
static int16_t * func_20(uint64_t  p_21, int8_t * p_22);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_1112 g_1110 g_1111
 * writes:
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_14[5];
    int16_t *l_16 = &g_17;
    int16_t **l_27 = &l_16;
    int16_t *l_28 = &g_17;
    uint8_t *l_29[8] = {(void*)0,&g_30,(void*)0,&g_30,(void*)0,&g_30,(void*)0,&g_30};
    int32_t l_31 = (-1L);
    int8_t **l_860 = &g_32;
    uint8_t l_935 = 248UL;
    int32_t *l_952 = &l_31;
    int32_t *l_953 = &g_81;
    int32_t *l_954 = &g_614;
    uint32_t l_955[6][6] = {{4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL},{4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL},{4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL},{4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL},{4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL},{4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL}};
    struct S0 **l_966[7][9][2] = {{{&g_598,(void*)0},{(void*)0,&g_598},{(void*)0,(void*)0},{&g_598,(void*)0},{(void*)0,&g_598},{(void*)0,(void*)0},{&g_598,(void*)0},{(void*)0,&g_598},{(void*)0,(void*)0}},{{&g_598,(void*)0},{(void*)0,&g_598},{(void*)0,(void*)0},{&g_598,(void*)0},{(void*)0,&g_598},{(void*)0,(void*)0},{&g_598,(void*)0},{(void*)0,&g_598},{(void*)0,(void*)0}},{{&g_598,(void*)0},{(void*)0,&g_598},{(void*)0,(void*)0},{&g_598,(void*)0},{(void*)0,&g_598},{(void*)0,(void*)0},{&g_598,(void*)0},{(void*)0,&g_598},{&g_598,&g_598}},{{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598}},{{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598}},{{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598}},{{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598},{&g_598,&g_598}}};
    uint64_t l_975[7][4][1] = {{{1UL},{0xFE18497620ECB967LL},{0x3DC41129B96CB15FLL},{0xFE18497620ECB967LL}},{{1UL},{18446744073709551615UL},{1UL},{0x9CA0C61FE2EA130BLL}},{{1UL},{1UL},{1UL},{0x9CA0C61FE2EA130BLL}},{{1UL},{18446744073709551615UL},{1UL},{0xFE18497620ECB967LL}},{{0x3DC41129B96CB15FLL},{0xFE18497620ECB967LL},{1UL},{18446744073709551615UL}},{{1UL},{0x9CA0C61FE2EA130BLL},{1UL},{1UL}},{{1UL},{0x9CA0C61FE2EA130BLL},{1UL},{18446744073709551615UL}}};
    uint8_t l_1024 = 0x98L;
    int32_t l_1026 = 0x6CC876B4L;
    struct S0 ***l_1061 = &l_966[2][7][0];
    struct S0 ****l_1060[3][7][3] = {{{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061}},{{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061}},{{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061},{&l_1061,&l_1061,&l_1061}}};
    uint32_t l_1076 = 0x85F04FD5L;
    uint32_t l_1082 = 0UL;
    int8_t l_1135 = 0x24L;
    int32_t l_1178 = (-1L);
    int32_t l_1179 = 0x2741A930L;
    int64_t l_1184 = (-1L);
    uint32_t l_1213[8];
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_14[i] = (-1L);
    for (i = 0; i < 8; i++)
        l_1213[i] = 0xA795DADAL;
    return (**g_1112);
}


/* ------------------------------------------ */
/* 
 * reads : g_769 g_337 g_32 g_597 g_614 g_797 g_431 g_432 g_433 g_502 g_454 g_44 g_644 g_58 g_66 g_30 g_605 g_826 g_493 g_318 g_840 g_843 g_57 g_60 g_336
 * writes: g_769 g_80 g_711 g_598 g_243.f2 g_614 g_797 g_33 g_809 g_44 g_66 g_217 g_493 g_318 g_644 g_60 g_597
 */
static int8_t * func_6(int8_t * p_7, uint16_t  p_8, int64_t  p_9, int16_t  p_10, uint32_t  p_11)
{ /* block id: 413 */
    int32_t l_796 = 0xF3612856L;
    struct S0 l_828 = {0x7CL,0x5465486BL,8L};
    int32_t *l_830 = (void*)0;
    int8_t *l_859 = (void*)0;
    for (g_769 = 0; (g_769 <= 0); g_769 += 1)
    { /* block id: 416 */
        int8_t **l_773 = &g_32;
        int32_t l_774 = 0x5226A5BDL;
        int32_t l_792 = 0xC91A7002L;
        int32_t l_821 = 1L;
        uint16_t l_831 = 1UL;
        volatile struct S0 * volatile **l_838[7][7][1] = {{{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]},{(void*)0},{&g_578[0][1]},{&g_578[0][2]}},{{(void*)0},{&g_578[0][2]},{&g_578[0][1]},{(void*)0},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]}},{{&g_578[0][2]},{(void*)0},{&g_578[0][1]},{&g_578[0][2]},{(void*)0},{&g_578[0][2]},{&g_578[0][1]}},{{(void*)0},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]},{(void*)0}},{{&g_578[0][6]},{(void*)0},{&g_578[0][6]},{(void*)0},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]}},{{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]},{(void*)0},{&g_578[0][6]},{(void*)0},{&g_578[0][6]}},{{(void*)0},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]},{&g_578[0][2]}}};
        volatile struct S0 * volatile ***l_837 = &l_838[2][0][0];
        uint64_t l_858 = 0x7284CB379C12CCD6LL;
        int i, j, k;
        if (((l_773 == (void*)0) , l_774))
        { /* block id: 417 */
            int32_t *l_775[7][8][4] = {{{(void*)0,&g_493,&g_81,&g_493},{&g_614,(void*)0,&g_493,&l_774},{(void*)0,&l_774,&l_774,&l_774},{&l_774,(void*)0,&g_614,&g_493},{&g_614,&g_493,&g_614,&g_614},{&l_774,&l_774,&g_493,&l_774},{&g_614,&g_493,&g_81,&g_81},{(void*)0,&l_774,&g_493,&g_493}},{{(void*)0,&g_614,&g_614,&l_774},{(void*)0,&g_493,&g_493,&g_614},{(void*)0,&l_774,&g_81,&g_614},{&g_614,&g_493,&g_493,&g_493},{&l_774,&l_774,&g_614,&g_81},{&g_614,&g_493,&g_614,&g_493},{&l_774,&g_614,&l_774,&g_614},{(void*)0,&g_614,&g_493,&g_493}},{{&g_614,&g_493,&g_81,&g_81},{(void*)0,&l_774,&l_774,&g_493},{&g_614,&g_493,&g_614,&g_614},{&g_614,&l_774,&g_493,&g_614},{&g_349,&g_493,&l_774,&l_774},{&g_614,&g_614,&l_774,&g_493},{&g_349,&l_774,&g_493,&g_81},{&g_614,&g_493,&g_614,&l_774}},{{&g_614,&l_774,&l_774,&g_614},{(void*)0,&g_493,&g_81,&g_493},{&g_614,(void*)0,&g_493,&l_774},{(void*)0,&l_774,&l_774,&l_774},{&l_774,(void*)0,&g_614,&g_493},{&g_614,&g_493,&g_614,&g_614},{&l_774,&l_774,&g_493,&l_774},{&g_614,&g_493,&g_81,&g_81}},{{(void*)0,&l_774,&g_493,&g_493},{(void*)0,&g_614,&g_614,&l_774},{(void*)0,&g_493,&g_493,&g_614},{(void*)0,&l_774,&g_81,&g_614},{&g_614,&g_493,&g_493,&g_493},{&l_774,&l_774,&g_614,&g_81},{&g_614,&g_493,&g_614,&g_493},{&l_774,&g_614,&l_774,&g_614}},{{(void*)0,&g_614,&g_493,&g_493},{&g_614,&g_493,&g_81,&g_81},{&g_493,&g_614,&g_614,&g_493},{&l_774,&l_774,&l_774,(void*)0},{&g_81,&g_614,&l_774,&l_774},{&l_774,&l_774,&g_493,&g_614},{(void*)0,(void*)0,&g_493,&g_493},{&l_774,&g_614,&l_774,&g_614}},{{&g_81,(void*)0,&l_774,&g_614},{&l_774,&g_614,&g_614,&l_774},{&g_493,&g_614,&g_614,&l_774},{(void*)0,&g_349,&g_493,&g_493},{&g_493,&g_614,&g_614,&g_493},{&g_493,&g_349,&l_774,&l_774},{&g_493,&g_614,(void*)0,&l_774},{&g_614,&g_614,&g_493,&g_614}}};
            const int32_t *l_781 = (void*)0;
            const int32_t **l_780 = &l_781;
            const int32_t ***l_779 = &l_780;
            const union U1 *l_824 = &g_825[0][3];
            int16_t **l_833 = &g_57;
            int16_t ***l_832 = &l_833;
            int16_t ***l_834 = &l_833;
            int i, j, k;
            (*g_337) = l_775[3][7][3];
            for (g_711 = 0; (g_711 <= 0); g_711 += 1)
            { /* block id: 421 */
                int64_t l_776 = (-1L);
                struct S0 *l_791 = &g_217;
                int8_t ***l_801 = &l_773;
                int8_t ****l_800 = &l_801;
                const union U1 *l_822 = &g_823[4][0][1];
                if (l_776)
                { /* block id: 422 */
                    return (*l_773);
                }
                else
                { /* block id: 424 */
                    struct S0 *l_786 = (void*)0;
                    int64_t *l_793 = (void*)0;
                    int64_t *l_794 = &g_243.f2;
                    int32_t l_795 = (-7L);
                    int i, j;
                    g_614 ^= (((((l_774 <= (safe_sub_func_int64_t_s_s(((*l_794) = (0L > ((l_779 != &g_337) < (safe_sub_func_uint32_t_u_u(((safe_rshift_func_uint16_t_u_u((l_776 && ((((*g_597) = l_786) == ((safe_div_func_uint16_t_u_u(((safe_sub_func_int64_t_s_s(l_776, p_9)) <= 65535UL), p_11)) , l_791)) | p_11)), l_792)) & l_792), 0xAC3CEB32L))))), p_10))) && 0x8FAC1B8EL) > p_10) != 0xE1F7L) | l_792);
                    g_797--;
                }
                if ((p_8 != (((*g_32) = (**g_431)) >= ((void*)0 != l_800))))
                { /* block id: 431 */
                    const uint32_t l_806 = 0xCCA4815CL;
                    uint8_t *l_808 = (void*)0;
                    uint8_t **l_807[2][6] = {{&l_808,&l_808,&l_808,&l_808,&l_808,&l_808},{&l_808,&l_808,&l_808,&l_808,&l_808,&l_808}};
                    uint64_t *l_817[1][4][8] = {{{&g_769,&g_769,&g_66,(void*)0,&g_66,&g_769,(void*)0,(void*)0},{&g_66,&g_769,&g_66,&g_66,&g_769,&g_66,(void*)0,&g_66},{(void*)0,&g_66,&g_66,&g_769,(void*)0,&g_66,(void*)0,&g_769},{(void*)0,&g_66,(void*)0,&g_769,&g_66,&g_66,(void*)0,&g_66}}};
                    int32_t l_818[8] = {1L,1L,1L,1L,1L,1L,1L,1L};
                    int32_t l_819 = 0x89A8A8C5L;
                    int8_t l_820 = 2L;
                    int i, j, k;
                    l_821 ^= (l_820 = (safe_add_func_uint8_t_u_u(p_11, (safe_sub_func_uint32_t_u_u(l_806, (((g_809 = &g_625) != (((p_10 == (((((+((((l_818[5] = ((g_66 |= (safe_add_func_uint32_t_u_u((--(**g_502)), ((((safe_mul_func_uint8_t_u_u(0xB3L, (((g_644 ^ l_776) , g_58) != l_792))) >= p_10) , (*g_432)) && 0L)))) == 0xC4F4969F31A67D4BLL)) , 0xB55087ADL) , p_11) , l_819)) > 0x9EL) | 0x25L) >= l_776) & g_30)) , l_776) , p_7)) && l_776))))));
                    l_824 = l_822;
                    (*l_791) = g_605;
                }
                else
                { /* block id: 440 */
                    int32_t *l_827 = (void*)0;
                    struct S0 l_829[1] = {{0x14L,0xC93F723CL,1L}};
                    int i;
                    (**l_779) = g_826;
                    (*g_337) = l_827;
                    l_829[0] = l_828;
                    (*l_791) = l_828;
                }
            }
            (**l_779) = l_830;
            (*g_826) = (((8L != l_831) , l_832) == (l_834 = l_834));
        }
        else
        { /* block id: 450 */
            int32_t l_836[6][6][5] = {{{(-7L),0x16DE381FL,0L,(-1L),0x7B8E76FCL},{4L,4L,(-1L),0x92BB6F44L,2L},{0xEE3CB885L,0xC3EB200FL,0xDA441E21L,(-1L),(-6L)},{0x55280125L,6L,0xDA441E21L,(-5L),1L},{1L,8L,(-1L),0x7B8E76FCL,0L},{0xBA1E98EEL,6L,0L,0L,0x92BB6F44L}},{{0xBA1E98EEL,0xC3EB200FL,4L,4L,4L},{1L,4L,1L,0x344C3A91L,0x92BB6F44L},{0x55280125L,0x16DE381FL,0xEE3CB885L,0x344C3A91L,0L},{0xEE3CB885L,3L,(-3L),4L,1L},{4L,0x23390158L,0xEE3CB885L,0L,(-6L)},{(-7L),0x23390158L,1L,0x7B8E76FCL,2L}},{{0x88EAA094L,3L,4L,(-5L),0x7B8E76FCL},{(-7L),0x16DE381FL,0L,(-1L),0x7B8E76FCL},{4L,4L,(-1L),0x92BB6F44L,2L},{0xEE3CB885L,0xC3EB200FL,0xDA441E21L,(-1L),(-6L)},{0x55280125L,6L,0xAADED007L,0xEE3CB885L,0x88EAA094L},{1L,6L,0x699F7905L,(-7L),(-3L)}},{{0L,7L,(-8L),(-3L),0xDA441E21L},{0L,0xBFE7F72FL,0L,4L,4L},{1L,1L,1L,0x56822AA8L,0xDA441E21L},{(-1L),(-1L),0xC9007E77L,0x56822AA8L,(-3L)},{0xC9007E77L,0xF6B6FDCFL,0xCB2A156DL,4L,0x88EAA094L},{0L,0x0AE853CBL,0xC9007E77L,(-3L),(-1L)}},{{0x109B8214L,0x0AE853CBL,1L,(-7L),0x55280125L},{(-5L),0xF6B6FDCFL,0L,0xEE3CB885L,(-7L)},{0x109B8214L,(-1L),(-8L),0L,(-7L)},{0L,1L,0x699F7905L,0xDA441E21L,0x55280125L},{0xC9007E77L,0xBFE7F72FL,0xAADED007L,0L,(-1L)},{(-1L),7L,0xAADED007L,0xEE3CB885L,0x88EAA094L}},{{1L,6L,0x699F7905L,(-7L),(-3L)},{0L,7L,(-8L),(-3L),0xDA441E21L},{0L,0xBFE7F72FL,0L,4L,4L},{1L,1L,1L,0x56822AA8L,0xDA441E21L},{(-1L),(-1L),0xC9007E77L,0x56822AA8L,(-3L)},{0xC9007E77L,0xF6B6FDCFL,0xCB2A156DL,4L,0x88EAA094L}}};
            int i, j, k;
            for (l_828.f0 = 0; (l_828.f0 <= 0); l_828.f0 += 1)
            { /* block id: 453 */
                int32_t *l_835 = &l_774;
                for (g_217.f1 = 0; (g_217.f1 <= 0); g_217.f1 += 1)
                { /* block id: 456 */
                    return p_7;
                }
                (*g_826) = ((*l_835) |= (*g_826));
                if (l_821)
                    continue;
                if (l_836[1][2][4])
                    continue;
            }
            if (p_9)
                continue;
            (*g_337) = &l_774;
        }
        (*l_837) = &g_578[0][2];
        for (g_318 = 0; (g_318 <= 0); g_318 += 1)
        { /* block id: 470 */
            for (g_644 = 0; (g_644 <= 0); g_644 += 1)
            { /* block id: 473 */
                uint64_t *l_839 = &g_66;
                struct S0 *l_841 = &g_217;
                struct S0 *l_842 = &l_828;
                int32_t l_854 = (-10L);
                uint16_t *l_855 = (void*)0;
                uint16_t *l_856 = &g_60[4];
                if ((((((((((*l_856) ^= (((*l_842) = (((*l_839) = p_8) , ((*l_841) = g_840))) , (g_843 == (((safe_mul_func_uint16_t_u_u((safe_div_func_int16_t_s_s((((safe_div_func_int16_t_s_s((((*l_842) , l_828.f0) || ((safe_add_func_int64_t_s_s(((*l_842) , 0L), (-8L))) < 9UL)), l_821)) && (*g_826)) != l_854), p_11)), (*g_57))) | p_9) , p_11)))) >= l_854) == p_8) < p_9) || (-10L)) | (-9L)) & (**g_502)) == (*g_826)))
                { /* block id: 478 */
                    struct S0 ***l_857 = &g_597;
                    (*l_857) = &g_598;
                    l_858 = p_8;
                    return &g_33;
                }
                else
                { /* block id: 482 */
                    return &g_33;
                }
            }
        }
    }
    (**g_336) = &g_493;
    return l_859;
}


/* ------------------------------------------ */
/* 
 * reads : g_32
 * writes: g_66
 */
static int8_t * func_18(int16_t * p_19)
{ /* block id: 222 */
    uint32_t l_426 = 4UL;
    int8_t **l_435 = &g_32;
    int8_t l_455 = 0x96L;
    int8_t l_457 = (-1L);
    int32_t l_459 = (-1L);
    struct S0 l_475[9] = {{0x81L,0x8DBC3759L,-4L},{0x81L,0x8DBC3759L,-4L},{0x81L,0x8DBC3759L,-4L},{0x81L,0x8DBC3759L,-4L},{0x81L,0x8DBC3759L,-4L},{0x81L,0x8DBC3759L,-4L},{0x81L,0x8DBC3759L,-4L},{0x81L,0x8DBC3759L,-4L},{0x81L,0x8DBC3759L,-4L}};
    int8_t l_518 = 0x4BL;
    int32_t l_609 = 0L;
    int32_t l_624 = (-1L);
    uint64_t *l_671 = &g_644;
    int64_t *l_676 = &g_155;
    int64_t **l_675 = &l_676;
    uint8_t *l_722 = (void*)0;
    int32_t l_752[8];
    int32_t l_760 = (-8L);
    int32_t l_761 = 0x6C1C0E45L;
    int32_t l_762 = 0xCD16D096L;
    int32_t l_765 = 0x33DA5E9DL;
    int32_t l_766 = 1L;
    int32_t l_768 = 0x09C5C101L;
    int i;
    for (i = 0; i < 8; i++)
        l_752[i] = 0xBA08C20AL;
    for (g_66 = 9; (g_66 != 37); g_66 = safe_add_func_uint32_t_u_u(g_66, 4))
    { /* block id: 225 */
        struct S0 *l_417[7][10] = {{(void*)0,&g_217,(void*)0,&g_217,(void*)0,&g_217,&g_217,&g_217,&g_217,&g_217},{&g_217,&g_217,&g_217,&g_217,&g_217,&g_217,&g_217,&g_217,(void*)0,&g_217},{&g_217,&g_217,&g_217,(void*)0,(void*)0,&g_217,(void*)0,(void*)0,&g_217,&g_217},{&g_217,&g_217,&g_217,(void*)0,&g_217,(void*)0,&g_217,&g_217,(void*)0,&g_217},{&g_217,&g_217,&g_217,&g_217,&g_217,(void*)0,&g_217,&g_217,&g_217,&g_217},{&g_217,&g_217,(void*)0,&g_217,(void*)0,&g_217,&g_217,&g_217,&g_217,&g_217},{&g_217,(void*)0,&g_217,&g_217,&g_217,&g_217,&g_217,&g_217,(void*)0,&g_217}};
        struct S0 **l_418 = &l_417[3][9];
        int8_t *l_419[4][10] = {{&g_33,&g_217.f2,&g_217.f2,&g_217.f2,&g_33,&g_217.f2,&g_217.f2,&g_217.f2,&g_217.f2,&g_33},{&g_33,&g_33,&g_33,&g_33,&g_33,&g_33,&g_33,&g_33,&g_33,&g_33},{&g_33,&g_33,&g_33,&g_33,&g_33,&g_217.f2,&g_217.f2,&g_33,&g_33,&g_33},{(void*)0,(void*)0,&g_217.f2,&g_33,&g_33,&g_217.f2,&g_33,&g_33,&g_217.f2,(void*)0}};
        int i, j;
        (*l_418) = l_417[3][9];
        return l_419[1][1];
    }
    return (*l_435);
}


/* ------------------------------------------ */
/* 
 * reads : g_32 g_33 g_17 g_44 g_197 g_60 g_189 g_213 g_149 g_80 g_81 g_217 g_72 g_240 g_66 g_278 g_303 g_57 g_58 g_318 g_30 g_336 g_337 g_353 g_349 g_351
 * writes: g_17 g_44 g_197 g_213 g_149 g_81 g_217 g_72 g_278 g_58 g_241.f2 g_80 g_318 g_30 g_353 g_33
 */
static int16_t * func_20(uint64_t  p_21, int8_t * p_22)
{ /* block id: 5 */
    int16_t *l_43[8];
    int32_t l_73 = (-5L);
    int16_t *l_84 = &g_17;
    uint8_t l_121 = 0UL;
    uint64_t l_136[1][4] = {{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL}};
    struct S0 l_199 = {0x51L,-1L,0xBFL};
    int16_t l_212 = (-2L);
    int16_t ****l_228 = (void*)0;
    int32_t l_234 = 0xF9C28862L;
    union U1 *l_242 = &g_243;
    int32_t l_262 = 0L;
    int16_t l_275 = 0xE5EEL;
    int32_t l_277 = 0xA74A0215L;
    int32_t *** const l_335 = (void*)0;
    uint64_t l_385 = 0xB6F072E3335B6DD2LL;
    int64_t *l_389 = &g_351;
    int64_t **l_388[6] = {&l_389,&l_389,&l_389,&l_389,&l_389,&l_389};
    int16_t *l_414[9];
    int i, j;
    for (i = 0; i < 8; i++)
        l_43[i] = &g_17;
    for (i = 0; i < 9; i++)
        l_414[i] = &g_17;
    if ((((safe_mod_func_uint64_t_u_u((safe_sub_func_uint64_t_u_u(p_21, p_21)), 0x7221EBC5F93BE41BLL)) >= (*g_32)) && p_21))
    { /* block id: 6 */
        uint16_t l_38[4][2][8] = {{{65526UL,0x7348L,0x7736L,0UL,1UL,0UL,0x7736L,0x7348L},{0x7736L,0xE183L,0xB79AL,0x1771L,1UL,0x7348L,1UL,0x1771L}},{{65526UL,0xE183L,65526UL,0x7348L,0x7736L,0UL,1UL,0UL},{0x618DL,0x7348L,0xB79AL,0x7348L,0x618DL,0x09E8L,0x7736L,0x1771L}},{{0x618DL,0x09E8L,0x7736L,0x1771L,0x7736L,0x09E8L,0x618DL,0x7348L},{65526UL,0x7348L,0x7736L,0UL,1UL,0UL,0x7736L,0x7348L}},{{0x7736L,0xE183L,0xB79AL,0x1771L,1UL,0x7348L,1UL,0x1771L},{65526UL,0xE183L,65526UL,0x7348L,0x7736L,0UL,1UL,0UL}}};
        int16_t *l_56 = &g_17;
        int32_t l_63 = 1L;
        uint64_t l_70 = 1UL;
        int32_t *l_78 = &l_73;
        struct S0 l_131 = {252UL,0x27105428L,0x94L};
        volatile int8_t ** volatile **l_198 = &g_197;
        int32_t **l_223 = &l_78;
        uint32_t l_235[2][10] = {{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL}};
        int i, j, k;
        for (g_17 = 0; (g_17 <= 1); g_17 += 1)
        { /* block id: 9 */
            int16_t *l_40 = &g_17;
            int16_t **l_39 = &l_40;
            int16_t ****l_45 = (void*)0;
            int16_t ***l_47 = &l_39;
            int16_t ****l_46 = &l_47;
            uint16_t *l_50 = &l_38[3][0][4];
            int32_t *l_59 = (void*)0;
            int32_t l_74[6][8] = {{(-1L),0xFE427CCDL,1L,0xFE427CCDL,(-1L),1L,(-4L),0x978FFC2FL},{0xFE427CCDL,1L,0x68985BB2L,1L,1L,0x68985BB2L,1L,0xFE427CCDL},{1L,1L,0x68985BB2L,0x7596CDD1L,(-4L),(-1L),(-4L),0x7596CDD1L},{1L,(-5L),1L,0x978FFC2FL,0x7596CDD1L,(-1L),0x68985BB2L,0x68985BB2L},{0x68985BB2L,1L,1L,1L,1L,0x68985BB2L,0x7596CDD1L,(-4L)},{0x68985BB2L,1L,0xFE427CCDL,1L,0x7596CDD1L,1L,0xFE427CCDL,1L}};
            int64_t *l_193 = &g_155;
            int64_t **l_192 = &l_193;
            int i, j;
            g_44 &= ((-1L) & (((*l_39) = &g_17) == ((safe_lshift_func_uint16_t_u_u(0x28C0L, (&g_30 != (void*)0))) , l_43[0])));
            (*l_46) = &l_39;
        }
        (*l_198) = g_197;
        for (l_70 = 1; (l_70 <= 4); l_70 += 1)
        { /* block id: 97 */
            int64_t *l_208[9][1] = {{&g_155},{&g_155},{&g_155},{&g_155},{&g_155},{&g_155},{&g_155},{&g_155},{&g_155}};
            int64_t **l_207 = &l_208[6][0];
            uint8_t *l_209 = (void*)0;
            struct S0 l_216 = {251UL,0xAC3F2620L,0x83L};
            int16_t *l_218 = &l_212;
            int32_t l_231 = 0x2EA11B6DL;
            int i, j;
            if ((((l_199 , (~g_60[l_70])) ^ (&g_189 == (((g_60[l_70] | ((safe_lshift_func_int16_t_s_u((safe_add_func_int8_t_s_s(0L, ((&g_30 != (((safe_mod_func_uint64_t_u_u(((void*)0 == l_207), 0x5EC58B0227ADE135LL)) & g_189) , p_22)) , l_199.f1))), 1)) , g_60[l_70])) < 0xE6970BE3L) , l_209))) >= 6UL))
            { /* block id: 98 */
                int8_t l_210 = (-9L);
                int32_t *l_211[4];
                int i;
                for (i = 0; i < 4; i++)
                    l_211[i] = &l_63;
                for (g_17 = 0; (g_17 <= 0); g_17 += 1)
                { /* block id: 101 */
                    int i, j;
                    if (l_136[g_17][g_17])
                        break;
                    if ((*l_78))
                        break;
                }
                if (l_210)
                    break;
                ++g_213;
                (*l_198) = g_197;
            }
            else
            { /* block id: 108 */
                int16_t *l_219 = &g_17;
                for (g_149 = 0; (g_149 <= 0); g_149 += 1)
                { /* block id: 111 */
                    int i, j;
                    (*g_80) = l_136[g_149][(g_149 + 1)];
                    if ((*g_80))
                        break;
                    g_217 = l_216;
                    (*g_80) = (0x7824L & 0x9163L);
                }
                return l_219;
            }
            for (l_199.f0 = 0; (l_199.f0 <= 0); l_199.f0 += 1)
            { /* block id: 121 */
                const int8_t l_232 = (-5L);
                for (l_131.f1 = 0; (l_131.f1 >= 0); l_131.f1 -= 1)
                { /* block id: 124 */
                    int32_t **l_220[9] = {&l_78,&l_78,&l_78,&l_78,&l_78,&l_78,&l_78,&l_78,&l_78};
                    int32_t ***l_221 = (void*)0;
                    int32_t ***l_222[1][8][3] = {{{&l_220[2],&l_220[2],&l_220[2]},{&l_220[1],&l_220[1],&l_220[1]},{&l_220[2],&l_220[2],&l_220[2]},{&l_220[1],&l_220[1],&l_220[1]},{&l_220[2],&l_220[2],&l_220[2]},{&l_220[1],&l_220[1],&l_220[1]},{&l_220[2],&l_220[2],&l_220[2]},{&l_220[1],&l_220[1],&l_220[1]}}};
                    uint32_t *l_230[4] = {&g_44,&g_44,&g_44,&g_44};
                    struct S0 *l_233 = &l_216;
                    int i, j, k;
                    (*l_233) = ((((l_136[l_199.f0][(l_199.f0 + 2)] , &g_80) != (l_223 = l_220[4])) < ((safe_mul_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(((((l_231 = ((((void*)0 != l_228) || ((l_136[l_131.f1][(l_131.f1 + 1)] , (((((!g_81) , (-1L)) , 0x1BB3E451L) | (*l_78)) , l_198)) == l_198)) | 18446744073709551615UL)) || p_21) | 0xF4E5L) < g_149), p_21)), l_232)) <= p_21)) , g_217);
                    ++l_235[0][8];
                }
                (*l_223) = &g_81;
                return l_56;
            }
        }
    }
    else
    { /* block id: 134 */
        int64_t l_244[8][10][3] = {{{1L,1L,1L},{(-1L),0xC72E30379E35B24FLL,(-1L)},{0x4F3F161F6DF76FEDLL,0L,0x13194CD03F4EF0FFLL},{(-1L),(-1L),(-1L)},{0x7F249F298B9962CELL,0x5DB38199B3750E86LL,0x77F8B95D9890B11CLL},{0x04213B5F938C1A74LL,0x9A6DFD2DB4316976LL,0x6DBBD370A9BE4DECLL},{0x13194CD03F4EF0FFLL,0L,0x23637AD52E694BA9LL},{0xC72E30379E35B24FLL,0x04213B5F938C1A74LL,0x6DBBD370A9BE4DECLL},{0x202F86E1E6A54B02LL,0xC634368CCABFC40FLL,0x77F8B95D9890B11CLL},{0xD8348DC139FA897BLL,(-1L),(-1L)}},{{(-9L),0xCAC006015CD3094BLL,0x13194CD03F4EF0FFLL},{3L,(-1L),(-1L)},{0x84DD8C9BA08D8BCFLL,1L,1L},{(-1L),0x6DBBD370A9BE4DECLL,0x04213B5F938C1A74LL},{0x616B0BCA7656AE97LL,1L,0L},{0x8DD0C9CB34429F38LL,0x6DBBD370A9BE4DECLL,0x9A6DFD2DB4316976LL},{0x5657F1D9F503595DLL,1L,0x616B0BCA7656AE97LL},{0x11F9259F18D47430LL,(-1L),(-1L)},{6L,0xCAC006015CD3094BLL,6L},{(-9L),(-1L),0xC72E30379E35B24FLL}},{{(-1L),0xC634368CCABFC40FLL,8L},{1L,0x04213B5F938C1A74LL,(-1L)},{1L,0L,0x5657F1D9F503595DLL},{1L,0x9A6DFD2DB4316976LL,0x1531C6678C4744A5LL},{(-1L),0x5DB38199B3750E86LL,0x202F86E1E6A54B02LL},{(-9L),(-1L),0x8DD0C9CB34429F38LL},{6L,0L,8L},{0x11F9259F18D47430LL,0xC72E30379E35B24FLL,0x181322219A26B157LL},{0x5657F1D9F503595DLL,1L,0xFA7B2E72F24C6D4ELL},{0x8DD0C9CB34429F38LL,(-1L),0xE5AF4E9B1BF553ECLL}},{{0x616B0BCA7656AE97LL,0xF1DF76A9F0FD8509LL,0xFA7B2E72F24C6D4ELL},{(-1L),0x1531C6678C4744A5LL,0x181322219A26B157LL},{0x84DD8C9BA08D8BCFLL,0x77DD6AF2826348B1LL,8L},{3L,0x8DD0C9CB34429F38LL,0x8DD0C9CB34429F38LL},{(-9L),0x13B3EB5E6DA35753LL,0x202F86E1E6A54B02LL},{0xD8348DC139FA897BLL,0x181322219A26B157LL,0x1531C6678C4744A5LL},{0x202F86E1E6A54B02LL,0x98B080ABBFA448F8LL,0x5657F1D9F503595DLL},{0xC72E30379E35B24FLL,0xE5AF4E9B1BF553ECLL,(-1L)},{0x13194CD03F4EF0FFLL,0x98B080ABBFA448F8LL,8L},{0x04213B5F938C1A74LL,0x181322219A26B157LL,0xC72E30379E35B24FLL}},{{0x7F249F298B9962CELL,0x13B3EB5E6DA35753LL,6L},{(-1L),0x8DD0C9CB34429F38LL,(-1L)},{0x4F3F161F6DF76FEDLL,0x77DD6AF2826348B1LL,0x616B0BCA7656AE97LL},{(-1L),0x1531C6678C4744A5LL,0x9A6DFD2DB4316976LL},{1L,0xF1DF76A9F0FD8509LL,0L},{0x1531C6678C4744A5LL,(-1L),0x04213B5F938C1A74LL},{1L,1L,1L},{(-1L),0xC72E30379E35B24FLL,(-1L)},{0x4F3F161F6DF76FEDLL,0L,0x13194CD03F4EF0FFLL},{(-1L),(-1L),(-1L)}},{{0x7F249F298B9962CELL,0x5DB38199B3750E86LL,0x77F8B95D9890B11CLL},{0x04213B5F938C1A74LL,0x9A6DFD2DB4316976LL,0x6DBBD370A9BE4DECLL},{0x13194CD03F4EF0FFLL,0L,0x23637AD52E694BA9LL},{0xC72E30379E35B24FLL,0x04213B5F938C1A74LL,0x6DBBD370A9BE4DECLL},{0x202F86E1E6A54B02LL,0xC634368CCABFC40FLL,0x77F8B95D9890B11CLL},{0xD8348DC139FA897BLL,(-1L),0xE5AF4E9B1BF553ECLL},{0x4DE8C6923B6AD0AELL,1L,0x1F16EABE1C99C192LL},{1L,0xE5AF4E9B1BF553ECLL,0x8DD0C9CB34429F38LL},{8L,0L,0x77F8B95D9890B11CLL},{0x8DD0C9CB34429F38LL,0x11F9259F18D47430LL,(-1L)}},{{0x4F3F161F6DF76FEDLL,(-5L),8L},{0x162682172DE9098ELL,0x11F9259F18D47430LL,0x04213B5F938C1A74LL},{(-1L),0L,0x4F3F161F6DF76FEDLL},{(-1L),0xE5AF4E9B1BF553ECLL,0xE133C69A03E54722LL},{0x77952CBC31E6BA40LL,1L,0x77952CBC31E6BA40LL},{0x1531C6678C4744A5LL,0x8DD0C9CB34429F38LL,(-9L)},{0x616B0BCA7656AE97LL,1L,0x5657F1D9F503595DLL},{0xDA8915DD1E5A38FELL,(-1L),(-1L)},{0x77F8B95D9890B11CLL,0x13B3EB5E6DA35753LL,(-1L)},{0xDA8915DD1E5A38FELL,0x04213B5F938C1A74LL,0x181322219A26B157LL}},{{0x616B0BCA7656AE97LL,(-1L),0x13194CD03F4EF0FFLL},{0x1531C6678C4744A5LL,0xE133C69A03E54722LL,0x162682172DE9098ELL},{0x77952CBC31E6BA40LL,0xAF09B1D98B46675ELL,0x23637AD52E694BA9LL},{(-1L),(-9L),(-1L)},{(-1L),0xF1DF76A9F0FD8509LL,0x7F249F298B9962CELL},{0x162682172DE9098ELL,(-1L),1L},{0x4F3F161F6DF76FEDLL,1L,0x7F249F298B9962CELL},{0x8DD0C9CB34429F38LL,0x181322219A26B157LL,(-1L)},{8L,0xCAC006015CD3094BLL,0x23637AD52E694BA9LL},{1L,0x162682172DE9098ELL,0x162682172DE9098ELL}}};
        int i, j, k;
        for (g_72 = (-27); (g_72 <= (-19)); g_72 = safe_add_func_uint32_t_u_u(g_72, 5))
        { /* block id: 137 */
            l_242 = g_240;
        }
        l_244[3][5][2] &= ((*g_80) &= l_121);
    }
lbl_413:
    for (l_199.f2 = 9; (l_199.f2 != (-23)); l_199.f2--)
    { /* block id: 145 */
        int16_t l_259 = 0x383DL;
        int32_t l_265 = (-8L);
        int8_t l_274 = 0x28L;
        int32_t l_276[1][7][6] = {{{0x06E9F9F4L,(-1L),0xA31F7803L,(-1L),0x06E9F9F4L,(-5L)},{1L,(-9L),0L,2L,0xA31F7803L,0x731A217AL},{0L,0xC0483999L,0x06E9F9F4L,(-9L),(-6L),0x731A217AL},{(-5L),(-1L),0L,0L,(-1L),(-5L)},{(-6L),0x2685E0CEL,0xA31F7803L,0x579935A8L,1L,(-1L)},{0x2685E0CEL,0x06E9F9F4L,1L,(-1L),(-1L),1L},{0x2685E0CEL,2L,(-1L),0x579935A8L,(-1L),2L}}};
        int i, j, k;
        if (((safe_mul_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u(((safe_mod_func_int8_t_s_s((*p_22), ((safe_add_func_int64_t_s_s((g_66 || (safe_lshift_func_int16_t_s_s((l_199 , (((*g_80) &= (safe_lshift_func_uint16_t_u_s(l_259, 14))) || p_21)), (p_21 , ((*p_22) >= l_259))))), p_21)) , l_121))) , p_21), 2)), g_217.f0)) == g_72))
        { /* block id: 147 */
            int32_t *l_263 = &l_73;
            int32_t *l_264 = &l_73;
            int32_t l_266 = 7L;
            int32_t *l_267 = &l_73;
            int32_t *l_268 = (void*)0;
            int32_t *l_269 = &l_234;
            int32_t *l_270 = (void*)0;
            int32_t *l_271 = &l_265;
            int32_t *l_272 = &l_265;
            int32_t *l_273[3];
            int i;
            for (i = 0; i < 3; i++)
                l_273[i] = &l_234;
            (*l_263) ^= (g_33 & (l_199.f2 || ((safe_rshift_func_uint16_t_u_s(0xE7C5L, 12)) && ((*g_80) = l_262))));
            g_278++;
        }
        else
        { /* block id: 151 */
            int32_t l_297 = 0x16F0D455L;
            int64_t *l_304 = &g_241.f2;
            (*g_80) &= ((safe_rshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(1UL, 7)), ((void*)0 != &l_274))) & ((((*l_304) = (safe_add_func_int32_t_s_s(((safe_mul_func_uint8_t_u_u((((*g_57) = (safe_mod_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((safe_div_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u(g_213, l_297)) , (safe_div_func_uint16_t_u_u((safe_unary_minus_func_int8_t_s((safe_lshift_func_int16_t_s_s(g_303, (l_259 , p_21))))), p_21))), 1UL)), p_21)), p_21))) > l_199.f1), 0xC9L)) | g_217.f1), 4294967290UL))) || g_58) , 4L));
        }
    }
    for (l_262 = 11; (l_262 >= (-17)); l_262 = safe_sub_func_uint64_t_u_u(l_262, 7))
    { /* block id: 159 */
        int32_t *l_307 = &g_81;
        int32_t **l_308 = (void*)0;
        int32_t l_315 = (-8L);
        int16_t *l_326 = (void*)0;
        int16_t l_334 = 0x6675L;
        int32_t l_347 = 0xC7C98F07L;
        int32_t l_348 = 2L;
        int32_t l_350 = 1L;
        int32_t l_352[8];
        uint64_t *l_366 = &l_136[0][1];
        struct S0 l_393 = {0x87L,0x238100C5L,-1L};
        int i;
        for (i = 0; i < 8; i++)
            l_352[i] = 0L;
        g_80 = l_307;
        if ((safe_rshift_func_int8_t_s_u(l_199.f1, 2)))
        { /* block id: 161 */
            int16_t *l_325 = &l_275;
            if ((*g_80))
            { /* block id: 162 */
                int32_t *l_311 = &l_234;
                int32_t *l_312 = &l_234;
                int32_t *l_313 = &g_81;
                int32_t *l_314 = &l_73;
                int32_t *l_316 = &l_315;
                int32_t *l_317[5];
                int i;
                for (i = 0; i < 5; i++)
                    l_317[i] = &g_81;
                ++g_318;
            }
            else
            { /* block id: 164 */
                int16_t *l_324 = &g_58;
                for (g_30 = 0; (g_30 <= 0); g_30 += 1)
                { /* block id: 167 */
                    struct S0 *l_322 = &l_199;
                    struct S0 **l_321 = &l_322;
                    (*l_321) = &g_217;
                }
                if ((+p_21))
                { /* block id: 170 */
                    return l_324;
                }
                else
                { /* block id: 172 */
                    return l_324;
                }
            }
            return l_326;
        }
        else
        { /* block id: 177 */
            uint64_t l_332[10][9] = {{5UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,5UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,5UL},{18446744073709551609UL,18446744073709551615UL,18446744073709551609UL,0xD1A385CBB0ED4865LL,0xD1A385CBB0ED4865LL,18446744073709551609UL,18446744073709551615UL,18446744073709551609UL,18446744073709551609UL},{0x780F7B21165C56F8LL,18446744073709551615UL,0x780F7B21165C56F8LL,0x33DE2EC5B3812A12LL,0x780F7B21165C56F8LL,18446744073709551615UL,0x780F7B21165C56F8LL,0x33DE2EC5B3812A12LL,0x780F7B21165C56F8LL},{18446744073709551609UL,0xD1A385CBB0ED4865LL,18446744073709551615UL,18446744073709551615UL,0xD1A385CBB0ED4865LL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL},{5UL,0x33DE2EC5B3812A12LL,18446744073709551615UL,0x33DE2EC5B3812A12LL,5UL,0x33DE2EC5B3812A12LL,18446744073709551615UL,0x33DE2EC5B3812A12LL,5UL},{0xD1A385CBB0ED4865LL,18446744073709551615UL,18446744073709551615UL,0xD1A385CBB0ED4865LL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,0xD1A385CBB0ED4865LL},{0x780F7B21165C56F8LL,0x33DE2EC5B3812A12LL,0x780F7B21165C56F8LL,18446744073709551615UL,0x780F7B21165C56F8LL,0x33DE2EC5B3812A12LL,0x780F7B21165C56F8LL,18446744073709551615UL,0x780F7B21165C56F8LL},{0xD1A385CBB0ED4865LL,0xD1A385CBB0ED4865LL,18446744073709551609UL,18446744073709551615UL,18446744073709551609UL,18446744073709551609UL,18446744073709551615UL,18446744073709551609UL,0xD1A385CBB0ED4865LL},{5UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,5UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,5UL},{18446744073709551609UL,18446744073709551615UL,18446744073709551609UL,0xD1A385CBB0ED4865LL,0xD1A385CBB0ED4865LL,18446744073709551609UL,18446744073709551615UL,18446744073709551609UL,18446744073709551609UL}};
            int32_t l_344 = 1L;
            int32_t l_346 = 4L;
            int64_t *l_378 = &g_351;
            int64_t **l_377 = &l_378;
            uint16_t l_391 = 0x66D0L;
            uint8_t l_408 = 5UL;
            struct S0 l_411 = {0UL,-1L,8L};
            int i, j;
            for (l_199.f1 = 0; (l_199.f1 < 28); l_199.f1 = safe_add_func_int8_t_s_s(l_199.f1, 4))
            { /* block id: 180 */
                for (g_149 = 0; (g_149 <= 0); g_149 += 1)
                { /* block id: 183 */
                    int i, j;
                    (*l_307) = l_136[g_149][(g_149 + 2)];
                }
            }
            if ((safe_rshift_func_uint16_t_u_u((((((*g_80) |= (+p_21)) && (*g_80)) >= l_332[2][8]) && (p_21 >= ((((+l_334) , l_335) != g_336) , 0xE3F350D279C502A7LL))), 13)))
            { /* block id: 188 */
                int16_t **l_339 = &l_43[0];
                int16_t ***l_338 = &l_339;
                int32_t *l_340 = &l_277;
                (*l_338) = &g_57;
                (**g_336) = l_340;
            }
            else
            { /* block id: 191 */
                int32_t *l_341 = &l_234;
                int32_t *l_342 = &l_277;
                int32_t *l_343[4] = {&l_277,&l_277,&l_277,&l_277};
                int i;
                g_353--;
                if ((**g_337))
                    continue;
                if (p_21)
                    break;
                if (p_21)
                    continue;
            }
            if ((~(safe_lshift_func_int8_t_s_u(((!(safe_div_func_uint32_t_u_u(g_318, ((*g_80) , (safe_lshift_func_uint8_t_u_s(252UL, 0)))))) > ((((*p_22) = (safe_sub_func_uint32_t_u_u(0UL, ((l_344 = p_21) , ((void*)0 == l_366))))) , p_21) > (-1L))), 5))))
            { /* block id: 199 */
                int8_t ***l_387 = (void*)0;
                int8_t **** const l_386 = &l_387;
                int32_t l_390[8] = {0x43B245BDL,(-9L),(-9L),0x43B245BDL,(-9L),(-9L),0x43B245BDL,(-9L)};
                struct S0 *l_394 = &l_199;
                int8_t *l_409[6];
                const uint16_t l_410 = 9UL;
                int i;
                for (i = 0; i < 6; i++)
                    l_409[i] = (void*)0;
                for (g_353 = (-10); (g_353 < 7); g_353++)
                { /* block id: 202 */
                    int8_t l_384[10] = {(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L)};
                    int32_t *l_392 = &l_352[5];
                    int i;
                    (*l_392) |= (((*p_22) &= (((safe_add_func_int8_t_s_s((safe_add_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_u(((((l_377 != ((0xBB20481DL > ((((safe_mod_func_int16_t_s_s(8L, g_81)) | ((!l_384[4]) && (((*l_307) || g_349) > l_385))) , (void*)0) == l_386)) , l_388[5])) , p_21) == 0UL) || 0x814FL), p_21)) ^ g_189), p_21)), l_390[1])), l_391)) , l_384[2]) <= 0x1AF41BFAFFB6A515LL)) | (-1L));
                }
                (*l_394) = l_393;
                if ((safe_sub_func_int32_t_s_s(((safe_mod_func_int8_t_s_s(((safe_add_func_uint64_t_u_u((safe_add_func_uint8_t_u_u(p_21, (safe_mul_func_uint8_t_u_u(g_351, (((l_344 = (g_217.f2 = ((*p_22) = (!(p_21 == ((0x051BDCD4L == (**g_337)) >= ((safe_div_func_uint8_t_u_u((((0x619C7830615C79E4LL >= ((g_33 == p_21) || (*l_307))) , g_44) , p_21), l_408)) == (*l_307)))))))) , (void*)0) == (void*)0))))), 0xFCE7E004E41395B5LL)) || 0xF0BD4804L), 255UL)) || g_217.f2), l_410)))
                { /* block id: 210 */
                    l_411 = ((*l_394) = (*l_394));
                }
                else
                { /* block id: 213 */
                    struct S0 **l_412 = &l_394;
                    (*l_412) = (void*)0;
                }
            }
            else
            { /* block id: 216 */
                if (g_303)
                    goto lbl_413;
            }
        }
    }
    return l_414[1];
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
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_33, "g_33", print_hash_value);
    transparent_crc(g_44, "g_44", print_hash_value);
    transparent_crc(g_58, "g_58", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_60[i], "g_60[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_66, "g_66", print_hash_value);
    transparent_crc(g_72, "g_72", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_149, "g_149", print_hash_value);
    transparent_crc(g_155, "g_155", print_hash_value);
    transparent_crc(g_189, "g_189", print_hash_value);
    transparent_crc(g_213, "g_213", print_hash_value);
    transparent_crc(g_217.f0, "g_217.f0", print_hash_value);
    transparent_crc(g_217.f1, "g_217.f1", print_hash_value);
    transparent_crc(g_217.f2, "g_217.f2", print_hash_value);
    transparent_crc(g_278, "g_278", print_hash_value);
    transparent_crc(g_303, "g_303", print_hash_value);
    transparent_crc(g_318, "g_318", print_hash_value);
    transparent_crc(g_345, "g_345", print_hash_value);
    transparent_crc(g_349, "g_349", print_hash_value);
    transparent_crc(g_351, "g_351", print_hash_value);
    transparent_crc(g_353, "g_353", print_hash_value);
    transparent_crc(g_433, "g_433", print_hash_value);
    transparent_crc(g_458, "g_458", print_hash_value);
    transparent_crc(g_493, "g_493", print_hash_value);
    transparent_crc(g_510, "g_510", print_hash_value);
    transparent_crc(g_511, "g_511", print_hash_value);
    transparent_crc(g_554, "g_554", print_hash_value);
    transparent_crc(g_605.f0, "g_605.f0", print_hash_value);
    transparent_crc(g_605.f1, "g_605.f1", print_hash_value);
    transparent_crc(g_605.f2, "g_605.f2", print_hash_value);
    transparent_crc(g_614, "g_614", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_616[i], "g_616[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_617, "g_617", print_hash_value);
    transparent_crc(g_625, "g_625", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_643[i][j], "g_643[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_644, "g_644", print_hash_value);
    transparent_crc(g_711, "g_711", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_763[i], "g_763[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_767, "g_767", print_hash_value);
    transparent_crc(g_769, "g_769", print_hash_value);
    transparent_crc(g_797, "g_797", print_hash_value);
    transparent_crc(g_840.f0, "g_840.f0", print_hash_value);
    transparent_crc(g_840.f1, "g_840.f1", print_hash_value);
    transparent_crc(g_840.f2, "g_840.f2", print_hash_value);
    transparent_crc(g_843, "g_843", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_878[i][j], "g_878[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_924, "g_924", print_hash_value);
    transparent_crc(g_927.f0, "g_927.f0", print_hash_value);
    transparent_crc(g_927.f1, "g_927.f1", print_hash_value);
    transparent_crc(g_927.f2, "g_927.f2", print_hash_value);
    transparent_crc(g_1008, "g_1008", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_1009[i][j], "g_1009[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1046.f0, "g_1046.f0", print_hash_value);
    transparent_crc(g_1046.f1, "g_1046.f1", print_hash_value);
    transparent_crc(g_1046.f2, "g_1046.f2", print_hash_value);
    transparent_crc(g_1103, "g_1103", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_1111[i][j][k], "g_1111[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 334
   depth: 1, occurrence: 19
XXX total union variables: 3

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

XXX max expression depth: 29
breakdown:
   depth: 1, occurrence: 108
   depth: 2, occurrence: 25
   depth: 3, occurrence: 1
   depth: 5, occurrence: 3
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 10, occurrence: 1
   depth: 13, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 2
   depth: 23, occurrence: 2
   depth: 27, occurrence: 1
   depth: 29, occurrence: 1

XXX total number of pointers: 342

XXX times a variable address is taken: 740
XXX times a pointer is dereferenced on RHS: 127
breakdown:
   depth: 1, occurrence: 104
   depth: 2, occurrence: 22
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 180
breakdown:
   depth: 1, occurrence: 157
   depth: 2, occurrence: 20
   depth: 3, occurrence: 3
XXX times a pointer is compared with null: 25
XXX times a pointer is compared with address of another variable: 7
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 2701

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 580
   level: 2, occurrence: 131
   level: 3, occurrence: 57
   level: 4, occurrence: 5
XXX number of pointers point to pointers: 121
XXX number of pointers point to scalars: 197
XXX number of pointers point to structs: 20
XXX percent of pointers has null in alias set: 30.7
XXX average alias set size: 1.37

XXX times a non-volatile is read: 924
XXX times a non-volatile is write: 549
XXX times a volatile is read: 24
XXX    times read thru a pointer: 8
XXX times a volatile is write: 7
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 253
XXX percentage of non-volatile access: 97.9

XXX forward jumps: 0
XXX backward jumps: 4

XXX stmts: 104
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 13
   depth: 2, occurrence: 21
   depth: 3, occurrence: 30
   depth: 4, occurrence: 30

XXX percentage a fresh-made variable is used: 24.6
XXX percentage an existing variable is used: 75.4
********************* end of statistics **********************/

