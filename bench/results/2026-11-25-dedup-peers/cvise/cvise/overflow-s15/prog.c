struct {
  unsigned f0 : 4
} g_164 = {99};
