#include "csmith.h"
 uint32_t b;  *c;
a()
{

*c == b;
}



