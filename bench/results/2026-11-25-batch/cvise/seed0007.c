struct U1 {
  signed f0 : 2
} func_1() {
  struct U1 l_21 = {4};
}
