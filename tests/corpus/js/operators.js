// Operators (§13): optional chaining, nullish coalescing, logical assignment,
// exponent, spread, comma, conditional, new, typeof/void/delete.
let a = { b: { c: [() => 1] } }, n = null, x = 2
const o1 = a?.b?.c?.[0]?.()
const o2 = n?.b.c
const o3 = a?.["b"]
const q1 = n ?? 1
const q2 = (n || 1) ?? 2
n ??= 3
x ||= 4
x &&= 5
x **= 2
const e = 2 ** 3 ** 2
const e2 = (-2) ** 2
const s = [...[1, 2], ...'ab']
const m = Math.max(...[1, 2], 3)
const so = { ...a, z: 1 }
const cond = x ? 1 : n ? 2 : 3
const cond2 = a?.5:0
const comma = (1, 2, 3)
const nw = new Date
const nw2 = new Map([[1, 2]]).get(1)
const nw3 = new (class { constructor() {} })()
delete a.b; void 0; typeof x
const bits = (x << 1) >> 1 >>> 0 & 1 | 2 ^ 3
const cmp = x == 1 != 2 === 3 !== 4 < 5 > 6 <= 7 >= 8
const inst = a instanceof Object && "b" in a
x += 1; x -= 1; x *= 1; x /= 1; x %= 1; x <<= 1; x >>= 1; x >>>= 1; x &= 1; x |= 1; x ^= 1
const neg = -x, pos = +x, not = !x, inv = ~x
x++; x--; ++x; --x
