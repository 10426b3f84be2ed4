//! Normalization to Perses Normal Form: the paper's examples, random grammars, the
//! shipped and collection grammars, and linear operator chains.
//!
//! One test binary per area (modules inside), as regex and ripgrep do.

#[path = "../support/lexgen.rs"]
mod lexgen_support;
#[path = "../support/lrgen.rs"]
mod lrgen_util;
#[path = "../support/normalize.rs"]
mod normalize_util;

mod grammars;
mod operator_chains_linear;
mod paper;
mod random;
mod shipped;
