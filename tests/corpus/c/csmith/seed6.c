/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 6 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      6
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_8 = 1L;
static int64_t g_20 = 0x75A592C6EED1E12ALL;
static int16_t g_34[4] = {(-7L),(-7L),(-7L),(-7L)};
static int64_t g_38 = (-10L);
static int32_t *g_43[5][6][6] = {{{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,(void*)0,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8}},{{&g_8,(void*)0,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,(void*)0},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,(void*)0,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8}},{{&g_8,&g_8,(void*)0,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,(void*)0,&g_8},{&g_8,&g_8,(void*)0,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,(void*)0},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,(void*)0,&g_8,&g_8}},{{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,(void*)0,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,(void*)0}},{{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,(void*)0,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,&g_8,&g_8},{&g_8,&g_8,&g_8,&g_8,(void*)0,&g_8},{&g_8,(void*)0,&g_8,&g_8,&g_8,(void*)0}}};
static int32_t ** volatile g_42 = &g_43[3][2][0];/* VOLATILE GLOBAL g_42 */
static int64_t * const *g_78 = (void*)0;
static int64_t * const ** volatile g_77 = &g_78;/* VOLATILE GLOBAL g_77 */
static int8_t g_91 = 2L;
static int64_t * const **g_108 = (void*)0;
static int64_t * const *** volatile g_107 = &g_108;/* VOLATILE GLOBAL g_107 */
static uint64_t g_145[2] = {1UL,1UL};
static uint32_t g_159 = 4294967294UL;
static int32_t ** volatile g_176[8][6] = {{&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3]},{&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3]},{&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3]},{&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3]},{&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3]},{&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3]},{&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3]},{&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3],&g_43[1][1][3]}};


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static int8_t  func_10(int32_t * p_11, int32_t * p_12, int32_t  p_13, int32_t * p_14, uint8_t  p_15);
static uint64_t  func_23(uint64_t  p_24, uint16_t  p_25, uint32_t  p_26, int32_t * p_27);
static uint32_t  func_29(int64_t  p_30, uint32_t  p_31, const uint64_t  p_32);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_34
 * writes: g_8
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_2 = 250UL;
    int32_t l_7[3];
    int i;
    for (i = 0; i < 3; i++)
        l_7[i] = 1L;
    l_2++;
    for (l_2 = 27; (l_2 != 33); l_2++)
    { /* block id: 4 */
        int32_t *l_9 = &g_8;
        int64_t *l_19 = &g_20;
        uint8_t l_66 = 0x61L;
        for (g_8 = 0; g_8 < 3; g_8 += 1)
        {
            l_7[g_8] = (-3L);
        }
        (*l_9) = (g_8 | l_2);
    }
    return g_34[2];
}


/* ------------------------------------------ */
/* 
 * reads : g_8 g_145
 * writes: g_8 g_38 g_42
 */
