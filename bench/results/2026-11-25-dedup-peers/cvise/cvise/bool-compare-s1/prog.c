g_6___trans_tmp_3() { g_6___trans_tmp_3 != 2 != 5; }
