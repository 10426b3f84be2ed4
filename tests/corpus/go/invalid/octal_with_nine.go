package p

var x = 09
