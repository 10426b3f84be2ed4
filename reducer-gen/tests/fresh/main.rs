//! Checked-in generated code is what the generator prints today.
//!
//! One test binary per area (modules inside), as regex and ripgrep do.

mod g4_meta_parser_fresh;
mod generated_examples_fresh;
