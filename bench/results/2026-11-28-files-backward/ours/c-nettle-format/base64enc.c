



#include "io.h"

main()

    {
	
	
	  werror ("%s",0);
	
    }
