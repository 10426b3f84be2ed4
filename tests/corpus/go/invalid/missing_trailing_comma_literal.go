package p

var x = []int{
	1,
	2
}
