
typedef unsigned char uint8_t;
typedef long uint32_t;
typedef long uint64_t;
typedef int32_t;



platform_main_end(crc)
{
 printf ("checksum = %X\n", crc);
}safe_sub_func_uint8_t_u_u(ui1 )
{
 
  return 4;
}safe_rshift_func_uint8_t_u_s(left )
{
 
  return
    left;
} uint32_t crc32_tab[4]; uint32_t crc32_context = 0xFFFFFFFFUL;
crc32_gentab ()
{
 uint32_t crc; 
 int i, j;
 for (; i < 256; i++) {
  crc = i;
  for (j = 8; j; j--) 
   if (crc & 1)
    crc = crc >> 1 ^ 0xEDB88320UL; else
    crc >>= 1;
  
  crc32_tab[i] = crc;
 }
}
crc32_byte ( b) {
 crc32_context =
  crc32_context >> 8 ^
  crc32_tab[(crc32_context ^ b) & 0xFF];
}
crc32_8bytes (uint64_t val)
{
 crc32_byte(val);
 crc32_byte (val>>8);
 crc32_byte (val>>16);
 crc32_byte (val>>24);
 crc32_byte (val>>32);
 crc32_byte (val>>40);
 crc32_byte (val>>48);
 crc32_byte (val>>56);
}
transparent_crc (uint64_t val, char)
{
 crc32_8bytes(val);
} int32_t g_2[] = {0x834504CDL,0x834504CDL,0x834504CDL,0x834504CDL}; uint8_t g_13; int32_t g_15 = -7L; int32_t * g_16 =g_2; func_1(void)
{
    uint8_t *l_12 = &g_13;
    int32_t *l_14 = &g_15;
    *g_16 = *l_14 |= safe_sub_func_uint8_t_u_u(*l_12 = safe_rshift_func_uint8_t_u_s(g_2[0]));
} main (int)
{
    int i;
    int print_hash_value;
    crc32_gentab();
    func_1();
    for (; i < 4; i++)
    
        transparent_crc(g_2[i], "g_2[i]");
    
    transparent_crc(g_13, "g_13");
    transparent_crc(g_15, "g_15");
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL);
}
