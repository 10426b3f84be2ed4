// gcc-flags: -std=gnu2x
// Identifiers with UTF-8 characters and universal character names.
int café = 1;
int \u00e9t\u00e9 = 2;
double π = 3.14159;
int Größe(int länge) { return länge * café; }
