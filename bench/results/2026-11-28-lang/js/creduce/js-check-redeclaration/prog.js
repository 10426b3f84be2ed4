let product
let product