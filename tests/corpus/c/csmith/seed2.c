/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 2 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      2
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   volatile unsigned f0 : 15;
   signed f1 : 8;
   signed f2 : 10;
   volatile unsigned f3 : 14;
   const unsigned f4 : 5;
   volatile unsigned f5 : 8;
};

/* --- GLOBAL VARIABLES --- */
static int16_t g_14 = 0x697EL;
static int8_t g_43 = 0xEFL;
static int32_t g_46 = 0L;
static volatile uint8_t g_61[8][5][6] = {{{0UL,0x8AL,0x74L,0xBAL,0x8AL,253UL},{251UL,0x18L,0xBAL,5UL,0x9FL,251UL},{1UL,1UL,253UL,0xE4L,4UL,0xE4L},{1UL,0x8AL,1UL,5UL,0x0DL,7UL},{251UL,0x9FL,5UL,0xBAL,0x18L,251UL}},{{0UL,4UL,1UL,0xBAL,4UL,5UL},{251UL,0x0DL,0x74L,5UL,0x3DL,0UL},{1UL,0x18L,5UL,0xE4L,0x2EL,0x24L},{0x24L,251UL,0xBBL,0xD7L,1UL,255UL},{255UL,253UL,255UL,7UL,7UL,0xB8L}},{{255UL,0x2EL,7UL,7UL,0x2EL,255UL},{255UL,1UL,1UL,0xD7L,0UL,0x09L},{0x24L,7UL,255UL,255UL,0UL,0xBBL},{0x24L,0x2EL,255UL,0xD7L,0xE4L,0x24L},{255UL,0UL,0xF2L,7UL,1UL,0x09L}},{{255UL,0UL,249UL,7UL,0UL,0xF2L},{255UL,0xE4L,7UL,0xD7L,5UL,255UL},{0x24L,1UL,0xF2L,255UL,251UL,255UL},{0x24L,0UL,0x24L,0xD7L,7UL,0xBBL},{255UL,5UL,0xD7L,7UL,0xE4L,255UL}},{{255UL,251UL,1UL,7UL,251UL,0xD7L},{255UL,7UL,249UL,0xD7L,253UL,0xB8L},{0x24L,0xE4L,0xD7L,255UL,0x2EL,0x24L},{0x24L,251UL,0xBBL,0xD7L,1UL,255UL},{255UL,253UL,255UL,7UL,7UL,0xB8L}},{{255UL,0x2EL,7UL,7UL,0x2EL,255UL},{255UL,1UL,1UL,0xD7L,0UL,0x09L},{0x24L,7UL,255UL,255UL,0UL,0xBBL},{0x24L,0x2EL,255UL,0xD7L,0xE4L,0x24L},{255UL,0UL,0xF2L,7UL,1UL,0x09L}},{{255UL,0UL,249UL,7UL,0UL,0xF2L},{255UL,0xE4L,7UL,0xD7L,5UL,255UL},{0x24L,1UL,0xF2L,255UL,251UL,255UL},{0x24L,0UL,0x24L,0xD7L,7UL,0xBBL},{255UL,5UL,0xD7L,7UL,0xE4L,255UL}},{{255UL,251UL,1UL,7UL,251UL,0xD7L},{255UL,7UL,249UL,0xD7L,253UL,0xB8L},{0x24L,0xE4L,0xD7L,255UL,0x2EL,0x24L},{0x24L,251UL,0xBBL,0xD7L,1UL,255UL},{255UL,253UL,255UL,0x3DL,0xBBL,0x43L}}};
static uint16_t g_74 = 0xBEB0L;
static int32_t * volatile g_84 = &g_46;/* VOLATILE GLOBAL g_84 */
static int64_t g_87[9][10][2] = {{{1L,0x81FF7B51EF177DAELL},{(-1L),(-1L)},{0L,7L},{0x4DF831B5E352544ELL,0x61AC8BEBE4505C26LL},{0L,(-1L)},{7L,0L},{5L,1L},{5L,0L},{7L,(-1L)},{0L,0x61AC8BEBE4505C26LL}},{{0x4DF831B5E352544ELL,7L},{0L,(-1L)},{(-1L),0x81FF7B51EF177DAELL},{1L,(-8L)},{1L,0x4DF831B5E352544ELL},{1L,(-1L)},{0x61AC8BEBE4505C26LL,(-1L)},{1L,0x4DF831B5E352544ELL},{1L,(-8L)},{1L,0x81FF7B51EF177DAELL}},{{(-1L),(-1L)},{0L,7L},{0x4DF831B5E352544ELL,0x61AC8BEBE4505C26LL},{0L,(-1L)},{7L,0L},{5L,1L},{5L,0L},{7L,(-1L)},{0L,0x61AC8BEBE4505C26LL},{0x4DF831B5E352544ELL,7L}},{{0L,(-1L)},{(-1L),0x81FF7B51EF177DAELL},{1L,(-8L)},{1L,0x4DF831B5E352544ELL},{1L,(-1L)},{0x61AC8BEBE4505C26LL,(-1L)},{1L,0x4DF831B5E352544ELL},{1L,(-8L)},{1L,0x81FF7B51EF177DAELL},{(-1L),(-1L)}},{{0L,7L},{0x4DF831B5E352544ELL,0x61AC8BEBE4505C26LL},{0L,(-1L)},{7L,0L},{5L,1L},{5L,0L},{7L,(-1L)},{0L,0x61AC8BEBE4505C26LL},{0x4DF831B5E352544ELL,7L},{0L,(-1L)}},{{(-1L),0x81FF7B51EF177DAELL},{1L,(-8L)},{1L,0x4DF831B5E352544ELL},{1L,(-1L)},{0x61AC8BEBE4505C26LL,(-1L)},{1L,0x4DF831B5E352544ELL},{1L,(-8L)},{1L,0x81FF7B51EF177DAELL},{(-1L),(-1L)},{0L,7L}},{{0x4DF831B5E352544ELL,0x61AC8BEBE4505C26LL},{0L,(-1L)},{7L,0L},{5L,1L},{5L,0L},{7L,(-1L)},{0L,0x61AC8BEBE4505C26LL},{0x4DF831B5E352544ELL,7L},{0L,(-1L)},{(-1L),0x81FF7B51EF177DAELL}},{{1L,(-8L)},{1L,0x4DF831B5E352544ELL},{1L,(-1L)},{0x61AC8BEBE4505C26LL,(-1L)},{1L,0x4DF831B5E352544ELL},{1L,(-8L)},{1L,0x81FF7B51EF177DAELL},{(-1L),(-1L)},{0L,7L},{0x4DF831B5E352544ELL,0x61AC8BEBE4505C26LL}},{{0L,(-1L)},{7L,0L},{5L,1L},{5L,0L},{7L,(-1L)},{0L,0x61AC8BEBE4505C26LL},{0x4DF831B5E352544ELL,7L},{0L,(-1L)},{(-1L),0x81FF7B51EF177DAELL},{1L,(-8L)}}};
static int64_t g_95 = (-1L);
static uint16_t g_120 = 0UL;
static uint16_t *g_150[7][4][9] = {{{&g_120,&g_74,(void*)0,&g_74,&g_74,&g_120,&g_74,&g_74,(void*)0},{(void*)0,&g_74,&g_74,&g_74,(void*)0,(void*)0,&g_74,&g_120,&g_120},{(void*)0,&g_120,&g_74,(void*)0,&g_74,&g_74,&g_120,&g_120,&g_120},{(void*)0,&g_74,&g_74,&g_74,&g_74,(void*)0,&g_74,(void*)0,&g_74}},{{&g_74,&g_74,&g_120,&g_74,&g_120,(void*)0,&g_74,&g_74,&g_74},{&g_74,&g_120,(void*)0,&g_120,(void*)0,&g_120,&g_74,&g_74,&g_120},{&g_74,&g_74,(void*)0,&g_74,&g_120,&g_74,&g_120,&g_120,(void*)0},{&g_74,&g_74,&g_120,&g_120,&g_120,&g_120,&g_74,&g_74,&g_74}},{{&g_74,&g_120,&g_74,&g_120,&g_74,&g_74,&g_74,&g_74,&g_74},{&g_74,(void*)0,&g_74,&g_74,&g_74,&g_74,&g_74,(void*)0,&g_74},{&g_120,&g_74,&g_74,&g_120,&g_74,&g_74,&g_120,&g_120,(void*)0},{&g_74,&g_120,&g_120,&g_74,&g_74,&g_74,&g_74,&g_120,&g_120}},{{&g_120,&g_74,&g_120,&g_74,&g_120,&g_74,&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74,(void*)0,&g_120,&g_74,&g_120,(void*)0,&g_74},{&g_74,&g_74,&g_74,&g_74,(void*)0,&g_74,&g_120,&g_74,&g_120},{&g_74,&g_120,(void*)0,&g_120,&g_120,&g_74,&g_74,&g_120,&g_120}},{{&g_74,&g_74,&g_74,&g_74,&g_74,&g_120,&g_74,&g_120,(void*)0},{&g_74,(void*)0,&g_74,(void*)0,&g_74,&g_74,&g_120,&g_74,&g_74},{&g_74,&g_120,&g_120,&g_74,(void*)0,&g_120,&g_74,(void*)0,&g_74},{(void*)0,&g_74,&g_120,&g_120,&g_74,(void*)0,&g_74,&g_74,(void*)0}},{{(void*)0,&g_74,&g_74,&g_74,(void*)0,(void*)0,&g_74,&g_120,&g_120},{(void*)0,&g_120,&g_74,(void*)0,&g_74,&g_74,&g_120,&g_120,&g_120},{&g_120,&g_74,&g_74,&g_74,&g_74,&g_120,&g_120,&g_74,&g_74},{&g_74,&g_74,(void*)0,&g_74,&g_120,(void*)0,&g_74,&g_120,&g_120}},{{&g_120,(void*)0,(void*)0,&g_74,(void*)0,(void*)0,&g_120,&g_74,(void*)0},{&g_120,&g_120,(void*)0,&g_120,&g_74,&g_74,&g_120,(void*)0,&g_120},{&g_74,&g_120,(void*)0,(void*)0,(void*)0,(void*)0,&g_120,&g_74,&g_74},{&g_74,&g_74,&g_74,(void*)0,&g_74,&g_74,&g_74,&g_120,&g_74}}};
static int16_t g_174 = (-1L);
static int32_t g_177 = 0xF3AE84E3L;
static int32_t * volatile g_176 = &g_177;/* VOLATILE GLOBAL g_176 */
static int32_t *g_179 = &g_177;
static int32_t ** volatile g_178 = &g_179;/* VOLATILE GLOBAL g_178 */
static uint16_t g_188[3] = {0xD9C3L,0xD9C3L,0xD9C3L};
static uint32_t g_204 = 1UL;
static uint8_t g_221 = 7UL;
static const struct S0 g_224 = {48,-1,-16,47,2,0};/* VOLATILE GLOBAL g_224 */
static uint16_t **g_238[8][10][3] = {{{&g_150[6][0][8],&g_150[6][0][8],&g_150[6][0][7]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[3][3][7]},{&g_150[1][0][1],&g_150[6][0][8],&g_150[1][0][4]},{&g_150[6][0][8],&g_150[5][2][4],&g_150[6][0][8]},{&g_150[3][3][7],&g_150[6][0][8],&g_150[6][0][8]},{&g_150[6][0][8],&g_150[6][3][7],&g_150[1][0][4]},{(void*)0,&g_150[6][0][8],&g_150[3][3][7]},{&g_150[0][1][0],(void*)0,&g_150[6][0][7]},{(void*)0,&g_150[5][2][4],(void*)0},{&g_150[1][2][5],(void*)0,&g_150[0][2][6]}},{{&g_150[6][0][8],&g_150[6][0][8],&g_150[3][0][8]},{&g_150[4][3][6],&g_150[6][3][7],&g_150[3][3][7]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[6][0][8]},{&g_150[6][0][8],&g_150[5][2][4],&g_150[6][0][8]},{&g_150[4][3][6],&g_150[6][0][8],(void*)0},{&g_150[6][0][8],&g_150[6][0][8],(void*)0},{&g_150[1][2][5],&g_150[6][0][8],&g_150[3][3][7]},{(void*)0,&g_150[6][0][8],(void*)0},{&g_150[0][1][0],&g_150[5][2][4],(void*)0},{(void*)0,&g_150[2][0][3],&g_150[6][0][8]}},{{&g_150[6][0][8],&g_150[6][0][8],&g_150[6][0][8]},{&g_150[3][3][7],&g_150[6][0][8],&g_150[3][3][7]},{&g_150[6][0][8],&g_150[2][0][3],&g_150[3][0][8]},{&g_150[1][0][1],&g_150[5][2][4],&g_150[0][2][6]},{&g_150[6][0][8],&g_150[6][0][8],(void*)0},{&g_150[6][0][8],&g_150[6][0][8],&g_150[6][0][7]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[3][3][7]},{&g_150[1][0][1],&g_150[6][0][8],&g_150[1][0][4]},{&g_150[6][0][8],&g_150[5][2][4],&g_150[6][0][8]},{&g_150[3][3][7],&g_150[6][0][8],&g_150[6][0][8]}},{{&g_150[6][0][8],&g_150[6][3][7],&g_150[1][0][4]},{(void*)0,&g_150[6][0][8],&g_150[3][3][7]},{&g_150[0][1][0],(void*)0,&g_150[6][0][7]},{(void*)0,&g_150[5][2][4],(void*)0},{&g_150[1][2][5],(void*)0,&g_150[0][2][6]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[3][0][8]},{&g_150[4][3][6],&g_150[6][3][7],&g_150[3][3][7]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[6][0][8]},{&g_150[6][0][8],&g_150[5][2][4],&g_150[6][0][8]},{&g_150[4][3][6],&g_150[6][0][8],(void*)0}},{{&g_150[6][0][8],&g_150[6][0][8],(void*)0},{&g_150[1][2][5],&g_150[6][0][8],&g_150[3][3][7]},{(void*)0,&g_150[6][0][8],(void*)0},{&g_150[0][1][0],&g_150[5][2][4],(void*)0},{(void*)0,&g_150[2][0][3],&g_150[6][0][8]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[6][0][8]},{&g_150[2][1][1],&g_150[6][0][8],&g_150[2][1][1]},{&g_150[6][0][8],&g_150[4][3][6],&g_150[6][0][8]},{(void*)0,&g_150[6][0][8],&g_150[6][0][8]},{&g_150[6][0][8],&g_150[1][2][5],(void*)0}},{{&g_150[6][0][8],(void*)0,(void*)0},{&g_150[6][0][8],&g_150[0][1][0],&g_150[2][1][1]},{(void*)0,(void*)0,&g_150[5][2][3]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[3][1][2]},{&g_150[2][1][1],&g_150[3][3][7],&g_150[3][1][2]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[5][2][3]},{&g_150[6][0][8],&g_150[1][0][1],&g_150[2][1][1]},{&g_150[6][0][8],&g_150[6][0][8],(void*)0},{&g_150[6][2][8],&g_150[6][0][8],(void*)0},{&g_150[3][0][1],&g_150[6][0][8],&g_150[6][0][8]}},{{&g_150[6][0][8],&g_150[1][0][1],&g_150[6][0][8]},{(void*)0,&g_150[6][0][8],&g_150[2][1][1]},{&g_150[1][0][2],&g_150[3][3][7],&g_150[6][0][8]},{&g_150[1][0][2],&g_150[6][0][8],&g_150[6][0][8]},{(void*)0,(void*)0,&g_150[6][0][8]},{&g_150[6][0][8],&g_150[0][1][0],&g_150[4][0][3]},{&g_150[3][0][1],(void*)0,&g_150[2][1][1]},{&g_150[6][2][8],&g_150[1][2][5],&g_150[4][0][3]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[6][0][8]},{&g_150[6][0][8],&g_150[4][3][6],&g_150[6][0][8]}},{{&g_150[6][0][8],&g_150[6][0][8],&g_150[6][0][8]},{&g_150[2][1][1],&g_150[6][0][8],&g_150[2][1][1]},{&g_150[6][0][8],&g_150[4][3][6],&g_150[6][0][8]},{(void*)0,&g_150[6][0][8],&g_150[6][0][8]},{&g_150[6][0][8],&g_150[1][2][5],(void*)0},{&g_150[6][0][8],(void*)0,(void*)0},{&g_150[6][0][8],&g_150[0][1][0],&g_150[2][1][1]},{(void*)0,(void*)0,&g_150[5][2][3]},{&g_150[6][0][8],&g_150[6][0][8],&g_150[3][1][2]},{&g_150[2][1][1],&g_150[3][3][7],&g_150[3][1][2]}}};
static uint16_t *** const  volatile g_237 = &g_238[6][7][0];/* VOLATILE GLOBAL g_237 */
static volatile uint16_t g_240 = 9UL;/* VOLATILE GLOBAL g_240 */
static const volatile struct S0 g_288 = {153,-7,17,34,4,4};/* VOLATILE GLOBAL g_288 */
static int32_t g_312[8][10] = {{0x53B077A0L,1L,(-1L),0x195A8140L,(-4L),0xC139BEEFL,0xCDE3A13BL,0x46A795F5L,9L,9L},{0x82ED9C98L,0x195A8140L,0x53B077A0L,1L,1L,0x53B077A0L,0x195A8140L,0x82ED9C98L,1L,(-1L)},{(-1L),0xC139BEEFL,(-9L),0x53B077A0L,0x82ED9C98L,0x46A795F5L,3L,(-1L),0x197AD65FL,1L},{0xAAFA67C6L,0x46A795F5L,(-9L),0x82ED9C98L,1L,(-1L),1L,0x82ED9C98L,(-9L),0x46A795F5L},{0xD750D038L,9L,0x53B077A0L,(-1L),0x523C5797L,1L,0xC139BEEFL,0x46A795F5L,0x448DE321L,0xAAFA67C6L},{(-9L),0xCDE3A13BL,(-1L),0xAAFA67C6L,(-1L),1L,0xD750D038L,0xD750D038L,1L,(-1L)},{0xD750D038L,(-4L),(-4L),0xD750D038L,0x53B077A0L,(-1L),0x448DE321L,0x197AD65FL,3L,0x195A8140L},{0xAAFA67C6L,(-1L),0xCDE3A13BL,(-9L),(-1L),0x46A795F5L,(-4L),0x448DE321L,3L,0x448DE321L}};
static volatile int64_t g_333 = (-1L);/* VOLATILE GLOBAL g_333 */
static int8_t g_334 = 0L;
static uint8_t g_335 = 0x4EL;
static volatile struct S0 g_365[1] = {{42,6,14,50,4,7}};
static volatile uint16_t * volatile * volatile * volatile *g_477 = (void*)0;
static volatile uint16_t * volatile * volatile * volatile **g_476 = &g_477;
static uint32_t g_486 = 0xC8E3E57DL;
static volatile int32_t g_491 = 0x31FD890BL;/* VOLATILE GLOBAL g_491 */
static uint32_t g_492 = 0UL;
static uint64_t g_496 = 9UL;
static volatile struct S0 g_571 = {109,2,-24,108,4,2};/* VOLATILE GLOBAL g_571 */
static int32_t ** volatile g_595 = &g_179;/* VOLATILE GLOBAL g_595 */
static volatile uint8_t * volatile g_618 = &g_61[5][4][4];/* VOLATILE GLOBAL g_618 */
static volatile uint8_t * volatile * volatile g_617 = &g_618;/* VOLATILE GLOBAL g_617 */
static volatile int64_t g_627 = 1L;/* VOLATILE GLOBAL g_627 */
static volatile uint16_t g_628 = 0UL;/* VOLATILE GLOBAL g_628 */
static int32_t g_668[6] = {0x745B99DCL,0x45CB97EDL,0x745B99DCL,0x745B99DCL,0x745B99DCL,1L};
static int16_t g_670 = 1L;
static int8_t *g_686[1][10] = {{&g_334,&g_334,&g_334,&g_334,&g_334,&g_334,&g_334,&g_334,&g_334,&g_334}};
static volatile uint32_t g_709 = 0xEDCC4CC5L;/* VOLATILE GLOBAL g_709 */
static int32_t **g_728 = &g_179;
static int32_t ** volatile *g_727 = &g_728;
static const volatile int64_t *g_763 = (void*)0;
static const volatile int64_t **g_762 = &g_763;
static uint8_t * volatile g_767 = &g_221;/* VOLATILE GLOBAL g_767 */
static uint8_t * volatile *g_766 = &g_767;
static uint8_t * volatile ** volatile g_765 = &g_766;/* VOLATILE GLOBAL g_765 */
static uint8_t * volatile ** volatile * volatile g_764 = &g_765;/* VOLATILE GLOBAL g_764 */
static volatile uint8_t g_772 = 0xACL;/* VOLATILE GLOBAL g_772 */
static volatile uint8_t g_773[4][9] = {{255UL,0x82L,0x19L,251UL,251UL,0x19L,0x82L,255UL,0x19L},{0x48L,1UL,0x83L,1UL,1UL,0x83L,1UL,0x48L,0x83L},{255UL,0x82L,0x19L,251UL,251UL,0x19L,0x82L,255UL,0x19L},{0x48L,1UL,0x83L,1UL,1UL,0x83L,1UL,0x48L,0x83L}};
static volatile uint8_t *g_771[2][5] = {{(void*)0,(void*)0,&g_772,(void*)0,(void*)0},{&g_773[3][1],(void*)0,&g_773[3][1],&g_773[3][1],(void*)0}};
static volatile uint8_t * volatile *g_770 = &g_771[1][0];
static volatile uint8_t * volatile **g_769 = &g_770;
static volatile uint8_t * volatile *** const g_768 = &g_769;
static int8_t **g_809 = &g_686[0][5];
static int8_t **g_810 = &g_686[0][0];
static struct S0 g_812 = {10,-15,-3,38,1,0};/* VOLATILE GLOBAL g_812 */
static struct S0 * volatile *g_819 = (void*)0;
static volatile uint32_t g_853 = 0x9BCA6DB7L;/* VOLATILE GLOBAL g_853 */
static volatile uint32_t *g_852[4][8] = {{&g_853,&g_853,(void*)0,&g_853,&g_853,&g_853,&g_853,&g_853},{&g_853,&g_853,(void*)0,(void*)0,(void*)0,(void*)0,&g_853,&g_853},{&g_853,&g_853,(void*)0,&g_853,&g_853,&g_853,&g_853,&g_853},{(void*)0,&g_853,(void*)0,&g_853,&g_853,&g_853,(void*)0,(void*)0}};
static volatile uint32_t ** volatile g_851 = &g_852[1][5];/* VOLATILE GLOBAL g_851 */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t  func_17(uint64_t  p_18, uint32_t  p_19, int8_t  p_20, const int16_t  p_21, int32_t  p_22);
static int16_t  func_29(int64_t  p_30, uint32_t  p_31);
static int64_t  func_32(const int64_t  p_33, int32_t  p_34, const int16_t  p_35, uint32_t  p_36, int64_t  p_37);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_14 g_43 g_61 g_74 g_46 g_84 g_95 g_87 g_120 g_176 g_178 g_188 g_204 g_177 g_221 g_224 g_179 g_237 g_240 g_238 g_365.f4 g_335 g_312 g_492 g_365.f1 g_288.f4 g_486 g_334 g_571 g_595 g_617 g_628 g_668 g_670 g_618 g_496 g_288.f1 g_709 g_288.f2 g_727 g_762 g_764 g_768 g_728 g_174 g_819 g_766 g_767 g_851 g_853
 * writes: g_43 g_61 g_46 g_74 g_95 g_120 g_84 g_150 g_174 g_87 g_177 g_179 g_188 g_221 g_238 g_240 g_486 g_492 g_334 g_335 g_617 g_628 g_668 g_670 g_686 g_496 g_476 g_809 g_810 g_14 g_851
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int64_t l_38 = 0x44653FFD03B15A8DLL;
    int8_t l_41 = (-5L);
    int16_t *l_42[8][8][4] = {{{&g_14,&g_14,&g_14,&g_14},{&g_14,(void*)0,(void*)0,&g_14},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,(void*)0},{&g_14,&g_14,(void*)0,&g_14},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14}},{{&g_14,&g_14,(void*)0,(void*)0},{&g_14,&g_14,&g_14,(void*)0},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14},{(void*)0,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14},{(void*)0,&g_14,(void*)0,(void*)0},{(void*)0,&g_14,&g_14,&g_14}},{{&g_14,&g_14,&g_14,&g_14},{&g_14,(void*)0,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14},{(void*)0,&g_14,(void*)0,&g_14},{(void*)0,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14},{(void*)0,(void*)0,&g_14,&g_14},{&g_14,(void*)0,&g_14,&g_14}},{{&g_14,&g_14,&g_14,&g_14},{(void*)0,&g_14,&g_14,&g_14},{&g_14,(void*)0,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,(void*)0},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,(void*)0,&g_14},{&g_14,(void*)0,&g_14,&g_14}},{{&g_14,&g_14,&g_14,&g_14},{&g_14,(void*)0,&g_14,(void*)0},{&g_14,&g_14,(void*)0,(void*)0},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,(void*)0},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14},{&g_14,(void*)0,&g_14,&g_14}},{{(void*)0,&g_14,&g_14,&g_14},{&g_14,(void*)0,&g_14,&g_14},{&g_14,&g_14,(void*)0,&g_14},{&g_14,&g_14,&g_14,(void*)0},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,(void*)0},{&g_14,&g_14,&g_14,(void*)0},{&g_14,(void*)0,(void*)0,&g_14}},{{&g_14,&g_14,(void*)0,&g_14},{&g_14,(void*)0,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,(void*)0},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,(void*)0,&g_14},{&g_14,(void*)0,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14}},{{(void*)0,&g_14,&g_14,&g_14},{&g_14,(void*)0,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,(void*)0},{&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,(void*)0,&g_14},{&g_14,(void*)0,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14}}};
    uint32_t l_539 = 0x53F6E468L;
    int32_t *l_671 = &g_668[0];
    int16_t l_679 = 0x6A24L;
    uint32_t l_710 = 0x15D6EBF7L;
    uint16_t ***l_723 = &g_238[4][0][2];
    uint16_t ****l_722 = &l_723;
    int64_t *l_726[6][5][8] = {{{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38}},{{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38}},{{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38}},{{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38}},{{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38}},{{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38},{&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38,&l_38}}};
    uint16_t **l_751 = (void*)0;
    int32_t l_802 = 4L;
    int i, j, k;
    (*l_671) = (((safe_mul_func_uint8_t_u_u((safe_add_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(((safe_rshift_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s(g_14, ((safe_mod_func_int32_t_s_s(g_14, ((((func_17((((safe_rshift_func_uint16_t_u_u((safe_add_func_int16_t_s_s(((safe_mul_func_int16_t_s_s(0x0B28L, func_29(func_32(g_14, l_38, g_14, (safe_mul_func_int16_t_s_s((g_43 = (l_38 < l_41)), (-1L))), l_38), l_38))) != l_539), 6UL)), g_492)) == 0x85C4L) && g_43), g_312[1][1], l_41, g_312[6][6], l_38) , 0x3B50L) == g_224.f4) ^ 1UL) , 1UL))) | 65529UL))), 3UL)), 4)) != l_539), g_224.f4)), l_38)), 5UL)) <= g_224.f1) , l_38);
    if (((((!(safe_sub_func_uint64_t_u_u((l_42[1][3][2] != (void*)0), g_14))) >= (0x4F15L ^ ((safe_rshift_func_int8_t_s_u(((*l_671) >= ((*l_671) ^ ((g_74 == (*l_671)) > (*l_671)))), (**g_617))) , 0x205AL))) | 247UL) == l_679))
    { /* block id: 315 */
        int16_t l_684 = 0xC748L;
        int8_t *l_685 = (void*)0;
        int8_t **l_687 = &l_685;
        int32_t l_694 = 0L;
        uint16_t *l_695 = &g_188[0];
        uint64_t *l_703 = &g_496;
        int8_t *l_708 = &g_334;
        uint16_t *****l_724[2][2][2] = {{{&l_722,(void*)0},{&l_722,&l_722}},{{(void*)0,&l_722},{&l_722,(void*)0}}};
        int8_t l_730 = 0x6BL;
        int32_t l_774 = 0L;
        int64_t l_775[10][8][3] = {{{(-1L),0x0D95E9F2777EF063LL,0x4EB3DF29CADA39B1LL},{(-3L),0x8E8E17B9FCCD8610LL,0x611BC79FCA22B19ELL},{(-10L),1L,(-10L)},{(-1L),(-7L),(-6L)},{8L,4L,(-10L)},{0x60E3E0D177FD6474LL,0x9B71E8BBE87A6C7FLL,0L},{0x0DA19AD1B7D556F1LL,0x1D62F5436B54CB47LL,(-2L)},{0x60E3E0D177FD6474LL,0xDE089FE115A90023LL,0x8E8E17B9FCCD8610LL}},{{8L,(-10L),0xD4362F8D9F06201FLL},{(-1L),0L,(-7L)},{(-10L),(-1L),0x33E66164D3ED030CLL},{(-3L),6L,0xDE089FE115A90023LL},{(-1L),(-7L),0x0DA19AD1B7D556F1LL},{1L,0L,6L},{1L,0xDF4F4DEA61D50BE7LL,0xDF4F4DEA61D50BE7LL},{(-1L),0x611BC79FCA22B19ELL,1L}},{{(-7L),0x21B757EA8AC01B2DLL,0x758DF23D0AE8697DLL},{0xF2FB35078128E752LL,1L,(-7L)},{(-1L),1L,0x09960ECCCB5E046DLL},{0x570551EAFBC1C51ALL,1L,0L},{(-1L),0x21B757EA8AC01B2DLL,1L},{1L,0x611BC79FCA22B19ELL,(-1L)},{0x2E1222B066AA33F0LL,0xDF4F4DEA61D50BE7LL,(-1L)},{(-7L),0L,0x570551EAFBC1C51ALL}},{{0x95E9FD5B7A4C9589LL,(-7L),1L},{1L,6L,0L},{(-2L),(-1L),0xBAA80210C1FDCF26LL},{0L,0L,(-1L)},{0x076DC8C3025EBD53LL,(-10L),0xEC52D49B9EA43890LL},{0x9B71E8BBE87A6C7FLL,0xDE089FE115A90023LL,0xF2FB35078128E752LL},{0x4EB3DF29CADA39B1LL,0x1D62F5436B54CB47LL,0xD3392C1C5A37F8ECLL},{0x11FFCB9C286DCC9FLL,0x9B71E8BBE87A6C7FLL,0xF2FB35078128E752LL}},{{0xE4A2F1890C6F0F1DLL,4L,0xEC52D49B9EA43890LL},{7L,(-7L),(-1L)},{0x8E7EB0FD35B926B4LL,1L,0xBAA80210C1FDCF26LL},{(-9L),0x8E8E17B9FCCD8610LL,0L},{0xD4362F8D9F06201FLL,0x0D95E9F2777EF063LL,1L},{0x611BC79FCA22B19ELL,(-1L),0x570551EAFBC1C51ALL},{0xBAA80210C1FDCF26LL,0x758DF23D0AE8697DLL,(-1L)},{(-1L),0x2EAFC07FF9CE346ELL,(-1L)}},{{0xD3392C1C5A37F8ECLL,(-2L),1L},{1L,0x60E3E0D177FD6474LL,0L},{4L,(-1L),0x09960ECCCB5E046DLL},{0xDE089FE115A90023LL,0x8915327341E91BFCLL,(-7L)},{4L,0x0DA19AD1B7D556F1LL,0x758DF23D0AE8697DLL},{1L,(-1L),1L},{0xD3392C1C5A37F8ECLL,0x2E1222B066AA33F0LL,0xDF4F4DEA61D50BE7LL},{(-1L),(-3L),6L}},{{0xBAA80210C1FDCF26LL,0x33E66164D3ED030CLL,0x0DA19AD1B7D556F1LL},{0x611BC79FCA22B19ELL,7L,0xDE089FE115A90023LL},{0xD4362F8D9F06201FLL,0xE15B302BE9B1C773LL,0x33E66164D3ED030CLL},{(-9L),(-7L),(-7L)},{0x8E7EB0FD35B926B4LL,(-1L),0xD4362F8D9F06201FLL},{7L,8L,0x8E8E17B9FCCD8610LL},{0xE4A2F1890C6F0F1DLL,0x95E9FD5B7A4C9589LL,(-2L)},{0x11FFCB9C286DCC9FLL,(-9L),0L}},{{0xD4362F8D9F06201FLL,(-10L),0xE4A2F1890C6F0F1DLL},{6L,(-1L),7L},{0x21B757EA8AC01B2DLL,1L,0x8E7EB0FD35B926B4LL},{(-3L),0L,(-9L)},{0x4EB3DF29CADA39B1LL,0xDF4F4DEA61D50BE7LL,0xD4362F8D9F06201FLL},{0L,(-3L),0x611BC79FCA22B19ELL},{(-10L),(-2L),0xBAA80210C1FDCF26LL},{0x570551EAFBC1C51ALL,0xA67DC65D68EAF7ABLL,(-1L)}},{{0xBAA80210C1FDCF26LL,0xBAA80210C1FDCF26LL,0xD3392C1C5A37F8ECLL},{8L,(-1L),1L},{0x33E66164D3ED030CLL,0x95E9FD5B7A4C9589LL,4L},{1L,0xEFF230660A0A072FLL,0xDE089FE115A90023LL},{1L,0x33E66164D3ED030CLL,4L},{0x60E3E0D177FD6474LL,0x4B2D63D424474DAELL,1L},{(-1L),0x4EB3DF29CADA39B1LL,0xD3392C1C5A37F8ECLL},{(-6L),0L,(-1L)}},{{0x0D95E9F2777EF063LL,(-1L),0xBAA80210C1FDCF26LL},{1L,(-1L),0x611BC79FCA22B19ELL},{1L,0xD3392C1C5A37F8ECLL,0xD4362F8D9F06201FLL},{(-1L),0x9B71E8BBE87A6C7FLL,(-9L)},{0x8E7EB0FD35B926B4LL,0xE15B302BE9B1C773LL,0x8E7EB0FD35B926B4LL},{0xDE089FE115A90023LL,0x570551EAFBC1C51ALL,7L},{5L,0x961FB28E485DB2E6LL,0xE4A2F1890C6F0F1DLL},{0x4B2D63D424474DAELL,6L,0x11FFCB9C286DCC9FLL}}};
        int i, j, k;
        (*g_176) &= 0xD00F8936L;
        if (((((*l_671) || (safe_mul_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s(l_684, (((*l_687) = (g_686[0][6] = l_685)) == (((((safe_lshift_func_int16_t_s_u(((safe_mul_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s((++(*l_695)), 5)), 0xD2L)) >= (safe_lshift_func_int16_t_s_u(0L, 1))), (+((((((((safe_add_func_int64_t_s_s((-1L), (--(*l_703)))) || (safe_lshift_func_int16_t_s_s(g_240, 4))) ^ 7UL) & (*l_671)) > g_204) , 0x0CD2L) >= l_694) || 0x36L)))) || g_486) , 4294967286UL) , g_288.f1) , l_708)))) == g_177), l_694))) , g_709) | l_710))
        { /* block id: 321 */
            return g_334;
        }
        else
        { /* block id: 323 */
            int32_t l_713[7] = {0x2F00C548L,0x2F00C548L,4L,0x2F00C548L,0x2F00C548L,4L,0x2F00C548L};
            uint32_t *l_725[4];
            uint16_t **l_752 = &g_150[6][3][2];
            int i;
            for (i = 0; i < 4; i++)
                l_725[i] = (void*)0;
            if (((((0xB2E7E218L != ((safe_lshift_func_int16_t_s_u(((((*l_671) = (((*l_708) = l_713[3]) ^ (((safe_rshift_func_uint8_t_u_s(((safe_div_func_uint16_t_u_u((safe_sub_func_int16_t_s_s(((safe_rshift_func_int16_t_s_s((l_694 = (((g_188[2] , ((void*)0 != l_722)) , (&g_477 == l_724[0][1][1])) != g_288.f2)), 4)) , l_684), (*l_671))), (*l_671))) & l_713[3]), l_684)) > 0L) || 0x16L))) , l_703) == l_726[5][0][3]), 2)) , g_571.f2)) , &g_178) != g_727) || l_713[6]))
            { /* block id: 327 */
                uint8_t l_739 = 0x93L;
                int32_t l_748 = 0x2A012AB3L;
                for (l_679 = 0; (l_679 <= 3); l_679 += 1)
                { /* block id: 330 */
                    uint64_t l_733 = 18446744073709551613UL;
                    int32_t *l_747[6][6] = {{&g_668[4],&l_713[3],&l_713[3],&l_694,&l_713[3],&l_713[3]},{&g_668[4],&l_713[3],&l_713[3],&l_694,&l_713[3],&l_713[3]},{&g_668[4],&l_713[3],&l_713[3],&l_694,&l_713[3],&l_713[3]},{&g_668[4],&l_713[3],&l_713[3],&l_694,&l_713[3],&l_713[3]},{&g_668[4],&l_713[3],&l_713[3],&l_694,&l_713[3],&l_713[3]},{&g_668[4],&l_713[3],&l_713[3],&l_694,&l_713[3],&l_713[3]}};
                    int i, j;
                    (*l_671) = (l_694 = ((*l_671) || (((~((l_730 , (safe_add_func_uint8_t_u_u(1UL, (((((((l_733 <= ((&g_627 == ((safe_mod_func_int8_t_s_s(((4294967294UL >= ((((~(safe_mod_func_int64_t_s_s(l_739, g_87[7][7][1]))) > l_730) < (*l_671)) || 0x01L)) || 0x0407L), (*g_618))) , (void*)0)) == l_684)) < 1UL) > 0x15L) != l_739) , l_730) & g_668[0]) <= l_733)))) && 3UL)) == l_694) | l_739)));
                    l_748 &= ((((*l_703) = l_733) && (safe_rshift_func_int8_t_s_u((((safe_add_func_uint32_t_u_u(0x9ABC6E64L, (l_733 & (+g_224.f2)))) <= ((safe_mul_func_uint16_t_u_u(65532UL, (*l_671))) , (l_733 , l_730))) , l_739), l_733))) , (-5L));
                    (*g_595) = &l_748;
                }
            }
            else
            { /* block id: 337 */
                uint64_t l_753[10] = {0xCD74D2BEADD9E89ALL,2UL,2UL,0xCD74D2BEADD9E89ALL,0x8AC6FD9399EE1F17LL,0xCD74D2BEADD9E89ALL,2UL,2UL,0xCD74D2BEADD9E89ALL,0x8AC6FD9399EE1F17LL};
                uint32_t *l_780 = (void*)0;
                const uint64_t l_789 = 18446744073709551606UL;
                int i;
                (*l_671) ^= (safe_mul_func_uint8_t_u_u(8UL, ((l_751 = l_751) == l_752)));
                if (l_753[2])
                { /* block id: 340 */
                    uint32_t l_761 = 0x9A6C4772L;
                    uint32_t *l_783 = (void*)0;
                    uint32_t *l_784 = &g_486;
                    uint32_t *l_785 = (void*)0;
                    uint32_t *l_786 = &g_492;
                    int32_t *l_787 = (void*)0;
                    int32_t *l_788 = &g_46;
                    (*l_671) = (*l_671);
                    if (g_224.f1)
                        goto lbl_776;
lbl_776:
                    (*l_671) = (((*l_695) = (l_775[4][7][2] &= (l_713[3] || (safe_mul_func_uint16_t_u_u(l_753[2], ((safe_add_func_uint16_t_u_u(((safe_add_func_int32_t_s_s(((~(l_730 > (((l_761 , g_762) != &g_763) | (g_764 == g_768)))) , (*l_671)), 1UL)) | g_46), l_774)) , 65535UL)))))) < 0xF8DCL);
                    (*l_788) = (safe_unary_minus_func_uint32_t_u(((safe_div_func_uint32_t_u_u(((void*)0 != l_780), l_713[2])) == (((3L != 0xA994L) ^ (((*l_671) = (safe_div_func_int32_t_s_s(((((*l_786) = ((*l_784) = g_224.f2)) , (void*)0) == &l_671), 0xCD48193FL))) < l_753[2])) >= l_761))));
                    (*l_788) &= l_789;
                }
                else
                { /* block id: 351 */
                    g_476 = &g_477;
                    (**g_727) = (void*)0;
                }
                return l_713[3];
            }
            if ((safe_lshift_func_uint8_t_u_s((((void*)0 != l_752) ^ 0x4EL), (safe_add_func_int8_t_s_s((*l_671), ((*l_708) = ((safe_mod_func_uint16_t_u_u((l_694 = (((l_713[3] || ((*l_695)--)) | (((safe_mod_func_uint8_t_u_u((safe_add_func_uint16_t_u_u(1UL, (*l_671))), l_802)) & 7UL) ^ 0x1DL)) , l_730)), 0x0050L)) != 0xE32DL)))))))
            { /* block id: 360 */
                int8_t l_803 = 0x28L;
                (**g_727) = &l_713[3];
                (*g_179) &= (l_803 == l_803);
            }
            else
            { /* block id: 363 */
                (*g_728) = &l_802;
            }
            for (g_174 = 17; (g_174 <= 14); g_174--)
            { /* block id: 368 */
                for (g_43 = (-22); (g_43 > 22); g_43 = safe_add_func_int32_t_s_s(g_43, 5))
                { /* block id: 371 */
                    int8_t ***l_808[6][7][6] = {{{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687}},{{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687}},{{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687}},{{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687}},{{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687}},{{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687},{&l_687,&l_687,&l_687,&l_687,&l_687,&l_687}}};
                    int i, j, k;
                    (**g_728) = ((g_809 = &g_686[0][3]) != (g_810 = &g_686[0][6]));
                }
            }
        }
        (*l_671) = l_775[4][7][2];
    }
    else
    { /* block id: 379 */
        struct S0 *l_811[6] = {&g_812,&g_812,&g_812,&g_812,&g_812,&g_812};
        struct S0 **l_813 = &l_811[0];
        uint16_t **l_816 = &g_150[6][0][8];
        int32_t l_820 = 0xB07C3206L;
        int32_t l_844 = 0L;
        int32_t *l_854 = &g_668[0];
        int i;
        (*l_813) = l_811[5];
        if (((safe_mod_func_uint8_t_u_u((l_816 == l_816), ((0x6837CEB4387F0D0FLL != 0x15A476F456CE4314LL) | ((&g_288 == (void*)0) || (safe_mod_func_int32_t_s_s(((void*)0 == g_819), (-9L))))))) & l_820))
        { /* block id: 381 */
            int64_t l_823 = 0x32AEB2FF6FA0726FLL;
            uint16_t ***l_824 = (void*)0;
            const int8_t **l_841 = (void*)0;
            int32_t l_842[8] = {0xA2EBC5B4L,0xA2EBC5B4L,0xA2EBC5B4L,0xA2EBC5B4L,0xA2EBC5B4L,0xA2EBC5B4L,0xA2EBC5B4L,0xA2EBC5B4L};
            uint64_t l_843 = 1UL;
            int i;
            l_844 &= (safe_div_func_uint16_t_u_u(l_823, (((((l_824 == (void*)0) <= (safe_rshift_func_int16_t_s_u(((safe_rshift_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((safe_mod_func_int8_t_s_s((0xE03AD7BDC42C846ALL == ((l_820 , ((((**g_766)--) & ((((safe_mul_func_int16_t_s_s((g_14 &= (*l_671)), (safe_mul_func_uint8_t_u_u(((safe_mod_func_uint16_t_u_u(((l_841 == (void*)0) < l_820), l_820)) , l_823), 250UL)))) != l_823) && l_823) , l_820)) != g_486)) && (*l_671))), l_820)), l_823)), l_842[0])) | l_843), l_820))) , (*l_671)) ^ 0x1E8DL) & g_174)));
            (*g_728) = &l_820;
            for (g_496 = 0; (g_496 <= 4); g_496 += 1)
            { /* block id: 388 */
                uint16_t *l_847 = &g_188[2];
                int32_t l_850 = (-2L);
                (*g_728) = ((safe_rshift_func_uint16_t_u_u(((*l_847)++), 6)) , &l_802);
                return l_850;
            }
        }
        else
        { /* block id: 393 */
            g_851 = g_851;
        }
        (**g_727) = l_854;
        for (l_844 = 0; (l_844 != 0); l_844 = safe_add_func_uint64_t_u_u(l_844, 9))
        { /* block id: 399 */
            return g_628;
        }
    }
    return g_853;
}


