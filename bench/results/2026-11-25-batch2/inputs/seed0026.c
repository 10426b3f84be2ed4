/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 26 --max-funcs 1 --max-block-depth 1 --max-expr-complexity 2 --max-block-size 1 --no-structs --no-unions --no-arrays --no-checksum --no-pointers --no-jumps --no-comma-operators -o /tmp/b2bench/work/s26.c
 * Seed:      26
 */

#include "csmith.h"

volatile uint64_t csmith_sink_ = 0;

static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static const volatile int8_t g_9 = 0x29L;/* VOLATILE GLOBAL g_9 */
static int16_t g_11 = 0L;
static int64_t g_12 = 0L;


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_11
 * writes: g_12
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_10 = 0xFA42B483L;
    if ((g_12 = ((!((((safe_div_func_uint64_t_u_u(((safe_mod_func_uint8_t_u_u((((safe_sub_func_uint16_t_u_u(g_9, l_10)) >= l_10) && g_9), 0xA3L)) & 6L), 0x2FDAD5A519D81479LL)) < l_10) || l_10) <= g_11)) != g_11)))
    { /* block id: 2 */
        uint8_t l_13 = 0x0AL;
        int64_t l_14 = (-1L);
        int32_t l_15 = (-10L);
        l_15 &= (((g_9 != l_10) | l_13) != l_14);
    }
    else
    { /* block id: 4 */
        uint64_t l_18 = 0x649BC00EADD5D088LL;
        l_18 = (safe_rshift_func_int8_t_s_u(l_10, g_11));
    }
    return l_10;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    func_1();
    csmith_sink_ = g_9;
    csmith_sink_ = g_11;
    csmith_sink_ = g_12;
    platform_main_end(0,0);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 8
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

XXX max expression depth: 12
breakdown:
   depth: 1, occurrence: 3
   depth: 2, occurrence: 1
   depth: 4, occurrence: 1
   depth: 12, occurrence: 1

XXX total number of pointers: 0

XXX times a non-volatile is read: 12
XXX times a non-volatile is write: 3
XXX times a volatile is read: 3
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 3
XXX percentage of non-volatile access: 83.3

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 4
XXX max block depth: 1
breakdown:
   depth: 0, occurrence: 2
   depth: 1, occurrence: 2

XXX percentage a fresh-made variable is used: 44.4
XXX percentage an existing variable is used: 55.6
********************* end of statistics **********************/

