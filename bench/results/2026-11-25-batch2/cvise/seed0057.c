#include "csmith.h"
func_1() { uint32_t l_6 = 4073709551611; }
