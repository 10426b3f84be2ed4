//! Target-code hooks: fixtures of each kind of action and predicate, and the
//! grammars-v4 grammars that need them.
//!
//! One test binary per area (modules inside), as regex and ripgrep do.

#[path = "../support/hooks.rs"]
mod hooks_support;
#[path = "../support/lexgen.rs"]
mod lexgen_support;
#[path = "../support/lrgen.rs"]
mod lrgen_util;

mod fixtures;
mod grammars_v4;
