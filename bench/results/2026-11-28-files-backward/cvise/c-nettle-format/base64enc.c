#include "io.h"
main() { werror("Error writing file: %s\n", 0); }
