//! The generator as users meet it: a crate with a build.rs outside the workspace, and
//! the committed generated examples.
//!
//! One test binary per area (modules inside), so that the generated parsers are linked
//! once per area rather than once per file.

mod build_rs_integration;
mod generated_examples;
