/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 3 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      3
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const uint32_t  f0;
};

union U1 {
   uint32_t  f0;
   unsigned f1 : 14;
   unsigned f2 : 14;
   int32_t  f3;
};

union U2 {
   int8_t  f0;
   int32_t  f1;
   uint16_t  f2;
   int8_t * volatile  f3;
};

/* --- GLOBAL VARIABLES --- */
static int64_t g_2[2] = {0x63F9E923E64F1479LL,0x63F9E923E64F1479LL};
static uint8_t g_4 = 0x8EL;
static volatile int8_t g_28 = 0xC8L;/* VOLATILE GLOBAL g_28 */
static volatile int8_t *g_27 = &g_28;
static int32_t g_32 = (-5L);
static int8_t g_37 = (-1L);
static uint64_t g_45 = 0x0DA390E64C7C59AELL;
static int16_t g_51[9] = {3L,3L,3L,3L,3L,3L,3L,3L,3L};
static volatile int32_t g_52 = 0xFB317E5CL;/* VOLATILE GLOBAL g_52 */
static int32_t g_54 = (-1L);
static int64_t g_55 = 0x64406D402E0EFCF3LL;
static int32_t g_56[6][2][8] = {{{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L},{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L}},{{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L},{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L}},{{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L},{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L}},{{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L},{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L}},{{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L},{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L}},{{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L},{0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L,0x099FA619L}}};
static uint16_t g_87[5] = {0x13D3L,0x13D3L,0x13D3L,0x13D3L,0x13D3L};
static uint16_t g_98[2] = {0x642BL,0x642BL};
static uint16_t * const g_100 = (void*)0;
static uint16_t * const *g_99 = &g_100;
static union U0 g_105 = {8UL};
static union U0 *g_108[4][7] = {{(void*)0,(void*)0,&g_105,&g_105,&g_105,(void*)0,(void*)0},{&g_105,(void*)0,&g_105,(void*)0,&g_105,&g_105,(void*)0},{&g_105,&g_105,&g_105,&g_105,&g_105,&g_105,&g_105},{(void*)0,&g_105,&g_105,&g_105,&g_105,(void*)0,&g_105}};
static union U0 ** volatile g_107 = &g_108[1][6];/* VOLATILE GLOBAL g_107 */
static volatile int32_t *g_110[1][10] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static volatile int32_t ** volatile g_109 = &g_110[0][6];/* VOLATILE GLOBAL g_109 */
static union U0 **g_114[10] = {&g_108[1][6],&g_108[1][6],&g_108[1][6],&g_108[1][6],&g_108[1][6],&g_108[1][6],&g_108[1][6],&g_108[1][6],&g_108[1][6],&g_108[1][6]};
static union U0 ***g_113 = &g_114[2];
static volatile union U1 g_140 = {0xCA1EB8C3L};/* VOLATILE GLOBAL g_140 */
static uint8_t g_146 = 255UL;
static volatile uint8_t g_213 = 0x32L;/* VOLATILE GLOBAL g_213 */
static uint64_t *g_239 = (void*)0;
static union U2 g_246 = {0xA1L};/* VOLATILE GLOBAL g_246 */
static uint32_t g_306 = 4294967289UL;
static volatile union U2 g_312 = {0x0DL};/* VOLATILE GLOBAL g_312 */
static union U0 g_369 = {0UL};
static int64_t g_386 = 0x6F5D4A2E7AF3774ELL;
static int32_t * volatile g_398 = &g_54;/* VOLATILE GLOBAL g_398 */
static volatile int32_t ** volatile g_420 = &g_110[0][8];/* VOLATILE GLOBAL g_420 */
static int32_t * volatile g_432 = &g_56[2][1][3];/* VOLATILE GLOBAL g_432 */
static int32_t *g_478[4][3] = {{&g_56[3][1][2],&g_56[5][0][3],&g_56[5][0][3]},{&g_56[5][0][3],&g_32,&g_56[2][1][3]},{&g_56[3][1][2],&g_32,&g_56[3][1][2]},{&g_56[4][1][5],&g_56[5][0][3],&g_56[2][1][3]}};
static int32_t ** volatile g_477 = &g_478[2][0];/* VOLATILE GLOBAL g_477 */
static union U1 g_507 = {1UL};
static volatile union U2 g_550 = {-9L};/* VOLATILE GLOBAL g_550 */
static int8_t g_551 = 0xDEL;
static int32_t g_552 = (-1L);
static int8_t g_578 = 0xE3L;
static int8_t *g_577[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static volatile union U2 g_662 = {1L};/* VOLATILE GLOBAL g_662 */
static int32_t * volatile g_731[8][3] = {{(void*)0,&g_54,(void*)0},{(void*)0,&g_56[2][0][2],&g_54},{&g_56[2][0][2],(void*)0,(void*)0},{&g_54,(void*)0,&g_54},{&g_32,&g_56[2][0][2],&g_54},{&g_54,&g_54,&g_54},{&g_56[2][0][2],&g_32,&g_54},{(void*)0,&g_54,(void*)0}};
static int32_t * volatile g_732 = &g_56[2][1][3];/* VOLATILE GLOBAL g_732 */
static const volatile union U1 *g_737 = (void*)0;
static const volatile union U1 * volatile *g_736 = &g_737;
static union U1 * const  volatile g_750 = &g_507;/* VOLATILE GLOBAL g_750 */
static const uint16_t *g_772 = &g_98[0];
static const uint16_t **g_771[6][2] = {{&g_772,&g_772},{&g_772,&g_772},{&g_772,&g_772},{&g_772,&g_772},{&g_772,&g_772},{&g_772,&g_772}};
static const uint16_t ***g_770 = &g_771[2][1];
static uint32_t *g_802 = &g_306;
static uint32_t **g_801 = &g_802;
static volatile int32_t g_818 = 0xE1A8C36EL;/* VOLATILE GLOBAL g_818 */
static int32_t g_839 = (-1L);
static union U2 g_843 = {0L};/* VOLATILE GLOBAL g_843 */
static union U2 g_898[3][3] = {{{0x21L},{0x21L},{0x21L}},{{-1L},{-1L},{-1L}},{{0x21L},{0x21L},{0x21L}}};
static int32_t * volatile g_933 = &g_898[0][2].f1;/* VOLATILE GLOBAL g_933 */
static volatile int32_t ** volatile g_934 = (void*)0;/* VOLATILE GLOBAL g_934 */
static volatile int32_t ** volatile g_935 = &g_110[0][8];/* VOLATILE GLOBAL g_935 */
static union U2 g_945 = {0x74L};/* VOLATILE GLOBAL g_945 */
static union U2 g_954 = {0x0AL};/* VOLATILE GLOBAL g_954 */
static int32_t ** volatile g_1020 = &g_478[2][0];/* VOLATILE GLOBAL g_1020 */
static uint32_t g_1049 = 0xDE16408BL;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int32_t  func_7(int32_t  p_8, int32_t  p_9, union U0  p_10, int8_t * p_11);
static uint16_t  func_20(union U1  p_21, int8_t * p_22);
static union U1  func_23(int16_t  p_24);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_27 g_55 g_56 g_87 g_37 g_32 g_246.f0 g_477 g_246 g_550 g_551 g_552 g_507.f0 g_577 g_146 g_732 g_432 g_736 g_51 g_750 g_54 g_213 g_98 g_770 g_28 g_140.f1 g_45 g_818 g_801 g_802 g_306 g_578 g_839 g_843 g_140.f0 g_772 g_386 g_898 g_398 g_113 g_114 g_933 g_109 g_110 g_935 g_550.f0 g_954 g_2 g_105.f0 g_1020 g_1049
 * writes: g_4 g_55 g_37 g_56 g_478 g_246.f1 g_51 g_551 g_552 g_146 g_32 g_54 g_801 g_45 g_87 g_843.f0 g_839 g_246.f0 g_898.f0 g_108 g_98 g_898.f1 g_110 g_2 g_507.f0
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int16_t l_3[5] = {0x81CEL,0x81CEL,0x81CEL,0x81CEL,0x81CEL};
    int8_t *l_433 = (void*)0;
    union U0 l_576 = {1UL};
    union U1 *l_739[8] = {(void*)0,&g_507,&g_507,(void*)0,&g_507,&g_507,&g_507,&g_507};
    const int32_t *l_753 = &g_507.f3;
    uint8_t l_763[2];
    const uint64_t l_764[1] = {4UL};
    int32_t l_776 = 0x019EA2DEL;
    int32_t l_797 = (-4L);
    int32_t l_822 = 0x68BB93D9L;
    uint8_t l_854[6];
    int32_t l_857 = 0x3ADA6ECAL;
    int32_t l_870[5];
    uint64_t l_964 = 0x31A40087420B99BALL;
    int32_t l_967[2][8] = {{0L,0L,0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L,0L,0L}};
    int16_t l_974 = (-1L);
    int64_t l_1004 = (-1L);
    int32_t l_1005 = 1L;
    int i, j;
    for (i = 0; i < 2; i++)
        l_763[i] = 1UL;
    for (i = 0; i < 6; i++)
        l_854[i] = 0xDCL;
    for (i = 0; i < 5; i++)
        l_870[i] = (-1L);
    g_4--;
    if (func_7((((safe_rshift_func_uint16_t_u_u((l_3[0] || l_3[2]), 3)) & (safe_rshift_func_uint8_t_u_s((((safe_mul_func_int8_t_s_s(g_4, (safe_div_func_int16_t_s_s(((-4L) & l_3[2]), func_20(func_23(((safe_mul_func_int16_t_s_s((g_27 != &g_28), l_3[3])) | 0x3530L)), l_433))))) , 0x129A6F35L) , 8UL), g_507.f0))) >= l_3[2]), g_87[0], l_576, g_577[5]))
    { /* block id: 295 */
        int16_t l_746 = 0x4441L;
        uint32_t l_751 = 1UL;
        uint32_t *l_799[1][1];
        uint32_t **l_798 = &l_799[0][0];
        uint64_t l_838 = 0x1302A6DE6F958864LL;
        int32_t l_873 = 1L;
        int32_t l_882[7] = {0L,0L,0L,0L,0L,0L,0L};
        union U0 *l_908 = &l_576;
        int16_t l_911[2];
        uint8_t l_923 = 0x73L;
        uint32_t l_930 = 0xBB6F08B6L;
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
                l_799[i][j] = &l_751;
        }
        for (i = 0; i < 2; i++)
            l_911[i] = 1L;
        for (g_32 = 2; (g_32 >= 0); g_32 -= 1)
        { /* block id: 298 */
            union U1 *l_738 = &g_507;
            int32_t l_745 = 0x2D6929D7L;
            int32_t l_749 = 0x4263789FL;
            int32_t *l_752 = &g_54;
            int16_t *l_754 = &g_51[0];
            int64_t l_840[4] = {0xDB8D881479085C69LL,0xDB8D881479085C69LL,0xDB8D881479085C69LL,0xDB8D881479085C69LL};
            int8_t l_852 = 0x3DL;
            int32_t l_883 = 0xF3BCC66EL;
            int32_t l_884 = 0x755036B6L;
            int32_t l_885 = (-1L);
            int32_t l_886 = 0xD9EBD318L;
            int32_t l_887[1][4] = {{0x39CCE142L,0x39CCE142L,0x39CCE142L,0x39CCE142L}};
            int i, j;
            (*l_752) &= ((~((safe_mod_func_int16_t_s_s(((g_736 == (void*)0) , ((l_739[3] = l_738) != (func_23((((((safe_div_func_int16_t_s_s((~((safe_lshift_func_uint8_t_u_u((g_146 = g_51[0]), 3)) && l_745)), l_746)) <= ((safe_add_func_int32_t_s_s(l_749, 1L)) , 0x00L)) & (-1L)) != l_746) < 0UL)) , g_750))), l_751)) != g_87[4])) ^ 1UL);
            if ((((*l_752) = (l_753 == &g_552)) && ((*l_754) &= 0L)))
            { /* block id: 304 */
                return g_213;
            }
            else
            { /* block id: 306 */
                int32_t *l_767 = &g_56[0][0][3];
                uint8_t l_783 = 0x1BL;
                int8_t l_837[4] = {0x5EL,0x5EL,0x5EL,0x5EL};
                int8_t *l_851 = &g_843.f0;
                uint16_t *l_853 = &g_87[0];
                int8_t l_860[7][1][8] = {{{0L,0L,2L,0L,0L,7L,0x0FL,0L}},{{0L,0x58L,(-4L),2L,2L,(-4L),0x58L,0L}},{{3L,7L,(-4L),1L,0x0FL,0L,0x0FL,1L}},{{2L,7L,2L,0L,1L,0L,(-4L),(-4L)}},{{(-4L),7L,3L,3L,7L,(-4L),1L,0x0FL}},{{(-4L),0x58L,0L,7L,1L,7L,0L,0x58L}},{{2L,0L,0L,7L,0x0FL,0L,0L,0x0FL}}};
                int i, j, k;
                if (((*l_767) = (safe_mul_func_int16_t_s_s(((safe_lshift_func_uint16_t_u_s((((safe_sub_func_uint32_t_u_u((g_98[0] <= (safe_rshift_func_int8_t_s_s(l_751, 7))), ((*l_752) = l_763[1]))) , &g_45) == &g_45), 4)) | l_764[0]), ((safe_lshift_func_int16_t_s_s((((((g_51[0] , 1L) > l_576.f0) && 4294967286UL) || 65535UL) , 6L), 3)) > 1L)))))
                { /* block id: 309 */
                    const uint16_t ***l_773[3];
                    union U1 * const *l_786 = (void*)0;
                    int32_t *l_787 = &l_776;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_773[i] = &g_771[2][1];
                    (*l_752) ^= ((safe_rshift_func_uint16_t_u_u(((((l_773[0] = g_770) == (void*)0) , ((func_23(g_507.f0) , (((*l_767) == (l_776 = ((*l_754) |= (safe_rshift_func_uint16_t_u_s(0x91A4L, (*l_767)))))) == g_98[0])) , (void*)0)) != (void*)0), 9)) >= 0xB375F782L);
                    (*l_787) ^= (safe_sub_func_uint8_t_u_u(((65535UL | (safe_mul_func_int16_t_s_s(1L, (safe_sub_func_int32_t_s_s(0x882AB7FDL, l_783))))) & ((((*l_754) = (((((*l_767) = l_763[1]) <= (safe_mul_func_int8_t_s_s(((l_786 == (void*)0) > 0L), l_746))) <= (*l_752)) <= 0xA2FCL)) <= 1UL) | (*g_27))), 0xFBL));
                }
                else
                { /* block id: 317 */
                    int64_t l_788 = 0xFE695ED181EC3595LL;
                    uint32_t ***l_800 = (void*)0;
                    (*l_752) = (0x69EEAF0DL <= (l_788 , ((safe_sub_func_uint16_t_u_u((((*l_767) , l_788) && (-1L)), g_98[0])) , ((safe_lshift_func_int8_t_s_u((safe_add_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u(l_797, l_788)) < 0UL), 0x5FL)), g_32)) < (*l_767)))));
                    g_801 = l_798;
                }
                for (l_783 = 0; (l_783 <= 2); l_783 += 1)
                { /* block id: 323 */
                    int32_t l_808[7];
                    uint64_t *l_811[10][10][2] = {{{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,(void*)0},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45}},{{(void*)0,&g_45},{(void*)0,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,(void*)0},{&g_45,&g_45},{&g_45,&g_45}},{{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45}},{{&g_45,(void*)0},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{(void*)0,&g_45},{(void*)0,&g_45},{&g_45,&g_45}},{{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,(void*)0},{&g_45,&g_45},{&g_45,&g_45},{(void*)0,&g_45},{&g_45,&g_45},{&g_45,&g_45}},{{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{(void*)0,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45}},{{&g_45,&g_45},{&g_45,&g_45},{&g_45,(void*)0},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,(void*)0},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45}},{{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{(void*)0,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45}},{{&g_45,&g_45},{&g_45,&g_45},{(void*)0,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,(void*)0}},{{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,(void*)0},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45},{&g_45,&g_45}}};
                    uint16_t *l_823 = &g_246.f2;
                    uint16_t *l_824 = &g_87[4];
                    int i, j, k;
                    for (i = 0; i < 7; i++)
                        l_808[i] = 1L;
                    (*l_752) = (safe_lshift_func_uint8_t_u_u(g_140.f1, (safe_div_func_int64_t_s_s((+l_808[1]), 0x579F4E52CACEF267LL))));
                    (*l_767) = (safe_sub_func_uint64_t_u_u((g_45++), (safe_rshift_func_uint8_t_u_s(((safe_mod_func_int64_t_s_s(((g_818 != (*l_767)) & 0xFCL), ((((~4294967295UL) > ((((safe_add_func_uint16_t_u_u((++(*l_824)), (safe_rshift_func_int16_t_s_s(((safe_rshift_func_int8_t_s_u(5L, 0)) <= (safe_lshift_func_int8_t_s_u((*l_767), ((safe_rshift_func_int8_t_s_s((((safe_lshift_func_int8_t_s_u(((**g_801) | 7UL), l_808[1])) != g_578) , l_837[1]), 4)) || 8UL)))), 1)))) > l_838) <= g_839) , l_840[3])) ^ g_98[0]) && l_838))) && (*l_752)), l_576.f0))));
                }
                (*l_752) |= ((0xAFL | (((*l_767) <= (safe_add_func_int16_t_s_s(g_56[2][1][3], (g_843 , ((*l_853) = (safe_sub_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((l_838 == (~((*l_851) = ((safe_lshift_func_uint8_t_u_u(g_140.f0, (g_4 = g_246.f0))) & l_838)))), (*g_772))), l_852))))))) > 0x986465C4L)) | g_246.f0);
                for (l_746 = 0; (l_746 <= 2); l_746 += 1)
                { /* block id: 335 */
                    int i;
                    l_854[1] |= l_840[(l_746 + 1)];
                    l_857 = ((*l_767) &= (safe_add_func_uint16_t_u_u(((l_857 , g_54) >= 0xC92C34EF96638508LL), ((safe_lshift_func_uint8_t_u_s(g_37, l_838)) | 0xEBEF8202470A170BLL))));
                    if (l_860[5][0][5])
                        continue;
                }
            }
            for (l_797 = 1; (l_797 >= 0); l_797 -= 1)
            { /* block id: 344 */
                uint8_t l_877 = 255UL;
                int32_t *l_878 = &g_839;
                int32_t l_888 = 0x8AE0B518L;
                int32_t l_889 = 0x9050A824L;
                uint32_t ***l_905 = &l_798;
                int i;
                (*l_752) = ((*l_878) &= ((((safe_sub_func_int8_t_s_s(0L, (safe_mod_func_int32_t_s_s(((safe_unary_minus_func_uint8_t_u((g_98[l_797] ^ 0xCF2BL))) <= ((safe_div_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u(l_870[0], (((safe_add_func_int8_t_s_s((l_873 |= (*l_752)), (0xBA5B24E9L > ((g_146 ^= (~(safe_mul_func_uint8_t_u_u(l_751, l_877)))) > l_763[1])))) != 0x0855L) && g_37))), (*g_27))) != (*l_752))), (**g_801))))) & (*l_752)) != (-1L)) , (*l_752)));
                for (g_54 = 2; (g_54 >= 0); g_54 -= 1)
                { /* block id: 351 */
                    int32_t *l_879 = (void*)0;
                    int32_t *l_880 = (void*)0;
                    int32_t *l_881[3];
                    uint16_t l_890 = 65529UL;
                    int8_t *l_897 = &g_246.f0;
                    int8_t *l_904 = &g_898[0][2].f0;
                    int i, j, k;
                    for (i = 0; i < 3; i++)
                        l_881[i] = &g_843.f1;
                    g_478[(l_797 + 1)][g_32] = &l_745;
                    ++l_890;
                    l_873 ^= ((l_882[6] = ((*l_904) = (safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s((((*l_897) |= ((*l_878) | g_386)) ^ (*l_752)), (g_898[0][2] , 0L))), (((safe_sub_func_uint8_t_u_u(l_751, (safe_mul_func_int16_t_s_s(((~0x0F086811L) >= l_776), (*l_878))))) ^ (*l_878)) && l_3[1]))))) & g_386);
                    if ((*g_398))
                        break;
                }
                if (((((*g_802) , &g_801) != l_905) && 0x1CL))
                { /* block id: 360 */
                    int32_t l_922[9][1][10] = {{{(-10L),0x9334F257L,0x25A0BB5AL,0x0A2A3E6DL,0xEA4488E9L,0x0E196F95L,(-1L),0xA84181BDL,(-9L),5L}},{{(-10L),0xC033C2CDL,(-5L),3L,0x25A0BB5AL,6L,5L,0x28721C2BL,0xB0EA728BL,0x28721C2BL}},{{6L,5L,0x28721C2BL,0xB0EA728BL,0x28721C2BL,5L,6L,0x25A0BB5AL,3L,(-5L)}},{{0xC7C2B506L,(-1L),5L,(-9L),0xA84181BDL,(-1L),0x0E196F95L,0xEA4488E9L,0x0A2A3E6DL,0x25A0BB5AL}},{{(-9L),(-1L),1L,(-10L),0xC7C2B506L,6L,6L,(-5L),1L,1L}},{{1L,5L,0xB0EA728BL,(-2L),(-2L),0xB0EA728BL,5L,1L,0xC033C2CDL,(-1L)}},{{1L,0xC033C2CDL,0xA84181BDL,0x28721C2BL,0L,0xC7C2B506L,(-1L),2L,6L,(-2L)}},{{3L,0x9334F257L,0xA84181BDL,0L,0xB0EA728BL,2L,6L,1L,0xEA4488E9L,(-1L)}},{{0L,(-5L),0xB0EA728BL,(-1L),0xC0E4B377L,0x0A2A3E6DL,(-2L),1L,1L,(-1L)}}};
                    uint16_t *l_924 = &g_98[l_797];
                    int i, j, k;
                    (*l_878) = ((safe_rshift_func_int16_t_s_s(((void*)0 == &g_113), 12)) , (l_822 = (*l_878)));
                    (**g_113) = l_908;
                    (*l_752) = ((safe_add_func_uint8_t_u_u(0x65L, (l_911[0] <= ((*l_924) = (safe_sub_func_int8_t_s_s((safe_mod_func_int32_t_s_s((((*l_754) = (l_923 = (safe_sub_func_int64_t_s_s((safe_sub_func_uint32_t_u_u((((((safe_div_func_uint64_t_u_u((((((void*)0 == &l_877) ^ (0xAFF7L > (*g_772))) == ((-1L) <= 1UL)) & (*g_732)), 0x9BF6D28E49214DD4LL)) == l_922[4][0][2]) ^ 4294967289UL) , l_922[2][0][5]) == (*l_752)), (**g_801))), g_32)))) < (*l_752)), l_764[0])), (*l_878))))))) | 4294967291UL);
                }
                else
                { /* block id: 368 */
                    int32_t *l_925 = &l_886;
                    int32_t *l_926 = &l_822;
                    int32_t *l_927 = &l_822;
                    int32_t *l_928 = &g_56[5][1][5];
                    int32_t *l_929[1][5];
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 5; j++)
                            l_929[i][j] = (void*)0;
                    }
                    l_930++;
                }
            }
        }
        (*g_933) = (l_776 ^= l_882[6]);
        for (g_4 = 0; (g_4 <= 5); g_4 += 1)
        { /* block id: 377 */
            (*g_935) = (*g_109);
        }
    }
    else
    { /* block id: 380 */
        uint8_t l_936 = 0xCDL;
        uint8_t l_941 = 0xCFL;
        union U2 *l_944 = &g_945;
        int32_t l_946 = 0x4CE40612L;
        int16_t *l_947 = &l_3[0];
        int32_t *l_948[1][6] = {{&g_54,&g_54,&g_54,&g_54,&g_54,&g_54}};
        int64_t *l_965 = (void*)0;
        int64_t *l_966 = &g_2[1];
        int32_t l_968[8][8] = {{1L,3L,0x06AEF729L,0xF2AE01A2L,0x06AEF729L,3L,1L,3L},{1L,0xF2AE01A2L,(-10L),0xF2AE01A2L,1L,(-7L),1L,0xF2AE01A2L},{0x06AEF729L,0xF2AE01A2L,0x06AEF729L,3L,1L,3L,0x06AEF729L,0xF2AE01A2L},{1L,3L,0x06AEF729L,0xF2AE01A2L,0x06AEF729L,3L,1L,3L},{1L,0xF2AE01A2L,(-10L),0xF2AE01A2L,1L,(-7L),1L,0xF2AE01A2L},{0x06AEF729L,0xF2AE01A2L,0x06AEF729L,3L,1L,3L,0x06AEF729L,0xF2AE01A2L},{1L,3L,0x06AEF729L,0xF2AE01A2L,0x06AEF729L,3L,1L,3L},{1L,0xF2AE01A2L,(-10L),0xF2AE01A2L,1L,(-7L),1L,0xF2AE01A2L}};
        uint16_t *l_969[1];
        int16_t *l_970 = &g_51[0];
        int64_t l_973 = 0xD23220B4A3DC53C8LL;
        int i, j;
        for (i = 0; i < 1; i++)
            l_969[i] = &g_98[1];
        l_936 &= l_763[0];
        l_870[3] &= ((0x7012L ^ l_776) == (g_45 = (safe_add_func_int16_t_s_s(((*l_947) = (safe_add_func_uint8_t_u_u((1UL | l_941), ((safe_mod_func_int64_t_s_s(g_550.f0, (l_946 = (((l_944 = l_944) != (void*)0) & l_576.f0)))) || 0x01ABL)))), 0xEAA8L))));
        if ((safe_rshift_func_int16_t_s_u(((*l_970) = ((+(safe_div_func_uint16_t_u_u(65535UL, (g_954 , (l_797 ^= (3L ^ (safe_unary_minus_func_int32_t_s((((*l_947) = (safe_div_func_uint16_t_u_u((safe_div_func_uint64_t_u_u(l_3[0], (safe_lshift_func_int16_t_s_u(g_56[3][0][6], 7)))), (l_967[0][1] ^= ((safe_lshift_func_uint16_t_u_u(8UL, 6)) <= (l_870[0] = ((*l_966) &= l_964))))))) & l_968[5][2]))))))))) ^ l_964)), 7)))
        { /* block id: 393 */
            return l_776;
        }
        else
        { /* block id: 395 */
            int32_t l_978 = 0x5D761FF0L;
            int32_t l_979 = 0xAE78EC48L;
            int32_t l_983 = (-2L);
            int32_t l_984 = 2L;
            int32_t l_985 = 3L;
            int32_t l_986 = 0xC1E1D201L;
            int32_t l_987 = 1L;
            for (g_507.f0 = (-22); (g_507.f0 >= 40); g_507.f0 = safe_add_func_int64_t_s_s(g_507.f0, 6))
            { /* block id: 398 */
                uint16_t l_975 = 65535UL;
                int32_t l_980 = 5L;
                int32_t l_981 = (-1L);
                int32_t l_982[2][10][8] = {{{0L,0x0C86C6BAL,0x1ECDD74BL,0x1D2E97DCL,5L,1L,0x8AC8A19BL,0x70427F19L},{2L,0xEAEF9D22L,0x9B17EC0FL,0xFCEEC6D2L,6L,1L,0x1ECDD74BL,(-9L)},{0x322B23D3L,0x4FEED1AEL,1L,1L,2L,(-9L),0x9B80A7EEL,0x9B80A7EEL},{8L,1L,0x322B23D3L,0x322B23D3L,1L,8L,4L,0x9B17EC0FL},{(-1L),5L,0L,5L,0xFB6C972AL,0x9B80A7EEL,(-7L),0x4FEED1AEL},{0xC7778424L,(-9L),9L,5L,(-8L),0L,(-8L),0x9B17EC0FL},{0xA86444AFL,(-8L),0xA78CA059L,0x322B23D3L,0x70427F19L,0L,(-1L),0x9B80A7EEL},{0xEAEF9D22L,(-9L),0xE9B9D632L,1L,0xFCEEC6D2L,6L,9L,(-9L)},{0xAD13969DL,(-1L),2L,0xFCEEC6D2L,4L,0x6A784137L,1L,0x70427F19L},{2L,(-4L),0L,0x1D2E97DCL,0x0C86C6BAL,4L,0xC77BAAB1L,4L}},{{0x1D2E97DCL,(-8L),0x101E0F78L,(-4L),8L,(-9L),1L,0xA856B154L},{0x4FEED1AEL,0xAD13969DL,(-5L),0x7D5879D6L,3L,(-1L),0x867727AAL,0xA78CA059L},{0xE9B9D632L,8L,(-1L),6L,(-9L),8L,1L,8L},{(-5L),(-2L),(-4L),(-2L),(-5L),2L,2L,0xC7778424L},{0L,0xEA4EAC7CL,0x8AC8A19BL,(-7L),0x9B80A7EEL,0x101E0F78L,0x4058FCCCL,3L},{0x684BDDD5L,1L,0xE9B9D632L,0xA856B154L,0L,0x66307769L,(-4L),2L},{0x9B80A7EEL,2L,1L,(-4L),0L,0xFCEEC6D2L,0xEA4EAC7CL,0x684BDDD5L},{(-1L),0x9B17EC0FL,(-7L),(-1L),6L,4L,0x9B80A7EEL,9L},{0L,4L,8L,0x1ECDD74BL,0x6A784137L,0xAD5B82BBL,0xBD93B9A7L,0x0C86C6BAL},{4L,1L,0xFB6C972AL,0x66307769L,4L,0x9B17EC0FL,(-8L),0L}}};
                int i, j, k;
                l_975 = (l_974 = l_973);
                if (l_870[4])
                { /* block id: 401 */
                    uint32_t l_977 = 6UL;
                    l_978 = (!l_977);
                }
                else
                { /* block id: 403 */
                    uint64_t l_988 = 1UL;
                    --l_988;
                }
            }
            if (((safe_mod_func_uint64_t_u_u((safe_unary_minus_func_uint32_t_u((safe_add_func_uint64_t_u_u((((l_979 && l_3[2]) && l_979) <= ((safe_div_func_int32_t_s_s((1L > (((void*)0 != &g_113) != (safe_add_func_int16_t_s_s((((safe_sub_func_int16_t_s_s((safe_div_func_int64_t_s_s(0xA693E3023930F58CLL, 0x2948773021467B2FLL)), l_1004)) , l_3[2]) , 0x848BL), g_105.f0)))), (*g_732))) ^ 18446744073709551611UL)), l_1005)))), g_56[0][1][3])) == g_87[4]))
            { /* block id: 407 */
                int32_t l_1011 = 0x3B9896B9L;
                int8_t *l_1012 = &g_37;
                uint8_t *l_1013 = &l_941;
                int32_t l_1016 = 0xB5689761L;
                (*g_933) = (((((((*g_27) == (safe_lshift_func_uint16_t_u_u(((safe_add_func_int8_t_s_s(((*l_1012) = (((+l_1011) && (4L & g_56[2][1][3])) < l_870[0])), ((*l_1013) = g_4))) && (safe_add_func_uint8_t_u_u((l_1011 || (-1L)), 0x27L))), l_1011))) < l_984) < l_1011) & l_1016) <= l_984) <= g_98[0]);
                return g_2[0];
            }
            else
            { /* block id: 412 */
                return g_386;
            }
        }
    }
    for (l_964 = 0; (l_964 != 12); l_964 = safe_add_func_int16_t_s_s(l_964, 4))
    { /* block id: 419 */
        int32_t *l_1019 = &g_56[5][1][7];
        uint16_t *l_1028 = &g_87[4];
        union U1 * const *l_1046 = &l_739[3];
        int64_t l_1050 = 0x8E8254A029028BB0LL;
        uint8_t *l_1051 = (void*)0;
        uint8_t *l_1052 = &g_146;
        int32_t l_1053 = (-1L);
        (*g_1020) = (l_1019 = (void*)0);
        if (l_3[1])
            continue;
        l_1053 = (l_764[0] ^ (safe_rshift_func_uint8_t_u_s((safe_mul_func_uint8_t_u_u(0x8CL, ((safe_unary_minus_func_uint16_t_u((++(*l_1028)))) != ((safe_sub_func_uint8_t_u_u((((safe_sub_func_uint8_t_u_u(((*l_1052) = ((safe_rshift_func_uint16_t_u_u((((~(safe_rshift_func_int8_t_s_s((safe_add_func_int32_t_s_s((safe_mod_func_int32_t_s_s((safe_lshift_func_uint16_t_u_s(((l_964 ^ (l_1046 != (void*)0)) , ((((safe_rshift_func_int8_t_s_s(l_576.f0, l_3[2])) < l_797) , l_870[3]) , l_1005)), g_507.f0)), l_797)), 4294967295UL)), l_776))) && g_1049) ^ 2UL), 5)) && l_1050)), l_854[1])) ^ 0xA9B8L) != 7L), 5L)) <= 0x8BL)))), 3)));
        return g_507.f0;
    }
    return l_857;
}


