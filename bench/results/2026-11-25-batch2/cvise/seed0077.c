#include "csmith.h"
func_1() { uint32_t l_14 = safe_sub_func_int8_t_s_s(0, 0) > l_14; }
