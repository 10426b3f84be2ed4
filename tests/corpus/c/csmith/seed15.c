/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 15 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      15
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   uint16_t  f0;
   volatile int8_t * const  volatile  f1;
   unsigned f2 : 22;
   int64_t  f3;
   volatile int16_t  f4;
};

union U1 {
   volatile unsigned f0 : 4;
   volatile uint64_t  f1;
   const uint32_t  f2;
   const uint32_t  f3;
};

union U2 {
   volatile int8_t * const  volatile  f0;
   int64_t  f1;
   volatile int32_t  f2;
   uint8_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static uint16_t g_8 = 0xCFAFL;
static int16_t g_10 = 0xF996L;
static volatile int16_t *g_24 = (void*)0;
static int32_t g_41 = 0xBBBBFEFAL;
static volatile int32_t g_53[8][1][8] = {{{0xD890AAF7L,0x3D46409EL,0xD890AAF7L,0xD890AAF7L,0x3D46409EL,0xD890AAF7L,0xD890AAF7L,0x3D46409EL}},{{0x3D46409EL,0xD890AAF7L,0xD890AAF7L,0x3D46409EL,0xD890AAF7L,0xD890AAF7L,0x3D46409EL,0xD890AAF7L}},{{0x3D46409EL,0x3D46409EL,0x8C33196AL,0x3D46409EL,0x3D46409EL,0x8C33196AL,0x3D46409EL,0x3D46409EL}},{{0xD890AAF7L,0x3D46409EL,0xD890AAF7L,0xD890AAF7L,0x3D46409EL,0xD890AAF7L,0xD890AAF7L,0x3D46409EL}},{{0x3D46409EL,0xD890AAF7L,0xD890AAF7L,0x3D46409EL,0xD890AAF7L,0xD890AAF7L,0x3D46409EL,0xD890AAF7L}},{{0x3D46409EL,0x3D46409EL,0x8C33196AL,0x3D46409EL,0x3D46409EL,0x8C33196AL,0xD890AAF7L,0xD890AAF7L}},{{0x8C33196AL,0xD890AAF7L,0x8C33196AL,0x8C33196AL,0xD890AAF7L,0x8C33196AL,0x8C33196AL,0xD890AAF7L}},{{0xD890AAF7L,0x8C33196AL,0x8C33196AL,0xD890AAF7L,0x8C33196AL,0x8C33196AL,0xD890AAF7L,0x8C33196AL}}};
static uint8_t g_56 = 0xC6L;
static int8_t g_60 = 0x40L;
static int8_t * volatile g_59[10] = {&g_60,&g_60,&g_60,&g_60,&g_60,&g_60,&g_60,&g_60,&g_60,&g_60};
static const int16_t g_62 = 0xEAA9L;
static const int16_t *g_61 = &g_62;
static int16_t g_65 = (-9L);
static const union U0 g_67 = {0x7FAEL};/* VOLATILE GLOBAL g_67 */
static volatile union U1 g_70 = {0x73003F86L};/* VOLATILE GLOBAL g_70 */
static volatile uint32_t g_80 = 0xD994868BL;/* VOLATILE GLOBAL g_80 */
static uint32_t g_84 = 0x2AB26C3AL;
static uint32_t *g_86 = &g_84;
static int32_t *g_89[8] = {&g_41,&g_41,&g_41,&g_41,&g_41,&g_41,&g_41,&g_41};
static int32_t ** const  volatile g_88[3][9][2] = {{{&g_89[1],&g_89[7]},{&g_89[4],&g_89[7]},{&g_89[7],&g_89[2]},{&g_89[7],&g_89[1]},{&g_89[7],&g_89[1]},{&g_89[7],&g_89[2]},{&g_89[7],&g_89[7]},{&g_89[4],&g_89[7]},{&g_89[1],(void*)0}},{{&g_89[7],&g_89[7]},{(void*)0,&g_89[1]},{&g_89[7],&g_89[4]},{&g_89[7],&g_89[7]},{&g_89[2],&g_89[7]},{&g_89[1],&g_89[7]},{&g_89[1],&g_89[7]},{&g_89[2],&g_89[7]},{&g_89[7],&g_89[4]}},{{&g_89[7],&g_89[1]},{(void*)0,&g_89[7]},{&g_89[7],(void*)0},{&g_89[1],&g_89[7]},{&g_89[4],&g_89[7]},{&g_89[7],&g_89[2]},{&g_89[7],&g_89[1]},{&g_89[7],&g_89[1]},{&g_89[7],&g_89[2]}}};
static int64_t g_105 = 0L;
static union U2 g_111[1] = {{0}};
static int32_t **g_136 = &g_89[5];
static int32_t ***g_135 = &g_136;
static int32_t **** volatile g_134 = &g_135;/* VOLATILE GLOBAL g_134 */
static volatile union U2 g_145 = {0};/* VOLATILE GLOBAL g_145 */
static volatile int32_t g_168 = 0xE894D084L;/* VOLATILE GLOBAL g_168 */
static uint64_t g_204 = 0xFC520527F5A8CC3ELL;
static const int32_t g_213 = 0xECB1D280L;
static union U0 g_217 = {0UL};/* VOLATILE GLOBAL g_217 */
static union U0 *g_219 = (void*)0;
static union U0 ** volatile g_218 = &g_219;/* VOLATILE GLOBAL g_218 */
static int16_t g_243 = 0xB1E6L;
static int8_t g_245[7] = {0L,0L,0L,0L,0L,0L,0L};
static int8_t *g_244 = &g_245[6];
static int16_t **g_249 = (void*)0;
static const volatile int16_t g_251 = 0x3499L;/* VOLATILE GLOBAL g_251 */
static int16_t *g_255 = &g_65;
static int16_t **g_254[6][3] = {{&g_255,&g_255,&g_255},{(void*)0,&g_255,(void*)0},{&g_255,&g_255,&g_255},{&g_255,&g_255,&g_255},{&g_255,&g_255,&g_255},{(void*)0,&g_255,(void*)0}};
static int16_t **g_256 = &g_255;
static volatile union U0 g_263 = {0xF607L};/* VOLATILE GLOBAL g_263 */
static union U0 g_280[5][8] = {{{0xB14CL},{65535UL},{0xB14CL},{5UL},{0x00A9L},{0x00A9L},{5UL},{0xB14CL}},{{65535UL},{65535UL},{0x00A9L},{0xFA2EL},{0UL},{0xFA2EL},{0x00A9L},{65535UL}},{{65535UL},{0xB14CL},{5UL},{0x00A9L},{0x00A9L},{5UL},{0xB14CL},{65535UL}},{{0xB14CL},{0xC933L},{65535UL},{0xFA2EL},{65535UL},{0xC933L},{0xB14CL},{0xB14CL}},{{0xC933L},{0xFA2EL},{5UL},{5UL},{0xFA2EL},{0xC933L},{0x00A9L},{0xC933L}}};
static volatile uint16_t g_344 = 65528UL;/* VOLATILE GLOBAL g_344 */
static uint8_t *g_355 = &g_56;
static uint8_t **g_354 = &g_355;
static uint8_t *** volatile g_353 = &g_354;/* VOLATILE GLOBAL g_353 */
static int32_t * const ** volatile * volatile g_371 = (void*)0;/* VOLATILE GLOBAL g_371 */
static union U1 g_417[10][5][5] = {{{{0x24FA4201L},{0x0F6F5ECDL},{4294967295UL},{4294967295UL},{0xE9EAA0E7L}},{{4294967295UL},{0UL},{0UL},{0x20353F72L},{4294967295UL}},{{0x0B8030F8L},{1UL},{0xE2C9A730L},{0xE2C9A730L},{1UL}},{{0UL},{0UL},{4294967286UL},{4294967295UL},{0x30717AA6L}},{{0xE2C9A730L},{0x0B8030F8L},{0x97416A41L},{0x50B78FBFL},{4294967292UL}}},{{{4294967286UL},{4294967291UL},{5UL},{0x9C2EAFB8L},{0x3335AE07L}},{{0xE2C9A730L},{0xBDBB1447L},{1UL},{0x30C6F659L},{4294967295UL}},{{0xD7C7DE63L},{0UL},{0x041452F6L},{0UL},{4294967292UL}},{{1UL},{0x2078EF1CL},{4294967295UL},{1UL},{0x30C6F659L}},{{0x20353F72L},{0UL},{0x435B4432L},{0UL},{0x8733E3E3L}}},{{{0x3E0653A8L},{0x5FD4228BL},{0x50B78FBFL},{0x498A7C6BL},{0x2E87FBA5L}},{{0x7582D03FL},{4294967286UL},{0UL},{0xBA2AB47AL},{0xBA2AB47AL}},{{1UL},{0x97416A41L},{1UL},{0x24FA4201L},{0x9DB3EB97L}},{{0x035692F8L},{4294967292UL},{4294967288UL},{2UL},{0x435B4432L}},{{4294967295UL},{0UL},{0x2E87FBA5L},{0x98158C7CL},{0xADA99CE6L}}},{{{4294967286UL},{1UL},{4294967288UL},{0x435B4432L},{3UL}},{{1UL},{1UL},{1UL},{0x7BADA4DBL},{0xBDBB1447L}},{{1UL},{0UL},{0UL},{5UL},{4294967286UL}},{{0x2078EF1CL},{0xADA99CE6L},{0x50B78FBFL},{2UL},{4294967295UL}},{{2UL},{0x30717AA6L},{0x435B4432L},{1UL},{0x9C2EAFB8L}}},{{{0x0B8030F8L},{4294967295UL},{4294967295UL},{4294967295UL},{0x5FD4228BL}},{{4294967292UL},{0x035692F8L},{0x041452F6L},{0x035692F8L},{4294967292UL}},{{0x30C6F659L},{0xEA284253L},{4294967289UL},{0xC6A03658L},{0xF8746CABL}},{{0x86856419L},{0xBA2AB47AL},{0UL},{2UL},{0x035692F8L}},{{0x97416A41L},{0x56BA58EEL},{0xADA99CE6L},{0xEA284253L},{0xF8746CABL}}},{{{7UL},{2UL},{0x8733E3E3L},{4294967286UL},{4294967292UL}},{{0xF8746CABL},{1UL},{0x56BA58EEL},{0x7D603B47L},{0x5FD4228BL}},{{0xF8D1277FL},{1UL},{0UL},{0x7582D03FL},{0x9C2EAFB8L}},{{0x03FE3654L},{0UL},{0x24FA4201L},{0x30C6F659L},{4294967295UL}},{{4294967295UL},{0x8C148BACL},{0UL},{4294967291UL},{4294967286UL}}},{{{0x50B78FBFL},{0xC6A03658L},{0xBDBB1447L},{1UL},{0xBDBB1447L}},{{0x58B39043L},{0x58B39043L},{4294967295UL},{0UL},{3UL}},{{0x1D9B2E1CL},{4294967289UL},{9UL},{4294967295UL},{0xADA99CE6L}},{{0UL},{0xF8D1277FL},{0x8C148BACL},{0x9C2EAFB8L},{0x435B4432L}},{{4294967295UL},{4294967289UL},{0x81098B15L},{1UL},{0x9DB3EB97L}}},{{{0UL},{0x58B39043L},{0x20353F72L},{0x4F5FCC2FL},{0xBA2AB47AL}},{{1UL},{0xC6A03658L},{0x03FE3654L},{0x6E0F4D78L},{0x2E87FBA5L}},{{0x5B65ADA8L},{0x8C148BACL},{0xA307D208L},{7UL},{0x8733E3E3L}},{{0x4A42099EL},{0UL},{0xE9EAA0E7L},{4294967289UL},{0x30C6F659L}},{{4294967286UL},{1UL},{4294967295UL},{2UL},{4294967292UL}}},{{{0x0F6F5ECDL},{1UL},{1UL},{0x0F6F5ECDL},{0x1D9B2E1CL}},{{4294967291UL},{2UL},{0x30717AA6L},{0x041452F6L},{4294967295UL}},{{0x24FA4201L},{0x56BA58EEL},{4294967292UL},{0UL},{1UL}},{{3UL},{0xBA2AB47AL},{0x3335AE07L},{0x041452F6L},{2UL}},{{0x7BADA4DBL},{0xEA284253L},{4294967295UL},{0x0F6F5ECDL},{0x6E0F4D78L}}},{{{4294967292UL},{0x7582D03FL},{4294967292UL},{4294967291UL},{1UL}},{{0x4A42099EL},{0x50B78FBFL},{0x30C6F659L},{4294967295UL},{0x56BA58EEL}},{{4294967295UL},{2UL},{0x8733E3E3L},{1UL},{0x4F5FCC2FL}},{{0x6E0F4D78L},{0xC6A03658L},{0x2E87FBA5L},{0x30C6F659L},{0x0F6F5ECDL}},{{4294967286UL},{0UL},{0xBA2AB47AL},{0xBA2AB47AL},{0UL}}}};
static union U0 g_421[4][9][7] = {{{{5UL},{0x8A88L},{0x2071L},{0x7871L},{0xB014L},{0xB014L},{0x7871L}},{{0xB13BL},{5UL},{0xB13BL},{65531UL},{0UL},{0x6FD3L},{65527UL}},{{5UL},{0x2A03L},{9UL},{0x4E37L},{0x0DFBL},{65535UL},{65526UL}},{{0x7AC3L},{0xF6EDL},{0x7799L},{0x0E77L},{0xB712L},{0x6FD3L},{65535UL}},{{1UL},{0x7AC3L},{0xDBA5L},{0UL},{0xBBB4L},{0xB014L},{0xF6EDL}},{{2UL},{0x6054L},{0UL},{65535UL},{3UL},{65535UL},{65526UL}},{{65535UL},{65535UL},{0x2004L},{0UL},{0x70AAL},{0x6C70L},{65535UL}},{{1UL},{7UL},{0xB712L},{65535UL},{65535UL},{65531UL},{0xDBA5L}},{{65535UL},{65535UL},{65530UL},{0xBBB4L},{2UL},{0UL},{65531UL}}},{{{1UL},{0x6FD3L},{0x6C08L},{65526UL},{0x7799L},{8UL},{65535UL}},{{0xB13BL},{0UL},{65534UL},{0x7799L},{65535UL},{0UL},{65535UL}},{{0x2717L},{0x281CL},{0UL},{7UL},{65535UL},{0UL},{65526UL}},{{0x949EL},{0xDBA5L},{0xB014L},{0x949EL},{0x7799L},{0x8A88L},{0x8EB1L}},{{0xC82AL},{0xA104L},{0x7E8EL},{0xBC3BL},{2UL},{0xB014L},{0UL}},{{65526UL},{65535UL},{9UL},{0UL},{65535UL},{65530UL},{5UL}},{{5UL},{0UL},{0x4E2AL},{0UL},{0x70AAL},{0x2071L},{65535UL}},{{0x2A47L},{65535UL},{0x7799L},{65534UL},{3UL},{0xE212L},{65535UL}},{{65526UL},{0UL},{65526UL},{0xBBB4L},{0xBBB4L},{65526UL},{0UL}}},{{{65535UL},{0UL},{0x2A47L},{0UL},{0xB712L},{65531UL},{65526UL}},{{1UL},{5UL},{65534UL},{8UL},{0x0DFBL},{65535UL},{0xDBA5L}},{{65531UL},{7UL},{0x14F6L},{0UL},{0UL},{65535UL},{2UL}},{{0x7AC3L},{0xDBA5L},{0UL},{0xBBB4L},{0xB014L},{0xF6EDL},{0x0E77L}},{{0x6C70L},{0xBBB4L},{0x2FF4L},{65534UL},{0x4E1CL},{8UL},{0xF6EDL}},{{65526UL},{0x4E1CL},{65527UL},{0UL},{0UL},{0xB33DL},{65534UL}},{{0x4E2AL},{65526UL},{65535UL},{0UL},{0x869FL},{65535UL},{0x6FD3L}},{{65526UL},{0xBC3BL},{1UL},{65534UL},{2UL},{65535UL},{9UL}},{{65535UL},{0UL},{65535UL},{0x2A47L},{65527UL},{0x949EL},{0xF6EDL}}},{{{0UL},{1UL},{0xD855L},{0xC374L},{0x65EBL},{65535UL},{65535UL}},{{65535UL},{0x2FF4L},{0xD855L},{0x48CFL},{65527UL},{0UL},{65530UL}},{{0x7E8EL},{0x7799L},{65535UL},{65531UL},{0x2004L},{2UL},{1UL}},{{1UL},{65535UL},{1UL},{1UL},{65535UL},{65529UL},{0x2071L}},{{65533UL},{0x6C08L},{65535UL},{0x869FL},{65534UL},{65535UL},{65535UL}},{{65527UL},{1UL},{0x8EB1L},{0x7E8EL},{0x49EEL},{0x0E77L},{0xBC3BL}},{{0x8A88L},{65535UL},{65527UL},{0x6FD3L},{0x65EBL},{0x8F53L},{0UL}},{{0UL},{0xBC3BL},{65535UL},{65535UL},{0xBC3BL},{0UL},{65535UL}},{{65534UL},{0xDBA5L},{0x4292L},{1UL},{0x6C70L},{0x4E1CL},{0x7E8EL}}}};
static union U0 g_422 = {65535UL};/* VOLATILE GLOBAL g_422 */
static union U1 *g_427 = &g_417[0][4][2];
static union U1 ** volatile g_426 = &g_427;/* VOLATILE GLOBAL g_426 */
static uint32_t g_436 = 8UL;
static union U0 g_457 = {65528UL};/* VOLATILE GLOBAL g_457 */
static volatile uint32_t g_462 = 0UL;/* VOLATILE GLOBAL g_462 */
static union U0 g_466 = {0x4E81L};/* VOLATILE GLOBAL g_466 */
static volatile union U2 g_495[10][1] = {{{0}},{{0}},{{0}},{{0}},{{0}},{{0}},{{0}},{{0}},{{0}},{{0}}};
static int32_t ***g_510[2] = {&g_136,&g_136};
static union U1 g_516[7] = {{0x05BF10E7L},{0x05BF10E7L},{0x05BF10E7L},{0x05BF10E7L},{0x05BF10E7L},{0x05BF10E7L},{0x05BF10E7L}};
static volatile union U0 g_517[9][6][4] = {{{{0x209AL},{0x1805L},{0xD8D1L},{2UL}},{{0xACD5L},{0x9D4AL},{0x0B3FL},{6UL}},{{8UL},{0UL},{0UL},{6UL}},{{0x2B81L},{0x9D4AL},{0xD8D0L},{2UL}},{{65528UL},{0x1805L},{0x5F04L},{0x5FE3L}},{{7UL},{5UL},{2UL},{65528UL}}},{{{0x2B81L},{0x5FE3L},{0x2B81L},{0xD8D0L}},{{0x9D4AL},{65535UL},{0x0B3FL},{7UL}},{{65535UL},{5UL},{0UL},{65535UL}},{{0x209AL},{65528UL},{0UL},{2UL}},{{65535UL},{6UL},{0x0B3FL},{0x9D4AL}},{{0x9D4AL},{0UL},{0x2B81L},{8UL}}},{{{0x2B81L},{8UL},{2UL},{2UL}},{{7UL},{7UL},{0x5F04L},{0xACD5L}},{{65528UL},{5UL},{0xD8D0L},{0x1805L}},{{0x2B81L},{0xACD5L},{0UL},{0xD8D0L}},{{8UL},{0xACD5L},{0x0B3FL},{0x1805L}},{{0xACD5L},{5UL},{0xD8D1L},{0xACD5L}}},{{{0x209AL},{7UL},{5UL},{2UL}},{{0x5FE3L},{8UL},{0x0B3FL},{8UL}},{{6UL},{0UL},{0x209AL},{0x9D4AL}},{{0x2B81L},{6UL},{0xB646L},{0x8072L}},{{0x2B81L},{0x209AL},{65528UL},{0UL}},{{0x2B81L},{0x4CFEL},{0xB646L},{0UL}}},{{{0xFB0AL},{0UL},{0x21A7L},{65535UL}},{{2UL},{0xD8D1L},{0x1805L},{0x209AL}},{{0xD8D1L},{0x4CFEL},{0x4CFEL},{0xD8D1L}},{{0x21A7L},{0x2B81L},{0x5F04L},{0x8072L}},{{5UL},{0xD8D0L},{0x1805L},{2UL}},{{65535UL},{0x0B3FL},{0x99CBL},{2UL}}},{{{0xFB0AL},{0xD8D0L},{65535UL},{0x8072L}},{{0x209AL},{0x2B81L},{65528UL},{0xD8D1L}},{{0UL},{0x4CFEL},{0x8072L},{0x209AL}},{{0xFB0AL},{0xD8D1L},{0xFB0AL},{65535UL}},{{0xD8D0L},{0UL},{0x1805L},{0UL}},{{0UL},{0x4CFEL},{0x0B3FL},{0UL}}},{{{0x21A7L},{0x209AL},{0x0B3FL},{0x8072L}},{{0UL},{2UL},{0x1805L},{0xD8D0L}},{{0xD8D0L},{0x0B3FL},{0xFB0AL},{65535UL}},{{0xFB0AL},{65535UL},{0x8072L},{0x8072L}},{{0UL},{0UL},{65528UL},{5UL}},{{0x209AL},{0x4CFEL},{65535UL},{0x2B81L}}},{{{0xFB0AL},{5UL},{0x99CBL},{65535UL}},{{65535UL},{5UL},{0x1805L},{0x2B81L}},{{5UL},{0x4CFEL},{0x5F04L},{5UL}},{{0x21A7L},{0UL},{0x4CFEL},{0x8072L}},{{0xD8D1L},{65535UL},{0x1805L},{65535UL}},{{2UL},{0x0B3FL},{0x21A7L},{0xD8D0L}}},{{{0xFB0AL},{2UL},{0xB646L},{0x8072L}},{{0x2B81L},{0x209AL},{65528UL},{0UL}},{{0x2B81L},{0x4CFEL},{0xB646L},{0UL}},{{0xFB0AL},{0UL},{0x21A7L},{65535UL}},{{2UL},{0xD8D1L},{0x1805L},{0x209AL}},{{0xD8D1L},{0x4CFEL},{0x4CFEL},{0xD8D1L}}}};
static volatile union U2 g_534 = {0};/* VOLATILE GLOBAL g_534 */
static union U2 g_545 = {0};/* VOLATILE GLOBAL g_545 */
static uint16_t *g_559 = &g_457.f0;
static union U0 g_562 = {65535UL};/* VOLATILE GLOBAL g_562 */
static int32_t * volatile g_591 = (void*)0;/* VOLATILE GLOBAL g_591 */
static union U1 g_618 = {4294967295UL};/* VOLATILE GLOBAL g_618 */
static int16_t * const *g_673 = &g_255;
static int16_t * const **g_672 = &g_673;
static int16_t * const ***g_671 = &g_672;
static int16_t * const **** volatile g_670 = &g_671;/* VOLATILE GLOBAL g_670 */


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static int16_t  func_2(int16_t  p_3, int16_t  p_4, uint16_t  p_5, int8_t * p_6, uint32_t  p_7);
static int16_t  func_11(const int8_t  p_12, const uint16_t  p_13, int8_t * p_14, int8_t * p_15);
static uint16_t  func_25(const int32_t  p_26, int32_t  p_27, uint8_t  p_28, int8_t  p_29, uint64_t  p_30);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_10 g_24 g_41 g_56 g_59 g_61 g_67 g_70 g_80 g_62 g_60 g_65 g_111 g_134 g_145 g_204 g_218 g_67.f0 g_213 g_86 g_135 g_136 g_89 g_217.f0 g_244 g_249 g_251 g_254 g_243 g_263 g_217.f4 g_280 g_168 g_255 g_84 g_344 g_353 g_354 g_355 g_105 g_245 g_371 g_67.f4 g_417 g_421.f0 g_426 g_436 g_457 g_422.f0 g_462 g_466 g_280.f0 g_495 g_422.f2 g_516 g_517 g_53 g_534 g_219 g_545 g_466.f4 g_562 g_559 g_457.f0 g_466.f0 g_562.f0 g_427 g_618 g_670 g_672 g_673
 * writes: g_10 g_41 g_56 g_61 g_60 g_86 g_65 g_135 g_204 g_219 g_84 g_105 g_249 g_254 g_256 g_243 g_111.f3 g_244 g_344 g_89 g_354 g_245 g_111.f1 g_427 g_436 g_462 g_510 g_422.f3 g_422.f0 g_559 g_457.f0 g_8 g_671
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int16_t *l_9 = &g_10;
    int32_t l_35 = 0L;
    int16_t *l_37[5];
    int16_t **l_36 = &l_37[4];
    uint32_t *l_38[5][5];
    int32_t l_39[7];
    int16_t *l_242[6];
    int8_t *l_246 = &g_245[6];
    int32_t *l_592 = &g_41;
    union U0 *l_603 = &g_217;
    uint16_t l_662[2];
    uint32_t l_674 = 0x27F44E5AL;
    union U1 *l_677 = &g_618;
    union U1 **l_678[6] = {&l_677,(void*)0,&l_677,&l_677,(void*)0,&l_677};
    int i, j;
    for (i = 0; i < 5; i++)
        l_37[i] = (void*)0;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
            l_38[i][j] = (void*)0;
    }
    for (i = 0; i < 7; i++)
        l_39[i] = 1L;
    for (i = 0; i < 6; i++)
        l_242[i] = &g_243;
    for (i = 0; i < 2; i++)
        l_662[i] = 65532UL;
    (*l_592) = ((func_2(((*l_9) &= g_8), func_11(g_8, (safe_div_func_uint8_t_u_u(g_8, (safe_mul_func_uint8_t_u_u((safe_mod_func_int32_t_s_s(((g_105 = (safe_rshift_func_uint16_t_u_u((g_24 == l_9), (((((func_25((((safe_rshift_func_int8_t_s_u((safe_add_func_uint32_t_u_u((l_35 = ((l_35 > (((*l_36) = (void*)0) != (void*)0)) ^ 0x896EL)), g_8)), g_8)) | 0x9AC9L) > 0x14L), l_39[3], g_8, g_8, l_39[4]) != g_217.f0) , g_41) >= l_39[0]) , (void*)0) == l_242[0])))) != 2UL), 4294967286UL)), 0x29L)))), g_244, l_246), g_8, g_355, g_280[4][0].f0) == 0x387FL) , l_39[1]);
    l_592 = (((safe_mul_func_int16_t_s_s((*l_592), (safe_mul_func_uint8_t_u_u(255UL, ((((safe_rshift_func_uint16_t_u_u((*l_592), (safe_rshift_func_int16_t_s_s(((((safe_add_func_int32_t_s_s(((l_603 != ((*g_427) , (*g_218))) ^ (((((~(safe_sub_func_uint8_t_u_u((safe_mod_func_int64_t_s_s(((*l_592) , 0xD2763A0B0ABFF981LL), g_67.f0)), (*l_592)))) == (*l_592)) & g_436) <= (*l_592)) , (*l_592))), 4294967295UL)) , 0xB39E308C1ADEF574LL) >= 0x90789506BDA3BBF6LL) == (*l_592)), (*l_592))))) != (*l_592)) ^ g_56) ^ (*l_592)))))) , g_245[6]) , &l_39[3]);
    for (g_56 = 0; (g_56 != 48); g_56++)
    { /* block id: 244 */
        int32_t **l_613 = &l_592;
        int32_t l_615[3];
        int i;
        for (i = 0; i < 3; i++)
            l_615[i] = 0xF89EF204L;
        for (g_8 = 0; (g_8 <= 30); g_8++)
        { /* block id: 247 */
            int32_t ***l_614[3];
            int8_t * const *l_643 = &g_244;
            uint64_t l_663[6][6][7] = {{{18446744073709551615UL,0xCE0813A4AF614C5DLL,0x64181229F981BF15LL,0xC7476B6CD2D82D26LL,1UL,18446744073709551615UL,18446744073709551608UL},{0xA0921CCB7B2C80D8LL,1UL,0x7B898DD3AD394C93LL,0xA9871F44913BFFDBLL,0xF2F0759FAA101229LL,18446744073709551615UL,18446744073709551611UL},{1UL,18446744073709551615UL,1UL,18446744073709551615UL,1UL,18446744073709551615UL,1UL},{1UL,0xE5856AF16A001082LL,0x31D680AE19A39B3FLL,0x7B898DD3AD394C93LL,0UL,18446744073709551611UL,0xA9871F44913BFFDBLL},{18446744073709551614UL,0x4F1FDB78A490B1A6LL,0x69E2C22F6BB9DBCDLL,0xD6244833256FB687LL,0x9B1A3FF1BDDE8E0ELL,18446744073709551615UL,18446744073709551609UL},{1UL,18446744073709551607UL,0x31D680AE19A39B3FLL,18446744073709551607UL,1UL,0xA0921CCB7B2C80D8LL,1UL}},{{0x64181229F981BF15LL,0xC7476B6CD2D82D26LL,1UL,18446744073709551615UL,18446744073709551608UL,5UL,0x9B1A3FF1BDDE8E0ELL},{18446744073709551607UL,0xC1E9E1C14D8D57A0LL,0x7B898DD3AD394C93LL,1UL,0x31D680AE19A39B3FLL,0x31D680AE19A39B3FLL,0xAF4FC41CC9E12E63LL},{0x9B1A3FF1BDDE8E0ELL,0x4F1FDB78A490B1A6LL,0x9B1A3FF1BDDE8E0ELL,0x839C8A46B615852FLL,0xC47FDB7B0E62694DLL,1UL,0xEAF45566DBEF97FDLL},{18446744073709551607UL,18446744073709551615UL,0xE5856AF16A001082LL,0x7B898DD3AD394C93LL,0xAF4FC41CC9E12E63LL,1UL,0xA02096E233B75E06LL},{0x2DD50541654F36A1LL,18446744073709551615UL,0x326D420955EBCC73LL,18446744073709551611UL,1UL,1UL,0x9B1A3FF1BDDE8E0ELL},{0xA02096E233B75E06LL,0xF2F0759FAA101229LL,0UL,0x31D680AE19A39B3FLL,18446744073709551615UL,1UL,0x5BE4CB96909E3AA7LL}},{{0xA9CF86756D986CDDLL,0xC7476B6CD2D82D26LL,18446744073709551609UL,0UL,0xEAF45566DBEF97FDLL,18446744073709551615UL,18446744073709551615UL},{0x7B898DD3AD394C93LL,1UL,0x31D680AE19A39B3FLL,0x31D680AE19A39B3FLL,1UL,0x7B898DD3AD394C93LL,0xC1E9E1C14D8D57A0LL},{18446744073709551609UL,0xCE0813A4AF614C5DLL,0x2DD50541654F36A1LL,18446744073709551611UL,0x64181229F981BF15LL,18446744073709551613UL,0xC47FDB7B0E62694DLL},{0x5BE4CB96909E3AA7LL,0xAF4FC41CC9E12E63LL,0xF2F0759FAA101229LL,0x7B898DD3AD394C93LL,0xE8E78C0A68EDC14BLL,1UL,0xE8E78C0A68EDC14BLL},{0x64181229F981BF15LL,0xCE0813A4AF614C5DLL,18446744073709551615UL,0x839C8A46B615852FLL,1UL,18446744073709551611UL,1UL},{1UL,1UL,0xA0921CCB7B2C80D8LL,0xAF4FC41CC9E12E63LL,0xA02096E233B75E06LL,1UL,0x31D680AE19A39B3FLL}},{{6UL,0xC7476B6CD2D82D26LL,1UL,0x4F1FDB78A490B1A6LL,18446744073709551609UL,0x4F1FDB78A490B1A6LL,1UL},{0xF2F0759FAA101229LL,0xF2F0759FAA101229LL,1UL,0xA9871F44913BFFDBLL,1UL,0xC1E9E1C14D8D57A0LL,0xE8E78C0A68EDC14BLL},{18446744073709551608UL,18446744073709551615UL,18446744073709551614UL,0xCE0813A4AF614C5DLL,6UL,0UL,0xC47FDB7B0E62694DLL},{0xC1E9E1C14D8D57A0LL,18446744073709551615UL,1UL,0xE8E78C0A68EDC14BLL,1UL,18446744073709551615UL,0xC1E9E1C14D8D57A0LL},{18446744073709551615UL,0x4F1FDB78A490B1A6LL,0x64181229F981BF15LL,18446744073709551615UL,18446744073709551609UL,0xC3E7DD1D5825A020LL,18446744073709551615UL},{0x31D680AE19A39B3FLL,0xA0921CCB7B2C80D8LL,18446744073709551607UL,0UL,0xA02096E233B75E06LL,0x5BE4CB96909E3AA7LL,0x5BE4CB96909E3AA7LL}},{{1UL,0xD6244833256FB687LL,0x64181229F981BF15LL,0xD6244833256FB687LL,1UL,18446744073709551615UL,0x9B1A3FF1BDDE8E0ELL},{1UL,0xA9871F44913BFFDBLL,1UL,0xC1E9E1C14D8D57A0LL,0xE8E78C0A68EDC14BLL,0xE5856AF16A001082LL,0xA02096E233B75E06LL},{0xD89CD05D5BD2C9E3LL,1UL,18446744073709551614UL,5UL,0x64181229F981BF15LL,0x839C8A46B615852FLL,0xEAF45566DBEF97FDLL},{1UL,0xC1E9E1C14D8D57A0LL,1UL,1UL,1UL,0xA0921CCB7B2C80D8LL,0xAF4FC41CC9E12E63LL},{1UL,18446744073709551611UL,1UL,18446744073709551615UL,0xEAF45566DBEF97FDLL,18446744073709551615UL,18446744073709551615UL},{0x31D680AE19A39B3FLL,1UL,0xA0921CCB7B2C80D8LL,18446744073709551615UL,18446744073709551615UL,0xA0921CCB7B2C80D8LL,1UL}},{{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,2UL,1UL,0x839C8A46B615852FLL,6UL},{0xC1E9E1C14D8D57A0LL,18446744073709551607UL,0xF2F0759FAA101229LL,1UL,0xAF4FC41CC9E12E63LL,0xE5856AF16A001082LL,0UL},{18446744073709551608UL,0xC3E7DD1D5825A020LL,0x2DD50541654F36A1LL,2UL,0xC47FDB7B0E62694DLL,18446744073709551615UL,0xA9CF86756D986CDDLL},{0xF2F0759FAA101229LL,0UL,0x31D680AE19A39B3FLL,18446744073709551615UL,1UL,0x5BE4CB96909E3AA7LL,1UL},{6UL,5UL,18446744073709551609UL,18446744073709551615UL,18446744073709551614UL,0xC3E7DD1D5825A020LL,18446744073709551614UL},{1UL,0xF2F0759FAA101229LL,0xF2F0759FAA101229LL,1UL,0xA9871F44913BFFDBLL,1UL,0xC1E9E1C14D8D57A0LL}}};
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_614[i] = &l_613;
            l_615[2] ^= (((l_613 = l_613) != (void*)0) , (*l_592));
            if ((((safe_div_func_int8_t_s_s((g_618 , ((*l_592) < (safe_rshift_func_int8_t_s_u(((*g_244) ^= ((safe_div_func_int8_t_s_s((safe_mod_func_uint8_t_u_u((*g_355), (*l_592))), ((**l_613) && (g_41 ^ (((safe_unary_minus_func_int64_t_s(((0x49AD31B8L >= (*l_592)) != 18446744073709551609UL))) & g_67.f4) , g_422.f0))))) != (**l_613))), (*g_355))))), 1L)) , (*l_592)) > 0x2AB1F62D671276AELL))
            { /* block id: 251 */
                (*l_592) = ((*g_559) <= 65526UL);
                if ((**l_613))
                    break;
            }
            else
            { /* block id: 254 */
                int32_t l_664 = 0x669BC36FL;
                int16_t l_665 = 0xC5B0L;
                int16_t * const **l_668 = (void*)0;
                int16_t * const ***l_667 = &l_668;
                for (g_436 = 0; (g_436 != 44); g_436 = safe_add_func_int16_t_s_s(g_436, 4))
                { /* block id: 257 */
                    union U0 **l_638 = &g_219;
                    uint64_t *l_659 = &g_204;
                    int32_t l_660 = 0x318E7800L;
                    uint8_t l_661 = 0xCFL;
                    uint32_t l_666 = 0UL;
                    int16_t * const ****l_669 = (void*)0;
                    l_35 ^= ((safe_rshift_func_int16_t_s_s(((safe_mod_func_uint8_t_u_u((safe_add_func_uint32_t_u_u((safe_sub_func_int8_t_s_s(((*l_246) |= ((safe_mod_func_uint16_t_u_u((g_84 , ((l_638 != ((safe_lshift_func_uint8_t_u_u(((safe_lshift_func_uint16_t_u_u((l_643 != l_643), ((safe_rshift_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u((*g_559), (((((safe_div_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_u((+(safe_div_func_int16_t_s_s((safe_add_func_int64_t_s_s((((65532UL < ((safe_rshift_func_int16_t_s_u(((((*l_659) = ((((0x9D82B059514825D0LL < g_62) , 0xC4L) , (*g_559)) <= (*g_559))) > (*l_592)) > l_660), 11)) , (**l_613))) != 0xF4L) == 0xEA2DL), (**l_613))), 1UL))), l_661)) != (-1L)), (*g_355))) && l_662[1]) <= 0xB051L) || l_663[5][2][6]) > 0x36L))), l_664)) && l_661))) > 7L), 7)) , &g_219)) || l_665)), l_664)) ^ 1UL)), l_666)), (*l_592))), 250UL)) || 0x6B7B5778L), 0)) && 0x0BE9ED51L);
                    (*g_670) = l_667;
                }
                l_664 |= (**l_613);
            }
            ++l_674;
        }
    }
    (*g_426) = l_677;
    return (***g_672);
}


