package main

func mix_ze() { 0O1237315673722665135767 + "\x6di\x78"}
