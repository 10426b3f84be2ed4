#include "csmith.h"
uint16_t g_2;
func_1() { g_2 = 442459; }
