/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 18 --max-funcs 4 --max-block-depth 4 --max-expr-complexity 8
 * Seed:      18
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2[5][4][5] = {{{0x1EA66E58L,0L,0x1EA66E58L,0xE135E1F6L,0L},{0L,0x04F3D4E6L,6L,0L,6L},{(-1L),(-1L),0xBD2AB60EL,0L,0L},{7L,(-1L),6L,6L,(-1L)}},{{0L,1L,0x1EA66E58L,0L,0xE135E1F6L},{0x69161D59L,(-1L),0x2456160CL,(-1L),0x69161D59L},{0x1EA66E58L,(-1L),1L,0xE135E1F6L,(-1L)},{0x69161D59L,0x04F3D4E6L,0x04F3D4E6L,0x69161D59L,6L}},{{0L,0L,0xBD2AB60EL,(-1L),(-1L)},{7L,0x04F3D4E6L,1L,6L,0x04F3D4E6L},{0x1EA66E58L,0xBD2AB60EL,0xD0357257L,0x1EA66E58L,0xD0357257L},{7L,7L,0L,0x04F3D4E6L,6L}},{{0x21705914L,0xE135E1F6L,0xD0357257L,0xD0357257L,0xE135E1F6L},{6L,0x2456160CL,1L,6L,6L},{1L,0xE135E1F6L,(-1L),0xE135E1F6L,1L},{1L,7L,0x2456160CL,6L,7L}},{{1L,0xBD2AB60EL,0xBD2AB60EL,1L,0xD0357257L},{6L,0x04F3D4E6L,0L,7L,7L},{0x21705914L,1L,0x21705914L,0xD0357257L,1L},{7L,0x2456160CL,6L,7L,6L}}};


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2
 * writes: g_2
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_3[3];
    int i;
    for (i = 0; i < 3; i++)
        l_3[i] = 0x0244C3F4L;
    g_2[0][0][4] &= (-7L);
    return l_3[0];
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
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_2[i][j][k], "g_2[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 2
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

XXX max expression depth: 1
breakdown:
   depth: 1, occurrence: 3

XXX total number of pointers: 0

XXX times a non-volatile is read: 1
XXX times a non-volatile is write: 1
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 2
XXX max block depth: 0
breakdown:
   depth: 0, occurrence: 2

XXX percentage a fresh-made variable is used: 100
XXX percentage an existing variable is used: 0
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

