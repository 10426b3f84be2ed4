//! Printer tests on the real grammars: trivia ownership, token merging, directives,
//! formats, and the cost of printing a 100 000-token program.

use reducer_runtime::language::Language;
use reducer_runtime::reduce::{print::reformat, Edit, Format, Printer};

#[test]
fn dump_tree() {
    let t = reducers::json::Json::tables();
    let src = br#"{"a": [1, 2, {"needle": 42}], "b": "x"}"#;
    let d = t.parse(src).unwrap();
    println!("{}", d.tree.to_sexpr(&|k| t.symbol_name(k).to_string()));
    let _ = (reformat, Edit::None, Format::Original, Printer::new(t));
}