static int8_t  func_10(int32_t * p_11, int32_t * p_12, int32_t  p_13, int32_t * p_14, uint8_t  p_15)
{ /* block id: 34 */
    int32_t **l_67[1];
    int64_t ***l_85 = (void*)0;
    int i;
    for (i = 0; i < 1; i++)
        l_67[i] = &g_43[3][2][0];
    p_11 = &p_13;
    for (g_8 = 22; (g_8 != (-20)); g_8--)
    { /* block id: 38 */
        int32_t l_94 = 0xFC517259L;
        uint16_t l_125 = 1UL;
        for (g_38 = 27; (g_38 != 4); g_38 = safe_sub_func_int64_t_s_s(g_38, 1))
        { /* block id: 41 */
            int32_t **l_72 = &g_43[3][2][0];
            int64_t *l_76 = &g_20;
            int64_t * const *l_75 = &l_76;
            uint32_t l_97 = 1UL;
            int32_t l_98 = 0L;
            int64_t ****l_105 = &l_85;
            int8_t *l_106 = &g_91;
            g_42 = (l_72 = &p_11);
        }
    }
    return g_145[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_34 g_42 g_8
 * writes: g_43
 */
static uint64_t  func_23(uint64_t  p_24, uint16_t  p_25, uint32_t  p_26, int32_t * p_27)
{ /* block id: 14 */
    int16_t l_52 = (-3L);
    int32_t l_53 = 1L;
    int32_t l_57 = 0x94FC7BC0L;
    int32_t l_58[1];
    int i;
    for (i = 0; i < 1; i++)
        l_58[i] = 0xB60A95A2L;
    for (p_24 = 0; (p_24 != 27); ++p_24)
    { /* block id: 17 */
        int32_t l_54 = 0x4B0538FDL;
        int32_t l_55 = 0xCF427579L;
        int32_t l_56 = 9L;
        int32_t l_59 = 0xD95D6068L;
        int32_t *l_63 = &l_58[0];
        for (p_25 = 0; (p_25 <= 3); p_25 += 1)
        { /* block id: 20 */
            int32_t l_41 = 0L;
            int32_t *l_44 = &l_41;
            int32_t *l_45 = (void*)0;
            int32_t *l_46 = &l_41;
            int32_t *l_47 = &l_41;
            int32_t *l_48 = &l_41;
            int32_t *l_49 = &l_41;
            int32_t *l_50 = &l_41;
            int32_t *l_51[7][1] = {{&g_8},{&g_8},{&g_8},{&l_41},{&g_8},{&g_8},{&l_41}};
            uint8_t l_60[9][9] = {{0x22L,7UL,0UL,7UL,0x22L,0UL,0x22L,7UL,0UL},{0xC6L,0xC6L,0x8DL,0xE5L,0xC6L,0xB7L,0xE5L,0xE5L,0xB7L},{0x87L,7UL,0x6FL,7UL,0x87L,0UL,0x87L,7UL,0x6FL},{0xC6L,0xE5L,0x8DL,0xC6L,0xC6L,0x8DL,0xE5L,0xC6L,0xB7L},{0x22L,7UL,0UL,7UL,0x22L,0UL,0x22L,7UL,0UL},{0xC6L,0xC6L,0x8DL,0xE5L,0xC6L,0xB7L,0xE5L,0xE5L,0xB7L},{0x87L,7UL,0x6FL,7UL,0x87L,0UL,0x87L,7UL,0x6FL},{0xC6L,0xE5L,0x8DL,0xC6L,0xC6L,0x8DL,0xE5L,0xC6L,0xB7L},{0x22L,7UL,0UL,7UL,0x22L,0UL,0x22L,7UL,0UL}};
            int i, j;
            if (g_34[p_25])
                break;
            l_41 ^= (p_27 != (void*)0);
            (*g_42) = p_27;
            l_60[7][0]++;
        }
        l_63 = (void*)0;
        for (p_25 = (-19); (p_25 <= 3); p_25 = safe_add_func_uint16_t_u_u(p_25, 5))
        { /* block id: 29 */
            return g_8;
        }
    }
    return l_53;
}


/* ------------------------------------------ */
/* 
 * reads : g_38
 * writes: g_34 g_38
 */
static uint32_t  func_29(int64_t  p_30, uint32_t  p_31, const uint64_t  p_32)
{ /* block id: 8 */
    int16_t *l_33 = &g_34[2];
    int32_t l_35[2][5][5] = {{{0xE6EAB3AEL,0L,0x7BB1A88AL,0L,0xE6EAB3AEL},{0xE280BFE7L,(-1L),4L,0L,(-1L)},{0xE6EAB3AEL,4L,4L,0xE6EAB3AEL,0L},{0L,0xE6EAB3AEL,0x7BB1A88AL,(-1L),(-1L)},{0xE280BFE7L,0xE6EAB3AEL,0xE280BFE7L,0L,0xE6EAB3AEL}},{{(-1L),4L,0L,(-1L),0L},{(-1L),(-1L),0x7BB1A88AL,0xE6EAB3AEL,0L},{0xE280BFE7L,0L,0L,0L,0L},{0L,4L,0xE280BFE7L,0L,0L},{0xE6EAB3AEL,0L,0x7BB1A88AL,0L,0xE6EAB3AEL}}};
    uint32_t l_36 = 0xC3C3AE50L;
    int32_t *l_37 = &l_35[0][1][1];
    int i, j, k;
    g_38 ^= ((l_35[0][1][1] = ((p_31 && ((*l_33) = (-9L))) < 4294967295UL)) , ((*l_37) = l_36));
    return p_30;
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
    transparent_crc(g_20, "g_20", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_34[i], "g_34[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_145[i], "g_145[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_159, "g_159", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 32
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

XXX max expression depth: 7
breakdown:
   depth: 1, occurrence: 21
   depth: 2, occurrence: 9
   depth: 7, occurrence: 1

XXX total number of pointers: 43

XXX times a variable address is taken: 152
XXX times a pointer is dereferenced on RHS: 20
breakdown:
   depth: 1, occurrence: 15
   depth: 2, occurrence: 5
XXX times a pointer is dereferenced on LHS: 23
breakdown:
   depth: 1, occurrence: 18
   depth: 2, occurrence: 5
XXX times a pointer is compared with null: 4
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 304

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 64
   level: 2, occurrence: 17
   level: 3, occurrence: 4
   level: 4, occurrence: 1
XXX number of pointers point to pointers: 16
XXX number of pointers point to scalars: 27
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 23.3
XXX average alias set size: 1.3

XXX times a non-volatile is read: 133
XXX times a non-volatile is write: 75
XXX times a volatile is read: 6
XXX    times read thru a pointer: 0
XXX times a volatile is write: 5
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 59
XXX percentage of non-volatile access: 95

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 22
XXX max block depth: 2
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 6
   depth: 2, occurrence: 6

XXX percentage a fresh-made variable is used: 17.3
XXX percentage an existing variable is used: 82.7
********************* end of statistics **********************/

