#include "csmith.h"
g_6 ;
g_7 () {
  uint32_t l_5 = ((
      ((((l_5 >= g_6) < 4UL)))));
}
