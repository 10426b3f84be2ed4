/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 7 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      7
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   int64_t  f0;
   volatile int32_t  f1;
   volatile uint8_t  f2;
   const volatile int32_t  f3;
};

union U1 {
   signed f0 : 2;
};

union U2 {
   uint32_t  f0;
};

union U3 {
   volatile uint32_t  f0;
   const volatile int64_t  f1;
   uint32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static uint64_t g_2 = 0x1009D434678DC2A8LL;
static int16_t g_15 = 1L;
static int16_t g_17 = 0x3826L;
static volatile int16_t g_45 = 0xAD5BL;/* VOLATILE GLOBAL g_45 */
static volatile int16_t * volatile g_44 = &g_45;/* VOLATILE GLOBAL g_44 */
static int16_t *g_46 = (void*)0;
static volatile union U3 g_60 = {0x3E16851CL};/* VOLATILE GLOBAL g_60 */
static union U0 g_68 = {-8L};/* VOLATILE GLOBAL g_68 */
static uint32_t g_76 = 0xFD4076B8L;
static uint32_t *g_79[2] = {(void*)0,(void*)0};
static uint8_t g_81[6][1] = {{0xA6L},{0xEAL},{0xA6L},{0xEAL},{0xA6L},{0xEAL}};
static int16_t g_85 = (-10L);
static union U0 g_91 = {1L};/* VOLATILE GLOBAL g_91 */
static union U0 *g_93 = &g_91;
static union U0 ** volatile g_92 = &g_93;/* VOLATILE GLOBAL g_92 */
static union U0 g_135 = {0x67FBDCD1592912FCLL};/* VOLATILE GLOBAL g_135 */
static uint32_t g_145[4] = {4UL,4UL,4UL,4UL};
static union U3 g_153 = {1UL};/* VOLATILE GLOBAL g_153 */
static volatile union U0 g_165 = {0L};/* VOLATILE GLOBAL g_165 */
static volatile uint32_t *g_168 = (void*)0;
static volatile uint32_t * volatile * volatile g_167 = &g_168;/* VOLATILE GLOBAL g_167 */
static volatile uint32_t * volatile * const  volatile g_169 = &g_168;/* VOLATILE GLOBAL g_169 */
static volatile uint32_t * volatile * const  volatile *g_166[7] = {&g_167,&g_167,&g_167,&g_167,&g_167,&g_167,&g_167};
static uint8_t g_173[9][8][3] = {{{0x54L,0x06L,251UL},{1UL,1UL,0x53L},{0xC9L,0x06L,0xB0L},{1UL,0xB4L,0x53L},{0x54L,0x06L,251UL},{1UL,1UL,0x53L},{0xC9L,0x06L,0xB0L},{1UL,0xB4L,0x53L}},{{0x54L,0x06L,251UL},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L},{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L}},{{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L},{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L}},{{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L},{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L}},{{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L},{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L}},{{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L},{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L}},{{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L},{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L}},{{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L},{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L}},{{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L},{0x50L,249UL,0x54L},{4UL,4UL,0xB4L},{0UL,249UL,0xC9L},{4UL,0xB0L,0xB4L}}};
static union U0 g_175 = {0x201DAD36DDC0764DLL};/* VOLATILE GLOBAL g_175 */
static const int32_t g_184 = 1L;
static const int32_t *g_186 = &g_184;
static const int32_t ** volatile g_185[9][7][3] = {{{&g_186,(void*)0,&g_186},{&g_186,&g_186,&g_186},{(void*)0,&g_186,&g_186},{(void*)0,&g_186,&g_186},{&g_186,&g_186,&g_186},{(void*)0,(void*)0,&g_186},{&g_186,&g_186,&g_186}},{{(void*)0,(void*)0,&g_186},{&g_186,&g_186,&g_186},{(void*)0,(void*)0,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186},{&g_186,(void*)0,&g_186},{&g_186,(void*)0,&g_186}},{{(void*)0,&g_186,&g_186},{&g_186,&g_186,&g_186},{&g_186,(void*)0,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,(void*)0},{&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186}},{{&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,(void*)0}},{{&g_186,&g_186,&g_186},{&g_186,(void*)0,&g_186},{&g_186,&g_186,&g_186},{&g_186,(void*)0,&g_186},{(void*)0,&g_186,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186}},{{&g_186,&g_186,&g_186},{&g_186,(void*)0,&g_186},{(void*)0,&g_186,(void*)0},{&g_186,(void*)0,(void*)0},{(void*)0,&g_186,&g_186},{&g_186,&g_186,(void*)0},{(void*)0,&g_186,(void*)0}},{{&g_186,&g_186,&g_186},{(void*)0,(void*)0,&g_186},{(void*)0,&g_186,&g_186},{&g_186,(void*)0,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,(void*)0},{&g_186,&g_186,&g_186}},{{&g_186,&g_186,(void*)0},{&g_186,&g_186,&g_186},{(void*)0,&g_186,(void*)0},{&g_186,&g_186,&g_186},{(void*)0,&g_186,(void*)0},{&g_186,&g_186,&g_186},{&g_186,&g_186,(void*)0}},{{&g_186,&g_186,&g_186},{(void*)0,&g_186,&g_186},{(void*)0,(void*)0,&g_186},{&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186},{&g_186,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0}}};
static const union U2 g_206 = {0x05619517L};
static const volatile int32_t g_210 = 0x8B11CE97L;/* VOLATILE GLOBAL g_210 */
static const volatile int32_t * volatile g_209 = &g_210;/* VOLATILE GLOBAL g_209 */
static const volatile int32_t * volatile *g_208 = &g_209;
static const volatile int32_t * volatile **g_207 = &g_208;
static int64_t g_214 = (-10L);
static int8_t g_216 = 0x67L;
static int32_t g_219[7][10][3] = {{{0xF05D6A4AL,0x0AB5C316L,0x8927BEDCL},{(-1L),0x48CFC1C3L,0x5AF43916L},{0xF05D6A4AL,0x17187E54L,0x5F8E45F1L},{0L,0xCB0796BCL,0L},{0x5F8E45F1L,0x17187E54L,0xF05D6A4AL},{0x5AF43916L,0x48CFC1C3L,(-1L)},{0xA1FBC1C6L,0xBF687C1AL,(-1L)},{0L,0L,0x163A15DAL},{0xA1FBC1C6L,0x5F8E45F1L,0xBF687C1AL},{0x5AF43916L,0x163A15DAL,0x0557B0DFL}},{{0x5F8E45F1L,5L,5L},{0L,0x5AF43916L,0x0557B0DFL},{0xF05D6A4AL,0x8927BEDCL,0xBF687C1AL},{(-1L),0xAD2F0B0CL,0x163A15DAL},{(-1L),0xBD36EAA1L,(-1L)},{0x163A15DAL,0xAD2F0B0CL,(-1L)},{0xBF687C1AL,0x8927BEDCL,0xF05D6A4AL},{0x0557B0DFL,0x5AF43916L,0L},{5L,5L,0x5F8E45F1L},{0x0557B0DFL,0x163A15DAL,0x5AF43916L}},{{0xBF687C1AL,0x5F8E45F1L,0xA1FBC1C6L},{0x163A15DAL,0L,0L},{(-1L),0xBF687C1AL,0xA1FBC1C6L},{(-1L),0x48CFC1C3L,0x5AF43916L},{0xF05D6A4AL,0x17187E54L,0x5F8E45F1L},{0L,0xCB0796BCL,0L},{0x5F8E45F1L,0x17187E54L,0xF05D6A4AL},{0x5AF43916L,0x48CFC1C3L,(-1L)},{0xA1FBC1C6L,0xBF687C1AL,(-1L)},{0L,0L,0x163A15DAL}},{{0xA1FBC1C6L,0x5F8E45F1L,0xBF687C1AL},{0x5AF43916L,0x163A15DAL,0x0557B0DFL},{0x5F8E45F1L,5L,5L},{0L,0x5AF43916L,0x0557B0DFL},{0xF05D6A4AL,0x8927BEDCL,0xBF687C1AL},{(-1L),0xAD2F0B0CL,0x163A15DAL},{(-1L),0xBD36EAA1L,(-1L)},{0x163A15DAL,0xAD2F0B0CL,(-1L)},{0xBF687C1AL,0x8927BEDCL,0xF05D6A4AL},{0x0557B0DFL,0x5AF43916L,0L}},{{5L,5L,0x5F8E45F1L},{0x0557B0DFL,0x163A15DAL,0x5AF43916L},{0xBF687C1AL,0x5F8E45F1L,0xA1FBC1C6L},{0x163A15DAL,0L,0L},{(-1L),0xBF687C1AL,0xA1FBC1C6L},{(-1L),0x48CFC1C3L,0x5AF43916L},{0xF05D6A4AL,0x17187E54L,0x5F8E45F1L},{0L,0xCB0796BCL,0L},{0x5F8E45F1L,0x17187E54L,0xF05D6A4AL},{0x5AF43916L,0x48CFC1C3L,(-1L)}},{{0xA1FBC1C6L,0xBF687C1AL,(-1L)},{0L,0L,0x163A15DAL},{0xA1FBC1C6L,0x5F8E45F1L,0xBF687C1AL},{0x5AF43916L,0x163A15DAL,0x0557B0DFL},{0x5F8E45F1L,5L,5L},{0L,0x5AF43916L,0x0557B0DFL},{0xF05D6A4AL,0x8927BEDCL,0xBF687C1AL},{(-1L),0xAD2F0B0CL,0x163A15DAL},{(-1L),0xBD36EAA1L,(-1L)},{0x163A15DAL,0xAD2F0B0CL,(-1L)}},{{0xBF687C1AL,0x8927BEDCL,0xF05D6A4AL},{0x0557B0DFL,0x5AF43916L,0L},{5L,5L,0x5F8E45F1L},{0x0557B0DFL,0x163A15DAL,0x5AF43916L},{0xBF687C1AL,0x5F8E45F1L,0xF05D6A4AL},{0L,0x6E61B7FCL,0x6E61B7FCL},{0x17187E54L,0xBD36EAA1L,0xF05D6A4AL},{0L,0x0557B0DFL,0xCB0796BCL},{(-1L),0x5F8E45F1L,5L},{0xAD2F0B0CL,0x81C9F17BL,0xAD2F0B0CL}}};
static uint8_t *g_229 = &g_81[5][0];
static uint8_t **g_228 = &g_229;
static uint8_t *** volatile g_227 = &g_228;/* VOLATILE GLOBAL g_227 */
static uint8_t *g_237 = (void*)0;
static uint8_t ** const g_236[1] = {&g_237};
static uint8_t ** const *g_235 = &g_236[0];
static int8_t g_250 = 0xF6L;
static int32_t g_251 = 0xAC16E798L;
static uint32_t g_257 = 0xB58D824AL;
static uint16_t g_298[1] = {0xA56FL};
static int64_t g_299 = (-1L);
static volatile union U0 g_300 = {0L};/* VOLATILE GLOBAL g_300 */
static volatile union U3 g_315[5] = {{18446744073709551607UL},{18446744073709551607UL},{18446744073709551607UL},{18446744073709551607UL},{18446744073709551607UL}};
static int32_t * volatile g_316 = &g_219[4][4][2];/* VOLATILE GLOBAL g_316 */
static const union U3 *g_373 = (void*)0;
static volatile union U0 g_380[1][9][10] = {{{{0xA495DBE789DB6284LL},{0xB2D5A25068C64CD6LL},{0x9E25A3B67BFCB1B6LL},{-1L},{0x394C79800D979EBELL},{3L},{3L},{0x394C79800D979EBELL},{-1L},{0x9E25A3B67BFCB1B6LL}},{{0x8AF709B0A2F69BEALL},{0x8AF709B0A2F69BEALL},{0xB0C3B20C45AA4533LL},{3L},{-1L},{0x45113D903F62A468LL},{9L},{-4L},{0x38F7E52FAC2CC38CLL},{0x5DB9CF8A40078AD2LL}},{{0xB0C3B20C45AA4533LL},{-1L},{1L},{0x10E6303CE84F3E45LL},{-10L},{0x5DB9CF8A40078AD2LL},{9L},{0x6CE5DCEC532FDA15LL},{-1L},{5L}},{{-4L},{0x8AF709B0A2F69BEALL},{0L},{6L},{0x5DB9CF8A40078AD2LL},{0x10E6303CE84F3E45LL},{3L},{0x10E6303CE84F3E45LL},{0x5DB9CF8A40078AD2LL},{6L}},{{0x4C56C392BCA48607LL},{0xB2D5A25068C64CD6LL},{0x4C56C392BCA48607LL},{9L},{0L},{-4L},{0x45113D903F62A468LL},{0x8AF709B0A2F69BEALL},{0x76B0B7233AEBE810LL},{0xDE7DCEC49A6F7DA1LL}},{{0xC066D2EC01F32B7DLL},{0xDE7DCEC49A6F7DA1LL},{0x394C79800D979EBELL},{0x6CE5DCEC532FDA15LL},{0xA495DBE789DB6284LL},{0L},{0x5DB9CF8A40078AD2LL},{0x8AF709B0A2F69BEALL},{-10L},{0L}},{{0x9E25A3B67BFCB1B6LL},{3L},{0x4C56C392BCA48607LL},{0xC066D2EC01F32B7DLL},{0x76B0B7233AEBE810LL},{5L},{0x10E6303CE84F3E45LL},{0x10E6303CE84F3E45LL},{5L},{0x76B0B7233AEBE810LL}},{{1L},{0L},{0L},{1L},{0xDE7DCEC49A6F7DA1LL},{1L},{-4L},{0x6CE5DCEC532FDA15LL},{0xB0C3B20C45AA4533LL},{-1L}},{{3L},{-1L},{1L},{0xA495DBE789DB6284LL},{0xC066D2EC01F32B7DLL},{0L},{0L},{-4L},{0xB0C3B20C45AA4533LL},{0xB2D5A25068C64CD6LL}}}};
static union U2 g_389 = {0x67A158CAL};
static int8_t g_395 = 0x9FL;
static int32_t g_400[2][6] = {{(-1L),0x7969F695L,0L,0x7969F695L,(-1L),(-1L)},{(-8L),0x7969F695L,0x7969F695L,(-8L),(-1L),(-8L)}};
static int64_t g_425 = (-8L);
static uint64_t g_428 = 0UL;
static int32_t *g_443 = &g_251;
static int32_t **g_442[10][9][1] = {{{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{(void*)0},{&g_443}},{{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443}},{{&g_443},{&g_443},{&g_443},{&g_443},{(void*)0},{&g_443},{&g_443},{&g_443},{&g_443}},{{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443}},{{&g_443},{(void*)0},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443}},{{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{(void*)0},{&g_443}},{{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443}},{{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{(void*)0},{&g_443},{(void*)0},{&g_443}},{{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{&g_443},{(void*)0},{&g_443}},{{(void*)0},{&g_443},{&g_443},{&g_443},{(void*)0},{(void*)0},{&g_443},{&g_443},{&g_443}}};
static uint8_t ***g_459 = &g_228;
static uint16_t g_479 = 0UL;
static union U1 g_480 = {0x2F655AA6L};
static int16_t g_492 = 0xC020L;
static volatile union U2 g_510 = {0xF281B2A4L};/* VOLATILE GLOBAL g_510 */
static volatile union U2 * volatile g_509 = &g_510;/* VOLATILE GLOBAL g_509 */
static volatile union U2 * volatile *g_508 = &g_509;
static volatile union U2 * volatile ** volatile g_511 = (void*)0;/* VOLATILE GLOBAL g_511 */
static volatile union U2 * volatile ** volatile g_512 = &g_508;/* VOLATILE GLOBAL g_512 */
static int32_t g_524 = 0xC429AF80L;
static int32_t * const  volatile g_523 = &g_524;/* VOLATILE GLOBAL g_523 */
static int8_t g_541 = 0L;
static uint32_t g_576[10] = {0x752DEEE7L,0UL,0x752DEEE7L,18446744073709551611UL,18446744073709551611UL,0x752DEEE7L,0UL,0x752DEEE7L,18446744073709551611UL,18446744073709551611UL};
static uint64_t *g_610 = &g_428;
static volatile uint32_t g_626 = 0x731CF2AFL;/* VOLATILE GLOBAL g_626 */
static uint16_t g_650 = 0UL;
static int64_t g_697[2][3] = {{0xE26C9F664D8CC153LL,0xE26C9F664D8CC153LL,0xE26C9F664D8CC153LL},{0xE26C9F664D8CC153LL,0xE26C9F664D8CC153LL,0xE26C9F664D8CC153LL}};
static union U0 *** volatile g_717 = (void*)0;/* VOLATILE GLOBAL g_717 */


/* --- FORWARD DECLARATIONS --- */
static union U1  func_1(void);
static uint64_t  func_3(uint8_t  p_4, const int32_t  p_5, uint8_t  p_6, uint32_t  p_7, const union U2  p_8);
static uint8_t  func_26(int32_t  p_27, int16_t * p_28, const int16_t * p_29, int16_t * p_30, uint8_t  p_31);
static int16_t * func_32(int16_t * p_33, int16_t  p_34, uint32_t  p_35, int16_t * p_36);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_17 g_44 g_46 g_81 g_219 g_45 g_145 g_251 g_135.f1 g_298 g_299 g_300 g_68.f1 g_186 g_184 g_315 g_316 g_207 g_208 g_209 g_227 g_228 g_229 g_380 g_257 g_395 g_400 g_91.f2 g_85 g_480 g_76 g_508 g_512 g_250 g_523 g_524 g_443 g_459 g_541 g_389 g_389.f0 g_15 g_576 g_300.f3 g_626 g_650 g_610 g_428 g_68.f0 g_380.f1 g_697 g_509 g_510
 * writes: g_15 g_17 g_257 g_219 g_250 g_298 g_251 g_91.f0 g_216 g_209 g_175.f0 g_76 g_373 g_46 g_85 g_400 g_299 g_492 g_508 g_524 g_541 g_389.f0 g_428 g_576 g_610 g_153.f2 g_626 g_650 g_214 g_395 g_81
 */
static union U1  func_1(void)
{ /* block id: 0 */
    int32_t l_9 = 0x54671013L;
    int16_t *l_14 = &g_15;
    int16_t *l_16[9][4][3] = {{{(void*)0,&g_17,(void*)0},{&g_17,&g_17,&g_17},{(void*)0,&g_17,&g_17},{&g_17,&g_17,(void*)0}},{{&g_17,&g_17,&g_17},{(void*)0,&g_17,(void*)0},{&g_17,&g_17,&g_17},{&g_17,(void*)0,&g_17}},{{(void*)0,&g_17,(void*)0},{&g_17,(void*)0,&g_17},{&g_17,&g_17,&g_17},{(void*)0,&g_17,(void*)0}},{{&g_17,&g_17,&g_17},{(void*)0,&g_17,&g_17},{&g_17,&g_17,(void*)0},{&g_17,&g_17,&g_17}},{{(void*)0,&g_17,(void*)0},{&g_17,&g_17,&g_17},{&g_17,(void*)0,&g_17},{(void*)0,&g_17,(void*)0}},{{&g_17,(void*)0,&g_17},{&g_17,&g_17,&g_17},{(void*)0,&g_17,(void*)0},{&g_17,&g_17,&g_17}},{{(void*)0,&g_17,&g_17},{&g_17,&g_17,(void*)0},{&g_17,&g_17,&g_17},{(void*)0,&g_17,(void*)0}},{{&g_17,&g_17,&g_17},{&g_17,(void*)0,&g_17},{(void*)0,&g_17,(void*)0},{&g_17,(void*)0,&g_17}},{{&g_17,&g_17,&g_17},{(void*)0,&g_17,(void*)0},{&g_17,&g_17,&g_17},{(void*)0,&g_17,&g_17}}};
    union U2 l_43 = {0x91B05987L};
    int16_t **l_376[4] = {&l_16[3][3][1],&l_16[3][3][1],&l_16[3][3][1],&l_16[3][3][1]};
    const int16_t *l_377 = &g_85;
    uint32_t l_539 = 4294967291UL;
    int8_t *l_540 = &g_541;
    const int32_t l_542 = 1L;
    int32_t l_543[6][2] = {{0x8563FC5FL,0x8563FC5FL},{0x5463827BL,0x8563FC5FL},{0x8563FC5FL,0x5463827BL},{0x8563FC5FL,0x8563FC5FL},{0x5463827BL,0x8563FC5FL},{0x8563FC5FL,0x5463827BL}};
    uint64_t *l_551[2];
    int32_t l_552[7];
    int32_t l_553 = 0xDA71290EL;
    int32_t l_554 = (-6L);
    uint16_t l_643 = 9UL;
    int32_t l_667 = 0x8EA3C53EL;
    uint8_t l_686 = 255UL;
    uint8_t l_714 = 247UL;
    int32_t *l_724 = (void*)0;
    union U1 l_725 = {1L};
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_551[i] = &g_428;
    for (i = 0; i < 7; i++)
        l_552[i] = 0L;
lbl_579:
    l_554 &= (2L ^ (((l_552[6] |= (g_428 = (g_2 , func_3((l_9 >= ((*l_540) ^= (safe_add_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s((g_17 |= ((*l_14) = g_2)), (safe_mod_func_int32_t_s_s((safe_mod_func_uint8_t_u_u((((safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((func_26(g_2, (g_46 = func_32(l_14, ((safe_div_func_int16_t_s_s((safe_add_func_uint8_t_u_u(((safe_lshift_func_int16_t_s_u((((l_43 = l_43) , g_44) != (void*)0), g_2)) , 1UL), 0L)), l_9)) , l_9), l_9, g_46)), l_377, &g_85, l_9) == 254UL), l_539)), l_9)) != 0x8593L) , (***g_227)), l_539)), l_539)))) , (*g_229)), (-10L))))), l_542, l_9, l_543[5][0], g_389)))) >= (-1L)) , l_553));
    for (l_554 = (-22); (l_554 >= (-4)); l_554 = safe_add_func_int8_t_s_s(l_554, 9))
    { /* block id: 303 */
        uint8_t l_558 = 0xC6L;
        int32_t l_564 = 0xD93C9B7DL;
        int32_t l_600 = 5L;
        uint64_t l_606 = 0xFB9D49C217202756LL;
        int32_t l_609 = 1L;
        uint64_t l_668 = 0x9ECE949759AFA7BBLL;
        const union U3 *l_674 = &g_153;
        int32_t l_685 = 6L;
        uint32_t l_698[1][3][9] = {{{0xC3853F12L,0xC3853F12L,0UL,0x3A07F4BAL,0x133899D1L,0UL,0x133899D1L,0x3A07F4BAL,0UL},{0xC3853F12L,0xC3853F12L,0UL,0x3A07F4BAL,0x133899D1L,0UL,0x133899D1L,0x3A07F4BAL,0UL},{0xC3853F12L,0xC3853F12L,0UL,0x3A07F4BAL,0x133899D1L,0UL,0x133899D1L,0x3A07F4BAL,0UL}}};
        union U1 l_699 = {0xB809ADBDL};
        union U0 **l_719 = &g_93;
        union U0 ***l_718 = &l_719;
        int i, j, k;
        if ((!l_558))
        { /* block id: 304 */
            uint32_t * const l_559 = &g_389.f0;
            int32_t l_565[1][3];
            uint16_t l_566 = 0x1929L;
            union U1 l_584 = {0L};
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 3; j++)
                    l_565[i][j] = 0x95B47DF7L;
            }
            if ((0x95L != ((*l_540) = ((void*)0 != l_559))))
            { /* block id: 306 */
                uint64_t l_569[5] = {1UL,1UL,1UL,1UL,1UL};
                int i;
                for (l_9 = 0; (l_9 < (-8)); l_9 = safe_sub_func_uint64_t_u_u(l_9, 9))
                { /* block id: 309 */
                    int32_t *l_562 = &l_543[5][0];
                    int32_t *l_563[9][2][9] = {{{(void*)0,&g_251,&l_552[6],(void*)0,&l_543[5][0],&l_554,&g_219[6][7][1],&g_524,&l_553},{&l_552[2],&l_552[4],&l_9,&l_552[4],(void*)0,&l_9,(void*)0,&l_552[4],&l_9}},{{&l_543[3][0],&l_543[3][0],(void*)0,&l_543[0][1],(void*)0,&l_553,&g_400[1][0],&l_554,(void*)0},{&g_400[1][1],&g_251,&g_400[1][4],&g_524,(void*)0,&l_552[4],&l_552[4],&l_552[2],(void*)0}},{{&g_524,&l_554,(void*)0,&l_553,&g_219[4][9][2],(void*)0,&g_219[4][4][2],&l_9,&g_219[4][4][2]},{&g_524,&g_219[4][4][2],&l_9,&l_9,&g_219[4][4][2],&g_524,&l_552[6],&l_9,&l_554}},{{(void*)0,&g_219[4][4][2],&l_552[6],(void*)0,(void*)0,&g_251,(void*)0,(void*)0,&g_251},{&l_9,&g_400[0][2],(void*)0,(void*)0,&l_552[6],&g_251,&l_552[6],&l_552[4],&g_400[1][1]}},{{&l_9,(void*)0,&l_554,&g_219[4][4][2],&g_251,&g_251,&g_219[4][4][2],&l_554,(void*)0},{(void*)0,&l_9,&g_400[1][2],&l_554,&g_524,&l_552[6],&l_552[4],(void*)0,(void*)0}},{{(void*)0,(void*)0,&l_553,&g_251,&l_552[1],&l_552[6],&g_400[1][0],&l_543[5][0],&l_543[5][0]},{&l_9,&l_9,&l_552[6],&g_400[1][1],(void*)0,&g_400[1][2],(void*)0,(void*)0,&g_400[1][2]}},{{&l_552[3],(void*)0,&g_251,(void*)0,&l_552[3],&l_9,&g_219[6][7][1],(void*)0,&l_552[1]},{&l_554,&g_400[0][2],&g_251,(void*)0,&g_400[1][1],&l_543[4][0],&l_9,(void*)0,&l_543[5][0]}},{{(void*)0,&g_219[4][4][2],&g_524,&l_543[5][0],(void*)0,&l_9,&l_543[5][0],&g_219[4][9][2],&g_251},{&l_553,&g_219[4][4][2],&l_552[6],&g_400[1][2],&g_400[1][4],&g_400[1][2],&l_552[6],&g_219[4][4][2],&l_553}},{{&l_554,&l_554,&g_219[4][9][2],&l_552[1],&l_543[3][0],&l_552[6],&l_552[3],(void*)0,&l_543[5][0]},{&g_219[4][4][2],&g_251,&l_552[4],&l_543[5][0],(void*)0,&l_552[6],&g_400[0][2],&l_552[6],&l_9}}};
                    int i, j, k;
                    ++l_566;
                    ++l_569[1];
                    return g_480;
                }
                return g_480;
            }
            else
            { /* block id: 315 */
                int32_t l_575 = 0L;
                int32_t l_598 = (-1L);
                int32_t l_599 = 0x29497943L;
                int32_t *l_646 = &g_400[1][0];
                int32_t *l_647 = (void*)0;
                int32_t *l_648 = &l_543[5][0];
                int32_t *l_649[8][10][3] = {{{&l_564,&l_564,&g_219[4][4][2]},{&l_543[0][1],&g_524,&g_251},{(void*)0,(void*)0,(void*)0},{(void*)0,&l_552[3],(void*)0},{&l_552[3],&l_565[0][1],&l_552[6]},{&l_9,&l_565[0][0],&l_599},{&l_564,&l_552[6],(void*)0},{&l_598,&l_565[0][1],&l_553},{&l_565[0][2],&l_565[0][2],&l_552[1]},{&l_543[5][0],&g_524,&g_400[1][1]}},{{&l_564,&l_564,&l_9},{&l_565[0][2],(void*)0,(void*)0},{&l_599,&l_598,&l_9},{&l_564,&l_565[0][1],(void*)0},{&l_575,&l_553,&l_564},{&l_553,&l_564,&l_543[5][0]},{&l_598,(void*)0,&l_575},{&l_552[6],&l_565[0][2],&l_598},{(void*)0,(void*)0,&l_565[0][2]},{&l_553,&l_543[0][0],(void*)0}},{{&l_9,&l_554,(void*)0},{&l_552[1],&l_565[0][0],&l_543[4][1]},{&l_599,&g_400[1][0],&l_575},{&l_543[5][0],&l_565[0][1],&l_575},{&l_575,&g_400[1][0],&l_552[6]},{&g_524,&g_400[1][1],&l_598},{&l_553,&g_400[1][1],&l_600},{&l_552[3],&g_400[1][0],&l_598},{(void*)0,&l_565[0][1],(void*)0},{&l_565[0][0],&g_400[1][0],&g_219[4][4][2]}},{{(void*)0,&l_565[0][0],&l_565[0][1]},{(void*)0,&l_554,&l_543[5][0]},{(void*)0,&l_543[0][0],&l_552[3]},{&l_565[0][2],(void*)0,(void*)0},{(void*)0,&l_565[0][2],&l_552[6]},{&l_543[5][0],(void*)0,&l_565[0][2]},{&g_219[6][9][2],&l_564,(void*)0},{(void*)0,&l_553,&l_554},{(void*)0,&l_565[0][1],&l_553},{&l_565[0][2],&l_598,&l_565[0][1]}},{{&g_219[2][6][0],(void*)0,&l_565[0][2]},{&l_564,&l_564,&l_543[5][0]},{&l_553,&g_524,&g_219[2][2][0]},{&l_564,&l_565[0][2],&l_553},{&l_565[0][1],&l_600,&l_543[5][0]},{&l_543[0][1],&l_564,&l_553},{&l_598,&l_598,&g_219[2][2][0]},{&l_565[0][1],&l_553,&l_543[5][0]},{&g_524,&l_553,&l_565[0][2]},{&l_600,&l_599,&l_565[0][1]}},{{(void*)0,&l_9,&l_553},{&l_600,&g_219[4][4][2],&l_554},{(void*)0,&l_564,(void*)0},{&l_575,(void*)0,&l_565[0][2]},{&l_575,&l_575,&l_552[6]},{&l_565[0][2],&l_552[6],(void*)0},{&l_565[0][2],(void*)0,&l_552[3]},{&g_400[1][0],&l_552[6],&l_543[5][0]},{&l_565[0][2],(void*)0,&l_565[0][1]},{&l_552[6],&l_543[5][0],&g_219[4][4][2]}},{{&g_219[4][4][2],&g_219[2][6][0],(void*)0},{&l_552[6],&g_219[4][4][2],&l_598},{(void*)0,&l_564,&l_600},{(void*)0,&l_575,&l_598},{(void*)0,&l_599,&l_552[6]},{(void*)0,&l_543[3][0],&l_575},{&l_552[6],&l_600,&l_575},{&g_219[4][4][2],&l_543[5][0],&l_543[4][1]},{&l_552[6],&g_251,(void*)0},{&l_565[0][2],&g_251,(void*)0}},{{&g_400[1][0],&l_543[0][0],&l_565[0][2]},{&l_565[0][2],(void*)0,&g_219[4][4][2]},{&l_552[6],&l_543[0][1],&l_565[0][2]},{&g_251,&l_600,&l_565[0][2]},{&l_543[5][0],&l_598,(void*)0},{&l_598,&l_9,&l_9},{&g_219[4][4][2],&g_400[1][0],&g_524},{(void*)0,&l_565[0][1],&g_219[6][9][2]},{&l_552[6],&l_543[5][0],&l_543[5][0]},{&l_9,&g_219[4][4][2],(void*)0}}};
                int i, j, k;
                if ((safe_lshift_func_uint16_t_u_u(l_565[0][2], 14)))
                { /* block id: 316 */
                    int32_t *l_574[9] = {(void*)0,&l_565[0][2],(void*)0,(void*)0,&l_565[0][2],(void*)0,(void*)0,&l_565[0][2],(void*)0};
                    int i;
                    --g_576[1];
                    if (l_575)
                        continue;
                    if (l_539)
                        goto lbl_579;
                }
                else
                { /* block id: 320 */
                    union U2 l_587[3][2] = {{{0x0207347BL},{0UL}},{{0UL},{0x0207347BL}},{{0UL},{0UL}}};
                    int32_t *l_596 = &l_553;
                    int32_t *l_597[7][10][3] = {{{&l_9,(void*)0,&l_552[0]},{&l_543[5][0],&g_400[1][0],&g_219[5][2][0]},{&g_524,(void*)0,(void*)0},{(void*)0,&g_400[1][0],(void*)0},{&g_219[4][4][2],&g_524,&g_251},{&l_575,&l_552[3],&g_524},{&l_9,&l_554,&g_251},{&g_400[1][0],(void*)0,&l_564},{(void*)0,&g_400[1][1],&l_565[0][2]},{&g_400[1][1],(void*)0,&l_9}},{{&g_524,(void*)0,&g_524},{&g_219[4][4][2],(void*)0,(void*)0},{&l_9,(void*)0,(void*)0},{(void*)0,&l_552[6],&g_251},{&l_543[5][0],&l_543[1][0],&l_543[5][0]},{&l_543[5][0],&g_219[2][2][0],&l_9},{(void*)0,&g_400[1][0],(void*)0},{&l_9,&l_543[5][0],&l_564},{&g_219[4][4][2],&l_554,&g_524},{&g_524,&l_552[3],&l_552[6]}},{{&g_400[1][1],&g_400[1][0],&g_219[2][4][2]},{(void*)0,&l_565[0][2],&g_400[1][0]},{&g_400[1][0],&g_219[2][2][0],(void*)0},{&l_9,(void*)0,&l_9},{&l_575,&l_9,&l_9},{&g_219[4][4][2],(void*)0,(void*)0},{(void*)0,(void*)0,&l_552[6]},{&g_524,&g_219[5][2][2],&g_524},{&l_543[5][0],&g_219[4][1][2],(void*)0},{&l_9,&g_400[1][1],&l_543[1][0]}},{{&l_553,&l_543[5][0],(void*)0},{&l_575,(void*)0,&g_524},{&l_553,&l_554,&l_552[6]},{&l_565[0][2],(void*)0,(void*)0},{&l_553,&g_251,&l_9},{&g_400[1][0],&g_219[4][1][2],&l_9},{&l_554,&g_400[1][0],(void*)0},{&l_554,&l_9,&g_400[1][0]},{&l_9,&l_552[0],&g_219[2][4][2]},{&l_552[6],(void*)0,&l_552[6]}},{{(void*)0,&l_543[1][0],&g_524},{&g_524,&l_552[1],&l_564},{&l_9,&l_565[0][2],(void*)0},{(void*)0,&g_524,&l_9},{&l_554,(void*)0,&l_543[5][0]},{&g_524,(void*)0,&g_251},{&g_251,&g_524,(void*)0},{&g_400[0][2],&l_565[0][2],(void*)0},{&g_400[1][1],&l_552[1],&g_524},{&l_554,&l_543[1][0],&l_9}},{{&l_554,&l_552[0],&l_543[3][1]},{(void*)0,&g_400[1][0],&l_553},{&g_219[2][3][2],&l_543[1][0],&g_219[4][4][2]},{(void*)0,&g_400[1][0],(void*)0},{&l_553,&l_554,&l_543[1][0]},{&l_552[0],(void*)0,(void*)0},{&g_219[5][2][2],&l_553,&g_219[5][2][2]},{&l_554,(void*)0,&l_552[3]},{(void*)0,&l_552[1],&g_400[1][0]},{&l_543[3][1],&g_219[4][4][2],(void*)0}},{{&g_524,(void*)0,&g_400[0][2]},{&l_543[3][1],&l_554,(void*)0},{(void*)0,&l_9,&l_552[6]},{&l_554,&g_219[2][3][2],&l_9},{&g_219[5][2][2],&l_543[5][0],&l_552[5]},{&l_552[0],&l_543[1][0],&g_400[1][0]},{&l_553,&g_251,(void*)0},{(void*)0,&l_543[5][0],&l_543[1][0]},{&g_219[2][3][2],&l_543[3][1],&l_565[0][2]},{(void*)0,(void*)0,&l_564}}};
                    uint32_t l_601 = 4294967293UL;
                    uint64_t *l_611[9][1][2] = {{{&l_606,&l_606}},{{&l_606,&l_606}},{{&l_606,&l_606}},{{&l_606,&l_606}},{{&l_606,&l_606}},{{&l_606,&l_606}},{{&l_606,&l_606}},{{&l_606,&l_606}},{{&l_606,&l_606}}};
                    int i, j, k;
                    (*l_596) &= (((g_395 >= (safe_sub_func_uint8_t_u_u((safe_add_func_uint64_t_u_u((l_584 , (safe_rshift_func_int8_t_s_s(g_300.f3, (l_587[2][0] , g_15)))), (safe_sub_func_int32_t_s_s(((safe_rshift_func_int8_t_s_s((safe_add_func_int16_t_s_s((65535UL < ((l_587[2][0].f0 , 1L) > l_575)), 0x1BDCL)), 1)) ^ (*g_186)), l_587[2][0].f0)))), g_251))) <= l_575) , l_552[5]);
                    ++l_601;
                    l_565[0][2] |= ((l_575 = ((*g_443) = ((safe_rshift_func_int16_t_s_u((((g_186 == (((*l_540) = l_606) , g_443)) < (g_145[0] & (safe_lshift_func_uint8_t_u_u(l_554, 6)))) == l_609), ((g_610 = &g_428) != l_611[8][0][0]))) >= l_539))) | l_552[6]);
                }
                for (g_153.f2 = 25; (g_153.f2 <= 56); g_153.f2 = safe_add_func_int16_t_s_s(g_153.f2, 2))
                { /* block id: 331 */
                    int32_t *l_614 = &l_553;
                    int32_t *l_615 = (void*)0;
                    int32_t *l_616 = &l_543[2][1];
                    int32_t *l_617 = &l_552[6];
                    int32_t *l_618 = (void*)0;
                    int32_t *l_619 = &g_524;
                    int32_t *l_620 = &l_600;
                    int32_t *l_621 = &l_553;
                    int32_t *l_622 = &l_600;
                    int32_t *l_623 = (void*)0;
                    int32_t *l_624 = &l_564;
                    int32_t *l_625 = (void*)0;
                    int32_t l_629 = 1L;
                    int32_t *l_630 = &l_543[3][1];
                    int32_t *l_631 = &l_552[6];
                    int32_t *l_632 = (void*)0;
                    int32_t *l_633 = &l_564;
                    int32_t *l_634 = &g_251;
                    int32_t *l_635 = &g_400[1][0];
                    int32_t *l_636 = (void*)0;
                    int32_t *l_637 = &g_251;
                    int32_t *l_638 = &l_543[5][0];
                    int32_t *l_639 = &l_543[4][0];
                    int32_t *l_640 = &l_9;
                    int32_t *l_641 = (void*)0;
                    int32_t *l_642 = &l_600;
                    g_626++;
                    l_643++;
                }
                --g_650;
            }
            (*g_443) = l_554;
            for (g_85 = (-5); (g_85 > (-11)); --g_85)
            { /* block id: 340 */
                if (g_76)
                    goto lbl_579;
                return g_480;
            }
        }
        else
        { /* block id: 344 */
            int64_t l_663 = 0x606282F4EBD2927FLL;
            int32_t l_666 = 0L;
            int32_t l_683 = 1L;
            uint32_t l_707 = 0x014BC736L;
            for (g_85 = 2; (g_85 >= 0); g_85 -= 1)
            { /* block id: 347 */
                int16_t l_657[10][4][6] = {{{0x9B4BL,0x7FDFL,(-1L),0xFABEL,3L,0x3263L},{0x220FL,0x784DL,0xF0F5L,0x9B4BL,0x9869L,5L},{0x506CL,0x70B4L,0x10CFL,0x0120L,0L,0x0120L},{1L,0x0EA8L,1L,(-2L),0x784DL,0x5C2EL}},{{1L,0x7B98L,1L,5L,0x3263L,0L},{(-1L),1L,(-1L),5L,9L,(-2L)},{1L,(-6L),0L,(-2L),0x9CCAL,(-1L)},{1L,1L,0xF3B9L,0x0120L,0xC42AL,0x6973L}},{{0x506CL,3L,(-1L),0x9B4BL,1L,0L},{0x220FL,0L,(-6L),0xFABEL,0x3263L,0x220FL},{0x9B4BL,1L,0xF4F7L,(-1L),0x7FDFL,0x70B4L},{0L,0x423FL,6L,0x784DL,0x5FD7L,(-1L)}},{{8L,0x70B4L,0x784DL,1L,0x8435L,0x514DL},{0x7B56L,0x7FDFL,8L,(-6L),(-6L),8L},{0x220FL,0x220FL,1L,0L,0L,5L},{0x423FL,0x780AL,(-1L),0xF0F5L,0L,1L}},{{0x9CCAL,0x423FL,(-1L),(-2L),0x220FL,5L},{0x3268L,(-2L),1L,(-6L),1L,8L},{(-6L),1L,8L,(-1L),0x506CL,(-7L)},{0x10CFL,0x3263L,0x0120L,0x780AL,0x5C2EL,0x9B4BL}},{{0x5C2EL,(-1L),(-3L),0x0EA8L,5L,(-1L)},{0x9B4BL,8L,0L,0x514DL,0x423FL,1L},{0xF0F5L,(-6L),8L,(-1L),0x9A5BL,0xF0F5L},{(-4L),(-3L),6L,0x5C2EL,0x0120L,0xF4F7L}},{{(-1L),0x9B4BL,0x3268L,9L,0x3268L,0x9B4BL},{(-6L),0x9869L,9L,3L,0x5FD7L,0x6973L},{(-2L),0x0120L,0xE273L,8L,0x3263L,(-1L)},{0xF0F5L,0x0120L,0x506CL,(-4L),0x5FD7L,(-1L)}},{{0L,0x9869L,0xFABEL,0x506CL,0x3268L,0x1E03L},{(-6L),0x9B4BL,0x5C2EL,0x780AL,0x0120L,0x3263L},{1L,(-3L),0x0EA8L,0x7FDFL,0x9A5BL,(-6L)},{0x784DL,(-6L),0xE273L,0L,0x423FL,0x70B4L}},{{(-1L),8L,0x0120L,(-7L),5L,0L},{0xFABEL,(-1L),0x781FL,0x506CL,0x5C2EL,0xF4F7L},{0x9B4BL,0x3263L,(-9L),1L,0x506CL,1L},{0x0120L,0x9A5BL,1L,1L,0x9A5BL,0x0120L}},{{(-2L),0x6973L,0L,0x5C2EL,1L,0L},{5L,0x7B56L,0x3268L,0xF0F5L,1L,0L},{5L,0x9869L,0xF0F5L,0x5C2EL,(-9L),(-7L)},{(-2L),1L,(-6L),1L,8L,(-1L)}}};
                int i, j, k;
                for (g_216 = 2; (g_216 >= 0); g_216 -= 1)
                { /* block id: 350 */
                    int i;
                    l_552[g_85] ^= (-1L);
                    if ((*g_523))
                        continue;
                }
                for (g_214 = 2; (g_214 >= 0); g_214 -= 1)
                { /* block id: 356 */
                    (*g_443) &= (safe_mul_func_int16_t_s_s((l_657[3][1][3] = ((*l_14) = (*g_44))), (g_480 , (~(++(*g_610))))));
                    if ((*g_523))
                        break;
                }
            }
            for (g_395 = 0; (g_395 <= 1); g_395 += 1)
            { /* block id: 366 */
                uint32_t l_679 = 0UL;
                int i, j;
                l_552[(g_395 + 1)] ^= (l_543[(g_395 + 3)][g_395] <= 0L);
                for (g_524 = 2; (g_524 >= 0); g_524 -= 1)
                { /* block id: 370 */
                    int32_t *l_661 = &l_600;
                    int32_t *l_662 = &g_219[2][5][2];
                    int32_t *l_664 = (void*)0;
                    int32_t *l_665[4][2] = {{&g_251,&g_251},{&g_251,&g_251},{&g_251,&g_251},{&g_251,&g_251}};
                    uint8_t *l_680 = (void*)0;
                    uint8_t *l_681[10];
                    int32_t l_682 = 0x2C4D427BL;
                    int64_t l_684 = 0xD68A1644C8037AABLL;
                    int i, j;
                    for (i = 0; i < 10; i++)
                        l_681[i] = &l_558;
                    l_668++;
                    (*l_661) ^= (safe_unary_minus_func_int16_t_s(((*l_14) = (safe_rshift_func_int16_t_s_u(((void*)0 != l_674), 7)))));
                    (*l_662) = (((safe_lshift_func_uint8_t_u_u((l_564 ^= ((((((l_643 && (*g_44)) ^ (((((*l_661) = (((*g_46) != ((safe_mul_func_uint16_t_u_u(l_9, 0x5E39L)) , (*g_46))) | g_68.f0)) != l_679) >= l_666) && (***g_459))) & (*g_186)) , l_600) >= 0xD8F6D015L) && l_542)), 3)) , g_380[0][6][4].f1) > l_682);
                    ++l_686;
                }
            }
            if ((((***g_227) & (((safe_lshift_func_int8_t_s_s(l_553, l_666)) != (l_666 < ((safe_rshift_func_int16_t_s_s((l_698[0][0][7] = ((((safe_mod_func_uint32_t_u_u((((void*)0 == &g_298[0]) > (safe_mod_func_int8_t_s_s((g_76 | 0xABL), (-3L)))), l_554)) <= l_558) == 2UL) == g_697[0][1])), (*g_46))) & l_683))) , l_683)) ^ g_15))
            { /* block id: 381 */
                return l_699;
            }
            else
            { /* block id: 383 */
                uint8_t l_700 = 255UL;
                if (l_700)
                    break;
            }
            if ((((((safe_div_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_u((!((*g_610) <= 1UL)), 5)) ^ (((***g_512) , (+(4294967295UL && (((*l_540) = g_626) & ((*g_229) = 0x4AL))))) == (&g_480 == &g_480))), (-10L))) , l_558) ^ l_707) & 0L) | l_698[0][0][7]))
            { /* block id: 388 */
                union U1 l_708 = {-8L};
                return l_708;
            }
            else
            { /* block id: 390 */
                int32_t *l_709 = &g_219[4][4][2];
                int32_t *l_710 = &g_251;
                int32_t *l_711 = &g_400[1][4];
                int32_t *l_712 = &l_552[6];
                int32_t *l_713[4];
                int i;
                for (i = 0; i < 4; i++)
                    l_713[i] = &g_219[3][8][0];
                l_714--;
            }
        }
        (*l_718) = &g_93;
        for (g_175.f0 = 0; (g_175.f0 == 25); g_175.f0 = safe_add_func_int32_t_s_s(g_175.f0, 3))
        { /* block id: 397 */
            int32_t *l_722 = &l_543[5][0];
            int32_t **l_723[5][10] = {{(void*)0,&g_443,(void*)0,&l_722,(void*)0,(void*)0,&l_722,(void*)0,&g_443,(void*)0},{(void*)0,&g_443,&g_443,(void*)0,&g_443,&g_443,(void*)0,(void*)0,&g_443,&g_443},{&g_443,(void*)0,(void*)0,&g_443,&g_443,(void*)0,&g_443,&g_443,(void*)0,(void*)0},{&g_443,(void*)0,&l_722,(void*)0,(void*)0,&l_722,(void*)0,&g_443,(void*)0,&l_722},{(void*)0,&g_443,(void*)0,&g_443,(void*)0,&l_722,&l_722,(void*)0,&g_443,(void*)0}};
            int i, j;
            l_724 = l_722;
        }
    }
    return l_725;
}


