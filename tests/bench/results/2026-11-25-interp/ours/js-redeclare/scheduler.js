

let lines
    let lines
