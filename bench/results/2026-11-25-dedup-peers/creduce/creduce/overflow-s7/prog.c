struct {
  signed a : 2
} b = {4};
