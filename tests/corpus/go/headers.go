package fixtures

type T struct{ a int }

func f(T) bool { return true }

func headers(x T) {
	if x == (T{}) {
	}
	if f(T{1}) {
	}
	if v := []T{{1}}; len(v) > 0 && v[0] == (T{1}) {
	}
	for _, v := range []int{1, 2} {
		_ = v
	}
	for k := range map[string]int{"a": 1} {
		_ = k
	}
	for i := (T{}); i.a < 3; i.a++ {
	}
	switch (T{}) {
	case T{a: 1}:
	}
	switch y := struct{ b int }{2}; y.b {
	}
	if func() bool { return true }() {
	}
	if x := (T{}); x.a == 0 {
	}
}
