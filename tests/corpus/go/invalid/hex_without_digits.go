package p

var x = 0x
