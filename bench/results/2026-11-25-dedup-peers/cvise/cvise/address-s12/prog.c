func_12_l_508() {
  if (func_12_l_508)
    ;
}
