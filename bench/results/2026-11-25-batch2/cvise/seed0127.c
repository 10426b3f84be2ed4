#include "csmith.h"
uint32_t g_4;
func_1() {
  uint16_t l_5;
  safe_mod_func_int8_t_s_s(l_5, 1) != g_4;
}
