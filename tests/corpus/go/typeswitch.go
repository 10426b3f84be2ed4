package fixtures

func types(i interface{}) int {
	switch v := i.(type) {
	case nil:
		return 0
	case int, int64:
		return 1
	case []int, map[string][]*int, chan<- int, func(int) error:
		return 2
	case interface{ M() }, struct{ a int }:
		return 3
	case *[4]byte:
		_ = v
	}
	switch i.(type) {
	}
	if s, ok := i.(string); ok {
		return len(s)
	}
	return -1
}
