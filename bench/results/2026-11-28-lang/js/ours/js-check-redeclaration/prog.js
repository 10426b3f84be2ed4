
let product
let product