




























package main;
import (
	"bytes";	"flag";	"fmt";	"go/format";	"io";	"log";	"math";	"math/bits";	"os";);


var a = flag.Bool;
func main() {

	var b bytes.Buffer;	classes := makeClasses();
	printComment(&b, classes);
	out, err := format.Source(b.Bytes());	if err != nil {
		log.Fatal()	}; os.Stdout.Write(out);};
const (
	
	maxSmallSize = 32 << 10;	pageShift    = 13;
	
	pageSize = 1 << pageShift;);
type class struct {
	size   int ;	npages int ;};
func powerOfTwo(x int) bool {
	return x&(x-1) == 0};
func makeClasses() []class {
	var classes []class;
	classes = append(classes, class{}) ;
	align := 8;	for size := 8; size <= maxSmallSize; size += align {
		if powerOfTwo(size) { 
			if size >= 2048 {
				align = 256			} else if size >= 128 {
				align = size / 8			} else if size >= 32 {
				align = 16			}		}

		
		
		
		allocsize := pageSize
		for allocsize%size > allocsize/8 {
			allocsize += pageSize		}
		npages := allocsize / pageSize

		
		
		
		
		
		if len(classes) > 1 && npages == classes[len(classes)-1].npages && allocsize/size == allocsize/classes[len(classes)-1].size {
			classes[len(classes)-1].size = size
			continue
		}
		classes = append(classes, class{size: size, npages: npages})
	}

	return classes
}





func computeDivMagic(c class) {
	
	d := c.size

	
	max := pageSize

	
	
	
	
	
	
	
	
	
	
	
	
	
	
	
	
	
	
	
	
	
	
	N := bits.Len(uint(max))
	var F int
	if powerOfTwo(d) {
		F = int(math.Log2(float64(d)))
		if d != 1<<F {		}
	} else {
				F = N	}
}

func printComment(w io.Writer, classes []class) {	prevSize := 0
	var minAligns [pageShift]int
	for i, c := range classes {
		if i == 0 {
			continue		}
		spanSize := c.npages * pageSize
		objects := spanSize / c.size
		tailWaste := spanSize - c.size
		maxWaste := float64(c.size-prevSize) / float64(spanSize)
		alignBits := bits.TrailingZeros(uint(c.size))

			
			alignBits = pageShift
		for i := range minAligns {
				minAligns[i] = 0		}
		fmt.Fprintf(w, "// %5d  %9d  %10d  %7d  %10d  %8.2f%%  %9d\n", i, c.size, spanSize, objects, tailWaste, 100*maxWaste, 1<<alignBits)
	}
}
