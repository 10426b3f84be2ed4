package p

func f() {
	x := 1 +
}
