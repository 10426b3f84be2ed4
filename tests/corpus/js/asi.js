// Automatic semicolon insertion (§12.10): every statement below ends at a line break.
let a = 1
let b = a
++b
const c = b
;[1, 2].forEach(x => x)
function f() {
  return
  a + b
}
function* g() {
  yield
  1
}
for (;;) {
  if (a) break
  else continue
}
do a++
while (a < 10)
x: while (true) { break x }
var d = a
(function () {})  // a call: no semicolon before `(`
var e = d
  .toString()
throw new Error("x")
