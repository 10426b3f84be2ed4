#include "csmith.h"
g_3;
func_1() { uint32_t l_6 = l_6 == g_3; }
