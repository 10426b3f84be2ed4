struct {
  signed f0 : 2
} g_23 = {7};
