package p

var r = 'ab'
