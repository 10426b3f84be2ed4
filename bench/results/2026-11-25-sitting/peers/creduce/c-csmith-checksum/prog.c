platform_main_end(crc) {
  printf("checksum = %X\n", crc);
}
safe_sub_func_uint8_t_u_u_ui2;
(safe_sub_func_uint8_t_u_u)(ui1) {
  return ui1 - safe_sub_func_uint8_t_u_u_ui2;
}
crc32_tab[256];
crc32_context = 0xFFFFFFFFUL;
static void crc32_byte(unsigned char b) {
  crc32_context = ((crc32_context >> 8) & 0x00FFFFFF) ^
                  crc32_tab[(crc32_context ^ b) & 0xFF];
}
static void transparent_crc(unsigned long val) {
  {
    unsigned long __trans_tmp_2 = val;
    {
      crc32_byte((__trans_tmp_2 >> 0) & 0xff);
      crc32_byte((__trans_tmp_2 >> 8) & 0xff);
      crc32_byte((__trans_tmp_2 >> 16) & 0xff);
      crc32_byte((__trans_tmp_2 >> 24) & 0xff);
      crc32_byte((__trans_tmp_2 >> 32) & 0xff);
      crc32_byte((__trans_tmp_2 >> 40) & 0xff);
      crc32_byte((__trans_tmp_2 >> 48) & 0xff);
      crc32_byte((__trans_tmp_2 >> 56) & 0xff);
    }
  }
}
static int g_2[] = {0x834504CDL, 0x834504CDL, 0x834504CDL, 0x834504CDL};
static unsigned char g_13 = 0x73L;
static int g_15 = (-7L);
static int *volatile g_16 = &g_2;
void main() {
  int i;
  {
    unsigned int crc;
    int i, j;
    for (i; i < 256; i++) {
      crc = i;
      j = 8;
      for (j; j > 0; j--)
        if (crc & 1)
          crc = (crc >> 1) ^ 0xEDB88320UL;
        else
          crc >>= 1;
      crc32_tab[i] = crc;
    }
    unsigned char __trans_tmp_3;
    unsigned char *l_12 = &g_13;
    int *l_14 = &g_15;
    { __trans_tmp_3 = ((g_2[0])); }
    (*l_12) = (__trans_tmp_3);
    (*g_16) = ((*l_14) |= (safe_sub_func_uint8_t_u_u(((*l_12)))));
  }
  for (i; i < 4; i++)
    transparent_crc(g_2[i]);
  transparent_crc(g_13);
  transparent_crc(g_15);
  platform_main_end(crc32_context ^ 0xFFFFFFFFUL);
}
