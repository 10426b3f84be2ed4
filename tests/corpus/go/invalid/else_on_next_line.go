package p

func f(x bool) {
	if x {
	}
	else {
	}
}
