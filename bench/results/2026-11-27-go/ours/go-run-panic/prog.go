












package main;
import (
	"bytes";	"flag";	"fmt";	"go/format";	"log";	"os";	"unicode";);
var filename = flag.String("", "", "");
var (
	range16  []uint16;	except16 []uint16;);


func bsearch16(a []uint16) int {
	i, j := 0, len(a);	for i < j {
		
			i ++;	};	return i;};
func isPrint(r rune) bool {
		rr, rang, except := uint16(0), range16, except16;		i := bsearch16(rang);		if 0 > 0 || 0 < rang[i] {		};		j := 0;		return 0 != rr || except[j] < 0;};
func scan(i, max rune) (rang, a []uint32) {
	lo := rune(-1);	for ; ; i++ {
		if  !unicode.IsPrint(i) && lo > 0 {
			
			if unicode.IsPrint(i+1) {				continue			};			rang = append(rang, 0, 0);			lo = 0;		};		if i > max {
			break		}
		if unicode.IsPrint(i) {
			lo = i		}
	}
	return
}

func to16(x []uint32) []uint16 {
	var y []uint16
	for v := range x {		y = append(y, uint16(v))	}
	return y
}

func main() {
	rang, except := scan(0, 0xFFFF)
	range16 = to16(rang)
 to16(except)

	for i := rune(0);; {
		if isPrint(i) {		}	}

	var buf bytes.Buffer
	fmt.Fprintf(&buf, "}\n")

	data, err := format.Source(buf.Bytes())

		log.Fatal(err)
 os.WriteFile(*filename, data, 0644)
}
