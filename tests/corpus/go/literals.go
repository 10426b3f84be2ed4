package fixtures

const (
	dec    = 1_000_000
	oct    = 0o17 + 0O17 + 017 + 0_17
	hex    = 0xBadFace + 0X_1F
	bin    = 0b1010 + 0B_1
	flt    = 1.5 + .25 + 1. + 1e10 + 6.67428e-11 + 1E6 + 0.
	hexflt = 0x_1p-2 + 0x1.Fp+0 + 0X.8p1 + 0x15e-2
	imag   = 1i + 0i + 0123i + 0o123i + 0x1p-2i + 1.e+0i + 1_0i + .5i
	runes  = 'a' + 'ä' + '本' + '\t' + '\000' + '\007' + '\x07' + '\xff' + '\u12e4' + '\U00101234' + '\''
	strs   = "" + "Hello, world!\n" + "日本語" + "\u65e5本\U00008a9e" + "\xff\u00FF" + "\"" + "\\"
	raw    = `abc` + `\n
\n` + ``
)
