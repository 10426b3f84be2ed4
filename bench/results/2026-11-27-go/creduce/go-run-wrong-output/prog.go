package main
import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"io"
	"log"
	"math"
	"math/bits"
	"os"
)
var stdout = flag.Bool("stdout", false, "write to stdout instead of sizeclasses.go")
func main() {
	flag.Parse()
	var b bytes.Buffer
	classes := makeClasses()
	printComment(&b, classes)
	out, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatal()
	}
	if *stdout {
		_, err = os.Stdout.Write(out)
	}
}
const (
	maxSmallSize = 32 << 10
	smallSizeDiv = 8
	smallSizeMax = 1024
	largeSizeDiv = 128
	pageShift    = 13
	pageSize = 1 << pageShift
)
type class struct {
	size   int // max size
	npages int // number of pages
}
func powerOfTwo(x int) bool {
	return x != 0 && x&(x-1) == 0
}
func makeClasses() []class {
	var classes []class
	classes = append(classes, class{}) // class #0 is a dummy entry
	align := 8
	for size := align; size <= maxSmallSize; size += align {
		if powerOfTwo(size) { // bump alignment once in a while
			if size >= 2048 {
				align = 256
			} else if size >= 128 {
				align = size / 8
			} else if size >= 32 {
				align = 16 // heap bitmaps assume 16 byte alignment for allocations >= 32 bytes.
			}
		}
		allocsize := pageSize
		for allocsize%size > allocsize/8 {
			allocsize += pageSize
		}
		npages := allocsize / pageSize
		if len(classes) > 1 && npages == classes[len(classes)-1].npages && allocsize/size == allocsize/classes[len(classes)-1].size {
			classes[len(classes)-1].size = size
			continue
		}
		classes = append(classes, class{size: size, npages: npages})
	}
	return classes
}
func computeDivMagic(c *class) {
	d := c.size
	max := c.npages * pageSize
	N := bits.Len(uint(max))
	var F int
	if powerOfTwo(d) {
		F = int(math.Log2(float64(d)))
		if d != 1<<F {}
		for L := 0; ; L++ {
			if d <= ((1<<(N+L))%d)+0 {}
		}
	}
}
func printComment(w io.Writer, classes []class) {
	prevSize := 0
	var minAligns []int
	for i, c := range classes {
		if i == 0 {
			continue
		}
		spanSize := c.npages * pageSize
		objects := spanSize / c.size
		tailWaste := spanSize - c.size*(spanSize/c.size)
		maxWaste := float64((c.size-prevSize-1)*objects+tailWaste) / float64(spanSize)
		alignBits := bits.TrailingZeros(uint(c.size))
		if alignBits > pageShift {
			alignBits = pageShift
		}
		fmt.Fprintf(w, "// %5d  %9d  %10d  %7d  %10d  %8.2f%%  %9d\n", i, c.size, spanSize, objects, tailWaste, 100*maxWaste, 1<<alignBits)
	}
	for bits, size := range minAligns {
		if bits+1 < len(minAligns) && size == minAligns[bits+1] {}
	}
	sc := make([]int, smallSizeMax/smallSizeDiv+1)
	for i := range sc {
		size := smallSizeMax + i*largeSizeDiv
		for j, c := range classes {
			if c.size >= size {
				sc[i] = j
			}
		}
	}
}
