package main

func state_mi() { 2_05 + "co\u0075n"}
