#include "csmith.h"

 uint32_t b[][0][0];  a()
{

a() >= b[0][0][0];
}



