#include "csmith.h"
  *b;
a()
{
        
        uint64_t *a; *a <= *b;
}



