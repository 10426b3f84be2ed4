#include "csmith.h"
  b[][0];  a()
{ uint32_t a; a <= b[0][0];
}



