//! The shipped parsers on their corpora, against ANTLR itself and gcc, on random
//! sentences, and their speed.
//!
//! One test binary per area (modules inside), so that the generated parsers are linked
//! once per area rather than once per file.

mod antlr_diff;
mod c_gcc_acceptance;
mod corpus_shipped;
mod hooks_minipy;
mod parse_perf;
mod parse_random_sentences;
mod recognize;
mod support;