/* ------------------------------------------ */
/* 
 * reads : g_177 g_84 g_365.f1 g_288.f4 g_486 g_335 g_176 g_571 g_224.f2 g_595 g_120 g_224.f3 g_43 g_74 g_617 g_628 g_46 g_95 g_668 g_188 g_492 g_670 g_334
 * writes: g_177 g_46 g_486 g_492 g_221 g_334 g_335 g_179 g_95 g_120 g_617 g_628 g_668 g_670
 */
static int32_t  func_17(uint64_t  p_18, uint32_t  p_19, int8_t  p_20, const int16_t  p_21, int32_t  p_22)
{ /* block id: 266 */
    int32_t l_543 = 0L;
    int32_t *l_544 = &g_177;
    uint16_t ***l_545 = &g_238[5][0][1];
    uint32_t *l_554 = &g_486;
    uint32_t *l_555 = &g_492;
    int8_t * const l_558 = &g_334;
    uint8_t *l_561[4];
    int32_t l_562 = 0xD591657FL;
    int32_t l_622 = 1L;
    int32_t l_624 = 0x075F629FL;
    int32_t l_625 = (-7L);
    int8_t l_669 = 0x4AL;
    int i;
    for (i = 0; i < 4; i++)
        l_561[i] = &g_221;
lbl_611:
    (*g_84) = (!((safe_mul_func_uint8_t_u_u(l_543, (-1L))) | (p_19 ^ ((-1L) < ((((*l_544) |= l_543) , (void*)0) == l_545)))));
    (*l_544) = (((safe_rshift_func_int16_t_s_s((((g_365[0].f1 || ((void*)0 != l_545)) < (safe_mul_func_int16_t_s_s(0x677DL, p_20))) ^ ((0x34L == (safe_div_func_uint64_t_u_u(p_20, p_22))) >= 1L)), 8)) , g_288.f4) > 18446744073709551615UL);
    if ((((safe_add_func_int64_t_s_s((((*l_555) = ((*l_554) ^= p_18)) >= (l_562 |= (safe_mod_func_int16_t_s_s(0x5472L, (((((*l_544) = (*l_544)) | ((void*)0 == l_558)) , g_335) & (safe_add_func_int64_t_s_s(((((g_221 = p_18) && 0xDBL) == (-1L)) && 18446744073709551615UL), 0x5711F722E97C101DLL))))))), p_20)) && 0x722DEFF4L) < 4294967289UL))
    { /* block id: 275 */
        uint16_t ****l_566[5][7] = {{&l_545,&l_545,&l_545,&l_545,&l_545,&l_545,&l_545},{&l_545,&l_545,&l_545,&l_545,&l_545,&l_545,&l_545},{&l_545,&l_545,&l_545,&l_545,&l_545,&l_545,&l_545},{&l_545,&l_545,&l_545,&l_545,&l_545,&l_545,&l_545},{&l_545,&l_545,&l_545,&l_545,&l_545,&l_545,&l_545}};
        uint16_t *****l_565[10] = {&l_566[2][0],&l_566[2][0],&l_566[2][0],&l_566[2][0],&l_566[2][0],&l_566[2][0],&l_566[2][0],&l_566[2][0],&l_566[2][0],&l_566[2][0]};
        int i, j;
        (*l_544) = ((((safe_div_func_int32_t_s_s((*g_176), 4294967287UL)) , ((void*)0 == l_565[5])) , (void*)0) == (void*)0);
    }
    else
    { /* block id: 277 */
        int32_t *l_573 = &g_177;
        int32_t *l_574 = &g_46;
        uint8_t **l_585 = &l_561[3];
        int32_t l_620[6][9] = {{0x7CFA1CFAL,0x1246385FL,0x1246385FL,0x7CFA1CFAL,(-8L),0L,(-8L),0x7CFA1CFAL,0x1246385FL},{3L,3L,(-2L),0xC589C1D3L,2L,0xC589C1D3L,(-2L),3L,3L},{0x1246385FL,0x7CFA1CFAL,(-8L),0L,(-8L),0x7CFA1CFAL,0x1246385FL,0x1246385FL,0x7CFA1CFAL},{0xC589C1D3L,0x9EF49825L,(-2L),0x9EF49825L,0xC589C1D3L,1L,1L,0xC589C1D3L,0x9EF49825L},{0x1246385FL,(-8L),0x1246385FL,0L,0x8AE78EBEL,0x8AE78EBEL,0L,0x1246385FL,(-8L)},{3L,0x9FB07859L,1L,(-2L),(-2L),1L,0x9FB07859L,3L,0x9FB07859L}};
        int8_t l_626[6][9] = {{4L,0xCFL,0xCFL,4L,0x92L,1L,1L,0x92L,4L},{0L,0x17L,0L,1L,0L,0x17L,0L,1L,0L},{4L,4L,1L,0xCFL,0x92L,0x92L,0xCFL,1L,4L},{0x8DL,1L,0x13L,1L,0x8DL,1L,0x13L,1L,0x8DL},{0x92L,0xCFL,1L,4L,4L,1L,0xCFL,0x92L,0x92L},{0L,1L,0L,0x17L,0L,1L,0L,0x17L,0L}};
        int8_t l_649 = 1L;
        uint8_t ***l_656 = &l_585;
        uint8_t ****l_657 = &l_656;
        int64_t l_666[4];
        uint16_t l_667 = 0xC387L;
        int i, j;
        for (i = 0; i < 4; i++)
            l_666[i] = 0x7CDCD030284E7EF7LL;
        for (g_334 = (-29); (g_334 > (-20)); g_334++)
        { /* block id: 280 */
            for (g_335 = (-7); (g_335 <= 1); g_335++)
            { /* block id: 283 */
                int32_t **l_572 = (void*)0;
                uint8_t ***l_592 = &l_585;
                uint8_t ****l_591 = &l_592;
                l_574 = (l_573 = (g_571 , (void*)0));
                (*l_544) = (safe_div_func_uint16_t_u_u(((safe_sub_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s(0x4AL, 7)), ((((((safe_sub_func_int16_t_s_s(p_19, (*l_544))) <= ((void*)0 == l_585)) >= (safe_sub_func_int16_t_s_s((safe_sub_func_uint32_t_u_u(((((safe_unary_minus_func_uint8_t_u(0x9DL)) == (((&g_312[6][6] != (void*)0) <= 0x4D6962399C392C04LL) > p_18)) , p_20) >= p_19), 0xFE31F7ECL)), 5UL))) , p_18) <= 0x15B7L) > g_571.f4))), g_224.f2)) ^ p_22), p_18));
                (*l_544) = p_20;
                (*l_591) = (void*)0;
            }
        }
        for (g_335 = 10; (g_335 >= 9); g_335 = safe_sub_func_int32_t_s_s(g_335, 6))
        { /* block id: 293 */
            int32_t **l_596 = (void*)0;
            int32_t **l_597[10] = {&l_574,&l_574,&l_574,&l_574,&l_574,&l_574,&l_574,&l_574,&l_574,&l_574};
            int i;
            (*g_595) = l_573;
            l_573 = (void*)0;
            if (p_19)
            { /* block id: 296 */
                int64_t l_598 = 0x3B9606BB907DB31DLL;
                int64_t *l_604 = (void*)0;
                int64_t *l_605 = &g_95;
                uint16_t l_610 = 0x3C44L;
                (*l_544) = ((0UL & 0x1F55L) , 1L);
                (*l_544) = (((((l_598 | (~((safe_div_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u(0x6EC8L, 7)), ((((*l_605) = 0xDEE90E6D67F4CCA0LL) > ((-1L) < (p_18 , ((safe_mul_func_int8_t_s_s((((p_22 > (((*l_544) && p_22) <= g_120)) <= g_224.f3) , l_610), 0x78L)) , 18446744073709551615UL)))) && 0x64L))) , 18446744073709551615UL))) >= g_43) && p_19) >= g_74) ^ 0x423BL);
                if (p_19)
                    goto lbl_611;
            }
            else
            { /* block id: 301 */
                uint16_t *l_613 = (void*)0;
                uint16_t *l_614 = &g_120;
                volatile uint8_t * volatile * volatile *l_619 = &g_617;
                int32_t l_621 = 2L;
                int32_t l_623[4] = {0xD1EAC8CFL,0xD1EAC8CFL,0xD1EAC8CFL,0xD1EAC8CFL};
                int i;
                (*l_544) = (+((*l_614)++));
                (*l_619) = g_617;
                g_628++;
            }
        }
        g_670 ^= ((*l_544) = ((((safe_mul_func_int8_t_s_s((safe_div_func_uint64_t_u_u((((((((safe_sub_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u(((((p_19 <= (safe_add_func_uint8_t_u_u(0x34L, (safe_div_func_uint64_t_u_u(((safe_mod_func_int16_t_s_s(((safe_div_func_uint32_t_u_u(l_649, (g_668[0] ^= ((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s(((safe_div_func_uint16_t_u_u((&g_617 == ((*l_657) = l_656)), (((safe_div_func_int32_t_s_s((safe_mul_func_uint8_t_u_u((((safe_rshift_func_int16_t_s_s((*l_544), ((safe_unary_minus_func_int32_t_s((+p_18))) >= l_666[3]))) , l_620[2][6]) & (-5L)), 255UL)), (*g_84))) < g_95) | l_667))) <= 0x19CBL), p_22)), p_20)) || 0x90L)))) ^ p_19), p_21)) < p_22), g_188[2]))))) && (*l_544)) ^ l_669) , g_492), 0)), g_486)), 0x358FL)) ^ p_21) != 8L) < 0x1EL) , (void*)0) == (void*)0) && 0xA4L), 0x0F90D207BFAE4F38LL)), p_21)) , p_18) == g_177) < p_19));
    }
    return (*l_544);
}


