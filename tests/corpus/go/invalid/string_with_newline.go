package p

var s = "a
b"
