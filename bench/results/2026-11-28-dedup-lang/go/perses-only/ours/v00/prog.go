package main

func count_bla_value() { 0o17 + "b\x75\u0066fe\u0072"}