/* ------------------------------------------ */
/* 
 * reads : g_443 g_251 g_389.f0 g_15
 * writes: g_251 g_389.f0
 */
static uint64_t  func_3(uint8_t  p_4, const int32_t  p_5, uint8_t  p_6, uint32_t  p_7, const union U2  p_8)
{ /* block id: 283 */
    uint8_t *l_544 = &g_81[0][0];
    int32_t *l_548 = &g_251;
    int32_t **l_549 = (void*)0;
    int32_t **l_550 = &l_548;
lbl_547:
    (*g_443) ^= ((l_544 = &p_4) != (void*)0);
    for (g_389.f0 = 0; (g_389.f0 >= 11); g_389.f0 = safe_add_func_int64_t_s_s(g_389.f0, 8))
    { /* block id: 288 */
        if (g_389.f0)
            goto lbl_547;
        if ((&g_236[0] != &g_236[0]))
        { /* block id: 290 */
            return p_4;
        }
        else
        { /* block id: 292 */
            return g_15;
        }
    }
    (*l_550) = l_548;
    return p_7;
}


/* ------------------------------------------ */
/* 
 * reads : g_251 g_85 g_380 g_257 g_395 g_219 g_400 g_299 g_76 g_91.f2 g_46 g_480 g_508 g_512 g_81 g_250 g_523 g_524 g_2 g_228 g_229 g_44 g_45 g_443 g_459
 * writes: g_251 g_85 g_257 g_219 g_400 g_299 g_76 g_492 g_508 g_298 g_250 g_524
 */
