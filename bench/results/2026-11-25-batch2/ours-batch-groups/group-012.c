#include "csmith.h"
  a()
{
    uint32_t b; a() > b;
}