/* ------------------------------------------ */
/* 
 * reads : g_243 g_56 g_41 g_495 g_422.f2 g_60 g_86 g_84 g_516 g_517 g_53 g_355 g_534 g_10 g_280.f0 g_219 g_244 g_245 g_545 g_466.f4 g_80 g_8 g_436 g_562 g_422.f0 g_559 g_457.f0 g_61 g_62 g_204 g_466.f0 g_562.f0 g_136
 * writes: g_243 g_204 g_41 g_510 g_422.f3 g_60 g_56 g_422.f0 g_84 g_559 g_457.f0 g_111.f1 g_245 g_89
 */
static int16_t  func_2(int16_t  p_3, int16_t  p_4, uint16_t  p_5, int8_t * p_6, uint32_t  p_7)
{ /* block id: 185 */
    int32_t l_488 = 0x679383CDL;
    int32_t ****l_515[6][10][4] = {{{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135}},{{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135}},{{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0}},{{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0}},{{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,&g_135,&g_135,(void*)0},{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135}},{{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135},{&g_135,(void*)0,&g_135,&g_135},{&g_135,&g_135,&g_135,&g_135}}};
    const union U0 **l_518[4];
    uint64_t l_519 = 0x0757E246B9FAF427LL;
    uint8_t l_544 = 0xF2L;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_518[i] = (void*)0;
    for (g_243 = 0; (g_243 < (-12)); --g_243)
    { /* block id: 188 */
        uint32_t l_476 = 0xF4A71E5FL;
        uint64_t *l_483 = &g_204;
        int32_t l_485 = (-6L);
        int32_t **l_486[3][10][3] = {{{(void*)0,&g_89[7],&g_89[7]},{&g_89[7],&g_89[7],&g_89[7]},{&g_89[7],(void*)0,&g_89[7]},{&g_89[4],&g_89[7],&g_89[1]},{&g_89[7],&g_89[1],(void*)0},{(void*)0,&g_89[3],(void*)0},{&g_89[1],&g_89[1],&g_89[1]},{&g_89[7],&g_89[7],&g_89[7]},{&g_89[3],&g_89[7],&g_89[7]},{&g_89[7],&g_89[7],&g_89[7]}},{{&g_89[7],(void*)0,&g_89[1]},{&g_89[1],&g_89[7],&g_89[3]},{(void*)0,&g_89[7],(void*)0},{(void*)0,&g_89[7],&g_89[7]},{&g_89[7],&g_89[1],(void*)0},{&g_89[1],&g_89[3],(void*)0},{&g_89[1],&g_89[1],(void*)0},{&g_89[7],&g_89[7],&g_89[7]},{(void*)0,(void*)0,&g_89[3]},{(void*)0,&g_89[7],&g_89[7]}},{{&g_89[1],&g_89[7],&g_89[2]},{&g_89[7],(void*)0,&g_89[7]},{&g_89[7],&g_89[7],&g_89[3]},{&g_89[3],(void*)0,&g_89[7]},{&g_89[7],&g_89[3],(void*)0},{&g_89[1],(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0},{&g_89[7],&g_89[3],&g_89[7]},{&g_89[4],(void*)0,(void*)0},{&g_89[7],&g_89[7],&g_89[3]}}};
        uint16_t *l_558 = &g_457.f0;
        int32_t *l_589[4][8] = {{&l_488,&g_41,&l_488,&l_488,&g_41,&l_488,&l_488,&g_41},{&g_41,&l_488,&l_488,&g_41,&l_488,&l_488,&g_41,&l_488},{&g_41,&g_41,(void*)0,&g_41,&g_41,(void*)0,&g_41,&g_41},{&l_488,&g_41,&l_488,&l_488,&g_41,&l_488,&l_488,&g_41}};
        int32_t l_590 = (-1L);
        int i, j, k;
        for (p_7 = 0; (p_7 <= 9); p_7 += 1)
        { /* block id: 191 */
            int64_t *l_473 = (void*)0;
            int64_t *l_474 = &g_422.f3;
            int64_t *l_475[1][2];
            int32_t l_482 = 0L;
            uint64_t *l_484[7];
            int32_t *l_487 = &g_41;
            const int32_t *l_498 = (void*)0;
            const int32_t **l_497 = &l_498;
            const int32_t ***l_496 = &l_497;
            int32_t ****l_499 = &g_135;
            int32_t ****l_500 = &g_135;
            int32_t ****l_501 = &g_135;
            int32_t ****l_502 = (void*)0;
            int32_t ****l_503 = &g_135;
            int32_t ****l_504 = &g_135;
            int32_t ****l_505 = &g_135;
            int32_t ****l_506 = &g_135;
            int32_t ****l_507 = &g_135;
            int32_t ****l_508 = &g_135;
            int32_t ****l_509 = (void*)0;
            uint16_t l_541[3][2] = {{0x33FBL,65535UL},{0x33FBL,0x33FBL},{65535UL,0x33FBL}};
            int16_t *l_555 = &g_10;
            int8_t l_572 = 0x58L;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 2; j++)
                    l_475[i][j] = (void*)0;
            }
            for (i = 0; i < 7; i++)
                l_484[i] = &g_204;
            (*l_487) = ((safe_add_func_uint8_t_u_u(p_7, (safe_add_func_int64_t_s_s((l_476 &= 0x3FAA64741DDFF609LL), (((l_486[1][2][2] = ((safe_mul_func_uint16_t_u_u(((!(l_485 ^= (g_204 = (((p_3 &= l_482) & p_5) ^ (((l_483 = l_483) != (void*)0) == p_7))))) || (*p_6)), 1UL)) , l_486[1][2][2])) == (void*)0) | 0UL))))) <= 0xD0CBL);
            (*l_487) ^= l_488;
            l_519 |= ((((((safe_mod_func_uint8_t_u_u(l_488, (safe_mod_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u(((g_495[9][0] , l_496) == (g_510[0] = &g_136)), ((((*l_474) = (-1L)) , ((safe_add_func_int16_t_s_s(p_5, (((safe_mod_func_uint8_t_u_u((l_515[4][2][2] == &l_496), (*p_6))) ^ p_3) > g_422.f2))) != g_60)) && (*g_86)))), g_60)))) , 0x919511C74272436ELL) , g_516[6]) , g_517[1][2][1]) , l_518[0]) == l_518[0]);
            for (p_4 = 2; (p_4 >= 0); p_4 -= 1)
            { /* block id: 205 */
                int32_t l_543[5][6] = {{1L,8L,8L,1L,0xF27B1620L,0x3AA2EBA0L},{0L,9L,(-6L),1L,0x3AA2EBA0L,1L},{(-4L),(-2L),(-4L),(-1L),0x3AA2EBA0L,0L},{(-6L),9L,0xF27B1620L,(-4L),(-4L),0xF27B1620L},{0xD92E9CB8L,0xD92E9CB8L,8L,(-4L),9L,(-1L)}};
                int16_t **l_556 = &l_555;
                int32_t *l_565 = (void*)0;
                int i, j;
                for (g_60 = 0; (g_60 <= 0); g_60 += 1)
                { /* block id: 208 */
                    uint16_t *l_539 = (void*)0;
                    uint16_t *l_540 = &g_422.f0;
                    int32_t l_542 = 0x0C479320L;
                    int i, j, k;
                    (*l_487) |= g_53[g_60][g_60][(g_60 + 3)];
                    l_544 |= ((safe_mul_func_int16_t_s_s((safe_lshift_func_int16_t_s_s(((safe_sub_func_int8_t_s_s(((((safe_add_func_int8_t_s_s((safe_mod_func_uint32_t_u_u(((*g_86) = ((safe_rshift_func_uint8_t_u_s(((*g_355)++), ((g_534 , (safe_lshift_func_uint8_t_u_u(g_53[(g_60 + 6)][g_60][(p_4 + 2)], 1))) ^ p_4))) ^ (safe_lshift_func_uint16_t_u_u(4UL, ((*l_540) = (g_10 , ((g_280[4][0].f0 && ((p_5 , g_219) == g_219)) && (*g_244)))))))), p_3)), p_4)) || g_53[g_60][g_60][(g_60 + 3)]) == l_541[1][1]) <= p_7), (*g_244))) ^ 0x39L), l_542)), l_543[0][0])) <= 6UL);
                }
                (*l_487) = (g_545 , (((safe_mod_func_int64_t_s_s(g_466.f4, p_7)) || (safe_div_func_uint16_t_u_u((((~(((safe_mod_func_uint64_t_u_u((((((*p_6) >= (safe_lshift_func_int16_t_s_s(((((*l_556) = l_555) == (((!0x0DEDL) & (((g_559 = l_558) != (void*)0) <= g_80)) , (void*)0)) || p_3), p_7))) || p_5) , l_543[0][0]) != l_543[0][0]), (-6L))) > 0x31L) > g_8)) == l_543[3][2]) >= p_5), g_436))) || 0x21L));
                if (((0xCCB16643L >= (safe_div_func_int16_t_s_s((((((*p_6) = ((g_562 , (*p_6)) >= ((safe_rshift_func_uint8_t_u_u((((*l_474) = ((*g_244) && (*g_244))) || ((-1L) >= (((((((*l_558) = 0xFD3CL) > l_543[0][0]) , p_3) , l_565) != l_565) , p_4))), l_543[3][4])) != p_3))) >= p_7) , &l_519) == (void*)0), p_7))) , p_4))
                { /* block id: 221 */
                    int8_t *l_573 = (void*)0;
                    int8_t *l_574 = &g_60;
                    int8_t *l_575 = &l_572;
                    int32_t l_578 = (-10L);
                    l_578 = (safe_lshift_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u(((p_5 == (((g_111[0].f1 = g_422.f0) || 18446744073709551606UL) == (safe_mul_func_uint8_t_u_u((*g_355), ((*l_575) = ((*l_574) = ((*g_244) |= l_572))))))) >= (safe_rshift_func_uint16_t_u_s(p_4, 9))), ((*g_559) ^ (*g_61)))), 2));
                }
                else
                { /* block id: 227 */
                    uint8_t l_579 = 0xF4L;
                    if (l_579)
                        break;
                }
                (*l_487) = ((((*l_483) |= (p_6 == p_6)) < g_80) == (!((-1L) | ((0x07E5L != (safe_lshift_func_uint8_t_u_u((--(*g_355)), ((safe_div_func_int8_t_s_s((g_466.f0 < (safe_rshift_func_int8_t_s_u(((*g_244) = 0x17L), 7))), g_562.f0)) ^ p_5)))) == p_7))));
            }
        }
        (*g_136) = l_589[3][3];
        l_590 |= 0xB2D876EAL;
    }
    return p_7;
}


