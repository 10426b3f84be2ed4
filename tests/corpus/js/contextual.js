// Contextual keywords as names where allowed (sloppy script).
var let1 = 1, yield_ = 2
var async = 1, of = 2, get = 3, set = 4, as = 5, from = 6, target = 7, meta = 8
var static_ = 9
var yield = 10
var await = 11
let = 12
async = async + of
const obj = { let: 1, static: 2, yield: 3, await: 4, get: 5, set: 6, async: 7, new: 8, class: 9, if: 10 }
obj.new = obj.class + obj.if + obj.let
for (async of => 1; false;) {}
var o2 = { get, set, async }
static_ = yield + await
