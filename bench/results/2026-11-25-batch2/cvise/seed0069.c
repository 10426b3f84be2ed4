#include "csmith.h"
uint32_t g_2;
func_1() { int32_t l_3 = g_2 < l_3; }
