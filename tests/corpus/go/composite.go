package fixtures

type Point struct{ X, Y int }

var (
	p1 = Point{1, 2}
	p2 = &Point{X: 1}
	p3 = []Point{{1, 2}, {X: 3}}
	p4 = [...]string{2: "c", 0: "a"}
	p5 = map[string]Point{"o": {}, "x": {1, 0}}
	p6 = [][]int{{1}, {2, 3}}
	p7 = struct {
		a int
		b string
	}{1, "x"}
	p8 = map[Point]string{{1, 2}: "a"}
	p9 = []*Point{{1, 2}, &Point{}}
	pa = [2][2]int{
		{1, 2},
		{3, 4},
	}
)

func lits() bool {
	if p1 == (Point{1, 2}) {
		return true
	}
	for _, p := range []Point{{1, 2}} {
		_ = p
	}
	return Point{} == p1
}
