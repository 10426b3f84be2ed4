struct {
  signed f0 : 2
} g_44 = {4};
