
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef signed short int __int16_t;
typedef unsigned short int __uint16_t;
typedef signed int __int32_t;
typedef unsigned int __uint32_t;
typedef signed long int __int64_t;
typedef unsigned long int __uint64_t;
typedef long int __off_t;

typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
typedef struct
{
  int __count;
  union
  {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} __mbstate_t;
typedef struct _G_fpos_t
{
  __off_t __pos;
  __mbstate_t __state;
} __fpos_t;

static void
platform_main_begin(void)
{
}
static void
platform_main_end(uint32_t crc, int flag)
{
 printf ("checksum = %X\n", crc);
}
static int8_t
(safe_unary_minus_func_int8_t_s)(int8_t si )
{
 
  return
    -si;
}
static int8_t
(safe_add_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 + si2);
}
static int8_t
(safe_sub_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 - si2);
}
static int8_t
(safe_mul_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    si1 * si2;
}
static int8_t
(safe_mod_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int8_t
(safe_div_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int8_t
(safe_lshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((127) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_u)(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int16_t
(safe_unary_minus_func_int16_t_s)(int16_t si )
{
 
  return
    -si;
}
static int16_t
(safe_add_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 + si2);
}
static int16_t
(safe_sub_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 - si2);
}
static int16_t
(safe_mul_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    si1 * si2;
}
static int16_t
(safe_mod_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int16_t
(safe_div_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int16_t
(safe_lshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((32767) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int16_t
(safe_lshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((32767) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int32_t
(safe_unary_minus_func_int32_t_s)(int32_t si )
{
 
  return
    (si==(-2147483647-1)) ?
    ((si)) :
    -si;
}
static int32_t
(safe_add_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((2147483647)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-2147483647-1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int32_t
(safe_sub_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(2147483647))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int32_t
(safe_div_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int64_t
(safe_unary_minus_func_int64_t_s)(int64_t si )
{
 
  return
    (si==(-9223372036854775807L -1)) ?
    ((si)) :
    -si;
}
static int64_t
(safe_add_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((9223372036854775807L)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-9223372036854775807L -1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int64_t
(safe_sub_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(9223372036854775807L))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int64_t
(safe_mod_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int64_t
(safe_div_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static uint8_t
(safe_add_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 + ui2;
}
static uint8_t
(safe_sub_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 - ui2;
}
static uint8_t
(safe_mul_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint8_t
(safe_mod_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint8_t
(safe_div_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint8_t
(safe_lshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((255) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_s)(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint16_t
(safe_unary_minus_func_uint16_t_u)(uint16_t ui )
{
 
  return -ui;
}
static uint16_t
(safe_add_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 + ui2;
}
static uint16_t
(safe_mul_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint16_t
(safe_mod_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint16_t
(safe_div_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint16_t
(safe_lshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((65535) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint16_t
(safe_lshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((65535) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint32_t
(safe_unary_minus_func_uint32_t_u)(uint32_t ui )
{
 
  return -ui;
}
static uint32_t
(safe_add_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 + ui2;
}
static uint32_t
(safe_sub_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 - ui2;
}
static uint32_t
(safe_mod_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint32_t
(safe_div_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint64_t
(safe_unary_minus_func_uint64_t_u)(uint64_t ui )
{
 
  return -ui;
}
static uint64_t
(safe_add_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 + ui2;
}
static uint64_t
(safe_sub_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 - ui2;
}
static uint64_t
(safe_mod_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint64_t
(safe_div_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint32_t crc32_tab[256];
static uint32_t crc32_context = 0xFFFFFFFFUL;
static void
crc32_gentab (void)
{
 uint32_t crc;
 const uint32_t poly = 0xEDB88320UL;
 int i, j;
 for (i = 0; i < 256; i++) {
  crc = i;
  for (j = 8; j > 0; j--) {
   if (crc & 1) {
    crc = (crc >> 1) ^ poly;
   } else {
    crc >>= 1;
   }
  }
  crc32_tab[i] = crc;
 }
}
static void
crc32_byte (uint8_t b) {
 crc32_context =
  ((crc32_context >> 8) & 0x00FFFFFF) ^
  crc32_tab[(crc32_context ^ b) & 0xFF];
}
static void
crc32_8bytes (uint64_t val)
{
 crc32_byte ((val>>0) & 0xff);
 crc32_byte ((val>>8) & 0xff);
 crc32_byte ((val>>16) & 0xff);
 crc32_byte ((val>>24) & 0xff);
 crc32_byte ((val>>32) & 0xff);
 crc32_byte ((val>>40) & 0xff);
 crc32_byte ((val>>48) & 0xff);
 crc32_byte ((val>>56) & 0xff);
}
static void
transparent_crc (uint64_t val, char* vname, int flag)
{
 crc32_8bytes(val);
 if (flag) {
    printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
 }
}
struct S0 {
   const signed f0 : 22;
};
#pragma pack(push)
#pragma pack(1)
struct S1 {
   volatile signed f0 : 5;
   unsigned f1 : 21;
   signed f2 : 8;
   volatile unsigned f3 : 22;
};
#pragma pack(pop)
#pragma pack(push)
#pragma pack(1)
struct S2 {
   const uint16_t f0;
   uint16_t f1;
   uint64_t f2;
   int32_t f3;
   struct S1 f4;
   const int32_t f5;
   volatile uint32_t f6;
};
#pragma pack(pop)
#pragma pack(push)
#pragma pack(1)
struct S3 {
   volatile signed f0 : 12;
   unsigned f1 : 12;
   signed f2 : 5;
   signed f3 : 13;
   volatile signed f4 : 9;
   int32_t f5;
   const unsigned f6 : 21;
   signed f7 : 8;
   const volatile unsigned f8 : 12;
   signed f9 : 28;
};
#pragma pack(pop)
union U4 {
   int64_t f0;
   const int64_t f1;
};
union U5 {
   int8_t f0;
   int8_t f1;
};
static int32_t g_2 = 0x24770669L;
static uint32_t g_23 = 18446744073709551615UL;
static int16_t g_27 = (-5L);
static uint8_t g_29 = 0xC8L;
static int64_t g_34 = 0x8C51723279329BFALL;
static volatile uint32_t g_38 = 0xA7BC41BBL;
static uint16_t g_51[7][10][1] = {{{0x0539L},{65535UL},{4UL},{4UL},{65535UL},{0x0539L},{65535UL},{4UL},{4UL},{65535UL}},{{0x0539L},{65535UL},{4UL},{4UL},{65535UL},{0x0539L},{65535UL},{4UL},{4UL},{65535UL}},{{0x0539L},{65535UL},{4UL},{4UL},{65535UL},{0x0539L},{65535UL},{4UL},{4UL},{65535UL}},{{0x0539L},{65535UL},{4UL},{4UL},{65535UL},{0x0539L},{65535UL},{4UL},{4UL},{65535UL}},{{0x0539L},{65535UL},{4UL},{4UL},{65535UL},{0x0539L},{0x0539L},{0x0D60L},{0x0D60L},{0x0539L}},{{4UL},{0x0539L},{0x0D60L},{0x0D60L},{0x0539L},{4UL},{0x0539L},{0x0D60L},{0x0D60L},{0x0539L}},{{4UL},{0x0539L},{0x0D60L},{0x0D60L},{0x0539L},{4UL},{0x0539L},{0x0D60L},{0x0D60L},{0x0539L}}};
static int64_t g_52[10] = {6L,6L,6L,6L,6L,6L,6L,6L,6L,6L};
static int32_t g_58 = (-1L);
static volatile uint32_t g_67 = 0x61E80F96L;
static volatile struct S1 g_70 = {-3,985,-8,1642};
static volatile struct S1 * volatile g_71 = (void*)0;
static int32_t * volatile g_99 = &g_58;
static uint32_t g_121 = 4294967286UL;
static int32_t g_124 = 1L;
static int16_t g_139[6][3] = {{1L,1L,(-1L)},{(-8L),(-8L),(-8L)},{1L,1L,(-1L)},{(-8L),(-8L),(-8L)},{1L,1L,(-1L)},{(-8L),(-8L),(-8L)}};
static uint8_t g_176[2] = {0xDEL,0xDEL};
static int64_t g_188 = (-3L);
static uint16_t g_190 = 0xBC63L;
static uint32_t *g_195 = (void*)0;
static uint32_t * const *g_194 = &g_195;
static struct S1 g_196 = {-0,1286,14,504};
static volatile struct S1 g_202 = {1,68,-9,412};
static struct S2 g_210 = {0x8DFBL,0x1B36L,0x39BB3AE07F9E03FELL,0L,{4,1040,11,1946},0x2D2D8D6AL,0xC43D89DCL};
static struct S0 g_236 = {151};
static volatile struct S1 * volatile g_253 = &g_202;
static int32_t *g_257 = &g_124;
static volatile struct S1 g_287 = {-1,645,4,755};
static const union U5 g_316 = {-6L};
static const union U5 *g_319 = &g_316;
static const union U5 ** volatile g_318 = &g_319;
static volatile struct S3 g_322 = {-54,58,-1,-78,-6,0xED2A7C4BL,931,-11,41,-5106};
static uint16_t *g_324 = &g_51[6][8][0];
static uint16_t * volatile * volatile g_323 = &g_324;
static volatile struct S1 g_332 = {-1,332,10,489};
static volatile struct S1 * volatile g_334[2] = {&g_202,&g_202};
static volatile struct S1 g_337 = {-3,189,11,846};
static volatile uint16_t g_348 = 65535UL;
static uint32_t g_375 = 0UL;
static uint64_t g_394[9] = {9UL,9UL,9UL,9UL,9UL,9UL,9UL,9UL,9UL};
static int64_t g_396 = 0L;
static volatile struct S3 g_406 = {28,43,1,-57,-10,5L,12,-10,60,-8342};
static union U5 g_431 = {-1L};
static const volatile struct S1 g_453[10][7][3] = {{{{-4,1431,3,431},{-2,124,8,1595},{0,1081,-1,1761}},{{2,281,-8,676},{4,334,-2,215},{1,308,6,1245}},{{1,1219,11,982},{-2,124,8,1595},{-4,1337,-9,1240}},{{-0,1358,-14,848},{-4,113,-11,2006},{0,823,13,642}},{{-2,134,5,1583},{-2,987,-3,581},{-0,32,-14,1841}},{{4,402,15,543},{-4,47,3,122},{-4,185,2,683}},{{-2,134,5,1583},{0,1081,-1,1761},{-2,987,-3,581}}},{{{-0,1358,-14,848},{-4,185,2,683},{-2,503,-14,873}},{{1,1219,11,982},{-0,1426,-6,225},{-0,1426,-6,225}},{{2,281,-8,676},{-3,80,12,931},{-2,503,-14,873}},{{-4,1431,3,431},{-4,1290,-14,2019},{-2,987,-3,581}},{{0,104,3,24},{0,1341,3,1248},{-4,185,2,683}},{{0,1414,-15,13},{4,232,15,290},{-0,32,-14,1841}},{{0,463,-12,1552},{0,1341,3,1248},{0,823,13,642}}},{{{-1,1062,-11,1629},{-4,1290,-14,2019},{-4,1337,-9,1240}},{{2,675,-7,1427},{-3,80,12,931},{1,308,6,1245}},{{2,926,1,1974},{-0,1426,-6,225},{0,1081,-1,1761}},{{2,675,-7,1427},{-4,185,2,683},{-3,80,12,931}},{{-1,1062,-11,1629},{0,1081,-1,1761},{3,93,8,1563}},{{0,463,-12,1552},{-4,47,3,122},{-4,47,3,122}},{{0,1414,-15,13},{-2,987,-3,581},{3,93,8,1563}}},{{{0,104,3,24},{-4,113,-11,2006},{-3,80,12,931}},{{-4,1431,3,431},{-2,124,8,1595},{0,1081,-1,1761}},{{2,281,-8,676},{4,334,-2,215},{1,308,6,1245}},{{1,1219,11,982},{-2,124,8,1595},{-4,1337,-9,1240}},{{-0,1358,-14,848},{-4,113,-11,2006},{0,823,13,642}},{{-2,134,5,1583},{-2,987,-3,581},{-0,32,-14,1841}},{{4,402,15,543},{-4,47,3,122},{-4,185,2,683}}},{{{-2,134,5,1583},{0,1081,-1,1761},{-2,987,-3,581}},{{-0,1358,-14,848},{-4,185,2,683},{-2,503,-14,873}},{{1,1219,11,982},{-0,1426,-6,225},{-0,1426,-6,225}},{{2,281,-8,676},{-3,80,12,931},{-2,503,-14,873}},{{-4,1431,3,431},{-4,1290,-14,2019},{-2,987,-3,581}},{{0,104,3,24},{0,1341,3,1248},{-4,185,2,683}},{{0,1414,-15,13},{4,232,15,290},{-0,32,-14,1841}}},{{{0,463,-12,1552},{0,1341,3,1248},{0,1145,12,782}},{{4,232,15,290},{3,862,-10,1366},{4,126,-7,1442}},{{0,823,13,642},{-3,1096,-6,1677},{-1,678,9,1974}},{{-4,1401,-13,1286},{-4,386,1,1883},{-0,1230,8,1096}},{{0,823,13,642},{3,964,12,1080},{-3,1096,-6,1677}},{{4,232,15,290},{-0,1230,8,1096},{1,920,12,1821}},{{-4,47,3,122},{2,1308,13,672},{2,1308,13,672}}},{{{-2,124,8,1595},{-0,1008,-8,844},{1,920,12,1821}},{{1,308,6,1245},{4,1045,15,1817},{-3,1096,-6,1677}},{{-0,32,-14,1841},{-2,373,-12,376},{-0,1230,8,1096}},{{0,1341,3,1248},{-4,405,-12,123},{-1,678,9,1974}},{{-0,1426,-6,225},{-2,373,-12,376},{4,126,-7,1442}},{{4,334,-2,215},{4,1045,15,1817},{0,1145,12,782}},{{-4,1337,-9,1240},{-0,1008,-8,844},{-2,268,-2,574}}},{{{4,463,-5,173},{2,1308,13,672},{3,964,12,1080}},{{-4,1337,-9,1240},{-0,1230,8,1096},{-0,1008,-8,844}},{{4,334,-2,215},{3,964,12,1080},{4,225,9,1630}},{{-0,1426,-6,225},{-4,386,1,1883},{-4,386,1,1883}},{{0,1341,3,1248},{-3,1096,-6,1677},{4,225,9,1630}},{{-0,32,-14,1841},{3,862,-10,1366},{-0,1008,-8,844}},{{1,308,6,1245},{3,29,4,1751},{3,964,12,1080}}},{{{-2,124,8,1595},{-3,1013,-13,1794},{-2,268,-2,574}},{{-4,47,3,122},{3,29,4,1751},{0,1145,12,782}},{{4,232,15,290},{3,862,-10,1366},{4,126,-7,1442}},{{0,823,13,642},{-3,1096,-6,1677},{-1,678,9,1974}},{{-4,1401,-13,1286},{-4,386,1,1883},{-0,1230,8,1096}},{{0,823,13,642},{3,964,12,1080},{-3,1096,-6,1677}},{{4,232,15,290},{-0,1230,8,1096},{1,920,12,1821}}},{{{-4,47,3,122},{2,1308,13,672},{2,1308,13,672}},{{-2,124,8,1595},{-0,1008,-8,844},{1,920,12,1821}},{{1,308,6,1245},{4,1045,15,1817},{-3,1096,-6,1677}},{{-0,32,-14,1841},{-2,373,-12,376},{-0,1230,8,1096}},{{0,1341,3,1248},{-4,405,-12,123},{-1,678,9,1974}},{{-0,1426,-6,225},{-2,373,-12,376},{4,126,-7,1442}},{{4,334,-2,215},{4,1045,15,1817},{0,1145,12,782}}}};
static volatile struct S3 g_460 = {-16,45,-2,35,-4,0x71DF8FA9L,167,9,25,7499};
static uint32_t *g_524[2] = {&g_375,&g_375};
static uint32_t **g_523[7] = {&g_524[0],&g_524[0],&g_524[0],&g_524[0],&g_524[0],&g_524[0],&g_524[0]};
static uint64_t *g_543[3] = {&g_394[4],&g_394[4],&g_394[4]};
static int32_t ** volatile g_558 = &g_257;
static struct S2 g_563 = {0UL,0x2851L,0UL,-7L,{-0,1091,-2,1083},1L,0x1A265957L};
static uint64_t g_580 = 0xE81C3F5A2B8BA063LL;
static volatile struct S1 g_583 = {2,670,1,983};
static uint32_t g_589 = 0xEDE130D2L;
static struct S2 g_611 = {65530UL,0x8C7DL,0xF4710967B2B03185LL,-7L,{2,862,6,2013},2L,2UL};
static struct S2 g_619 = {65535UL,65535UL,0xC9DCD7518E83F45FLL,0x70761D4CL,{-0,518,-1,1195},0L,0xEA157B1EL};
static struct S3 g_628 = {-63,4,-3,56,18,-4L,491,-12,55,-6133};
static volatile struct S1 g_701 = {-3,1156,10,1152};
static volatile struct S1 g_774[1] = {{1,1305,-3,872}};
static struct S1 g_924[1] = {{-0,1220,-4,1863}};
static union U4 g_953 = {0x898AC930A3C17B02LL};
static int64_t g_956 = 9L;
static uint8_t g_959[6] = {0x07L,0x07L,0x07L,0x07L,0x07L,0x07L};
static struct S2 g_963[10][6] = {{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL}},{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{0xFA17L,5UL,7UL,0L,{-3,975,11,221},0x9B7AC272L,0UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL}},{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL}},{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{0xFA17L,5UL,7UL,0L,{-3,975,11,221},0x9B7AC272L,0UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL}},{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL}},{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{0xFA17L,5UL,7UL,0L,{-3,975,11,221},0x9B7AC272L,0UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL}},{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL}},{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{0xFA17L,5UL,7UL,0L,{-3,975,11,221},0x9B7AC272L,0UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL}},{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL}},{{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{0xFA17L,5UL,7UL,0L,{-3,975,11,221},0x9B7AC272L,0UL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL},{0x4A36L,0xA7F1L,0xDAD01AEB6E485CEFLL,-1L,{-4,557,1,942},0xF526F802L,8UL},{4UL,65532UL,0x495520EC51F4C6F2LL,0x94133FFFL,{-0,1244,-12,810},0x31C86D91L,0xCEAB8E1CL},{65526UL,0x40B0L,0x8EAF8847C3414DC3LL,2L,{-4,871,-6,688},-10L,4294967295UL}}};
static struct S2 g_965 = {65534UL,1UL,0x6995B18FF02B0A06LL,1L,{3,533,8,2015},0xC003C7DAL,0xEC8138B5L};
static struct S2 *g_964 = &g_965;
static struct S3 g_983 = {-20,59,-3,-7,20,1L,129,-5,4,-12082};
static struct S3 *g_982 = &g_983;
static uint8_t g_990 = 254UL;
static int16_t *g_1010 = &g_139[0][2];
static int64_t g_1027 = (-1L);
static struct S0 g_1035[1] = {{-642}};
static struct S1 g_1048 = {-1,115,0,344};
static struct S1 g_1049 = {-3,388,14,518};
static struct S2 g_1065 = {0x35F6L,4UL,18446744073709551614UL,3L,{3,952,-15,1503},-1L,0UL};
static uint16_t g_1076 = 0x24ADL;
static struct S1 g_1079 = {4,240,5,1224};
static int32_t *g_1088 = &g_2;
static int32_t ** volatile g_1090 = &g_1088;
static struct S3 g_1117 = {15,32,-1,5,19,0x6E35C353L,1101,6,9,-1713};
static struct S3 g_1148 = {-26,11,1,10,-14,0xDB301860L,1213,-6,31,-14201};
static struct S1 g_1173 = {-0,347,0,1251};
static int32_t g_1188 = 1L;
static int64_t g_1189 = 0x8B294BD9D06FA2A8LL;
static int16_t g_1190 = 0x5BB8L;
static int32_t g_1191 = 0xB27FAF1EL;
static uint8_t g_1192[9] = {0x7DL,0x7DL,0x87L,0x7DL,0x7DL,0x87L,0x7DL,0x7DL,0x87L};
static volatile struct S3 g_1195[5][1] = {{{6,23,-0,-83,6,0x95C73E8BL,1156,14,31,-9793}},{{9,55,-1,59,14,8L,788,-8,36,-5850}},{{6,23,-0,-83,6,0x95C73E8BL,1156,14,31,-9793}},{{9,55,-1,59,14,8L,788,-8,36,-5850}},{{6,23,-0,-83,6,0x95C73E8BL,1156,14,31,-9793}}};
static volatile struct S1 g_1200 = {4,251,-14,275};
static volatile struct S1 g_1224 = {-3,331,15,615};
static struct S1 g_1251 = {2,1068,13,1509};
static struct S1 g_1253 = {2,955,-4,1949};
static union U4 g_1349 = {0x6229F2AF03B56916LL};
static volatile struct S1 g_1364[7][6] = {{{1,53,4,1233},{2,1056,4,60},{1,53,4,1233},{-2,1249,-8,196},{-2,1249,-8,196},{1,53,4,1233}},{{3,102,0,459},{3,102,0,459},{-2,1249,-8,196},{-2,265,-6,1685},{-2,1249,-8,196},{3,102,0,459}},{{-2,1249,-8,196},{2,1056,4,60},{-2,265,-6,1685},{-2,265,-6,1685},{2,1056,4,60},{-2,1249,-8,196}},{{3,102,0,459},{-2,1249,-8,196},{-2,265,-6,1685},{-2,1249,-8,196},{3,102,0,459},{3,102,0,459}},{{1,53,4,1233},{-2,1249,-8,196},{-2,1249,-8,196},{1,53,4,1233},{2,1056,4,60},{1,53,4,1233}},{{1,53,4,1233},{2,1056,4,60},{1,53,4,1233},{-2,1249,-8,196},{-2,1249,-8,196},{1,53,4,1233}},{{3,102,0,459},{3,102,0,459},{-2,1249,-8,196},{-2,265,-6,1685},{-2,1249,-8,196},{3,102,0,459}}};
static volatile struct S1 * volatile g_1365 = &g_1200;
static union U4 g_1368 = {0L};
static volatile struct S1 g_1432 = {0,1400,-3,1976};
static volatile struct S1 *g_1431 = &g_1432;
static volatile struct S1 g_1433 = {3,1286,8,640};
static volatile struct S1 g_1434 = {-2,1430,7,1385};
static struct S1 g_1435[3] = {{4,784,12,1311},{4,784,12,1311},{4,784,12,1311}};
static struct S1 g_1436 = {1,574,13,1596};
static int32_t ** volatile g_1437 = &g_1088;
static uint16_t g_1469[9][4][1] = {{{0x34F7L},{0x5886L},{0xEACDL},{3UL}},{{0xEACDL},{0x5886L},{0x34F7L},{0x5886L}},{{0xEACDL},{3UL},{0xEACDL},{0x5886L}},{{0x34F7L},{0x5886L},{0xEACDL},{3UL}},{{0xEACDL},{0x5886L},{0x34F7L},{0x5886L}},{{0xEACDL},{3UL},{0xEACDL},{0x5886L}},{{0x34F7L},{0x5886L},{0xEACDL},{3UL}},{{0xEACDL},{0x5886L},{0x34F7L},{0x5886L}},{{0xEACDL},{3UL},{0xEACDL},{0x5886L}}};
static struct S1 g_1471 = {-2,1383,13,1338};
static volatile struct S1 g_1473 = {-2,413,9,872};
static volatile struct S1 g_1491 = {2,1230,10,883};
static volatile struct S1 g_1512 = {2,824,11,568};
static volatile struct S3 g_1514 = {-44,0,3,-1,-3,-5L,467,13,22,-397};
static struct S1 g_1536[9][7] = {{{4,969,-0,325},{4,990,12,51},{-3,460,-4,818},{4,990,12,51},{4,969,-0,325},{2,1342,-2,91},{-0,865,0,341}},{{4,493,-7,1915},{1,1045,-9,376},{-3,460,-4,818},{-1,366,8,989},{4,990,12,51},{2,551,-8,873},{2,606,-12,1645}},{{-1,366,8,989},{-3,719,1,1941},{-0,1443,-3,51},{2,551,-8,873},{2,551,-8,873},{-0,1443,-3,51},{-3,719,1,1941}},{{4,493,-7,1915},{-1,366,8,989},{1,1045,-9,376},{-0,865,0,341},{-2,937,-0,632},{-0,1443,-3,51},{2,1342,-2,91}},{{4,969,-0,325},{-2,722,1,1117},{-3,1410,-5,1415},{-3,460,-4,818},{2,165,-2,453},{2,551,-8,873},{2,165,-2,453}},{{-0,865,0,341},{2,165,-2,453},{2,165,-2,453},{-0,865,0,341},{1,455,14,1494},{2,1342,-2,91},{-3,460,-4,818}},{{2,1342,-2,91},{2,165,-2,453},{4,969,-0,325},{2,551,-8,873},{4,493,-7,1915},{1,455,14,1494},{4,990,12,51}},{{-3,460,-4,818},{-2,722,1,1117},{2,1342,-2,91},{-1,366,8,989},{2,1342,-2,91},{-2,722,1,1117},{-3,460,-4,818}},{{-2,937,-0,632},{-1,366,8,989},{-2,722,1,1117},{4,990,12,51},{2,1342,-2,91},{-3,719,1,1941},{2,165,-2,453}}};
static const struct S1 g_1585 = {3,733,5,1000};
static int32_t ** volatile g_1605 = &g_257;
static volatile struct S1 g_1606 = {-4,898,4,978};
static struct S0 *g_1628[8] = {&g_236,&g_1035[0],&g_236,&g_1035[0],&g_236,&g_1035[0],&g_236,&g_1035[0]};
static uint32_t g_1650 = 0x41446B1EL;
static int64_t *g_1661 = &g_34;
static struct S1 g_1685[2][3] = {{{1,212,-9,1706},{1,212,-9,1706},{1,212,-9,1706}},{{1,212,-9,1706},{1,212,-9,1706},{1,212,-9,1706}}};
static uint32_t g_1693 = 4294967295UL;
static struct S1 g_1775 = {-4,275,-9,947};
static const volatile int16_t g_1783 = (-10L);
static const volatile int16_t * const g_1782 = &g_1783;
static const volatile int16_t * const volatile *g_1781 = &g_1782;
static const volatile int16_t * const volatile **g_1780[8][7] = {{&g_1781,&g_1781,&g_1781,&g_1781,&g_1781,&g_1781,&g_1781},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1781,&g_1781,&g_1781,&g_1781,&g_1781,&g_1781,&g_1781},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1781,&g_1781,&g_1781,&g_1781,&g_1781,&g_1781,&g_1781},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1781,&g_1781,&g_1781,&g_1781,&g_1781,&g_1781,&g_1781},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static int8_t g_1785 = 0xF4L;
static int32_t ** volatile g_1810 = &g_1088;
static struct S3 g_1861 = {-0,32,2,17,-10,-5L,1339,-3,28,-9760};
static struct S1 g_1863 = {-3,117,-13,1248};
static volatile struct S2 g_1870[7][4] = {{{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L}},{{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL}},{{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L},{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L},{0xC6E6L,0UL,0x13FB64DDDC8850DCLL,1L,{1,855,7,516},0xACA149BEL,4294967295UL},{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L}},{{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L}},{{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL}},{{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L},{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L},{0xC6E6L,0UL,0x13FB64DDDC8850DCLL,1L,{1,855,7,516},0xACA149BEL,4294967295UL},{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L}},{{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{5UL,0x3AA9L,0x6F9A64437178F276LL,0x6AD9323FL,{-2,846,-3,606},0x0FB04902L,3UL},{65535UL,4UL,0x1D5CBCD5D452B219LL,0x23F64273L,{-2,1021,15,1375},0x3CF7514CL,0xB2BEF3D6L}}};
static volatile struct S1 g_1871 = {1,1400,-2,1926};
static int32_t ** volatile g_1876 = &g_1088;
static union U4 g_1882 = {-1L};
static uint32_t ***g_1896[2][7][1] = {{{&g_523[4]},{(void*)0},{&g_523[3]},{(void*)0},{&g_523[4]},{&g_523[3]},{&g_523[3]}},{{&g_523[4]},{(void*)0},{&g_523[3]},{(void*)0},{&g_523[4]},{&g_523[3]},{&g_523[3]}}};
static uint64_t g_1907 = 0xB98C29549427E958LL;
static volatile struct S1 g_1990 = {-1,187,15,1993};
static int32_t g_2011 = 0xC6862680L;
static volatile uint8_t g_2032 = 249UL;
static volatile int8_t g_2092[10] = {1L,0xFBL,(-1L),(-1L),0xFBL,1L,0xFBL,(-1L),(-1L),0xFBL};
static struct S2 g_2106 = {0x4122L,65535UL,3UL,-1L,{-2,92,2,906},0xECEB2CFBL,0x1589A458L};
static const struct S1 g_2110 = {-2,410,1,183};
static struct S1 g_2130 = {3,562,-2,320};
static volatile struct S1 g_2134 = {2,1033,2,290};
static volatile int32_t g_2141 = (-5L);
static struct S2 g_2165 = {0UL,65526UL,2UL,0x4B7AEA88L,{-1,1252,6,1107},1L,0xFF8C8359L};
static struct S1 g_2181 = {-2,613,13,710};
static struct S2 **g_2189[2] = {&g_964,&g_964};
static struct S2 ***g_2188 = &g_2189[1];
static volatile struct S2 g_2196[4] = {{0x89D4L,0xB81CL,18446744073709551615UL,-1L,{0,733,0,177},0x28050347L,1UL},{0x89D4L,0xB81CL,18446744073709551615UL,-1L,{0,733,0,177},0x28050347L,1UL},{0x89D4L,0xB81CL,18446744073709551615UL,-1L,{0,733,0,177},0x28050347L,1UL},{0x89D4L,0xB81CL,18446744073709551615UL,-1L,{0,733,0,177},0x28050347L,1UL}};
static uint32_t g_2201 = 0UL;
static struct S1 g_2212 = {-2,704,10,1499};
static volatile struct S1 g_2230 = {4,821,-1,1283};
static struct S1 g_2255 = {-3,127,-3,1849};
static struct S1 g_2256 = {-3,455,-4,834};
static struct S2 g_2299 = {0x48E9L,0x4F0BL,18446744073709551615UL,0x4F16CA5DL,{0,989,15,1409},1L,0x7878CAF9L};
static int32_t ** volatile g_2316 = &g_257;
static union U4 *g_2327 = &g_1349;
static union U4 **g_2326 = &g_2327;
static int8_t g_2336 = 0x47L;
static volatile struct S1 g_2353 = {2,567,10,1522};
static uint32_t g_2390 = 0x1089C80DL;
static const struct S1 g_2554 = {0,150,11,1674};
static struct S3 g_2571 = {-7,47,-2,-74,13,1L,1313,10,4,-1189};
static const struct S1 g_2578 = {-2,768,-10,835};
static const uint16_t * volatile g_2641 = &g_51[0][0][0];
static const uint16_t * volatile *g_2640[3] = {&g_2641,&g_2641,&g_2641};
static const uint16_t * volatile * volatile * const g_2639 = &g_2640[2];
static const uint16_t * volatile * volatile * const * const volatile g_2638[7][6][4] = {{{&g_2639,&g_2639,&g_2639,&g_2639},{(void*)0,&g_2639,&g_2639,&g_2639},{(void*)0,&g_2639,(void*)0,&g_2639},{&g_2639,&g_2639,(void*)0,&g_2639},{&g_2639,&g_2639,&g_2639,&g_2639},{&g_2639,&g_2639,&g_2639,(void*)0}},{{&g_2639,&g_2639,(void*)0,&g_2639},{&g_2639,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_2639,&g_2639},{(void*)0,&g_2639,&g_2639,(void*)0},{&g_2639,&g_2639,&g_2639,&g_2639},{&g_2639,&g_2639,&g_2639,&g_2639}},{{(void*)0,&g_2639,&g_2639,&g_2639},{(void*)0,&g_2639,(void*)0,&g_2639},{&g_2639,&g_2639,(void*)0,&g_2639},{&g_2639,&g_2639,&g_2639,&g_2639},{&g_2639,&g_2639,&g_2639,(void*)0},{&g_2639,&g_2639,(void*)0,&g_2639}},{{&g_2639,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_2639,&g_2639},{(void*)0,&g_2639,&g_2639,(void*)0},{&g_2639,&g_2639,&g_2639,&g_2639},{&g_2639,&g_2639,&g_2639,&g_2639},{(void*)0,&g_2639,&g_2639,&g_2639}},{{(void*)0,&g_2639,(void*)0,&g_2639},{&g_2639,&g_2639,(void*)0,&g_2639},{&g_2639,&g_2639,&g_2639,&g_2639},{&g_2639,&g_2639,&g_2639,(void*)0},{&g_2639,&g_2639,(void*)0,&g_2639},{&g_2639,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,&g_2639,&g_2639},{(void*)0,&g_2639,&g_2639,(void*)0},{&g_2639,&g_2639,&g_2639,&g_2639},{&g_2639,&g_2639,&g_2639,&g_2639},{(void*)0,&g_2639,&g_2639,&g_2639},{(void*)0,&g_2639,(void*)0,&g_2639}},{{&g_2639,&g_2639,(void*)0,&g_2639},{&g_2639,&g_2639,&g_2639,&g_2639},{&g_2639,&g_2639,&g_2639,(void*)0},{&g_2639,&g_2639,(void*)0,&g_2639},{&g_2639,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_2639,&g_2639}}};
static const uint16_t * volatile * volatile * const * volatile g_2643 = &g_2639;
static const struct S1 g_2644 = {-3,248,5,1293};
static volatile struct S1 g_2673 = {-0,588,-15,1670};
static int32_t * volatile g_2802 = &g_1191;
static union U5 *g_2804 = (void*)0;
static union U5 g_2807 = {0xB4L};
static int16_t *g_2809 = &g_1190;
static volatile struct S1 g_2814 = {-1,1418,-4,563};
static volatile struct S3 g_2818 = {55,37,-0,32,-0,-8L,483,14,8,-10321};
static uint32_t g_2837[4][1][9] = {{{0UL,0x92FF7A07L,18446744073709551615UL,0x670218B4L,0x670218B4L,0xDDBAC251L,1UL,0x466846E2L,18446744073709551615UL}},{{18446744073709551615UL,0x4FFB3354L,0x466846E2L,0x92FF7A07L,1UL,1UL,0x92FF7A07L,0x466846E2L,0x4FFB3354L}},{{0x670218B4L,0x466846E2L,18446744073709551615UL,18446744073709551615UL,0x56029E47L,0UL,0UL,0x56029E47L,18446744073709551615UL}},{{0x670218B4L,1UL,0x670218B4L,0UL,0x92FF7A07L,18446744073709551615UL,0xDDBAC251L,0xDDBAC251L,18446744073709551615UL}}};
static const struct S1 *g_2841 = (void*)0;
static const struct S1 ** volatile g_2840 = &g_2841;
static struct S2 g_2859 = {1UL,0x601AL,0xEFC91DACB30E0681LL,6L,{-4,413,-4,1638},0x52B37751L,8UL};
static struct S0 ** volatile g_2885 = &g_1628[7];
static struct S1 g_2905 = {0,814,-12,1719};
static volatile struct S1 g_2906 = {0,946,-0,1095};
static volatile int64_t g_2942 = 2L;
static volatile struct S1 g_2947[6] = {{-1,1097,12,145},{4,5,15,1878},{4,5,15,1878},{-1,1097,12,145},{4,5,15,1878},{4,5,15,1878}};
static union U4 g_2985 = {-1L};
static volatile struct S3 g_3074[4] = {{24,12,1,-38,-7,0xA8CE7A55L,1126,-13,10,3677},{24,12,1,-38,-7,0xA8CE7A55L,1126,-13,10,3677},{24,12,1,-38,-7,0xA8CE7A55L,1126,-13,10,3677},{24,12,1,-38,-7,0xA8CE7A55L,1126,-13,10,3677}};
static volatile struct S1 g_3137[4][8][8] = {{{{-1,1412,10,1010},{2,1054,7,2022},{-3,1063,6,1010},{4,49,-10,423},{0,185,9,303},{-3,1063,6,1010},{4,1227,-8,625},{3,292,4,1955}},{{-0,1357,-9,1472},{1,1166,9,258},{-3,1240,-0,1847},{3,249,15,14},{2,972,2,1235},{4,1376,-3,543},{0,185,9,303},{-3,1240,-0,1847}},{{-1,664,-8,904},{-2,311,-7,343},{2,752,9,731},{4,123,-11,440},{3,249,15,14},{0,832,9,701},{-0,1357,-9,1472},{-0,853,-14,722}},{{-4,786,-9,593},{2,368,7,777},{2,1303,-5,619},{-3,1063,6,1010},{-1,506,9,534},{-3,1063,6,1010},{2,1303,-5,619},{2,368,7,777}},{{-0,853,-14,722},{4,1227,-8,625},{-0,1065,15,19},{2,937,11,1361},{3,501,-13,714},{2,1303,-5,619},{-2,114,6,576},{4,1253,-1,1071}},{{1,1283,5,497},{-2,114,6,576},{0,401,1,164},{2,1245,-13,782},{-0,853,-14,722},{3,773,-13,1733},{-2,114,6,576},{3,292,4,1955}},{{-3,873,-2,1740},{2,1245,-13,782},{-0,1065,15,19},{2,1303,-5,619},{-2,311,-7,343},{2,972,2,1235},{2,1303,-5,619},{-3,1330,-6,72}},{{-2,311,-7,343},{2,972,2,1235},{2,1303,-5,619},{-3,1330,-6,72},{-1,628,-1,1237},{-3,873,-2,1740},{-0,1357,-9,1472},{-0,1386,0,1405}}},{{{1,1091,-0,1763},{-0,853,-14,722},{2,752,9,731},{-2,1312,14,1847},{-2,114,6,576},{0,888,-7,360},{0,185,9,303},{3,249,15,14}},{{2,1303,-5,619},{-1,529,14,450},{-3,1240,-0,1847},{-0,1065,15,19},{2,1054,7,2022},{2,1303,-5,619},{4,1227,-8,625},{-3,1330,-6,72}},{{-2,1312,14,1847},{2,672,10,1825},{-3,1063,6,1010},{-0,853,-14,722},{1,1166,9,258},{-4,786,-9,593},{-1,506,9,534},{-1,1412,10,1010}},{{-3,1329,3,158},{3,249,15,14},{-4,54,12,1629},{2,1245,-13,782},{-2,311,-7,343},{2,490,8,985},{2,368,7,777},{4,123,-11,440}},{{4,1376,-3,543},{-2,311,-7,343},{-0,1386,0,1405},{-3,1240,-0,1847},{2,368,7,777},{-1,376,-7,751},{-1,376,-7,751},{2,368,7,777}},{{-2,1312,14,1847},{4,49,-10,423},{4,49,-10,423},{-2,1312,14,1847},{4,1227,-8,625},{-1,1412,10,1010},{3,249,15,14},{2,1303,-5,619}},{{-0,853,-14,722},{-3,680,3,716},{-4,596,-14,1729},{4,123,-11,440},{-2,114,6,576},{1,742,-6,1849},{-1,529,14,450},{2,937,11,1361}},{{3,523,4,174},{-3,680,3,716},{-3,1063,6,1010},{-0,1386,0,1405},{2,1245,-13,782},{-1,1412,10,1010},{-0,289,-0,1088},{3,292,4,1955}}},{{{-2,311,-7,343},{4,49,-10,423},{3,133,13,1111},{0,185,9,303},{2,972,2,1235},{-1,376,-7,751},{2,1245,-13,782},{3,133,13,1111}},{{-2,47,7,316},{-2,311,-7,343},{-4,559,6,1126},{-3,301,-12,739},{-0,853,-14,722},{2,490,8,985},{-0,1357,-9,1472},{0,185,9,303}},{{3,599,11,303},{3,249,15,14},{1,1166,9,258},{-3,1063,6,1010},{-3,873,-2,1740},{-4,596,-14,1729},{-0,1079,-1,1825},{-4,786,-9,593}},{{3,599,11,303},{3,55,13,1928},{-2,1254,8,662},{2,672,10,1825},{3,55,13,1928},{0,888,-7,360},{4,1376,-3,543},{3,510,0,1584}},{{-0,1442,0,1285},{-3,873,-2,1740},{4,123,-11,440},{-1,1412,10,1010},{3,523,4,174},{-3,1330,-6,72},{-3,873,-2,1740},{-3,1240,-0,1847}},{{3,1221,0,332},{3,599,11,303},{3,510,0,1584},{1,1031,11,98},{2,1303,-5,619},{-3,271,5,557},{3,773,-13,1733},{3,501,-13,714}},{{1,1166,9,258},{1,742,-6,1849},{0,401,1,164},{2,672,10,1825},{0,401,1,164},{1,742,-6,1849},{1,1166,9,258},{-0,1079,-1,1825}},{{-3,1240,-0,1847},{-4,786,-9,593},{1,1091,-0,1763},{4,1253,-1,1071},{4,1376,-3,543},{0,644,9,884},{-1,1412,10,1010},{-3,1063,6,1010}}},{{{0,888,-7,360},{3,195,7,1314},{0,504,0,218},{3,510,0,1584},{4,1376,-3,543},{0,888,-7,360},{3,55,13,1928},{2,672,10,1825}},{{-3,1240,-0,1847},{0,251,3,754},{-4,54,12,1629},{-3,1063,6,1010},{0,401,1,164},{-4,54,12,1629},{-1,376,-7,751},{-3,1003,-4,1141}},{{1,1166,9,258},{-1,1412,10,1010},{-2,114,6,576},{3,523,4,174},{2,1303,-5,619},{2,1245,-13,782},{-3,1063,6,1010},{1,969,2,263}},{{3,1221,0,332},{2,1303,-5,619},{-0,1079,-1,1825},{0,504,0,218},{3,523,4,174},{2,752,9,731},{-4,559,6,1126},{3,599,11,303}},{{-0,1442,0,1285},{1,1031,11,98},{0,888,-7,360},{4,1253,-1,1071},{3,55,13,1928},{-4,54,12,1629},{3,599,11,303},{1,1031,11,98}},{{3,599,11,303},{-1,376,-7,751},{-3,680,3,716},{1,969,2,263},{-3,873,-2,1740},{1,1283,5,497},{3,195,7,1314},{4,1227,-8,625}},{{-1,414,-0,1990},{3,195,7,1314},{-4,54,12,1629},{-0,1079,-1,1825},{3,599,11,303},{-1,110,-5,937},{2,490,8,985},{-3,1240,-0,1847}},{{4,49,-10,423},{-0,1079,-1,1825},{4,1234,-6,409},{3,599,11,303},{1,742,-6,1849},{1,742,-6,1849},{3,599,11,303},{4,1234,-6,409}}}};
static uint8_t *g_3157 = &g_990;
static uint8_t * volatile *g_3156 = &g_3157;
static struct S2 g_3165 = {65535UL,0xA47DL,18446744073709551615UL,0x32DF51E6L,{0,863,-13,197},0L,4294967291UL};
static const int32_t g_3170 = 0x02D9ED9AL;
static const volatile struct S1 g_3248 = {4,423,-0,2031};
static volatile struct S1 g_3256[8] = {{-4,1330,-0,151},{-4,1330,-0,151},{-3,460,3,56},{-4,1330,-0,151},{-4,1330,-0,151},{-3,460,3,56},{-4,1330,-0,151},{-4,1330,-0,151}};
static volatile struct S3 *g_3268 = &g_3074[3];
static volatile struct S3 ** volatile g_3267[5] = {&g_3268,&g_3268,&g_3268,&g_3268,&g_3268};
static volatile struct S3 ** volatile *g_3266 = &g_3267[3];
static volatile struct S3 ** volatile ** const volatile g_3265 = &g_3266;
static struct S0 g_3310 = {1803};
static struct S1 g_3319[1] = {{0,114,7,1081}};
static volatile struct S1 g_3339 = {3,770,-15,1817};
static struct S2 g_3340 = {0xE0CAL,6UL,0UL,-7L,{4,947,-7,1080},-3L,1UL};
static struct S1 g_3362 = {-2,398,4,1284};
static struct S1 g_3365[8][8] = {{{-2,213,-6,59},{1,567,3,1153},{0,1425,7,645},{-2,213,-6,59},{1,380,-1,378},{1,380,-1,378},{-2,213,-6,59},{0,1425,7,645}},{{-4,1282,15,735},{-4,1282,15,735},{-2,232,-13,121},{1,857,-1,1310},{-2,213,-6,59},{-2,232,-13,121},{-2,213,-6,59},{1,857,-1,1310}},{{0,1425,7,645},{1,857,-1,1310},{0,1425,7,645},{1,380,-1,378},{1,857,-1,1310},{1,567,3,1153},{1,567,3,1153},{1,857,-1,1310}},{{1,857,-1,1310},{1,567,3,1153},{1,567,3,1153},{1,857,-1,1310},{1,380,-1,378},{0,1425,7,645},{1,857,-1,1310},{0,1425,7,645}},{{1,857,-1,1310},{-2,213,-6,59},{-2,232,-13,121},{-2,213,-6,59},{1,857,-1,1310},{-2,232,-13,121},{-4,1282,15,735},{-4,1282,15,735}},{{0,1425,7,645},{-2,213,-6,59},{1,380,-1,378},{1,380,-1,378},{-2,213,-6,59},{0,1425,7,645},{1,567,3,1153},{-2,213,-6,59}},{{-4,1282,15,735},{1,567,3,1153},{1,380,-1,378},{-4,1282,15,735},{1,380,-1,378},{1,567,3,1153},{-4,1282,15,735},{0,1425,7,645}},{{-2,213,-6,59},{1,857,-1,1310},{-2,232,-13,121},{-4,1282,15,735},{-4,1282,15,735},{-2,232,-13,121},{1,857,-1,1310},{-2,213,-6,59}}};
static struct S1 g_3367 = {-4,346,0,132};
static volatile struct S3 g_3384 = {-9,29,1,55,-12,-1L,255,12,45,1710};
static volatile struct S1 * volatile g_3427[3][4] = {{&g_2134,&g_3256[0],&g_2134,&g_2947[2]},{&g_2134,&g_2134,&g_3256[0],&g_2134},{&g_2134,&g_2947[2],&g_2947[2],&g_2134}};
static int32_t g_3439 = 5L;
static uint16_t **g_3457 = &g_324;
static uint16_t ***g_3456 = &g_3457;
static uint16_t ****g_3455 = &g_3456;
static uint16_t *****g_3454 = &g_3455;
static int32_t ** volatile g_3492 = &g_1088;
static struct S2 g_3498 = {0xE1E4L,0xB3F7L,0x731E7A8AA2D6FC85LL,1L,{-3,555,-10,1163},0x81848148L,0x060C8D2DL};
static volatile struct S3 g_3512[9] = {{33,13,3,87,-7,0x8C70025BL,592,15,6,9075},{33,13,3,87,-7,0x8C70025BL,592,15,6,9075},{33,13,3,87,-7,0x8C70025BL,592,15,6,9075},{33,13,3,87,-7,0x8C70025BL,592,15,6,9075},{33,13,3,87,-7,0x8C70025BL,592,15,6,9075},{33,13,3,87,-7,0x8C70025BL,592,15,6,9075},{33,13,3,87,-7,0x8C70025BL,592,15,6,9075},{33,13,3,87,-7,0x8C70025BL,592,15,6,9075},{33,13,3,87,-7,0x8C70025BL,592,15,6,9075}};
static struct S1 g_3513[5][6][8] = {{{{-4,431,-9,1583},{-2,1187,14,1269},{-4,431,-9,1583},{-1,993,11,1708},{4,1317,6,688},{3,1215,-4,1958},{0,569,-9,512},{-3,1177,8,364}},{{1,1141,-14,1887},{-4,431,-9,1583},{2,564,-6,35},{-0,91,-8,670},{-4,1377,-14,74},{-3,1336,-2,637},{4,1317,6,688},{0,234,-13,1945}},{{1,1141,-14,1887},{4,1317,6,688},{3,1049,10,1871},{0,408,-11,2000},{4,1317,6,688},{-2,417,4,440},{-2,1187,14,1269},{2,451,-15,406}},{{-4,431,-9,1583},{-2,1277,4,717},{-3,1336,-2,637},{-4,692,6,501},{-3,598,-7,385},{4,364,9,164},{-0,659,15,2000},{-4,115,12,1763}},{{-2,162,-1,923},{0,380,1,1478},{4,364,9,164},{-2,1187,14,1269},{1,435,-4,1443},{-4,692,6,501},{0,1323,-4,404},{0,380,1,1478}},{{-3,1177,8,364},{1,352,9,1260},{2,5,3,1256},{0,408,-11,2000},{-4,115,12,1763},{2,1003,-12,299},{-2,162,-1,923},{4,1317,6,688}}},{{{1,215,-6,1653},{0,294,15,327},{0,380,1,1478},{3,1037,4,2029},{-3,1177,8,364},{-4,1377,-14,74},{-4,1377,-14,74},{-3,1177,8,364}},{{1,976,-2,1976},{3,1037,4,2029},{3,1037,4,2029},{1,976,-2,1976},{0,380,1,1478},{-2,191,7,746},{0,1323,-4,404},{2,1030,14,1675}},{{2,451,-15,406},{-4,115,12,1763},{-1,915,8,1135},{1,1141,-14,1887},{-1,725,-4,227},{-0,1085,-15,1911},{-3,1177,8,364},{0,294,15,327}},{{-4,692,6,501},{-4,115,12,1763},{-3,1336,-2,637},{2,564,-6,35},{4,712,12,157},{-2,191,7,746},{-4,692,6,501},{0,408,-11,2000}},{{1,352,9,1260},{3,1037,4,2029},{1,215,-6,1653},{-4,115,12,1763},{-1,993,11,1708},{-4,1377,-14,74},{4,1317,6,688},{-0,0,11,1824}},{{-2,1277,4,717},{0,294,15,327},{-0,1434,-12,708},{-1,725,-4,227},{1,976,-2,1976},{2,1003,-12,299},{-1,725,-4,227},{-3,598,-7,385}}},{{{1,435,-4,1443},{1,352,9,1260},{-4,431,-9,1583},{-0,0,11,1824},{4,712,12,157},{-4,692,6,501},{2,564,-6,35},{0,1323,-4,404}},{{-2,1187,14,1269},{0,380,1,1478},{1,435,-4,1443},{4,712,12,157},{0,569,-9,512},{4,364,9,164},{-0,91,-8,670},{4,364,9,164}},{{2,451,-15,406},{-2,1277,4,717},{2,1003,-12,299},{-2,1277,4,717},{2,451,-15,406},{-2,417,4,440},{-4,1362,1,855},{-3,598,-7,385}},{{-1,993,11,1708},{4,1317,6,688},{3,1215,-4,1958},{0,569,-9,512},{-3,1177,8,364},{-3,1336,-2,637},{1,215,-6,1653},{-2,1277,4,717}},{{0,408,-11,2000},{-4,431,-9,1583},{3,1215,-4,1958},{-4,115,12,1763},{-2,191,7,746},{3,1215,-4,1958},{-4,1362,1,855},{1,215,-6,1653}},{{-3,1177,8,364},{-2,1187,14,1269},{2,1003,-12,299},{-3,598,-7,385},{1,352,9,1260},{1,660,-10,1097},{-0,91,-8,670},{0,294,15,327}}},{{{-4,1377,-14,74},{-1,725,-4,227},{1,435,-4,1443},{2,1030,14,1675},{-3,598,-7,385},{0,234,-13,1945},{2,564,-6,35},{1,1141,-14,1887}},{{-4,1362,1,855},{-4,692,6,501},{-4,431,-9,1583},{1,976,-2,1976},{0,234,-13,1945},{3,1215,-4,1958},{-1,725,-4,227},{-0,659,15,2000}},{{1,1141,-14,1887},{-4,1362,1,855},{-0,1434,-12,708},{-0,91,-8,670},{-2,162,-1,923},{-4,357,-14,366},{4,1317,6,688},{4,1317,6,688}},{{2,1030,14,1675},{4,1317,6,688},{1,215,-6,1653},{1,215,-6,1653},{0,569,-9,512},{-0,1434,-12,708},{2,661,14,628},{-0,0,11,1824}},{{-0,659,15,2000},{2,5,3,1256},{-3,374,6,1172},{3,1215,-4,1958},{3,1049,10,1871},{4,696,-4,564},{-2,191,7,746},{-4,357,-14,366}},{{4,1304,1,339},{-0,0,11,1824},{-2,1187,14,1269},{3,1215,-4,1958},{-4,1377,-14,74},{0,294,15,327},{-4,692,6,501},{-0,0,11,1824}}},{{{2,1269,-15,651},{-4,1377,-14,74},{1,492,0,987},{2,1003,-12,299},{-3,1336,-2,637},{-0,1085,-15,1911},{2,1032,-7,1196},{0,569,-9,512}},{{-1,993,11,1708},{-2,417,4,440},{-4,1414,-8,281},{1,435,-4,1443},{2,1269,-15,651},{2,1032,-7,1196},{4,1304,1,339},{2,1269,-15,651}},{{-4,431,-9,1583},{1,435,-4,1443},{1,352,9,1260},{-4,431,-9,1583},{-0,0,11,1824},{4,712,12,157},{-4,692,6,501},{2,564,-6,35}},{{-4,1414,-8,281},{-3,1336,-2,637},{4,696,-4,564},{-0,1434,-12,708},{4,364,9,164},{3,40,-12,320},{2,1269,-15,651},{2,1030,14,1675}},{{3,1215,-4,1958},{-4,357,-14,366},{-3,374,6,1172},{1,215,-6,1653},{-3,374,6,1172},{-4,357,-14,366},{3,1215,-4,1958},{2,1003,-12,299}},{{-4,1377,-14,74},{1,435,-4,1443},{1,976,-2,1976},{-3,1336,-2,637},{-4,431,-9,1583},{4,1443,-5,1283},{0,569,-9,512},{3,1037,4,2029}}}};
static struct S2 g_3524[2][6][3] = {{{{0x5610L,0x94B8L,0x4E9C5BA8B9849CE2LL,-6L,{-1,495,-3,1320},1L,1UL},{0x5610L,0x94B8L,0x4E9C5BA8B9849CE2LL,-6L,{-1,495,-3,1320},1L,1UL},{0xBCABL,1UL,0x2D5B5A9362712EE1LL,0L,{-4,369,-1,294},-1L,4294967292UL}},{{0UL,1UL,18446744073709551615UL,-2L,{-3,1173,15,121},0xEB2F1CACL,5UL},{1UL,1UL,2UL,0L,{4,825,-6,336},0x1BA75424L,1UL},{0UL,1UL,18446744073709551615UL,-2L,{-3,1173,15,121},0xEB2F1CACL,5UL}},{{0x5610L,0x94B8L,0x4E9C5BA8B9849CE2LL,-6L,{-1,495,-3,1320},1L,1UL},{0x4CE1L,65528UL,0x11FBB39ABA024B87LL,-10L,{-2,1057,9,35},1L,4294967287UL},{0x4CE1L,65528UL,0x11FBB39ABA024B87LL,-10L,{-2,1057,9,35},1L,4294967287UL}},{{0x5D18L,0xD432L,0xCF3D0B7BEF6D3904LL,1L,{4,397,-1,749},0xFFA5988EL,0xE54232FBL},{1UL,1UL,2UL,0L,{4,825,-6,336},0x1BA75424L,1UL},{0xD620L,0xD62EL,0x1F0FA8BD899DA91ALL,0x09D93AB9L,{0,1000,7,777},1L,0x7CBCFC96L}},{{7UL,0x4ECBL,0x73A215C43BA907FCLL,0x5CF33814L,{3,1107,-11,1031},-1L,0x6463F717L},{0x5610L,0x94B8L,0x4E9C5BA8B9849CE2LL,-6L,{-1,495,-3,1320},1L,1UL},{0x4CE1L,65528UL,0x11FBB39ABA024B87LL,-10L,{-2,1057,9,35},1L,4294967287UL}},{{0UL,1UL,18446744073709551615UL,-2L,{-3,1173,15,121},0xEB2F1CACL,5UL},{0x1F2CL,0x3B28L,1UL,-2L,{1,1048,11,561},0L,4294967295UL},{0UL,1UL,18446744073709551615UL,-2L,{-3,1173,15,121},0xEB2F1CACL,5UL}}},{{{7UL,0x4ECBL,0x73A215C43BA907FCLL,0x5CF33814L,{3,1107,-11,1031},-1L,0x6463F717L},{0x4CE1L,65528UL,0x11FBB39ABA024B87LL,-10L,{-2,1057,9,35},1L,4294967287UL},{0xBCABL,1UL,0x2D5B5A9362712EE1LL,0L,{-4,369,-1,294},-1L,4294967292UL}},{{0x5D18L,0xD432L,0xCF3D0B7BEF6D3904LL,1L,{4,397,-1,749},0xFFA5988EL,0xE54232FBL},{0x1F2CL,0x3B28L,1UL,-2L,{1,1048,11,561},0L,4294967295UL},{0xD620L,0xD62EL,0x1F0FA8BD899DA91ALL,0x09D93AB9L,{0,1000,7,777},1L,0x7CBCFC96L}},{{0x5610L,0x94B8L,0x4E9C5BA8B9849CE2LL,-6L,{-1,495,-3,1320},1L,1UL},{0x5610L,0x94B8L,0x4E9C5BA8B9849CE2LL,-6L,{-1,495,-3,1320},1L,1UL},{0xBCABL,1UL,0x2D5B5A9362712EE1LL,0L,{-4,369,-1,294},-1L,4294967292UL}},{{0UL,1UL,18446744073709551615UL,-2L,{-3,1173,15,121},0xEB2F1CACL,5UL},{1UL,1UL,2UL,0L,{4,825,-6,336},0x1BA75424L,1UL},{0UL,1UL,18446744073709551615UL,-2L,{-3,1173,15,121},0xEB2F1CACL,5UL}},{{0x5610L,0x94B8L,0x4E9C5BA8B9849CE2LL,-6L,{-1,495,-3,1320},1L,1UL},{0x4CE1L,65528UL,0x11FBB39ABA024B87LL,-10L,{-2,1057,9,35},1L,4294967287UL},{0x4CE1L,65528UL,0x11FBB39ABA024B87LL,-10L,{-2,1057,9,35},1L,4294967287UL}},{{0x5D18L,0xD432L,0xCF3D0B7BEF6D3904LL,1L,{4,397,-1,749},0xFFA5988EL,0xE54232FBL},{1UL,1UL,2UL,0L,{4,825,-6,336},0x1BA75424L,1UL},{0xD620L,0xD62EL,0x1F0FA8BD899DA91ALL,0x09D93AB9L,{0,1000,7,777},1L,0x7CBCFC96L}}}};
static struct S2 g_3539[5][4][4] = {{{{0x7DDDL,0x14EAL,0xF6B4DFF537641F94LL,-1L,{0,419,14,942},1L,4294967293UL},{0x4F3CL,0x5E1CL,0xB994AC7A15F9221ALL,3L,{3,271,10,1781},0L,0xBFEDD82AL},{0x603EL,0UL,18446744073709551615UL,0xCDB8F687L,{0,757,-10,622},0xAD3D699FL,0UL},{0x289AL,8UL,0xBF9911D1F340EAE9LL,0xA7A5A85AL,{-2,638,15,73},0x2D1BDF88L,0UL}},{{0xF2B5L,65535UL,0x9D1D7AD5E15D1354LL,0L,{3,962,-4,1629},0x78F2DB6BL,0x4444F801L},{9UL,0xE85AL,0x54A002A8D474292ELL,0L,{0,1416,10,203},0L,0x6ECBDD66L},{0x289AL,8UL,0xBF9911D1F340EAE9LL,0xA7A5A85AL,{-2,638,15,73},0x2D1BDF88L,0UL},{6UL,0x253CL,18446744073709551615UL,-1L,{-3,448,-15,1148},0x72F14B74L,0xE4EDAF44L}},{{65533UL,0x11D9L,18446744073709551615UL,8L,{4,918,11,1570},0x5F90DB3EL,0x19EBD71AL},{0x6F6FL,65532UL,18446744073709551606UL,1L,{3,944,-5,1214},-10L,0xCD31195FL},{0x4F3CL,0x5E1CL,0xB994AC7A15F9221ALL,3L,{3,271,10,1781},0L,0xBFEDD82AL},{0x7F03L,5UL,18446744073709551614UL,-8L,{3,1247,14,264},4L,0x3E020098L}},{{65533UL,0x11D9L,18446744073709551615UL,8L,{4,918,11,1570},0x5F90DB3EL,0x19EBD71AL},{65535UL,1UL,0x71E350C5400624D5LL,0xDC116500L,{-2,1015,-0,858},0xCF18F005L,0x18B002F2L},{0x289AL,8UL,0xBF9911D1F340EAE9LL,0xA7A5A85AL,{-2,638,15,73},0x2D1BDF88L,0UL},{0xF2B5L,65535UL,0x9D1D7AD5E15D1354LL,0L,{3,962,-4,1629},0x78F2DB6BL,0x4444F801L}}},{{{0xF2B5L,65535UL,0x9D1D7AD5E15D1354LL,0L,{3,962,-4,1629},0x78F2DB6BL,0x4444F801L},{0x7F03L,5UL,18446744073709551614UL,-8L,{3,1247,14,264},4L,0x3E020098L},{0x603EL,0UL,18446744073709551615UL,0xCDB8F687L,{0,757,-10,622},0xAD3D699FL,0UL},{0x7E44L,65531UL,18446744073709551615UL,0L,{0,1107,1,1910},0xDD7D7816L,0x9F03F15BL}},{{0x7DDDL,0x14EAL,0xF6B4DFF537641F94LL,-1L,{0,419,14,942},1L,4294967293UL},{0x5ACEL,65534UL,0xA0CF1CEA4793C21FLL,0xD45B1C17L,{-2,208,5,620},0xCE7B2909L,0x7B6C97FAL},{1UL,65535UL,1UL,6L,{-2,97,-8,1735},0x75E6217CL,0x3CA08E29L},{0xA2D0L,0xF66AL,1UL,0xFB19A1F7L,{-0,11,-3,1782},0L,0x2653B67FL}},{{0x6F6FL,65532UL,18446744073709551606UL,1L,{3,944,-5,1214},-10L,0xCD31195FL},{1UL,65535UL,1UL,6L,{-2,97,-8,1735},0x75E6217CL,0x3CA08E29L},{1UL,6UL,1UL,1L,{0,129,-1,536},0x1E5EC124L,0UL},{1UL,6UL,1UL,1L,{0,129,-1,536},0x1E5EC124L,0UL}},{{0x7E44L,65531UL,18446744073709551615UL,0L,{0,1107,1,1910},0xDD7D7816L,0x9F03F15BL},{0x7E44L,65531UL,18446744073709551615UL,0L,{0,1107,1,1910},0xDD7D7816L,0x9F03F15BL},{65529UL,0UL,0x76F47C80D42EF817LL,0xD781886DL,{4,235,-14,1302},0x8C2A929AL,0x0215509EL},{9UL,0xE85AL,0x54A002A8D474292ELL,0L,{0,1416,10,203},0L,0x6ECBDD66L}}},{{{6UL,0x253CL,18446744073709551615UL,-1L,{-3,448,-15,1148},0x72F14B74L,0xE4EDAF44L},{1UL,65535UL,0xC108A5706F8002DALL,0xC2823811L,{3,164,-3,1973},4L,0xF7B4C36AL},{0xC563L,9UL,0UL,0x4ADD9305L,{0,973,4,1395},0x4B9FC16BL,0x58DE04B9L},{65535UL,65534UL,18446744073709551609UL,0x3D612B6DL,{-3,811,10,1598},0L,4294967291UL}},{{65529UL,0UL,0x76F47C80D42EF817LL,0xD781886DL,{4,235,-14,1302},0x8C2A929AL,0x0215509EL},{0x7E01L,65535UL,0x6B485E0B122DED8ELL,0xE484B0C2L,{1,267,2,506},0x0A826CA3L,0x33421883L},{0UL,0xA14FL,0x68367E59BDA570F2LL,0x121D1D1AL,{-0,1157,10,1186},-5L,1UL},{0xC563L,9UL,0UL,0x4ADD9305L,{0,973,4,1395},0x4B9FC16BL,0x58DE04B9L}},{{65535UL,1UL,0x71E350C5400624D5LL,0xDC116500L,{-2,1015,-0,858},0xCF18F005L,0x18B002F2L},{0x7E01L,65535UL,0x6B485E0B122DED8ELL,0xE484B0C2L,{1,267,2,506},0x0A826CA3L,0x33421883L},{0x348DL,1UL,0x65CC408D5E5BF41FLL,6L,{-1,893,12,989},-9L,0x363AA873L},{65535UL,65534UL,18446744073709551609UL,0x3D612B6DL,{-3,811,10,1598},0L,4294967291UL}},{{0x7E01L,65535UL,0x6B485E0B122DED8ELL,0xE484B0C2L,{1,267,2,506},0x0A826CA3L,0x33421883L},{1UL,65535UL,0xC108A5706F8002DALL,0xC2823811L,{3,164,-3,1973},4L,0xF7B4C36AL},{0xA2D0L,0xF66AL,1UL,0xFB19A1F7L,{-0,11,-3,1782},0L,0x2653B67FL},{9UL,0xE85AL,0x54A002A8D474292ELL,0L,{0,1416,10,203},0L,0x6ECBDD66L}}},{{{65529UL,65534UL,0x98888C12259AA3F2LL,0xA1BEDB76L,{0,1103,5,1212},0x120906ABL,4294967286UL},{0x7E44L,65531UL,18446744073709551615UL,0L,{0,1107,1,1910},0xDD7D7816L,0x9F03F15BL},{6UL,0x253CL,18446744073709551615UL,-1L,{-3,448,-15,1148},0x72F14B74L,0xE4EDAF44L},{1UL,6UL,1UL,1L,{0,129,-1,536},0x1E5EC124L,0UL}},{{0x348DL,1UL,0x65CC408D5E5BF41FLL,6L,{-1,893,12,989},-9L,0x363AA873L},{1UL,65535UL,1UL,6L,{-2,97,-8,1735},0x75E6217CL,0x3CA08E29L},{0xA241L,0x1597L,0x75CF89740C882AC9LL,1L,{-1,634,-13,194},-10L,0UL},{0xA2D0L,0xF66AL,1UL,0xFB19A1F7L,{-0,11,-3,1782},0L,0x2653B67FL}},{{1UL,65535UL,0xC108A5706F8002DALL,0xC2823811L,{3,164,-3,1973},4L,0xF7B4C36AL},{0x5ACEL,65534UL,0xA0CF1CEA4793C21FLL,0xD45B1C17L,{-2,208,5,620},0xCE7B2909L,0x7B6C97FAL},{1UL,65535UL,0xC108A5706F8002DALL,0xC2823811L,{3,164,-3,1973},4L,0xF7B4C36AL},{0x7E44L,65531UL,18446744073709551615UL,0L,{0,1107,1,1910},0xDD7D7816L,0x9F03F15BL}},{{0xA2D0L,0xF66AL,1UL,0xFB19A1F7L,{-0,11,-3,1782},0L,0x2653B67FL},{0x7F03L,5UL,18446744073709551614UL,-8L,{3,1247,14,264},4L,0x3E020098L},{0x6F6FL,65532UL,18446744073709551606UL,1L,{3,944,-5,1214},-10L,0xCD31195FL},{0xF2B5L,65535UL,0x9D1D7AD5E15D1354LL,0L,{3,962,-4,1629},0x78F2DB6BL,0x4444F801L}}},{{{0UL,0xA14FL,0x68367E59BDA570F2LL,0x121D1D1AL,{-0,1157,10,1186},-5L,1UL},{65535UL,1UL,0x71E350C5400624D5LL,0xDC116500L,{-2,1015,-0,858},0xCF18F005L,0x18B002F2L},{1UL,65535UL,0xBDB37BE194CFBFEDLL,0xCD3A99A5L,{2,1287,14,720},-8L,0xE37555D4L},{0x7F03L,5UL,18446744073709551614UL,-8L,{3,1247,14,264},4L,0x3E020098L}},{{0x4B32L,65532UL,0xF44B48F5C0515B6FLL,0xA5769875L,{1,826,8,1595},0x5A730534L,0UL},{0x6F6FL,65532UL,18446744073709551606UL,1L,{3,944,-5,1214},-10L,0xCD31195FL},{1UL,65535UL,0xBDB37BE194CFBFEDLL,0xCD3A99A5L,{2,1287,14,720},-8L,0xE37555D4L},{6UL,0x253CL,18446744073709551615UL,-1L,{-3,448,-15,1148},0x72F14B74L,0xE4EDAF44L}},{{0UL,0xA14FL,0x68367E59BDA570F2LL,0x121D1D1AL,{-0,1157,10,1186},-5L,1UL},{9UL,0xE85AL,0x54A002A8D474292ELL,0L,{0,1416,10,203},0L,0x6ECBDD66L},{0x6F6FL,65532UL,18446744073709551606UL,1L,{3,944,-5,1214},-10L,0xCD31195FL},{0x289AL,8UL,0xBF9911D1F340EAE9LL,0xA7A5A85AL,{-2,638,15,73},0x2D1BDF88L,0UL}},{{0xA2D0L,0xF66AL,1UL,0xFB19A1F7L,{-0,11,-3,1782},0L,0x2653B67FL},{0x4F3CL,0x5E1CL,0xB994AC7A15F9221ALL,3L,{3,271,10,1781},0L,0xBFEDD82AL},{1UL,65535UL,0xC108A5706F8002DALL,0xC2823811L,{3,164,-3,1973},4L,0xF7B4C36AL},{0UL,0xA14FL,0x68367E59BDA570F2LL,0x121D1D1AL,{-0,1157,10,1186},-5L,1UL}}}};
static struct S3 g_3579 = {-25,25,3,-58,-0,0L,1005,15,2,-16065};
static int32_t g_3586 = 0L;
static volatile struct S2 g_3671 = {0x1AD9L,0UL,0x56730C0952654775LL,0x97E15757L,{1,1237,-13,1228},0L,0x482C7C56L};
static volatile struct S1 g_3675 = {-1,271,1,1001};
static struct S2 g_3715[5] = {{0x325BL,65528UL,1UL,-1L,{2,197,-10,1566},-1L,0x19C052A0L},{0x325BL,65528UL,1UL,-1L,{2,197,-10,1566},-1L,0x19C052A0L},{0x325BL,65528UL,1UL,-1L,{2,197,-10,1566},-1L,0x19C052A0L},{0x325BL,65528UL,1UL,-1L,{2,197,-10,1566},-1L,0x19C052A0L},{0x325BL,65528UL,1UL,-1L,{2,197,-10,1566},-1L,0x19C052A0L}};
static struct S1 *g_3745[5][3] = {{&g_3539[2][3][0].f4,&g_3539[2][3][0].f4,&g_3539[2][3][0].f4},{&g_2256,&g_2256,&g_2256},{&g_3539[2][3][0].f4,&g_3539[2][3][0].f4,&g_3539[2][3][0].f4},{&g_2256,&g_2256,&g_2256},{&g_3539[2][3][0].f4,&g_3539[2][3][0].f4,&g_3539[2][3][0].f4}};
static struct S1 **g_3744 = &g_3745[2][2];
static struct S3 g_3746 = {46,59,2,-24,18,0xFE727F3CL,817,-7,50,-10587};
static struct S0 g_3792[9][2] = {{{-1931},{-1931}},{{-1931},{-1931}},{{-1931},{-1931}},{{-1931},{-1931}},{{-1931},{-1931}},{{-1931},{-1931}},{{-1931},{-1931}},{{-1931},{-1931}},{{-1931},{-1931}}};
static struct S0 g_3799 = {-751};
static int64_t g_3802 = (-1L);
static struct S2 g_3804 = {1UL,0x94DCL,0x0F5C1E153E7DD508LL,0x61B8B605L,{4,379,-3,1715},1L,0xA0EA93BFL};
static struct S1 g_3806[3] = {{2,925,-1,273},{2,925,-1,273},{2,925,-1,273}};
static uint8_t *g_3817 = &g_1192[3];
static const uint8_t g_3821[2] = {0xEEL,0xEEL};
static const volatile struct S1 g_3840 = {-3,320,-5,1158};
static const volatile struct S3 g_3879 = {-55,54,-2,65,5,0x7EDCB6C0L,592,11,26,347};
static volatile uint32_t g_3939 = 0x700901A8L;
static volatile struct S3 g_3981 = {-54,51,0,-76,-21,0L,862,15,10,-8847};
static struct S0 g_3997 = {-73};
static uint32_t g_4053 = 18446744073709551607UL;
static int32_t g_4089 = 0xE3E797ADL;
static int32_t * func_41(int16_t * p_42, int16_t * p_43);
static int16_t * func_44(int64_t * p_45);
static const struct S1 func_74(uint32_t * const p_75);
static uint32_t * func_76(union U4 p_77);
static struct S0 func_81(int32_t * p_82, int64_t * p_83, uint8_t p_84, uint8_t p_85, uint32_t * p_86);
static int32_t func_1(void)
{
    uint32_t l_5 = 0x9017CA4EL;
    int32_t l_3516 = (-1L);
    struct S2 **l_3534 = &g_964;
    union U5 * const *l_3551 = &g_2804;
    union U5 * const **l_3550[3];
    int16_t * const *l_3553 = &g_1010;
    int16_t * const **l_3552 = &l_3553;
    struct S0 l_3600 = {1252};
    int32_t l_3611 = 1L;
    int32_t *l_3612 = (void*)0;
    const int32_t *l_3622[3][7][5] = {{{&g_2299.f5,&g_619.f5,&g_965.f5,&g_965.f5,&g_619.f5},{&g_619.f5,&g_2011,&g_2011,(void*)0,(void*)0},{&g_3439,&g_2859.f5,&g_3439,&g_965.f5,&g_2106.f5},{&g_963[1][0].f5,&g_965.f5,(void*)0,&g_2011,&g_2011},{&g_619.f5,&g_3439,(void*)0,&g_965.f5,(void*)0},{&g_2106.f5,&g_2106.f5,&g_619.f5,&g_2011,&g_965.f5},{&g_3439,&g_619.f5,&g_619.f5,&g_3439,(void*)0}},{{&g_2011,&g_2011,(void*)0,(void*)0,&g_2011},{(void*)0,&g_619.f5,&g_2106.f5,&g_2859.f5,&g_2859.f5},{&g_963[1][0].f5,&g_2106.f5,&g_963[1][0].f5,(void*)0,&g_619.f5},{&g_965.f5,&g_3439,&g_2859.f5,&g_3439,&g_965.f5},{&g_963[1][0].f5,&g_2011,&g_2106.f5,&g_2011,&g_2106.f5},{(void*)0,(void*)0,&g_2859.f5,&g_965.f5,&g_2299.f5},{&g_2011,&g_963[1][0].f5,&g_963[1][0].f5,&g_2011,&g_2106.f5}},{{&g_3439,&g_965.f5,&g_2106.f5,&g_2106.f5,&g_965.f5},{&g_2106.f5,&g_963[1][0].f5,(void*)0,&g_619.f5,&g_619.f5},{&g_619.f5,(void*)0,&g_619.f5,&g_2106.f5,&g_2859.f5},{&g_2011,&g_2011,&g_619.f5,&g_2011,&g_2011},{&g_619.f5,&g_3439,(void*)0,&g_965.f5,(void*)0},{&g_2106.f5,&g_2106.f5,&g_619.f5,&g_2011,&g_965.f5},{&g_3439,&g_619.f5,&g_619.f5,&g_3439,(void*)0}}};
    uint8_t * const *l_3650[7] = {&g_3157,&g_3157,&g_3157,&g_3157,&g_3157,&g_3157,&g_3157};
    int8_t l_3706[9][7][4] = {{{0x15L,5L,0x15L,1L},{0x73L,0xA4L,0xDFL,0x73L},{(-1L),1L,0x70L,0xA4L},{1L,5L,0x70L,0x70L},{(-1L),(-1L),0xDFL,(-2L)},{0x73L,0xDEL,0x15L,0xA4L},{0x15L,0xA4L,1L,0x15L}},{{(-1L),0xA4L,0xF1L,0xA4L},{0xA4L,0xDEL,0x70L,(-2L)},{(-5L),(-1L),1L,0x70L},{0x73L,5L,1L,0xA4L},{0x73L,1L,1L,0x73L},{(-5L),0xA4L,0x70L,1L},{0xA4L,5L,0xF1L,(-2L)}},{{(-1L),(-5L),1L,(-2L)},{0x15L,5L,0x15L,1L},{0x73L,0xA4L,0xDFL,0x73L},{(-1L),1L,0x70L,0xA4L},{1L,5L,0x70L,0x70L},{(-1L),(-1L),0xDFL,(-2L)},{0x73L,0xDEL,0x15L,0xA4L}},{{0x15L,0xA4L,1L,0x15L},{(-1L),0xA4L,0xF1L,0xA4L},{0xA4L,0xDEL,0x70L,(-2L)},{0xDFL,1L,1L,0x52L},{0x70L,(-5L),(-2L),0x15L},{0x70L,1L,1L,0x70L},{0xDFL,0x15L,0x52L,1L}},{{0x15L,(-5L),5L,0xDEL},{1L,0xDFL,1L,0xDEL},{0xF1L,(-5L),0xF1L,1L},{0x70L,0x15L,0x73L,0x70L},{1L,1L,0x52L,0x15L},{1L,(-5L),0x52L,0x52L},{1L,1L,0x73L,0xDEL}},{{0x70L,0xF4L,0xF1L,0x15L},{0xF1L,0x15L,1L,0xF1L},{1L,0x15L,5L,0x15L},{0x15L,0xF4L,0x52L,0xDEL},{0xDFL,1L,1L,0x52L},{0x70L,(-5L),(-2L),0x15L},{0x70L,1L,1L,0x70L}},{{0xDFL,0x15L,0x52L,1L},{0x15L,(-5L),5L,0xDEL},{1L,0xDFL,1L,0xDEL},{0xF1L,(-5L),0xF1L,1L},{0x70L,0x15L,0x73L,0x70L},{1L,1L,0x52L,0x15L},{1L,(-5L),0x52L,0x52L}},{{1L,1L,0x73L,0xDEL},{0x70L,0xF4L,0xF1L,0x15L},{0xF1L,0x15L,1L,0xF1L},{1L,0x15L,5L,0x15L},{0x15L,0xF4L,0x52L,0xDEL},{0xDFL,1L,1L,0x52L},{0x70L,(-5L),(-2L),0x15L}},{{0x70L,1L,1L,0x70L},{0xDFL,0x15L,0x52L,1L},{0x15L,(-5L),5L,0xDEL},{1L,0xDFL,1L,0xDEL},{0xF1L,(-5L),0xF1L,1L},{0x70L,0x15L,0x73L,0x70L},{1L,1L,0x52L,0x15L}}};
    uint64_t l_3747 = 6UL;
    struct S2 ****l_3770 = &g_2188;
    int64_t l_3780 = 0x50908FE69C289E4CLL;
    const int16_t ***l_3786 = (void*)0;
    const int16_t ****l_3785[10][1] = {{(void*)0},{&l_3786},{&l_3786},{(void*)0},{&l_3786},{&l_3786},{(void*)0},{&l_3786},{&l_3786},{(void*)0}};
    const int16_t *****l_3784 = &l_3785[4][0];
    int16_t *****l_3787 = (void*)0;
    uint32_t **** const *l_3811 = (void*)0;
    const uint8_t *l_3822 = (void*)0;
    int32_t l_3894[8][2] = {{(-5L),(-1L)},{(-1L),(-5L)},{0x192FB2B7L,7L},{0x192FB2B7L,(-5L)},{(-1L),(-1L)},{(-5L),0x192FB2B7L},{7L,0x192FB2B7L},{(-5L),(-1L)}};
    int64_t l_3905 = 6L;
    uint64_t l_3916 = 5UL;
    int32_t **l_3921 = (void*)0;
    uint8_t l_3972 = 0xBBL;
    struct S0 *l_3994 = (void*)0;
    struct S0 *l_3996 = &g_3997;
    int32_t l_4033 = 0L;
    struct S3 **l_4052 = &g_982;
    struct S3 *** const l_4051 = &l_4052;
    uint32_t **l_4073 = (void*)0;
    uint32_t ***l_4072 = &l_4073;
    uint32_t ****l_4071 = &l_4072;
    int32_t l_4087 = 5L;
    int32_t l_4088 = 0xDF88EE36L;
    int8_t *l_4090[6];
    int16_t l_4091 = 0xCBDBL;
    int16_t l_4092 = (-1L);
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_3550[i] = &l_3551;
    for (i = 0; i < 6; i++)
        l_4090[i] = &l_3706[5][0][0];
    for (g_2 = 0; (g_2 >= 3); g_2++)
    {
        uint64_t l_14 = 0xA955A63A74ADF298LL;
        struct S0 l_2904 = {-298};
        int64_t l_3537 = 0L;
        int32_t l_3556 = (-5L);
        int32_t l_3557 = 1L;
        uint8_t l_3592[4][8][5] = {{{0x06L,0x4EL,0x9BL,0xE8L,0xB5L},{0x06L,0xE8L,0xB2L,0xE5L,252UL},{255UL,0x5FL,0xC7L,0xA0L,252UL},{252UL,251UL,0x56L,0x5FL,0x3DL},{0x4EL,0x5FL,1UL,0x5FL,0x4EL},{255UL,255UL,0x04L,0xA0L,255UL},{0x4EL,251UL,0x04L,247UL,0x3DL},{252UL,247UL,1UL,255UL,255UL}},{{255UL,247UL,0x56L,0xA0L,0x4EL},{255UL,251UL,0xC7L,255UL,0x3DL},{255UL,255UL,1UL,247UL,252UL},{255UL,0x5FL,0xC7L,0xA0L,252UL},{252UL,251UL,0x56L,0x5FL,0x3DL},{0x4EL,0x5FL,1UL,0x5FL,0x4EL},{255UL,255UL,0x04L,0xA0L,255UL},{0x4EL,251UL,0x04L,247UL,0x3DL}},{{252UL,247UL,1UL,255UL,255UL},{255UL,247UL,0x56L,0xA0L,0x4EL},{255UL,251UL,0xC7L,255UL,0x3DL},{255UL,255UL,1UL,247UL,252UL},{255UL,0x5FL,0xC7L,0xA0L,252UL},{252UL,251UL,0x56L,0x5FL,0x3DL},{0x4EL,0x5FL,1UL,0x5FL,0x4EL},{255UL,255UL,0x04L,0xA0L,255UL}},{{0x4EL,251UL,0x04L,247UL,0x3DL},{252UL,247UL,1UL,255UL,255UL},{255UL,247UL,0x56L,0xA0L,0x4EL},{255UL,251UL,0xC7L,255UL,0x3DL},{255UL,255UL,1UL,247UL,252UL},{255UL,0x5FL,0xC7L,0xA0L,252UL},{252UL,251UL,0x56L,0x5FL,0x3DL},{0x4EL,0x5FL,1UL,0x5FL,0x4EL}}};
        struct S0 ***l_3601 = (void*)0;
        uint32_t *l_3629[4][7];
        uint32_t l_3660 = 4UL;
        struct S1 *l_3743 = &g_2212;
        struct S1 **l_3742 = &l_3743;
        struct S2 *l_3803 = &g_3804;
        uint32_t l_3836 = 0xAF46B2F8L;
        int16_t l_3860[10] = {0xF0BCL,0xF0BCL,0xF0BCL,0xF0BCL,0xF0BCL,0xF0BCL,0xF0BCL,0xF0BCL,0xF0BCL,0xF0BCL};
        int8_t l_3874[5];
        uint64_t ** const **l_3882 = (void*)0;
        int32_t *l_3904 = &l_3557;
        int32_t *l_3908 = (void*)0;
        int32_t *l_3909 = &g_3439;
        int32_t *l_3910 = &l_3894[0][0];
        int32_t *l_3911 = &l_3894[7][1];
        int32_t *l_3912 = &l_3516;
        int32_t *l_3913 = &g_2011;
        int32_t *l_3914 = &l_3557;
        int32_t *l_3915[1][4][9] = {{{&g_1188,&g_124,&g_58,&g_58,&g_124,&g_1188,(void*)0,&g_1188,&g_124},{&g_1188,&l_3557,&l_3557,&g_1188,&g_2011,&g_124,&g_2011,&g_1188,&l_3557},{&g_2011,&g_2011,(void*)0,&g_124,&l_3556,&g_124,(void*)0,&g_2011,&g_2011},{&l_3557,&g_1188,&g_2011,&g_58,&l_3556,&l_3557,&g_124,&g_124,&l_3557}}};
        int i, j, k;
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 7; j++)
                l_3629[i][j] = &g_2837[3][0][4];
        }
        for (i = 0; i < 5; i++)
            l_3874[i] = 0x43L;
    }
    l_3612 = &l_3894[4][0];
    for (g_2299.f1 = 0; (g_2299.f1 <= 1); g_2299.f1 += 1)
    {
        int32_t l_3922 = (-5L);
        int32_t *l_3933 = &l_3894[7][0];
        int32_t l_3938 = 0x28CAFA1BL;
        int64_t *l_3946 = (void*)0;
        int32_t l_3979 = 0x8471AB67L;
        uint8_t l_3980 = 0x2CL;
        int64_t **l_3984 = &g_1661;
        int64_t ***l_3983[1];
        int32_t l_4010 = 1L;
        int32_t l_4011 = 0x5B765BFCL;
        int32_t l_4013 = 0L;
        int32_t l_4014 = 1L;
        uint64_t l_4015 = 3UL;
        int8_t l_4018 = 0x77L;
        int i;
        for (i = 0; i < 1; i++)
            l_3983[i] = &l_3984;
        if (l_3922)
            break;
        g_3427[1][2] = g_334[g_2299.f1];
        for (g_965.f3 = 2; (g_965.f3 <= 7); g_965.f3 += 1)
        {
            int32_t *l_3923 = &g_1188;
            int32_t *l_3924 = &g_2011;
            int32_t *l_3925 = &g_124;
            int32_t *l_3926[1];
            uint64_t l_3927 = 0xC56364B1F83B4167LL;
            int16_t *l_3930 = &g_1190;
            struct S3 **l_3982 = &g_982;
            int64_t l_3999 = 0L;
            union U5 *l_4029 = &g_2807;
            int16_t l_4042[6][4];
            int i, j;
            for (i = 0; i < 1; i++)
                l_3926[i] = &l_3516;
            for (i = 0; i < 6; i++)
            {
                for (j = 0; j < 4; j++)
                    l_4042[i][j] = 4L;
            }
            l_3927++;
            (*g_1431) = func_74(func_41(l_3930, func_44(&g_956)));
            if ((safe_mod_func_uint16_t_u_u((*****g_3454), (-1L))))
            {
                union U5 l_3978 = {-1L};
                int32_t l_4007[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_4007[i] = (-10L);
                for (g_563.f2 = 0; (g_563.f2 <= 7); g_563.f2 += 1)
                {
                    int32_t **l_3935[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_3935[i] = &l_3923;
                    l_3612 = l_3933;
                }
                if ((**g_3492))
                    break;
                for (g_1065.f3 = 0; (g_1065.f3 <= 0); g_1065.f3 += 1)
                {
                    int32_t l_3936 = 0x8971C352L;
                    int32_t l_3937 = 0xFD303083L;
                    struct S0 *l_3995 = (void*)0;
                    int32_t l_4006 = 0xACE7F00DL;
                    int32_t l_4008 = (-1L);
                    int32_t l_4009 = (-1L);
                    int32_t l_4012 = 0xB10D7C92L;
                    g_3939--;
                    if ((safe_div_func_uint8_t_u_u((0x5713728BL | ((safe_add_func_uint16_t_u_u(((void*)0 != l_3946), (((*****g_3454) = ((safe_rshift_func_uint8_t_u_s(((((((safe_mod_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s((safe_mod_func_int16_t_s_s((safe_sub_func_int32_t_s_s(((*g_257) = ((safe_lshift_func_uint16_t_u_s((safe_lshift_func_int8_t_s_s(((0xB447L > (!(safe_lshift_func_uint8_t_u_u(((*l_3923) == ((*l_3924) = ((safe_add_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_u(l_3972, 13)) < (((((safe_div_func_int32_t_s_s((-10L), (safe_mul_func_int16_t_s_s((((safe_unary_minus_func_uint64_t_u(((l_3978 , (*l_3933)) || 0xD5E41A8AL))) < 0xE4L) & (*l_3933)), (*g_324))))) ^ (*g_1661)) < (*l_3925)) <= 0x79CDB8EFDB56DDACLL) != l_3978.f1)), 0xE046L)) && (*g_3157)))), 2)))) != 0L), 7)), 12)) == 6UL)), l_3979)), (*g_1010))), (*g_1782))), 0xA9L)) > l_3980) <= 0xFEFB25DE86BC0763LL) , g_3981) , (*g_3266)) == l_3982), 6)) ^ 0x5087L)) , (*g_324)))) && 0x4ADDL)), (*l_3612))))
                    {
                        int64_t ****l_3985 = &l_3983[0];
                        struct S0 **l_3990 = (void*)0;
                        struct S0 **l_3991 = &g_1628[7];
                        struct S0 **l_3992 = &g_1628[6];
                        struct S0 **l_3993[4][5];
                        int32_t l_3998[6] = {6L,6L,6L,6L,6L,6L};
                        uint64_t l_4000 = 0x3DD6FB8CF8736411LL;
                        int i, j;
                        for (i = 0; i < 4; i++)
                        {
                            for (j = 0; j < 5; j++)
                                l_3993[i][j] = &g_1628[5];
                        }
                        (*l_3985) = l_3983[0];
                        l_4000 ^= (safe_mul_func_uint16_t_u_u((***g_3456), (((safe_add_func_uint64_t_u_u((((*l_3612) ^ (((((l_3994 = &l_3600) == (l_3996 = (l_3995 = (void*)0))) > (((((**g_1781) ^ (*g_2809)) >= 0UL) , (*l_3925)) > (*g_324))) == l_3998[1]) < l_3998[5])) || l_3999), 6UL)) | l_3936) && 0xC90ADD81L)));
                    }
                    else
                    {
                        int64_t l_4001[10] = {0L,0L,1L,0L,0L,1L,0L,0L,1L,0L};
                        int32_t l_4002 = 5L;
                        uint32_t l_4003 = 1UL;
                        int i;
                        (*l_3612) ^= l_4001[5];
                        (*l_3933) = (-1L);
                        --l_4003;
                    }
                    l_4015--;
                }
                if (l_4007[1])
                    continue;
            }
            else
            {
                int64_t l_4027 = 0xACC894C074D452C1LL;
                int32_t l_4034[6][8][5] = {{{0xDCFF2FD6L,0x090AEC51L,0x6D9DE360L,0L,1L},{1L,0x70D97802L,0xDC1094D0L,0x090AEC51L,8L},{0x393131ECL,0x96559653L,(-2L),1L,0xE3268DD2L},{0L,(-9L),(-4L),1L,1L},{0L,(-1L),(-9L),(-1L),0L},{0x393131ECL,5L,5L,1L,0x32384B6DL},{1L,1L,0xC0F3ADCFL,0xE3268DD2L,(-1L)},{0xDCFF2FD6L,0x834AB462L,1L,0xDC1094D0L,1L}},{{0x18AD385EL,0x18AD385EL,0xE3268DD2L,0xC30BCA0BL,(-1L)},{0x70D97802L,1L,0x1A0C844FL,(-1L),0x6D9DE360L},{1L,0L,0x834AB462L,0x393131ECL,0x6FBC79A4L},{(-3L),1L,0x96559653L,8L,0x935DB5A2L},{(-9L),0x18AD385EL,(-10L),(-7L),1L},{1L,0x834AB462L,(-8L),0L,0xE7BF5CBFL},{0x935DB5A2L,1L,(-3L),5L,0xB6A36042L},{(-9L),5L,(-1L),(-4L),(-10L)}},{{0xDC1094D0L,(-1L),(-5L),0L,1L},{5L,(-9L),(-5L),(-10L),0xC30BCA0BL},{1L,0x96559653L,(-1L),(-2L),(-3L)},{0x1A0C844FL,0x70D97802L,(-3L),(-5L),0xDCFF2FD6L},{0x6CEF3CF6L,0x090AEC51L,(-8L),0x935DB5A2L,(-2L)},{0x8E1F9167L,(-10L),(-10L),0x8E1F9167L,5L},{1L,0xC0F3ADCFL,0x96559653L,1L,0x834AB462L},{(-10L),(-7L),0x834AB462L,(-3L),0x8CDAB0B8L}},{{1L,0x8CDAB0B8L,0x1A0C844FL,1L,0x94AD8A0FL},{(-1L),0xE7BF5CBFL,0xE3268DD2L,0x8E1F9167L,(-3L)},{1L,0x6CEF3CF6L,1L,0x935DB5A2L,5L},{0L,1L,0xC0F3ADCFL,(-5L),1L},{0x1576660BL,(-9L),5L,(-2L),0x8E1F9167L},{3L,1L,(-9L),(-10L),(-1L)},{1L,0x6FBC79A4L,(-4L),0L,(-1L)},{0x6A5B5CF0L,0xE3268DD2L,(-2L),(-4L),0x8E1F9167L}},{{0xB6A36042L,(-4L),0xDC1094D0L,5L,1L},{0x94AD8A0FL,1L,0x6D9DE360L,0L,8L},{0xE3268DD2L,(-1L),1L,1L,(-1L)},{(-5L),(-3L),9L,0xE7BF5CBFL,(-8L)},{3L,1L,0x89FA1839L,(-9L),1L},{0xCDEE94CCL,0x6CEF3CF6L,0x1576660BL,0x834AB462L,(-7L)},{3L,(-2L),0x1A0C844FL,0x6D9DE360L,1L},{(-5L),0x090AEC51L,0L,1L,0xE3268DD2L}},{{0xE3268DD2L,5L,(-8L),(-7L),0xB6A36042L},{(-8L),1L,0x935DB5A2L,0x6A5B5CF0L,0x70D97802L},{0x6CEF3CF6L,(-4L),0xC0F3ADCFL,(-3L),0x6D9DE360L},{(-1L),(-1L),0x8CDAB0B8L,0x77B69C93L,0x96559653L},{0x77B69C93L,(-1L),(-9L),0x393131ECL,5L},{0x935DB5A2L,(-4L),0x6D9DE360L,(-10L),0x6CEF3CF6L},{(-1L),1L,(-10L),1L,(-1L)},{0xDCFF2FD6L,5L,0x8E1F9167L,(-10L),(-10L)}}};
                uint32_t l_4039 = 4294967294UL;
                int i, j, k;
                for (g_210.f1 = 0; (g_210.f1 <= 1); g_210.f1 += 1)
                {
                    int32_t l_4032 = 0xEE41B66BL;
                    int32_t l_4035 = 0x6DAD3F04L;
                    int32_t l_4036 = 9L;
                    int32_t l_4037 = 1L;
                    int i, j, k;
                    if (((l_3706[(g_210.f1 + 2)][(g_2299.f1 + 3)][g_210.f1] , ((*l_3933) &= ((**g_3457) = (*l_3925)))) < l_4018))
                    {
                        int8_t *l_4025 = (void*)0;
                        int8_t *l_4026[2][8];
                        uint32_t l_4030 = 0x19F43467L;
                        int i, j;
                        for (i = 0; i < 2; i++)
                        {
                            for (j = 0; j < 8; j++)
                                l_4026[i][j] = &l_4018;
                        }
                        (*g_1088) &= (safe_rshift_func_uint8_t_u_u(((safe_unary_minus_func_uint32_t_u((((*g_3817) = (((*g_99) &= 0xC0206CBCL) < (~(safe_lshift_func_int16_t_s_s((*l_3923), ((*g_1010) = l_3706[(g_210.f1 + 2)][(g_2299.f1 + 3)][g_210.f1])))))) < (l_4027 = g_1117.f2)))) == (((+((&g_3365[g_965.f3][g_210.f1] == (*g_3744)) & (&g_316 == (l_4029 = &g_2807)))) ^ l_4030) && (*l_3933))), 1));
                    }
                    else
                    {
                        int8_t *l_4031 = &g_2807.f0;
                        int32_t l_4038 = 0x3D0C964BL;
                        int i;
                        (*g_1088) ^= (((*l_4031) = 1L) >= 247UL);
                        ++l_4039;
                        if (l_4042[0][3])
                            break;
                        (*l_3612) = (safe_rshift_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((((safe_rshift_func_int8_t_s_s(g_628.f2, (safe_rshift_func_int8_t_s_s((l_4051 != (*g_3265)), 1)))) | 3L) || 0x8960BD9BL), (((*g_1661) ^ g_4053) & (safe_sub_func_int64_t_s_s(0x71E1D77F595C9828LL, (safe_rshift_func_uint16_t_u_s((safe_add_func_int32_t_s_s((safe_rshift_func_int16_t_s_u(((*g_257) | (*l_3933)), 10)), (*g_257))), 7))))))), l_4035));
                    }
                }
            }
        }
    }
    (*l_3612) = ((safe_div_func_int64_t_s_s((((safe_div_func_int16_t_s_s(((((***g_3456) = 65532UL) , (~(safe_mul_func_uint16_t_u_u(((safe_div_func_uint32_t_u_u(((*l_3612) != ((void*)0 == l_4071)), (safe_unary_minus_func_int32_t_s(((safe_mul_func_int8_t_s_s(0x35L, g_1512.f0)) != (l_4092 = (l_3516 = (l_4091 &= ((*g_324) && (safe_add_func_int8_t_s_s(((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s((((safe_rshift_func_int8_t_s_u(((safe_lshift_func_int16_t_s_s(l_4087, (*g_1010))) || 3UL), (**g_3156))) , l_4088) , 1UL), 9)), 9L)) | g_4089), (-7L)))))))))))) ^ (*l_3612)), 0x4275L)))) , (*l_3612)), (*l_3612))) , (*g_1661)) == 0x3BAA24DD39D0E3EELL), (*g_1661))) > 0x7EE71932L);
    return (**g_1605);
}
static int32_t * func_41(int16_t * p_42, int16_t * p_43)
{
    int16_t l_2810 = 0L;
    struct S0 l_2811 = {-1297};
    uint32_t *l_2812[6][9][4] = {{{&g_589,(void*)0,&g_589,(void*)0},{&g_589,(void*)0,(void*)0,&g_1693},{&g_1693,&g_2390,&g_1693,(void*)0},{&g_1693,&g_589,(void*)0,&g_375},{&g_1693,(void*)0,&g_1693,&g_1693},{&g_1693,&g_375,(void*)0,&g_589},{&g_589,&g_121,&g_589,&g_375},{&g_589,&g_589,&g_1693,&g_1693},{&g_589,&g_589,&g_121,&g_2390}},{{(void*)0,(void*)0,(void*)0,(void*)0},{&g_121,&g_1693,(void*)0,(void*)0},{(void*)0,&g_1693,&g_589,(void*)0},{&g_121,&g_375,&g_121,(void*)0},{&g_1693,&g_2390,&g_1693,&g_1693},{&g_2390,(void*)0,(void*)0,&g_121},{&g_375,&g_1693,&g_375,&g_2390},{&g_121,&g_1693,&g_375,(void*)0},{&g_121,&g_589,&g_2390,&g_1693}},{{&g_589,&g_375,&g_2390,&g_1693},{&g_121,(void*)0,&g_375,(void*)0},{&g_121,(void*)0,&g_375,&g_121},{&g_375,&g_121,(void*)0,&g_2390},{&g_2390,&g_1693,&g_1693,&g_2390},{&g_1693,(void*)0,&g_121,&g_1693},{&g_121,(void*)0,&g_2390,(void*)0},{&g_589,&g_589,&g_121,(void*)0},{&g_589,(void*)0,&g_589,&g_1693}},{{&g_1693,(void*)0,&g_589,&g_2390},{&g_2390,&g_1693,&g_1693,&g_2390},{&g_375,&g_121,(void*)0,&g_121},{&g_121,(void*)0,&g_589,(void*)0},{(void*)0,(void*)0,(void*)0,&g_1693},{&g_2390,&g_375,(void*)0,&g_1693},{&g_2390,&g_589,(void*)0,(void*)0},{(void*)0,&g_1693,&g_589,&g_2390},{&g_121,&g_1693,(void*)0,&g_121}},{{&g_375,(void*)0,&g_1693,&g_1693},{&g_2390,&g_2390,&g_589,(void*)0},{&g_1693,&g_375,&g_589,(void*)0},{&g_589,&g_121,&g_121,&g_589},{&g_589,&g_121,&g_2390,(void*)0},{&g_121,&g_375,&g_121,(void*)0},{&g_1693,&g_2390,&g_1693,&g_1693},{&g_2390,(void*)0,(void*)0,&g_121},{&g_375,&g_1693,&g_375,&g_2390}},{{&g_121,&g_1693,&g_375,(void*)0},{&g_121,&g_589,&g_2390,&g_1693},{&g_589,&g_375,&g_2390,&g_1693},{&g_121,(void*)0,&g_375,(void*)0},{&g_121,(void*)0,&g_375,&g_121},{&g_375,&g_121,(void*)0,&g_2390},{&g_2390,&g_1693,&g_1693,&g_2390},{&g_1693,(void*)0,&g_121,&g_1693},{&g_121,(void*)0,&g_2390,(void*)0}}};
    uint32_t *l_2813 = &g_375;
    uint64_t *l_2815 = &g_1065.f2;
    int32_t l_2819 = 0x3B9E0841L;
    int32_t l_2820 = 0x36EFB1CCL;
    int32_t *l_2821 = (void*)0;
    int32_t *l_2822 = &g_58;
    int8_t *l_2834 = &g_2807.f1;
    const struct S1 *l_2838[6][10][4] = {{{(void*)0,(void*)0,(void*)0,(void*)0},{&g_2212,&g_1863,&g_563.f4,&g_2165.f4},{&g_210.f4,(void*)0,&g_963[1][0].f4,&g_2256},{&g_1436,(void*)0,&g_965.f4,&g_2256},{&g_210.f4,(void*)0,&g_1079,&g_2165.f4},{&g_1863,&g_1863,&g_2256,(void*)0},{(void*)0,&g_210.f4,&g_2110,&g_2578},{&g_2644,&g_210.f4,&g_2212,&g_1251},{&g_563.f4,(void*)0,&g_1863,(void*)0},{&g_2578,&g_2212,(void*)0,&g_2212}},{{&g_2212,&g_210.f4,&g_2644,&g_2554},{(void*)0,(void*)0,&g_2256,(void*)0},{(void*)0,&g_1251,&g_2644,&g_563.f4},{&g_2212,(void*)0,(void*)0,&g_1079},{&g_2578,&g_2165.f4,&g_1863,&g_1079},{&g_563.f4,&g_2110,&g_2212,&g_563.f4},{&g_2644,&g_2212,&g_2110,&g_2110},{(void*)0,(void*)0,&g_2256,&g_2578},{&g_965.f4,&g_963[1][0].f4,&g_2212,&g_2212},{(void*)0,(void*)0,&g_2554,&g_2212}},{{&g_2578,(void*)0,&g_1863,&g_2212},{(void*)0,&g_963[1][0].f4,&g_2644,&g_2578},{&g_2110,(void*)0,&g_210.f4,&g_2110},{(void*)0,&g_2212,&g_1436,&g_563.f4},{(void*)0,&g_2110,(void*)0,&g_1079},{&g_2554,&g_2165.f4,&g_2554,&g_1079},{&g_563.f4,(void*)0,(void*)0,&g_563.f4},{&g_965.f4,&g_1251,&g_2110,(void*)0},{&g_210.f4,(void*)0,&g_2110,&g_2554},{&g_965.f4,&g_210.f4,(void*)0,&g_2212}},{{&g_563.f4,&g_2212,&g_2554,(void*)0},{&g_2554,(void*)0,(void*)0,&g_1251},{(void*)0,&g_210.f4,&g_1436,&g_2578},{(void*)0,&g_210.f4,&g_210.f4,(void*)0},{&g_2110,&g_2212,&g_2644,&g_1775},{(void*)0,(void*)0,&g_1863,&g_1079},{&g_2578,&g_1048,&g_2554,&g_1079},{(void*)0,(void*)0,&g_2212,&g_1775},{&g_965.f4,&g_2212,&g_2256,(void*)0},{(void*)0,&g_210.f4,&g_2110,&g_2578}},{{&g_2644,&g_210.f4,&g_2212,&g_1251},{&g_563.f4,(void*)0,&g_1863,(void*)0},{&g_2578,&g_2212,(void*)0,&g_2212},{&g_2212,&g_210.f4,&g_2644,&g_2554},{(void*)0,(void*)0,&g_2256,(void*)0},{(void*)0,&g_1251,&g_2644,&g_563.f4},{&g_2212,(void*)0,(void*)0,&g_1079},{&g_2578,&g_2165.f4,&g_1863,&g_1079},{&g_563.f4,&g_2110,&g_2212,&g_563.f4},{&g_2644,&g_2212,&g_2110,&g_2110}},{{(void*)0,(void*)0,&g_2256,&g_2578},{&g_965.f4,&g_963[1][0].f4,&g_2212,&g_2212},{(void*)0,(void*)0,&g_2554,&g_2212},{&g_1251,&g_1048,&g_965.f4,&g_2110},{&g_1048,&g_1863,&g_1863,&g_1251},{&g_2256,&g_1079,&g_210.f4,&g_2256},{&g_210.f4,&g_2110,&g_2578,&g_963[1][0].f4},{&g_1048,&g_2256,&g_1436,&g_2212},{(void*)0,&g_1775,(void*)0,(void*)0},{&g_2644,&g_210.f4,&g_2165.f4,&g_963[1][0].f4}}};
    int16_t **l_2855 = (void*)0;
    int16_t ***l_2854 = &l_2855;
    int16_t ****l_2853[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
    uint32_t l_2861 = 4294967288UL;
    int32_t l_2864 = (-1L);
    int32_t l_2865[4] = {0L,0L,0L,0L};
    int8_t l_2866 = 4L;
    uint64_t l_2869 = 0xDB758EA1827FDCB9LL;
    uint32_t l_2882 = 0xF9817B82L;
    int32_t *l_2886 = &l_2819;
    int i, j, k;
    (*l_2822) &= (((*g_324) &= (((0x7FEF19B5L < l_2810) , ((l_2811 , &g_71) != ((((l_2812[2][0][3] = l_2812[2][0][3]) != l_2813) > (g_2814 , (((((((((*l_2815) ^= l_2811.f0) , ((safe_lshift_func_int8_t_s_s(((l_2819 = ((g_2818 , 5L) == 5UL)) < l_2810), 2)) & (*g_1661))) && (*g_1010)) && 0xBCD2L) != l_2810) | 4L) , l_2820) , 0xB03276BB9F8365AFLL))) , (void*)0))) , 65527UL)) <= l_2811.f0);
    if ((safe_sub_func_uint32_t_u_u(((*g_2641) , (((*g_324) = (safe_mod_func_uint64_t_u_u((+(*l_2822)), (safe_mul_func_uint16_t_u_u(((safe_div_func_int32_t_s_s((safe_add_func_uint64_t_u_u(((((*l_2834) = (((*l_2822) , 18446744073709551607UL) && 0L)) & ((safe_div_func_int16_t_s_s((0x0D6DL < (*l_2822)), (-1L))) || ((*g_982) , g_611.f4.f1))) <= 0x41AAA537A8F4BAA4LL), (*l_2822))), (*l_2822))) >= g_1251.f1), (*g_324)))))) && g_2837[3][0][4])), 0x423536CAL)))
    {
        struct S3 *l_2842 = &g_983;
        struct S3 **l_2843 = &l_2842;
        int32_t l_2846[2];
        int32_t l_2860 = 8L;
        int32_t l_2862 = (-4L);
        int32_t *l_2863[6] = {&l_2846[0],&l_2846[0],&l_2846[0],&l_2846[0],&l_2846[0],&l_2846[0]};
        int64_t l_2867 = 8L;
        int32_t l_2868[1][3];
        int i, j;
        for (i = 0; i < 2; i++)
            l_2846[i] = 0xFAF29C7FL;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 3; j++)
                l_2868[i][j] = 0x3B259523L;
        }
        (*g_2840) = l_2838[4][9][2];
        (*l_2843) = l_2842;
        l_2862 |= (safe_lshift_func_int8_t_s_s(l_2846[1], (safe_lshift_func_uint8_t_u_u((255UL ^ (safe_add_func_int64_t_s_s(((*g_1661) ^= (((((safe_rshift_func_int16_t_s_u(((void*)0 != l_2853[2]), (255UL || (safe_unary_minus_func_uint64_t_u((safe_mul_func_uint16_t_u_u(l_2846[1], (((((*g_1010) &= l_2846[1]) ^ ((l_2860 = ((&g_1781 != (g_2859 , &g_1781)) != g_2255.f1)) ^ l_2846[1])) && 18446744073709551609UL) <= 2UL)))))))) , l_2860) <= l_2861) < (*l_2822)) | 9L)), l_2846[1]))), l_2846[1]))));
        l_2869++;
    }
    else
    {
        int32_t *l_2872 = &l_2819;
        (*l_2822) &= ((**g_1437) < 0x3C66367BL);
        return (*g_1437);
    }
    for (g_2106.f1 = 4; (g_2106.f1 != 34); g_2106.f1++)
    {
        int64_t l_2879 = 7L;
        int32_t l_2880 = 9L;
        int32_t l_2881 = 0xA54FF999L;
        (*l_2822) &= (-9L);
        for (g_2336 = 1; (g_2336 >= 0); g_2336 -= 1)
        {
            int32_t *l_2875 = (void*)0;
            int32_t *l_2876 = (void*)0;
            int32_t *l_2877 = &g_2011;
            int32_t *l_2878[9];
            int i;
            for (i = 0; i < 9; i++)
                l_2878[i] = (void*)0;
            l_2882--;
            (*l_2822) = 0xBB05376CL;
        }
        return (*g_1810);
    }
    (*g_2885) = &l_2811;
    return (*g_1810);
}
static int16_t * func_44(int64_t * p_45)
{
    struct S0 l_2789 = {-817};
    uint8_t *l_2796 = (void*)0;
    int32_t l_2797 = (-1L);
    union U4 l_2798 = {0x9A279B95536B5959LL};
    uint32_t ****l_2800[1][9][1] = {{{&g_1896[0][1][0]},{&g_1896[0][1][0]},{(void*)0},{&g_1896[0][1][0]},{&g_1896[0][1][0]},{(void*)0},{&g_1896[0][1][0]},{&g_1896[0][1][0]},{(void*)0}}};
    uint32_t *****l_2799 = &l_2800[0][5][0];
    int32_t *l_2801 = (void*)0;
    int16_t *l_2803 = &g_1190;
    int i, j, k;
    (*g_2802) &= (((safe_mul_func_uint16_t_u_u((((l_2798 , l_2799) != (void*)0) || l_2798.f0), l_2789.f0)) > 0xE1L) != (-2L));
    return l_2803;
}
static const struct S1 func_74(uint32_t * const p_75)
{
    union U5 l_2300 = {-9L};
    int32_t l_2301 = 0x8BDFED1BL;
    int32_t l_2338 = 0x8A2B8D36L;
    int32_t l_2342 = 0x0BF71D97L;
    int32_t l_2347 = 1L;
    int64_t l_2385 = 0L;
    int64_t **l_2460 = &g_1661;
    uint32_t l_2474 = 0xA7EC0E92L;
    int32_t l_2480 = (-1L);
    int32_t l_2484 = (-1L);
    int32_t l_2485 = 0x2B038F67L;
    int32_t l_2486 = 0x69D77513L;
    int32_t l_2487 = 0xF67C68C4L;
    int32_t l_2493 = 1L;
    int32_t l_2496 = 0xCBF1F46BL;
    int32_t l_2498 = 0xE605D80BL;
    uint32_t l_2587 = 4294967292UL;
    union U5 ***l_2599 = (void*)0;
    for (g_2011 = 0; (g_2011 >= 10); g_2011 = safe_add_func_uint64_t_u_u(g_2011, 9))
    {
        uint16_t l_2298 = 0xF8BFL;
        int32_t l_2341 = 0xC914E6DEL;
        int32_t l_2343 = 0x93EE8996L;
        int32_t l_2345 = 0x5CB03915L;
        union U4 *l_2352 = (void*)0;
        uint32_t l_2406 = 0x48058D35L;
        int32_t l_2488 = 0x34FEFF9AL;
        int32_t l_2489 = 2L;
        int32_t l_2490 = (-6L);
        int32_t l_2491 = 0x60195BD8L;
        int32_t l_2492 = (-3L);
        int32_t l_2494 = 1L;
        int32_t l_2495 = 0x2A47669FL;
        int32_t l_2497[9][6] = {{0x1781D955L,7L,0xB60B8C29L,0x42D8EC70L,1L,1L},{0x42D8EC70L,1L,1L,1L,0x42D8EC70L,0xB60B8C29L},{(-2L),(-1L),1L,0xD4CCE0B5L,7L,1L},{7L,0x1781D955L,0xB60B8C29L,(-1L),(-1L),1L},{(-1L),(-1L),1L,0L,0xC5DB8C90L,0x1781D955L},{1L,0x0CB263C3L,7L,0xA76C9E62L,0xA76C9E62L,7L},{0x899D7E9AL,0x899D7E9AL,0x1781D955L,0xC5DB8C90L,0L,7L},{0xC5DB8C90L,0L,7L,1L,5L,0x1781D955L},{0x7BB6B80CL,0xC5DB8C90L,7L,0L,0x899D7E9AL,7L}};
        const int8_t l_2508 = 0xE8L;
        uint32_t l_2556 = 5UL;
        int i, j;
        for (g_58 = 19; (g_58 != 12); --g_58)
        {
            uint32_t l_2295 = 1UL;
            int32_t *l_2309 = &g_210.f3;
            int32_t l_2334 = 0x2D0B17C0L;
            int32_t l_2337[9][10] = {{0xE0F00340L,(-1L),0L,(-1L),0xE0F00340L,1L,1L,0x886EC41AL,(-1L),0x0608D77EL},{0L,0x9C428806L,0L,0x2CF14F0DL,0xCF0B8B54L,0xE0F00340L,1L,0xB4E32C60L,0x9C428806L,0x0608D77EL},{0x9E7529FDL,0x2CF14F0DL,0xC73B861FL,1L,0xE0F00340L,0x9E7529FDL,1L,0xB3DC72B9L,0x2CF14F0DL,1L},{0L,0x9C428806L,0x91A79A1DL,1L,0x0608D77EL,0x0608D77EL,1L,0x91A79A1DL,0x9C428806L,0L},{0L,(-1L),0xB4E32C60L,0x2CF14F0DL,0L,0x9E7529FDL,0x8E6CCFFFL,0x91A79A1DL,(-1L),0L},{0x9E7529FDL,0x8E6CCFFFL,0x91A79A1DL,(-1L),0L,0xE0F00340L,0x9C428806L,0xB3DC72B9L,0x8E6CCFFFL,0L},{0L,0x8E6CCFFFL,0xC73B861FL,1L,0x0608D77EL,1L,0x8E6CCFFFL,0xB4E32C60L,0x8E6CCFFFL,1L},{0xE0F00340L,(-1L),0L,(-1L),0xE0F00340L,1L,1L,0x886EC41AL,(-1L),0x0608D77EL},{0L,0x9C428806L,0L,0x2CF14F0DL,0xCF0B8B54L,0xE0F00340L,1L,0xB4E32C60L,0x9C428806L,0x0608D77EL}};
            uint32_t l_2348 = 18446744073709551615UL;
            uint64_t l_2411 = 0UL;
            uint32_t l_2452 = 0UL;
            int64_t **l_2459 = &g_1661;
            int32_t l_2503[2][3] = {{0x6840DCA0L,0x6840DCA0L,0x66D1E0C2L},{0x6840DCA0L,0x6840DCA0L,0x66D1E0C2L}};
            uint32_t ***l_2559 = &g_523[3];
            union U4 l_2590[1][9][6] = {{{{1L},{2L},{0xC9F5C6934721F66ELL},{-5L},{0L},{0L}},{{2L},{0xFCA650550E373940LL},{0L},{0L},{0x4D1EBFB397A6A1B9LL},{-1L}},{{2L},{0L},{0L},{-5L},{0L},{0L}},{{1L},{0L},{7L},{0L},{0L},{0xC9F5C6934721F66ELL}},{{-1L},{-1L},{-5L},{7L},{0x946853C848B0DD09LL},{0L}},{{0L},{-1L},{0xAD77327191F6F8B8LL},{0L},{0L},{0xAD77327191F6F8B8LL}},{{0L},{0L},{-1L},{3L},{0L},{2L}},{{0xFCA650550E373940LL},{0L},{-1L},{-1L},{0x4D1EBFB397A6A1B9LL},{-1L}},{{0x946853C848B0DD09LL},{0xFCA650550E373940LL},{-1L},{2L},{0L},{2L}}}};
            int32_t *l_2591[3][7][10] = {{{(void*)0,&g_58,&l_2338,&g_58,(void*)0,(void*)0,&g_2011,&l_2341,&l_2342,&l_2347},{&g_58,(void*)0,(void*)0,&l_2503[1][1],(void*)0,&l_2343,(void*)0,&l_2480,(void*)0,&l_2347},{(void*)0,&l_2343,&g_1188,&l_2337[3][5],&l_2492,&l_2497[8][4],&l_2343,&l_2493,&l_2497[8][4],&g_1191},{(void*)0,&l_2485,&g_1188,(void*)0,(void*)0,&l_2347,&l_2490,&l_2492,(void*)0,&l_2342},{&l_2498,&l_2488,&l_2494,(void*)0,&l_2343,&g_58,&l_2485,&l_2503[1][2],&l_2492,&l_2485},{&l_2338,&l_2492,(void*)0,&l_2480,&g_124,(void*)0,&l_2497[8][4],&l_2489,&l_2497[8][4],&l_2480},{&l_2484,&l_2337[3][9],&l_2503[1][1],&l_2497[0][1],(void*)0,&l_2492,&l_2347,(void*)0,&g_58,&l_2498}},{{&l_2337[3][5],&g_1191,&l_2342,&l_2343,&g_58,&l_2497[0][2],&l_2492,&l_2496,&l_2484,&l_2485},{&l_2497[8][4],(void*)0,&l_2484,&l_2494,&l_2489,&l_2490,&l_2490,&l_2489,&l_2494,&l_2484},{&l_2497[0][1],&l_2497[0][1],(void*)0,(void*)0,&l_2485,&l_2496,&l_2485,&l_2490,&l_2337[0][3],&l_2337[3][5]},{&l_2337[3][5],&g_1188,&l_2494,(void*)0,&l_2497[0][2],&l_2488,&l_2485,&g_1191,&l_2503[0][2],(void*)0},{(void*)0,&l_2497[0][1],&l_2338,&l_2343,&l_2337[3][5],&l_2503[1][2],&l_2490,&l_2493,&l_2338,&l_2337[3][5]},{&l_2341,(void*)0,&l_2486,&l_2490,&l_2342,&l_2495,&l_2492,(void*)0,&l_2497[3][2],&l_2337[3][5]},{&l_2485,&g_1191,(void*)0,&l_2485,&l_2488,&l_2337[3][5],&l_2347,&l_2497[8][4],&g_1191,&g_2011}},{{&g_58,&l_2337[3][9],&l_2497[8][4],&l_2497[8][4],&l_2490,&l_2503[1][2],&l_2497[8][4],&g_124,&l_2488,&g_58},{&g_2011,&l_2492,&l_2343,&l_2347,&l_2497[0][1],&l_2497[3][2],&l_2485,&l_2488,&l_2341,&l_2485},{&l_2337[3][5],&l_2488,&l_2480,&l_2492,&l_2337[3][5],&l_2494,&l_2490,&g_1188,&l_2342,&l_2341},{&l_2337[3][5],&l_2485,&l_2343,&l_2490,&l_2490,&l_2490,&l_2343,&l_2485,&l_2337[3][5],(void*)0},{(void*)0,&l_2343,&l_2341,&l_2485,&l_2347,&l_2484,(void*)0,&l_2342,&l_2486,&l_2337[3][5]},{&l_2337[3][5],&l_2338,&l_2503[1][2],&l_2485,&l_2494,&l_2337[4][5],(void*)0,(void*)0,&l_2337[3][5],&l_2497[0][1]},{&l_2484,&l_2342,(void*)0,&l_2490,&l_2337[3][5],&l_2486,&l_2492,&l_2503[0][2],&l_2503[1][1],&l_2494}}};
            uint8_t l_2637 = 0xABL;
            int i, j, k;
            (*g_257) |= l_2295;
            if ((((((safe_mod_func_uint64_t_u_u((l_2298 && (((g_2299 , l_2300) , l_2301) == g_1076)), ((((+(safe_mod_func_uint32_t_u_u((18446744073709551615UL && ((safe_rshift_func_int8_t_s_s(g_983.f2, 0)) >= l_2298)), (((*l_2309) = (l_2298 | 0xC9FC6A3AFFCAD721LL)) , l_2295)))) & l_2295) && l_2298) , l_2300.f1))) , (-1L)) || l_2295) ^ l_2300.f0) < 0xE976597471B374B0LL))
            {
                const int64_t l_2317 = 0x9EB90CB7C8B6362ELL;
                int32_t l_2335 = 0xEBC97AA9L;
                int32_t l_2340 = 0xAAB8DFD8L;
                int32_t l_2344 = 0L;
                int32_t l_2346[9][9] = {{(-6L),(-1L),(-1L),(-1L),(-6L),0xA24AB212L,(-1L),0x9867E898L,8L},{(-1L),1L,(-1L),0x9867E898L,1L,8L,1L,0x9867E898L,(-1L)},{(-6L),(-6L),8L,0x9867E898L,(-1L),0xA24AB212L,(-6L),(-1L),(-1L)},{0xD2433469L,1L,0xE3DF97D4L,(-1L),(-1L),0xE3DF97D4L,1L,0xD2433469L,8L},{0xD2433469L,(-1L),8L,0xD2433469L,1L,0xE3DF97D4L,(-1L),(-1L),0xE3DF97D4L},{(-6L),(-1L),(-1L),(-1L),(-6L),0xA24AB212L,(-1L),0x9867E898L,8L},{(-1L),1L,(-1L),0x9867E898L,1L,8L,1L,0x9867E898L,(-1L)},{(-6L),(-6L),8L,0x9867E898L,(-1L),0xA24AB212L,(-6L),(-1L),(-1L)},{0xD2433469L,1L,0xE3DF97D4L,(-1L),(-1L),0xE3DF97D4L,1L,0xD2433469L,8L}};
                union U4 *l_2351[2];
                int64_t **l_2370 = &g_1661;
                int i, j;
                for (i = 0; i < 2; i++)
                    l_2351[i] = &g_953;
                for (g_563.f1 = 8; (g_563.f1 == 43); g_563.f1 = safe_add_func_int64_t_s_s(g_563.f1, 3))
                {
                    int32_t *l_2314 = &g_124;
                    uint32_t *l_2325 = &g_2201;
                    int32_t l_2333 = 0xFE9918F8L;
                    int32_t l_2339[8] = {(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)};
                    int i;
                    for (g_563.f3 = 0; (g_563.f3 < 25); ++g_563.f3)
                    {
                        int32_t **l_2315 = (void*)0;
                        (*g_2316) = ((*g_1876) = l_2314);
                        if (l_2317)
                            continue;
                    }
                    if (((!(safe_mod_func_int8_t_s_s((safe_add_func_int8_t_s_s(l_2317, ((((*l_2325) = (safe_div_func_int64_t_s_s((*g_1661), 0xE01DA99D67B2373DLL))) , g_2326) != (void*)0))), g_406.f0))) < 18446744073709551615UL))
                    {
                        int32_t *l_2328 = &g_1188;
                        int32_t *l_2329 = &g_1188;
                        int32_t *l_2330 = &g_124;
                        int32_t *l_2331 = &g_1191;
                        int32_t *l_2332[7][3][6] = {{{&g_2011,(void*)0,&g_124,&g_2,(void*)0,&g_2011},{&g_2011,&g_1188,&g_2,&g_2011,&g_1188,(void*)0},{(void*)0,&g_58,&g_1188,&g_2011,&g_2,&g_2011}},{{&g_2011,&g_58,&g_2011,&g_2,(void*)0,(void*)0},{&g_2011,&g_58,(void*)0,&g_2011,&g_58,&g_124},{(void*)0,&g_2,&g_2011,&g_2011,&g_1188,&g_2}},{{&g_2011,(void*)0,(void*)0,&g_2,&g_58,&g_1188},{&g_2011,(void*)0,&g_2011,&g_2011,(void*)0,&g_2011},{(void*)0,&g_1188,(void*)0,&g_2011,&g_58,(void*)0}},{{&g_2011,(void*)0,&g_124,&g_2,(void*)0,&g_2011},{&g_2011,&g_1188,&g_2,&g_2011,&g_1188,(void*)0},{(void*)0,&g_58,&g_1188,&g_2011,&g_2,&g_2011}},{{&g_2011,&g_58,&g_2011,&g_2,(void*)0,(void*)0},{&g_2011,&g_58,(void*)0,&g_2011,&g_58,&g_124},{(void*)0,&g_2,&g_2011,&g_2011,&g_1188,&g_2}},{{&g_2011,(void*)0,(void*)0,&g_2,&g_58,&g_1188},{&g_2011,(void*)0,&g_1191,&g_1191,(void*)0,&g_2011},{&g_58,&g_2011,&g_124,&g_1191,&g_124,&g_1191}},{{&g_2011,&g_1188,&g_2,&g_1191,&g_2011,&g_2011},{&g_2011,&g_2,&g_1191,&g_1191,&g_2,&g_58},{&g_58,&g_124,&g_124,&g_1191,(void*)0,&g_1191}}};
                        int i, j, k;
                        l_2348--;
                    }
                    else
                    {
                        l_2352 = l_2351[0];
                    }
                }
                (*g_1431) = g_2353;
                for (g_431.f0 = 0; (g_431.f0 >= (-10)); g_431.f0 = safe_sub_func_uint32_t_u_u(g_431.f0, 4))
                {
                    uint64_t *l_2367[3];
                    int32_t l_2382 = 0xC96B18DEL;
                    uint32_t *l_2383 = &g_375;
                    int8_t *l_2384[1];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_2367[i] = &g_2299.f2;
                    for (i = 0; i < 1; i++)
                        l_2384[i] = &g_2336;
                    (*g_257) ^= ((safe_lshift_func_int8_t_s_s(((safe_mod_func_int64_t_s_s((g_52[6] ^= (safe_sub_func_int64_t_s_s(((safe_unary_minus_func_int64_t_s(((l_2385 = (safe_sub_func_int32_t_s_s((safe_mod_func_uint32_t_u_u(((*l_2383) ^= (((l_2345 |= l_2300.f1) == ((safe_lshift_func_uint8_t_u_u((&g_1661 != l_2370), ((safe_mod_func_int16_t_s_s(((*g_964) , (((safe_add_func_int8_t_s_s(g_1117.f1, g_316.f0)) & ((*g_1661) = (safe_mod_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s((+(((**g_2326) , (safe_mul_func_int16_t_s_s((*g_1782), 9UL))) == l_2343)), 3)), l_2337[6][8])))) != l_2382)), 65535UL)) | l_2382))) > l_2341)) == (-4L))), l_2382)), l_2335))) != l_2348))) | 1L), l_2382))), 0x379EE0FBF538B6D5LL)) || l_2317), l_2346[1][1])) < (*g_1010));
                }
                for (g_2299.f2 = 0; (g_2299.f2 <= 3); g_2299.f2 += 1)
                {
                    int32_t *l_2386 = (void*)0;
                    int32_t *l_2387 = &l_2346[1][1];
                    int32_t *l_2388 = &l_2340;
                    int32_t *l_2389[9] = {&l_2341,&l_2341,&l_2341,&l_2341,&l_2341,&l_2341,&l_2341,&l_2341,&l_2341};
                    int i;
                    g_2390++;
                    (*l_2388) |= (**g_1605);
                    for (g_1349.f0 = 3; (g_1349.f0 >= 0); g_1349.f0 -= 1)
                    {
                        if ((**g_1876))
                            break;
                    }
                }
            }
            else
            {
                uint64_t l_2394 = 18446744073709551615UL;
                int32_t l_2454[5];
                int32_t l_2456 = 0xF40F6B3DL;
                uint64_t l_2471 = 18446744073709551606UL;
                uint16_t l_2499 = 6UL;
                uint8_t l_2584 = 0xB7L;
                int16_t **l_2601 = &g_1010;
                int16_t ***l_2600 = &l_2601;
                uint8_t l_2604 = 9UL;
                uint8_t l_2616 = 255UL;
                int32_t l_2618[3][6] = {{(-3L),0x57E18C40L,0x8837B24EL,0x8837B24EL,0x57E18C40L,(-3L)},{1L,(-3L),0x8837B24EL,(-3L),1L,1L},{0L,(-3L),(-3L),0L,0x57E18C40L,0L}};
                const uint16_t * volatile * volatile * const * volatile *l_2642 = &g_2643;
                int i, j;
                for (i = 0; i < 5; i++)
                    l_2454[i] = 0L;
                if (l_2348)
                {
                    int32_t *l_2393[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_2393[i] = &l_2334;
                    l_2394--;
                }
                else
                {
                    uint8_t l_2397 = 3UL;
                    int32_t l_2403 = (-1L);
                    int32_t l_2458 = 0x7C616C22L;
                    int32_t l_2481 = 1L;
                    int32_t l_2482 = 0x25EC14DCL;
                    int32_t l_2483[2][1];
                    uint64_t l_2505[4] = {1UL,1UL,1UL,1UL};
                    int i, j;
                    for (i = 0; i < 2; i++)
                    {
                        for (j = 0; j < 1; j++)
                            l_2483[i][j] = 0xF009D106L;
                    }
                    if (l_2397)
                    {
                        uint32_t *l_2400 = (void*)0;
                        uint32_t *l_2401[1];
                        int32_t l_2402 = 0xAE044D6DL;
                        int32_t l_2404 = 1L;
                        int32_t l_2405 = 0xAE386950L;
                        int32_t *l_2409 = &l_2337[8][2];
                        int32_t *l_2410[9][7] = {{&g_1188,&l_2337[3][5],&l_2403,&g_1191,&g_1191,&l_2403,&l_2337[3][5]},{&g_1188,&g_1191,&l_2337[3][5],&g_1191,&l_2403,&l_2337[3][5],&l_2337[3][5]},{&l_2403,&l_2337[3][5],&l_2337[3][5],&l_2403,&g_1191,&l_2337[3][5],&g_1191},{&g_1188,&l_2337[3][5],&l_2403,&g_1191,&g_1191,&l_2403,&l_2337[3][5]},{&g_1188,&g_1191,&l_2337[3][5],&g_1191,&l_2403,&l_2337[3][5],&l_2337[3][5]},{&l_2403,&l_2337[3][5],&l_2337[3][5],&l_2403,&g_1191,&l_2337[3][5],&g_1191},{&g_1188,&l_2337[3][5],&l_2403,&g_1191,&g_1191,&l_2403,&l_2337[3][5]},{&g_1188,&g_1191,&l_2337[3][5],&g_1191,&l_2403,&l_2337[3][5],&l_2337[3][5]},{&l_2403,&l_2337[3][5],&l_2337[3][5],&l_2403,&g_1191,&l_2337[3][5],&g_1191}};
                        int i, j;
                        for (i = 0; i < 1; i++)
                            l_2401[i] = (void*)0;
                        (*g_257) = (safe_mul_func_uint8_t_u_u((l_2397 , ((l_2406++) || 0x6FE51E95L)), l_2341));
                        ++l_2411;
                        if ((*g_99))
                            continue;
                    }
                    else
                    {
                        uint16_t *l_2431 = &g_2165.f1;
                        uint16_t l_2451 = 8UL;
                        uint32_t *l_2453[2][8][8] = {{{&l_2295,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&l_2295},{&l_2295,(void*)0,&l_2295,&g_2390,(void*)0,&g_2390,&l_2295,(void*)0},{&l_2295,&l_2295,&l_2295,&l_2295,&g_2390,&g_2390,&l_2295,&l_2295},{(void*)0,(void*)0,(void*)0,(void*)0,&l_2295,(void*)0,&l_2295,(void*)0},{&l_2295,(void*)0,&l_2295,&g_2390,(void*)0,&l_2295,&l_2295,(void*)0},{(void*)0,&l_2295,&l_2295,(void*)0,&g_2390,&l_2295,(void*)0,&l_2295},{(void*)0,&l_2295,(void*)0,&l_2295,(void*)0,(void*)0,(void*)0,(void*)0},{&l_2295,&l_2295,&g_2390,&g_2390,&l_2295,&l_2295,&l_2295,&l_2295}},{{(void*)0,&l_2295,&g_2390,&l_2295,&l_2295,(void*)0,&l_2295,&l_2295},{&g_2390,&l_2295,(void*)0,&l_2295,&l_2295,(void*)0,&l_2295,&g_2390},{&l_2295,&l_2295,(void*)0,&l_2295,&l_2295,&l_2295,(void*)0,&l_2295},{&g_2390,(void*)0,&l_2295,&g_2390,&l_2295,&l_2295,&g_2390,&l_2295},{&l_2295,&l_2295,(void*)0,&l_2295,&g_2390,(void*)0,&g_2390,&l_2295},{&l_2295,&l_2295,&l_2295,&l_2295,&l_2295,(void*)0,(void*)0,&l_2295},{&l_2295,(void*)0,(void*)0,&l_2295,&l_2295,&l_2295,&l_2295,&l_2295},{&l_2295,&g_2390,(void*)0,&g_2390,&l_2295,(void*)0,&l_2295,&l_2295}}};
                        int8_t *l_2455 = &g_2336;
                        uint16_t *l_2457[3][1];
                        int i, j, k;
                        for (i = 0; i < 3; i++)
                        {
                            for (j = 0; j < 1; j++)
                                l_2457[i][j] = &g_1065.f1;
                        }
                        (*g_257) &= (((0L <= (safe_div_func_uint16_t_u_u((safe_div_func_int8_t_s_s(((safe_mod_func_uint64_t_u_u(((safe_lshift_func_uint8_t_u_u(l_2403, g_460.f7)) ^ (((0x6BL > ((l_2458 = (safe_lshift_func_uint16_t_u_s((++(*g_324)), (safe_rshift_func_uint8_t_u_s((0x4A4CF50FF82F6E1ELL == (safe_sub_func_uint8_t_u_u((safe_unary_minus_func_uint16_t_u(((*l_2431) = l_2403))), (safe_sub_func_uint32_t_u_u((safe_add_func_int32_t_s_s((l_2403 < (l_2456 = (((*l_2455) = ((l_2347 = (((safe_sub_func_int16_t_s_s((*g_1010), (l_2454[3] &= (safe_lshift_func_int16_t_s_u((safe_mod_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s((((*g_1661) ^= ((((((~(l_2343 &= (safe_rshift_func_int8_t_s_u((l_2451 >= l_2452), l_2341)))) & g_619.f1) & 0L) > 1UL) , (-6L)) & l_2298)) == l_2298), 0)) | g_965.f5), 7)), 7)), 0x54L)), g_2110.f2))))) >= 0x40FDC9D4D636AC42LL) == 0x06B83DD4F4CF4EAALL)) , l_2298)) == l_2451))), 0x83875E01L)), l_2298))))), 6))))) ^ 0xD853L)) < g_1436.f1) & l_2334)), l_2451)) | l_2295), l_2301)), l_2301))) && l_2341) >= l_2394);
                        if (l_2342)
                            break;
                        (*g_257) = (0x4201L && l_2341);
                        if (l_2451)
                            break;
                    }
                    if (((((**g_323) < ((&g_543[0] != (void*)0) || (((*g_257) = ((l_2334 != ((void*)0 == p_75)) >= l_2300.f0)) & (l_2456 = (((((l_2459 != l_2460) & l_2347) < 0x4E828D17L) , (*g_194)) != (void*)0))))) || l_2406) , (*g_257)))
                    {
                        int32_t *l_2461 = &l_2337[1][2];
                        int32_t *l_2462 = &l_2454[3];
                        int32_t *l_2463 = &l_2342;
                        int32_t *l_2464 = (void*)0;
                        int32_t *l_2465 = &l_2458;
                        int32_t *l_2466 = (void*)0;
                        int32_t *l_2467 = &l_2403;
                        int32_t *l_2468 = &l_2337[3][5];
                        int32_t *l_2469 = &l_2342;
                        int32_t *l_2470 = &l_2454[3];
                        int32_t **l_2476 = &l_2468;
                        int32_t *l_2477 = &l_2342;
                        int32_t *l_2478 = &l_2347;
                        int32_t *l_2479[4][5][6] = {{{&g_2011,&l_2458,(void*)0,&l_2334,&l_2456,&g_2011},{&l_2345,&l_2342,&g_58,&l_2337[3][5],&l_2342,&g_2011},{&l_2337[3][5],&l_2341,&l_2456,(void*)0,(void*)0,&l_2456},{&g_2011,&l_2334,(void*)0,&l_2403,&l_2403,&l_2403},{(void*)0,&l_2342,&l_2342,(void*)0,(void*)0,&l_2456}},{{&g_2011,&l_2338,(void*)0,&l_2456,&l_2403,(void*)0},{&l_2337[3][5],&l_2458,(void*)0,(void*)0,&l_2403,&g_2011},{&l_2334,&l_2338,&l_2345,&l_2456,(void*)0,&g_58},{&g_124,&l_2342,&l_2403,(void*)0,&l_2403,&l_2454[1]},{(void*)0,&l_2334,&l_2337[3][5],&l_2338,(void*)0,(void*)0}},{{&l_2403,&l_2341,(void*)0,&l_2456,&l_2342,&l_2338},{(void*)0,&l_2342,&l_2334,&l_2403,&l_2456,(void*)0},{&l_2334,&l_2458,&l_2345,&l_2337[3][5],&l_2343,&l_2337[3][5]},{&g_2011,&l_2334,&l_2456,&l_2334,&g_2011,&l_2342},{(void*)0,&l_2334,&l_2334,&g_1191,&l_2338,&l_2456}},{{(void*)0,&l_2343,&g_1188,&l_2334,(void*)0,&l_2456},{(void*)0,&l_2403,&l_2334,&l_2345,&l_2403,&l_2342},{(void*)0,&l_2343,&l_2456,(void*)0,&g_1191,&l_2337[3][5]},{(void*)0,&g_2011,&l_2345,(void*)0,&l_2337[3][5],(void*)0},{&g_1188,&l_2342,&l_2334,&l_2403,&l_2338,&l_2338}}};
                        int i, j, k;
                        ++l_2471;
                        if (l_2474)
                            continue;
                        (*l_2476) = (*g_1810);
                        --l_2499;
                    }
                    else
                    {
                        int32_t **l_2502[6] = {&g_1088,&g_257,&g_1088,&g_1088,&g_257,&g_1088};
                        int8_t l_2504 = 2L;
                        int i;
                        (*g_1876) = (*g_558);
                        l_2505[3]--;
                    }
                    if (l_2508)
                        break;
                }
                l_2498 |= (safe_div_func_uint64_t_u_u(l_2456, (*g_1661)));
                if ((l_2508 , (safe_sub_func_int8_t_s_s(0x0FL, (g_332.f2 < (-10L))))))
                {
                    uint32_t *l_2516 = &g_2390;
                    uint32_t *l_2517 = &l_2452;
                    int32_t l_2518 = 0x21F97182L;
                    union U5 l_2530[10] = {{1L},{1L},{1L},{1L},{1L},{1L},{1L},{1L},{1L},{1L}};
                    const int64_t l_2551 = (-8L);
                    uint32_t ****l_2560 = (void*)0;
                    uint32_t ****l_2562 = &g_1896[1][1][0];
                    int i;
                    if (((safe_add_func_uint16_t_u_u((((*l_2517) ^= ((*l_2516) = (~l_2454[3]))) , ((l_2518 <= (!(((safe_mod_func_uint8_t_u_u((safe_mod_func_uint64_t_u_u(l_2454[2], l_2334)), 0xC2L)) , 0x0F7E544FL) <= 0x5BC63444L))) || ((&g_1780[3][0] != (((*l_2309) = (l_2518 & 0x7344B050L)) , &g_1780[3][0])) ^ (**g_1090)))), 0xF0A5L)) <= l_2454[3]))
                    {
                        int64_t *l_2546[6][9][1] = {{{&g_1368.f0},{(void*)0},{(void*)0},{&g_34},{&g_1189},{(void*)0},{&g_396},{&g_1882.f0},{&g_953.f0}},{{&l_2385},{&g_188},{&g_34},{&g_188},{&l_2385},{&g_953.f0},{&g_1882.f0},{&g_396},{(void*)0}},{{&g_1189},{&g_34},{(void*)0},{(void*)0},{&g_1368.f0},{(void*)0},{(void*)0},{&g_34},{&g_1189}},{{(void*)0},{&g_396},{&g_1882.f0},{&g_953.f0},{&l_2385},{&g_188},{&g_34},{&g_188},{&l_2385}},{{&g_953.f0},{&g_1882.f0},{&g_396},{(void*)0},{&g_1189},{&g_34},{(void*)0},{(void*)0},{&g_1368.f0}},{{(void*)0},{(void*)0},{&g_34},{&g_1189},{(void*)0},{&g_396},{&g_1882.f0},{&g_953.f0},{&l_2385}}};
                        int32_t l_2547 = 0x9C3ABB18L;
                        uint64_t *l_2548[8] = {(void*)0,(void*)0,&g_2165.f2,(void*)0,(void*)0,&g_2165.f2,(void*)0,(void*)0};
                        struct S1 *l_2550 = &g_963[1][0].f4;
                        struct S1 **l_2549[1][5][6] = {{{&l_2550,(void*)0,(void*)0,&l_2550,&l_2550,(void*)0},{&l_2550,&l_2550,(void*)0,(void*)0,&l_2550,&l_2550},{&l_2550,(void*)0,(void*)0,&l_2550,&l_2550,(void*)0},{&l_2550,&l_2550,(void*)0,(void*)0,&l_2550,&l_2550},{&l_2550,(void*)0,(void*)0,&l_2550,&l_2550,(void*)0}}};
                        int32_t l_2552 = (-6L);
                        int32_t *l_2553[5][8][3] = {{{&l_2518,&l_2454[3],&l_2480},{&l_2338,(void*)0,&g_1188},{&l_2497[8][4],&l_2454[3],&g_1191},{&g_1191,&l_2552,&g_2},{(void*)0,(void*)0,&l_2497[8][4]},{&l_2518,&g_1191,&l_2338},{(void*)0,&l_2338,&l_2345},{(void*)0,&l_2454[3],&l_2345}},{{&g_1188,&l_2343,&l_2338},{&l_2497[8][4],&l_2493,&l_2497[8][4]},{&g_2011,&g_1188,&g_2},{&l_2338,&g_2011,&g_1191},{(void*)0,&g_1191,&g_1188},{&l_2343,&l_2552,&l_2480},{(void*)0,&l_2493,&l_2503[0][2]},{&l_2338,&l_2343,&l_2338}},{{&g_2011,&l_2518,&g_1191},{&l_2497[8][4],&g_1188,&l_2454[3]},{&g_1188,(void*)0,(void*)0},{(void*)0,(void*)0,&g_1188},{(void*)0,&g_1188,&l_2480},{&l_2518,&l_2518,&l_2345},{(void*)0,&l_2343,&g_1188},{&g_1191,&l_2493,(void*)0}},{{&l_2497[8][4],&l_2552,(void*)0},{&l_2338,&g_1191,(void*)0},{&l_2518,&g_2011,&g_1188},{&l_2493,&g_1188,&l_2345},{&l_2454[3],&l_2493,&l_2480},{(void*)0,&l_2343,&g_1188},{&g_2011,&l_2454[3],&l_2343},{&l_2343,&g_1191,&l_2480}},{{(void*)0,&l_2493,&l_2493},{&l_2480,(void*)0,&l_2552},{&l_2338,&g_2011,&g_2},{(void*)0,&l_2480,&l_2493},{&g_1191,&g_1188,&l_2503[0][2]},{&l_2498,&l_2480,&l_2493},{&l_2493,&g_2011,&g_2011},{(void*)0,(void*)0,&l_2498}}};
                        int i, j, k;
                        l_2553[4][6][2] = ((((safe_rshift_func_int8_t_s_s((safe_sub_func_uint64_t_u_u(((safe_mul_func_int16_t_s_s(((((*l_2517) = (((((l_2530[4] , &g_253) != ((safe_sub_func_int64_t_s_s((safe_div_func_uint32_t_u_u((safe_mod_func_int16_t_s_s(((l_2497[8][4] <= (l_2334 = ((+(safe_sub_func_uint64_t_u_u(((l_2518 == (~(l_2496 | (l_2547 |= (((*g_1661) < l_2394) < (((safe_mod_func_uint16_t_u_u(((-1L) | (~((((*g_257) ^= (l_2497[8][4] < l_2530[4].f0)) >= l_2530[4].f0) < 2L))), 0x3AE5L)) != l_2334) || 1L)))))) < l_2503[0][1]), 18446744073709551615UL))) < l_2530[4].f0))) <= 0x20A8L), 2L)), 0xE7CC8CF4L)), l_2301)) , l_2549[0][2][5])) == l_2551) && l_2295) , l_2547)) < l_2503[0][2]) & (-7L)), (**g_323))) & l_2456), (*g_1661))), l_2552)) != 0xE5L) < l_2471) , p_75);
                        return g_2554;
                    }
                    else
                    {
                        int32_t *l_2555[4];
                        int i;
                        for (i = 0; i < 4; i++)
                            l_2555[i] = (void*)0;
                        --l_2556;
                        if (l_2480)
                            continue;
                    }
                    (*l_2562) = l_2559;
                }
                else
                {
                    int64_t l_2567 = 6L;
                    struct S3 *l_2570 = &g_2571;
                    int8_t *l_2576 = (void*)0;
                    int8_t *l_2577 = &g_431.f1;
                    int32_t l_2582 = 0x14A68629L;
                    int32_t l_2583[6][7] = {{0xFE03E5D4L,0xFF26F974L,1L,0x1C201AA0L,0xC6318B08L,0xC6318B08L,0x1C201AA0L},{0xE30A775DL,0x03F245DEL,0xE30A775DL,0xF5EAC61DL,0x1C201AA0L,0xFE03E5D4L,0x2320BD02L},{1L,0xFF26F974L,0xFE03E5D4L,0xF5EAC61DL,0xFE03E5D4L,0xFF26F974L,1L},{0xFF26F974L,0x46698903L,0x2320BD02L,0x1C201AA0L,1L,0xFE03E5D4L,1L},{0xFF26F974L,1L,1L,0xFF26F974L,0xE30A775DL,0xC6318B08L,0xF5EAC61DL},{1L,0xC6318B08L,0x2320BD02L,0xE30A775DL,0xE30A775DL,0x2320BD02L,0xC6318B08L}};
                    uint8_t *l_2594[7][5] = {{&g_1192[2],&g_1192[7],&g_1192[7],&g_1192[2],&g_1192[2]},{&g_29,&g_1192[7],&g_29,&g_1192[7],&g_29},{&g_1192[2],&g_1192[2],&g_1192[7],&g_1192[7],&g_1192[2]},{&g_959[5],&g_1192[7],&g_959[5],&g_1192[7],&g_959[5]},{&g_1192[2],&g_1192[7],&g_1192[7],&g_1192[2],&g_1192[2]},{&g_29,&g_1192[7],&g_29,&g_1192[7],&g_29},{&g_1192[2],&g_1192[2],&g_1192[7],&g_1192[7],&g_1192[2]}};
                    uint64_t *l_2630 = &g_563.f2;
                    uint64_t *l_2636 = &g_611.f2;
                    int i, j;
                    if ((safe_lshift_func_int16_t_s_s(((safe_rshift_func_int8_t_s_s(l_2495, 5)) , (((*l_2577) ^= (l_2567 == (safe_div_func_uint16_t_u_u((**g_323), ((l_2570 != (void*)0) || (((l_2474 , ((((safe_mul_func_int16_t_s_s((l_2495 , ((*g_1010) = (safe_rshift_func_uint8_t_u_s((l_2298 >= l_2456), 5)))), 0xBCACL)) <= 248UL) , 0x40FBL) & 0x5B93L)) != g_1192[7]) && l_2567)))))) ^ l_2337[3][5])), 14)))
                    {
                        if (l_2337[3][5])
                            break;
                        return g_2578;
                    }
                    else
                    {
                        int32_t *l_2579 = &l_2341;
                        int32_t *l_2580 = &l_2341;
                        int32_t *l_2581[8][6] = {{&g_1188,&l_2495,&l_2484,&l_2488,&l_2345,&l_2454[3]},{&l_2492,&l_2495,&l_2342,&g_124,&g_124,&l_2342},{&g_1188,&g_1188,&l_2495,&l_2484,&l_2454[3],&l_2342},{(void*)0,&g_124,&l_2454[3],&g_1188,&l_2503[0][0],&l_2495},{&l_2345,(void*)0,&l_2454[3],&l_2342,&g_1188,&l_2342},{&l_2495,&l_2342,&l_2495,&l_2341,(void*)0,&l_2342},{&l_2341,(void*)0,&l_2342,&l_2503[0][0],&g_1191,&l_2454[3]},{&l_2484,&l_2342,&l_2484,&l_2503[0][0],&l_2341,&l_2341}};
                        int i, j;
                        l_2584++;
                        (*l_2580) &= l_2334;
                        l_2587--;
                        l_2591[0][1][4] = (func_81(&l_2495, &g_1189, l_2300.f1, l_2583[0][4], func_76(l_2590[0][2][5])) , (*g_2316));
                    }
                    (*g_257) = (((safe_lshift_func_int8_t_s_s(g_2299.f3, (((g_959[0]++) < ((safe_mul_func_int16_t_s_s(((void*)0 != l_2599), (&g_1781 != l_2600))) == (safe_mod_func_int64_t_s_s(((&g_543[2] == (void*)0) < ((0x8160L < ((*g_319) , (**g_323))) , l_2604)), l_2584)))) && (*g_1661)))) , 1L) <= 0xCF9292E2L);
                    for (l_2295 = 0; (l_2295 <= 4); l_2295 += 1)
                    {
                        union U4 l_2617 = {0xB7EAB73470C4EF3FLL};
                        int32_t l_2619 = 0xD688060FL;
                        int32_t l_2620 = (-1L);
                        int32_t l_2621[5][6] = {{0L,0x672363F2L,0L,0x672363F2L,0L,0x672363F2L},{0xA3F4AA7EL,0x672363F2L,0xA3F4AA7EL,0x672363F2L,0xA3F4AA7EL,0x672363F2L},{0L,0x672363F2L,0L,0x672363F2L,0L,0x672363F2L},{0xA3F4AA7EL,0x672363F2L,0xA3F4AA7EL,0x672363F2L,0xA3F4AA7EL,0x672363F2L},{0L,0x672363F2L,0L,0x672363F2L,0L,0x672363F2L}};
                        int8_t l_2622 = 0x23L;
                        uint16_t l_2623 = 0x21C6L;
                        int i, j;
                        l_2582 &= (l_2583[l_2295][(l_2295 + 2)] <= (safe_mod_func_uint32_t_u_u((safe_add_func_int16_t_s_s((safe_mul_func_int16_t_s_s(l_2583[l_2295][(l_2295 + 2)], (safe_add_func_uint32_t_u_u(((safe_add_func_uint8_t_u_u(0x4AL, (((*g_324) = (((*g_982) , 1L) == (g_52[5] ^ (+(l_2616 = (&g_195 == (void*)0)))))) <= (l_2617 , 1UL)))) && 0x8FL), l_2496)))), g_2106.f5)), (*g_1088))));
                        l_2623--;
                    }
                    (*g_257) ^= (safe_rshift_func_int8_t_s_s((((*l_2630) &= (safe_rshift_func_int16_t_s_u(0x845CL, 14))) ^ 0xAEDE2EF1A60B2F9ALL), ((*l_2577) = (((safe_unary_minus_func_int8_t_s(0x39L)) && ((((safe_mul_func_uint8_t_u_u((l_2454[3] = (g_176[1] |= (((l_2394 >= ((*g_324) , ((safe_div_func_int64_t_s_s((*g_1661), ((*l_2636) = (l_2300.f1 | 0xB378DD6CL)))) > ((0x6A1CE4EBL > 4294967295UL) != l_2300.f1)))) && 1L) , 8UL))), 0x0BL)) ^ l_2394) , (-1L)) >= l_2637)) ^ 1UL))));
                }
                (*l_2642) = g_2638[6][5][3];
            }
        }
        return (*g_1365);
    }
    return g_2644;
}
static uint32_t * func_76(union U4 p_77)
{
    int32_t *l_2261[5];
    int i;
    for (i = 0; i < 5; i++)
        l_2261[i] = &g_2011;
lbl_2280:
    (*g_1431) = (g_2255 , g_2256);
    for (g_124 = 1; (g_124 < (-12)); g_124 = safe_sub_func_uint64_t_u_u(g_124, 8))
    {
        int32_t **l_2262 = &g_1088;
        int64_t *l_2263 = &g_1882.f0;
        uint32_t *l_2270 = (void*)0;
        uint32_t *l_2271 = (void*)0;
        uint32_t *l_2272 = &g_121;
        union U5 * const l_2277[4][6][3] = {{{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431}},{{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431}},{{(void*)0,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431}},{{&g_431,&g_431,(void*)0},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431},{&g_431,&g_431,&g_431}}};
        union U5 * const *l_2276 = &l_2277[3][4][2];
        union U5 * const **l_2275 = &l_2276;
        union U5 * const ***l_2278 = &l_2275;
        int32_t l_2279 = 0x9F01FB46L;
        int i, j, k;
        if (p_77.f0)
            break;
        l_2279 |= (safe_mul_func_uint8_t_u_u((func_81(((*l_2262) = l_2261[2]), l_2263, (safe_rshift_func_uint16_t_u_s((safe_mul_func_uint8_t_u_u(((+(safe_unary_minus_func_int16_t_s(p_77.f1))) == ((p_77.f1 == (--(*l_2272))) > (((&g_318 != ((*l_2278) = l_2275)) != (*g_324)) != 8UL))), (p_77.f1 > g_139[3][2]))), 7)), g_316.f0, &g_2201) , p_77.f1), p_77.f1));
        for (g_1650 = 0; (g_1650 <= 5); g_1650 += 1)
        {
            l_2261[2] = (*l_2262);
            if (g_2255.f2)
                goto lbl_2280;
        }
        for (g_1188 = 0; (g_1188 <= 5); g_1188 += 1)
        {
            return &g_2201;
        }
    }
    for (g_990 = 0; (g_990 != 36); g_990 = safe_add_func_uint32_t_u_u(g_990, 9))
    {
        int32_t l_2283 = 0xEE4B1F40L;
        int32_t l_2284 = 0x5358BBA7L;
        int32_t l_2285 = 0xB60CCDDFL;
        int32_t l_2286 = 0x693293BCL;
        int32_t l_2287[4][2][10] = {{{0L,0xA70DFFA1L,0L,0L,0L,0L,0xE4DED225L,0L,0L,0L},{0x4D7DD976L,0xA70DFFA1L,0x4D7DD976L,0L,0x0EC0A1D0L,0L,8L,0L,0x0EC0A1D0L,0L}},{{0L,0xA70DFFA1L,0L,0L,0L,0L,0xE4DED225L,0L,0L,0L},{0x4D7DD976L,0xA70DFFA1L,0x4D7DD976L,0L,0x0EC0A1D0L,0L,8L,0L,0x0EC0A1D0L,0L}},{{0L,0xA70DFFA1L,0L,0L,0L,0L,0xE4DED225L,0L,0L,0L},{0x4D7DD976L,0xA70DFFA1L,0x4D7DD976L,0L,0x0EC0A1D0L,0L,8L,0L,0x0EC0A1D0L,0L}},{{0L,0xA70DFFA1L,0L,0L,0L,0L,0xE4DED225L,0L,0L,0L},{0x4D7DD976L,0xA70DFFA1L,0x4D7DD976L,0L,0x0EC0A1D0L,0L,8L,0L,0x0EC0A1D0L,0L}}};
        uint8_t l_2288[8][4][6] = {{{252UL,252UL,246UL,0xF6L,0xABL,0xD3L},{0xD0L,252UL,7UL,7UL,0x51L,246UL},{0x27L,0xD0L,7UL,0x27L,252UL,0xD3L},{0xF6L,0x27L,246UL,0x27L,0xF6L,0x75L}},{{0x27L,0xF6L,0x75L,7UL,0xF6L,0x4AL},{0xD0L,0x27L,0x98L,0xF6L,252UL,0x4AL},{252UL,0xD0L,0x75L,0x51L,0x51L,0x75L},{252UL,252UL,246UL,0xF6L,0UL,7UL}},{{0x8EL,253UL,0xF6L,3UL,0x1FL,252UL},{0xFBL,0x8EL,0xF6L,0xFBL,253UL,7UL},{0x0BL,0xFBL,252UL,0xFBL,0x0BL,0x51L},{0xFBL,0x0BL,0x51L,3UL,0x0BL,0xD0L}},{{0x8EL,0xFBL,0xABL,0x0BL,253UL,0xD0L},{253UL,0x8EL,0x51L,0x1FL,0x1FL,0x51L},{253UL,253UL,252UL,0x0BL,0UL,7UL},{0x8EL,253UL,0xF6L,3UL,0x1FL,252UL}},{{0xFBL,0x8EL,0xF6L,0xFBL,253UL,7UL},{0x0BL,0xFBL,252UL,0xFBL,0x0BL,0x51L},{0xFBL,0x0BL,0x51L,3UL,0x0BL,0xD0L},{0x8EL,0xFBL,0xABL,0x0BL,253UL,0xD0L}},{{253UL,0x8EL,0x51L,0x1FL,0x1FL,0x51L},{253UL,253UL,252UL,0x0BL,0UL,7UL},{0x8EL,253UL,0xF6L,3UL,0x1FL,252UL},{0xFBL,0x8EL,0xF6L,0xFBL,253UL,7UL}},{{0x0BL,0xFBL,252UL,0xFBL,0x0BL,0x51L},{0xFBL,0x0BL,0x51L,3UL,0x0BL,0xD0L},{0x8EL,0xFBL,0xABL,0x0BL,253UL,0xD0L},{253UL,0x8EL,0x51L,0x1FL,0x1FL,0x51L}},{{253UL,253UL,252UL,0x0BL,0UL,7UL},{0x8EL,253UL,0xF6L,3UL,0x1FL,252UL},{0xFBL,0x8EL,0xF6L,0xFBL,253UL,7UL},{0x0BL,0xFBL,252UL,0xFBL,0x0BL,0x51L}}};
        int i, j, k;
        ++l_2288[4][2][1];
        if (p_77.f0)
            goto lbl_2280;
        (*g_257) &= 0x52A4E985L;
    }
    return l_2261[3];
}
static struct S0 func_81(int32_t * p_82, int64_t * p_83, uint8_t p_84, uint8_t p_85, uint32_t * p_86)
{
    uint32_t l_133 = 0x2FE65786L;
    int32_t l_154 = 0x348BD332L;
    uint32_t *l_273[3];
    const uint32_t *l_274[3];
    const union U5 *l_315[3][4] = {{&g_316,&g_316,&g_316,&g_316},{&g_316,&g_316,&g_316,&g_316},{&g_316,&g_316,&g_316,&g_316}};
    int32_t l_365 = 1L;
    int32_t l_372 = 0x45E0DE55L;
    int32_t l_373 = (-1L);
    int32_t l_374 = 0x2C7F4983L;
    union U5 *l_430[10] = {&g_431,&g_431,&g_431,&g_431,&g_431,&g_431,&g_431,&g_431,&g_431,&g_431};
    union U5 **l_429 = &l_430[4];
    uint8_t *l_450 = (void*)0;
    uint16_t *l_467 = &g_190;
    uint16_t **l_468 = &l_467;
    uint8_t *l_469 = (void*)0;
    uint8_t *l_470 = &g_176[0];
    uint64_t *l_483 = &g_394[4];
    struct S3 *l_627 = &g_628;
    int32_t l_633 = 0xB155B960L;
    uint16_t l_646 = 65531UL;
    int32_t l_690 = 0x7C5D9DFBL;
    int32_t l_691 = 1L;
    int32_t l_692 = 0x32ED91C3L;
    int32_t l_693 = (-10L);
    int32_t l_694[1][6] = {{0x3428E6FFL,0x3428E6FFL,0x3428E6FFL,0x3428E6FFL,0x3428E6FFL,0x3428E6FFL}};
    const uint64_t l_866 = 18446744073709551609UL;
    const uint8_t l_872[5] = {0x5EL,0x5EL,0x5EL,0x5EL,0x5EL};
    uint32_t l_1006 = 0x0BB61DE0L;
    int8_t l_1042 = 0xA0L;
    struct S0 l_1053 = {-717};
    struct S2 *l_1064 = &g_1065;
    int32_t * const l_1089 = &l_374;
    uint64_t l_1105 = 0x4FB59E9484DFB80ALL;
    uint64_t l_1169 = 18446744073709551607UL;
    uint16_t l_1203 = 0UL;
    int32_t *l_1219 = &g_1191;
    uint32_t l_1254 = 0xA0BE2D8DL;
    const union U4 l_1268 = {0xC99D35998333A646LL};
    uint32_t *l_1273 = &l_133;
    uint32_t l_1278 = 0x0CB2340AL;
    int64_t l_1412 = 1L;
    int32_t l_1417 = 0L;
    uint32_t l_1472 = 0x31AF6CDFL;
    const struct S3 *l_1574 = &g_1148;
    const struct S3 **l_1573 = &l_1574;
    uint64_t l_1602 = 18446744073709551607UL;
    int8_t l_1648 = 0x93L;
    int32_t *l_1809[7] = {&l_692,&l_692,&l_692,&l_692,&l_692,&l_692,&l_692};
    int16_t *l_1848[6] = {&g_27,&g_27,&g_27,&g_27,&g_27,&g_27};
    int i, j;
    for (i = 0; i < 3; i++)
        l_273[i] = &g_121;
    for (i = 0; i < 3; i++)
        l_274[i] = &l_133;
    return l_1053;
}
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_27, "g_27", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_51[i][j][k], "g_51[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_52[i], "g_52[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_58, "g_58", print_hash_value);
    transparent_crc(g_67, "g_67", print_hash_value);
    transparent_crc(g_70.f0, "g_70.f0", print_hash_value);
    transparent_crc(g_70.f1, "g_70.f1", print_hash_value);
    transparent_crc(g_70.f2, "g_70.f2", print_hash_value);
    transparent_crc(g_70.f3, "g_70.f3", print_hash_value);
    transparent_crc(g_121, "g_121", print_hash_value);
    transparent_crc(g_124, "g_124", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_139[i][j], "g_139[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_176[i], "g_176[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_188, "g_188", print_hash_value);
    transparent_crc(g_190, "g_190", print_hash_value);
    transparent_crc(g_196.f0, "g_196.f0", print_hash_value);
    transparent_crc(g_196.f1, "g_196.f1", print_hash_value);
    transparent_crc(g_196.f2, "g_196.f2", print_hash_value);
    transparent_crc(g_196.f3, "g_196.f3", print_hash_value);
    transparent_crc(g_202.f0, "g_202.f0", print_hash_value);
    transparent_crc(g_202.f1, "g_202.f1", print_hash_value);
    transparent_crc(g_202.f2, "g_202.f2", print_hash_value);
    transparent_crc(g_202.f3, "g_202.f3", print_hash_value);
    transparent_crc(g_210.f0, "g_210.f0", print_hash_value);
    transparent_crc(g_210.f1, "g_210.f1", print_hash_value);
    transparent_crc(g_210.f2, "g_210.f2", print_hash_value);
    transparent_crc(g_210.f3, "g_210.f3", print_hash_value);
    transparent_crc(g_210.f4.f0, "g_210.f4.f0", print_hash_value);
    transparent_crc(g_210.f4.f1, "g_210.f4.f1", print_hash_value);
    transparent_crc(g_210.f4.f2, "g_210.f4.f2", print_hash_value);
    transparent_crc(g_210.f4.f3, "g_210.f4.f3", print_hash_value);
    transparent_crc(g_210.f5, "g_210.f5", print_hash_value);
    transparent_crc(g_210.f6, "g_210.f6", print_hash_value);
    transparent_crc(g_236.f0, "g_236.f0", print_hash_value);
    transparent_crc(g_287.f0, "g_287.f0", print_hash_value);
    transparent_crc(g_287.f1, "g_287.f1", print_hash_value);
    transparent_crc(g_287.f2, "g_287.f2", print_hash_value);
    transparent_crc(g_287.f3, "g_287.f3", print_hash_value);
    transparent_crc(g_316.f0, "g_316.f0", print_hash_value);
    transparent_crc(g_316.f1, "g_316.f1", print_hash_value);
    transparent_crc(g_322.f0, "g_322.f0", print_hash_value);
    transparent_crc(g_322.f1, "g_322.f1", print_hash_value);
    transparent_crc(g_322.f2, "g_322.f2", print_hash_value);
    transparent_crc(g_322.f3, "g_322.f3", print_hash_value);
    transparent_crc(g_322.f4, "g_322.f4", print_hash_value);
    transparent_crc(g_322.f5, "g_322.f5", print_hash_value);
    transparent_crc(g_322.f6, "g_322.f6", print_hash_value);
    transparent_crc(g_322.f7, "g_322.f7", print_hash_value);
    transparent_crc(g_322.f8, "g_322.f8", print_hash_value);
    transparent_crc(g_322.f9, "g_322.f9", print_hash_value);
    transparent_crc(g_332.f0, "g_332.f0", print_hash_value);
    transparent_crc(g_332.f1, "g_332.f1", print_hash_value);
    transparent_crc(g_332.f2, "g_332.f2", print_hash_value);
    transparent_crc(g_332.f3, "g_332.f3", print_hash_value);
    transparent_crc(g_337.f0, "g_337.f0", print_hash_value);
    transparent_crc(g_337.f1, "g_337.f1", print_hash_value);
    transparent_crc(g_337.f2, "g_337.f2", print_hash_value);
    transparent_crc(g_337.f3, "g_337.f3", print_hash_value);
    transparent_crc(g_348, "g_348", print_hash_value);
    transparent_crc(g_375, "g_375", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_394[i], "g_394[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_396, "g_396", print_hash_value);
    transparent_crc(g_406.f0, "g_406.f0", print_hash_value);
    transparent_crc(g_406.f1, "g_406.f1", print_hash_value);
    transparent_crc(g_406.f2, "g_406.f2", print_hash_value);
    transparent_crc(g_406.f3, "g_406.f3", print_hash_value);
    transparent_crc(g_406.f4, "g_406.f4", print_hash_value);
    transparent_crc(g_406.f5, "g_406.f5", print_hash_value);
    transparent_crc(g_406.f6, "g_406.f6", print_hash_value);
    transparent_crc(g_406.f7, "g_406.f7", print_hash_value);
    transparent_crc(g_406.f8, "g_406.f8", print_hash_value);
    transparent_crc(g_406.f9, "g_406.f9", print_hash_value);
    transparent_crc(g_431.f0, "g_431.f0", print_hash_value);
    transparent_crc(g_431.f1, "g_431.f1", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_453[i][j][k].f0, "g_453[i][j][k].f0", print_hash_value);
                transparent_crc(g_453[i][j][k].f1, "g_453[i][j][k].f1", print_hash_value);
                transparent_crc(g_453[i][j][k].f2, "g_453[i][j][k].f2", print_hash_value);
                transparent_crc(g_453[i][j][k].f3, "g_453[i][j][k].f3", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_460.f0, "g_460.f0", print_hash_value);
    transparent_crc(g_460.f1, "g_460.f1", print_hash_value);
    transparent_crc(g_460.f2, "g_460.f2", print_hash_value);
    transparent_crc(g_460.f3, "g_460.f3", print_hash_value);
    transparent_crc(g_460.f4, "g_460.f4", print_hash_value);
    transparent_crc(g_460.f5, "g_460.f5", print_hash_value);
    transparent_crc(g_460.f6, "g_460.f6", print_hash_value);
    transparent_crc(g_460.f7, "g_460.f7", print_hash_value);
    transparent_crc(g_460.f8, "g_460.f8", print_hash_value);
    transparent_crc(g_460.f9, "g_460.f9", print_hash_value);
    transparent_crc(g_563.f0, "g_563.f0", print_hash_value);
    transparent_crc(g_563.f1, "g_563.f1", print_hash_value);
    transparent_crc(g_563.f2, "g_563.f2", print_hash_value);
    transparent_crc(g_563.f3, "g_563.f3", print_hash_value);
    transparent_crc(g_563.f4.f0, "g_563.f4.f0", print_hash_value);
    transparent_crc(g_563.f4.f1, "g_563.f4.f1", print_hash_value);
    transparent_crc(g_563.f4.f2, "g_563.f4.f2", print_hash_value);
    transparent_crc(g_563.f4.f3, "g_563.f4.f3", print_hash_value);
    transparent_crc(g_563.f5, "g_563.f5", print_hash_value);
    transparent_crc(g_563.f6, "g_563.f6", print_hash_value);
    transparent_crc(g_580, "g_580", print_hash_value);
    transparent_crc(g_583.f0, "g_583.f0", print_hash_value);
    transparent_crc(g_583.f1, "g_583.f1", print_hash_value);
    transparent_crc(g_583.f2, "g_583.f2", print_hash_value);
    transparent_crc(g_583.f3, "g_583.f3", print_hash_value);
    transparent_crc(g_589, "g_589", print_hash_value);
    transparent_crc(g_611.f0, "g_611.f0", print_hash_value);
    transparent_crc(g_611.f1, "g_611.f1", print_hash_value);
    transparent_crc(g_611.f2, "g_611.f2", print_hash_value);
    transparent_crc(g_611.f3, "g_611.f3", print_hash_value);
    transparent_crc(g_611.f4.f0, "g_611.f4.f0", print_hash_value);
    transparent_crc(g_611.f4.f1, "g_611.f4.f1", print_hash_value);
    transparent_crc(g_611.f4.f2, "g_611.f4.f2", print_hash_value);
    transparent_crc(g_611.f4.f3, "g_611.f4.f3", print_hash_value);
    transparent_crc(g_611.f5, "g_611.f5", print_hash_value);
    transparent_crc(g_611.f6, "g_611.f6", print_hash_value);
    transparent_crc(g_619.f0, "g_619.f0", print_hash_value);
    transparent_crc(g_619.f1, "g_619.f1", print_hash_value);
    transparent_crc(g_619.f2, "g_619.f2", print_hash_value);
    transparent_crc(g_619.f3, "g_619.f3", print_hash_value);
    transparent_crc(g_619.f4.f0, "g_619.f4.f0", print_hash_value);
    transparent_crc(g_619.f4.f1, "g_619.f4.f1", print_hash_value);
    transparent_crc(g_619.f4.f2, "g_619.f4.f2", print_hash_value);
    transparent_crc(g_619.f4.f3, "g_619.f4.f3", print_hash_value);
    transparent_crc(g_619.f5, "g_619.f5", print_hash_value);
    transparent_crc(g_619.f6, "g_619.f6", print_hash_value);
    transparent_crc(g_628.f0, "g_628.f0", print_hash_value);
    transparent_crc(g_628.f1, "g_628.f1", print_hash_value);
    transparent_crc(g_628.f2, "g_628.f2", print_hash_value);
    transparent_crc(g_628.f3, "g_628.f3", print_hash_value);
    transparent_crc(g_628.f4, "g_628.f4", print_hash_value);
    transparent_crc(g_628.f5, "g_628.f5", print_hash_value);
    transparent_crc(g_628.f6, "g_628.f6", print_hash_value);
    transparent_crc(g_628.f7, "g_628.f7", print_hash_value);
    transparent_crc(g_628.f8, "g_628.f8", print_hash_value);
    transparent_crc(g_628.f9, "g_628.f9", print_hash_value);
    transparent_crc(g_701.f0, "g_701.f0", print_hash_value);
    transparent_crc(g_701.f1, "g_701.f1", print_hash_value);
    transparent_crc(g_701.f2, "g_701.f2", print_hash_value);
    transparent_crc(g_701.f3, "g_701.f3", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_774[i].f0, "g_774[i].f0", print_hash_value);
        transparent_crc(g_774[i].f1, "g_774[i].f1", print_hash_value);
        transparent_crc(g_774[i].f2, "g_774[i].f2", print_hash_value);
        transparent_crc(g_774[i].f3, "g_774[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_924[i].f0, "g_924[i].f0", print_hash_value);
        transparent_crc(g_924[i].f1, "g_924[i].f1", print_hash_value);
        transparent_crc(g_924[i].f2, "g_924[i].f2", print_hash_value);
        transparent_crc(g_924[i].f3, "g_924[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_953.f0, "g_953.f0", print_hash_value);
    transparent_crc(g_953.f1, "g_953.f1", print_hash_value);
    transparent_crc(g_956, "g_956", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_959[i], "g_959[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_963[i][j].f0, "g_963[i][j].f0", print_hash_value);
            transparent_crc(g_963[i][j].f1, "g_963[i][j].f1", print_hash_value);
            transparent_crc(g_963[i][j].f2, "g_963[i][j].f2", print_hash_value);
            transparent_crc(g_963[i][j].f3, "g_963[i][j].f3", print_hash_value);
            transparent_crc(g_963[i][j].f4.f0, "g_963[i][j].f4.f0", print_hash_value);
            transparent_crc(g_963[i][j].f4.f1, "g_963[i][j].f4.f1", print_hash_value);
            transparent_crc(g_963[i][j].f4.f2, "g_963[i][j].f4.f2", print_hash_value);
            transparent_crc(g_963[i][j].f4.f3, "g_963[i][j].f4.f3", print_hash_value);
            transparent_crc(g_963[i][j].f5, "g_963[i][j].f5", print_hash_value);
            transparent_crc(g_963[i][j].f6, "g_963[i][j].f6", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_965.f0, "g_965.f0", print_hash_value);
    transparent_crc(g_965.f1, "g_965.f1", print_hash_value);
    transparent_crc(g_965.f2, "g_965.f2", print_hash_value);
    transparent_crc(g_965.f3, "g_965.f3", print_hash_value);
    transparent_crc(g_965.f4.f0, "g_965.f4.f0", print_hash_value);
    transparent_crc(g_965.f4.f1, "g_965.f4.f1", print_hash_value);
    transparent_crc(g_965.f4.f2, "g_965.f4.f2", print_hash_value);
    transparent_crc(g_965.f4.f3, "g_965.f4.f3", print_hash_value);
    transparent_crc(g_965.f5, "g_965.f5", print_hash_value);
    transparent_crc(g_965.f6, "g_965.f6", print_hash_value);
    transparent_crc(g_983.f0, "g_983.f0", print_hash_value);
    transparent_crc(g_983.f1, "g_983.f1", print_hash_value);
    transparent_crc(g_983.f2, "g_983.f2", print_hash_value);
    transparent_crc(g_983.f3, "g_983.f3", print_hash_value);
    transparent_crc(g_983.f4, "g_983.f4", print_hash_value);
    transparent_crc(g_983.f5, "g_983.f5", print_hash_value);
    transparent_crc(g_983.f6, "g_983.f6", print_hash_value);
    transparent_crc(g_983.f7, "g_983.f7", print_hash_value);
    transparent_crc(g_983.f8, "g_983.f8", print_hash_value);
    transparent_crc(g_983.f9, "g_983.f9", print_hash_value);
    transparent_crc(g_990, "g_990", print_hash_value);
    transparent_crc(g_1027, "g_1027", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1035[i].f0, "g_1035[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_1048.f0, "g_1048.f0", print_hash_value);
    transparent_crc(g_1048.f1, "g_1048.f1", print_hash_value);
    transparent_crc(g_1048.f2, "g_1048.f2", print_hash_value);
    transparent_crc(g_1048.f3, "g_1048.f3", print_hash_value);
    transparent_crc(g_1049.f0, "g_1049.f0", print_hash_value);
    transparent_crc(g_1049.f1, "g_1049.f1", print_hash_value);
    transparent_crc(g_1049.f2, "g_1049.f2", print_hash_value);
    transparent_crc(g_1049.f3, "g_1049.f3", print_hash_value);
    transparent_crc(g_1065.f0, "g_1065.f0", print_hash_value);
    transparent_crc(g_1065.f1, "g_1065.f1", print_hash_value);
    transparent_crc(g_1065.f2, "g_1065.f2", print_hash_value);
    transparent_crc(g_1065.f3, "g_1065.f3", print_hash_value);
    transparent_crc(g_1065.f4.f0, "g_1065.f4.f0", print_hash_value);
    transparent_crc(g_1065.f4.f1, "g_1065.f4.f1", print_hash_value);
    transparent_crc(g_1065.f4.f2, "g_1065.f4.f2", print_hash_value);
    transparent_crc(g_1065.f4.f3, "g_1065.f4.f3", print_hash_value);
    transparent_crc(g_1065.f5, "g_1065.f5", print_hash_value);
    transparent_crc(g_1065.f6, "g_1065.f6", print_hash_value);
    transparent_crc(g_1076, "g_1076", print_hash_value);
    transparent_crc(g_1079.f0, "g_1079.f0", print_hash_value);
    transparent_crc(g_1079.f1, "g_1079.f1", print_hash_value);
    transparent_crc(g_1079.f2, "g_1079.f2", print_hash_value);
    transparent_crc(g_1079.f3, "g_1079.f3", print_hash_value);
    transparent_crc(g_1117.f0, "g_1117.f0", print_hash_value);
    transparent_crc(g_1117.f1, "g_1117.f1", print_hash_value);
    transparent_crc(g_1117.f2, "g_1117.f2", print_hash_value);
    transparent_crc(g_1117.f3, "g_1117.f3", print_hash_value);
    transparent_crc(g_1117.f4, "g_1117.f4", print_hash_value);
    transparent_crc(g_1117.f5, "g_1117.f5", print_hash_value);
    transparent_crc(g_1117.f6, "g_1117.f6", print_hash_value);
    transparent_crc(g_1117.f7, "g_1117.f7", print_hash_value);
    transparent_crc(g_1117.f8, "g_1117.f8", print_hash_value);
    transparent_crc(g_1117.f9, "g_1117.f9", print_hash_value);
    transparent_crc(g_1148.f0, "g_1148.f0", print_hash_value);
    transparent_crc(g_1148.f1, "g_1148.f1", print_hash_value);
    transparent_crc(g_1148.f2, "g_1148.f2", print_hash_value);
    transparent_crc(g_1148.f3, "g_1148.f3", print_hash_value);
    transparent_crc(g_1148.f4, "g_1148.f4", print_hash_value);
    transparent_crc(g_1148.f5, "g_1148.f5", print_hash_value);
    transparent_crc(g_1148.f6, "g_1148.f6", print_hash_value);
    transparent_crc(g_1148.f7, "g_1148.f7", print_hash_value);
    transparent_crc(g_1148.f8, "g_1148.f8", print_hash_value);
    transparent_crc(g_1148.f9, "g_1148.f9", print_hash_value);
    transparent_crc(g_1173.f0, "g_1173.f0", print_hash_value);
    transparent_crc(g_1173.f1, "g_1173.f1", print_hash_value);
    transparent_crc(g_1173.f2, "g_1173.f2", print_hash_value);
    transparent_crc(g_1173.f3, "g_1173.f3", print_hash_value);
    transparent_crc(g_1188, "g_1188", print_hash_value);
    transparent_crc(g_1189, "g_1189", print_hash_value);
    transparent_crc(g_1190, "g_1190", print_hash_value);
    transparent_crc(g_1191, "g_1191", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_1192[i], "g_1192[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_1195[i][j].f0, "g_1195[i][j].f0", print_hash_value);
            transparent_crc(g_1195[i][j].f1, "g_1195[i][j].f1", print_hash_value);
            transparent_crc(g_1195[i][j].f2, "g_1195[i][j].f2", print_hash_value);
            transparent_crc(g_1195[i][j].f3, "g_1195[i][j].f3", print_hash_value);
            transparent_crc(g_1195[i][j].f4, "g_1195[i][j].f4", print_hash_value);
            transparent_crc(g_1195[i][j].f5, "g_1195[i][j].f5", print_hash_value);
            transparent_crc(g_1195[i][j].f6, "g_1195[i][j].f6", print_hash_value);
            transparent_crc(g_1195[i][j].f7, "g_1195[i][j].f7", print_hash_value);
            transparent_crc(g_1195[i][j].f8, "g_1195[i][j].f8", print_hash_value);
            transparent_crc(g_1195[i][j].f9, "g_1195[i][j].f9", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1200.f0, "g_1200.f0", print_hash_value);
    transparent_crc(g_1200.f1, "g_1200.f1", print_hash_value);
    transparent_crc(g_1200.f2, "g_1200.f2", print_hash_value);
    transparent_crc(g_1200.f3, "g_1200.f3", print_hash_value);
    transparent_crc(g_1224.f0, "g_1224.f0", print_hash_value);
    transparent_crc(g_1224.f1, "g_1224.f1", print_hash_value);
    transparent_crc(g_1224.f2, "g_1224.f2", print_hash_value);
    transparent_crc(g_1224.f3, "g_1224.f3", print_hash_value);
    transparent_crc(g_1251.f0, "g_1251.f0", print_hash_value);
    transparent_crc(g_1251.f1, "g_1251.f1", print_hash_value);
    transparent_crc(g_1251.f2, "g_1251.f2", print_hash_value);
    transparent_crc(g_1251.f3, "g_1251.f3", print_hash_value);
    transparent_crc(g_1253.f0, "g_1253.f0", print_hash_value);
    transparent_crc(g_1253.f1, "g_1253.f1", print_hash_value);
    transparent_crc(g_1253.f2, "g_1253.f2", print_hash_value);
    transparent_crc(g_1253.f3, "g_1253.f3", print_hash_value);
    transparent_crc(g_1349.f0, "g_1349.f0", print_hash_value);
    transparent_crc(g_1349.f1, "g_1349.f1", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_1364[i][j].f0, "g_1364[i][j].f0", print_hash_value);
            transparent_crc(g_1364[i][j].f1, "g_1364[i][j].f1", print_hash_value);
            transparent_crc(g_1364[i][j].f2, "g_1364[i][j].f2", print_hash_value);
            transparent_crc(g_1364[i][j].f3, "g_1364[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1368.f0, "g_1368.f0", print_hash_value);
    transparent_crc(g_1368.f1, "g_1368.f1", print_hash_value);
    transparent_crc(g_1432.f0, "g_1432.f0", print_hash_value);
    transparent_crc(g_1432.f1, "g_1432.f1", print_hash_value);
    transparent_crc(g_1432.f2, "g_1432.f2", print_hash_value);
    transparent_crc(g_1432.f3, "g_1432.f3", print_hash_value);
    transparent_crc(g_1433.f0, "g_1433.f0", print_hash_value);
    transparent_crc(g_1433.f1, "g_1433.f1", print_hash_value);
    transparent_crc(g_1433.f2, "g_1433.f2", print_hash_value);
    transparent_crc(g_1433.f3, "g_1433.f3", print_hash_value);
    transparent_crc(g_1434.f0, "g_1434.f0", print_hash_value);
    transparent_crc(g_1434.f1, "g_1434.f1", print_hash_value);
    transparent_crc(g_1434.f2, "g_1434.f2", print_hash_value);
    transparent_crc(g_1434.f3, "g_1434.f3", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_1435[i].f0, "g_1435[i].f0", print_hash_value);
        transparent_crc(g_1435[i].f1, "g_1435[i].f1", print_hash_value);
        transparent_crc(g_1435[i].f2, "g_1435[i].f2", print_hash_value);
        transparent_crc(g_1435[i].f3, "g_1435[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_1436.f0, "g_1436.f0", print_hash_value);
    transparent_crc(g_1436.f1, "g_1436.f1", print_hash_value);
    transparent_crc(g_1436.f2, "g_1436.f2", print_hash_value);
    transparent_crc(g_1436.f3, "g_1436.f3", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_1469[i][j][k], "g_1469[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_1471.f0, "g_1471.f0", print_hash_value);
    transparent_crc(g_1471.f1, "g_1471.f1", print_hash_value);
    transparent_crc(g_1471.f2, "g_1471.f2", print_hash_value);
    transparent_crc(g_1471.f3, "g_1471.f3", print_hash_value);
    transparent_crc(g_1473.f0, "g_1473.f0", print_hash_value);
    transparent_crc(g_1473.f1, "g_1473.f1", print_hash_value);
    transparent_crc(g_1473.f2, "g_1473.f2", print_hash_value);
    transparent_crc(g_1473.f3, "g_1473.f3", print_hash_value);
    transparent_crc(g_1491.f0, "g_1491.f0", print_hash_value);
    transparent_crc(g_1491.f1, "g_1491.f1", print_hash_value);
    transparent_crc(g_1491.f2, "g_1491.f2", print_hash_value);
    transparent_crc(g_1491.f3, "g_1491.f3", print_hash_value);
    transparent_crc(g_1512.f0, "g_1512.f0", print_hash_value);
    transparent_crc(g_1512.f1, "g_1512.f1", print_hash_value);
    transparent_crc(g_1512.f2, "g_1512.f2", print_hash_value);
    transparent_crc(g_1512.f3, "g_1512.f3", print_hash_value);
    transparent_crc(g_1514.f0, "g_1514.f0", print_hash_value);
    transparent_crc(g_1514.f1, "g_1514.f1", print_hash_value);
    transparent_crc(g_1514.f2, "g_1514.f2", print_hash_value);
    transparent_crc(g_1514.f3, "g_1514.f3", print_hash_value);
    transparent_crc(g_1514.f4, "g_1514.f4", print_hash_value);
    transparent_crc(g_1514.f5, "g_1514.f5", print_hash_value);
    transparent_crc(g_1514.f6, "g_1514.f6", print_hash_value);
    transparent_crc(g_1514.f7, "g_1514.f7", print_hash_value);
    transparent_crc(g_1514.f8, "g_1514.f8", print_hash_value);
    transparent_crc(g_1514.f9, "g_1514.f9", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_1536[i][j].f0, "g_1536[i][j].f0", print_hash_value);
            transparent_crc(g_1536[i][j].f1, "g_1536[i][j].f1", print_hash_value);
            transparent_crc(g_1536[i][j].f2, "g_1536[i][j].f2", print_hash_value);
            transparent_crc(g_1536[i][j].f3, "g_1536[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1585.f0, "g_1585.f0", print_hash_value);
    transparent_crc(g_1585.f1, "g_1585.f1", print_hash_value);
    transparent_crc(g_1585.f2, "g_1585.f2", print_hash_value);
    transparent_crc(g_1585.f3, "g_1585.f3", print_hash_value);
    transparent_crc(g_1606.f0, "g_1606.f0", print_hash_value);
    transparent_crc(g_1606.f1, "g_1606.f1", print_hash_value);
    transparent_crc(g_1606.f2, "g_1606.f2", print_hash_value);
    transparent_crc(g_1606.f3, "g_1606.f3", print_hash_value);
    transparent_crc(g_1650, "g_1650", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1685[i][j].f0, "g_1685[i][j].f0", print_hash_value);
            transparent_crc(g_1685[i][j].f1, "g_1685[i][j].f1", print_hash_value);
            transparent_crc(g_1685[i][j].f2, "g_1685[i][j].f2", print_hash_value);
            transparent_crc(g_1685[i][j].f3, "g_1685[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1693, "g_1693", print_hash_value);
    transparent_crc(g_1775.f0, "g_1775.f0", print_hash_value);
    transparent_crc(g_1775.f1, "g_1775.f1", print_hash_value);
    transparent_crc(g_1775.f2, "g_1775.f2", print_hash_value);
    transparent_crc(g_1775.f3, "g_1775.f3", print_hash_value);
    transparent_crc(g_1783, "g_1783", print_hash_value);
    transparent_crc(g_1785, "g_1785", print_hash_value);
    transparent_crc(g_1861.f0, "g_1861.f0", print_hash_value);
    transparent_crc(g_1861.f1, "g_1861.f1", print_hash_value);
    transparent_crc(g_1861.f2, "g_1861.f2", print_hash_value);
    transparent_crc(g_1861.f3, "g_1861.f3", print_hash_value);
    transparent_crc(g_1861.f4, "g_1861.f4", print_hash_value);
    transparent_crc(g_1861.f5, "g_1861.f5", print_hash_value);
    transparent_crc(g_1861.f6, "g_1861.f6", print_hash_value);
    transparent_crc(g_1861.f7, "g_1861.f7", print_hash_value);
    transparent_crc(g_1861.f8, "g_1861.f8", print_hash_value);
    transparent_crc(g_1861.f9, "g_1861.f9", print_hash_value);
    transparent_crc(g_1863.f0, "g_1863.f0", print_hash_value);
    transparent_crc(g_1863.f1, "g_1863.f1", print_hash_value);
    transparent_crc(g_1863.f2, "g_1863.f2", print_hash_value);
    transparent_crc(g_1863.f3, "g_1863.f3", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_1870[i][j].f0, "g_1870[i][j].f0", print_hash_value);
            transparent_crc(g_1870[i][j].f1, "g_1870[i][j].f1", print_hash_value);
            transparent_crc(g_1870[i][j].f2, "g_1870[i][j].f2", print_hash_value);
            transparent_crc(g_1870[i][j].f3, "g_1870[i][j].f3", print_hash_value);
            transparent_crc(g_1870[i][j].f4.f0, "g_1870[i][j].f4.f0", print_hash_value);
            transparent_crc(g_1870[i][j].f4.f1, "g_1870[i][j].f4.f1", print_hash_value);
            transparent_crc(g_1870[i][j].f4.f2, "g_1870[i][j].f4.f2", print_hash_value);
            transparent_crc(g_1870[i][j].f4.f3, "g_1870[i][j].f4.f3", print_hash_value);
            transparent_crc(g_1870[i][j].f5, "g_1870[i][j].f5", print_hash_value);
            transparent_crc(g_1870[i][j].f6, "g_1870[i][j].f6", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1871.f0, "g_1871.f0", print_hash_value);
    transparent_crc(g_1871.f1, "g_1871.f1", print_hash_value);
    transparent_crc(g_1871.f2, "g_1871.f2", print_hash_value);
    transparent_crc(g_1871.f3, "g_1871.f3", print_hash_value);
    transparent_crc(g_1882.f0, "g_1882.f0", print_hash_value);
    transparent_crc(g_1882.f1, "g_1882.f1", print_hash_value);
    transparent_crc(g_1907, "g_1907", print_hash_value);
    transparent_crc(g_1990.f0, "g_1990.f0", print_hash_value);
    transparent_crc(g_1990.f1, "g_1990.f1", print_hash_value);
    transparent_crc(g_1990.f2, "g_1990.f2", print_hash_value);
    transparent_crc(g_1990.f3, "g_1990.f3", print_hash_value);
    transparent_crc(g_2011, "g_2011", print_hash_value);
    transparent_crc(g_2032, "g_2032", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_2092[i], "g_2092[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_2106.f0, "g_2106.f0", print_hash_value);
    transparent_crc(g_2106.f1, "g_2106.f1", print_hash_value);
    transparent_crc(g_2106.f2, "g_2106.f2", print_hash_value);
    transparent_crc(g_2106.f3, "g_2106.f3", print_hash_value);
    transparent_crc(g_2106.f4.f0, "g_2106.f4.f0", print_hash_value);
    transparent_crc(g_2106.f4.f1, "g_2106.f4.f1", print_hash_value);
    transparent_crc(g_2106.f4.f2, "g_2106.f4.f2", print_hash_value);
    transparent_crc(g_2106.f4.f3, "g_2106.f4.f3", print_hash_value);
    transparent_crc(g_2106.f5, "g_2106.f5", print_hash_value);
    transparent_crc(g_2106.f6, "g_2106.f6", print_hash_value);
    transparent_crc(g_2110.f0, "g_2110.f0", print_hash_value);
    transparent_crc(g_2110.f1, "g_2110.f1", print_hash_value);
    transparent_crc(g_2110.f2, "g_2110.f2", print_hash_value);
    transparent_crc(g_2110.f3, "g_2110.f3", print_hash_value);
    transparent_crc(g_2130.f0, "g_2130.f0", print_hash_value);
    transparent_crc(g_2130.f1, "g_2130.f1", print_hash_value);
    transparent_crc(g_2130.f2, "g_2130.f2", print_hash_value);
    transparent_crc(g_2130.f3, "g_2130.f3", print_hash_value);
    transparent_crc(g_2134.f0, "g_2134.f0", print_hash_value);
    transparent_crc(g_2134.f1, "g_2134.f1", print_hash_value);
    transparent_crc(g_2134.f2, "g_2134.f2", print_hash_value);
    transparent_crc(g_2134.f3, "g_2134.f3", print_hash_value);
    transparent_crc(g_2141, "g_2141", print_hash_value);
    transparent_crc(g_2165.f0, "g_2165.f0", print_hash_value);
    transparent_crc(g_2165.f1, "g_2165.f1", print_hash_value);
    transparent_crc(g_2165.f2, "g_2165.f2", print_hash_value);
    transparent_crc(g_2165.f3, "g_2165.f3", print_hash_value);
    transparent_crc(g_2165.f4.f0, "g_2165.f4.f0", print_hash_value);
    transparent_crc(g_2165.f4.f1, "g_2165.f4.f1", print_hash_value);
    transparent_crc(g_2165.f4.f2, "g_2165.f4.f2", print_hash_value);
    transparent_crc(g_2165.f4.f3, "g_2165.f4.f3", print_hash_value);
    transparent_crc(g_2165.f5, "g_2165.f5", print_hash_value);
    transparent_crc(g_2165.f6, "g_2165.f6", print_hash_value);
    transparent_crc(g_2181.f0, "g_2181.f0", print_hash_value);
    transparent_crc(g_2181.f1, "g_2181.f1", print_hash_value);
    transparent_crc(g_2181.f2, "g_2181.f2", print_hash_value);
    transparent_crc(g_2181.f3, "g_2181.f3", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_2196[i].f0, "g_2196[i].f0", print_hash_value);
        transparent_crc(g_2196[i].f1, "g_2196[i].f1", print_hash_value);
        transparent_crc(g_2196[i].f2, "g_2196[i].f2", print_hash_value);
        transparent_crc(g_2196[i].f3, "g_2196[i].f3", print_hash_value);
        transparent_crc(g_2196[i].f4.f0, "g_2196[i].f4.f0", print_hash_value);
        transparent_crc(g_2196[i].f4.f1, "g_2196[i].f4.f1", print_hash_value);
        transparent_crc(g_2196[i].f4.f2, "g_2196[i].f4.f2", print_hash_value);
        transparent_crc(g_2196[i].f4.f3, "g_2196[i].f4.f3", print_hash_value);
        transparent_crc(g_2196[i].f5, "g_2196[i].f5", print_hash_value);
        transparent_crc(g_2196[i].f6, "g_2196[i].f6", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_2201, "g_2201", print_hash_value);
    transparent_crc(g_2212.f0, "g_2212.f0", print_hash_value);
    transparent_crc(g_2212.f1, "g_2212.f1", print_hash_value);
    transparent_crc(g_2212.f2, "g_2212.f2", print_hash_value);
    transparent_crc(g_2212.f3, "g_2212.f3", print_hash_value);
    transparent_crc(g_2230.f0, "g_2230.f0", print_hash_value);
    transparent_crc(g_2230.f1, "g_2230.f1", print_hash_value);
    transparent_crc(g_2230.f2, "g_2230.f2", print_hash_value);
    transparent_crc(g_2230.f3, "g_2230.f3", print_hash_value);
    transparent_crc(g_2255.f0, "g_2255.f0", print_hash_value);
    transparent_crc(g_2255.f1, "g_2255.f1", print_hash_value);
    transparent_crc(g_2255.f2, "g_2255.f2", print_hash_value);
    transparent_crc(g_2255.f3, "g_2255.f3", print_hash_value);
    transparent_crc(g_2256.f0, "g_2256.f0", print_hash_value);
    transparent_crc(g_2256.f1, "g_2256.f1", print_hash_value);
    transparent_crc(g_2256.f2, "g_2256.f2", print_hash_value);
    transparent_crc(g_2256.f3, "g_2256.f3", print_hash_value);
    transparent_crc(g_2299.f0, "g_2299.f0", print_hash_value);
    transparent_crc(g_2299.f1, "g_2299.f1", print_hash_value);
    transparent_crc(g_2299.f2, "g_2299.f2", print_hash_value);
    transparent_crc(g_2299.f3, "g_2299.f3", print_hash_value);
    transparent_crc(g_2299.f4.f0, "g_2299.f4.f0", print_hash_value);
    transparent_crc(g_2299.f4.f1, "g_2299.f4.f1", print_hash_value);
    transparent_crc(g_2299.f4.f2, "g_2299.f4.f2", print_hash_value);
    transparent_crc(g_2299.f4.f3, "g_2299.f4.f3", print_hash_value);
    transparent_crc(g_2299.f5, "g_2299.f5", print_hash_value);
    transparent_crc(g_2299.f6, "g_2299.f6", print_hash_value);
    transparent_crc(g_2336, "g_2336", print_hash_value);
    transparent_crc(g_2353.f0, "g_2353.f0", print_hash_value);
    transparent_crc(g_2353.f1, "g_2353.f1", print_hash_value);
    transparent_crc(g_2353.f2, "g_2353.f2", print_hash_value);
    transparent_crc(g_2353.f3, "g_2353.f3", print_hash_value);
    transparent_crc(g_2390, "g_2390", print_hash_value);
    transparent_crc(g_2554.f0, "g_2554.f0", print_hash_value);
    transparent_crc(g_2554.f1, "g_2554.f1", print_hash_value);
    transparent_crc(g_2554.f2, "g_2554.f2", print_hash_value);
    transparent_crc(g_2554.f3, "g_2554.f3", print_hash_value);
    transparent_crc(g_2571.f0, "g_2571.f0", print_hash_value);
    transparent_crc(g_2571.f1, "g_2571.f1", print_hash_value);
    transparent_crc(g_2571.f2, "g_2571.f2", print_hash_value);
    transparent_crc(g_2571.f3, "g_2571.f3", print_hash_value);
    transparent_crc(g_2571.f4, "g_2571.f4", print_hash_value);
    transparent_crc(g_2571.f5, "g_2571.f5", print_hash_value);
    transparent_crc(g_2571.f6, "g_2571.f6", print_hash_value);
    transparent_crc(g_2571.f7, "g_2571.f7", print_hash_value);
    transparent_crc(g_2571.f8, "g_2571.f8", print_hash_value);
    transparent_crc(g_2571.f9, "g_2571.f9", print_hash_value);
    transparent_crc(g_2578.f0, "g_2578.f0", print_hash_value);
    transparent_crc(g_2578.f1, "g_2578.f1", print_hash_value);
    transparent_crc(g_2578.f2, "g_2578.f2", print_hash_value);
    transparent_crc(g_2578.f3, "g_2578.f3", print_hash_value);
    transparent_crc(g_2644.f0, "g_2644.f0", print_hash_value);
    transparent_crc(g_2644.f1, "g_2644.f1", print_hash_value);
    transparent_crc(g_2644.f2, "g_2644.f2", print_hash_value);
    transparent_crc(g_2644.f3, "g_2644.f3", print_hash_value);
    transparent_crc(g_2673.f0, "g_2673.f0", print_hash_value);
    transparent_crc(g_2673.f1, "g_2673.f1", print_hash_value);
    transparent_crc(g_2673.f2, "g_2673.f2", print_hash_value);
    transparent_crc(g_2673.f3, "g_2673.f3", print_hash_value);
    transparent_crc(g_2807.f0, "g_2807.f0", print_hash_value);
    transparent_crc(g_2807.f1, "g_2807.f1", print_hash_value);
    transparent_crc(g_2814.f0, "g_2814.f0", print_hash_value);
    transparent_crc(g_2814.f1, "g_2814.f1", print_hash_value);
    transparent_crc(g_2814.f2, "g_2814.f2", print_hash_value);
    transparent_crc(g_2814.f3, "g_2814.f3", print_hash_value);
    transparent_crc(g_2818.f0, "g_2818.f0", print_hash_value);
    transparent_crc(g_2818.f1, "g_2818.f1", print_hash_value);
    transparent_crc(g_2818.f2, "g_2818.f2", print_hash_value);
    transparent_crc(g_2818.f3, "g_2818.f3", print_hash_value);
    transparent_crc(g_2818.f4, "g_2818.f4", print_hash_value);
    transparent_crc(g_2818.f5, "g_2818.f5", print_hash_value);
    transparent_crc(g_2818.f6, "g_2818.f6", print_hash_value);
    transparent_crc(g_2818.f7, "g_2818.f7", print_hash_value);
    transparent_crc(g_2818.f8, "g_2818.f8", print_hash_value);
    transparent_crc(g_2818.f9, "g_2818.f9", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_2837[i][j][k], "g_2837[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_2859.f0, "g_2859.f0", print_hash_value);
    transparent_crc(g_2859.f1, "g_2859.f1", print_hash_value);
    transparent_crc(g_2859.f2, "g_2859.f2", print_hash_value);
    transparent_crc(g_2859.f3, "g_2859.f3", print_hash_value);
    transparent_crc(g_2859.f4.f0, "g_2859.f4.f0", print_hash_value);
    transparent_crc(g_2859.f4.f1, "g_2859.f4.f1", print_hash_value);
    transparent_crc(g_2859.f4.f2, "g_2859.f4.f2", print_hash_value);
    transparent_crc(g_2859.f4.f3, "g_2859.f4.f3", print_hash_value);
    transparent_crc(g_2859.f5, "g_2859.f5", print_hash_value);
    transparent_crc(g_2859.f6, "g_2859.f6", print_hash_value);
    transparent_crc(g_2905.f0, "g_2905.f0", print_hash_value);
    transparent_crc(g_2905.f1, "g_2905.f1", print_hash_value);
    transparent_crc(g_2905.f2, "g_2905.f2", print_hash_value);
    transparent_crc(g_2905.f3, "g_2905.f3", print_hash_value);
    transparent_crc(g_2906.f0, "g_2906.f0", print_hash_value);
    transparent_crc(g_2906.f1, "g_2906.f1", print_hash_value);
    transparent_crc(g_2906.f2, "g_2906.f2", print_hash_value);
    transparent_crc(g_2906.f3, "g_2906.f3", print_hash_value);
    transparent_crc(g_2942, "g_2942", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_2947[i].f0, "g_2947[i].f0", print_hash_value);
        transparent_crc(g_2947[i].f1, "g_2947[i].f1", print_hash_value);
        transparent_crc(g_2947[i].f2, "g_2947[i].f2", print_hash_value);
        transparent_crc(g_2947[i].f3, "g_2947[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_2985.f0, "g_2985.f0", print_hash_value);
    transparent_crc(g_2985.f1, "g_2985.f1", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_3074[i].f0, "g_3074[i].f0", print_hash_value);
        transparent_crc(g_3074[i].f1, "g_3074[i].f1", print_hash_value);
        transparent_crc(g_3074[i].f2, "g_3074[i].f2", print_hash_value);
        transparent_crc(g_3074[i].f3, "g_3074[i].f3", print_hash_value);
        transparent_crc(g_3074[i].f4, "g_3074[i].f4", print_hash_value);
        transparent_crc(g_3074[i].f5, "g_3074[i].f5", print_hash_value);
        transparent_crc(g_3074[i].f6, "g_3074[i].f6", print_hash_value);
        transparent_crc(g_3074[i].f7, "g_3074[i].f7", print_hash_value);
        transparent_crc(g_3074[i].f8, "g_3074[i].f8", print_hash_value);
        transparent_crc(g_3074[i].f9, "g_3074[i].f9", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_3137[i][j][k].f0, "g_3137[i][j][k].f0", print_hash_value);
                transparent_crc(g_3137[i][j][k].f1, "g_3137[i][j][k].f1", print_hash_value);
                transparent_crc(g_3137[i][j][k].f2, "g_3137[i][j][k].f2", print_hash_value);
                transparent_crc(g_3137[i][j][k].f3, "g_3137[i][j][k].f3", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_3165.f0, "g_3165.f0", print_hash_value);
    transparent_crc(g_3165.f1, "g_3165.f1", print_hash_value);
    transparent_crc(g_3165.f2, "g_3165.f2", print_hash_value);
    transparent_crc(g_3165.f3, "g_3165.f3", print_hash_value);
    transparent_crc(g_3165.f4.f0, "g_3165.f4.f0", print_hash_value);
    transparent_crc(g_3165.f4.f1, "g_3165.f4.f1", print_hash_value);
    transparent_crc(g_3165.f4.f2, "g_3165.f4.f2", print_hash_value);
    transparent_crc(g_3165.f4.f3, "g_3165.f4.f3", print_hash_value);
    transparent_crc(g_3165.f5, "g_3165.f5", print_hash_value);
    transparent_crc(g_3165.f6, "g_3165.f6", print_hash_value);
    transparent_crc(g_3170, "g_3170", print_hash_value);
    transparent_crc(g_3248.f0, "g_3248.f0", print_hash_value);
    transparent_crc(g_3248.f1, "g_3248.f1", print_hash_value);
    transparent_crc(g_3248.f2, "g_3248.f2", print_hash_value);
    transparent_crc(g_3248.f3, "g_3248.f3", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_3256[i].f0, "g_3256[i].f0", print_hash_value);
        transparent_crc(g_3256[i].f1, "g_3256[i].f1", print_hash_value);
        transparent_crc(g_3256[i].f2, "g_3256[i].f2", print_hash_value);
        transparent_crc(g_3256[i].f3, "g_3256[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_3310.f0, "g_3310.f0", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_3319[i].f0, "g_3319[i].f0", print_hash_value);
        transparent_crc(g_3319[i].f1, "g_3319[i].f1", print_hash_value);
        transparent_crc(g_3319[i].f2, "g_3319[i].f2", print_hash_value);
        transparent_crc(g_3319[i].f3, "g_3319[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_3339.f0, "g_3339.f0", print_hash_value);
    transparent_crc(g_3339.f1, "g_3339.f1", print_hash_value);
    transparent_crc(g_3339.f2, "g_3339.f2", print_hash_value);
    transparent_crc(g_3339.f3, "g_3339.f3", print_hash_value);
    transparent_crc(g_3340.f0, "g_3340.f0", print_hash_value);
    transparent_crc(g_3340.f1, "g_3340.f1", print_hash_value);
    transparent_crc(g_3340.f2, "g_3340.f2", print_hash_value);
    transparent_crc(g_3340.f3, "g_3340.f3", print_hash_value);
    transparent_crc(g_3340.f4.f0, "g_3340.f4.f0", print_hash_value);
    transparent_crc(g_3340.f4.f1, "g_3340.f4.f1", print_hash_value);
    transparent_crc(g_3340.f4.f2, "g_3340.f4.f2", print_hash_value);
    transparent_crc(g_3340.f4.f3, "g_3340.f4.f3", print_hash_value);
    transparent_crc(g_3340.f5, "g_3340.f5", print_hash_value);
    transparent_crc(g_3340.f6, "g_3340.f6", print_hash_value);
    transparent_crc(g_3362.f0, "g_3362.f0", print_hash_value);
    transparent_crc(g_3362.f1, "g_3362.f1", print_hash_value);
    transparent_crc(g_3362.f2, "g_3362.f2", print_hash_value);
    transparent_crc(g_3362.f3, "g_3362.f3", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_3365[i][j].f0, "g_3365[i][j].f0", print_hash_value);
            transparent_crc(g_3365[i][j].f1, "g_3365[i][j].f1", print_hash_value);
            transparent_crc(g_3365[i][j].f2, "g_3365[i][j].f2", print_hash_value);
            transparent_crc(g_3365[i][j].f3, "g_3365[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_3367.f0, "g_3367.f0", print_hash_value);
    transparent_crc(g_3367.f1, "g_3367.f1", print_hash_value);
    transparent_crc(g_3367.f2, "g_3367.f2", print_hash_value);
    transparent_crc(g_3367.f3, "g_3367.f3", print_hash_value);
    transparent_crc(g_3384.f0, "g_3384.f0", print_hash_value);
    transparent_crc(g_3384.f1, "g_3384.f1", print_hash_value);
    transparent_crc(g_3384.f2, "g_3384.f2", print_hash_value);
    transparent_crc(g_3384.f3, "g_3384.f3", print_hash_value);
    transparent_crc(g_3384.f4, "g_3384.f4", print_hash_value);
    transparent_crc(g_3384.f5, "g_3384.f5", print_hash_value);
    transparent_crc(g_3384.f6, "g_3384.f6", print_hash_value);
    transparent_crc(g_3384.f7, "g_3384.f7", print_hash_value);
    transparent_crc(g_3384.f8, "g_3384.f8", print_hash_value);
    transparent_crc(g_3384.f9, "g_3384.f9", print_hash_value);
    transparent_crc(g_3439, "g_3439", print_hash_value);
    transparent_crc(g_3498.f0, "g_3498.f0", print_hash_value);
    transparent_crc(g_3498.f1, "g_3498.f1", print_hash_value);
    transparent_crc(g_3498.f2, "g_3498.f2", print_hash_value);
    transparent_crc(g_3498.f3, "g_3498.f3", print_hash_value);
    transparent_crc(g_3498.f4.f0, "g_3498.f4.f0", print_hash_value);
    transparent_crc(g_3498.f4.f1, "g_3498.f4.f1", print_hash_value);
    transparent_crc(g_3498.f4.f2, "g_3498.f4.f2", print_hash_value);
    transparent_crc(g_3498.f4.f3, "g_3498.f4.f3", print_hash_value);
    transparent_crc(g_3498.f5, "g_3498.f5", print_hash_value);
    transparent_crc(g_3498.f6, "g_3498.f6", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_3512[i].f0, "g_3512[i].f0", print_hash_value);
        transparent_crc(g_3512[i].f1, "g_3512[i].f1", print_hash_value);
        transparent_crc(g_3512[i].f2, "g_3512[i].f2", print_hash_value);
        transparent_crc(g_3512[i].f3, "g_3512[i].f3", print_hash_value);
        transparent_crc(g_3512[i].f4, "g_3512[i].f4", print_hash_value);
        transparent_crc(g_3512[i].f5, "g_3512[i].f5", print_hash_value);
        transparent_crc(g_3512[i].f6, "g_3512[i].f6", print_hash_value);
        transparent_crc(g_3512[i].f7, "g_3512[i].f7", print_hash_value);
        transparent_crc(g_3512[i].f8, "g_3512[i].f8", print_hash_value);
        transparent_crc(g_3512[i].f9, "g_3512[i].f9", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_3513[i][j][k].f0, "g_3513[i][j][k].f0", print_hash_value);
                transparent_crc(g_3513[i][j][k].f1, "g_3513[i][j][k].f1", print_hash_value);
                transparent_crc(g_3513[i][j][k].f2, "g_3513[i][j][k].f2", print_hash_value);
                transparent_crc(g_3513[i][j][k].f3, "g_3513[i][j][k].f3", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_3524[i][j][k].f0, "g_3524[i][j][k].f0", print_hash_value);
                transparent_crc(g_3524[i][j][k].f1, "g_3524[i][j][k].f1", print_hash_value);
                transparent_crc(g_3524[i][j][k].f2, "g_3524[i][j][k].f2", print_hash_value);
                transparent_crc(g_3524[i][j][k].f3, "g_3524[i][j][k].f3", print_hash_value);
                transparent_crc(g_3524[i][j][k].f4.f0, "g_3524[i][j][k].f4.f0", print_hash_value);
                transparent_crc(g_3524[i][j][k].f4.f1, "g_3524[i][j][k].f4.f1", print_hash_value);
                transparent_crc(g_3524[i][j][k].f4.f2, "g_3524[i][j][k].f4.f2", print_hash_value);
                transparent_crc(g_3524[i][j][k].f4.f3, "g_3524[i][j][k].f4.f3", print_hash_value);
                transparent_crc(g_3524[i][j][k].f5, "g_3524[i][j][k].f5", print_hash_value);
                transparent_crc(g_3524[i][j][k].f6, "g_3524[i][j][k].f6", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_3539[i][j][k].f0, "g_3539[i][j][k].f0", print_hash_value);
                transparent_crc(g_3539[i][j][k].f1, "g_3539[i][j][k].f1", print_hash_value);
                transparent_crc(g_3539[i][j][k].f2, "g_3539[i][j][k].f2", print_hash_value);
                transparent_crc(g_3539[i][j][k].f3, "g_3539[i][j][k].f3", print_hash_value);
                transparent_crc(g_3539[i][j][k].f4.f0, "g_3539[i][j][k].f4.f0", print_hash_value);
                transparent_crc(g_3539[i][j][k].f4.f1, "g_3539[i][j][k].f4.f1", print_hash_value);
                transparent_crc(g_3539[i][j][k].f4.f2, "g_3539[i][j][k].f4.f2", print_hash_value);
                transparent_crc(g_3539[i][j][k].f4.f3, "g_3539[i][j][k].f4.f3", print_hash_value);
                transparent_crc(g_3539[i][j][k].f5, "g_3539[i][j][k].f5", print_hash_value);
                transparent_crc(g_3539[i][j][k].f6, "g_3539[i][j][k].f6", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_3579.f0, "g_3579.f0", print_hash_value);
    transparent_crc(g_3579.f1, "g_3579.f1", print_hash_value);
    transparent_crc(g_3579.f2, "g_3579.f2", print_hash_value);
    transparent_crc(g_3579.f3, "g_3579.f3", print_hash_value);
    transparent_crc(g_3579.f4, "g_3579.f4", print_hash_value);
    transparent_crc(g_3579.f5, "g_3579.f5", print_hash_value);
    transparent_crc(g_3579.f6, "g_3579.f6", print_hash_value);
    transparent_crc(g_3579.f7, "g_3579.f7", print_hash_value);
    transparent_crc(g_3579.f8, "g_3579.f8", print_hash_value);
    transparent_crc(g_3579.f9, "g_3579.f9", print_hash_value);
    transparent_crc(g_3586, "g_3586", print_hash_value);
    transparent_crc(g_3671.f0, "g_3671.f0", print_hash_value);
    transparent_crc(g_3671.f1, "g_3671.f1", print_hash_value);
    transparent_crc(g_3671.f2, "g_3671.f2", print_hash_value);
    transparent_crc(g_3671.f3, "g_3671.f3", print_hash_value);
    transparent_crc(g_3671.f4.f0, "g_3671.f4.f0", print_hash_value);
    transparent_crc(g_3671.f4.f1, "g_3671.f4.f1", print_hash_value);
    transparent_crc(g_3671.f4.f2, "g_3671.f4.f2", print_hash_value);
    transparent_crc(g_3671.f4.f3, "g_3671.f4.f3", print_hash_value);
    transparent_crc(g_3671.f5, "g_3671.f5", print_hash_value);
    transparent_crc(g_3671.f6, "g_3671.f6", print_hash_value);
    transparent_crc(g_3675.f0, "g_3675.f0", print_hash_value);
    transparent_crc(g_3675.f1, "g_3675.f1", print_hash_value);
    transparent_crc(g_3675.f2, "g_3675.f2", print_hash_value);
    transparent_crc(g_3675.f3, "g_3675.f3", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_3715[i].f0, "g_3715[i].f0", print_hash_value);
        transparent_crc(g_3715[i].f1, "g_3715[i].f1", print_hash_value);
        transparent_crc(g_3715[i].f2, "g_3715[i].f2", print_hash_value);
        transparent_crc(g_3715[i].f3, "g_3715[i].f3", print_hash_value);
        transparent_crc(g_3715[i].f4.f0, "g_3715[i].f4.f0", print_hash_value);
        transparent_crc(g_3715[i].f4.f1, "g_3715[i].f4.f1", print_hash_value);
        transparent_crc(g_3715[i].f4.f2, "g_3715[i].f4.f2", print_hash_value);
        transparent_crc(g_3715[i].f4.f3, "g_3715[i].f4.f3", print_hash_value);
        transparent_crc(g_3715[i].f5, "g_3715[i].f5", print_hash_value);
        transparent_crc(g_3715[i].f6, "g_3715[i].f6", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_3746.f0, "g_3746.f0", print_hash_value);
    transparent_crc(g_3746.f1, "g_3746.f1", print_hash_value);
    transparent_crc(g_3746.f2, "g_3746.f2", print_hash_value);
    transparent_crc(g_3746.f3, "g_3746.f3", print_hash_value);
    transparent_crc(g_3746.f4, "g_3746.f4", print_hash_value);
    transparent_crc(g_3746.f5, "g_3746.f5", print_hash_value);
    transparent_crc(g_3746.f6, "g_3746.f6", print_hash_value);
    transparent_crc(g_3746.f7, "g_3746.f7", print_hash_value);
    transparent_crc(g_3746.f8, "g_3746.f8", print_hash_value);
    transparent_crc(g_3746.f9, "g_3746.f9", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_3792[i][j].f0, "g_3792[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_3799.f0, "g_3799.f0", print_hash_value);
    transparent_crc(g_3802, "g_3802", print_hash_value);
    transparent_crc(g_3804.f0, "g_3804.f0", print_hash_value);
    transparent_crc(g_3804.f1, "g_3804.f1", print_hash_value);
    transparent_crc(g_3804.f2, "g_3804.f2", print_hash_value);
    transparent_crc(g_3804.f3, "g_3804.f3", print_hash_value);
    transparent_crc(g_3804.f4.f0, "g_3804.f4.f0", print_hash_value);
    transparent_crc(g_3804.f4.f1, "g_3804.f4.f1", print_hash_value);
    transparent_crc(g_3804.f4.f2, "g_3804.f4.f2", print_hash_value);
    transparent_crc(g_3804.f4.f3, "g_3804.f4.f3", print_hash_value);
    transparent_crc(g_3804.f5, "g_3804.f5", print_hash_value);
    transparent_crc(g_3804.f6, "g_3804.f6", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_3806[i].f0, "g_3806[i].f0", print_hash_value);
        transparent_crc(g_3806[i].f1, "g_3806[i].f1", print_hash_value);
        transparent_crc(g_3806[i].f2, "g_3806[i].f2", print_hash_value);
        transparent_crc(g_3806[i].f3, "g_3806[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_3821[i], "g_3821[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_3840.f0, "g_3840.f0", print_hash_value);
    transparent_crc(g_3840.f1, "g_3840.f1", print_hash_value);
    transparent_crc(g_3840.f2, "g_3840.f2", print_hash_value);
    transparent_crc(g_3840.f3, "g_3840.f3", print_hash_value);
    transparent_crc(g_3879.f0, "g_3879.f0", print_hash_value);
    transparent_crc(g_3879.f1, "g_3879.f1", print_hash_value);
    transparent_crc(g_3879.f2, "g_3879.f2", print_hash_value);
    transparent_crc(g_3879.f3, "g_3879.f3", print_hash_value);
    transparent_crc(g_3879.f4, "g_3879.f4", print_hash_value);
    transparent_crc(g_3879.f5, "g_3879.f5", print_hash_value);
    transparent_crc(g_3879.f6, "g_3879.f6", print_hash_value);
    transparent_crc(g_3879.f7, "g_3879.f7", print_hash_value);
    transparent_crc(g_3879.f8, "g_3879.f8", print_hash_value);
    transparent_crc(g_3879.f9, "g_3879.f9", print_hash_value);
    transparent_crc(g_3939, "g_3939", print_hash_value);
    transparent_crc(g_3981.f0, "g_3981.f0", print_hash_value);
    transparent_crc(g_3981.f1, "g_3981.f1", print_hash_value);
    transparent_crc(g_3981.f2, "g_3981.f2", print_hash_value);
    transparent_crc(g_3981.f3, "g_3981.f3", print_hash_value);
    transparent_crc(g_3981.f4, "g_3981.f4", print_hash_value);
    transparent_crc(g_3981.f5, "g_3981.f5", print_hash_value);
    transparent_crc(g_3981.f6, "g_3981.f6", print_hash_value);
    transparent_crc(g_3981.f7, "g_3981.f7", print_hash_value);
    transparent_crc(g_3981.f8, "g_3981.f8", print_hash_value);
    transparent_crc(g_3981.f9, "g_3981.f9", print_hash_value);
    transparent_crc(g_3997.f0, "g_3997.f0", print_hash_value);
    transparent_crc(g_4053, "g_4053", print_hash_value);
    transparent_crc(g_4089, "g_4089", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
