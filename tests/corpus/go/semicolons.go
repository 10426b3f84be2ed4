package fixtures; import "os"

// Explicit semicolons, one-line blocks, comments that end lines.
func a() { x := 1; x++; _ = x }
func b() int { return 1 }
func c() {
	x := 1 /* a comment
	on two lines ends the statement */ x++
	_ = x // a line comment
	_ = os.Args /* on one line */
	y := []int{
		1,
		2, // trailing commas keep lines going
	}
	_ = y[
		0]
	z := y[0] +
		y[1]
	_ = z
}
func d() (int,
	error) {
	return 0, nil
}
var e = map[string]int{"a": 1}; var f = 2
type (
	g int; h string
)
