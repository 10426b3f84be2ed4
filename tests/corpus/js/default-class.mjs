// `export default` of an expression, and a class expression default.
export default class extends Object { static x = 1 }
