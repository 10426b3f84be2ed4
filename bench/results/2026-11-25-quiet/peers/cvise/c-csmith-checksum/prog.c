platform_main_end(crc) { printf("checksum = %X\n", crc); }
crc32_tab[256];
crc32_context = 4294967295;
crc32_byte(b) {
  crc32_context =
      crc32_context >> 8 & 16777215 ^ crc32_tab[(crc32_context ^ b) & 255];
}
transparent_crc(val) {
  long __trans_tmp_2 = val;
  {
    crc32_context = crc32_context >> 8 & 16777215 ^
                    crc32_tab[(crc32_context ^ __trans_tmp_2) & 255];
  }
  crc32_byte(__trans_tmp_2 >> 8);
  crc32_byte(__trans_tmp_2 >> 16);
  crc32_byte(__trans_tmp_2 >> 24);
  crc32_byte(__trans_tmp_2 >> 32);
  crc32_byte(__trans_tmp_2 >> 40);
  crc32_byte(__trans_tmp_2 >> 48);
  crc32_byte(__trans_tmp_2 >> 56);
}
g_2[] = {205, 2202338509, 2202338509, 2202338509};
g_13;
g_15 = -7;
main_i;
unsigned main_crc;
main_j;
main___trans_tmp_3;
*main_l_12 = &g_13;
*main_l_14 = &g_15;
main() {
  int i;
  for (; i < 256; i++) {
    main_crc = i;
    main_j = 8;
    for (; main_j; main_j--)
      if (main_crc & 1)
        main_crc = main_crc >> 1 ^ 3988292384;
      else
        main_crc >>= 1;
    crc32_tab[i] = main_crc;
  }
  main___trans_tmp_3 = g_2[0];
  *main_l_12 = main___trans_tmp_3;
  *g_2 = *main_l_14 |= *main_l_12;
  for (; main_i < 4; main_i++)
    transparent_crc(g_2[main_i]);
  transparent_crc(g_13);
  transparent_crc(g_15);
  platform_main_end(crc32_context ^ 4294967295);
}
