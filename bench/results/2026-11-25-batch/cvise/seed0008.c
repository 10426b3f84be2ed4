#include "csmith.h"
func_1() { uint32_t l_10 = 4073709551610; }
