//! The shipped binaries end to end: options, outputs, signals, faults and line endings.
//!
//! One test binary per area (modules inside), so that the generated parsers are linked
//! once per area rather than once per file.

mod e2e_reduce;
mod files;
mod front;
mod pair_cli;
mod reliability;
mod reliability_line_endings;
mod reliability_script;
mod report;
mod trec_e2e;
