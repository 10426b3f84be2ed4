//! The shipped reducers.
