package main

func accum_miru() { 01_322_000_671_300_242_501_615 + "buffer"}