/* ------------------------------------------ */
/* 
 * reads : g_74 g_176 g_177
 * writes: g_74 g_174
 */
static int16_t  func_29(int64_t  p_30, uint32_t  p_31)
{ /* block id: 192 */
    uint8_t l_422 = 255UL;
    int32_t *l_431 = &g_46;
    int64_t *l_440 = &g_95;
    int32_t l_456 = 0x12396082L;
    int64_t l_457 = 0xBDCB248732D33CDCLL;
    int32_t *l_522 = (void*)0;
    l_422--;
    for (g_74 = 0; (g_74 != 33); g_74++)
    { /* block id: 196 */
        int32_t l_429[3];
        uint16_t *****l_436 = (void*)0;
        int32_t l_497[5] = {0L,0L,0L,0L,0L};
        int32_t l_521 = 0x4DE5CFD5L;
        int32_t *l_524 = (void*)0;
        int32_t *l_537 = &l_456;
        int i;
        for (i = 0; i < 3; i++)
            l_429[i] = 0x1E19B156L;
        for (g_174 = 9; (g_174 != 27); ++g_174)
        { /* block id: 199 */
            int32_t *l_430 = &l_429[0];
            if (l_429[1])
                break;
            if ((*g_176))
                continue;
            l_431 = l_430;
        }
        for (p_31 = (-2); (p_31 != 22); p_31 = safe_add_func_uint64_t_u_u(p_31, 8))
        { /* block id: 206 */
            int16_t l_437[9][2];
            uint16_t ** const *l_480[5] = {&g_238[6][7][0],&g_238[6][7][0],&g_238[6][7][0],&g_238[6][7][0],&g_238[6][7][0]};
            uint16_t ** const **l_479 = &l_480[1];
            uint16_t ** const ***l_478[10] = {&l_479,&l_479,&l_479,&l_479,&l_479,&l_479,&l_479,&l_479,&l_479,&l_479};
            int32_t l_490[1];
            int32_t **l_538 = &l_522;
            int i, j;
            for (i = 0; i < 9; i++)
            {
                for (j = 0; j < 2; j++)
                    l_437[i][j] = (-6L);
            }
            for (i = 0; i < 1; i++)
                l_490[i] = 0xEF3F224DL;
        }
    }
    l_456 = (*g_176);
    return p_31;
}


