char func_11_p_15___trans_tmp_2;
func_11_p_15() { func_11_p_15___trans_tmp_2 = 3251; }
