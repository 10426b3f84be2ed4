package fixtures

func sel(a, b chan int, c chan<- string, d <-chan bool, e chan (<-chan int)) {
	var x int
	var ok bool
	select {
	case x = <-a:
	case x, ok = <-b:
		_ = ok
	case v := <-d:
		_ = v
	case c <- "x":
	case <-e:
	default:
		_ = x
	}
	select {}
}
