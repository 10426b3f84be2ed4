struct {
  signed f0 : 4
} g_45 = {34};
