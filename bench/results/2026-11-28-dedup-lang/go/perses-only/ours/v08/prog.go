package main

func seed_kasa() { 6 + "i\u006e\u0064\u0065\x78"}
