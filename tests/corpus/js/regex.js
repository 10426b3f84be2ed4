// Regular expressions versus division (§12): the previous token decides.
const a = 4, b = 2, g = 1
const r1 = /ab+c/gi
const r2 = /[/\]]+/u.test("x")
const d1 = a / b / g
const d2 = (a) / 2
const d3 = [a][0] / 2
let i = 1
i++ / 2
const r3 = a ? /x/ : /y/
const r4 = [/a/, /b/]
function f() { return /=/.source }
if (typeof /x/ === "object") {}
const r5 = /\//.exec("/")
const r6 = { re: /}/ }
const r7 = x => /a/
const c = a /* comment */ / b
const e = a
/ b
