extern "C" ;
