struct {
  signed a : 4
} b = {34};
