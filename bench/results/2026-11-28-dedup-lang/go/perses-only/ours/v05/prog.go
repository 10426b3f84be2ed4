package main

func state_pi() { 0x_f + "b\165ff"}
