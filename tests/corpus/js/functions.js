// Functions (§15): arrows, async/await, generators, defaults, rest, destructuring.
function f(a, b = 1, ...rest) { return [a, b, rest] }
async function af() { await 1; for await (const x of []) {} }
function* gf() { const x = yield 1; yield* [x] }
async function* agf() { yield await 1 }
const arrow1 = x => x * 2
const arrow2 = (x, y) => { return x + y }
const arrow3 = async x => await x
const arrow4 = async (x, { y = 2, ...z } = {}, [w, , ...v] = []) => x
const arrow5 = () => ({ object: true })
const arrow6 = (a = 1, b = a) => a + b
const arrow7 = (...args) => args
const call = async(1, 2)
function async(a, b) { return a + b }
const { p, q: { r = 3 } = {}, ...others } = { p: 1 }
const [m, , n = 2, ...tail] = [1, 2]
let s1, s2;
[s1, s2] = [s2, s1];
({ s1, s2 } = { s1: 1, s2: 2 })
const o = { method() {}, get g() { return 1 }, set g(v) {}, async am() {}, *gen() {}, async *ag() {} }
