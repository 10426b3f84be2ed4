/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 134 --max-funcs 1 --max-block-depth 1 --max-expr-complexity 2 --max-block-size 1 --no-structs --no-unions --no-arrays --no-checksum --no-pointers --no-jumps --no-comma-operators -o /tmp/b2bench/work/s134.c
 * Seed:      134
 */

#include "csmith.h"

volatile uint64_t csmith_sink_ = 0;

static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int64_t g_9 = 9L;
static volatile int32_t g_11 = 0xB9A733E3L;/* VOLATILE GLOBAL g_11 */


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9
 * writes:
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int8_t l_10 = 1L;
    int32_t l_12 = (-1L);
    uint32_t l_14 = 0x9C710427L;
    if ((safe_unary_minus_func_uint64_t_u((safe_sub_func_uint32_t_u_u((safe_sub_func_uint8_t_u_u((((safe_div_func_uint16_t_u_u((g_9 != g_9), l_10)) == l_10) | 4294967291UL), g_9)), (-5L))))))
    { /* block id: 1 */
        int32_t l_13 = 0x05B0BB8BL;
        l_14--;
    }
    else
    { /* block id: 3 */
        uint8_t l_17 = 254UL;
        l_17 = (0xAA53F0D3L < 1L);
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
    csmith_sink_ = g_9;
    csmith_sink_ = g_11;
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

XXX max expression depth: 7
breakdown:
   depth: 1, occurrence: 4
   depth: 2, occurrence: 1
   depth: 7, occurrence: 1

XXX total number of pointers: 0

XXX times a non-volatile is read: 6
XXX times a non-volatile is write: 2
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

XXX percentage a fresh-made variable is used: 63.6
XXX percentage an existing variable is used: 36.4
********************* end of statistics **********************/

