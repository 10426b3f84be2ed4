// An unterminated nested block comment.
/* outer /* inner */
fn f() {}
