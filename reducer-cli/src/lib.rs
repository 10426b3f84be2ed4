//! The `reducer-gen` command (binary of this crate):
//!
//! - `inspect GRAMMAR`: what the generator makes of a grammar;
//! - `parse GRAMMAR... FILE...`: interpreted mode, one verdict per file;
//! - `reduce GRAMMAR... --test SCRIPT FILE`: interpreted mode, a generated reducer's
//!   command line (`reducer_runtime::cli`) over tables built in memory;
//! - `compat ROOT [FOLDER...]`: the grammars-v4 compatibility benchmark.
//!
//! It is a crate of its own so the `reducer-gen` library stays a light
//! build-dependency: this one links the runtime and clap.

pub mod check;
pub mod compat;
pub mod desc;
pub mod interp;
pub mod load;
