
typedef unsigned char uint8_t;
typedef long uint32_t;
typedef long uint64_t;
typedef int32_t;



platform_main_end(crc)
{
 printf ("checksum = %X\n", crc);
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
transparent_crc (uint64_t val)
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
 int32_t g_2[] = {0x834504CDL,0x834504CDL,0x834504CDL,0x834504CDL}; uint8_t g_13; int32_t g_15 = -4;  
func_1()
{
    
    
    *g_2 = g_15 |= g_13 = g_2[0];
} i;
main ()
{
    crc32_gentab();
    func_1();
    for (; i < 4; i++)
    
        transparent_crc(g_2[i]);
    
    transparent_crc(g_13);
    transparent_crc(g_15);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL);
}
