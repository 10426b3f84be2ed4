extern "C" extern "C" ;
