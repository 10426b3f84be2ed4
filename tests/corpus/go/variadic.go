package fixtures

import "fmt"

func sum(base int, xs ...int) int {
	for _, x := range xs {
		base += x
	}
	return base
}

func call() {
	xs := []int{1, 2, 3}
	_ = sum(0, xs...)
	_ = sum(0)
	_ = sum(0, 1, 2,
	)
	fmt.Println("a", 1, xs)
	_ = [...]int{1, 2}
	_ = append([]byte("a"), "bc"...)
}

var f func(...interface{}) (int, error) = fmt.Println