/* ------------------------------------------ */
/* 
 * reads : g_146 g_32 g_732 g_56 g_432
 * writes: g_146 g_56
 */
static int32_t  func_7(int32_t  p_8, int32_t  p_9, union U0  p_10, int8_t * p_11)
{ /* block id: 236 */
    int64_t l_620 = 0x71012B9EE5EFF2A8LL;
    int32_t l_623 = (-2L);
    union U2 *l_624[7];
    uint64_t l_642 = 0x3C6D51C11DEB3E1ALL;
    int32_t l_702 = 0x4E7F0528L;
    int32_t l_703 = 3L;
    int32_t l_706 = (-5L);
    int32_t l_707 = 0x29EB0F11L;
    int32_t l_708 = 3L;
    int32_t l_709 = (-3L);
    int32_t l_710 = 0x6F48219AL;
    int32_t l_711 = 2L;
    uint16_t l_712 = 0xE011L;
    uint16_t l_715 = 0x4EE6L;
    uint16_t l_718 = 65532UL;
    int32_t *l_722 = &g_32;
    int32_t l_725 = 4L;
    uint16_t l_726 = 0xE0F1L;
    int i;
    for (i = 0; i < 7; i++)
        l_624[i] = (void*)0;
    for (g_146 = 0; (g_146 != 36); g_146 = safe_add_func_uint8_t_u_u(g_146, 4))
    { /* block id: 239 */
        int32_t *l_585 = &g_56[2][0][1];
        int32_t l_588[3];
        uint8_t l_621 = 251UL;
        union U2 *l_676 = &g_246;
        int i;
        for (i = 0; i < 3; i++)
            l_588[i] = 9L;
    }
    (*g_732) &= (*l_722);
    return (*g_432);
}


