/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      1
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 6L;
static int32_t g_6 = 9L;
static int32_t g_39 = 0x4981C586L;
static int16_t g_48 = 0xBF7AL;
static uint8_t g_50 = 1UL;
static int32_t g_54[4][1] = {{1L},{(-1L)},{1L},{(-1L)}};
static uint64_t g_72 = 0x8E63FEEA102A83C5LL;
static const int32_t *g_100 = (void*)0;
static const int32_t ** volatile g_99 = &g_100;/* VOLATILE GLOBAL g_99 */
static uint32_t g_147 = 1UL;
static uint8_t g_168[8][1][8] = {{{0x40L,249UL,1UL,252UL,0xC1L,0x45L,0x40L,0x40L}},{{0x8FL,252UL,0x0DL,0x0DL,252UL,0x8FL,255UL,249UL}},{{252UL,0x8FL,255UL,249UL,0UL,0x0DL,0x13L,0UL}},{{249UL,0x40L,0x3DL,249UL,0xC1L,249UL,0xC1L,249UL}},{{0xE7L,0xC1L,0xE7L,0x0DL,0xE9L,255UL,0x0DL,0x40L}},{{0xC1L,2UL,1UL,0x0DL,0x45L,0x2CL,2UL,0xB7L}},{{0x0BL,0UL,0xE9L,2UL,2UL,0xE9L,0UL,0x0BL}},{{249UL,0xE7L,0xB7L,0x2CL,0x0BL,0x3DL,249UL,0UL}}};
static int64_t g_171 = 4L;
static uint16_t g_181[8] = {0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
static uint16_t g_183 = 0x74E0L;
static volatile uint16_t g_185[5] = {65535UL,65535UL,65535UL,65535UL,65535UL};
static volatile uint16_t * volatile g_184 = &g_185[0];/* VOLATILE GLOBAL g_184 */
static uint16_t g_187 = 1UL;
static uint16_t * const g_186 = &g_187;
static uint32_t g_192 = 7UL;
static uint16_t g_225 = 4UL;
static uint32_t g_226 = 0x3F0A855FL;
static const int32_t ** volatile g_227[8][1] = {{&g_100},{&g_100},{&g_100},{&g_100},{&g_100},{&g_100},{&g_100},{&g_100}};
static int8_t g_248 = (-7L);
static int16_t * const *g_292 = (void*)0;
static int16_t * const **g_291 = &g_292;
static volatile uint16_t g_383 = 65530UL;/* VOLATILE GLOBAL g_383 */
static uint8_t * volatile g_420 = &g_50;/* VOLATILE GLOBAL g_420 */
static uint8_t * volatile * const  volatile g_419[2] = {&g_420,&g_420};
static uint8_t * volatile * volatile g_422 = (void*)0;/* VOLATILE GLOBAL g_422 */
static uint16_t g_450 = 65535UL;
static uint8_t g_452 = 8UL;
static uint8_t g_469 = 0x3AL;
static uint64_t *g_494 = &g_72;
static uint64_t ** const  volatile g_493 = &g_494;/* VOLATILE GLOBAL g_493 */
static volatile int64_t g_586 = (-1L);/* VOLATILE GLOBAL g_586 */
static volatile int64_t *g_585 = &g_586;
static volatile int64_t * volatile *g_584 = &g_585;
static const uint16_t g_599 = 0x3154L;
static const uint16_t *g_598 = &g_599;
static int16_t *** volatile g_627 = (void*)0;/* VOLATILE GLOBAL g_627 */
static int16_t g_779[8] = {0xF2F1L,1L,0xF2F1L,1L,0xF2F1L,1L,0xF2F1L,1L};
static int32_t *g_812 = &g_39;
static uint64_t g_825 = 0x26D52B07B2EBA80ELL;
static volatile uint64_t g_901 = 18446744073709551611UL;/* VOLATILE GLOBAL g_901 */
static volatile uint64_t *g_900[3] = {&g_901,&g_901,&g_901};
static int32_t **g_935 = (void*)0;
static int8_t g_973 = (-4L);
static volatile int16_t *g_983 = (void*)0;
static volatile int16_t **g_982[1] = {&g_983};
static volatile int16_t ***g_981[9][4][7] = {{{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],(void*)0},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{(void*)0,&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]}},{{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],(void*)0,&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]}},{{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{(void*)0,&g_982[0],&g_982[0],&g_982[0],(void*)0,(void*)0,&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]}},{{&g_982[0],&g_982[0],&g_982[0],&g_982[0],(void*)0,&g_982[0],&g_982[0]},{(void*)0,(void*)0,&g_982[0],&g_982[0],&g_982[0],(void*)0,&g_982[0]},{&g_982[0],&g_982[0],(void*)0,&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]}},{{&g_982[0],&g_982[0],&g_982[0],&g_982[0],(void*)0,&g_982[0],(void*)0},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{(void*)0,&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]}},{{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],(void*)0,&g_982[0],&g_982[0],(void*)0,&g_982[0],&g_982[0]},{(void*)0,&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]}},{{&g_982[0],&g_982[0],(void*)0,&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],(void*)0,&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],(void*)0,&g_982[0],&g_982[0]}},{{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{(void*)0,&g_982[0],(void*)0,&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],(void*)0,&g_982[0],&g_982[0]}},{{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]},{&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0],&g_982[0]}}};
static volatile int16_t ****g_980[4] = {&g_981[8][2][2],&g_981[8][2][2],&g_981[8][2][2],&g_981[8][2][2]};
static volatile int16_t ***** volatile g_979 = &g_980[1];/* VOLATILE GLOBAL g_979 */
static uint32_t g_1009 = 0x65C8F601L;
static int32_t g_1033 = 0xECEDE85DL;
static volatile int32_t g_1079 = 0x0E426E54L;/* VOLATILE GLOBAL g_1079 */
static volatile int32_t * volatile g_1078 = &g_1079;/* VOLATILE GLOBAL g_1078 */
static volatile int32_t * volatile * volatile g_1080 = (void*)0;/* VOLATILE GLOBAL g_1080 */
static uint8_t **g_1148 = (void*)0;
static uint8_t ***g_1147[8] = {&g_1148,&g_1148,&g_1148,&g_1148,&g_1148,&g_1148,&g_1148,&g_1148};
static int32_t g_1177 = (-1L);
static int32_t *g_1243 = &g_54[1][0];
static int32_t ** volatile g_1242 = &g_1243;/* VOLATILE GLOBAL g_1242 */
static int32_t ** volatile g_1326 = &g_1243;/* VOLATILE GLOBAL g_1326 */
static int32_t g_1368 = 0x373679BAL;
static uint16_t g_1408 = 0x5CDCL;
static volatile uint8_t g_1425 = 0xB5L;/* VOLATILE GLOBAL g_1425 */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int16_t  func_9(int16_t  p_10);
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17);
static uint16_t  func_18(int16_t  p_19, uint8_t  p_20, uint16_t  p_21, int32_t  p_22);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_54 g_187 g_1033 g_598 g_599 g_469 g_901 g_779 g_450 g_226 g_1078 g_100 g_248 g_185 g_494 g_72 g_825 g_168 g_420 g_50 g_979 g_980 g_493 g_171 g_181 g_186 g_1326 g_147 g_1243 g_1177 g_1079
 * writes: g_2 g_6 g_54 g_187 g_171 g_1033 g_181 g_469 g_72 g_100 g_1078 g_825 g_147 g_1243 g_1177
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_5 = 0xF4L;
    int32_t l_1034 = 0x46528A2EL;
    int32_t l_1069 = (-1L);
    int32_t l_1070 = 0x6037E6D5L;
    int32_t l_1071 = 0x969D3935L;
    int32_t l_1072 = (-1L);
    int32_t l_1074[2];
    uint64_t l_1075 = 0xEB927AC10058A147LL;
    int16_t ****l_1096 = (void*)0;
    int16_t *****l_1095 = &l_1096;
    int32_t l_1233 = 0xDB6E35FDL;
    uint16_t l_1290 = 0x078CL;
    int32_t **l_1335 = &g_1243;
    int64_t l_1364 = 0xDC53108E1899B169LL;
    uint64_t l_1386 = 0xBCDFDAE48BA103B9LL;
    int32_t *l_1388 = (void*)0;
    int i;
    for (i = 0; i < 2; i++)
        l_1074[i] = (-3L);
    for (g_2 = 0; (g_2 > 6); g_2 = safe_add_func_int32_t_s_s(g_2, 4))
    { /* block id: 3 */
        g_6 = l_5;
        g_54[1][0] |= (safe_add_func_int16_t_s_s(func_9(g_2), (+3UL)));
    }