/* ------------------------------------------ */
/* 
 * reads : g_43 g_61 g_14 g_74 g_46 g_84 g_95 g_87 g_120 g_176 g_178 g_188 g_204 g_177 g_221 g_224 g_179 g_237 g_240 g_238 g_365.f4 g_335 g_312
 * writes: g_43 g_61 g_46 g_74 g_95 g_120 g_84 g_150 g_174 g_87 g_177 g_179 g_188 g_221 g_238 g_240
 */
static int64_t  func_32(const int64_t  p_33, int32_t  p_34, const int16_t  p_35, uint32_t  p_36, int64_t  p_37)
{ /* block id: 2 */
    uint64_t l_44[5];
    int32_t l_60 = 0x0B53CF54L;
    int32_t l_67 = 0x202D95C7L;
    int32_t l_105 = 0x5A641CECL;
    int32_t *l_124 = &l_60;
    int32_t l_184[3];
    uint16_t *l_228 = &g_188[2];
    uint8_t l_248[8][10][3] = {{{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL}},{{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL}},{{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL}},{{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL}},{{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL}},{{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL},{0x11L,0x5EL,0x11L},{0UL,0UL,0UL}},{{0x11L,0x5EL,0x11L},{0UL,0UL,0x6CL},{0x45L,0x11L,0x45L},{0x6CL,0UL,0x6CL},{0x45L,0x11L,0x45L},{0x6CL,0UL,0x6CL},{0x45L,0x11L,0x45L},{0x6CL,0UL,0x6CL},{0x45L,0x11L,0x45L},{0x6CL,0UL,0x6CL}},{{0x45L,0x11L,0x45L},{0x6CL,0UL,0x6CL},{0x45L,0x11L,0x45L},{0x6CL,0UL,0x6CL},{0x45L,0x11L,0x45L},{0x6CL,0UL,0x6CL},{0x45L,0x11L,0x45L},{0x6CL,0UL,0x6CL},{0x45L,0x11L,0x45L},{0x6CL,0UL,0x6CL}}};
    uint16_t ***l_269 = &g_238[5][9][1];
    int64_t l_278[9][1][5] = {{{(-10L),9L,(-1L),0L,0x2F69E9B9EE405A42LL}},{{0x21089FC940DAB331LL,0x6C9BF8E628B5B6B9LL,0x6C9BF8E628B5B6B9LL,0x21089FC940DAB331LL,(-10L)}},{{0x72042A246DCAA265LL,(-5L),0x6C9BF8E628B5B6B9LL,0L,0x14FACFC0601BAD9ELL}},{{0L,0x815BEFCB44326F7BLL,(-1L),(-10L),0x6C9BF8E628B5B6B9LL}},{{9L,0x72042A246DCAA265LL,0L,0L,0x72042A246DCAA265LL}},{{0x24AE8CD262044E5FLL,3L,0xD20B73E2F3346647LL,0x21089FC940DAB331LL,0x72042A246DCAA265LL}},{{0x815BEFCB44326F7BLL,0x2F69E9B9EE405A42LL,(-5L),0L,0x6C9BF8E628B5B6B9LL}},{{3L,0L,3L,0x14FACFC0601BAD9ELL,0x14FACFC0601BAD9ELL}},{{0x815BEFCB44326F7BLL,0xD20B73E2F3346647LL,0x815BEFCB44326F7BLL,3L,(-10L)}}};
    const uint64_t l_279[1] = {1UL};
    int32_t **l_354 = &l_124;
    int8_t *l_371 = &g_43;
    int32_t *l_399 = &g_177;
    uint8_t *l_421[3];
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_44[i] = 0x6C0F1A0197CBB402LL;
    for (i = 0; i < 3; i++)
        l_184[i] = (-4L);
    for (i = 0; i < 3; i++)
        l_421[i] = &l_248[3][3][1];
    for (g_43 = 0; (g_43 <= 4); g_43 += 1)
    { /* block id: 5 */
        int16_t *l_70 = &g_14;
        int32_t l_83 = 0xD53B18A5L;
        uint64_t l_85 = 0x8CABD04657E6FF2FLL;
        int64_t *l_156 = &g_87[2][8][1];
        int16_t l_175 = 0xCF32L;
        int32_t l_183 = 3L;
        uint32_t l_205[4][10][1] = {{{0xD9A2E631L},{0x078A46E2L},{18446744073709551615UL},{0xD9A2E631L},{18446744073709551614UL},{0xFDD8A1F4L},{0x078A46E2L},{0x078A46E2L},{0xFDD8A1F4L},{18446744073709551614UL}},{{0xD9A2E631L},{18446744073709551615UL},{0x078A46E2L},{0xD9A2E631L},{0x03B6C18EL},{0xD9A2E631L},{0x078A46E2L},{18446744073709551615UL},{0xD9A2E631L},{18446744073709551614UL}},{{0xFDD8A1F4L},{0x078A46E2L},{0x078A46E2L},{0xFDD8A1F4L},{18446744073709551614UL},{0xD9A2E631L},{18446744073709551615UL},{0x078A46E2L},{0xD9A2E631L},{0x03B6C18EL}},{{0xD9A2E631L},{0x078A46E2L},{18446744073709551615UL},{0xD9A2E631L},{18446744073709551614UL},{0xFDD8A1F4L},{0x078A46E2L},{0x078A46E2L},{0xFDD8A1F4L},{18446744073709551614UL}}};
        int32_t l_220 = (-7L);
        int32_t **l_230 = &l_124;
        int i, j, k;
        for (p_34 = 4; (p_34 >= 1); p_34 -= 1)
        { /* block id: 8 */
            int8_t l_47[3][9] = {{0xD1L,0xD1L,0xD1L,0xD1L,0xD1L,0xD1L,0xD1L,0xD1L,0xD1L},{(-1L),0L,(-1L),0L,(-1L),0L,(-1L),0L,(-1L)},{0xD1L,0xD1L,0xD1L,0xD1L,0xD1L,0xD1L,0xD1L,0xD1L,0xD1L}};
            int32_t l_54 = (-7L);
            int64_t *l_86[10];
            uint8_t l_125 = 1UL;
            int32_t l_148 = (-1L);
            int64_t *l_158 = &g_87[3][8][0];
            int32_t l_187 = 0x07C83248L;
            int64_t **l_197 = &l_158;
            uint16_t **l_236 = &l_228;
            int32_t *l_239[9][3][3] = {{{&l_105,&l_187,&l_183},{&l_105,&g_46,&l_183},{(void*)0,&l_184[1],(void*)0}},{{&l_183,&g_46,&l_105},{&l_183,&l_187,&l_105},{&l_54,&l_183,(void*)0}},{{&l_183,&l_183,&l_183},{&l_54,&l_183,&l_184[1]},{&l_184[1],&l_183,&l_105}},{{&l_183,(void*)0,(void*)0},{&g_46,&l_184[1],&l_105},{(void*)0,&l_54,&l_184[1]}},{{(void*)0,&l_183,&l_183},{&g_46,&g_177,&g_46},{&l_183,&l_183,(void*)0}},{{&l_184[1],&l_54,(void*)0},{&l_105,&l_184[1],&g_46},{(void*)0,(void*)0,&l_183}},{{&l_105,&l_183,&l_184[1]},{&l_184[1],&l_183,&l_105},{&l_183,(void*)0,(void*)0}},{{&g_46,&l_184[1],&l_105},{(void*)0,&l_54,&l_184[1]},{(void*)0,&l_183,&l_183}},{{&g_46,&g_177,&g_46},{&l_183,&l_183,(void*)0},{&l_184[1],&l_54,(void*)0}}};
            int i, j, k;
            for (i = 0; i < 10; i++)
                l_86[i] = &g_87[2][8][1];
            for (p_37 = 4; (p_37 >= 0); p_37 -= 1)
            { /* block id: 11 */
                int i;
                if (l_44[g_43])
                { /* block id: 12 */
                    int32_t *l_45 = &g_46;
                    int32_t *l_48 = (void*)0;
                    int32_t *l_49 = (void*)0;
                    int32_t *l_50 = &g_46;
                    int32_t *l_51 = &g_46;
                    int32_t *l_52 = &g_46;
                    int32_t *l_53 = (void*)0;
                    int32_t *l_55 = &l_54;
                    int32_t *l_56 = (void*)0;
                    int32_t *l_57 = &g_46;
                    int32_t *l_58[7] = {&l_54,&l_54,&l_54,&l_54,&l_54,&l_54,&l_54};
                    int32_t l_59 = (-10L);
                    int i;
                    g_61[5][4][1]++;
                    if (g_14)
                        break;
                }
                else
                { /* block id: 15 */
                    int32_t *l_64[7];
                    uint16_t *l_71 = (void*)0;
                    uint16_t *l_72 = (void*)0;
                    uint16_t *l_73 = &g_74;
                    int i;
                    for (i = 0; i < 7; i++)
                        l_64[i] = &l_60;
                    g_46 = 0x9032B814L;
                    g_46 = 5L;
                    if (g_61[1][3][3])
                        break;
                    l_60 = (((safe_lshift_func_uint8_t_u_u(l_67, (safe_lshift_func_uint8_t_u_s(((void*)0 != l_70), 7)))) ^ ((*l_73) |= g_61[4][2][4])) ^ (((safe_div_func_int64_t_s_s((safe_add_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((l_70 != (void*)0), ((p_34 , g_46) >= 0x56B0C4F5L))), 7)), p_34)), 1UL)) & l_44[g_43]) ^ g_46));
                }
                if (l_83)
                    break;
                (*g_84) ^= l_54;
            }
            if (((p_35 | l_54) | (l_83 = (((-3L) <= (p_34 < p_36)) <= (g_46 != (l_85 = 0xB595L))))))
            { /* block id: 27 */
                int8_t *l_106 = &l_47[2][4];
                int32_t *l_107 = &g_46;
                uint16_t *l_149 = (void*)0;
                int64_t *l_159[7];
                uint8_t *l_164 = &l_125;
                int16_t *l_173 = &g_174;
                int i;
                for (i = 0; i < 7; i++)
                    l_159[i] = &g_87[7][7][1];
                for (p_37 = 0; (p_37 <= 4); p_37 += 1)
                { /* block id: 30 */
                    return p_33;
                }
                if ((((safe_lshift_func_uint16_t_u_s(((~((safe_sub_func_int32_t_s_s(((*l_107) |= ((safe_add_func_uint32_t_u_u((3UL || (g_95 |= l_60)), (((p_34 || (safe_sub_func_int16_t_s_s((+(0UL ^ (safe_add_func_int32_t_s_s(l_60, (0xF2L || ((*l_106) = ((l_105 = (safe_add_func_int8_t_s_s((safe_rshift_func_int8_t_s_u(p_34, p_35)), g_87[8][8][0]))) >= 1L))))))), g_87[3][9][0]))) > 8UL) || g_14))) == 0x84F1L)), g_74)) || p_33)) & l_83), 5)) <= p_35) >= g_14))
                { /* block id: 37 */
                    (*l_107) = p_37;
                }
                else
                { /* block id: 39 */
                    int32_t l_121 = 0x79F8D1BEL;
                    int32_t **l_122 = (void*)0;
                    int32_t **l_123[6][3] = {{(void*)0,&l_107,(void*)0},{(void*)0,&l_107,(void*)0},{(void*)0,&l_107,(void*)0},{(void*)0,&l_107,(void*)0},{(void*)0,&l_107,(void*)0},{(void*)0,&l_107,(void*)0}};
                    uint8_t *l_147 = &l_125;
                    int i, j;
                    g_84 = (l_124 = (((safe_sub_func_int32_t_s_s((l_47[1][1] ^ ((g_14 < (safe_sub_func_int8_t_s_s(p_37, g_61[5][4][1]))) , (g_120 = (safe_lshift_func_int16_t_s_s(((g_74 , ((safe_div_func_int8_t_s_s((safe_add_func_int8_t_s_s(0x96L, (((safe_div_func_int16_t_s_s((l_47[1][1] , p_35), p_33)) & p_34) & g_74))), g_87[3][1][0])) ^ p_36)) ^ p_35), 15))))), l_121)) && 3UL) , &g_46));
                    l_125++;
                    (*l_107) ^= (~(p_35 <= (0UL || (~(safe_mod_func_int16_t_s_s((safe_add_func_int16_t_s_s(((safe_add_func_int16_t_s_s((l_148 ^= ((safe_mod_func_uint8_t_u_u(((*l_147) = (safe_mod_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(((l_54 < ((p_36 >= (((safe_lshift_func_uint8_t_u_u((safe_sub_func_int16_t_s_s((-3L), ((+g_95) & l_85))), 6)) || p_35) , 2L)) >= 0x7D0CF733L)) | 18446744073709551609UL), g_61[6][2][4])), g_120))), l_83)) <= g_14)), p_34)) , g_61[6][3][1]), g_43)), l_47[1][1]))))));
                }
                for (l_83 = 4; (l_83 >= 0); l_83 -= 1)
                { /* block id: 50 */
                    uint16_t *l_152 = &g_120;
                    uint16_t **l_151 = &l_152;
                    int32_t l_155[10][4] = {{0xD5ECC4D8L,0xD5ECC4D8L,0xA89F6E7EL,1L},{0x7BF9FC00L,1L,0x7BF9FC00L,0xA89F6E7EL},{0x7BF9FC00L,0xA89F6E7EL,0xA89F6E7EL,0x7BF9FC00L},{0xD5ECC4D8L,0xA89F6E7EL,1L,0xA89F6E7EL},{0xA89F6E7EL,1L,1L,1L},{0xD5ECC4D8L,0xD5ECC4D8L,0xA89F6E7EL,1L},{0x7BF9FC00L,1L,0x7BF9FC00L,0xA89F6E7EL},{0x7BF9FC00L,0xA89F6E7EL,0xA89F6E7EL,0x7BF9FC00L},{0xD5ECC4D8L,0xA89F6E7EL,1L,0xA89F6E7EL},{0xA89F6E7EL,1L,1L,1L}};
                    int64_t **l_157 = &l_86[3];
                    int i, j;
                    (*l_124) ^= (((g_150[6][0][8] = l_149) == ((*l_151) = (void*)0)) | ((safe_lshift_func_int16_t_s_u(l_155[0][2], 4)) , (((*l_157) = l_156) != (l_159[6] = l_158))));
                    if (p_37)
                        break;
                }
                (*g_176) = ((0x2F05L & (((((&g_61[5][3][1] == &g_61[5][4][1]) | ((*l_158) = ((safe_lshift_func_uint8_t_u_u(((*l_107) = (safe_mul_func_uint16_t_u_u(((--(*l_164)) <= (-4L)), 0x5EEEL))), (l_175 = ((safe_add_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(0L, ((*l_173) = (safe_div_func_uint8_t_u_u((&l_159[6] == (void*)0), g_87[8][7][0]))))), 0UL)) | 6L)))) ^ g_95))) && 7UL) && (*l_107)) || 7L)) , (*g_84));
            }
            else
            { /* block id: 64 */
                int16_t l_185 = 0x45DAL;
                int32_t l_186 = (-4L);
                for (g_95 = 0; (g_95 <= 4); g_95 += 1)
                { /* block id: 67 */
                    int32_t *l_180 = &l_60;
                    int32_t *l_181 = &g_46;
                    int32_t *l_182[6] = {&l_60,&l_60,&l_83,&l_60,&l_60,&l_83};
                    int i;
                    (*g_178) = &p_34;
                    ++g_188[2];
                    l_186 &= l_175;
                    (*l_124) = ((0x6E32179438D6BD40LL != g_14) && (safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s((0x73E69D14L || l_185), 7)), 4)));
                }
            }
            if (((*g_176) = (((safe_sub_func_uint8_t_u_u(0xD3L, ((((*l_197) = &g_95) != (void*)0) , ((((l_44[g_43] = (safe_rshift_func_uint8_t_u_u(0xCAL, ((((safe_div_func_int64_t_s_s(g_43, ((*l_124) = ((*l_124) && (((((*l_197) = ((safe_lshift_func_int8_t_s_s(p_34, g_43)) , (void*)0)) == &g_87[1][3][0]) < 0L) & 0x11L))))) < p_36) || p_36) > p_34)))) != p_35) ^ g_204) & g_177)))) < 0x91D4E822L) < l_85)))
            { /* block id: 79 */
                uint8_t l_209 = 0x28L;
                int32_t *l_212 = &l_54;
                int32_t *l_213 = &g_46;
                int32_t *l_214 = &l_184[2];
                int32_t *l_215 = &l_184[1];
                int32_t *l_216 = &l_184[1];
                int32_t *l_217 = &l_184[1];
                int32_t *l_218 = &l_184[1];
                int32_t *l_219[1];
                int8_t *l_229[3];
                int i;
                for (i = 0; i < 1; i++)
                    l_219[i] = (void*)0;
                for (i = 0; i < 3; i++)
                    l_229[i] = &l_47[2][7];
                for (l_54 = 0; (l_54 <= 2); l_54 += 1)
                { /* block id: 82 */
                    int32_t *l_208[10] = {(void*)0,&g_46,(void*)0,(void*)0,&g_46,(void*)0,&g_46,(void*)0,(void*)0,&g_46};
                    int i;
                    if (l_44[p_34])
                        break;
                    l_205[0][6][0]++;
                    l_209++;
                }
                g_221++;
                (*l_218) |= (((g_224 , (((((g_224 , l_148) <= (+(((((safe_mul_func_uint8_t_u_u((l_228 == (void*)0), ((&g_43 == l_229[1]) && 8L))) < g_14) , &l_228) != (void*)0) || p_37))) , l_230) == (void*)0) > (*g_179))) < g_188[2]) > 1UL);
            }
            else
            { /* block id: 89 */
                for (l_183 = 0; (l_183 < (-3)); l_183 = safe_sub_func_int16_t_s_s(l_183, 6))
                { /* block id: 92 */
                    uint32_t l_233 = 0xF810B9F6L;
                    return l_233;
                }
                (**l_230) ^= ((safe_lshift_func_int8_t_s_u(((l_148 = p_35) | 0xFDFE881F7A3D568ALL), g_224.f5)) || p_35);
                (*g_237) = l_236;
                if ((*g_176))
                    break;
            }
            --g_240;
        }
        return l_44[g_43];
    }
    if (p_35)
    { /* block id: 104 */
        int16_t l_246[2];
        int32_t l_247 = 6L;
        uint16_t ***l_270 = &g_238[5][3][2];
        uint16_t **l_290 = (void*)0;
        int32_t l_323 = 0L;
        int32_t l_325[1][3];
        int i, j;
        for (i = 0; i < 2; i++)
            l_246[i] = 4L;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 3; j++)
                l_325[i][j] = 0L;
        }
        for (g_95 = 0; (g_95 >= 13); g_95++)
        { /* block id: 107 */
            int32_t *l_245[4] = {&g_177,&g_177,&g_177,&g_177};
            uint8_t *l_316 = &g_221;
            uint16_t ***l_320 = &g_238[6][5][2];
            int32_t ***l_351 = (void*)0;
            int32_t **l_353 = &l_245[2];
            int32_t ***l_352[8][5] = {{&l_353,&l_353,&l_353,&l_353,&l_353},{&l_353,&l_353,&l_353,&l_353,&l_353},{(void*)0,&l_353,&l_353,&l_353,(void*)0},{&l_353,&l_353,&l_353,(void*)0,&l_353},{&l_353,&l_353,&l_353,(void*)0,(void*)0},{&l_353,&l_353,&l_353,&l_353,&l_353},{&l_353,(void*)0,&l_353,&l_353,(void*)0},{&l_353,&l_353,&l_353,&l_353,&l_353}};
            int8_t l_355 = (-10L);
            uint32_t l_356[8][10][3] = {{{1UL,7UL,0x9F2604A9L},{0xA4210C70L,0x638D83F1L,0x1EA8057FL},{0x638D83F1L,0UL,7UL},{4UL,4UL,1UL},{4294967295UL,4UL,7UL},{0x919C03BFL,4294967295UL,7UL},{0x5A8E0341L,4294967295UL,1UL},{0UL,0x919C03BFL,7UL},{4UL,6UL,7UL},{4294967295UL,0x5A8E0341L,1UL}},{{6UL,0xB77AD3F3L,7UL},{0xB77AD3F3L,0UL,7UL},{4UL,4UL,1UL},{4294967295UL,4UL,7UL},{0x919C03BFL,4294967295UL,7UL},{0x5A8E0341L,4294967295UL,1UL},{0UL,0x919C03BFL,7UL},{4UL,6UL,7UL},{4294967295UL,0x5A8E0341L,1UL},{6UL,0xB77AD3F3L,7UL}},{{0xB77AD3F3L,0UL,7UL},{4UL,4UL,1UL},{4294967295UL,4UL,7UL},{0x919C03BFL,4294967295UL,7UL},{0x5A8E0341L,4294967295UL,1UL},{0UL,0x919C03BFL,7UL},{4UL,6UL,7UL},{4294967295UL,0x5A8E0341L,1UL},{6UL,0xB77AD3F3L,7UL},{0xB77AD3F3L,0UL,7UL}},{{4UL,4UL,1UL},{4294967295UL,4UL,7UL},{0x919C03BFL,4294967295UL,7UL},{0x5A8E0341L,4294967295UL,1UL},{0UL,0x919C03BFL,7UL},{4UL,6UL,7UL},{4294967295UL,0x5A8E0341L,1UL},{6UL,0xB77AD3F3L,7UL},{0xB77AD3F3L,0UL,7UL},{4UL,4UL,1UL}},{{4294967295UL,4UL,7UL},{0x919C03BFL,4294967295UL,7UL},{0x5A8E0341L,4294967295UL,1UL},{0UL,0x919C03BFL,7UL},{4UL,6UL,7UL},{4294967295UL,0x5A8E0341L,1UL},{6UL,0xB77AD3F3L,7UL},{0xB77AD3F3L,0UL,7UL},{4UL,4UL,1UL},{4294967295UL,4UL,7UL}},{{0x919C03BFL,4294967295UL,7UL},{0x5A8E0341L,4294967295UL,1UL},{0UL,0x919C03BFL,7UL},{4UL,6UL,7UL},{4294967295UL,0x5A8E0341L,1UL},{6UL,0xB77AD3F3L,7UL},{0xB77AD3F3L,0UL,7UL},{4UL,4UL,1UL},{4294967295UL,4UL,7UL},{0x919C03BFL,4294967295UL,7UL}},{{0x5A8E0341L,4294967295UL,1UL},{0UL,0x919C03BFL,7UL},{4UL,6UL,7UL},{4294967295UL,0x5A8E0341L,1UL},{6UL,0xB77AD3F3L,7UL},{0xB77AD3F3L,0UL,7UL},{1UL,1UL,4294967295UL},{0x5781F09EL,0x1EA8057FL,0x5A8E0341L},{4294967291UL,0x5781F09EL,0x5A8E0341L},{0UL,1UL,4294967295UL}},{{1UL,4294967291UL,0x5A8E0341L},{0x1EA8057FL,0x6019718AL,0x5A8E0341L},{1UL,0UL,4294967295UL},{0x6019718AL,0x9F2604A9L,0x5A8E0341L},{0x9F2604A9L,1UL,0x5A8E0341L},{1UL,1UL,4294967295UL},{0x5781F09EL,0x1EA8057FL,0x5A8E0341L},{4294967291UL,0x5781F09EL,0x5A8E0341L},{0UL,1UL,4294967295UL},{1UL,4294967291UL,0x5A8E0341L}}};
            int i, j, k;
            l_248[7][5][1]++;
        }
        for (l_60 = 0; (l_60 != (-30)); --l_60)
        { /* block id: 168 */
            int8_t l_378 = 0x8EL;
            if ((safe_lshift_func_uint16_t_u_u(((safe_add_func_int32_t_s_s(((p_35 , (l_378 = 251UL)) , (safe_mod_func_int8_t_s_s((((+0xA2L) != (p_34 >= l_378)) , l_378), (safe_sub_func_uint16_t_u_u((safe_div_func_int8_t_s_s(((*l_270) != (void*)0), (-3L))), p_34))))), g_365[0].f4)) , p_37), 2)))
            { /* block id: 170 */
                (*l_354) = (*g_178);
            }
            else
            { /* block id: 172 */
                uint16_t *** const  volatile *l_387[6] = {&g_237,&g_237,&g_237,&g_237,&g_237,&g_237};
                uint16_t *** const  volatile **l_386 = &l_387[1];
                int i;
                (*l_386) = &g_237;
            }
        }
        (**l_354) = p_34;
        for (g_95 = 3; (g_95 > (-19)); --g_95)
        { /* block id: 179 */
            return g_335;
        }
    }
    else
    { /* block id: 182 */
        int16_t l_394[5] = {(-7L),(-7L),(-7L),(-7L),(-7L)};
        int64_t *l_398[3];
        int16_t *l_400[7] = {&g_174,&l_394[3],&g_174,&g_174,&l_394[3],&g_174,&g_174};
        int32_t l_401 = 0xD7263A5EL;
        int32_t l_402 = 0x9DB1F582L;
        int32_t *l_403 = &l_60;
        int32_t *l_404 = &l_184[1];
        int32_t *l_405 = &l_184[1];
        int32_t *l_406 = &l_184[1];
        int32_t *l_407 = (void*)0;
        int32_t *l_408 = &l_184[1];
        int32_t *l_409 = &g_46;
        int32_t *l_410 = (void*)0;
        int32_t *l_411 = (void*)0;
        int32_t *l_412 = &l_60;
        int32_t *l_413[9][4][1] = {{{(void*)0},{&g_177},{(void*)0},{&l_401}},{{(void*)0},{&l_184[2]},{(void*)0},{&l_401}},{{(void*)0},{&g_177},{(void*)0},{&l_184[2]}},{{&l_105},{&l_105},{(void*)0},{&l_105}},{{&l_105},{&l_184[2]},{(void*)0},{&g_177}},{{(void*)0},{&l_401},{(void*)0},{&l_184[2]}},{{(void*)0},{&l_401},{(void*)0},{&g_177}},{{(void*)0},{&l_184[2]},{&l_105},{&l_105}},{{(void*)0},{&l_105},{&l_105},{&l_184[2]}}};
        uint8_t l_414 = 0x9FL;
        uint8_t *l_420 = &l_414;
        uint8_t **l_419[8][4][4] = {{{&l_420,&l_420,&l_420,&l_420},{&l_420,(void*)0,(void*)0,&l_420},{&l_420,&l_420,&l_420,&l_420},{&l_420,(void*)0,&l_420,&l_420}},{{&l_420,&l_420,&l_420,&l_420},{(void*)0,(void*)0,&l_420,&l_420},{&l_420,&l_420,&l_420,&l_420},{(void*)0,(void*)0,&l_420,(void*)0}},{{&l_420,&l_420,&l_420,&l_420},{&l_420,&l_420,&l_420,(void*)0},{&l_420,(void*)0,(void*)0,&l_420},{&l_420,&l_420,&l_420,&l_420}},{{&l_420,(void*)0,(void*)0,&l_420},{&l_420,&l_420,&l_420,&l_420},{&l_420,(void*)0,&l_420,&l_420},{&l_420,&l_420,&l_420,&l_420}},{{(void*)0,(void*)0,&l_420,&l_420},{&l_420,&l_420,&l_420,&l_420},{(void*)0,(void*)0,&l_420,(void*)0},{&l_420,&l_420,&l_420,&l_420}},{{&l_420,&l_420,&l_420,(void*)0},{&l_420,(void*)0,(void*)0,&l_420},{&l_420,&l_420,&l_420,&l_420},{&l_420,(void*)0,(void*)0,(void*)0}},{{(void*)0,&l_420,(void*)0,&l_420},{(void*)0,&l_420,(void*)0,&l_420},{(void*)0,&l_420,(void*)0,(void*)0},{&l_420,&l_420,&l_420,&l_420}},{{&l_420,&l_420,&l_420,(void*)0},{&l_420,&l_420,(void*)0,&l_420},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&l_420}}};
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_398[i] = &g_87[8][2][0];
        (*l_354) = (((*l_124) = (safe_mod_func_uint32_t_u_u(((((safe_add_func_uint32_t_u_u(l_394[1], g_224.f2)) > (((*l_371) = g_312[6][4]) >= (safe_rshift_func_int16_t_s_u((l_401 &= (((+(l_398[0] == &g_87[2][8][1])) , l_399) == (*l_354))), (*l_124))))) , p_36) || l_402), p_37))) , (*g_178));
        --l_414;
        (*l_404) = (1UL == (safe_lshift_func_int8_t_s_u(((&l_248[3][3][2] != (l_421[2] = &g_221)) || 1UL), 3)));
    }
    return g_74;
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
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_46, "g_46", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_61[i][j][k], "g_61[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_74, "g_74", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_87[i][j][k], "g_87[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_120, "g_120", print_hash_value);
    transparent_crc(g_174, "g_174", print_hash_value);
    transparent_crc(g_177, "g_177", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_188[i], "g_188[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_204, "g_204", print_hash_value);
    transparent_crc(g_221, "g_221", print_hash_value);
    transparent_crc(g_224.f0, "g_224.f0", print_hash_value);
    transparent_crc(g_224.f1, "g_224.f1", print_hash_value);
    transparent_crc(g_224.f2, "g_224.f2", print_hash_value);
    transparent_crc(g_224.f3, "g_224.f3", print_hash_value);
    transparent_crc(g_224.f4, "g_224.f4", print_hash_value);
    transparent_crc(g_224.f5, "g_224.f5", print_hash_value);
    transparent_crc(g_240, "g_240", print_hash_value);
    transparent_crc(g_288.f0, "g_288.f0", print_hash_value);
    transparent_crc(g_288.f1, "g_288.f1", print_hash_value);
    transparent_crc(g_288.f2, "g_288.f2", print_hash_value);
    transparent_crc(g_288.f3, "g_288.f3", print_hash_value);
    transparent_crc(g_288.f4, "g_288.f4", print_hash_value);
    transparent_crc(g_288.f5, "g_288.f5", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_312[i][j], "g_312[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_333, "g_333", print_hash_value);
    transparent_crc(g_334, "g_334", print_hash_value);
    transparent_crc(g_335, "g_335", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_365[i].f0, "g_365[i].f0", print_hash_value);
        transparent_crc(g_365[i].f1, "g_365[i].f1", print_hash_value);
        transparent_crc(g_365[i].f2, "g_365[i].f2", print_hash_value);
        transparent_crc(g_365[i].f3, "g_365[i].f3", print_hash_value);
        transparent_crc(g_365[i].f4, "g_365[i].f4", print_hash_value);
        transparent_crc(g_365[i].f5, "g_365[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_486, "g_486", print_hash_value);
    transparent_crc(g_491, "g_491", print_hash_value);
    transparent_crc(g_492, "g_492", print_hash_value);
    transparent_crc(g_496, "g_496", print_hash_value);
    transparent_crc(g_571.f0, "g_571.f0", print_hash_value);
    transparent_crc(g_571.f1, "g_571.f1", print_hash_value);
    transparent_crc(g_571.f2, "g_571.f2", print_hash_value);
    transparent_crc(g_571.f3, "g_571.f3", print_hash_value);
    transparent_crc(g_571.f4, "g_571.f4", print_hash_value);
    transparent_crc(g_571.f5, "g_571.f5", print_hash_value);
    transparent_crc(g_627, "g_627", print_hash_value);
    transparent_crc(g_628, "g_628", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_668[i], "g_668[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_670, "g_670", print_hash_value);
    transparent_crc(g_709, "g_709", print_hash_value);
    transparent_crc(g_772, "g_772", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_773[i][j], "g_773[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_812.f0, "g_812.f0", print_hash_value);
    transparent_crc(g_812.f1, "g_812.f1", print_hash_value);
    transparent_crc(g_812.f2, "g_812.f2", print_hash_value);
    transparent_crc(g_812.f3, "g_812.f3", print_hash_value);
    transparent_crc(g_812.f4, "g_812.f4", print_hash_value);
    transparent_crc(g_812.f5, "g_812.f5", print_hash_value);
    transparent_crc(g_853, "g_853", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 187
   depth: 1, occurrence: 4
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 6
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 1
XXX volatile bitfields defined in structs: 3
XXX structs with bitfields in the program: 6
breakdown:
   indirect level: 0, occurrence: 4
   indirect level: 1, occurrence: 1
   indirect level: 2, occurrence: 1
XXX full-bitfields structs in the program: 4
breakdown:
   indirect level: 0, occurrence: 4
XXX times a bitfields struct's address is taken: 4
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 6
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 26

XXX max expression depth: 42
breakdown:
   depth: 1, occurrence: 137
   depth: 2, occurrence: 24
   depth: 3, occurrence: 2
   depth: 4, occurrence: 3
   depth: 5, occurrence: 1
   depth: 6, occurrence: 3
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 2
   depth: 12, occurrence: 2
   depth: 13, occurrence: 1
   depth: 14, occurrence: 2
   depth: 15, occurrence: 1
   depth: 16, occurrence: 2
   depth: 17, occurrence: 2
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 21, occurrence: 2
   depth: 22, occurrence: 2
   depth: 24, occurrence: 1
   depth: 25, occurrence: 2
   depth: 26, occurrence: 1
   depth: 28, occurrence: 1
   depth: 30, occurrence: 1
   depth: 37, occurrence: 1
   depth: 42, occurrence: 1

XXX total number of pointers: 206

XXX times a variable address is taken: 441
XXX times a pointer is dereferenced on RHS: 58
breakdown:
   depth: 1, occurrence: 54
   depth: 2, occurrence: 4
XXX times a pointer is dereferenced on LHS: 114
breakdown:
   depth: 1, occurrence: 103
   depth: 2, occurrence: 11
XXX times a pointer is compared with null: 23
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 7
XXX times a pointer is qualified to be dereferenced: 1446

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 294
   level: 2, occurrence: 55
   level: 3, occurrence: 20
   level: 4, occurrence: 4
   level: 5, occurrence: 4
XXX number of pointers point to pointers: 79
XXX number of pointers point to scalars: 126
XXX number of pointers point to structs: 1
XXX percent of pointers has null in alias set: 33.5
XXX average alias set size: 1.39

XXX times a non-volatile is read: 540
XXX times a non-volatile is write: 322
XXX times a volatile is read: 53
XXX    times read thru a pointer: 3
XXX times a volatile is write: 19
XXX    times written thru a pointer: 5
XXX times a volatile is available for access: 352
XXX percentage of non-volatile access: 92.3

XXX forward jumps: 1
XXX backward jumps: 2

XXX stmts: 128
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 14
   depth: 1, occurrence: 22
   depth: 2, occurrence: 23
   depth: 3, occurrence: 37
   depth: 4, occurrence: 32

XXX percentage a fresh-made variable is used: 20.9
XXX percentage an existing variable is used: 79.1
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

