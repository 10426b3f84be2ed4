package p

func f() {
	x := 1 y := 2
}
