#include "csmith.h"
g_2() {
  int32_t l_24;
  0 <= l_24 > 9;
}
