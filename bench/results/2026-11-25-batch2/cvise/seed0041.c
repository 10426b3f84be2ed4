#include "csmith.h"
func_1() { uint32_t l_5 = 4073709551610; }