lbl_1155:
    for (g_2 = 6; (g_2 > 0); g_2--)
    { /* block id: 467 */
        const uint32_t l_1056 = 0x3EB0B502L;
        uint8_t l_1057 = 0x21L;
        const int32_t *l_1060 = (void*)0;
        const int32_t **l_1061 = &g_100;
        int16_t l_1062[9] = {0xF92CL,0xF92CL,0xF92CL,0xF92CL,0xF92CL,0xF92CL,0xF92CL,0xF92CL,0xF92CL};
        int32_t l_1063 = 0xF60F410FL;
        int32_t l_1068[6][9] = {{0xAB7D7117L,0x1555DFCBL,0L,0xE2F6886AL,0x39D4E792L,0xBB39CF85L,0x4D28F65EL,0L,0x4D28F65EL},{0x1555DFCBL,0x668367A3L,(-1L),(-1L),0x668367A3L,0x1555DFCBL,1L,0L,0x56FCB253L},{0xBB39CF85L,0x39D4E792L,0xE2F6886AL,0L,0x1555DFCBL,0xAB7D7117L,0x8F23064AL,0x482F5CB9L,0L},{(-1L),1L,0x3E3B9969L,0x4D28F65EL,0x8C3FC049L,(-6L),1L,(-6L),0x8C3FC049L},{0x3E3B9969L,0x482F5CB9L,0x482F5CB9L,0x3E3B9969L,(-7L),(-6L),0x4D28F65EL,0x1555DFCBL,1L},{0L,0x4D28F65EL,0x56FCB253L,0x8C3FC049L,0x39D4E792L,0xAB7D7117L,(-6L),(-7L),0x3E3B9969L}};
        int64_t l_1073 = 0x7B79663DF5EBEE60LL;
        int i, j;
        for (g_6 = 0; (g_6 <= 0); g_6 += 1)
        { /* block id: 470 */
            int32_t *l_1027 = &g_6;
            int32_t **l_1026 = &l_1027;
            (*l_1026) = (void*)0;
            for (g_187 = 0; (g_187 <= 0); g_187 += 1)
            { /* block id: 474 */
                int64_t *l_1030 = &g_171;
                int32_t *l_1031 = (void*)0;
                int32_t *l_1032 = &g_1033;
                uint16_t *l_1043 = &g_181[5];
                uint8_t *l_1053 = &g_469;
                int i, j;
                l_1034 = ((*l_1032) ^= (((*l_1030) = (safe_rshift_func_uint8_t_u_s(g_54[(g_187 + 3)][g_187], (l_5 && 0xEB11L)))) , l_5));
                (*l_1032) = ((safe_div_func_uint8_t_u_u((l_1034 , (safe_rshift_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u(0x837DL, (((safe_div_func_int16_t_s_s(l_1034, ((*l_1043) = (l_1034 , (*g_598))))) & (safe_unary_minus_func_int64_t_s((safe_mod_func_uint8_t_u_u(((safe_mod_func_int64_t_s_s((safe_add_func_uint16_t_u_u(((((safe_lshift_func_uint8_t_u_u(((*l_1053)++), 6)) & (7UL >= (g_901 || g_6))) > 254UL) < l_1056), l_1057)), (-8L))) || l_1057), 7UL))))) & l_5))) | g_779[5]), g_450))), g_226)) && 0xFBFDL);
                for (g_72 = (-7); (g_72 != 58); g_72++)
                { /* block id: 483 */
                    return g_54[1][0];
                }
            }
        }
        (*l_1061) = l_1060;
        for (g_1033 = 0; (g_1033 <= 3); g_1033 += 1)
        { /* block id: 491 */
            int32_t *l_1064 = &l_1034;
            int32_t *l_1065 = (void*)0;
            int32_t l_1066[9][5] = {{(-1L),(-1L),(-1L),(-1L),(-1L)},{0L,(-8L),0L,0L,(-8L)},{(-1L),1L,1L,(-1L),1L},{(-8L),(-8L),0x7D94DBE6L,(-8L),(-8L)},{1L,(-1L),1L,1L,(-1L)},{(-8L),0L,0L,(-8L),0L},{(-1L),(-1L),(-1L),(-1L),(-1L)},{0L,(-8L),0L,0L,(-8L)},{(-1L),1L,1L,(-1L),1L}};
            int32_t *l_1067[7] = {&l_1066[7][2],&l_1066[7][2],&l_1066[7][2],&l_1066[7][2],&l_1066[7][2],&l_1066[7][2],&l_1066[7][2]};
            int i, j;
            if (l_1062[4])
                break;
            g_6 = (&g_100 != (void*)0);
            ++l_1075;
            for (l_1034 = 0; (l_1034 <= 3); l_1034 += 1)
            { /* block id: 497 */
                volatile int32_t * volatile *l_1081[4][2][7] = {{{&g_1078,&g_1078,&g_1078,&g_1078,&g_1078,&g_1078,&g_1078},{&g_1078,&g_1078,&g_1078,(void*)0,&g_1078,&g_1078,&g_1078}},{{&g_1078,&g_1078,&g_1078,&g_1078,&g_1078,&g_1078,&g_1078},{(void*)0,&g_1078,&g_1078,&g_1078,(void*)0,&g_1078,&g_1078}},{{&g_1078,&g_1078,&g_1078,&g_1078,&g_1078,&g_1078,&g_1078},{&g_1078,(void*)0,&g_1078,&g_1078,&g_1078,(void*)0,&g_1078}},{{&g_1078,&g_1078,&g_1078,&g_1078,&g_1078,&g_1078,&g_1078},{(void*)0,(void*)0,&g_1078,(void*)0,(void*)0,(void*)0,&g_1078}}};
                int i, j, k;
                if (l_5)
                    break;
                (*l_1061) = &l_1066[2][1];
                g_1078 = g_1078;
                (*l_1061) = (*l_1061);
            }
        }
    }
    for (g_1033 = 0; (g_1033 == 21); g_1033 = safe_add_func_uint16_t_u_u(g_1033, 1))
    { /* block id: 507 */
        uint64_t *l_1089 = &g_825;
        int32_t l_1090 = 0L;
        int16_t *****l_1097 = &l_1096;
        int32_t *l_1099 = &l_1072;
        int8_t l_1109 = 0x85L;
        uint8_t *l_1172 = &g_452;
        uint16_t l_1216[9] = {0x3D96L,0x3D96L,0x1047L,0x3D96L,0x3D96L,0x1047L,0x3D96L,0x3D96L,0x1047L};
        const uint32_t l_1217 = 1UL;
        int32_t l_1264 = 0x14806D91L;
        int32_t l_1265 = 0xA2754870L;
        int32_t l_1266 = 0xA7A61899L;
        uint32_t l_1270 = 0x5B73C578L;
        int i;
        l_1069 = (((safe_mul_func_int8_t_s_s(g_248, (safe_mul_func_uint8_t_u_u(l_1075, ((g_185[0] | (((((safe_unary_minus_func_uint16_t_u(((*g_494) < ((*l_1089) ^= (*g_494))))) > l_1072) , l_1090) > 65531UL) | 7UL)) != g_168[1][0][7]))))) <= 0x4B3CF09E698661B8LL) , 6L);
        (*l_1099) = ((safe_rshift_func_uint8_t_u_u(((safe_add_func_int32_t_s_s(2L, (((l_1097 = l_1095) != (void*)0) | (((~(-1L)) , &g_973) == &g_973)))) , (*g_420)), 6)) ^ g_248);
        for (g_6 = (-21); (g_6 <= 14); g_6 = safe_add_func_int8_t_s_s(g_6, 6))
        { /* block id: 514 */
            int64_t l_1112 = 0x2DA4090CA7DFD0C8LL;
            int32_t l_1117[10][7][3] = {{{(-9L),2L,(-1L)},{(-9L),6L,0x08046736L},{(-4L),0L,(-4L)},{1L,(-1L),0x08046736L},{3L,0L,(-1L)},{(-1L),(-9L),(-1L)},{(-1L),0L,0xD7F43FC7L}},{{(-1L),7L,0L},{3L,2L,0L},{1L,1L,(-1L)},{(-4L),2L,(-1L)},{(-9L),7L,0x08046736L},{(-9L),0L,(-9L)},{1L,(-9L),0x08046736L}},{{0L,0L,(-1L)},{(-1L),(-1L),(-1L)},{(-1L),0L,0L},{(-1L),6L,0L},{0L,2L,0xD7F43FC7L},{1L,0x36F22418L,(-1L)},{(-9L),2L,(-1L)}},{{(-9L),6L,0x08046736L},{(-4L),0L,(-4L)},{1L,(-1L),7L},{(-1L),2L,(-9L)},{0x70C474C5L,(-1L),0L},{(-4L),0L,0x68DCD28CL},{0x70C474C5L,0x36F22418L,0x08046736L}},{{(-1L),0xB7C9F8FCL,(-5L)},{(-9L),(-9L),0L},{0xD7F43FC7L,0xB7C9F8FCL,(-4L)},{(-1L),0x36F22418L,7L},{0L,0L,0L},{(-9L),(-1L),7L},{(-1L),2L,(-4L)}},{{0x70C474C5L,0L,0L},{(-9L),0L,(-5L)},{0x70C474C5L,1L,0x08046736L},{(-1L),0xB7C9F8FCL,0x68DCD28CL},{(-9L),(-1L),0L},{0L,0xB7C9F8FCL,(-9L)},{(-1L),1L,7L}},{{0xD7F43FC7L,0L,0xD7F43FC7L},{(-9L),0L,7L},{(-1L),2L,(-9L)},{0x70C474C5L,(-1L),0L},{(-4L),0L,0x68DCD28CL},{0x70C474C5L,0x36F22418L,0x08046736L},{(-1L),0xB7C9F8FCL,(-5L)}},{{(-9L),(-9L),0L},{0xD7F43FC7L,0xB7C9F8FCL,(-4L)},{(-1L),0x36F22418L,7L},{0L,0L,0L},{(-9L),(-1L),7L},{(-1L),2L,(-4L)},{0x70C474C5L,0L,0L}},{{(-9L),0L,(-5L)},{0x70C474C5L,1L,0x08046736L},{(-1L),0xB7C9F8FCL,0x68DCD28CL},{(-9L),(-1L),0L},{0L,0xB7C9F8FCL,(-9L)},{(-1L),1L,7L},{0xD7F43FC7L,0L,0xD7F43FC7L}},{{(-9L),0L,7L},{(-1L),2L,(-9L)},{0x70C474C5L,(-1L),0L},{(-4L),0L,0x68DCD28CL},{0x70C474C5L,0x36F22418L,0x08046736L},{(-1L),0xB7C9F8FCL,(-5L)},{(-9L),(-9L),0L}}};
            int8_t *l_1120[7] = {&g_973,&g_973,&g_973,&g_973,&g_973,&g_973,&g_973};
            uint8_t ***l_1152 = &g_1148;
            int32_t l_1154 = 1L;
            int32_t l_1185 = (-1L);
            int64_t *l_1191[2];
            int64_t **l_1190 = &l_1191[1];
            int16_t l_1198 = 0x2FBAL;
            uint8_t l_1211[2];
            uint8_t l_1249 = 251UL;
            uint64_t l_1267 = 0xBB2E696203ADBBF2LL;
            uint32_t *l_1304 = &g_226;
            int32_t l_1307 = (-8L);
            int32_t l_1310[7] = {1L,(-1L),(-1L),1L,(-1L),(-1L),1L};
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_1191[i] = &g_171;
            for (i = 0; i < 2; i++)
                l_1211[i] = 2UL;
            (*l_1099) = ((((((void*)0 == (*g_979)) , ((safe_mul_func_int16_t_s_s((((~(**g_493)) >= ((safe_lshift_func_uint8_t_u_s(3UL, l_1109)) != ((0L | (*l_1099)) , 0L))) , (-1L)), (*g_598))) , 0L)) || 0xF62FL) , (**g_493)) < (*g_494));
        }
    }
    for (g_147 = 0; (g_147 <= 0); g_147 += 1)
    { /* block id: 587 */
        int64_t l_1324 = 0x865519C1BA180526LL;
        int32_t *l_1325 = &g_1177;
        int32_t l_1351 = (-1L);
        int32_t l_1352 = 1L;
        int32_t l_1353 = (-8L);
        int32_t l_1358 = 0L;
        int32_t l_1359 = 0L;
        int32_t l_1363 = 3L;
        int32_t l_1366[5][2][1] = {{{0L},{0x668139FFL}},{{0x668139FFL},{0L}},{{0x668139FFL},{0x668139FFL}},{{0L},{0x668139FFL}},{{0x668139FFL},{0L}}};
        int8_t l_1367 = (-1L);
        int32_t l_1371 = 0xF326E15AL;
        int32_t ***l_1379[3];
        int32_t ****l_1380 = &l_1379[1];
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_1379[i] = &l_1335;
        for (g_171 = 1; (g_171 <= 7); g_171 += 1)
        { /* block id: 590 */
            int8_t *l_1323 = &l_5;
            int32_t l_1345 = 0L;
            int32_t l_1354 = 0x5294F35FL;
            int32_t l_1357 = 0xEDD38B58L;
            int32_t l_1361 = 0xFF0B86C1L;
            int32_t l_1362[4] = {(-1L),(-1L),(-1L),(-1L)};
            int i;
            l_1070 ^= ((g_181[g_171] & (safe_div_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((((safe_mul_func_int16_t_s_s(((g_181[g_171] > (safe_unary_minus_func_uint32_t_u(((g_181[g_171] != ((&g_1242 == &g_99) || ((safe_rshift_func_int8_t_s_u(((*l_1323) |= (+((safe_add_func_uint8_t_u_u((*g_420), ((void*)0 == &g_192))) > 1L))), 4)) , (*g_598)))) ^ (*g_186))))) & 0xC3L), g_450)) & l_1290) ^ 4294967295UL), l_1324)), l_1074[1]))) == 0x2C3D141D7EEF5EE4LL);
            for (l_1069 = 0; (l_1069 >= 0); l_1069 -= 1)
            { /* block id: 595 */
                int8_t l_1344 = (-9L);
                int32_t l_1347 = 1L;
                int32_t l_1350 = 5L;
                int8_t l_1355 = 5L;
                int32_t l_1356 = (-5L);
                int32_t l_1360 = (-4L);
                int32_t l_1365[1][2];
                int32_t l_1369 = 0x49E596E1L;
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 2; j++)
                        l_1365[i][j] = (-1L);
                }
                (*g_1326) = l_1325;
                for (g_2 = 0; (g_2 <= 3); g_2 += 1)
                { /* block id: 599 */
                    int32_t *l_1346 = &g_54[1][0];
                    int32_t *l_1348 = &g_1033;
                    int32_t *l_1349[2];
                    int16_t l_1370 = (-2L);
                    uint64_t l_1372 = 18446744073709551615UL;
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_1349[i] = &g_1033;
                    (*l_1346) |= (g_168[g_171][l_1069][(g_2 + 3)] == (safe_mul_func_uint8_t_u_u((safe_mod_func_int64_t_s_s(5L, (safe_rshift_func_uint16_t_u_u((g_181[g_171] |= (((safe_div_func_int16_t_s_s(((void*)0 != l_1335), (safe_lshift_func_uint16_t_u_s(((g_168[g_171][l_1069][(g_2 + 3)] <= 9UL) , (safe_lshift_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s((safe_mod_func_int16_t_s_s(0x429CL, g_168[g_171][g_147][(l_1069 + 2)])), g_185[(g_2 + 1)])), 0))), 5)))) ^ l_1344) , (**l_1335))), g_168[g_171][l_1069][(g_2 + 3)])))), l_1345)));
                    l_1372--;
                    if (g_226)
                        goto lbl_1155;
                }
            }
        }
        if ((*g_1078))
            continue;
        (*l_1325) = ((*l_1325) ^ (safe_mod_func_int64_t_s_s((((safe_lshift_func_uint8_t_u_u(((((*l_1380) = l_1379[1]) != (void*)0) == 0xF8L), (safe_lshift_func_int8_t_s_s((((**l_1335) >= ((*l_1325) < (safe_div_func_int8_t_s_s(2L, g_54[3][0])))) >= (*g_420)), 7)))) | (**l_1335)) , (*l_1325)), (*g_494))));
        for (l_1351 = 0; (l_1351 <= 7); l_1351 += 1)
        { /* block id: 612 */
            int64_t l_1385 = 2L;
            int32_t l_1387 = 0xF44DF73DL;
            uint64_t ** const l_1402 = &g_494;
            uint64_t ** const *l_1401 = &l_1402;
            int32_t ***l_1412[9][4][6] = {{{&l_1335,&l_1335,&g_935,&l_1335,&g_935,&l_1335},{(void*)0,&g_935,&l_1335,&l_1335,(void*)0,&l_1335},{&g_935,&l_1335,&g_935,&g_935,&l_1335,&l_1335},{(void*)0,&l_1335,&l_1335,&l_1335,(void*)0,&l_1335}},{{&l_1335,&g_935,&g_935,&l_1335,&g_935,&g_935},{(void*)0,&l_1335,&l_1335,&g_935,(void*)0,&g_935},{&g_935,&l_1335,&g_935,&l_1335,&l_1335,&l_1335},{(void*)0,&l_1335,&l_1335,&l_1335,(void*)0,&l_1335}},{{&l_1335,&l_1335,&g_935,&l_1335,&g_935,&l_1335},{(void*)0,&g_935,&l_1335,&l_1335,(void*)0,&l_1335},{&g_935,&l_1335,&g_935,&g_935,&l_1335,&l_1335},{(void*)0,&l_1335,&l_1335,&l_1335,(void*)0,&l_1335}},{{&l_1335,&g_935,&g_935,&l_1335,&g_935,&g_935},{(void*)0,&l_1335,&l_1335,&g_935,(void*)0,&g_935},{&g_935,&l_1335,&g_935,&l_1335,&l_1335,&l_1335},{(void*)0,&l_1335,&l_1335,&l_1335,(void*)0,&l_1335}},{{&l_1335,&l_1335,&g_935,&l_1335,&g_935,&l_1335},{(void*)0,&g_935,&l_1335,&l_1335,(void*)0,&l_1335},{&g_935,&l_1335,&g_935,&g_935,&l_1335,&l_1335},{(void*)0,&l_1335,&l_1335,&l_1335,(void*)0,&l_1335}},{{&l_1335,&g_935,&g_935,&l_1335,&g_935,&g_935},{(void*)0,&l_1335,&l_1335,&g_935,(void*)0,&g_935},{&g_935,&l_1335,&g_935,&l_1335,&l_1335,&l_1335},{(void*)0,&l_1335,&l_1335,&l_1335,(void*)0,&l_1335}},{{&l_1335,&l_1335,&g_935,&l_1335,&g_935,&l_1335},{(void*)0,&g_935,&l_1335,&l_1335,(void*)0,&l_1335},{&g_935,&l_1335,&g_935,&g_935,&l_1335,&l_1335},{(void*)0,&l_1335,&l_1335,&l_1335,(void*)0,&l_1335}},{{&l_1335,&g_935,&g_935,&l_1335,&g_935,&g_935},{(void*)0,&l_1335,&l_1335,&g_935,(void*)0,&g_935},{&g_935,&l_1335,&g_935,&l_1335,&l_1335,&l_1335},{(void*)0,&l_1335,&l_1335,&l_1335,(void*)0,&l_1335}},{{&l_1335,&l_1335,&g_935,&l_1335,&g_935,&l_1335},{(void*)0,&g_935,&l_1335,&l_1335,(void*)0,&l_1335},{&g_935,&l_1335,&g_935,&g_935,&l_1335,&l_1335},{(void*)0,&l_1335,&l_1335,&l_1335,(void*)0,&l_1335}}};
            uint32_t l_1419[2][9][6] = {{{18446744073709551608UL,0x721EDA97L,0x61A9F2BBL,0x16D7C9A9L,0UL,0xC30A5ACCL},{0x6F99915FL,18446744073709551613UL,0xB28C8BCDL,18446744073709551613UL,0x6F99915FL,18446744073709551615UL},{0x16D7C9A9L,0UL,3UL,18446744073709551615UL,18446744073709551613UL,0xBF2DD67DL},{18446744073709551615UL,0x12CC4346L,18446744073709551607UL,0UL,0xA086BD1EL,0xBF2DD67DL},{0xAAC0054EL,0xD44DD113L,3UL,0x1F52C26AL,1UL,18446744073709551615UL},{0xA086BD1EL,18446744073709551607UL,0xB28C8BCDL,7UL,18446744073709551614UL,0xC30A5ACCL},{0x027F9FDDL,0xAAC0054EL,0x61A9F2BBL,18446744073709551615UL,0xF2F6C520L,0x2381EB7EL},{18446744073709551613UL,0x027F9FDDL,0xB7C25455L,18446744073709551608UL,0xA30B1EFFL,0UL},{0x6F99915FL,0x326C8F15L,1UL,0x121FC576L,7UL,18446744073709551615UL}},{{0x326C8F15L,0UL,18446744073709551611UL,18446744073709551611UL,0UL,0x326C8F15L},{0xB7C25455L,0xBF2DD67DL,18446744073709551607UL,0xC30A5ACCL,18446744073709551607UL,18446744073709551613UL},{0UL,0x61A9F2BBL,18446744073709551615UL,0x1F52C26AL,1UL,3UL},{0UL,0xA30B1EFFL,0x1F52C26AL,0xC30A5ACCL,18446744073709551614UL,7UL},{0xB7C25455L,18446744073709551607UL,0xD59CE102L,18446744073709551611UL,0x1F52C26AL,0x2381EB7EL},{0x326C8F15L,0xB7C25455L,0x721EDA97L,0x121FC576L,0xAAC0054EL,0x85868C6CL},{0x6F99915FL,0x16D7C9A9L,0UL,18446744073709551608UL,0x85868C6CL,18446744073709551611UL},{18446744073709551613UL,0UL,0x347ED576L,18446744073709551615UL,0x3186CA31L,0x12CC4346L},{0x027F9FDDL,0x121FC576L,18446744073709551607UL,7UL,18446744073709551607UL,0x121FC576L}}};
            int8_t l_1422[8] = {0x09L,0x09L,0x09L,0x09L,0x09L,0x09L,0x09L,0x09L};
            int i, j, k;
        }
    }
    return (**l_1335);
}


