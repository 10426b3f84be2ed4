//! reducer-runtime: see the crate README.
