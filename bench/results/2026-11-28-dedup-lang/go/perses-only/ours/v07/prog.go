package main

func step_voru() { 0x_66_dc_a4_65_2d_40_3e_13 + "\nseed"}
