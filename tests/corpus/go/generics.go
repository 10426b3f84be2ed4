package fixtures

type Number interface {
	~int | ~int8 | ~int64 | ~float64
}

type Ordered interface {
	Number | ~string
	comparable
}

type List[T any] struct {
	head *node[T]
}

type node[T any] struct {
	val  T
	next *node[T]
}

type Map[K comparable, V any, S ~[]V] map[K]S

func Max[T Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func (l *List[T]) Push(v T) { l.head = &node[T]{v, l.head} }

func Keys[M ~map[K]V, K comparable, V any](m M) []K {
	r := make([]K, 0, len(m))
	for k := range m {
		r = append(r, k)
	}
	return r
}

type PtrTo[T any] interface{ *T }

var _ = Max[int](1, 2)
var _ = Keys[map[string]int, string, int]
var _ List[List[int]]
