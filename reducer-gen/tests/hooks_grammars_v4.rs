//! The built-in hooks on real grammars of the ANTLR grammars-v4 collection
//! (`../shared/grammars-v4`, read in place, never copied): each grammar that reads
//! today is compiled with the hooks its `superClass` gets, and its example files are
//! parsed and counted against the suite's expectation (a file with a sibling `.errors`
//! is expected to fail).

mod hooks_support;
mod lexgen_support;
mod lrgen_util;

use hooks_support::{acceptance, examples, grammars_v4, Grammar};
use reducer_gen::Options;

fn report(name: &str, a: &hooks_support::Acceptance) -> String {
    let mut s = format!(
        "{name}: accepted {}/{} expected to parse, rejected {}/{} expected to fail, {} bytes in {:.2}s",
        a.accepted, a.expected_pass, a.rejected, a.expected_fail, a.bytes, a.seconds
    );
    if let Some((mbs, f)) = &a.slowest {
        s.push_str(&format!(", slowest {mbs:.2} MB/s ({})", f.display()));
    }
    for (f, why) in &a.wrong {
        s.push_str(&format!("\n  {}: {why}", f.display()));
    }
    s
}

#[test]
fn lua_examples_with_the_built_in_comment_hooks() {
    let dir = grammars_v4().join("lua");
    let g = Grammar::load(&dir.join("LuaParser.g4"), &Options::default()).expect("the Lua grammar compiles");
    let b = &g.generated.compiled.builtin_hooks;
    assert_eq!(b.hooks.get("HandleComment").map(String::as_str), Some("hooks::lua::handle_comment"));
    assert_eq!(b.hooks.get("IsLine1Col0").map(String::as_str), Some("hooks::lua::is_line1_col0"));
    let files = examples(&dir.join("examples"));
    let a = g.with_tables(|t| acceptance(t, &files));
    let r = report("lua", &a);
    eprintln!("{r}");
    assert!(a.expected_pass >= 40, "{r}");
    assert!(a.accepted * 100 >= a.expected_pass * 99, "{r}");
    assert_eq!(a.rejected, a.expected_fail, "{r}");
}
