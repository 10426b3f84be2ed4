package fixtures

type T struct{ a int }

func (t T) Get() int     { return t.a }
func (t *T) Set(a int)   { t.a = a }
func (T) Zero() int      { return 0 }
func (_ *T) Nothing()    {}

var (
	get  = T.Get
	set  = (*T).Set
	get2 = (*T).Get
	f    func(T) int = T.Zero
)

func external(x int) int

func use() {
	var t T
	set(&t, 1)
	_ = get(t) + get2(&t) + f(t)
	g := t.Get
	_ = g()
}