/* ------------------------------------------ */
/* 
 * reads : g_6
 * writes: g_6
 */
static int16_t  func_9(int16_t  p_10)
{ /* block id: 5 */
    const int8_t l_24 = (-3L);
    int32_t *l_44 = &g_39;
    int32_t l_51[3];
    int32_t l_52 = (-1L);
    uint64_t **l_736 = &g_494;
    int32_t *l_744[8][8] = {{&l_51[1],(void*)0,&l_51[1],(void*)0,&l_51[2],&g_2,&g_2,&l_51[2]},{&g_54[1][0],&l_51[2],&l_51[2],&g_54[1][0],&l_51[1],&l_52,&g_2,&l_52},{(void*)0,&g_54[1][0],&l_51[1],&g_2,&l_51[1],&g_54[1][0],(void*)0,&l_51[1]},{&l_51[1],&g_54[1][0],(void*)0,&l_51[1],&l_52,&l_52,&l_51[1],(void*)0},{&l_51[2],&l_51[2],&g_54[1][0],&l_51[1],&l_52,&g_2,&l_52,&g_2},{&l_51[1],(void*)0,&l_51[1],(void*)0,&l_51[1],(void*)0,&l_51[2],&g_2},{(void*)0,&l_52,&l_52,&l_51[1],&l_51[1],&l_52,&l_52,(void*)0},{&g_54[1][0],(void*)0,&l_52,&l_51[1],&l_51[2],&l_51[1],&l_51[2],&l_51[1]}};
    const int16_t l_755 = 7L;
    int16_t *l_817[1];
    int16_t **l_816 = &l_817[0];
    int32_t l_843 = 0x7ED42B4AL;
    uint64_t l_870[7][9] = {{0UL,0x87CB414EE07361EBLL,0UL,0UL,0UL,0x8ED710058F30702DLL,18446744073709551607UL,18446744073709551607UL,0x8ED710058F30702DLL},{18446744073709551607UL,0x87CB414EE07361EBLL,0xDA9656AE0EF5EF0CLL,0x87CB414EE07361EBLL,18446744073709551607UL,18446744073709551606UL,0UL,5UL,5UL},{0x87CB414EE07361EBLL,18446744073709551615UL,18446744073709551607UL,5UL,18446744073709551607UL,18446744073709551615UL,0x87CB414EE07361EBLL,1UL,0x8ED710058F30702DLL},{0UL,0x8ED710058F30702DLL,0x87CB414EE07361EBLL,18446744073709551606UL,1UL,18446744073709551606UL,0x87CB414EE07361EBLL,0x8ED710058F30702DLL,0UL},{18446744073709551615UL,18446744073709551606UL,0UL,1UL,0UL,18446744073709551607UL,0UL,1UL,0UL},{0UL,0UL,18446744073709551615UL,0xDA9656AE0EF5EF0CLL,0x8ED710058F30702DLL,5UL,0UL,5UL,0x8ED710058F30702DLL},{18446744073709551615UL,0UL,0UL,18446744073709551615UL,0xDA9656AE0EF5EF0CLL,0x8ED710058F30702DLL,5UL,0UL,5UL}};
    uint64_t l_1012 = 5UL;
    int i, j;
    for (i = 0; i < 3; i++)
        l_51[i] = 0xAE734F12L;
    for (i = 0; i < 1; i++)
        l_817[i] = &g_779[6];
    for (g_6 = (-20); (g_6 <= (-13)); g_6++)
    { /* block id: 8 */
        int8_t l_25 = 0x2DL;
        uint64_t l_40[4][2] = {{0xA00B6FB96F37D437LL,0xA00B6FB96F37D437LL},{0xA00B6FB96F37D437LL,0xA00B6FB96F37D437LL},{0xA00B6FB96F37D437LL,0xA00B6FB96F37D437LL},{0xA00B6FB96F37D437LL,0xA00B6FB96F37D437LL}};
        const int32_t *l_43 = &g_39;
        int32_t l_46 = 0xC3E5F885L;
        uint64_t l_621 = 0UL;
        uint32_t l_658 = 0UL;
        const int16_t ***l_720 = (void*)0;
        const int16_t ****l_719 = &l_720;
        uint32_t l_749 = 1UL;
        uint16_t *l_752 = &g_450;
        int32_t l_914 = 6L;
        int32_t **l_1007 = &l_744[1][7];
        int i, j;
    }
    return p_10;
}