/* ------------------------------------------ */
/* 
 * reads : g_249 g_251 g_204 g_254 g_243 g_263 g_217.f4 g_136 g_89 g_280 g_168 g_255 g_67 g_84 g_344 g_41 g_353 g_354 g_355 g_56 g_105 g_245 g_244 g_371 g_65 g_67.f4 g_86 g_417 g_421.f0 g_426 g_436 g_457 g_422.f0 g_60 g_462 g_466
 * writes: g_249 g_254 g_256 g_243 g_111.f3 g_41 g_244 g_344 g_89 g_354 g_56 g_84 g_245 g_219 g_111.f1 g_427 g_436 g_462
 */
static int16_t  func_11(const int8_t  p_12, const uint16_t  p_13, int8_t * p_14, int8_t * p_15)
{ /* block id: 92 */
    int16_t ***l_250[5];
    int32_t l_253 = 0x0E653ED2L;
    int64_t *l_257 = &g_217.f3;
    int64_t *l_258 = &g_111[0].f1;
    int64_t *l_259[8][7][4] = {{{&g_105,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{(void*)0,&g_105,&g_105,(void*)0},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,&g_105,(void*)0}},{{&g_105,&g_105,&g_105,(void*)0},{(void*)0,&g_105,&g_105,&g_105},{&g_105,(void*)0,&g_105,&g_105},{&g_105,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105}},{{&g_105,&g_105,(void*)0,&g_105},{&g_105,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,(void*)0,&g_105,&g_105},{(void*)0,&g_105,&g_105,&g_105},{(void*)0,&g_105,&g_105,&g_105},{&g_105,&g_217.f3,&g_105,&g_105}},{{(void*)0,&g_105,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{(void*)0,&g_105,(void*)0,&g_105},{&g_105,&g_105,&g_105,&g_105},{(void*)0,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{(void*)0,&g_105,&g_105,&g_105}},{{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,(void*)0,&g_105}},{{&g_105,&g_217.f3,(void*)0,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105}},{{&g_105,&g_105,(void*)0,&g_105},{&g_105,&g_105,&g_105,(void*)0},{&g_105,&g_105,(void*)0,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,(void*)0,&g_105},{&g_105,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105}},{{&g_105,&g_105,&g_105,&g_105},{&g_105,(void*)0,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,&g_105,&g_105},{&g_105,&g_105,(void*)0,&g_105},{&g_105,&g_105,&g_105,(void*)0},{&g_105,(void*)0,(void*)0,&g_105}}};
    int32_t l_260 = 0x9418459BL;
    int32_t l_297 = (-3L);
    int32_t l_298 = 0x94A91875L;
    int32_t l_300 = 0x591DE52BL;
    int32_t l_303 = 0xA60086DDL;
    int32_t l_304 = 0x49ECA084L;
    int32_t l_306 = 5L;
    int32_t l_308[2][10][4] = {{{8L,0x8802A9F1L,7L,0x8802A9F1L},{0xCF267E31L,0x080CFF04L,0xD193DA2CL,7L},{0x8802A9F1L,0x080CFF04L,0x080CFF04L,0x8802A9F1L},{0x080CFF04L,0x8802A9F1L,0xCF267E31L,8L},{0x080CFF04L,0xCF267E31L,0x080CFF04L,0xD193DA2CL},{0x8802A9F1L,8L,0xD193DA2CL,0xD193DA2CL},{0xCF267E31L,0xCF267E31L,7L,8L},{8L,0x8802A9F1L,7L,0x8802A9F1L},{0xCF267E31L,0x080CFF04L,0xD193DA2CL,7L},{0x8802A9F1L,0x080CFF04L,0x080CFF04L,0x8802A9F1L}},{{0x080CFF04L,0x8802A9F1L,0xCF267E31L,8L},{0x080CFF04L,0xCF267E31L,0x080CFF04L,0xD193DA2CL},{0x8802A9F1L,8L,0xD193DA2CL,0xD193DA2CL},{0xCF267E31L,0xCF267E31L,7L,8L},{8L,0x8802A9F1L,7L,0x8802A9F1L},{0xCF267E31L,0x080CFF04L,0xD193DA2CL,7L},{0x8802A9F1L,0x080CFF04L,0x080CFF04L,0x8802A9F1L},{0x080CFF04L,0x8802A9F1L,0xCF267E31L,8L},{0x080CFF04L,0xCF267E31L,0x080CFF04L,0xD193DA2CL},{0x8802A9F1L,8L,0xD193DA2CL,0xD193DA2CL}}};
    int16_t l_309 = 0xCE9AL;
    uint8_t l_316 = 1UL;
    int16_t ***l_350 = &g_254[2][1];
    int32_t ***l_403[5];
    int16_t * const l_465 = &l_309;
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_250[i] = &g_249;
    for (i = 0; i < 5; i++)
        l_403[i] = &g_136;
    if ((safe_add_func_int8_t_s_s(((g_249 = g_249) == &g_61), (((g_251 , (l_253 = (+g_204))) == ((l_260 ^= (&g_24 != (g_256 = (g_254[3][1] = g_254[2][2])))) & (safe_mul_func_uint8_t_u_u(p_12, 0x43L)))) || l_260))))
    { /* block id: 98 */
        int8_t l_279 = (-1L);
        int16_t **l_281 = &g_255;
        int32_t l_293 = 0L;
        int32_t l_294 = 0x487E794CL;
        int32_t l_295 = 0xC0B517CFL;
        int32_t l_296 = 0x0F39E677L;
        int32_t l_299 = (-1L);
        int32_t l_301 = 0x5704D51FL;
        int32_t l_302 = 0xC3191C0CL;
        int32_t l_305 = 0xD836B807L;
        int32_t l_307 = (-7L);
        int32_t l_312 = (-1L);
        int32_t l_313 = 0x2BCD1FA6L;
        int32_t l_314[7][5][1] = {{{2L},{2L},{0xEE8977E2L},{0x24B2BAF4L},{9L}},{{0x24B2BAF4L},{0xEE8977E2L},{2L},{2L},{0xEE8977E2L}},{{0x24B2BAF4L},{9L},{0x24B2BAF4L},{0xEE8977E2L},{2L}},{{2L},{0xEE8977E2L},{0x24B2BAF4L},{9L},{0x24B2BAF4L}},{{0xEE8977E2L},{2L},{2L},{0xEE8977E2L},{0x24B2BAF4L}},{{9L},{0x24B2BAF4L},{0xEE8977E2L},{2L},{2L}},{{0xEE8977E2L},{0x24B2BAF4L},{9L},{0x24B2BAF4L},{0xEE8977E2L}}};
        uint8_t l_333 = 255UL;
        uint8_t **l_352 = (void*)0;
        uint32_t **l_393 = &g_86;
        int i, j, k;
        for (g_243 = 2; (g_243 >= 0); g_243 -= 1)
        { /* block id: 101 */
            uint64_t *l_266[3][2][8] = {{{&g_204,&g_204,(void*)0,(void*)0,(void*)0,&g_204,&g_204,(void*)0},{&g_204,(void*)0,(void*)0,&g_204,&g_204,&g_204,(void*)0,(void*)0}},{{(void*)0,&g_204,(void*)0,&g_204,&g_204,&g_204,&g_204,&g_204},{(void*)0,&g_204,(void*)0,&g_204,&g_204,(void*)0,&g_204,(void*)0}},{{(void*)0,&g_204,&g_204,&g_204,(void*)0,(void*)0,&g_204,&g_204},{(void*)0,(void*)0,&g_204,&g_204,&g_204,(void*)0,(void*)0,&g_204}}};
            int32_t l_275[5];
            uint8_t *l_276[9];
            int16_t l_311[9] = {0x9C14L,0L,0L,0x9C14L,0L,0L,0x9C14L,0L,0L};
            union U0 *l_321 = (void*)0;
            uint32_t l_341 = 1UL;
            int i, j, k;
            for (i = 0; i < 5; i++)
                l_275[i] = 0x875B6B19L;
            for (i = 0; i < 9; i++)
                l_276[i] = &g_111[0].f3;
            (**g_136) = (g_263 , (~((((l_253 = (~0xC731L)) == 0x96BA76FA04EDCDE8LL) || g_217.f4) ^ (safe_mul_func_int16_t_s_s(0L, ((safe_rshift_func_uint8_t_u_s((g_111[0].f3 = (safe_div_func_int64_t_s_s((-1L), (safe_mul_func_uint8_t_u_u((0L > 0x7988940AD0277C8FLL), l_275[0]))))), 5)) < l_260))))));
            if ((((l_260 | ((safe_div_func_uint16_t_u_u((4294967295UL && (((l_279 > (g_280[4][0] , (1L < (&g_24 == l_281)))) && l_279) > p_12)), l_279)) > l_279)) ^ 2L) && g_168))
            { /* block id: 105 */
                int32_t *l_282 = &l_260;
                int32_t *l_283 = &l_260;
                int32_t *l_284 = &l_260;
                int32_t *l_285 = &l_260;
                int32_t *l_286 = &g_41;
                int32_t *l_287 = &l_275[0];
                int32_t *l_288 = &l_253;
                int32_t *l_289 = &l_253;
                int32_t *l_290 = &l_253;
                int32_t *l_291 = &l_275[1];
                int32_t *l_292[3];
                int8_t l_310 = 1L;
                int8_t l_315 = 0x65L;
                union U0 *l_319 = &g_280[3][3];
                union U0 **l_320 = &l_319;
                int i;
                for (i = 0; i < 3; i++)
                    l_292[i] = &l_260;
                l_316++;
                (*l_288) = (((*l_320) = l_319) != l_321);
                if (p_13)
                    continue;
            }
            else
            { /* block id: 110 */
                int8_t **l_324 = &g_244;
                int16_t *l_327[5][3] = {{&l_309,&l_311[1],&l_309},{&g_65,&g_65,&g_65},{&l_309,&l_311[1],&l_309},{&g_65,&g_65,&g_65},{&l_309,&l_311[1],&l_309}};
                uint8_t l_332 = 255UL;
                int32_t l_336 = 0xBDBAFEF7L;
                int32_t l_337 = 0x501433D7L;
                int32_t l_338 = (-4L);
                int32_t l_339 = (-2L);
                int32_t l_340[7];
                int i, j;
                for (i = 0; i < 7; i++)
                    l_340[i] = 0x3C9D6BABL;
                if ((safe_sub_func_uint64_t_u_u((((((*l_324) = p_14) == ((l_309 != ((*l_281) != (l_327[0][1] = &l_311[1]))) , &g_60)) , (((safe_rshift_func_uint8_t_u_s((safe_div_func_uint16_t_u_u(((g_67 , l_332) >= p_13), l_333)), 0)) == g_84) , (void*)0)) != &g_256), (-1L))))
                { /* block id: 113 */
                    int32_t *l_334 = &l_314[5][3][0];
                    int32_t *l_335[7] = {&l_314[6][2][0],&l_314[1][2][0],&l_314[1][2][0],&l_314[6][2][0],&l_314[1][2][0],&l_314[1][2][0],&l_314[6][2][0]};
                    int i;
                    l_341++;
                    --g_344;
                }
                else
                { /* block id: 116 */
                    int16_t ****l_347 = &l_250[2];
                    int16_t ***l_349 = &g_254[4][2];
                    int16_t ****l_348[8][2][6] = {{{(void*)0,&l_349,&l_349,&l_349,&l_349,&l_349},{&l_349,(void*)0,&l_349,&l_349,&l_349,&l_349}},{{&l_349,&l_349,&l_349,(void*)0,(void*)0,(void*)0},{&l_349,&l_349,&l_349,&l_349,(void*)0,(void*)0}},{{&l_349,&l_349,(void*)0,&l_349,&l_349,(void*)0},{&l_349,&l_349,&l_349,(void*)0,&l_349,&l_349}},{{&l_349,&l_349,&l_349,&l_349,&l_349,&l_349},{&l_349,&l_349,&l_349,&l_349,&l_349,&l_349}},{{(void*)0,&l_349,&l_349,&l_349,&l_349,(void*)0},{&l_349,&l_349,(void*)0,&l_349,&l_349,(void*)0}},{{(void*)0,&l_349,&l_349,&l_349,&l_349,(void*)0},{&l_349,&l_349,&l_349,&l_349,&l_349,&l_349}},{{&l_349,&l_349,&l_349,&l_349,&l_349,&l_349},{&l_349,&l_349,&l_349,&l_349,&l_349,&l_349}},{{&l_349,&l_349,&l_349,&l_349,&l_349,(void*)0},{(void*)0,&l_349,&l_349,&l_349,(void*)0,(void*)0}}};
                    int32_t *l_351 = &l_312;
                    int i, j, k;
                    (*l_351) |= ((**g_136) |= (&g_249 != (l_350 = ((*l_347) = &g_256))));
                    (*l_351) = (-9L);
                }
                (*g_136) = &l_336;
            }
            (*g_353) = l_352;
            return l_279;
        }
        for (l_309 = 0; (l_309 != (-4)); l_309 = safe_sub_func_uint64_t_u_u(l_309, 4))
        { /* block id: 130 */
            const int32_t *l_361 = &l_312;
            const int32_t **l_360 = &l_361;
            const int32_t ***l_359 = &l_360;
            const int32_t ****l_358 = &l_359;
            const int32_t *****l_362 = &l_358;
            int16_t **l_380 = &g_255;
            uint32_t **l_392 = (void*)0;
            int32_t *l_394 = (void*)0;
            int32_t *l_395 = &l_307;
            (**g_136) = ((((*l_362) = l_358) == ((safe_mod_func_int16_t_s_s((safe_sub_func_uint8_t_u_u(((***g_353) == p_13), (g_105 , (((safe_lshift_func_int8_t_s_s(((p_12 == (((((***l_359) || (safe_mul_func_int8_t_s_s((*p_15), (*p_14)))) != 255UL) , (*g_355)) <= (*g_244))) == (**l_360)), (*p_15))) > 1L) , 1L)))), (***l_359))) , g_371)) || 0UL);
            (*l_395) &= ((safe_mul_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(((safe_mod_func_int32_t_s_s(l_308[0][0][1], 0xA6BBF363L)) & (l_380 != ((((safe_mul_func_int8_t_s_s((((l_314[6][2][0] & (safe_add_func_uint64_t_u_u(((safe_mul_func_uint16_t_u_u((((((safe_mul_func_uint8_t_u_u(0xD9L, (!(safe_lshift_func_int16_t_s_u(((l_281 != l_281) ^ 0x40L), p_13))))) , (void*)0) != (void*)0) != (**l_360)) && (*p_14)), g_41)) | l_314[6][2][0]), (-10L)))) || p_13) <= (*g_255)), 0x86L)) , l_392) != l_393) , (void*)0))), g_67.f4)), 3)), (***l_359))) > p_12);
        }
    }
    else
    { /* block id: 135 */
        int32_t *l_404 = &l_297;
        const int32_t *l_406 = (void*)0;
        int32_t l_408 = 0x34E24FD4L;
        int32_t l_409 = 0x607085C5L;
        union U0 *l_420[6] = {&g_422,&g_422,&g_422,&g_422,&g_422,&g_422};
        uint16_t l_424 = 0xD6D8L;
        int i;
        for (g_56 = 20; (g_56 == 12); g_56--)
        { /* block id: 138 */
            int16_t l_401[7][5][6] = {{{(-1L),0xED80L,(-1L),0x59DAL,1L,0x59DAL},{0x4BAEL,0xA198L,0x4BAEL,0x59DAL,0x7EC8L,0L},{(-1L),0xA198L,(-1L),0L,1L,0L},{0x4BAEL,0xED80L,0x4BAEL,0L,0x7EC8L,0x59DAL},{(-1L),0xED80L,(-1L),0x59DAL,1L,0x4EF5L}},{{1L,0L,1L,0x4EF5L,0x4BAEL,0xA16FL},{0x44D6L,0L,(-1L),0xA16FL,(-1L),0xA16FL},{1L,0x59DAL,1L,0xA16FL,0x4BAEL,0x4EF5L},{0x44D6L,0x59DAL,(-1L),0x4EF5L,(-1L),0x4EF5L},{1L,0L,1L,0x4EF5L,0x4BAEL,0xA16FL}},{{0x44D6L,0L,(-1L),0xA16FL,(-1L),0xA16FL},{1L,0x59DAL,1L,0xA16FL,0x4BAEL,0x4EF5L},{0x44D6L,0x59DAL,(-1L),0x4EF5L,(-1L),0x4EF5L},{1L,0L,1L,0x4EF5L,0x4BAEL,0xA16FL},{0x44D6L,0L,(-1L),0xA16FL,(-1L),0xA16FL}},{{1L,0x59DAL,1L,0xA16FL,0x4BAEL,0x4EF5L},{0x44D6L,0x59DAL,(-1L),0x4EF5L,(-1L),0x4EF5L},{1L,0L,1L,0x4EF5L,0x4BAEL,0xA16FL},{0x44D6L,0L,(-1L),0xA16FL,(-1L),0xA16FL},{1L,0x59DAL,1L,0xA16FL,0x4BAEL,0x4EF5L}},{{0x44D6L,0x59DAL,(-1L),0x4EF5L,(-1L),0x4EF5L},{1L,0L,1L,0x4EF5L,0x4BAEL,0xA16FL},{0x44D6L,0L,(-1L),0xA16FL,(-1L),0xA16FL},{1L,0x59DAL,1L,0xA16FL,0x4BAEL,0x4EF5L},{0x44D6L,0x59DAL,(-1L),0x4EF5L,(-1L),0x4EF5L}},{{1L,0L,1L,0x4EF5L,0x4BAEL,0xA16FL},{0x44D6L,0L,(-1L),0xA16FL,(-1L),0xA16FL},{1L,0x59DAL,1L,0xA16FL,0x4BAEL,0x4EF5L},{0x44D6L,0x59DAL,(-1L),0x4EF5L,(-1L),0x4EF5L},{1L,0L,1L,0x4EF5L,0x4BAEL,0xA16FL}},{{0x44D6L,0L,(-1L),0xA16FL,(-1L),0xA16FL},{1L,0x59DAL,1L,0xA16FL,0x4BAEL,0x4EF5L},{0x44D6L,0x59DAL,(-1L),0x4EF5L,(-1L),0x4EF5L},{1L,0L,1L,0x4EF5L,0x4BAEL,0xA16FL},{0x44D6L,0L,(-1L),0xA16FL,(-1L),0xA16FL}}};
            int32_t ***l_402 = (void*)0;
            const int32_t *l_405 = &l_304;
            int32_t l_407 = 4L;
            union U0 *l_418 = (void*)0;
            int i, j, k;
            (**g_136) |= (safe_add_func_uint32_t_u_u((+(((*g_86) = p_12) & l_401[5][0][4])), ((l_403[3] = l_402) == l_402)));
            if ((((*g_136) = l_404) != (l_406 = l_405)))
            { /* block id: 144 */
                uint16_t l_410 = 0xB344L;
                ++l_410;
            }
            else
            { /* block id: 146 */
                union U1 *l_425 = &g_417[0][4][2];
                int64_t *l_430 = (void*)0;
                int32_t l_435 = 0xDD7EC4F3L;
                for (l_409 = 16; (l_409 > 0); l_409 = safe_sub_func_uint16_t_u_u(l_409, 6))
                { /* block id: 149 */
                    union U0 **l_419 = &g_219;
                    int32_t l_423 = 0x6F6BAE38L;
                    (*l_404) = (((*p_15) |= 0x04L) , (((safe_sub_func_uint64_t_u_u(((g_417[0][4][2] , ((void*)0 == &l_401[3][3][4])) ^ 0xF455L), ((*l_258) = (((*l_419) = l_418) != l_420[2])))) && p_12) ^ g_421[0][4][6].f0));
                    return l_423;
                }
                (*l_404) &= l_424;
                (*g_426) = l_425;
                for (l_409 = 27; (l_409 != 1); --l_409)
                { /* block id: 160 */
                    int64_t *l_431 = &g_105;
                    uint8_t *l_434[5] = {&g_56,&g_56,&g_56,&g_56,&g_56};
                    int32_t l_458 = 0x82B30CB2L;
                    int32_t l_459[10];
                    int i;
                    for (i = 0; i < 10; i++)
                        l_459[i] = 0xA858890BL;
                    (**g_136) = ((l_430 = &g_105) == l_431);
                    (*l_404) = (((g_111[0].f1 = 0x0C0B0C31BEA3B012LL) | (safe_mul_func_uint8_t_u_u((--g_436), (safe_sub_func_uint32_t_u_u(((&g_86 == &g_86) == 0L), (safe_add_func_int64_t_s_s((safe_mod_func_int8_t_s_s(((0xBAL <= (((safe_mul_func_int16_t_s_s((l_458 = (safe_rshift_func_int16_t_s_s((safe_add_func_uint8_t_u_u((((safe_rshift_func_int16_t_s_u((safe_sub_func_uint64_t_u_u((*l_404), (g_457 , 0x6C03049CA3CFD552LL))), g_422.f0)) , p_12) ^ 0L), (*g_244))), l_458))), g_65)) , g_60) && 0UL)) == (*l_404)), (-5L))), l_459[7]))))))) , (*l_406));
                }
            }
            for (l_298 = 0; (l_298 == (-10)); l_298 = safe_sub_func_int16_t_s_s(l_298, 8))
            { /* block id: 171 */
                for (l_253 = 4; (l_253 >= 0); l_253 -= 1)
                { /* block id: 174 */
                    int i;
                    return g_245[(l_253 + 1)];
                }
                return p_12;
            }
        }
        l_404 = &l_409;
    }
    ++g_462;
    (**g_136) |= (((void*)0 != l_465) || (&p_12 == (g_466 , &p_12)));
    return p_13;
}