/* ------------------------------------------ */
/* 
 * reads : g_55 g_56 g_87 g_37 g_32 g_246.f0 g_477 g_246 g_550 g_551 g_552
 * writes: g_55 g_37 g_56 g_478 g_246.f1 g_51 g_551 g_552
 */
static uint16_t  func_20(union U1  p_21, int8_t * p_22)
{ /* block id: 166 */
    int32_t *l_434 = &g_246.f1;
    int32_t *l_435 = &g_56[2][1][3];
    int32_t *l_436[4][10][5] = {{{(void*)0,(void*)0,&g_54,(void*)0,(void*)0},{&g_54,&g_32,&g_56[2][1][7],&g_56[2][1][3],&g_32},{(void*)0,&g_56[2][1][7],&g_56[2][1][7],(void*)0,&g_56[2][1][3]},{(void*)0,(void*)0,&g_54,&g_32,&g_32},{&g_54,(void*)0,&g_54,&g_56[2][1][3],(void*)0},{&g_32,&g_56[2][1][7],&g_56[2][1][3],&g_32,&g_56[2][1][3]},{&g_32,&g_32,&g_54,(void*)0,(void*)0},{&g_54,(void*)0,&g_56[2][1][3],&g_56[2][1][3],(void*)0},{(void*)0,&g_56[2][1][7],&g_54,(void*)0,&g_56[2][1][3]},{(void*)0,(void*)0,&g_54,(void*)0,(void*)0}},{{&g_54,&g_32,&g_56[2][1][7],&g_56[2][1][3],&g_32},{(void*)0,&g_56[2][1][7],&g_56[2][1][7],(void*)0,&g_56[2][1][3]},{(void*)0,(void*)0,&g_54,&g_32,&g_32},{&g_54,(void*)0,&g_54,&g_56[2][1][3],(void*)0},{&g_32,&g_56[2][1][7],&g_56[2][1][3],&g_32,&g_56[2][1][3]},{&g_32,&g_32,&g_54,(void*)0,(void*)0},{&g_54,(void*)0,&g_56[2][1][3],&g_56[2][1][3],(void*)0},{(void*)0,&g_56[2][1][7],&g_54,(void*)0,&g_56[2][1][3]},{(void*)0,(void*)0,&g_54,(void*)0,(void*)0},{&g_54,&g_32,&g_56[2][1][7],&g_56[2][1][3],&g_32}},{{(void*)0,&g_56[2][1][7],&g_56[2][1][7],(void*)0,&g_56[2][1][3]},{(void*)0,(void*)0,&g_54,&g_32,&g_32},{&g_54,(void*)0,&g_54,&g_56[2][1][3],(void*)0},{&g_32,&g_56[2][1][7],&g_56[2][1][3],&g_32,&g_56[2][1][3]},{&g_32,&g_32,&g_54,(void*)0,(void*)0},{&g_54,(void*)0,&g_56[2][1][3],&g_56[2][1][3],(void*)0},{(void*)0,&g_56[2][1][7],&g_54,(void*)0,&g_56[2][1][3]},{(void*)0,(void*)0,&g_54,(void*)0,(void*)0},{&g_54,&g_32,&g_56[2][1][7],&g_56[2][1][3],&g_32},{(void*)0,&g_56[2][1][7],&g_54,&g_56[2][1][7],&g_56[2][1][3]}},{{&g_56[2][1][3],&g_56[2][1][7],&g_32,&g_54,&g_54},{&g_56[2][1][3],&g_56[2][1][7],&g_56[2][1][3],&g_56[2][1][3],&g_56[2][1][7]},{&g_54,&g_54,&g_56[2][1][3],&g_54,&g_56[2][1][3]},{&g_54,&g_54,&g_32,&g_56[2][1][7],&g_56[2][1][3]},{&g_56[2][1][3],&g_56[2][1][3],&g_56[2][1][3],&g_56[2][1][3],&g_56[2][1][3]},{&g_56[2][1][3],&g_54,&g_56[2][1][3],&g_56[2][1][3],&g_56[2][1][3]},{&g_56[2][1][7],&g_56[2][1][3],&g_32,&g_56[2][1][3],&g_56[2][1][7]},{&g_56[2][1][3],&g_54,&g_54,&g_56[2][1][3],&g_54},{&g_56[2][1][7],&g_54,&g_54,&g_56[2][1][7],&g_56[2][1][3]},{&g_56[2][1][3],&g_56[2][1][7],&g_32,&g_54,&g_54}}};
    int64_t l_437 = 1L;
    uint8_t l_438 = 1UL;
    uint8_t l_498[6];
    uint64_t l_499 = 0x7E2D3E6CDD8DA112LL;
    int8_t l_537[1][2][9] = {{{(-1L),0L,(-1L),0L,(-1L),0L,(-1L),0L,(-1L)},{0x0FL,0x0FL,2L,2L,0x0FL,0x0FL,2L,2L,0x0FL}}};
    int64_t l_555 = 0x99D4417A891F600DLL;
    uint32_t l_556 = 0xA9486EE7L;
    int16_t l_563 = 0x5A2CL;
    int i, j, k;
    for (i = 0; i < 6; i++)
        l_498[i] = 5UL;
    ++l_438;
lbl_567:
    for (g_55 = 6; (g_55 != 6); g_55 = safe_add_func_int64_t_s_s(g_55, 2))
    { /* block id: 170 */
        int32_t *l_443 = (void*)0;
        int32_t **l_444 = &l_436[0][8][3];
        int32_t l_454 = 0x9BA8C431L;
        int32_t l_485 = 0x58D91F41L;
        int32_t l_487 = 8L;
        int16_t *l_494 = &g_51[0];
        int16_t *l_497[8][5][6] = {{{&g_51[0],&g_51[4],(void*)0,(void*)0,&g_51[0],&g_51[0]},{&g_51[6],&g_51[8],(void*)0,(void*)0,&g_51[5],&g_51[0]},{&g_51[6],&g_51[0],(void*)0,(void*)0,&g_51[5],&g_51[7]},{&g_51[0],&g_51[0],&g_51[6],&g_51[0],&g_51[0],&g_51[0]},{&g_51[3],&g_51[4],(void*)0,&g_51[8],(void*)0,(void*)0}},{{&g_51[6],&g_51[0],&g_51[0],&g_51[4],&g_51[0],(void*)0},{(void*)0,(void*)0,(void*)0,&g_51[0],(void*)0,&g_51[0]},{&g_51[0],(void*)0,&g_51[6],&g_51[0],(void*)0,&g_51[7]},{&g_51[5],&g_51[0],(void*)0,&g_51[4],(void*)0,&g_51[0]},{(void*)0,&g_51[0],(void*)0,(void*)0,(void*)0,&g_51[0]}},{{&g_51[0],&g_51[0],(void*)0,(void*)0,(void*)0,(void*)0},{&g_51[0],(void*)0,&g_51[0],&g_51[0],(void*)0,(void*)0},{(void*)0,(void*)0,&g_51[7],&g_51[0],&g_51[0],&g_51[0]},{(void*)0,&g_51[0],&g_51[0],&g_51[0],(void*)0,&g_51[0]},{(void*)0,&g_51[4],(void*)0,&g_51[0],&g_51[0],&g_51[4]}},{{&g_51[0],&g_51[0],(void*)0,(void*)0,&g_51[5],(void*)0},{&g_51[0],&g_51[0],&g_51[5],(void*)0,&g_51[5],&g_51[0]},{(void*)0,&g_51[8],&g_51[5],&g_51[4],&g_51[0],(void*)0},{&g_51[5],&g_51[4],(void*)0,&g_51[0],(void*)0,&g_51[4]},{&g_51[0],&g_51[0],(void*)0,&g_51[0],(void*)0,(void*)0}},{{&g_51[6],(void*)0,(void*)0,&g_51[0],(void*)0,&g_51[0]},{(void*)0,(void*)0,&g_51[0],(void*)0,&g_51[5],&g_51[4]},{&g_51[0],&g_51[0],(void*)0,&g_51[8],&g_51[0],&g_51[0]},{(void*)0,(void*)0,&g_51[0],&g_51[4],(void*)0,&g_51[0]},{(void*)0,(void*)0,(void*)0,&g_51[0],(void*)0,&g_51[8]}},{{(void*)0,&g_51[8],(void*)0,&g_51[4],&g_51[3],&g_51[4]},{(void*)0,&g_51[8],(void*)0,&g_51[8],(void*)0,&g_51[0]},{&g_51[0],&g_51[0],(void*)0,(void*)0,&g_51[0],&g_51[0]},{(void*)0,&g_51[0],&g_51[6],&g_51[0],(void*)0,&g_51[0]},{&g_51[6],&g_51[0],(void*)0,&g_51[0],(void*)0,&g_51[0]}},{{(void*)0,&g_51[4],(void*)0,(void*)0,&g_51[6],&g_51[4]},{&g_51[7],&g_51[0],(void*)0,(void*)0,(void*)0,&g_51[8]},{&g_51[0],&g_51[0],(void*)0,&g_51[4],(void*)0,&g_51[0]},{(void*)0,&g_51[0],&g_51[0],&g_51[0],&g_51[6],&g_51[0]},{(void*)0,&g_51[4],(void*)0,(void*)0,(void*)0,&g_51[4]}},{{(void*)0,&g_51[0],&g_51[0],&g_51[8],(void*)0,&g_51[0]},{(void*)0,&g_51[0],(void*)0,&g_51[8],&g_51[0],(void*)0},{(void*)0,&g_51[0],&g_51[6],(void*)0,(void*)0,(void*)0},{(void*)0,&g_51[8],&g_51[0],&g_51[0],&g_51[3],&g_51[0]},{(void*)0,&g_51[8],&g_51[3],&g_51[4],(void*)0,&g_51[0]}}};
        union U1 *l_506[10];
        int32_t l_513 = 0L;
        int32_t l_538 = 0x4567380BL;
        int32_t l_539 = 0x1E374491L;
        int32_t l_540 = 0xFF31CB2CL;
        int i, j, k;
        for (i = 0; i < 10; i++)
            l_506[i] = &g_507;
        (*l_444) = l_443;
        for (p_21.f0 = 12; (p_21.f0 >= 20); p_21.f0 = safe_add_func_uint64_t_u_u(p_21.f0, 1))
        { /* block id: 174 */
            uint32_t l_448 = 1UL;
            int32_t l_453 = 0L;
            uint32_t * const l_461 = &l_448;
            const int64_t l_471 = (-1L);
            int32_t l_481 = (-4L);
            int32_t l_482 = 0x265818A6L;
            int32_t l_483 = 0xD1B7FAADL;
            int32_t l_484 = (-1L);
            int32_t l_486 = 0x35598C0AL;
            int32_t l_488[2];
            int16_t *l_495[7][8][2] = {{{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0}},{{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0}},{{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0}},{{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0}},{{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0}},{{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0}},{{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0},{&g_51[0],(void*)0}}};
            int16_t **l_496[9][4] = {{&l_495[5][6][0],&l_495[1][4][1],&l_495[5][6][0],&l_495[1][4][1]},{&l_495[5][6][0],&l_495[1][4][1],&l_495[5][6][0],&l_495[1][4][1]},{&l_495[5][6][0],&l_495[1][4][1],&l_495[5][6][0],&l_495[1][4][1]},{&l_495[5][6][0],&l_495[1][4][1],&l_495[5][6][0],&l_495[1][4][1]},{&l_495[5][6][0],&l_495[1][4][1],&l_495[5][6][0],&l_495[1][4][1]},{&l_495[5][6][0],&l_495[1][4][1],&l_495[5][6][0],&l_495[1][4][1]},{&l_495[5][6][0],&l_495[1][4][1],&l_495[5][6][0],&l_495[1][4][1]},{&l_495[5][6][0],&l_495[1][4][1],&l_495[5][6][0],&l_495[1][4][1]},{&l_495[5][6][0],&l_495[1][4][1],&l_495[5][6][0],&l_495[1][4][1]}};
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_488[i] = 1L;
            l_454 &= ((+p_21.f1) <= (l_453 = (l_448 >= ((g_56[3][1][7] || ((safe_rshift_func_int16_t_s_u((-5L), 11)) < l_448)) != 1UL))));
            for (l_448 = (-12); (l_448 >= 48); ++l_448)
            { /* block id: 179 */
                int8_t *l_472 = &g_37;
                int32_t l_473 = (-1L);
                int32_t l_479 = 0x16D36099L;
                int32_t l_480 = 0x65E9A54AL;
                uint32_t l_489 = 0x3FBADB74L;
                if ((g_56[4][0][1] > (safe_lshift_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((-9L), (((p_21.f1 ^ (l_461 == ((((*l_472) &= ((safe_mod_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(0x00D1L, (safe_mul_func_uint16_t_u_u(((safe_sub_func_uint16_t_u_u(p_21.f0, ((l_454 ^= ((safe_unary_minus_func_uint64_t_u((((-9L) || 0xF524L) , 0xD747CF8B9EF6ED9BLL))) >= l_453)) <= g_87[1]))) <= p_21.f2), 0xED2DL)))), l_471)) <= p_21.f1)) ^ g_32) , (void*)0))) >= l_473) | g_246.f0))), 1))))
                { /* block id: 182 */
                    uint16_t l_474 = 65535UL;
                    if (p_21.f1)
                        break;
                    l_474--;
                }
                else
                { /* block id: 185 */
                    (*l_435) = 0x68DAC1B8L;
                    (*g_477) = ((*l_444) = (void*)0);
                    return p_21.f0;
                }
                l_489--;
            }
            (*l_434) = (safe_mul_func_int8_t_s_s((l_494 == (l_497[2][0][1] = l_495[5][6][0])), l_498[0]));
        }
        l_499--;
        for (l_487 = (-21); (l_487 < 21); l_487 = safe_add_func_int8_t_s_s(l_487, 1))
        { /* block id: 199 */
            int8_t l_510 = 0x30L;
            int32_t l_512 = 0x457AD3E6L;
            int32_t l_514 = 1L;
            int32_t l_515[8] = {0xEC42CE8BL,0xEC42CE8BL,0xEC42CE8BL,0xEC42CE8BL,0xEC42CE8BL,0xEC42CE8BL,0xEC42CE8BL,0xEC42CE8BL};
            uint16_t l_519 = 1UL;
            union U2 *l_522 = &g_246;
            int16_t l_536 = 0x79E8L;
            int i;
            for (g_37 = (-6); (g_37 < (-24)); g_37 = safe_sub_func_uint32_t_u_u(g_37, 7))
            { /* block id: 202 */
                union U1 **l_508 = &l_506[5];
                int32_t l_509 = 6L;
                int32_t l_511 = 0x549FC905L;
                int32_t l_516 = 0xBE977196L;
                int32_t l_517 = (-10L);
                int32_t l_518[1];
                uint64_t *l_535 = &l_499;
                uint32_t l_541[10] = {0xA7591C82L,0xA84C218DL,0xA7591C82L,0xA7591C82L,0xA84C218DL,0xA7591C82L,0xA7591C82L,0xA84C218DL,0xA7591C82L,0xA7591C82L};
                int i;
                for (i = 0; i < 1; i++)
                    l_518[i] = (-1L);
                (*l_508) = l_506[5];
                ++l_519;
                for (l_509 = 0; (l_509 <= 7); l_509 += 1)
                { /* block id: 207 */
                    union U2 **l_523 = &l_522;
                    uint8_t *l_528 = &l_498[2];
                    int i;
                    (*l_523) = l_522;
                    if (l_515[l_509])
                        break;
                    (*l_434) = (0x5FE2L <= (safe_mod_func_int16_t_s_s((p_21.f1 & (((safe_sub_func_uint8_t_u_u(((*l_528) = g_32), (safe_lshift_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(p_21.f2, 3)), 5)))) != (safe_sub_func_uint8_t_u_u(g_87[1], ((((*l_522) , l_535) == (void*)0) , l_511)))) >= p_21.f3)), p_21.f2)));
                }
                --l_541[3];
            }
            (*l_435) |= (((safe_lshift_func_uint16_t_u_s(((p_21 , ((safe_mod_func_int8_t_s_s((((safe_div_func_uint16_t_u_u((g_550 , (p_21.f0 , l_519)), ((*l_434) = (g_552 = (g_551 &= ((*l_494) = 1L)))))) || (safe_add_func_int64_t_s_s(0x80B8F59BD4A8D6F7LL, 0L))) | p_21.f3), p_21.f2)) == 0xDC22A9259230E6E1LL)) , l_510), p_21.f3)) || p_21.f0) | 0x80L);
            l_556--;
        }
    }
    for (g_552 = 0; (g_552 <= (-21)); g_552 = safe_sub_func_uint16_t_u_u(g_552, 6))
    { /* block id: 225 */
        int16_t l_570 = 0x6A73L;
        int32_t l_571 = 0L;
        uint16_t l_573[3][8] = {{1UL,0x746EL,0x746EL,1UL,0x9722L,1UL,0x746EL,0x746EL},{0x746EL,0x9722L,0x20D3L,0x20D3L,0x9722L,0x746EL,0x9722L,0x20D3L},{1UL,0x9722L,1UL,0x746EL,0x746EL,1UL,0x9722L,1UL}};
        int i, j;
        for (p_21.f0 = 0; (p_21.f0 <= 56); p_21.f0 = safe_add_func_int32_t_s_s(p_21.f0, 7))
        { /* block id: 228 */
            uint32_t l_564 = 0x1AE8C211L;
            int32_t l_568 = 0x5E1C018BL;
            int32_t l_569 = 4L;
            int32_t l_572 = 0x1337E316L;
            (*l_435) ^= 0x9A6ACD0DL;
            l_564--;
            if (l_438)
                goto lbl_567;
            ++l_573[1][2];
        }
    }
    return (*l_435);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static union U1  func_23(int16_t  p_24)
{ /* block id: 2 */
    int32_t *l_31 = &g_32;
    int32_t l_41 = (-4L);
    int8_t * const l_42 = &g_37;
    int32_t l_57 = 0xEA510009L;
    int32_t l_58 = 0x981DF769L;
    int32_t l_59 = 0x9F23B65CL;
    int32_t l_60 = 0x2ECD4103L;
    int32_t l_61 = 0x77D5910FL;
    int32_t l_62 = (-1L);
    int32_t l_64[4][1];
    union U0 *l_104[5][1] = {{&g_105},{(void*)0},{&g_105},{(void*)0},{&g_105}};
    union U0 **l_112 = (void*)0;
    union U0 ***l_111 = &l_112;
    int16_t l_134 = 0x2580L;
    uint32_t l_217[8] = {3UL,0xECAFCDE2L,3UL,3UL,0xECAFCDE2L,3UL,3UL,0xECAFCDE2L};
    int32_t l_392 = 6L;
    union U1 l_417 = {3UL};
    uint8_t *l_418 = &g_4;
    int i, j;
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
            l_64[i][j] = 0L;
    }
    for (p_24 = 11; (p_24 <= 26); p_24++)
    { /* block id: 5 */
        int32_t **l_33 = &l_31;
        union U1 l_43 = {0x15A2D128L};
        int32_t l_48 = 1L;
        int32_t l_49 = (-1L);
        int32_t l_50 = 0x5D318EE1L;
        int32_t l_53[5][6] = {{1L,0x2CAB94E7L,0xCF965375L,0x24DA47CCL,9L,3L},{3L,0x09A65E11L,3L,0x09A65E11L,3L,0x2CAB94E7L},{3L,1L,0x09A65E11L,0x24DA47CCL,1L,1L},{1L,9L,9L,1L,3L,1L},{0xCF965375L,1L,0x09A65E11L,0x2CAB94E7L,0x24DA47CCL,0x2CAB94E7L}};
        int32_t l_63 = (-1L);
        union U0 l_72 = {2UL};
        uint64_t *l_84 = &g_45;
        int8_t l_132[6] = {6L,0x1CL,0x1CL,6L,0x1CL,0x1CL};
        uint32_t l_135[7] = {0x4D95A1F1L,0x31865FC8L,0x31865FC8L,0x4D95A1F1L,0x31865FC8L,0x31865FC8L,0x4D95A1F1L};
        uint8_t l_178 = 0xEEL;
        uint16_t l_266[1];
        const int16_t l_336[1] = {0x607AL};
        uint32_t l_427 = 4294967289UL;
        int32_t *l_431 = &g_246.f1;
        int i, j;
        for (i = 0; i < 1; i++)
            l_266[i] = 0x7D61L;
    }
    return l_417;
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
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_2[i], "g_2[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_28, "g_28", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    transparent_crc(g_45, "g_45", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_51[i], "g_51[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_55, "g_55", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_56[i][j][k], "g_56[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_87[i], "g_87[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_98[i], "g_98[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_105.f0, "g_105.f0", print_hash_value);
    transparent_crc(g_140.f0, "g_140.f0", print_hash_value);
    transparent_crc(g_140.f1, "g_140.f1", print_hash_value);
    transparent_crc(g_140.f2, "g_140.f2", print_hash_value);
    transparent_crc(g_140.f3, "g_140.f3", print_hash_value);
    transparent_crc(g_146, "g_146", print_hash_value);
    transparent_crc(g_213, "g_213", print_hash_value);
    transparent_crc(g_246.f0, "g_246.f0", print_hash_value);
    transparent_crc(g_306, "g_306", print_hash_value);
    transparent_crc(g_312.f0, "g_312.f0", print_hash_value);
    transparent_crc(g_369.f0, "g_369.f0", print_hash_value);
    transparent_crc(g_386, "g_386", print_hash_value);
    transparent_crc(g_507.f0, "g_507.f0", print_hash_value);
    transparent_crc(g_507.f1, "g_507.f1", print_hash_value);
    transparent_crc(g_507.f2, "g_507.f2", print_hash_value);
    transparent_crc(g_507.f3, "g_507.f3", print_hash_value);
    transparent_crc(g_550.f0, "g_550.f0", print_hash_value);
    transparent_crc(g_551, "g_551", print_hash_value);
    transparent_crc(g_552, "g_552", print_hash_value);
    transparent_crc(g_578, "g_578", print_hash_value);
    transparent_crc(g_662.f0, "g_662.f0", print_hash_value);
    transparent_crc(g_818, "g_818", print_hash_value);
    transparent_crc(g_839, "g_839", print_hash_value);
    transparent_crc(g_843.f0, "g_843.f0", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_898[i][j].f0, "g_898[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_945.f0, "g_945.f0", print_hash_value);
    transparent_crc(g_954.f0, "g_954.f0", print_hash_value);
    transparent_crc(g_1049, "g_1049", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 292
XXX total union variables: 16

XXX non-zero bitfields defined in structs: 2
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 12
breakdown:
   indirect level: 0, occurrence: 5
   indirect level: 1, occurrence: 4
   indirect level: 2, occurrence: 3
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 5
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 9
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 15

XXX max expression depth: 27
breakdown:
   depth: 1, occurrence: 92
   depth: 2, occurrence: 22
   depth: 3, occurrence: 1
   depth: 4, occurrence: 2
   depth: 5, occurrence: 2
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 12, occurrence: 1
   depth: 14, occurrence: 2
   depth: 15, occurrence: 3
   depth: 16, occurrence: 1
   depth: 17, occurrence: 2
   depth: 18, occurrence: 3
   depth: 20, occurrence: 2
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 23, occurrence: 1
   depth: 26, occurrence: 1
   depth: 27, occurrence: 1

XXX total number of pointers: 215

XXX times a variable address is taken: 563
XXX times a pointer is dereferenced on RHS: 82
breakdown:
   depth: 1, occurrence: 70
   depth: 2, occurrence: 12
XXX times a pointer is dereferenced on LHS: 126
breakdown:
   depth: 1, occurrence: 115
   depth: 2, occurrence: 11
XXX times a pointer is compared with null: 16
XXX times a pointer is compared with address of another variable: 6
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 4447

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 413
   level: 2, occurrence: 88
   level: 3, occurrence: 2
XXX number of pointers point to pointers: 46
XXX number of pointers point to scalars: 154
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 28.8
XXX average alias set size: 1.38

XXX times a non-volatile is read: 615
XXX times a non-volatile is write: 369
XXX times a volatile is read: 34
XXX    times read thru a pointer: 5
XXX times a volatile is write: 13
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 606
XXX percentage of non-volatile access: 95.4

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 91
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 15
   depth: 2, occurrence: 17
   depth: 3, occurrence: 19
   depth: 4, occurrence: 27

XXX percentage a fresh-made variable is used: 18
XXX percentage an existing variable is used: 82
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

