#include "csmith.h"
func_1() { int32_t l_4 = l_4 >= 2UL; }
