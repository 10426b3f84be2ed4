func_4() { safe_mod_func_int64_t_s_s(safe_mod_func_int64_t_s_s == 0); }
