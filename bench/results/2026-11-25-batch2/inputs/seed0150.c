/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 150 --max-funcs 1 --max-block-depth 1 --max-expr-complexity 2 --max-block-size 1 --no-structs --no-unions --no-arrays --no-checksum --no-pointers --no-jumps --no-comma-operators -o /tmp/b2bench/work/s150.c
 * Seed:      150
 */

#include "csmith.h"

volatile uint64_t csmith_sink_ = 0;

static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static uint32_t g_2 = 18446744073709551615UL;
static int32_t g_15 = (-1L);


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2
 * writes: g_15
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_13 = 0x54292978L;
    uint8_t l_14 = 0x93L;
    uint16_t l_16 = 0x33EEL;
    if (g_2)
    { /* block id: 1 */
        int32_t l_11 = (-8L);
        int32_t l_12 = 1L;
        g_15 = (((safe_rshift_func_uint16_t_u_s((((safe_lshift_func_uint16_t_u_s(((safe_rshift_func_int8_t_s_u(((((((((l_11 = (safe_div_func_uint64_t_u_u(0x6BC3EC3D4E703026LL, 0xD383303773672D71LL))) > 0x66L) >= l_12) == 0x6478C38EL) > 248UL) || l_11) < 0x48L) >= l_13), 0)) & g_2), 12)) == g_2) & l_14), g_2)) < g_2) <= (-4L));
    }
    else
    { /* block id: 4 */
        l_16 ^= 5L;
    }
    return l_14;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    func_1();
    csmith_sink_ = g_2;
    csmith_sink_ = g_15;
    platform_main_end(0,0);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 7
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

XXX max expression depth: 18
breakdown:
   depth: 1, occurrence: 5
   depth: 18, occurrence: 1

XXX total number of pointers: 0

XXX times a non-volatile is read: 10
XXX times a non-volatile is write: 3
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 4
XXX max block depth: 1
breakdown:
   depth: 0, occurrence: 2
   depth: 1, occurrence: 2

XXX percentage a fresh-made variable is used: 53.8
XXX percentage an existing variable is used: 46.2
********************* end of statistics **********************/

