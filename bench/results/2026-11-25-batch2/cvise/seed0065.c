#include "csmith.h"
func_1() { safe_mul_func_int16_t_s_s <= 2 >= 4; }
