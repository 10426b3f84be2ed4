// A trailing comma in a parenthesised type is a tuple; two are an error.
fn f(x: (u8,,)) {}
