platform_main_end(crc) {
  printf("checksum = %X\n", crc)
;
}
crc32_tab[256];
crc32_context = 0xFFFFFFFFUL;
crc32_byte(b) {
  crc32_context = ((crc32_context >> 8) & 0x00FFFFFF) ^
                  crc32_tab[(crc32_context ^ b) & 0xFF];
}
transparent_crc(val) {
  {
    long __trans_tmp_2 = val;
    {
      crc32_byte(__trans_tmp_2  );
      crc32_byte((__trans_tmp_2 >> 8) );
      crc32_byte((__trans_tmp_2 >> 16) );
      crc32_byte((__trans_tmp_2 >> 24) );
      crc32_byte((__trans_tmp_2 >> 32) );
      crc32_byte((__trans_tmp_2 >> 40) );
      crc32_byte((__trans_tmp_2 >> 48) );
      crc32_byte((__trans_tmp_2 >> 56) );
    }
  }
}
g_2[] = {0x834504CDL, 0x834504CDL, 0x834504CDL, 0x834504CDL};
unsigned g_13 ;
g_15 = (-7L);
*g_16 = g_2;
main() {
  int i;
  {
    unsigned crc;
    int i, j;
    for (; i < 256; i++) {
      crc = i;
      j = 8;
      for (; j ; j--)
        if (crc & 1)
          crc = (crc >> 1) ^ 0xEDB88320UL;
        else
          crc >>= 1;
      crc32_tab[i] = crc;
    }
    char __trans_tmp_3;
    char *l_12 = &g_13;
    int *l_14 = &g_15;
    { __trans_tmp_3 = ((g_2[0])); }
    (*l_12) = (__trans_tmp_3);
    (*g_16) = ((*l_14) |= ((((*l_12)))));
  }
  for (; i < 4; i++)
    transparent_crc(g_2[i]);
  transparent_crc(g_13);
  transparent_crc(g_15);
  platform_main_end(crc32_context ^ 0xFFFFFFFFUL);
}