static uint8_t  func_26(int32_t  p_27, int16_t * p_28, const int16_t * p_29, int16_t * p_30, uint8_t  p_31)
{ /* block id: 199 */
    int64_t l_378 = (-1L);
    int32_t *l_379 = &g_251;
    const uint8_t *l_394[2][6][9] = {{{&g_81[2][0],&g_81[0][0],&g_81[3][0],&g_173[0][4][0],&g_173[6][5][1],&g_173[5][5][0],&g_173[4][4][2],&g_81[0][0],&g_173[4][4][2]},{&g_173[4][4][2],&g_173[5][4][2],&g_173[8][1][1],&g_173[1][0][2],(void*)0,&g_173[1][0][2],&g_173[8][1][1],&g_173[5][4][2],&g_173[4][4][2]},{&g_173[4][4][2],&g_173[4][4][2],&g_81[0][0],&g_81[3][0],&g_173[6][5][1],&g_173[0][4][0],&g_81[3][0],&g_81[0][0],&g_81[2][0]},{&g_173[8][1][1],(void*)0,&g_173[6][0][0],&g_81[0][0],&g_81[5][0],&g_173[8][1][1],(void*)0,&g_81[0][0],&g_81[0][0]},{&g_173[4][4][2],&g_173[6][5][1],&g_81[3][0],(void*)0,&g_81[3][0],&g_173[6][5][1],&g_173[4][4][2],&g_81[4][0],(void*)0},{&g_173[4][4][2],&g_173[4][4][2],&g_173[1][0][2],&g_173[5][4][2],&g_173[4][4][2],&g_81[1][0],&g_173[4][4][2],&g_173[8][2][1],&g_173[8][1][1]}},{{&g_173[2][5][2],&g_81[3][0],&g_173[4][4][2],(void*)0,&g_81[4][0],&g_173[5][6][1],&g_81[4][0],&g_81[4][0],&g_173[5][6][1]},{&g_173[2][1][2],&g_173[4][4][2],&g_81[0][0],&g_173[4][4][2],&g_173[2][1][2],&g_173[3][1][1],(void*)0,&g_81[0][0],&g_173[5][4][2]},{&g_81[2][0],(void*)0,&g_173[3][1][0],&g_173[4][4][2],&g_173[4][4][2],&g_81[2][0],&g_81[4][0],&g_81[0][0],&g_173[5][3][1]},{&g_173[4][4][2],&g_173[2][1][2],&g_173[4][4][2],&g_81[1][0],&g_173[5][4][2],&g_173[3][1][1],&g_173[3][1][1],&g_173[5][4][2],&g_81[1][0]},{(void*)0,&g_173[4][4][2],(void*)0,&g_81[2][0],&g_173[4][4][2],&g_173[5][6][1],&g_173[4][4][2],&g_81[0][0],&g_81[3][0]},{&g_81[0][0],&g_173[8][1][1],(void*)0,&g_173[1][0][2],(void*)0,&g_81[1][0],&g_173[4][4][2],&g_173[4][4][2],&g_173[4][4][2]}}};
    union U2 * const l_519 = &g_389;
    uint64_t l_521 = 18446744073709551615UL;
    int32_t l_535 = (-1L);
    int16_t l_538 = (-3L);
    int i, j, k;
    (*l_379) ^= (p_27 > (p_27 | l_378));
    for (g_85 = 2; (g_85 >= 0); g_85 -= 1)
    { /* block id: 203 */
        uint32_t *l_384 = &g_257;
        union U2 *l_388 = &g_389;
        union U2 * const *l_387[4][10] = {{(void*)0,&l_388,&l_388,&l_388,&l_388,&l_388,&l_388,(void*)0,(void*)0,&l_388},{(void*)0,&l_388,&l_388,&l_388,&l_388,(void*)0,&l_388,&l_388,(void*)0,&l_388},{&l_388,&l_388,&l_388,&l_388,(void*)0,&l_388,&l_388,(void*)0,&l_388,&l_388},{&l_388,&l_388,&l_388,&l_388,(void*)0,(void*)0,&l_388,&l_388,&l_388,&l_388}};
        union U2 * const **l_390 = (void*)0;
        union U2 * const **l_391 = &l_387[0][8];
        uint16_t *l_396 = &g_298[0];
        int32_t *l_397 = &g_219[4][9][2];
        int32_t l_398[9][9] = {{0xD4D02FFBL,(-1L),8L,3L,0xEF537F28L,0xCF572143L,0xB5FF5999L,8L,0L},{0xFFB08B6AL,(-7L),0x70D4AC13L,0xDED6B330L,(-1L),0xFFB08B6AL,(-1L),0xDED6B330L,0x70D4AC13L},{0xEF537F28L,0xEF537F28L,0xFFB08B6AL,0xDED6B330L,3L,0x57625645L,0L,(-1L),0xDED6B330L},{0x38881130L,0xE2B96FF8L,8L,3L,0xFFB08B6AL,(-1L),0xE2B96FF8L,0x4F008497L,0xB5FF5999L},{(-1L),0xB5FF5999L,0xFFB08B6AL,8L,0L,8L,0xFFB08B6AL,0xB5FF5999L,(-1L)},{0L,0xB5FF5999L,0x70D4AC13L,(-1L),0xFFB08B6AL,3L,8L,0xE2B96FF8L,0x38881130L},{0x38881130L,0xCF572143L,(-1L),(-7L),0xD4D02FFBL,0x38881130L,0xEF537F28L,0L,0L},{0xB5FF5999L,0xFFB08B6AL,8L,0L,8L,0xFFB08B6AL,0xB5FF5999L,(-1L),0L},{0xBA199089L,0x57625645L,8L,0x4F008497L,(-1L),0xDED6B330L,0x57625645L,0x70D4AC13L,0x38881130L}};
        int32_t *l_399 = &g_400[1][0];
        int8_t l_456 = 0xD4L;
        uint64_t l_488 = 0xA6C5E0E7AED57E20LL;
        int i, j;
        (*l_399) &= ((g_380[0][6][4] , 0x77L) ^ (~(((p_27 = ((*l_397) ^= (safe_sub_func_uint32_t_u_u(((*l_384)--), (255UL & (((*l_391) = l_387[0][8]) != ((((((((((safe_add_func_uint8_t_u_u(7UL, p_31)) , l_394[0][5][8]) == (void*)0) <= (*l_379)) , (*l_379)) > g_395) , l_396) != p_30) && 0L) , (void*)0))))))) != l_398[3][1]) == g_251)));
        if ((*l_399))
            continue;
        for (l_378 = 2; (l_378 >= 0); l_378 -= 1)
        { /* block id: 212 */
            int32_t l_407 = 0x40B59A26L;
            uint64_t l_435 = 4UL;
            int32_t **l_444[6][3] = {{&l_397,&l_399,&l_399},{&l_399,&l_379,&l_379},{&l_397,&l_399,&l_399},{&l_399,&l_379,&l_379},{&l_397,&l_399,&l_399},{&l_399,&l_379,&l_379}};
            uint32_t l_493 = 0xA56A5377L;
            union U1 l_494[8][10][3] = {{{{-5L},{0x3EE66E67L},{-1L}},{{0xA7C282B3L},{1L},{0x5CD4D5ADL}},{{1L},{0x5C84E6AEL},{1L}},{{1L},{0xAB6327CCL},{-4L}},{{0xB51F0FAAL},{-1L},{0x9D51A227L}},{{0x9B2AE30EL},{0x9AF33432L},{0xAE25B874L}},{{1L},{9L},{0x21E961FAL}},{{0x1E3B734FL},{1L},{0x9B2AE30EL}},{{1L},{0L},{0xA82EF8CAL}},{{0xD313EA6CL},{0x9B2AE30EL},{-9L}}},{{{0xDF8DBA26L},{1L},{0xA82EF8CAL}},{{0x9AF33432L},{7L},{0x9B2AE30EL}},{{-6L},{0x2878F1A4L},{0x21E961FAL}},{{0xF31D6A9AL},{0x4B23AEB3L},{0xAE25B874L}},{{0xA82EF8CAL},{0xC04EB5AAL},{0x9D51A227L}},{{0L},{-4L},{-4L}},{{1L},{0x659A5DC7L},{1L}},{{-4L},{6L},{0x5CD4D5ADL}},{{0xB4B65353L},{-8L},{-1L}},{{0L},{0x774654AAL},{0x9AF33432L}}},{{{4L},{-8L},{-7L}},{{0x605DC9E6L},{6L},{0x1E3B734FL}},{{0x80A254A6L},{0x659A5DC7L},{0xB51F0FAAL}},{{0xAB6327CCL},{-4L},{0x71585C96L}},{{0xD1DCC962L},{0xC04EB5AAL},{0xE01C99A3L}},{{6L},{0x4B23AEB3L},{6L}},{{-6L},{0x2878F1A4L},{0x80A254A6L}},{{-7L},{7L},{-1L}},{{0x21E961FAL},{1L},{0xB4B65353L}},{{0x8A22C6BAL},{0x9B2AE30EL},{-1L}}},{{{0x21E961FAL},{0L},{0x076A8B6AL}},{{-7L},{1L},{0x774654AAL}},{{-6L},{9L},{-6L}},{{6L},{0x9AF33432L},{1L}},{{0xD1DCC962L},{-1L},{-6L}},{{0xAB6327CCL},{0xAB6327CCL},{0xA7C282B3L}},{{0x80A254A6L},{0x5C84E6AEL},{0xD1DCC962L}},{{0x605DC9E6L},{1L},{0L}},{{4L},{0x3EE66E67L},{0x87229545L}},{{0L},{0x605DC9E6L},{0L}}},{{{0xB4B65353L},{0xB98E4DBCL},{0xD1DCC962L}},{{-4L},{0L},{0xA7C282B3L}},{{1L},{-1L},{-6L}},{{0L},{0xAE25B874L},{1L}},{{0xA82EF8CAL},{1L},{-6L}},{{0xF31D6A9AL},{-9L},{0x774654AAL}},{{-6L},{0x5C84E6AEL},{0xA82EF8CAL}},{{0x8A22C6BAL},{0xAE25B874L},{0xD3365100L}},{{-6L},{9L},{-5L}},{{7L},{0xAE25B874L},{-9L}}},{{{0x21E961FAL},{0x5C84E6AEL},{-1L}},{{-1L},{6L},{1L}},{{0x100C95C7L},{0L},{-6L}},{{0x1E3B734FL},{0L},{1L}},{{0x33112731L},{-1L},{0x33112731L}},{{-7L},{0x5CD4D5ADL},{-1L}},{{-6L},{-8L},{0x87229545L}},{{0x9B2AE30EL},{0xA7C282B3L},{0x8A22C6BAL}},{{1L},{0xE700B07BL},{0x06277BF2L}},{{0x9B2AE30EL},{0x774654AAL},{0L}}},{{{-6L},{1L},{1L}},{{-7L},{0x7A642B54L},{0xD313EA6CL}},{{0x33112731L},{0L},{1L}},{{0x1E3B734FL},{0x8A22C6BAL},{0L}},{{0x100C95C7L},{0xF66D2B1FL},{0xD1DCC962L}},{{-1L},{0x605DC9E6L},{0x1E3B734FL}},{{0x21E961FAL},{0xB3BCA4EDL},{0x9D51A227L}},{{7L},{0x1E3B734FL},{6L}},{{-6L},{0x44304EA8L},{0x9D51A227L}},{{0x8A22C6BAL},{0L},{0x1E3B734FL}}},{{{4L},{1L},{0xD1DCC962L}},{{0x4B23AEB3L},{0x71585C96L},{0L}},{{0x9D51A227L},{0x2878F1A4L},{1L}},{{1L},{0xD313EA6CL},{0xD313EA6CL}},{{9L},{0L},{1L}},{{0xD313EA6CL},{1L},{0L}},{{-5L},{0xC04EB5AAL},{0x06277BF2L}},{{0xAE25B874L},{0xAB6327CCL},{0x8A22C6BAL}},{{0xE7CBC682L},{0xC04EB5AAL},{0x87229545L}},{{0xA7C282B3L},{1L},{-1L}}}};
            int i, j, k;
        }
        for (g_299 = 0; (g_299 <= 2); g_299 += 1)
        { /* block id: 262 */
            for (g_76 = 0; (g_76 <= 2); g_76 += 1)
            { /* block id: 265 */
                int i, j, k;
                if ((g_219[(g_299 + 1)][(g_76 + 7)][g_85] = (safe_sub_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u(((safe_lshift_func_int16_t_s_s((safe_sub_func_int8_t_s_s((((safe_mul_func_int8_t_s_s(g_91.f2, ((void*)0 != &g_395))) & ((g_492 = (*g_46)) >= 1UL)) && (((g_480 , p_31) || (*l_379)) , p_31)), 1UL)), 11)) | p_27), p_31)), p_31))))
                { /* block id: 268 */
                    (*g_512) = g_508;
                }
                else
                { /* block id: 270 */
                    const int16_t l_520[5] = {0xBF01L,0xBF01L,0xBF01L,0xBF01L,0xBF01L};
                    int8_t *l_522 = &g_250;
                    int i, j, k;
                    (*g_523) ^= ((*l_399) &= (safe_add_func_int8_t_s_s(((*l_522) |= ((((((safe_div_func_int8_t_s_s(((((*l_379) || ((*l_396) = (safe_add_func_uint16_t_u_u(g_81[0][0], (*l_379))))) | (((void*)0 != l_519) >= (9UL | ((((l_520[0] ^ (-1L)) && g_81[5][0]) < 2UL) | 0UL)))) <= p_31), l_521)) < g_81[0][0]) || p_31) <= 0L) ^ (*l_379)) | (*l_397))), p_27)));
                }
            }
            (*l_397) &= (*l_379);
        }
    }
    (*g_443) = (safe_mod_func_int64_t_s_s((safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(((safe_div_func_uint32_t_u_u((g_2 >= 0x93L), 0x18BEC34AL)) , (((safe_add_func_uint8_t_u_u((l_535 == ((p_27 < (*l_379)) && ((safe_rshift_func_uint8_t_u_s((**g_228), 0)) ^ p_31))), p_31)) < l_538) ^ (*l_379))), p_27)), (*g_44))), (*l_379)));
    return (***g_459);
}


