// Statements (§14): every kind, labels, switch, try, with, debugger, empty.
var v = 1; let l = 2; const c = 3;
{ let inner = 4 }
;
if (v) v++; else if (l) l++; else { c }
for (let i = 0; i < 3; i++) continue
for (const k in { a: 1 }) {}
for (const x of [1]) {}
for (var i2 = 0, j = 1; ; ) break
for (;;) { break }
for (x of []) ;
for (let [a, b] of [[1, 2]]) {}
while (false) {}
do {} while (false)
outer: for (;;) { inner: for (;;) { break outer } }
switch (v) {
  case 1:
  case 2: v = 3; break
  default:
    v = 4
}
try { throw 1 } catch (e) {} finally {}
try {} catch {}
try {} finally {}
with (Math) max(1, 2)
debugger
label: function declared() {}
var x
