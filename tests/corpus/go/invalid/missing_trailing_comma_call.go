package p

func f(a, b int) {
	f(a,
		b
	)
}
