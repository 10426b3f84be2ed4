package main

func limit_miti() { 1_000 + "\U00000069\U0000006ed\U00000065"}