/* ------------------------------------------ */
/* 
 * reads : g_257 g_81 g_219 g_44 g_45 g_145 g_251 g_135.f1 g_298 g_299 g_300 g_216 g_68.f1 g_186 g_184 g_315 g_316 g_207 g_208 g_209 g_227 g_228 g_229 g_91.f0
 * writes: g_257 g_219 g_250 g_298 g_251 g_91.f0 g_216 g_209 g_175.f0 g_76 g_373
 */
static int16_t * func_32(int16_t * p_33, int16_t  p_34, uint32_t  p_35, int16_t * p_36)
{ /* block id: 4 */
    int32_t l_49[3][6][9] = {{{1L,1L,(-9L),0L,0xBA424ACDL,(-9L),0xBA424ACDL,0L,(-9L)},{(-3L),(-3L),0x4944C1A1L,(-1L),5L,0x4944C1A1L,5L,(-1L),0x4944C1A1L},{1L,1L,(-9L),0L,0xBA424ACDL,(-9L),0xBA424ACDL,0L,(-9L)},{(-3L),(-3L),0x4944C1A1L,(-1L),5L,0x4944C1A1L,5L,(-1L),0x4944C1A1L},{1L,1L,(-9L),0L,0xBA424ACDL,(-9L),0xBA424ACDL,0L,(-9L)},{(-3L),(-3L),0x4944C1A1L,(-1L),5L,0x4944C1A1L,5L,(-1L),0x4944C1A1L}},{{1L,1L,(-9L),0L,0xBA424ACDL,(-9L),0xBA424ACDL,0L,(-9L)},{(-3L),(-3L),0x4944C1A1L,(-1L),5L,0x4944C1A1L,5L,(-1L),0x4944C1A1L},{1L,1L,(-9L),0L,0xBA424ACDL,(-9L),0xBA424ACDL,0L,(-9L)},{(-3L),(-3L),0x4944C1A1L,(-1L),0xECB5CB1BL,(-3L),0xECB5CB1BL,1L,(-3L)},{0x52196DB3L,0x52196DB3L,1L,0xD29CC027L,0xED863780L,1L,0xED863780L,0xD29CC027L,1L},{1L,1L,(-3L),1L,0xECB5CB1BL,(-3L),0xECB5CB1BL,1L,(-3L)}},{{0x52196DB3L,0x52196DB3L,1L,0xD29CC027L,0xED863780L,1L,0xED863780L,0xD29CC027L,1L},{1L,1L,(-3L),1L,0xECB5CB1BL,(-3L),0xECB5CB1BL,1L,(-3L)},{0x52196DB3L,0x52196DB3L,1L,0xD29CC027L,0xED863780L,1L,0xED863780L,0xD29CC027L,1L},{1L,1L,(-3L),1L,0xECB5CB1BL,(-3L),0xECB5CB1BL,1L,(-3L)},{0x52196DB3L,0x52196DB3L,1L,0xD29CC027L,0xED863780L,1L,0xED863780L,0xD29CC027L,1L},{1L,1L,(-3L),1L,0xECB5CB1BL,(-3L),0xECB5CB1BL,1L,(-3L)}}};
    int32_t l_86 = 0xBC5D6BB2L;
    union U0 *l_90[4][6] = {{&g_91,&g_68,&g_91,&g_91,&g_68,&g_91},{&g_68,&g_91,&g_91,&g_68,&g_91,&g_91},{&g_91,&g_68,&g_91,&g_68,&g_68,&g_91},{&g_91,&g_91,&g_68,&g_68,&g_68,&g_68}};
    int32_t *l_134 = (void*)0;
    int32_t **l_133 = &l_134;
    uint64_t l_155 = 18446744073709551612UL;
    int8_t l_221 = 0x15L;
    int32_t l_222 = (-1L);
    uint8_t **l_226 = (void*)0;
    uint32_t l_260[8] = {0x1F5AE937L,0x1F5AE937L,18446744073709551609UL,0x1F5AE937L,0x1F5AE937L,18446744073709551609UL,0x1F5AE937L,0x1F5AE937L};
    uint32_t **l_273 = &g_79[1];
    uint32_t ***l_272 = &l_273;
    union U2 l_295 = {0UL};
    union U1 l_324 = {0L};
    int32_t l_358 = 1L;
    int16_t *l_375 = &g_85;
    int i, j, k;
    for (p_34 = 0; (p_34 != (-18)); p_34--)
    { /* block id: 7 */
        uint32_t *l_75 = &g_76;
        int32_t l_111 = (-7L);
        union U0 *l_174 = &g_175;
        int32_t **l_176[2];
        const int32_t *l_187 = &l_49[2][4][4];
        uint32_t l_223 = 0xDCD6FFE3L;
        uint8_t ** const l_262 = &g_229;
        int16_t *l_263 = &g_85;
        int32_t l_264 = 0xD7AF98BDL;
        int32_t l_283[9] = {0xD44DDF01L,0xD44DDF01L,0xD44DDF01L,0xD44DDF01L,0xD44DDF01L,0xD44DDF01L,0xD44DDF01L,0xD44DDF01L,0xD44DDF01L};
        int32_t *l_287 = (void*)0;
        int8_t *l_293 = (void*)0;
        int8_t *l_294 = &g_250;
        int64_t l_296 = 0x3511E0AA6D9CE3C2LL;
        uint16_t *l_297[1];
        int i;
        for (i = 0; i < 2; i++)
            l_176[i] = &l_134;
        for (i = 0; i < 1; i++)
            l_297[i] = &g_298[0];
        for (p_35 = 0; (p_35 <= 2); p_35 += 1)
        { /* block id: 10 */
            int32_t *l_52 = (void*)0;
            int32_t *l_53 = &l_49[2][5][0];
            union U2 l_67[7] = {{4294967295UL},{0xB3783EA6L},{4294967295UL},{4294967295UL},{0xB3783EA6L},{4294967295UL},{4294967295UL}};
            uint32_t *l_77[7];
            uint64_t l_87 = 0xB13CFF85525C537FLL;
            uint16_t l_125[7][8] = {{0x1F2FL,0x6262L,0x2C58L,65535UL,0x2C58L,0x6262L,0x1F2FL,0x3477L},{0x3278L,0x2C58L,0xC277L,65535UL,0xB9ADL,0x3477L,1UL,0x0B5AL},{65535UL,0x6469L,0xF0FFL,0xB9ADL,0xB9ADL,0xF0FFL,0x6469L,65535UL},{0x3278L,65535UL,0x6262L,0x0B5AL,0x2C58L,0x6469L,0xC277L,0UL},{0x1F2FL,0x3A23L,6UL,0x6469L,0x0B5AL,0x6469L,6UL,0x3A23L},{0x3477L,65535UL,0UL,65535UL,0x3278L,0xF0FFL,0x2C58L,6UL},{0x3A23L,0x6469L,0xB9ADL,0x2C58L,0x3477L,0x3477L,0x2C58L,0xB9ADL}};
            int16_t *l_156 = &g_85;
            const int32_t l_170 = 0x29961D60L;
            int32_t * const *l_212[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int32_t * const ** const l_211 = &l_212[1];
            int i, j;
            for (i = 0; i < 7; i++)
                l_77[i] = &l_67[5].f0;
            (*l_53) &= (safe_rshift_func_uint8_t_u_u(p_34, 2));
        }
        for (l_111 = 0; (l_111 <= 0); l_111 += 1)
        { /* block id: 107 */
            uint32_t l_265 = 0xB6EF145BL;
            int32_t l_274 = 0xC589242FL;
            const int16_t *l_275[3][7];
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 7; j++)
                    l_275[i][j] = &g_85;
            }
            (*l_133) = (*l_133);
            --l_265;
            for (g_257 = 0; (g_257 <= 7); g_257 += 1)
            { /* block id: 112 */
                int32_t *l_286 = &g_219[4][4][2];
                for (l_222 = 0; (l_222 <= 7); l_222 += 1)
                { /* block id: 115 */
                    uint32_t **l_271[9][8] = {{&l_75,&l_75,&g_79[1],&l_75,&g_79[1],&g_79[0],&g_79[1],&g_79[1]},{&g_79[0],&l_75,&g_79[0],&g_79[1],&g_79[1],&g_79[0],&l_75,&g_79[1]},{&g_79[1],(void*)0,&g_79[1],&g_79[1],&g_79[1],&g_79[1],&g_79[1],&g_79[1]},{(void*)0,(void*)0,&g_79[1],&g_79[1],(void*)0,(void*)0,&l_75,&g_79[1]},{&g_79[1],&l_75,(void*)0,(void*)0,&g_79[1],&g_79[1],&g_79[1],&g_79[1]},{&l_75,&g_79[1],&g_79[0],(void*)0,&g_79[0],&g_79[0],&g_79[1],&g_79[1]},{&l_75,&g_79[0],&g_79[1],&g_79[1],&g_79[1],&l_75,&g_79[0],&g_79[1]},{&g_79[1],&g_79[1],&g_79[1],&g_79[1],&g_79[1],&g_79[1],&g_79[1],&g_79[1]},{&g_79[1],(void*)0,&g_79[1],&g_79[1],&l_75,&g_79[0],(void*)0,&g_79[1]}};
                    uint32_t ***l_270 = &l_271[4][0];
                    int8_t *l_284[4];
                    int32_t l_285 = 0x5E52FB5AL;
                    int i, j;
                    for (i = 0; i < 4; i++)
                        l_284[i] = &g_216;
                    l_274 = ((g_81[(l_111 + 1)][l_111] >= 1L) >= (g_81[(l_111 + 3)][l_111] && (safe_lshift_func_int8_t_s_s(g_219[3][4][1], (l_270 == l_272)))));
                    g_219[4][4][2] |= ((l_285 = (((&g_45 == l_275[0][4]) , ((*g_44) , ((safe_rshift_func_uint16_t_u_s(((*g_44) != (0x23DAL && (((*l_187) < (safe_lshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((!g_145[3]), l_283[1])), 5))) , g_251))), 11)) <= 0UL))) , 5L)) <= p_34);
                    l_287 = l_286;
                }
                (*l_133) = &l_274;
                return &g_85;
            }
        }
        l_86 |= (safe_mod_func_int16_t_s_s(((g_219[4][7][2] = (!(safe_mul_func_int8_t_s_s(((*l_294) = (p_35 < 4294967287UL)), ((l_294 != l_293) & (g_298[0] ^= (p_35 | ((((((l_295 , l_296) && 1UL) < 0x2BFDL) <= g_135.f1) > p_34) != (*l_187))))))))) ^ g_299), g_81[0][0]));
    }
    if (p_35)
    { /* block id: 130 */
        union U2 *l_301[2];
        union U2 **l_302 = &l_301[1];
        int32_t *l_303 = &g_251;
        int i;
        for (i = 0; i < 2; i++)
            l_301[i] = &l_295;
        (*l_302) = (g_300 , l_301[1]);
        (*l_303) = 0x1EE7531BL;
    }
    else
    { /* block id: 133 */
        uint32_t l_321 = 0xAE6CDDA4L;
lbl_309:
        for (g_91.f0 = 9; (g_91.f0 >= (-21)); --g_91.f0)
        { /* block id: 136 */
            int32_t *l_306 = &g_251;
            (*l_133) = l_306;
        }
        for (g_216 = 0; (g_216 == (-23)); g_216 = safe_sub_func_uint64_t_u_u(g_216, 7))
        { /* block id: 141 */
            (*l_133) = (*l_133);
        }
        for (l_221 = 0; (l_221 <= 2); l_221 += 1)
        { /* block id: 146 */
            int32_t l_310 = 0x08246B01L;
            const uint8_t *l_314 = (void*)0;
            const uint8_t **l_313 = &l_314;
            l_86 |= p_34;
            if (l_86)
                goto lbl_309;
            for (g_257 = 0; (g_257 <= 2); g_257 += 1)
            { /* block id: 151 */
                (*g_316) = ((l_310 , (((((((safe_add_func_uint64_t_u_u(g_68.f1, ((void*)0 != l_313))) <= ((p_34 < 0x3AL) >= ((l_310 & p_34) <= 0xE63BL))) != p_35) == (*g_186)) , g_315[2]) , 0UL) > g_145[0])) , (*g_186));
                for (g_216 = 0; (g_216 <= 2); g_216 += 1)
                { /* block id: 155 */
                    int32_t *l_317 = &l_49[l_221][(g_257 + 2)][(g_257 + 5)];
                    int32_t *l_318 = &g_219[4][4][2];
                    int32_t *l_319 = &l_49[1][4][2];
                    int32_t *l_320[6][4] = {{&l_86,&g_251,&l_86,&g_251},{&l_86,&g_251,&l_86,&g_251},{&l_86,&g_251,&l_86,&g_251},{&l_86,&g_251,&l_86,&g_251},{&l_86,&g_251,&l_86,&g_251},{&l_86,&g_251,&l_86,&g_251}};
                    int i, j, k;
                    l_321++;
                }
                (**g_207) = (l_324 , (**g_207));
            }
        }
    }
    for (l_221 = 0; (l_221 > (-16)); --l_221)
    { /* block id: 164 */
        uint64_t l_327 = 18446744073709551615UL;
        int32_t l_353 = 0xBE80E762L;
        uint16_t l_362 = 0xE888L;
        const union U0 * const l_368 = &g_135;
        l_324.f0 &= (&g_93 != (void*)0);
        l_327 |= (-1L);
        for (l_222 = 0; (l_222 == 17); l_222 = safe_add_func_uint16_t_u_u(l_222, 4))
        { /* block id: 169 */
            int32_t l_357[4];
            int16_t *l_369 = &g_85;
            int i;
            for (i = 0; i < 4; i++)
                l_357[i] = 0xED3F0679L;
            for (g_175.f0 = 0; (g_175.f0 != 16); g_175.f0 = safe_add_func_int16_t_s_s(g_175.f0, 8))
            { /* block id: 172 */
                int32_t *l_350 = &l_86;
                int32_t *l_351 = (void*)0;
                int32_t *l_352 = &g_219[4][4][2];
                int32_t *l_354 = &g_219[5][4][0];
                int32_t *l_355 = &l_86;
                int32_t *l_356 = &l_86;
                int32_t *l_359 = &l_86;
                int32_t *l_360 = &l_86;
                int32_t *l_361[6][4][4] = {{{&g_219[3][8][2],&g_219[4][4][2],&g_219[4][4][2],&g_219[3][8][2]},{&g_251,&g_219[4][4][2],&g_219[4][4][2],(void*)0},{&g_219[3][8][2],&l_49[1][2][7],&g_219[5][2][2],&l_49[1][2][7]},{&l_49[1][2][7],&g_219[4][4][2],&g_251,&l_49[1][2][7]}},{{&g_251,&l_49[1][2][7],(void*)0,(void*)0},{&g_219[4][4][2],&g_219[4][4][2],&g_219[5][2][2],&g_219[3][8][2]},{&g_219[4][4][2],&g_219[4][4][2],(void*)0,&g_219[4][4][2]},{&g_251,&g_219[3][8][2],&g_251,(void*)0}},{{&l_49[1][2][7],&g_219[3][8][2],&g_219[5][2][2],&g_219[4][4][2]},{&g_219[3][8][2],&g_219[4][4][2],&g_219[4][4][2],&g_219[3][8][2]},{&g_251,&g_219[4][4][2],&g_219[4][4][2],(void*)0},{&g_219[3][8][2],&l_49[1][2][7],&g_219[5][2][2],&l_49[1][2][7]}},{{&l_49[1][2][7],&g_219[4][4][2],&g_251,&l_49[1][2][7]},{&g_251,&l_49[1][2][7],(void*)0,(void*)0},{&g_219[4][4][2],&g_219[4][4][2],&g_219[5][2][2],&g_219[3][8][2]},{&g_219[4][4][2],&g_219[4][4][2],(void*)0,&g_219[4][4][2]}},{{&g_251,&g_219[3][8][2],&g_251,(void*)0},{&l_49[1][2][7],&g_219[3][8][2],&g_219[5][2][2],&g_219[4][4][2]},{&g_219[3][8][2],&g_219[4][4][2],&g_219[4][4][2],&g_219[3][8][2]},{&g_251,&g_219[4][4][2],&g_219[4][4][2],(void*)0}},{{&g_219[3][8][2],&l_49[1][2][7],&g_219[5][2][2],&l_49[1][2][7]},{&l_49[1][2][7],&g_219[4][4][2],&g_251,&l_49[1][2][7]},{&g_251,&l_49[1][2][7],(void*)0,(void*)0},{&g_219[4][4][2],&g_219[4][4][2],&g_219[5][2][2],&g_219[3][8][2]}}};
                int i, j, k;
                for (g_250 = (-24); (g_250 >= (-13)); g_250 = safe_add_func_uint8_t_u_u(g_250, 1))
                { /* block id: 175 */
                    uint16_t l_342[5][1] = {{1UL},{1UL},{1UL},{1UL},{1UL}};
                    int i, j;
                    l_86 |= ((l_324 , (safe_lshift_func_int8_t_s_u(((safe_lshift_func_uint16_t_u_s((safe_mul_func_uint8_t_u_u((***g_227), (safe_mul_func_int8_t_s_s(5L, (l_342[4][0] = 246UL))))), (safe_lshift_func_uint8_t_u_u(p_34, 1)))) , (safe_lshift_func_int8_t_s_u((safe_div_func_uint8_t_u_u(((!p_34) & (-1L)), 0x1EL)), 2))), p_35))) | 0x09B7L);
                }
                --l_362;
                for (l_362 = (-15); (l_362 <= 43); ++l_362)
                { /* block id: 182 */
                    union U0 *l_367[8][8][3] = {{{&g_175,&g_175,&g_175},{&g_91,&g_68,&g_91},{&g_91,&g_175,&g_175},{(void*)0,(void*)0,(void*)0},{&g_91,&g_175,(void*)0},{&g_91,(void*)0,&g_91},{&g_175,&g_175,(void*)0},{(void*)0,&g_68,(void*)0}},{{&g_175,&g_175,&g_175},{&g_91,&g_68,&g_91},{&g_91,&g_175,&g_175},{(void*)0,(void*)0,(void*)0},{&g_91,&g_175,(void*)0},{&g_91,(void*)0,&g_91},{&g_175,&g_175,(void*)0},{(void*)0,&g_68,(void*)0}},{{&g_175,&g_175,&g_175},{&g_91,&g_68,&g_91},{&g_91,&g_175,&g_175},{(void*)0,(void*)0,(void*)0},{&g_91,&g_175,(void*)0},{&g_91,(void*)0,&g_91},{&g_175,&g_175,(void*)0},{(void*)0,&g_68,(void*)0}},{{&g_175,&g_175,&g_175},{&g_91,&g_68,&g_91},{&g_91,&g_175,&g_175},{(void*)0,(void*)0,(void*)0},{&g_91,&g_175,(void*)0},{&g_91,(void*)0,&g_91},{&g_175,&g_175,(void*)0},{(void*)0,&g_68,(void*)0}},{{&g_175,&g_175,&g_175},{&g_91,&g_68,&g_91},{&g_91,&g_175,&g_175},{(void*)0,(void*)0,(void*)0},{&g_91,&g_175,(void*)0},{&g_91,(void*)0,&g_91},{&g_175,&g_175,(void*)0},{(void*)0,&g_68,(void*)0}},{{&g_175,&g_175,&g_175},{&g_91,&g_68,&g_91},{&g_91,&g_175,&g_175},{(void*)0,(void*)0,(void*)0},{&g_91,&g_175,(void*)0},{&g_91,(void*)0,&g_91},{&g_175,&g_175,(void*)0},{(void*)0,&g_68,(void*)0}},{{&g_175,&g_175,&g_175},{&g_91,&g_68,&g_91},{&g_91,&g_175,&g_175},{(void*)0,(void*)0,(void*)0},{&g_91,&g_175,(void*)0},{&g_91,(void*)0,&g_91},{&g_175,&g_175,(void*)0},{(void*)0,&g_68,(void*)0}},{{&g_175,&g_175,&g_175},{&g_91,&g_68,&g_91},{&g_91,&g_175,&g_175},{(void*)0,(void*)0,(void*)0},{&g_91,&g_175,(void*)0},{&g_91,(void*)0,&g_91},{&g_175,&g_175,(void*)0},{(void*)0,&g_68,(void*)0}}};
                    int i, j, k;
                    (*l_350) = (l_367[6][4][1] != l_368);
                    (*l_355) ^= (p_35 > (-1L));
                    (*g_208) = (void*)0;
                }
            }
            return l_369;
        }
        for (g_76 = 0; (g_76 != 60); g_76 = safe_add_func_int64_t_s_s(g_76, 5))
        { /* block id: 192 */
            const union U3 * const l_372 = &g_153;
            int32_t l_374 = 9L;
            g_373 = l_372;
            l_374 = p_35;
        }
    }
    return l_375;
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
    transparent_crc(g_15, "g_15", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_45, "g_45", print_hash_value);
    transparent_crc(g_60.f0, "g_60.f0", print_hash_value);
    transparent_crc(g_60.f2, "g_60.f2", print_hash_value);
    transparent_crc(g_68.f0, "g_68.f0", print_hash_value);
    transparent_crc(g_68.f1, "g_68.f1", print_hash_value);
    transparent_crc(g_68.f2, "g_68.f2", print_hash_value);
    transparent_crc(g_68.f3, "g_68.f3", print_hash_value);
    transparent_crc(g_76, "g_76", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_81[i][j], "g_81[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_85, "g_85", print_hash_value);
    transparent_crc(g_91.f0, "g_91.f0", print_hash_value);
    transparent_crc(g_91.f1, "g_91.f1", print_hash_value);
    transparent_crc(g_91.f2, "g_91.f2", print_hash_value);
    transparent_crc(g_91.f3, "g_91.f3", print_hash_value);
    transparent_crc(g_135.f0, "g_135.f0", print_hash_value);
    transparent_crc(g_135.f1, "g_135.f1", print_hash_value);
    transparent_crc(g_135.f2, "g_135.f2", print_hash_value);
    transparent_crc(g_135.f3, "g_135.f3", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_145[i], "g_145[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_153.f0, "g_153.f0", print_hash_value);
    transparent_crc(g_153.f2, "g_153.f2", print_hash_value);
    transparent_crc(g_165.f0, "g_165.f0", print_hash_value);
    transparent_crc(g_165.f1, "g_165.f1", print_hash_value);
    transparent_crc(g_165.f2, "g_165.f2", print_hash_value);
    transparent_crc(g_165.f3, "g_165.f3", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_173[i][j][k], "g_173[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_175.f0, "g_175.f0", print_hash_value);
    transparent_crc(g_175.f1, "g_175.f1", print_hash_value);
    transparent_crc(g_175.f2, "g_175.f2", print_hash_value);
    transparent_crc(g_175.f3, "g_175.f3", print_hash_value);
    transparent_crc(g_184, "g_184", print_hash_value);
    transparent_crc(g_206.f0, "g_206.f0", print_hash_value);
    transparent_crc(g_210, "g_210", print_hash_value);
    transparent_crc(g_214, "g_214", print_hash_value);
    transparent_crc(g_216, "g_216", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_219[i][j][k], "g_219[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_250, "g_250", print_hash_value);
    transparent_crc(g_251, "g_251", print_hash_value);
    transparent_crc(g_257, "g_257", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_298[i], "g_298[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_299, "g_299", print_hash_value);
    transparent_crc(g_300.f0, "g_300.f0", print_hash_value);
    transparent_crc(g_300.f1, "g_300.f1", print_hash_value);
    transparent_crc(g_300.f2, "g_300.f2", print_hash_value);
    transparent_crc(g_300.f3, "g_300.f3", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_315[i].f0, "g_315[i].f0", print_hash_value);
        transparent_crc(g_315[i].f2, "g_315[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 10; k++)
            {
                transparent_crc(g_380[i][j][k].f0, "g_380[i][j][k].f0", print_hash_value);
                transparent_crc(g_380[i][j][k].f1, "g_380[i][j][k].f1", print_hash_value);
                transparent_crc(g_380[i][j][k].f2, "g_380[i][j][k].f2", print_hash_value);
                transparent_crc(g_380[i][j][k].f3, "g_380[i][j][k].f3", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_389.f0, "g_389.f0", print_hash_value);
    transparent_crc(g_395, "g_395", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_400[i][j], "g_400[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_425, "g_425", print_hash_value);
    transparent_crc(g_428, "g_428", print_hash_value);
    transparent_crc(g_479, "g_479", print_hash_value);
    transparent_crc(g_480.f0, "g_480.f0", print_hash_value);
    transparent_crc(g_492, "g_492", print_hash_value);
    transparent_crc(g_510.f0, "g_510.f0", print_hash_value);
    transparent_crc(g_524, "g_524", print_hash_value);
    transparent_crc(g_541, "g_541", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_576[i], "g_576[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_626, "g_626", print_hash_value);
    transparent_crc(g_650, "g_650", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_697[i][j], "g_697[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 181
XXX total union variables: 22

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 9
breakdown:
   indirect level: 0, occurrence: 9
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 4
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 17
XXX times a single bitfield on LHS: 1
XXX times a single bitfield on RHS: 0

XXX max expression depth: 44
breakdown:
   depth: 1, occurrence: 109
   depth: 2, occurrence: 40
   depth: 3, occurrence: 2
   depth: 4, occurrence: 2
   depth: 6, occurrence: 2
   depth: 13, occurrence: 1
   depth: 15, occurrence: 4
   depth: 16, occurrence: 3
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 22, occurrence: 2
   depth: 44, occurrence: 1

XXX total number of pointers: 215

XXX times a variable address is taken: 820
XXX times a pointer is dereferenced on RHS: 75
breakdown:
   depth: 1, occurrence: 67
   depth: 2, occurrence: 2
   depth: 3, occurrence: 6
XXX times a pointer is dereferenced on LHS: 83
breakdown:
   depth: 1, occurrence: 82
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 12
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 6
XXX times a pointer is qualified to be dereferenced: 1947

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 410
   level: 2, occurrence: 25
   level: 3, occurrence: 25
XXX number of pointers point to pointers: 55
XXX number of pointers point to scalars: 144
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 32.6
XXX average alias set size: 1.54

XXX times a non-volatile is read: 483
XXX times a non-volatile is write: 282
XXX times a volatile is read: 53
XXX    times read thru a pointer: 13
XXX times a volatile is write: 11
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 1.13e+03
XXX percentage of non-volatile access: 92.3

XXX forward jumps: 0
XXX backward jumps: 6

XXX stmts: 115
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 15
   depth: 1, occurrence: 21
   depth: 2, occurrence: 25
   depth: 3, occurrence: 25
   depth: 4, occurrence: 29

XXX percentage a fresh-made variable is used: 22
XXX percentage an existing variable is used: 78
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