/* ------------------------------------------ */
/* 
 * reads : g_41 g_8 g_56 g_59 g_61 g_67 g_70 g_80 g_62 g_67.f0 g_65 g_111 g_134 g_145 g_204 g_218 g_213 g_86 g_135 g_136 g_89 g_60
 * writes: g_41 g_56 g_61 g_60 g_86 g_65 g_135 g_204 g_219 g_84
 */
static uint16_t  func_25(const int32_t  p_26, int32_t  p_27, uint8_t  p_28, int8_t  p_29, uint64_t  p_30)
{ /* block id: 4 */
    int32_t *l_40 = &g_41;
    int32_t l_101 = 0x758CFF8DL;
    int32_t **l_103[9][6] = {{&l_40,&l_40,&l_40,&l_40,&l_40,&l_40},{&l_40,&l_40,&l_40,&l_40,&l_40,&l_40},{&l_40,&l_40,&l_40,&l_40,&l_40,&l_40},{&l_40,&l_40,&l_40,&l_40,&l_40,&l_40},{&l_40,&l_40,&l_40,&l_40,&l_40,&l_40},{&l_40,&l_40,&l_40,&l_40,&l_40,&l_40},{&l_40,&l_40,&l_40,&l_40,&l_40,&l_40},{&l_40,&l_40,&l_40,&l_40,&l_40,&l_40},{&l_40,&l_40,&l_40,&l_40,&l_40,&l_40}};
    uint32_t l_118 = 4294967286UL;
    uint64_t l_235 = 0xFB18FC98EEF7C797LL;
    int i, j;
lbl_94:
    l_40 = l_40;
lbl_123:
    (*l_40) = (+g_41);
    for (p_29 = 0; (p_29 < 3); p_29 = safe_add_func_int16_t_s_s(p_29, 8))
    { /* block id: 9 */
        int64_t l_54 = 0x1AC573C098B3027FLL;
        int32_t l_82 = (-1L);
        uint32_t *l_87[4];
        int32_t *l_92 = &l_82;
        int i;
        for (i = 0; i < 4; i++)
            l_87[i] = &g_84;
        if (g_8)
            break;
        for (p_30 = 25; (p_30 <= 27); p_30 = safe_add_func_uint64_t_u_u(p_30, 1))
        { /* block id: 13 */
            int32_t l_55 = 0xBDCCB4F7L;
            int16_t *l_64 = &g_65;
            int32_t l_93 = (-1L);
            for (p_27 = (-13); (p_27 == 15); p_27 = safe_add_func_int16_t_s_s(p_27, 7))
            { /* block id: 16 */
                int32_t *l_49 = &g_41;
                int32_t *l_50 = &g_41;
                int32_t *l_51 = &g_41;
                int32_t *l_52[5];
                const int16_t **l_63 = &g_61;
                int i;
                for (i = 0; i < 5; i++)
                    l_52[i] = (void*)0;
                --g_56;
                if (((((void*)0 != g_59[4]) < (((*l_63) = ((l_55 > ((((l_55 , (p_26 , 0x372CL)) == p_29) , l_55) || p_27)) , g_61)) == l_64)) || p_30))
                { /* block id: 19 */
                    uint8_t l_71 = 254UL;
                    int8_t *l_81 = &g_60;
                    uint32_t *l_83 = &g_84;
                    uint32_t **l_85[4];
                    int i;
                    for (i = 0; i < 4; i++)
                        l_85[i] = &l_83;
                    l_82 = ((*l_49) = (safe_unary_minus_func_uint32_t_u((g_67 , (safe_sub_func_int16_t_s_s((g_70 , ((l_71 || l_71) >= ((*l_81) = ((safe_add_func_int8_t_s_s(p_30, (((*l_40) , (((safe_add_func_uint64_t_u_u((safe_mod_func_int64_t_s_s(l_54, g_41)), 4L)) ^ g_80) != l_54)) || (*g_61)))) ^ 0L)))), p_30))))));
                    g_41 = ((g_86 = l_83) != l_87[1]);
                }
                else
                { /* block id: 25 */
                    int32_t **l_90 = (void*)0;
                    int32_t **l_91[9][7][3] = {{{&l_50,&l_49,(void*)0},{&l_52[0],&l_52[1],&l_52[1]},{&g_89[6],&l_49,&l_51},{(void*)0,(void*)0,(void*)0},{&l_51,&l_52[0],(void*)0},{&l_52[0],(void*)0,&l_52[4]},{&l_50,&l_49,&l_52[0]}},{{(void*)0,&l_52[1],&g_89[3]},{&g_89[7],&l_49,(void*)0},{&l_40,(void*)0,&l_49},{(void*)0,&l_52[0],&g_89[7]},{&g_89[7],(void*)0,&l_40},{(void*)0,&l_49,&l_49},{(void*)0,&l_52[1],&l_40}},{{&g_89[3],&l_49,&l_49},{&l_40,(void*)0,&l_52[1]},{&g_89[2],&l_52[0],&l_52[0]},{(void*)0,(void*)0,&l_49},{&l_50,&l_49,(void*)0},{&l_52[0],&l_52[1],&l_52[1]},{&g_89[6],&l_49,&l_51}},{{(void*)0,(void*)0,(void*)0},{&l_51,&l_52[0],(void*)0},{&l_52[0],(void*)0,&l_52[4]},{&l_50,&l_49,&l_52[0]},{(void*)0,&l_52[1],&g_89[3]},{&g_89[7],&l_49,(void*)0},{&l_40,(void*)0,&l_49}},{{(void*)0,&l_52[0],&g_89[7]},{&g_89[7],(void*)0,&l_40},{(void*)0,&l_49,&l_49},{(void*)0,&l_52[1],&l_40},{&g_89[3],&l_49,&l_49},{&l_40,(void*)0,&l_52[1]},{&g_89[2],&l_52[0],&l_52[0]}},{{(void*)0,(void*)0,&l_49},{&l_50,&l_49,(void*)0},{&l_52[0],&l_52[1],&l_52[1]},{&g_89[6],&l_49,&l_51},{(void*)0,(void*)0,(void*)0},{&l_51,&l_52[0],(void*)0},{&l_52[0],(void*)0,&l_52[4]}},{{&l_50,&l_49,&l_52[0]},{(void*)0,&l_52[1],&g_89[3]},{&g_89[7],&l_49,(void*)0},{&l_40,(void*)0,&l_49},{(void*)0,&l_52[0],&g_89[7]},{&g_89[3],&g_89[7],&l_40},{(void*)0,&l_50,&l_50}},{{&l_40,&l_52[0],&l_49},{(void*)0,&l_50,&g_89[7]},{&l_52[1],&g_89[7],&l_52[0]},{(void*)0,(void*)0,(void*)0},{&l_52[1],&g_89[7],&l_49},{&l_49,&l_50,&g_89[7]},{&l_52[4],&l_52[0],(void*)0}},{{&l_52[0],&l_50,&g_89[7]},{&l_49,&g_89[7],&g_89[7]},{&l_51,(void*)0,&g_89[7]},{&l_40,&g_89[7],&g_89[7]},{&l_52[0],&l_50,(void*)0},{&l_49,&l_52[0],&l_49},{&g_89[7],&l_50,&l_52[0]}}};
                    int i, j, k;
                    l_92 = &l_82;
                    if ((*l_40))
                        break;
                }
                for (g_60 = 3; (g_60 >= 0); g_60 -= 1)
                { /* block id: 31 */
                    l_93 |= (*l_51);
                    return g_80;
                }
            }
            if (g_67.f0)
                goto lbl_94;
        }
        return g_62;
    }
    for (g_56 = (-5); (g_56 > 10); g_56 = safe_add_func_int32_t_s_s(g_56, 5))
    { /* block id: 42 */
        int32_t l_102[1][10][6] = {{{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L}}};
        int32_t l_106 = 0x9DA84259L;
        uint32_t l_150 = 0x54C37BB7L;
        int32_t l_164 = 0xE17A1104L;
        int32_t l_165 = (-7L);
        int32_t l_166 = 0x1B8DD48DL;
        int32_t l_170[7][3][1] = {{{(-6L)},{0x9CED32F9L},{1L}},{{0x9CED32F9L},{(-6L)},{0xB52631F3L}},{{0xFED2E4DBL},{0L},{0xFED2E4DBL}},{{0xB52631F3L},{(-6L)},{0x9CED32F9L}},{{1L},{0x9CED32F9L},{(-6L)}},{{0xB52631F3L},{0xFED2E4DBL},{0L}},{{0xFED2E4DBL},{0xB52631F3L},{(-6L)}}};
        uint32_t **l_200 = &g_86;
        uint64_t *l_227[2][1];
        uint32_t l_241 = 4294967295UL;
        int i, j, k;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 1; j++)
                l_227[i][j] = (void*)0;
        }
        l_101 ^= (safe_add_func_int16_t_s_s((g_65 |= 0L), (g_41 || (safe_add_func_uint64_t_u_u((&g_86 != &g_86), (*l_40))))));
        if (((&l_40 != (l_102[0][5][5] , l_103[8][2])) != p_28))
        { /* block id: 45 */
            int64_t *l_104[5] = {&g_105,&g_105,&g_105,&g_105,&g_105};
            int32_t l_121 = 5L;
            int32_t *l_129 = &l_101;
            int32_t l_154 = (-1L);
            int64_t l_163[6] = {0xF47762CD2BE79458LL,0xF47762CD2BE79458LL,0xF47762CD2BE79458LL,0xF47762CD2BE79458LL,0xF47762CD2BE79458LL,0xF47762CD2BE79458LL};
            int32_t l_167 = 0xC1A9858FL;
            int32_t l_169 = 0xD94E9917L;
            uint16_t l_171 = 0UL;
            int32_t l_175 = (-7L);
            int32_t l_176 = 0xB4F6E9D7L;
            int32_t l_177 = 0x96118A36L;
            int32_t l_179 = (-1L);
            const uint64_t l_205 = 0UL;
            uint64_t l_214 = 18446744073709551615UL;
            int32_t l_215 = 0xE539E2D7L;
            union U0 *l_216 = &g_217;
            int i;
            if ((p_27 | (l_106 = g_41)))
            { /* block id: 47 */
                int8_t l_112 = 0xB4L;
                uint32_t **l_115[4][7] = {{&g_86,&g_86,(void*)0,(void*)0,(void*)0,&g_86,&g_86},{&g_86,(void*)0,&g_86,&g_86,(void*)0,(void*)0,&g_86},{(void*)0,&g_86,&g_86,&g_86,&g_86,(void*)0,&g_86},{&g_86,&g_86,&g_86,&g_86,&g_86,(void*)0,(void*)0}};
                int32_t l_122 = 0x89076915L;
                uint32_t l_130 = 0xA2FE6578L;
                int32_t l_159 = (-4L);
                int32_t l_160 = 0xDF996105L;
                int32_t l_161 = 0L;
                int32_t l_162[1][5] = {{0L,0L,0L,0L,0L}};
                uint16_t l_181 = 6UL;
                int i, j;
                if ((safe_div_func_int16_t_s_s((safe_sub_func_uint32_t_u_u((g_111[0] , (l_112 == (safe_lshift_func_uint8_t_u_s((&g_86 != l_115[0][0]), 5)))), ((safe_sub_func_int32_t_s_s(l_118, (safe_mod_func_int8_t_s_s((l_121 || l_121), p_27)))) != l_122))), p_26)))
                { /* block id: 48 */
                    int32_t *l_124 = &l_122;
                    if (g_62)
                        goto lbl_123;
                    l_124 = &l_121;
                }
                else
                { /* block id: 51 */
                    uint16_t l_133 = 0x0E94L;
                    l_129 = ((safe_lshift_func_uint16_t_u_u(0xF913L, (safe_rshift_func_int8_t_s_s(0L, 2)))) , &l_121);
                    --l_130;
                    if (l_133)
                        continue;
                    (*g_134) = &l_103[8][2];
                }
                l_150 |= (0xEA0BD5792D6E4BE9LL <= (((safe_sub_func_int16_t_s_s(((((safe_lshift_func_uint8_t_u_s((safe_sub_func_uint64_t_u_u((((safe_mod_func_uint32_t_u_u((*l_129), ((*l_40) = (g_145 , (*l_129))))) & l_122) >= (safe_add_func_uint64_t_u_u((safe_lshift_func_int16_t_s_s(((g_56 <= 18446744073709551611UL) , (-6L)), 14)), 0UL))), p_26)), p_27)) | p_29) < 18446744073709551615UL) >= 1UL), p_29)) && (*l_40)) >= p_30));
                if ((0x1E3A2289BD9ED479LL && 1L))
                { /* block id: 59 */
                    int16_t l_151 = 0x9FC3L;
                    int32_t l_152 = 1L;
                    int32_t l_153 = 2L;
                    int32_t l_155 = 1L;
                    int8_t l_156 = 0xB4L;
                    int32_t l_157 = (-1L);
                    int32_t l_158[9] = {(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L)};
                    int64_t l_174 = 0x3596EE1699ECE875LL;
                    int16_t l_178 = 0x7770L;
                    int32_t l_180 = 4L;
                    int i;
                    ++l_171;
                    if ((*l_129))
                        continue;
                    l_181++;
                    (*l_40) = (*l_129);
                }
                else
                { /* block id: 64 */
                    int64_t l_190[8] = {0L,0L,0x08B0812D9A46E83DLL,0L,0L,0x08B0812D9A46E83DLL,0L,0L};
                    uint32_t ***l_201 = &l_115[3][3];
                    uint64_t *l_202 = (void*)0;
                    uint64_t *l_203[3];
                    int32_t l_206 = 0x5CA27DE4L;
                    const int32_t *l_212 = &g_213;
                    const int32_t **l_211 = &l_212;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_203[i] = &g_204;
                    l_206 |= ((safe_mod_func_uint16_t_u_u((safe_div_func_int8_t_s_s(((g_204 = ((safe_mul_func_uint8_t_u_u(((l_190[4] && (l_170[5][2][0] = (!0x0030FD1EL))) && (safe_mod_func_int64_t_s_s((safe_mul_func_uint8_t_u_u((((safe_rshift_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_s((*g_61), (l_200 != ((*l_201) = &g_86)))) || ((l_181 || 0xDBA5B907L) > (-1L))), l_181)) != p_28) >= p_26), (*l_129))), p_28))), 0xB2L)) != p_28)) > p_29), p_30)), 4L)) , l_205);
                    l_214 &= (safe_mul_func_uint8_t_u_u(g_204, (safe_rshift_func_int8_t_s_s(l_165, (p_29 = (&l_206 == ((*l_211) = (void*)0)))))));
                    return l_215;
                }
                (*g_218) = l_216;
            }
            else
            { /* block id: 75 */
                if (p_28)
                    break;
                if (l_102[0][5][5])
                    break;
            }
        }
        else
        { /* block id: 79 */
            int16_t l_222[8][7] = {{0xE592L,1L,0xB78EL,0x64F9L,0xE592L,0x64F9L,0xB78EL},{1L,1L,(-4L),(-5L),1L,0xA344L,(-5L)},{4L,0x64F9L,(-3L),1L,(-3L),0x64F9L,4L},{0xA5C7L,(-5L),9L,0xA5C7L,1L,9L,9L},{0xE592L,1L,(-10L),1L,0xE592L,0x7958L,0xE592L},{1L,0xA5C7L,9L,(-5L),0xA5C7L,0xA5C7L,(-5L)},{(-3L),1L,(-3L),0x64F9L,4L,0x64F9L,(-3L)},{1L,(-5L),(-4L),1L,1L,(-4L),(-5L)}};
            const uint8_t l_228 = 0xDDL;
            int i, j;
            l_106 &= ((safe_div_func_int16_t_s_s(l_222[6][2], (safe_mod_func_uint8_t_u_u((++p_28), ((l_227[0][0] != &g_204) | p_29))))) > ((((*l_40) || (l_228 > l_228)) != p_30) >= p_30));
            if (g_62)
                goto lbl_123;
        }
        if (p_27)
            continue;
        (***g_135) &= (safe_mod_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((((safe_sub_func_uint32_t_u_u(((*g_86) = (((0x1F714449L <= (l_235 = (((p_29 ^= 0x3AL) >= 0x34L) & 5L))) , (safe_add_func_int16_t_s_s((safe_lshift_func_int8_t_s_s((+(g_111[0] , 0xF2L)), 1)), p_27))) ^ g_213)), l_241)) & g_8) >= p_30), p_26)) > 3L), l_241));
    }
    return g_56;
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
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_10, "g_10", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_53[i][j][k], "g_53[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_65, "g_65", print_hash_value);
    transparent_crc(g_67.f0, "g_67.f0", print_hash_value);
    transparent_crc(g_67.f4, "g_67.f4", print_hash_value);
    transparent_crc(g_70.f0, "g_70.f0", print_hash_value);
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    transparent_crc(g_105, "g_105", print_hash_value);
    transparent_crc(g_168, "g_168", print_hash_value);
    transparent_crc(g_204, "g_204", print_hash_value);
    transparent_crc(g_213, "g_213", print_hash_value);
    transparent_crc(g_217.f0, "g_217.f0", print_hash_value);
    transparent_crc(g_217.f4, "g_217.f4", print_hash_value);
    transparent_crc(g_243, "g_243", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_245[i], "g_245[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_251, "g_251", print_hash_value);
    transparent_crc(g_263.f0, "g_263.f0", print_hash_value);
    transparent_crc(g_263.f4, "g_263.f4", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_280[i][j].f0, "g_280[i][j].f0", print_hash_value);
            transparent_crc(g_280[i][j].f4, "g_280[i][j].f4", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_344, "g_344", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_417[i][j][k].f0, "g_417[i][j][k].f0", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_421[i][j][k].f0, "g_421[i][j][k].f0", print_hash_value);
                transparent_crc(g_421[i][j][k].f4, "g_421[i][j][k].f4", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_422.f0, "g_422.f0", print_hash_value);
    transparent_crc(g_422.f4, "g_422.f4", print_hash_value);
    transparent_crc(g_436, "g_436", print_hash_value);
    transparent_crc(g_457.f0, "g_457.f0", print_hash_value);
    transparent_crc(g_457.f4, "g_457.f4", print_hash_value);
    transparent_crc(g_462, "g_462", print_hash_value);
    transparent_crc(g_466.f0, "g_466.f0", print_hash_value);
    transparent_crc(g_466.f4, "g_466.f4", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_516[i].f0, "g_516[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_517[i][j][k].f0, "g_517[i][j][k].f0", print_hash_value);
                transparent_crc(g_517[i][j][k].f4, "g_517[i][j][k].f4", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_562.f0, "g_562.f0", print_hash_value);
    transparent_crc(g_562.f4, "g_562.f4", print_hash_value);
    transparent_crc(g_618.f0, "g_618.f0", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 208
XXX total union variables: 16

XXX non-zero bitfields defined in structs: 2
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 21
breakdown:
   indirect level: 0, occurrence: 11
   indirect level: 1, occurrence: 8
   indirect level: 2, occurrence: 2
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 8
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 12
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 1

XXX max expression depth: 42
breakdown:
   depth: 1, occurrence: 116
   depth: 2, occurrence: 21
   depth: 3, occurrence: 4
   depth: 4, occurrence: 4
   depth: 5, occurrence: 2
   depth: 6, occurrence: 3
   depth: 11, occurrence: 2
   depth: 12, occurrence: 1
   depth: 13, occurrence: 3
   depth: 14, occurrence: 2
   depth: 15, occurrence: 1
   depth: 16, occurrence: 2
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 3
   depth: 21, occurrence: 1
   depth: 22, occurrence: 2
   depth: 24, occurrence: 3
   depth: 25, occurrence: 1
   depth: 26, occurrence: 1
   depth: 39, occurrence: 1
   depth: 42, occurrence: 1

XXX total number of pointers: 179

XXX times a variable address is taken: 392
XXX times a pointer is dereferenced on RHS: 77
breakdown:
   depth: 1, occurrence: 64
   depth: 2, occurrence: 8
   depth: 3, occurrence: 5
XXX times a pointer is dereferenced on LHS: 66
breakdown:
   depth: 1, occurrence: 59
   depth: 2, occurrence: 6
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 6
XXX times a pointer is qualified to be dereferenced: 2778

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 307
   level: 2, occurrence: 57
   level: 3, occurrence: 20
   level: 4, occurrence: 14
XXX number of pointers point to pointers: 71
XXX number of pointers point to scalars: 98
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 28.5
XXX average alias set size: 1.26

XXX times a non-volatile is read: 462
XXX times a non-volatile is write: 218
XXX times a volatile is read: 23
XXX    times read thru a pointer: 0
XXX times a volatile is write: 8
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 2.24e+03
XXX percentage of non-volatile access: 95.6

XXX forward jumps: 0
XXX backward jumps: 3

XXX stmts: 115
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 16
   depth: 1, occurrence: 15
   depth: 2, occurrence: 21
   depth: 3, occurrence: 29
   depth: 4, occurrence: 34

XXX percentage a fresh-made variable is used: 18.2
XXX percentage an existing variable is used: 81.8
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

