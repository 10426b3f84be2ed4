struct {
  unsigned a : 4
} b = {83};
