package fixtures

import (
	"fmt"
	. "strings"
	_ "unsafe"
	str "strconv"
)

func statements(ch chan int, xs []int) (n int, err error) {
	x, y := 1, 2
	x, y = y, x
	x += 1; y -= 1
	x++
	y--
	ch <- x
	v, ok := <-ch
	_, _ = v, ok
	var a, b int = 1, 2
	const c = iota
	type local struct{}
	_, _, _ = a, b, c
Outer:
	for i := 0; i < 10; i++ {
		for j := range xs {
			if j == i {
				continue Outer
			} else if j > i {
				break Outer
			} else {
				goto Done
			}
		}
	}
Done:
	for {
		break
	}
	for x < 10 {
		x++
	}
	for range xs {
	}
	for i := range 10 {
		_ = i
	}
	for ; ; {
		break
	}
	switch x := x * 2; {
	case x > 1, x < -1:
		fallthrough
	case x == 0:
	default:
	}
	switch {
	}
	defer fmt.Println(ToUpper("x"), str.Itoa(1))
	go func() {}()
	{
		;
	}
	if n := len(xs); n > 0 {
		return n, nil
	}
	return
}
