package main

func round_ne_hash() { 0B10001011001111000011101100001111 + "\"count\\"}
