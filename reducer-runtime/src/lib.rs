//! reducer-runtime: see the crate README.

pub mod cache;
pub mod ddmin;
pub mod property;
pub mod runner;
