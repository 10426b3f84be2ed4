/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 20 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      20
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int64_t g_27 = (-4L);
static int32_t g_29 = 0x31D14CD4L;
static volatile int32_t g_30 = 0xB27FA3DFL;/* VOLATILE GLOBAL g_30 */
static int32_t g_35 = 0L;
static int32_t *g_34 = &g_35;
static uint16_t g_39 = 0x1DD2L;
static volatile int64_t g_41[3] = {0L,0L,0L};
static volatile int64_t *g_40 = &g_41[2];
static uint16_t *g_45 = &g_39;
static uint8_t g_48 = 0xA7L;
static uint32_t g_50 = 4294967286UL;
static int32_t g_55 = 1L;
static int16_t g_56[2][9][4] = {{{(-2L),0x0CE5L,0x0CE5L,(-2L)},{1L,0xDB9CL,3L,1L},{0x821BL,1L,1L,(-1L)},{1L,(-1L),0x22C1L,(-1L)},{0x0CE5L,1L,0L,1L},{(-3L),0xDB9CL,(-1L),(-2L)},{0L,0x0CE5L,0x0F89L,0x0F89L},{0L,0L,(-1L),1L},{(-3L),0x0F89L,0L,0xDB9CL}},{{0x0CE5L,0x821BL,0x22C1L,0L},{1L,0x821BL,1L,1L},{1L,0x0CE5L,0x22C1L,0xDB9CL},{0xDB9CL,(-1L),(-2L),0x0CE5L},{0L,(-2L),(-2L),0L},{0xDB9CL,1L,0x22C1L,0x0F89L},{1L,3L,0x0F89L,0x821BL},{0x0F89L,0x821BL,(-3L),0x821BL},{(-2L),3L,(-1L),0x0F89L}}};
static uint16_t g_62 = 0x930AL;
static uint16_t *g_78 = (void*)0;
static const uint16_t g_82 = 65535UL;
static uint16_t g_84[7][4][9] = {{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x703BL,0xC33AL,0x9FEDL,0x5162L,65527UL,0x5162L,0x9FEDL,0xC33AL,0x703BL},{0xAF09L,7UL,65530UL,0x9F8CL,7UL,65528UL,65530UL,65529UL,0xAF09L}},{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x703BL,0xC33AL,0x9FEDL,0x5162L,65527UL,0x5162L,0x9FEDL,0xC33AL,0x703BL},{0xAF09L,7UL,65530UL,0x9F8CL,7UL,65528UL,65530UL,65529UL,0xAF09L}},{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x703BL,0xC33AL,0x9FEDL,0x5162L,65527UL,0x5162L,0x9FEDL,0xC33AL,0x703BL},{0xAF09L,7UL,65530UL,0x9F8CL,7UL,65528UL,65530UL,65529UL,0xAF09L}},{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x703BL,0xC33AL,0x9FEDL,0x5162L,65527UL,0x5162L,0x9FEDL,0xC33AL,0x703BL},{0xAF09L,7UL,65530UL,0x9F8CL,7UL,65528UL,65530UL,65529UL,0xAF09L}},{{65535UL,0xC33AL,65529UL,0x5162L,0UL,0x5162L,65529UL,0xC33AL,65535UL},{0xAF09L,65529UL,65530UL,65528UL,7UL,0x9F8CL,65530UL,7UL,0xAF09L},{0x5DFDL,0x8467L,65534UL,0x010EL,0x703BL,0x010EL,65534UL,0x8467L,0x5DFDL},{0xAA44L,0xAF09L,65527UL,65534UL,0xAF09L,6UL,65527UL,1UL,0xAA44L}},{{0xF0F4L,0x8467L,1UL,0x010EL,65535UL,0x010EL,1UL,0x8467L,0xF0F4L},{0xAA44L,1UL,65527UL,6UL,0xAF09L,65534UL,65527UL,0xAF09L,0xAA44L},{0x5DFDL,0x8467L,65534UL,0x010EL,0x703BL,0x010EL,65534UL,0x8467L,0x5DFDL},{0xAA44L,0xAF09L,65527UL,65534UL,0xAF09L,6UL,65527UL,1UL,0xAA44L}},{{0xF0F4L,0x8467L,1UL,0x010EL,65535UL,0x010EL,1UL,0x8467L,0xF0F4L},{0xAA44L,1UL,65527UL,6UL,0xAF09L,65534UL,65527UL,0xAF09L,0xAA44L},{0x5DFDL,0x8467L,65534UL,0x010EL,0x703BL,0x010EL,65534UL,0x8467L,0x5DFDL},{0xAA44L,0xAF09L,65527UL,65534UL,0xAF09L,6UL,65527UL,1UL,0xAA44L}}};
static int32_t * volatile g_94 = &g_35;/* VOLATILE GLOBAL g_94 */
static uint8_t *g_102[2][10][10] = {{{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,(void*)0,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48},{(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48}},{{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0,(void*)0,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{(void*)0,&g_48,&g_48,&g_48,(void*)0,&g_48,(void*)0,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0,&g_48,(void*)0,(void*)0,&g_48},{&g_48,(void*)0,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,(void*)0},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48},{&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48,&g_48}}};
static uint8_t g_119 = 255UL;
static int32_t ** volatile g_123 = &g_34;/* VOLATILE GLOBAL g_123 */
static int32_t g_127 = 0x444AC551L;
static int32_t g_130 = 0L;
static int32_t g_131 = 0xA4CC697DL;
static int32_t g_132 = (-1L);
static int32_t g_133[4][10][6] = {{{(-1L),2L,0x0364B399L,(-6L),0x56EE4573L,(-7L)},{(-4L),9L,0x094B066BL,0x56EE4573L,0x094B066BL,9L},{(-4L),(-7L),0x56EE4573L,(-6L),0x0364B399L,2L},{(-1L),0x56EE4573L,(-4L),0x01134933L,0x01134933L,(-4L)},{0x56EE4573L,0x56EE4573L,(-6L),(-1L),0x0364B399L,0x01134933L},{9L,(-7L),(-6L),(-6L),0x094B066BL,(-6L)},{(-6L),9L,(-6L),2L,0x56EE4573L,0x01134933L},{0x4605F856L,2L,(-6L),0x0524A1A4L,(-4L),(-4L)},{0x0524A1A4L,(-4L),(-4L),0x0524A1A4L,(-6L),2L},{0x4605F856L,0x01134933L,0x56EE4573L,2L,(-6L),9L}},{{(-6L),(-6L),0x094B066BL,(-6L),(-6L),(-7L)},{9L,0x01134933L,0x0364B399L,(-1L),(-6L),0x56EE4573L},{0x56EE4573L,(-4L),0x01134933L,0x01134933L,(-4L),0x56EE4573L},{(-1L),2L,0x0364B399L,(-6L),0x56EE4573L,(-7L)},{(-4L),9L,0x094B066BL,0x56EE4573L,0x094B066BL,9L},{(-4L),0x0364B399L,(-6L),0x01134933L,0x094B066BL,(-7L)},{2L,(-6L),0x0524A1A4L,(-4L),(-4L),0x0524A1A4L},{(-6L),(-6L),9L,2L,0x094B066BL,(-4L)},{(-1L),0x0364B399L,0x01134933L,9L,0x4605F856L,9L},{0x01134933L,(-1L),0x01134933L,(-7L),(-6L),(-4L)}},{{(-6L),(-7L),9L,0x56EE4573L,0x0524A1A4L,0x0524A1A4L},{0x56EE4573L,0x0524A1A4L,0x0524A1A4L,0x56EE4573L,9L,(-7L)},{(-6L),(-4L),(-6L),(-7L),0x01134933L,(-1L)},{0x01134933L,9L,0x4605F856L,9L,0x01134933L,0x0364B399L},{(-1L),(-4L),0x094B066BL,2L,9L,(-6L)},{(-6L),0x0524A1A4L,(-4L),(-4L),0x0524A1A4L,(-6L)},{2L,(-7L),0x094B066BL,0x01134933L,(-6L),0x0364B399L},{0x0524A1A4L,(-1L),0x4605F856L,(-6L),0x4605F856L,(-1L)},{0x0524A1A4L,0x0364B399L,(-6L),0x01134933L,0x094B066BL,(-7L)},{2L,(-6L),0x0524A1A4L,(-4L),(-4L),0x0524A1A4L}},{{(-6L),(-6L),9L,2L,0x094B066BL,(-4L)},{(-1L),0x0364B399L,0x01134933L,9L,0x4605F856L,9L},{0x01134933L,(-1L),0x01134933L,(-7L),(-6L),(-4L)},{(-6L),(-7L),9L,0x56EE4573L,0x0524A1A4L,0x0524A1A4L},{0x56EE4573L,0x0524A1A4L,0x0524A1A4L,0x56EE4573L,9L,(-7L)},{(-6L),(-4L),(-6L),(-7L),0x01134933L,(-1L)},{0x01134933L,9L,0x4605F856L,9L,0x01134933L,0x0364B399L},{(-1L),(-4L),0x094B066BL,2L,9L,(-6L)},{(-6L),0x0524A1A4L,(-4L),(-4L),0x0524A1A4L,(-6L)},{2L,(-7L),0x094B066BL,0x01134933L,(-6L),0x0364B399L}}};
static int32_t g_136 = (-1L);
static uint8_t g_163[3] = {0x51L,0x51L,0x51L};
static int8_t g_167 = 4L;
static int8_t g_169 = (-9L);
static int32_t ** volatile g_171[6][6] = {{&g_34,&g_34,(void*)0,(void*)0,&g_34,&g_34},{&g_34,&g_34,(void*)0,&g_34,&g_34,&g_34},{&g_34,&g_34,&g_34,&g_34,&g_34,&g_34},{&g_34,&g_34,&g_34,&g_34,&g_34,&g_34},{&g_34,&g_34,&g_34,(void*)0,&g_34,&g_34},{&g_34,&g_34,(void*)0,(void*)0,&g_34,&g_34}};
static int16_t *g_195 = (void*)0;
static int16_t **g_194 = &g_195;
static int16_t *** const  volatile g_193 = &g_194;/* VOLATILE GLOBAL g_193 */
static int64_t g_218 = 0xBD41EAB73E6FF05ALL;
static int32_t * volatile g_290 = &g_35;/* VOLATILE GLOBAL g_290 */


/* --- FORWARD DECLARATIONS --- */
static uint16_t  func_1(void);
static uint8_t  func_4(int8_t  p_5, uint32_t  p_6, uint16_t  p_7, int16_t  p_8, int16_t  p_9);
static uint16_t  func_10(int32_t  p_11, uint16_t  p_12, uint32_t  p_13, uint64_t  p_14, int64_t  p_15);
static uint8_t  func_20(int8_t  p_21, uint32_t  p_22);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_30 g_35 g_40 g_45 g_39 g_50 g_41 g_62 g_82 g_48 g_34 g_94 g_84 g_119 g_123 g_127 g_136 g_56 g_167 g_169 g_29 g_193 g_194 g_132 g_218 g_133 g_131 g_290 g_55 g_130
 * writes: g_27 g_29 g_34 g_39 g_45 g_48 g_50 g_62 g_56 g_78 g_84 g_35 g_102 g_119 g_127 g_136 g_163 g_167 g_169 g_194 g_132 g_218 g_133 g_130
 */
static uint16_t  func_1(void)
{ /* block id: 0 */
    int32_t l_23 = (-1L);
    int64_t *l_26 = &g_27;
    int32_t *l_28 = &g_29;
    uint32_t l_36 = 0x6966EF3BL;
    uint16_t *l_37 = (void*)0;
    uint16_t *l_38 = &g_39;
    int8_t l_291[10][8][3] = {{{0xBCL,(-1L),0x80L},{0xA8L,(-4L),(-10L)},{(-1L),0xB1L,0xB3L},{0x36L,(-4L),0x48L},{(-1L),0x43L,0L},{0x12L,0x3DL,1L},{0x80L,0xA4L,0xEAL},{0x41L,1L,0x16L}},{{0xE3L,1L,0L},{0x41L,(-9L),0x3FL},{0x80L,0x92L,0x43L},{0x12L,(-1L),0x76L},{(-1L),(-9L),0x92L},{0x36L,0L,(-7L)},{(-1L),0L,0x92L},{0xA8L,0x76L,0x76L}},{{0x59L,1L,0x43L},{0x2BL,0xB0L,0x3FL},{0x11L,5L,0L},{0xA4L,0x14L,0x16L},{0x9CL,5L,0xEAL},{0x7EL,0xB0L,1L},{0L,1L,0L},{0x1AL,0x76L,0x48L}},{{0x0AL,0L,0xB3L},{3L,0L,(-10L)},{0x0AL,(-9L),0L},{0x1AL,(-1L),0xB0L},{0L,0x92L,0xA4L},{0x7EL,(-9L),(-1L)},{0x9CL,1L,0xE8L},{0xA4L,1L,(-1L)}},{{0x11L,0xA4L,0xA4L},{0x2BL,0x3DL,0xB0L},{0x59L,0x43L,0L},{0xA8L,(-4L),(-10L)},{(-1L),0xB1L,0xB3L},{0x36L,(-4L),0x48L},{(-1L),0x43L,0L},{0x12L,0x3DL,1L}},{{0x80L,0xA4L,0xEAL},{0x41L,1L,0x16L},{0xE3L,1L,0L},{0x41L,(-9L),0x3FL},{0x80L,0x92L,0x43L},{0x12L,(-1L),0x76L},{(-1L),(-9L),0x92L},{0x36L,0L,(-7L)}},{{(-1L),0L,0x92L},{0xA8L,0x76L,0x76L},{0x59L,1L,0x43L},{0x2BL,0xB0L,0x3FL},{0x11L,5L,0L},{0xA4L,0x14L,0x16L},{0x9CL,5L,0xEAL},{0x7EL,0xB0L,1L}},{{0L,1L,0L},{0x1AL,0x76L,0x48L},{0x0AL,0L,0xB3L},{3L,0L,(-10L)},{0x0AL,(-9L),0L},{0x1AL,(-1L),0xB0L},{0L,0x92L,0xA4L},{0x7EL,(-9L),(-1L)}},{{0x9CL,1L,5L},{0x3DL,0x32L,0x0CL},{0x24L,(-9L),(-9L)},{(-10L),0L,0x57L},{0L,0xC8L,0L},{0L,0x5AL,0xD8L},{1L,1L,0x08L},{(-9L),0x5AL,1L}},{{0x35L,0xC8L,(-1L)},{0x76L,0L,0x32L},{0L,(-9L),0x67L},{1L,0x32L,(-1L)},{0xB9L,(-8L),(-7L)},{1L,0x2EL,(-2L)},{0L,6L,0xC8L},{0x76L,0x0CL,(-4L)}}};
    int16_t l_292[7][8] = {{0xC72EL,0x9BBFL,0x765DL,0x9BBFL,0xC72EL,0xC72EL,0x9BBFL,0x765DL},{0xC72EL,0xC72EL,0x9BBFL,0x765DL,0x9BBFL,0xC72EL,0xC72EL,0x9BBFL},{7L,0x9BBFL,0x9BBFL,7L,(-1L),7L,0x9BBFL,0x9BBFL},{0x9BBFL,(-1L),0x765DL,0x765DL,(-1L),0x9BBFL,(-1L),0x765DL},{7L,(-1L),7L,0x9BBFL,0x9BBFL,7L,(-1L),7L},{0xC72EL,0x9BBFL,0x765DL,0x9BBFL,0xC72EL,0xC72EL,0x9BBFL,0x765DL},{0xC72EL,0xC72EL,0x9BBFL,0x765DL,0x9BBFL,0xC72EL,0xC72EL,0x9BBFL}};
    int32_t l_300 = 5L;
    int32_t *l_301 = &g_130;
    int i, j, k;
    (*l_301) ^= (safe_lshift_func_uint8_t_u_s(func_4((func_10((safe_rshift_func_int16_t_s_s((safe_rshift_func_uint8_t_u_u(func_20((l_23 >= ((*l_28) = ((-4L) < (safe_add_func_uint64_t_u_u(l_23, ((*l_26) = 0x23A266D210EC3203LL)))))), (g_30 , (((safe_unary_minus_func_uint64_t_u((((((*l_38) = (((safe_rshift_func_int16_t_s_u((((g_30 <= ((g_34 = &l_23) == &g_35)) , 0x6AED1D25L) != l_36), 6)) > g_35) <= g_35)) , g_40) == (void*)0) > g_35))) , 1UL) > g_35))), g_82)), 0)), l_36, g_131, g_131, g_133[3][5][5]) > l_291[6][2][1]), g_82, g_55, l_292[6][4], g_133[3][4][1]), l_300));
    return (*l_28);
}


/* ------------------------------------------ */
/* 
 * reads : g_41 g_127 g_290
 * writes: g_133 g_127 g_34 g_35
 */
static uint8_t  func_4(int8_t  p_5, uint32_t  p_6, uint16_t  p_7, int16_t  p_8, int16_t  p_9)
{ /* block id: 119 */
    int32_t **l_295 = (void*)0;
    int32_t **l_296 = &g_34;
    int64_t *l_298 = &g_27;
    int32_t *l_299[10] = {(void*)0,(void*)0,&g_136,(void*)0,(void*)0,&g_136,(void*)0,(void*)0,&g_136,(void*)0};
    int i;
    for (p_6 = 0; (p_6 <= 2); p_6 += 1)
    { /* block id: 122 */
        int32_t *l_293 = &g_133[3][0][2];
        int32_t *l_294 = &g_127;
        int i;
        (*l_294) ^= ((*l_293) = g_41[p_6]);
    }
    (*l_296) = (void*)0;
    (*g_290) = (&g_27 == ((!p_9) , l_298));
    return p_5;
}


/* ------------------------------------------ */
/* 
 * reads : g_290 g_35 g_45 g_39 g_84
 * writes: g_35
 */
static uint16_t  func_10(int32_t  p_11, uint16_t  p_12, uint32_t  p_13, uint64_t  p_14, int64_t  p_15)
{ /* block id: 115 */
    uint32_t l_287 = 18446744073709551606UL;
    ++l_287;
    (*g_290) ^= l_287;
    return (*g_45);
}


/* ------------------------------------------ */
/* 
 * reads : g_45 g_39 g_50 g_40 g_41 g_62 g_82 g_35 g_48 g_34 g_94 g_84 g_119 g_123 g_127 g_136 g_56 g_167 g_169 g_30 g_29 g_193 g_194 g_132 g_218 g_133 g_131
 * writes: g_45 g_39 g_48 g_50 g_62 g_56 g_78 g_84 g_35 g_102 g_119 g_27 g_34 g_127 g_136 g_163 g_167 g_169 g_194 g_132 g_218
 */
static uint8_t  func_20(int8_t  p_21, uint32_t  p_22)
{ /* block id: 5 */
    uint32_t l_42 = 0x13550E35L;
    uint16_t *l_43 = &g_39;
    uint16_t **l_44[7];
    int32_t l_46[10] = {(-1L),0xD497C242L,0xD497C242L,(-1L),0xEEDF6679L,(-1L),0xD497C242L,0xD497C242L,(-1L),0xEEDF6679L};
    uint8_t *l_47 = &g_48;
    uint32_t *l_49 = &g_50;
    uint64_t l_51 = 8UL;
    uint8_t **l_101 = (void*)0;
    int16_t l_120[5][2] = {{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}};
    int8_t l_170 = 0L;
    uint8_t l_203 = 0xE1L;
    int16_t l_254[4];
    int32_t l_268[1];
    uint32_t l_285 = 1UL;
    int32_t **l_286 = &g_34;
    int i, j;
    for (i = 0; i < 7; i++)
        l_44[i] = &l_43;
    for (i = 0; i < 4; i++)
        l_254[i] = 0x4B92L;
    for (i = 0; i < 1; i++)
        l_268[i] = (-1L);
    if (((((((*l_49) ^= (l_42 <= ((*l_47) = (((((((p_21 > ((l_46[0] = ((*l_43) = ((g_45 = l_43) == (void*)0))) && (*g_45))) & p_22) < (p_21 & 1UL)) || p_22) , p_21) ^ (-7L)) >= 0xB4C0L)))) | 7L) != l_51) >= (*g_40)) <= 0x74D37718L))
    { /* block id: 11 */
        uint64_t *l_54[6][5][8] = {{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,(void*)0,&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{(void*)0,&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51}},{{&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,(void*)0,&l_51,(void*)0,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{(void*)0,&l_51,(void*)0,&l_51,(void*)0,&l_51,&l_51,(void*)0},{(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51}},{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51,(void*)0,(void*)0},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,&l_51,&l_51,(void*)0,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,(void*)0,&l_51,&l_51}},{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,(void*)0,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{(void*)0,&l_51,&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51}},{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51},{&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,&l_51,(void*)0,(void*)0,&l_51,(void*)0},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51}},{{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,(void*)0},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,(void*)0,&l_51},{&l_51,&l_51,(void*)0,&l_51,&l_51,&l_51,&l_51,&l_51},{&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51,&l_51}}};
        int32_t l_57 = 0x4C26B3FAL;
        int32_t l_58 = (-7L);
        int32_t l_59 = (-4L);
        int32_t l_60 = (-1L);
        int32_t l_61 = 0xEFE450DEL;
        int16_t *l_69 = &g_56[1][6][2];
        const uint16_t **l_79 = (void*)0;
        const uint16_t *l_81 = &g_82;
        const uint16_t **l_80 = &l_81;
        int16_t l_83 = (-1L);
        int i, j, k;
        (*g_34) = ((l_46[1] = (safe_mod_func_uint64_t_u_u((--g_62), ((safe_mod_func_int8_t_s_s((p_21 || ((safe_mul_func_int16_t_s_s(((*l_69) = p_22), ((safe_rshift_func_int8_t_s_u((safe_div_func_uint32_t_u_u(((g_84[4][2][0] = (safe_mod_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_s(1UL, (((g_78 = l_69) == ((*l_80) = &g_39)) >= ((g_41[2] == g_82) ^ 18446744073709551615UL)))) <= l_83), p_22))) || p_22), g_35)), l_46[5])) != (-4L)))) > g_48)), 0xE8L)) , l_61)))) || (*g_40));
    }
    else
    { /* block id: 19 */
        uint32_t *l_89 = &g_50;
        const int32_t l_92 = 0xF43875C6L;
        int16_t *l_93 = &g_56[0][4][0];
        (*g_94) = (safe_sub_func_int32_t_s_s(((*g_34) = (((*l_93) = (4294967287UL <= ((safe_mul_func_int16_t_s_s(0xF135L, (((void*)0 != l_89) != (((safe_add_func_uint16_t_u_u(p_22, l_92)) ^ g_48) , p_21)))) ^ l_92))) <= p_21)), p_22));
    }
    if (((((safe_lshift_func_uint8_t_u_u(((*l_47) = (&g_50 != &l_42)), 5)) && (safe_sub_func_uint64_t_u_u((&g_30 == &l_46[4]), (safe_sub_func_int32_t_s_s((((((g_102[0][5][8] = &g_48) == &g_48) == p_22) , &l_43) != &g_45), l_46[7]))))) == 0xEAL) , (*g_34)))
    { /* block id: 26 */
        int16_t l_109 = 0xF0E7L;
        uint16_t *l_149 = &g_84[4][2][0];
        int32_t l_165 = 0L;
        uint32_t l_173 = 8UL;
        for (l_51 = (-21); (l_51 >= 22); l_51 = safe_add_func_int16_t_s_s(l_51, 8))
        { /* block id: 29 */
            uint8_t * const l_114 = &g_48;
            int32_t l_117[6][9] = {{1L,0x08C10FD0L,0x08C10FD0L,1L,1L,1L,0x08C10FD0L,0x08C10FD0L,1L},{0xF285608BL,(-7L),4L,(-7L),0xF285608BL,0xF285608BL,(-7L),4L,(-7L)},{1L,0xD1C57EA6L,1L,1L,0xD1C57EA6L,1L,0xD1C57EA6L,1L,1L},{0xF285608BL,0xF285608BL,(-7L),4L,(-7L),0xF285608BL,0xF285608BL,(-7L),4L},{0x41F5D680L,0xD1C57EA6L,0x41F5D680L,1L,1L,0x41F5D680L,0xD1C57EA6L,0x41F5D680L,1L},{1L,(-7L),(-7L),1L,0x4A5CD318L,1L,(-7L),(-7L),1L}};
            int8_t *l_118 = (void*)0;
            int32_t * const l_129[5][6] = {{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130},{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130},{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130},{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130},{&g_130,&g_130,&g_130,&g_130,&g_130,&g_130}};
            int32_t * const *l_128 = &l_129[3][1];
            int32_t * const l_135 = &g_136;
            int32_t * const *l_134 = &l_135;
            int i, j;
            if ((safe_add_func_int8_t_s_s((((safe_div_func_uint16_t_u_u(l_42, l_109)) < g_41[2]) | ((safe_rshift_func_int16_t_s_u(((((g_119 &= (safe_lshift_func_int8_t_s_u(((p_22 , &g_48) == l_114), (((l_117[2][8] = ((*g_45)++)) || 65535UL) || p_22)))) < (-6L)) ^ l_46[9]) & 0UL), l_109)) | 0xE0L)), l_120[3][1])))
            { /* block id: 33 */
                int32_t * const l_126 = &g_127;
                int32_t * const *l_125 = &l_126;
                int32_t * const **l_124[2][10] = {{(void*)0,&l_125,&l_125,(void*)0,&l_125,&l_125,&l_125,(void*)0,&l_125,&l_125},{&l_125,&l_125,&l_125,(void*)0,(void*)0,&l_125,&l_125,&l_125,&l_125,&l_125}};
                int32_t ***l_137 = (void*)0;
                int32_t ***l_138 = (void*)0;
                int32_t **l_140 = &g_34;
                int32_t ***l_139 = &l_140;
                uint16_t *l_150 = (void*)0;
                int16_t *l_161 = (void*)0;
                int16_t *l_162 = &g_56[0][4][0];
                int16_t *l_164[9][2] = {{&l_120[3][1],&l_109},{(void*)0,&l_109},{(void*)0,&l_109},{&l_120[3][1],(void*)0},{&l_109,&l_109},{&l_120[0][1],&l_120[0][1]},{&l_120[3][1],&l_120[0][1]},{&l_120[0][1],&l_109},{&l_109,(void*)0}};
                int8_t *l_166 = &g_167;
                int8_t *l_168 = &g_169;
                int i, j;
                for (g_27 = (-29); (g_27 <= 2); g_27++)
                { /* block id: 36 */
                    (*g_123) = &l_46[4];
                }
                (**l_125) ^= ((l_134 = (l_128 = &g_34)) != &l_135);
                (**g_123) = ((*l_135) &= (&l_129[3][1] != ((*l_139) = &g_34)));
                (*g_34) = (((((253UL == ((*l_168) = ((*l_166) ^= ((safe_rshift_func_int8_t_s_s((((((p_21 , (safe_div_func_int32_t_s_s(((((safe_lshift_func_uint8_t_u_s((safe_mod_func_uint64_t_u_u((((((g_45 = l_149) != l_150) , (((safe_add_func_uint64_t_u_u(((safe_sub_func_uint32_t_u_u((safe_lshift_func_int8_t_s_u((safe_mul_func_int16_t_s_s(((void*)0 != l_150), ((safe_lshift_func_int16_t_s_s((l_165 = (g_163[0] = ((*l_162) = p_22))), p_21)) , 1UL))), p_22)), 0UL)) || g_56[0][1][2]), (*g_40))) , (*l_126)) , (*g_40))) || 4L) , p_21), 9UL)), p_22)) & l_46[4]) , 18446744073709551607UL) > 0xD1B8A4D6DA33BDD3LL), (*g_34)))) , (*g_45)) != 0x7811L) || l_109) , g_136), 4)) , p_21)))) > l_46[0]) & 4294967295UL) , p_22) <= (-1L));
            }
            else
            { /* block id: 52 */
                if (p_21)
                    break;
                if ((*g_34))
                    continue;
            }
            if (p_21)
            { /* block id: 56 */
                for (l_109 = 3; (l_109 >= 0); l_109 -= 1)
                { /* block id: 59 */
                    return l_42;
                }
            }
            else
            { /* block id: 62 */
                int32_t **l_172 = &g_34;
                if (l_170)
                    break;
                (*l_172) = (*g_123);
                (*l_172) = (*g_123);
            }
            if ((**g_123))
                break;
            if (l_173)
                continue;
        }
        return p_22;
    }
    else
    { /* block id: 71 */
        int64_t l_187 = (-9L);
        uint8_t l_201 = 0xB9L;
        int32_t *l_202[1];
        uint16_t **l_225 = (void*)0;
        int i;
        for (i = 0; i < 1; i++)
            l_202[i] = &g_131;
        for (g_169 = 0; (g_169 != (-4)); g_169 = safe_sub_func_uint16_t_u_u(g_169, 1))
        { /* block id: 74 */
            int32_t l_188[10][9][2] = {{{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L}},{{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L}},{{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L}},{{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL},{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{0xD96E28CDL,0L},{0x2E02E4CAL,0x2E02E4CAL}},{{0x2E02E4CAL,0L},{0xD96E28CDL,0xAED9F937L},{0L,0xAED9F937L},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL}},{{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL}},{{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL}},{{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL}},{{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L}},{{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL},{0L,0L},{0L,0xD96E28CDL},{(-1L),0x2E02E4CAL},{0xD96E28CDL,0x2E02E4CAL},{(-1L),0xD96E28CDL}}};
            int16_t *l_192 = &l_120[2][1];
            int16_t **l_191 = &l_192;
            int i, j, k;
            (*g_34) = (((safe_unary_minus_func_int16_t_s((safe_mod_func_int16_t_s_s((safe_add_func_int64_t_s_s((((3L > (g_30 , (((((safe_lshift_func_int16_t_s_s((safe_sub_func_int64_t_s_s((((safe_mod_func_int64_t_s_s((l_187 | l_188[9][6][0]), 0x1E2AD39FB383223ALL)) | 0xAB7E0C7BL) | (((*l_49) = (safe_div_func_int16_t_s_s((((0x020AL | p_22) <= (*g_34)) > l_46[0]), 1UL))) <= 2UL)), g_82)), 5)) , g_29) <= (*g_34)) , (*g_45)) ^ 65527UL))) <= p_22) | g_39), 0x91CA70F6C1F0966BLL)), l_187)))) == 0xFF99356403DF3290LL) , p_22);
            (*g_193) = l_191;
            (*g_34) = ((void*)0 == (*g_193));
        }
        (*g_34) ^= ((((safe_rshift_func_int8_t_s_s((safe_mod_func_int8_t_s_s(((0x04FFL == ((0x83D7L || (l_187 , (safe_unary_minus_func_uint16_t_u(0UL)))) , l_201)) > (((4294967295UL && ((void*)0 == &g_167)) ^ p_21) != p_22)), p_21)), l_187)) && (*g_45)) , 1UL) , l_201);
        --l_203;
        if ((safe_lshift_func_int8_t_s_u((0x6BL != p_22), (((0xCCL < ((safe_add_func_int64_t_s_s(0xFEF38C781C0EB342LL, ((void*)0 != l_202[0]))) , p_21)) | p_22) >= (*g_45)))))
        { /* block id: 82 */
            int32_t *l_212[1];
            int i;
            for (i = 0; i < 1; i++)
                l_212[i] = &g_29;
            for (l_42 = 0; (l_42 == 30); l_42++)
            { /* block id: 85 */
                uint32_t *l_223 = &l_42;
                int32_t l_226 = (-7L);
                int32_t l_253 = 0xA3FE75ABL;
                int32_t l_255[3];
                uint32_t l_259 = 1UL;
                int i;
                for (i = 0; i < 3; i++)
                    l_255[i] = (-5L);
                for (g_132 = 0; (g_132 <= 1); g_132 += 1)
                { /* block id: 88 */
                    int32_t **l_213 = &l_212[0];
                    (*l_213) = l_212[0];
                    l_202[0] = l_202[0];
                    if (p_22)
                        break;
                }
                for (g_127 = 6; (g_127 >= 0); g_127 -= 1)
                { /* block id: 95 */
                    int32_t l_252 = 5L;
                    int32_t l_256 = 0x4D5B5BBEL;
                    int32_t l_257 = 0xBB440DB7L;
                    int32_t l_258[3];
                    int64_t *l_273 = (void*)0;
                    int8_t *l_274 = &l_170;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_258[i] = (-4L);
                    (*g_34) ^= (safe_add_func_uint32_t_u_u((g_218 |= ((*l_49) |= (safe_lshift_func_uint8_t_u_u(0x41L, 1)))), (safe_mod_func_int64_t_s_s(((safe_add_func_uint16_t_u_u(p_21, ((p_22 , ((void*)0 == l_223)) > ((((+255UL) && ((0xFDL >= p_22) , p_21)) , l_225) == l_225)))) ^ l_226), p_22))));
                    (*g_34) = ((*g_40) > (safe_sub_func_int32_t_s_s(((((safe_div_func_int8_t_s_s(g_133[0][6][1], (+((safe_sub_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u(((safe_sub_func_int64_t_s_s((safe_div_func_int64_t_s_s(((0x2B58A08477F48CB3LL && ((((((safe_rshift_func_uint8_t_u_u(((safe_sub_func_uint64_t_u_u(p_22, (safe_mul_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s((safe_rshift_func_int8_t_s_u((safe_div_func_uint8_t_u_u(((*l_47) = (((&l_187 != (void*)0) , p_21) & p_21)), p_22)), p_21)), l_51)), p_22)))) && p_21), p_21)) && p_22) , p_22) != p_22) & (*g_45)) & l_51)) > l_252), g_131)), p_22)) ^ 0x6A697142AD1B8BF9LL), 1L)), g_131)) || 0x0987L)))) < 8UL) , 65529UL) || (-10L)), g_84[4][2][0])));
                    --l_259;
                    l_255[2] = (0x7DL | (l_268[0] = (~(safe_lshift_func_uint8_t_u_s((((+l_255[1]) != ((*l_274) = ((g_218 = (l_253 , ((((safe_div_func_uint32_t_u_u(((l_268[0] >= (((safe_rshift_func_int16_t_s_u((safe_div_func_uint32_t_u_u((&g_169 != (void*)0), (**g_123))), 0)) <= g_133[3][4][1]) ^ 18446744073709551606UL)) < 0xD324B573L), p_21)) <= (-1L)) ^ p_22) != 0x0BF56E5EL))) & 0xE61D60E98C55A45BLL))) > 0x7520L), 3)))));
                }
                l_253 |= ((0x5B964CB03ED47F7BLL <= (((((safe_add_func_int32_t_s_s((g_131 | (safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((safe_add_func_int16_t_s_s((((p_21 | g_84[4][2][0]) | p_22) == p_22), 0UL)) >= p_21), p_22)), 1UL))), p_22)) > p_22) || 0xFCL) , g_218) , g_35)) , (**g_123));
            }
        }
        else
        { /* block id: 109 */
            l_285 ^= 0xE7F20377L;
        }
    }
    (*l_286) = (*g_123);
    return (**l_286);
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
    transparent_crc(g_27, "g_27", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_41[i], "g_41[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_55, "g_55", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_56[i][j][k], "g_56[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_84[i][j][k], "g_84[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_119, "g_119", print_hash_value);
    transparent_crc(g_127, "g_127", print_hash_value);
    transparent_crc(g_130, "g_130", print_hash_value);
    transparent_crc(g_131, "g_131", print_hash_value);
    transparent_crc(g_132, "g_132", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_133[i][j][k], "g_133[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_136, "g_136", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_163[i], "g_163[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_167, "g_167", print_hash_value);
    transparent_crc(g_169, "g_169", print_hash_value);
    transparent_crc(g_218, "g_218", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 62
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

XXX max expression depth: 39
breakdown:
   depth: 1, occurrence: 54
   depth: 2, occurrence: 10
   depth: 3, occurrence: 1
   depth: 4, occurrence: 2
   depth: 9, occurrence: 1
   depth: 13, occurrence: 1
   depth: 15, occurrence: 2
   depth: 16, occurrence: 2
   depth: 18, occurrence: 1
   depth: 21, occurrence: 2
   depth: 25, occurrence: 2
   depth: 31, occurrence: 1
   depth: 37, occurrence: 1
   depth: 39, occurrence: 1

XXX total number of pointers: 66

XXX times a variable address is taken: 204
XXX times a pointer is dereferenced on RHS: 27
breakdown:
   depth: 1, occurrence: 23
   depth: 2, occurrence: 4
XXX times a pointer is dereferenced on LHS: 43
breakdown:
   depth: 1, occurrence: 41
   depth: 2, occurrence: 2
XXX times a pointer is compared with null: 8
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 497

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 114
   level: 2, occurrence: 15
   level: 3, occurrence: 1
XXX number of pointers point to pointers: 23
XXX number of pointers point to scalars: 43
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 30.3
XXX average alias set size: 1.3

XXX times a non-volatile is read: 213
XXX times a non-volatile is write: 115
XXX times a volatile is read: 18
XXX    times read thru a pointer: 5
XXX times a volatile is write: 6
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 112
XXX percentage of non-volatile access: 93.2

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 53
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 9
   depth: 2, occurrence: 9
   depth: 3, occurrence: 13
   depth: 4, occurrence: 9

XXX percentage a fresh-made variable is used: 16.9
XXX percentage an existing variable is used: 83.1
********************* end of statistics **********************/

