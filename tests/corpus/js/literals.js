// Literals (§12.9): numbers with separators, BigInt, legacy octal, strings, escapes.
const nums = [0, 1, 1_000_000, 0.5, .5, 5., 1e3, 1E-3, 1_0.0_1e1_0, 0x1F, 0XfF_fF, 0o17, 0O7_7, 0b1010, 0B1_0]
const bigs = [0n, 1_000n, 0xFFn, 0o7n, 0b1n]
const legacy = [017, 08, 09.5]
const strs = ["double", 'single', "esc \n \t \\ \" \x41 \u0041 \u{1F600} \0", 'line \
continuation', "\u2028"]
const ids = [$, _x, \u0061bc, café]
var $ = 1, _x = 2, abc = 3, café = 4
const bools = [true, false, null, undefined, this]
