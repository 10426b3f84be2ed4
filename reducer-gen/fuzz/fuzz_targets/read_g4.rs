//! Fuzzes the `.g4` reader: any input must give a grammar or diagnostics, never a panic,
//! and every diagnostic must render against the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use reducer_gen::diag::{Diagnostics, SourceMap};
use reducer_gen::read::g4;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let mut map = SourceMap::new();
    let file = map.add("fuzz.g4", text.clone());
    let mut diags = Diagnostics::default();
    let grammar = g4::parse(file, &text, &mut diags);
    assert!(grammar.is_some() || diags.has_errors());
    let _ = diags.render(&map);
});