/* ------------------------------------------ */
/* 
 * reads : g_185 g_54 g_50 g_2 g_181 g_225 g_171 g_147 g_226 g_48 g_6 g_186 g_187 g_383 g_184 g_248 g_419
 * writes: g_50 g_48 g_248 g_147 g_291 g_54 g_226 g_72 g_383 g_192 g_171 g_422
 */
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17)
{ /* block id: 138 */
    int32_t *l_265 = &g_54[1][0];
    int32_t **l_264 = &l_265;
    uint8_t *l_273 = &g_50;
    int8_t *l_274 = &g_248;
    int8_t l_275 = 0L;
    int32_t l_339 = 0x7342D2F6L;
    int32_t l_379 = 0L;
    int32_t l_380 = 0x8E7ED444L;
    int32_t l_381 = 1L;
    int32_t l_382 = (-1L);
    int32_t l_394 = (-1L);
    int32_t l_395 = 0xB20B32F9L;
    uint16_t l_396 = 0x9B1AL;
    int32_t l_418 = 0x4AF0CEFFL;
    uint8_t **l_423 = &l_273;
    int64_t *l_428 = (void*)0;
    int16_t *l_502 = &g_48;
    int16_t **l_501 = &l_502;
    int8_t l_524 = 0L;
    if ((safe_add_func_int32_t_s_s((safe_mul_func_int8_t_s_s((safe_rshift_func_int8_t_s_u(((*l_274) = (((safe_mul_func_uint8_t_u_u((safe_add_func_uint32_t_u_u(0x65B9B7F2L, (l_264 == &l_265))), ((7UL >= (((safe_lshift_func_uint16_t_u_s((safe_mod_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s(g_185[1], 5)) , (((((p_15 ^ (g_48 = ((~((*l_273) |= (*l_265))) , (-1L)))) && (*l_265)) , p_17) != 0x29183A3AL) < (-2L))), 0xFBL)), 2)) , (*l_265)) & p_14)) | g_2))) , g_181[7]) > (*l_265))), (*l_265))), p_16)), l_275)))
    { /* block id: 142 */
        uint16_t *l_282 = &g_181[3];
        int32_t l_285 = 0xFF6C3A2DL;
        int16_t *l_290 = &g_48;
        int16_t * const *l_289 = &l_290;
        int16_t * const **l_288 = &l_289;
        int32_t l_320[7] = {4L,4L,4L,4L,4L,4L,4L};
        int32_t **l_345 = &l_265;
        int8_t l_393 = 7L;
        int32_t *l_399 = &l_320[1];
        int32_t *l_400 = &l_379;
        int32_t *l_401 = &l_380;
        int32_t *l_402[6][2] = {{&l_379,&l_379},{&l_379,&l_379},{&l_379,&l_379},{&l_379,&l_379},{&l_379,&l_379},{&l_379,&l_379}};
        uint8_t l_403 = 0xB2L;
        const uint64_t *l_416 = (void*)0;
        int64_t *l_417 = &g_171;
        int i, j;
        if ((p_14 <= (safe_sub_func_int64_t_s_s((((((0xE7AD450EA62709E7LL != ((((((safe_add_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s(g_181[5], 4)) , (p_14 & (l_282 == (void*)0))), ((*l_273) = (safe_add_func_uint16_t_u_u(0x335AL, g_54[1][0]))))) >= 0x25934397L) , 0xD9L) | (*l_265)) <= 8UL) || g_225)) >= p_14) <= 6UL) & (-7L)) && (-7L)), g_171))))
        { /* block id: 144 */
            return l_285;
        }
        else
        { /* block id: 146 */
            int32_t *l_294 = &g_54[3][0];
            int64_t *l_303 = &g_171;
            int32_t l_319 = 2L;
            uint32_t l_321 = 0xB8FEC5AEL;
            int32_t l_338[3][10][8] = {{{6L,0x04761DB4L,0x4F2908AAL,0L,8L,0x17534526L,6L,0xEE94800FL},{(-4L),0L,(-3L),0x37B48137L,0L,0xD2539353L,5L,(-7L)},{(-1L),(-7L),4L,0x17534526L,0L,0L,0L,0L},{(-7L),4L,4L,(-7L),8L,(-1L),0x2FF72D38L,(-10L)},{0xD4BE4FD5L,0x3ACFDD26L,1L,0L,(-1L),0xE40965BCL,3L,0L},{0x4F2908AAL,0x3ACFDD26L,1L,0xF7480214L,6L,(-1L),0L,0x3ACFDD26L},{0xB383B7C0L,4L,0x9094DFB8L,0x0F7A9EA0L,1L,0L,0L,0x4F2908AAL},{6L,(-7L),1L,0L,0xB383B7C0L,0xD2539353L,0xD4BE4FD5L,6L},{(-10L),0L,0L,0x9094DFB8L,0L,0x17534526L,0L,(-4L)},{0L,0x04761DB4L,4L,(-1L),0xF7480214L,0x9094DFB8L,0L,(-1L)}},{{(-4L),0L,1L,(-7L),0x3ACFDD26L,(-3L),0x3ACFDD26L,(-7L)},{0xEE94800FL,0x2FF72D38L,0xEE94800FL,0x9094DFB8L,(-1L),0L,0L,0xD4BE4FD5L},{0x2FF72D38L,0xFC50AFBDL,0L,0L,0x77217803L,(-1L),(-1L),0x4F2908AAL},{0x2FF72D38L,6L,(-3L),5L,(-1L),(-3L),(-1L),0x254D38C0L},{0xBD618FA3L,(-7L),0x4FA7915AL,0x8F6AF8E6L,0x77217803L,0xFD86F105L,(-3L),0xF7480214L},{0xEE94800FL,(-3L),0x3FF05566L,4L,0x8F6AF8E6L,1L,0x4F2908AAL,0xFD86F105L},{0x9094DFB8L,4L,0xB383B7C0L,0xEE94800FL,0x9A0B0C24L,0x0F7A9EA0L,0L,0x9094DFB8L},{0xFD86F105L,(-1L),(-3L),0xF87F5BCEL,0x254D38C0L,0x8F6AF8E6L,0x94E25801L,0xEE94800FL},{0xF7480214L,0x94E25801L,0xBD618FA3L,1L,(-3L),(-3L),1L,0xBD618FA3L},{0x254D38C0L,0x254D38C0L,0xB383B7C0L,0L,0x17534526L,3L,8L,1L}},{{0x34A82A2DL,0xE3CDBE71L,0xAD6D1220L,(-3L),0xFC50AFBDL,0xE40965BCL,(-3L),1L},{0xE3CDBE71L,1L,0x94E25801L,0L,0x4FA7915AL,0xFD86F105L,0xE3CDBE71L,0xBD618FA3L},{4L,0x9094DFB8L,0x0F7A9EA0L,1L,0L,0L,0x4F2908AAL,0xEE94800FL},{9L,(-7L),(-3L),0xF87F5BCEL,0x9094DFB8L,0xAD6D1220L,0xE40965BCL,0x9094DFB8L},{0xEE94800FL,(-3L),7L,0xEE94800FL,0x4FA7915AL,(-3L),0x254D38C0L,0xFD86F105L},{0xF7480214L,1L,0L,4L,0x4F2908AAL,0xB383B7C0L,0L,0xF7480214L},{0x34A82A2DL,0x254D38C0L,1L,0x8F6AF8E6L,(-10L),0x8F6AF8E6L,1L,0x254D38C0L},{0x77217803L,(-3L),0xAD6D1220L,8L,(-3L),0x3FF05566L,0xF7480214L,0x34A82A2DL},{(-1L),0xEE94800FL,1L,0L,0x77217803L,0L,0xF7480214L,0xE3CDBE71L},{0xFD86F105L,0L,0xAD6D1220L,0x3FF05566L,0L,1L,1L,4L}}};
            uint64_t *l_356 = &g_72;
            int16_t **l_361 = &l_290;
            int32_t *l_389 = &l_285;
            int32_t *l_390 = &l_285;
            int32_t *l_391 = (void*)0;
            int32_t *l_392[2];
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_392[i] = (void*)0;
            if (p_15)
            { /* block id: 147 */
                int64_t *l_305 = &g_171;
                int32_t l_307[6] = {0x3C9604A9L,0L,0L,0x3C9604A9L,0L,0L};
                int i;
                for (g_147 = 0; (g_147 < 31); ++g_147)
                { /* block id: 150 */
                    uint16_t l_293 = 0xAAFDL;
                    (**l_264) ^= (((l_288 = l_288) == (g_291 = &l_289)) > 0x4E0829E4L);
                    if (l_293)
                        continue;
                    l_294 = (*l_264);
                    if (p_14)
                        break;
                }
                for (g_226 = 0; (g_226 <= 0); g_226 += 1)
                { /* block id: 160 */
                    int64_t **l_304[9][4][7] = {{{&l_303,(void*)0,(void*)0,(void*)0,(void*)0,&l_303,&l_303},{&l_303,(void*)0,&l_303,&l_303,(void*)0,&l_303,&l_303},{&l_303,(void*)0,(void*)0,(void*)0,(void*)0,&l_303,&l_303},{&l_303,(void*)0,&l_303,&l_303,(void*)0,&l_303,&l_303}},{{&l_303,(void*)0,(void*)0,(void*)0,(void*)0,&l_303,&l_303},{&l_303,(void*)0,&l_303,&l_303,(void*)0,&l_303,&l_303},{&l_303,(void*)0,(void*)0,(void*)0,(void*)0,&l_303,&l_303},{&l_303,(void*)0,&l_303,&l_303,(void*)0,&l_303,&l_303}},{{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303},{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303}},{{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303},{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303}},{{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303},{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303}},{{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303},{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303}},{{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303},{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303}},{{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303},{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303}},{{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{&l_303,&l_303,&l_303,&l_303,&l_303,&l_303,&l_303},{(void*)0,(void*)0,&l_303,&l_303,(void*)0,(void*)0,&l_303},{(void*)0,&l_303,&l_303,&l_303,&l_303,(void*)0,&l_303}}};
                    int32_t l_306 = 0xDD38DD8FL;
                    uint64_t *l_310[2][7] = {{&g_72,&g_72,&g_72,&g_72,&g_72,&g_72,&g_72},{&g_72,&g_72,&g_72,&g_72,&g_72,&g_72,&g_72}};
                    int i, j, k;
                }
                for (g_48 = 2; (g_48 <= 6); g_48 += 1)
                { /* block id: 173 */
                    int i;
                    l_321++;
                    return l_320[g_48];
                }
            }
            else
            { /* block id: 177 */
                uint16_t l_326 = 9UL;
                int32_t **l_344[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_344[i] = &l_265;
                if (p_15)
                { /* block id: 178 */
                    int32_t *l_324 = &g_54[3][0];
                    int32_t *l_325[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_325[i] = &l_320[2];
                    (*l_264) = (void*)0;
                    l_326++;
                }
                else
                { /* block id: 181 */
                    uint16_t *l_329 = &g_181[5];
                    const int32_t l_336 = (-1L);
                    int32_t *l_337[10];
                    uint32_t l_340 = 0xFE435C92L;
                    int i;
                    for (i = 0; i < 10; i++)
                        l_337[i] = &l_320[0];
                    (*l_264) = ((l_329 != ((safe_mul_func_uint16_t_u_u((((g_185[0] <= (((safe_div_func_uint16_t_u_u((((1UL < (*l_294)) < (++(*l_273))) , (*l_294)), p_14)) | 65535UL) < l_336)) , l_326) && p_15), (*l_294))) , (void*)0)) , l_337[3]);
                    (*l_264) = (void*)0;
                    l_340--;
                }
                (*l_294) |= (~((l_345 = l_344[0]) == &g_100));
                for (l_319 = 0; (l_319 < (-3)); --l_319)
                { /* block id: 191 */
                    uint64_t l_348[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_348[i] = 0xBD63A894B2788A97LL;
                    l_348[1]++;
                    (*l_294) |= p_17;
                }
                (*l_345) = (void*)0;
            }
            if ((safe_rshift_func_int16_t_s_u((g_6 >= ((safe_div_func_uint64_t_u_u(((*l_356) = (+(*l_294))), ((safe_sub_func_uint64_t_u_u(0x182E245ABC7B5660LL, 0xAF14BB78428333CBLL)) , (safe_add_func_uint16_t_u_u((((*l_294) != ((void*)0 == l_361)) , 0xD266L), p_16))))) <= 0xD1ED096BL)), (*g_186))))
            { /* block id: 198 */
                int32_t l_376 = 8L;
                int32_t l_377 = 0x46589544L;
                int32_t *l_378[10] = {&l_320[0],&l_320[0],&l_320[0],&l_320[0],&l_320[0],&l_320[0],&l_320[0],&l_320[0],&l_320[0],&l_320[0]};
                int i;
                l_377 ^= ((safe_add_func_uint64_t_u_u(g_54[2][0], (safe_mod_func_uint16_t_u_u(p_16, (safe_lshift_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_u((((((*l_294) && 0xE752L) != (((safe_sub_func_int64_t_s_s(((((**l_361) = 0xD06FL) != ((((safe_rshift_func_uint16_t_u_s(((safe_rshift_func_int16_t_s_s(l_376, (*l_294))) <= 0x6272C872L), 15)) , g_50) != p_15) > (-3L))) ^ p_17), 0x4E60344EB4426F95LL)) , (void*)0) == &l_294)) & (-9L)) >= p_15), p_14)) , g_187), l_376)))))) ^ p_14);
                ++g_383;
            }
            else
            { /* block id: 202 */
                uint32_t *l_388 = &g_192;
                (*l_294) = 7L;
                (*l_294) = (g_226 & (((*l_388) = (safe_lshift_func_uint16_t_u_u((*g_184), 0))) < p_17));
            }
            --l_396;
        }
        l_403--;
        if ((safe_rshift_func_int8_t_s_u((g_248 |= (safe_lshift_func_uint16_t_u_u((((safe_mul_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u(0x98CFL, (((*l_417) = (safe_mul_func_int32_t_s_s(((((&g_147 == l_265) | 0xC12D24E1AC01B060LL) | g_54[1][0]) & (((((void*)0 != l_416) || g_54[1][0]) | 0x997C0ABCFDF56B2DLL) < p_15)), 0UL))) , (*g_186)))), g_185[0])) | l_418) & p_16), (*g_186)))), 5)))
        { /* block id: 212 */
            uint8_t * volatile * volatile *l_421 = &g_422;
            (*l_421) = g_419[0];
        }
        else
        { /* block id: 214 */
            (*l_400) = ((l_423 = &l_273) == (void*)0);
        }
    }
    else
    { /* block id: 218 */
        int16_t l_451 = 0xDB96L;
        int32_t *l_470 = &g_54[1][0];
        const int16_t **l_495 = (void*)0;
        int32_t l_519[9] = {0x24222B34L,0L,0x24222B34L,0L,0x24222B34L,0L,0x24222B34L,0L,0x24222B34L};
        const int16_t ***l_526 = &l_495;
        uint8_t l_552 = 0x81L;
        int64_t **l_587[1];
        int i;
        for (i = 0; i < 1; i++)
            l_587[i] = &l_428;
        for (l_394 = 0; (l_394 == 19); l_394 = safe_add_func_uint16_t_u_u(l_394, 1))
        { /* block id: 221 */
            int32_t l_449 = 0x66F986CDL;
            int32_t l_464[3][4][3] = {{{0L,1L,0x80568C73L},{(-1L),(-1L),0x8B83E832L},{0x80E904D7L,(-1L),6L},{4L,1L,(-1L)}},{{0x6F2AC656L,1L,0xEA7FC686L},{0x80568C73L,4L,(-1L)},{(-1L),6L,6L},{0x9A0926D8L,0xB65861C7L,0x8B83E832L}},{{0x9A0926D8L,0x8B83E832L,0x80568C73L},{(-1L),0x80E904D7L,0xF25A782DL},{0x80568C73L,0x6F2AC656L,5L},{0x6F2AC656L,0x80E904D7L,0L}}};
            uint16_t l_520 = 65535UL;
            int32_t *l_523 = (void*)0;
            int i, j, k;
        }
        return p_14;
    }
    return p_17;
}


