func_29_p_30_l_60;
void func_29_p_30() { func_29_p_30_l_60 = func_29_p_30_l_60 = 0; }
