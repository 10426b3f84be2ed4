package p

type T struct{}

func f(x T) {
	if x == T{} {
	}
}
