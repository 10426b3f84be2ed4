package p

type T struct{ a int }

func f() {
	for x := T{}; x.a < 1; {
	}
}
