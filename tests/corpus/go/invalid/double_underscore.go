package p

var x = 1__0
