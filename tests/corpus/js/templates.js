// Template literals with nested substitutions (§13.2.8), tagged templates.
const a = 1, b = { c: 2 }
const t1 = `plain`
const t2 = `a ${a} b ${b.c} c`
const t3 = `outer ${`inner ${`deepest ${a}`}`} end`
const t4 = `object ${ {x: 1}.x } and block ${(() => { return { y: 2 } })().y}`
const t5 = `dollar $ and $$ and \${not} and \` backtick`
const t6 = String.raw`\n${a}`
const t7 = `multi
line ${a
} text`
const t8 = `${a}${b.c}`
function tag(s, ...v) { return s.raw.join("|") + v }
const t9 = tag`x${1}y${2}z`
