package fixtures

import (
	"io"
	"sync"
)

type Base struct{}

type Embeds struct {
	Base
	*sync.Mutex
	io.Reader
	Name    string `json:"name,omitempty" xml:"n"`
	A, B, C int    "plain tag"
	List[int]
	*List[string]
	fn func(a, b int) (c int, err error)
	ch chan<- chan int
	_  [4]byte
	m  map[string]interface{}
	_  struct{}
}

type Iface interface {
	io.Reader
	Method(x int, ys ...string) error
	Other() (a, b int)
	~struct{} | int
}

type List[T any] []T