/* ------------------------------------------ */
/* 
 * reads : g_54 g_2 g_48 g_72 g_99 g_6 g_50 g_39 g_168 g_171 g_184 g_186 g_192 g_183 g_187 g_185 g_181 g_225 g_226
 * writes: g_54 g_48 g_72 g_100 g_147 g_39 g_50 g_168 g_171 g_181 g_183 g_192 g_225 g_226 g_248 g_187
 */
static uint16_t  func_18(int16_t  p_19, uint8_t  p_20, uint16_t  p_21, int32_t  p_22)
{ /* block id: 16 */
    int32_t *l_53[10][9] = {{&g_6,&g_6,&g_54[3][0],&g_6,&g_54[1][0],&g_54[3][0],(void*)0,(void*)0,&g_54[1][0]},{&g_54[1][0],&g_54[1][0],&g_6,&g_2,&g_54[1][0],&g_6,&g_6,&g_54[1][0],&g_2},{&g_54[3][0],&g_54[3][0],&g_54[3][0],&g_6,(void*)0,&g_54[1][0],&g_54[1][0],&g_54[1][0],&g_54[1][0]},{&g_54[3][0],&g_6,&g_6,&g_54[1][0],&g_54[1][0],(void*)0,&g_2,(void*)0,&g_54[1][0]},{&g_6,&g_2,&g_2,&g_6,&g_6,&g_54[0][0],(void*)0,(void*)0,&g_54[1][0]},{(void*)0,&g_54[3][0],(void*)0,&g_2,&g_6,&g_54[1][0],(void*)0,(void*)0,&g_54[1][0]},{&g_6,&g_6,&g_6,&g_6,&g_6,(void*)0,&g_54[3][0],(void*)0,&g_2},{&g_6,&g_54[0][0],(void*)0,(void*)0,&g_54[1][0],&g_54[3][0],&g_54[1][0],&g_54[1][0],&g_54[1][0]},{(void*)0,(void*)0,&g_54[1][0],&g_54[1][0],(void*)0,(void*)0,&g_54[3][0],&g_6,&g_6},{&g_6,(void*)0,&g_54[1][0],&g_54[1][0],&g_54[1][0],&g_54[1][0],&g_54[1][0],&g_6,&g_6}};
    int16_t *l_92 = (void*)0;
    int16_t **l_91 = &l_92;
    int16_t ***l_90[5][9];
    int32_t l_125 = 0x706703C0L;
    const int32_t l_152 = 0L;
    const int64_t l_191[6][9] = {{0xEB32BFE363783EF7LL,(-9L),0x34DA7C746F662143LL,0xEB32BFE363783EF7LL,0L,0L,0xEB32BFE363783EF7LL,0x34DA7C746F662143LL,(-9L)},{0xEB32BFE363783EF7LL,(-9L),0x34DA7C746F662143LL,0xEB32BFE363783EF7LL,0L,0L,0xEB32BFE363783EF7LL,0x34DA7C746F662143LL,(-9L)},{0xEB32BFE363783EF7LL,(-9L),0x34DA7C746F662143LL,0xEB32BFE363783EF7LL,0L,0L,0xEB32BFE363783EF7LL,(-4L),(-5L)},{0L,(-5L),(-4L),0L,0xA33C6001B998DD83LL,0xA33C6001B998DD83LL,0L,(-4L),(-5L)},{0L,(-5L),(-4L),0L,0xA33C6001B998DD83LL,0xA33C6001B998DD83LL,0L,(-4L),(-5L)},{0L,(-5L),(-4L),0L,0xA33C6001B998DD83LL,0xA33C6001B998DD83LL,0L,(-4L),(-5L)}};
    int8_t l_222 = 7L;
    const int32_t **l_228 = &g_100;
    int32_t l_242 = (-5L);
    int32_t l_252 = 1L;
    int i, j;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 9; j++)
            l_90[i][j] = &l_91;
    }
    if ((g_54[1][0] |= (-4L)))
    { /* block id: 18 */
        int16_t l_55[5] = {0x131AL,0x131AL,0x131AL,0x131AL,0x131AL};
        int32_t l_84 = 0L;
        int i;
        l_55[1] &= (0x3070B7B20295D0C5LL && 0x78DB5841EC3D2506LL);
        if (l_55[1])
        { /* block id: 20 */
            int16_t *l_57[8] = {&l_55[3],(void*)0,&l_55[3],(void*)0,&l_55[3],(void*)0,&l_55[3],(void*)0};
            int16_t **l_56 = &l_57[2];
            int16_t ***l_58 = &l_56;
            int32_t l_70 = 0xC0C90B22L;
            uint64_t *l_71 = &g_72;
            int32_t l_73 = 0x3943E124L;
            int32_t *l_74 = &g_54[1][0];
            int i;
            (*l_58) = l_56;
            l_73 = (safe_mod_func_uint16_t_u_u(((p_22 <= (!((*l_71) = (((safe_mul_func_int8_t_s_s((p_20 != ((((l_70 ^= ((safe_lshift_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u(((g_48 = p_21) , 0xD49AL), 3)), (p_20 , (safe_sub_func_uint16_t_u_u((0L >= 1UL), 8UL))))) ^ 1L)) == p_22) , l_55[0]) | p_20)), 0L)) , g_2) ^ p_19)))) > p_22), 0xCFC2L));
            l_74 = &g_54[1][0];
        }
        else
        { /* block id: 27 */
            uint64_t l_75 = 0UL;
            ++l_75;
        }
        l_84 = ((safe_lshift_func_int16_t_s_s((p_20 || p_20), 4)) && (l_55[1] , (safe_div_func_uint64_t_u_u((safe_add_func_uint32_t_u_u(g_48, (6UL ^ (g_72 != l_55[0])))), p_22))));
    }
    else
    { /* block id: 31 */
        int16_t **l_87 = (void*)0;
        int16_t *l_89 = (void*)0;
        int16_t **l_88 = &l_89;
        int16_t ***l_93 = &l_91;
        int32_t l_115 = 0xE8C00D65L;
        int32_t l_132 = 0x65DDD0FCL;
        int32_t l_133[6][9] = {{0xCF327FF7L,3L,0xCF327FF7L,3L,0xCF327FF7L,3L,0xCF327FF7L,3L,0xCF327FF7L},{0x40A1317DL,5L,5L,0x40A1317DL,0x40A1317DL,5L,5L,0x40A1317DL,0x40A1317DL},{0x18C78518L,3L,0x18C78518L,3L,0x18C78518L,3L,0x18C78518L,3L,0x18C78518L},{0x40A1317DL,0x40A1317DL,5L,5L,0x40A1317DL,0x40A1317DL,5L,5L,0x40A1317DL},{0xCF327FF7L,3L,0xCF327FF7L,3L,0xCF327FF7L,3L,0xCF327FF7L,3L,0xCF327FF7L},{0x40A1317DL,5L,5L,0x40A1317DL,0x40A1317DL,5L,5L,0x40A1317DL,0x40A1317DL}};
        int16_t l_165 = 0x28C9L;
        int64_t l_201 = 0x4DC93DF1D39A98EALL;
        int i, j;
        if ((((safe_lshift_func_int8_t_s_u(g_2, 6)) != (&g_48 == ((*l_88) = &p_19))) < ((l_93 = l_90[4][2]) != (void*)0)))
        { /* block id: 34 */
            const uint32_t l_121 = 2UL;
            int32_t l_124 = 0x637DDF4FL;
            uint16_t l_131[5][10] = {{65535UL,65535UL,0x09CAL,6UL,0x09CAL,65535UL,65535UL,0x09CAL,6UL,0x09CAL},{65535UL,65535UL,0x09CAL,6UL,0x09CAL,65535UL,65535UL,0x09CAL,6UL,0x09CAL},{65535UL,65535UL,0x09CAL,6UL,0x09CAL,65535UL,65535UL,0x09CAL,6UL,0x09CAL},{65535UL,65535UL,0x09CAL,6UL,0x09CAL,65535UL,65535UL,0x09CAL,6UL,0x09CAL},{65535UL,65535UL,0x09CAL,6UL,0x09CAL,65535UL,65535UL,0x09CAL,6UL,0x09CAL}};
            int32_t l_134 = 0xAA3B8C42L;
            int32_t l_135 = 0x884C6635L;
            int32_t l_136 = 0x3C794348L;
            int32_t l_137 = 0xE29BDB73L;
            int32_t l_138 = 1L;
            int32_t l_139 = 0x14BEF022L;
            uint32_t l_140 = 0xE212FD21L;
            int i, j;
            for (p_22 = (-14); (p_22 == 23); p_22 = safe_add_func_int32_t_s_s(p_22, 2))
            { /* block id: 37 */
                const int32_t *l_98[7];
                int32_t l_116 = 0xA7D1F030L;
                int32_t *l_117 = (void*)0;
                int i;
                for (i = 0; i < 7; i++)
                    l_98[i] = &g_54[1][0];
                for (g_48 = (-29); (g_48 < (-9)); g_48++)
                { /* block id: 40 */
                    uint32_t l_107 = 0x5AB2A6A6L;
                    int32_t **l_118[9][3] = {{&l_53[2][6],&l_53[0][4],&l_53[0][4]},{&l_53[2][6],&l_53[0][4],&l_53[0][4]},{&l_53[2][6],&l_53[0][4],&l_53[0][4]},{&l_53[2][6],&l_53[0][4],&l_53[0][4]},{&l_53[2][6],&l_53[0][4],&l_53[0][4]},{&l_53[2][6],&l_53[0][4],&l_53[0][4]},{&l_53[2][6],&l_53[0][4],&l_53[0][4]},{&l_53[2][6],&l_53[0][4],&l_53[0][4]},{&l_53[2][6],&l_53[0][4],&l_53[0][4]}};
                    int i, j;
                    (*g_99) = l_98[2];
                    g_54[1][0] &= (l_116 ^= (safe_lshift_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((safe_div_func_uint32_t_u_u(g_6, p_20)), (l_107 , (((safe_div_func_uint32_t_u_u(((249UL == (~(((safe_div_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s((p_22 ^ 0x0B97L), 7)), p_22)) <= g_72) ^ l_115))) <= l_115), g_50)) , 0xE0L) <= 1L)))), g_50)));
                    (*g_99) = ((g_48 & l_107) , (l_117 = &l_116));
                }
                if ((g_48 , (g_54[3][0] ^= (safe_rshift_func_uint8_t_u_s((l_121 ^ (-1L)), 1)))))
                { /* block id: 48 */
                    int32_t **l_122 = (void*)0;
                    int32_t **l_123 = &l_53[3][8];
                    (*g_99) = ((*l_123) = (l_121 , &l_116));
                    return l_124;
                }
                else
                { /* block id: 52 */
                    return l_125;
                }
            }
            l_115 = (!((((0x2FC2L ^ p_22) && p_20) ^ ((((&g_48 == ((*l_91) = &g_48)) | ((g_54[3][0] >= (safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(0x070DL, 11)), p_21))) , 1L)) , l_131[3][5]) || 0xFD86C0845370BFA8LL)) != 3L));
            l_140++;
        }
        else
        { /* block id: 59 */
            uint32_t l_143 = 1UL;
            int16_t * const l_144 = &g_48;
            uint64_t *l_145 = &g_72;
            uint32_t *l_146 = &g_147;
            int32_t l_174[6] = {0L,0x05FA8ED5L,0x05FA8ED5L,0L,0x05FA8ED5L,0x05FA8ED5L};
            int i;
            if (((l_143 && g_6) == ((*l_146) = ((5L | (((*l_145) = (l_144 == ((*l_88) = (l_132 , (l_133[0][8] , ((**l_93) = &g_48)))))) && 0x1705F15DF2204A48LL)) || 0xF1E5DE67BC55C716LL))))
            { /* block id: 64 */
                uint32_t l_169 = 0xEB770191L;
                uint16_t *l_180 = &g_181[5];
                uint16_t *l_182 = &g_183;
                uint32_t *l_190[5][7] = {{&l_143,&g_147,&g_147,&l_143,&l_143,&g_147,&g_147},{&l_143,(void*)0,&l_143,(void*)0,&l_143,(void*)0,&l_143},{&l_143,&l_143,&g_147,&g_147,&l_143,&l_143,&g_147},{&g_147,(void*)0,&g_147,(void*)0,&g_147,(void*)0,&g_147},{&l_143,&g_147,&g_147,&l_143,&l_143,&g_147,&g_147}};
                int32_t l_193 = 0x969A7E2AL;
                int32_t l_194 = 0x24DCF8C1L;
                int32_t l_195 = (-2L);
                int i, j;
                for (l_125 = 12; (l_125 < (-25)); l_125 = safe_sub_func_uint8_t_u_u(l_125, 8))
                { /* block id: 67 */
                    int32_t *l_164 = &g_39;
                    uint8_t *l_166 = &g_50;
                    uint8_t *l_167 = &g_168[3][0][6];
                    int64_t *l_170[8] = {&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171,&g_171};
                    int32_t **l_172 = &l_53[4][4];
                    int i;
                    (*l_172) = ((g_171 |= ((safe_mod_func_uint64_t_u_u(18446744073709551615UL, l_152)) & (((safe_div_func_int32_t_s_s((((+1UL) , ((safe_div_func_uint8_t_u_u(((((*l_167) |= ((*l_166) = (safe_lshift_func_int8_t_s_s((g_48 || p_22), (((*l_146) = ((safe_div_func_uint8_t_u_u((safe_add_func_uint32_t_u_u((((*l_164) |= p_19) , (p_21 && l_133[0][8])), 0x1039D6A3L)), l_165)) <= g_54[1][0])) , (-5L)))))) <= g_6) , l_169), 0xE4L)) == g_6)) , l_133[2][6]), g_6)) || 4294967295UL) || p_21))) , (void*)0);
                    l_174[0] = (~8UL);
                    l_133[0][8] = (((+(l_174[0] < (safe_mod_func_uint8_t_u_u(1UL, p_20)))) > 0x73L) , (g_54[2][0] &= l_174[2]));
                }
                l_195 |= (l_194 = (l_193 ^= (((*l_182) = ((*l_180) = (safe_mul_func_int16_t_s_s(((***l_93) = g_2), (9UL < g_2))))) & ((p_21 == (g_184 == g_186)) , (g_192 |= (((safe_mul_func_int16_t_s_s(((l_190[0][0] != l_53[9][0]) & g_6), l_191[5][4])) > p_22) , l_165))))));
                l_174[0] &= p_19;
                for (g_183 = 0; (g_183 <= 5); g_183 += 1)
                { /* block id: 88 */
                    int i;
                    g_54[3][0] ^= l_174[0];
                    return (*g_186);
                }
            }
            else
            { /* block id: 92 */
                for (l_115 = 0; (l_115 != 2); l_115++)
                { /* block id: 95 */
                    int32_t **l_198 = &l_53[4][4];
                    l_174[0] = p_21;
                    (*l_198) = (void*)0;
                }
            }
            for (g_171 = 9; (g_171 > (-25)); --g_171)
            { /* block id: 102 */
                g_54[1][0] |= (65531UL > g_185[0]);
                g_54[1][0] ^= l_201;
                for (p_19 = 0; (p_19 <= 0); p_19 += 1)
                { /* block id: 107 */
                    int64_t *l_223 = &l_201;
                    int32_t *l_224[4][8] = {{&g_39,&g_39,(void*)0,(void*)0,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39,&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,(void*)0,&g_39,&g_39,(void*)0,&g_39,&g_39},{&g_39,&g_39,&g_39,(void*)0,&g_39,&g_39,&g_39,&g_39}};
                    int i, j;
                    g_226 |= ((g_225 ^= (g_54[(p_19 + 2)][p_19] = ((safe_sub_func_uint32_t_u_u(g_54[p_19][p_19], (((safe_sub_func_uint32_t_u_u((safe_sub_func_int32_t_s_s(((safe_sub_func_int64_t_s_s(((safe_lshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(p_20, (safe_lshift_func_uint16_t_u_u(((((((safe_lshift_func_uint16_t_u_u((((((*l_223) = (safe_add_func_int32_t_s_s((safe_add_func_uint16_t_u_u(65527UL, (g_181[5] >= (l_222 <= 0xBBL)))), l_174[0]))) ^ g_54[1][0]) && g_181[6]) <= p_21), 10)) <= g_2) & 0xA0031CDE32BAB418LL) , &p_22) != l_224[0][0]) <= 0x952BEEB10D91E9BCLL), 9)))), 13)) ^ 1UL), p_21)) <= p_21), p_19)), 0x7EBC9F0EL)) >= g_54[p_19][p_19]) || (-1L)))) >= g_54[p_19][p_19]))) >= p_22);
                }
            }
        }
    }
    (*l_228) = &l_152;
    for (g_50 = 1; (g_50 <= 4); g_50 += 1)
    { /* block id: 119 */
        uint8_t l_229 = 0x35L;
        int32_t l_250[4][1] = {{(-1L)},{1L},{(-1L)},{1L}};
        int i, j;
        l_229--;
        for (g_225 = 0; (g_225 <= 4); g_225 += 1)
        { /* block id: 123 */
            int32_t l_239 = 0xC2880661L;
            int32_t l_253 = 1L;
            for (l_222 = 0; (l_222 <= 8); l_222 += 1)
            { /* block id: 126 */
                int8_t *l_247[7][4][5] = {{{&l_222,(void*)0,&g_248,&g_248,(void*)0},{&g_248,&l_222,&g_248,(void*)0,&l_222},{(void*)0,&l_222,(void*)0,&l_222,(void*)0},{&l_222,&l_222,&g_248,&g_248,&g_248}},{{&l_222,&l_222,&l_222,&l_222,&g_248},{&g_248,&g_248,&g_248,&l_222,(void*)0},{&l_222,&l_222,&g_248,&g_248,&l_222},{&g_248,&l_222,&g_248,(void*)0,&g_248}},{{&l_222,&g_248,&l_222,&l_222,(void*)0},{(void*)0,&g_248,&g_248,&l_222,&g_248},{&g_248,(void*)0,(void*)0,&g_248,&l_222},{&g_248,&l_222,&g_248,&g_248,(void*)0}},{{&g_248,&g_248,&g_248,&l_222,&l_222},{&g_248,&g_248,&l_222,&g_248,&l_222},{&l_222,(void*)0,&l_222,&g_248,&g_248},{&g_248,&g_248,&l_222,&l_222,&l_222}},{{(void*)0,&l_222,&l_222,&l_222,(void*)0},{(void*)0,&l_222,&g_248,(void*)0,&l_222},{&g_248,(void*)0,(void*)0,&g_248,&l_222},{&g_248,(void*)0,&g_248,&l_222,&l_222}},{{&g_248,&g_248,&l_222,&l_222,(void*)0},{&l_222,&l_222,(void*)0,&g_248,&l_222},{&g_248,&g_248,&l_222,&l_222,&g_248},{&g_248,&g_248,&l_222,(void*)0,&l_222}},{{&g_248,&l_222,&l_222,&l_222,&g_248},{(void*)0,&g_248,&g_248,(void*)0,&l_222},{(void*)0,&l_222,&l_222,&g_248,&l_222},{&g_248,(void*)0,&l_222,&g_248,&g_248}}};
                uint8_t *l_249[7] = {&l_229,&l_229,&l_229,&l_229,&l_229,&l_229,&l_229};
                uint32_t *l_251[1];
                int i, j, k;
                for (i = 0; i < 1; i++)
                    l_251[i] = (void*)0;
                l_253 |= (((p_20 = ((safe_rshift_func_uint16_t_u_s(((*g_186) = ((((l_252 ^= (safe_lshift_func_int8_t_s_s((safe_mul_func_int8_t_s_s((((((!l_239) != p_19) > 0xDCDCL) == ((safe_mul_func_uint8_t_u_u(p_21, l_242)) != ((safe_rshift_func_uint8_t_u_s((safe_sub_func_int8_t_s_s((g_248 = l_229), (l_250[1][0] = (&g_48 != &g_48)))), 6)) > l_239))) != g_168[3][0][6]), l_239)), 2))) >= 0x7469F826L) == 0xB0L) ^ g_181[2])), g_48)) != p_20)) != p_21) ^ g_185[3]);
                for (g_183 = 0; g_183 < 4; g_183 += 1)
                {
                    for (l_253 = 0; l_253 < 1; l_253 += 1)
                    {
                        l_250[g_183][l_253] = 0x3FE2AFE4L;
                    }
                }
            }
        }
    }
    return (*g_184);
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
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_54[i][j], "g_54[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_72, "g_72", print_hash_value);
    transparent_crc(g_147, "g_147", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_168[i][j][k], "g_168[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_171, "g_171", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_181[i], "g_181[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_183, "g_183", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_185[i], "g_185[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_187, "g_187", print_hash_value);
    transparent_crc(g_192, "g_192", print_hash_value);
    transparent_crc(g_225, "g_225", print_hash_value);
    transparent_crc(g_226, "g_226", print_hash_value);
    transparent_crc(g_248, "g_248", print_hash_value);
    transparent_crc(g_383, "g_383", print_hash_value);
    transparent_crc(g_450, "g_450", print_hash_value);
    transparent_crc(g_452, "g_452", print_hash_value);
    transparent_crc(g_469, "g_469", print_hash_value);
    transparent_crc(g_586, "g_586", print_hash_value);
    transparent_crc(g_599, "g_599", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_779[i], "g_779[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_825, "g_825", print_hash_value);
    transparent_crc(g_901, "g_901", print_hash_value);
    transparent_crc(g_973, "g_973", print_hash_value);
    transparent_crc(g_1009, "g_1009", print_hash_value);
    transparent_crc(g_1033, "g_1033", print_hash_value);
    transparent_crc(g_1079, "g_1079", print_hash_value);
    transparent_crc(g_1177, "g_1177", print_hash_value);
    transparent_crc(g_1368, "g_1368", print_hash_value);
    transparent_crc(g_1408, "g_1408", print_hash_value);
    transparent_crc(g_1425, "g_1425", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 331
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

XXX max expression depth: 30
breakdown:
   depth: 1, occurrence: 122
   depth: 2, occurrence: 34
   depth: 3, occurrence: 4
   depth: 4, occurrence: 1
   depth: 5, occurrence: 3
   depth: 6, occurrence: 2
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 2
   depth: 14, occurrence: 3
   depth: 15, occurrence: 1
   depth: 16, occurrence: 2
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 21, occurrence: 1
   depth: 23, occurrence: 2
   depth: 25, occurrence: 1
   depth: 26, occurrence: 2
   depth: 30, occurrence: 1

XXX total number of pointers: 271

XXX times a variable address is taken: 796
XXX times a pointer is dereferenced on RHS: 155
breakdown:
   depth: 1, occurrence: 133
   depth: 2, occurrence: 22
XXX times a pointer is dereferenced on LHS: 160
breakdown:
   depth: 1, occurrence: 141
   depth: 2, occurrence: 14
   depth: 3, occurrence: 3
   depth: 4, occurrence: 2
XXX times a pointer is compared with null: 22
XXX times a pointer is compared with address of another variable: 6
XXX times a pointer is compared with another pointer: 9
XXX times a pointer is qualified to be dereferenced: 3685

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 637
   level: 2, occurrence: 126
   level: 3, occurrence: 33
   level: 4, occurrence: 10
   level: 5, occurrence: 4
XXX number of pointers point to pointers: 110
XXX number of pointers point to scalars: 161
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 29.2
XXX average alias set size: 1.42

XXX times a non-volatile is read: 1054
XXX times a non-volatile is write: 542
XXX times a volatile is read: 74
XXX    times read thru a pointer: 28
XXX times a volatile is write: 12
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 1.4e+03
XXX percentage of non-volatile access: 94.9

XXX forward jumps: 0
XXX backward jumps: 3

XXX stmts: 124
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 23
   depth: 2, occurrence: 25
   depth: 3, occurrence: 32
   depth: 4, occurrence: 31

XXX percentage a fresh-made variable is used: 17.2
XXX percentage an existing variable is used: 82.8
********************* end of statistics **********************/

