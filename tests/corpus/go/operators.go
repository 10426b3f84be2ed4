package fixtures

func ops(a, b int, p *int, c chan int, u uint) {
	_ = a + b - a*b/a%b
	_ = a<<u | b>>u ^ a&b &^ b
	_ = a == b || a != b && a < b || a <= b || a > b || a >= b
	_ = -a + +b + ^a
	_ = !(a == b)
	_ = *p + <-c
	q := &a
	*q = 1
	a += 1
	a -= 1
	a *= 2
	a /= 2
	a %= 3
	a &= 1
	a |= 1
	a ^= 1
	a <<= 1
	a >>= 1
	a &^= 1
	_ = (a + b) * (a - b)
	_ = func(x int) int { return x * x }(a)
	var s []int
	_ = s[:]
	_ = s[1:]
	_ = s[:2]
	_ = s[1:2:3]
	_ = s[:2:3]
	_ = [2]int{}[1]
	_ = []byte("x")
	_ = (*int)(nil)
	_ = (<-chan int)(nil)
	_ = (func())(nil)
	_ = interface{}(a)
	_ = map[string]int(nil)
	_ = float64(a)
}
