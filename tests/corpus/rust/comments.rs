#![allow(dead_code)]
//! Inner doc comment of the crate.

/* A block comment /* with a nested one */ still open */
/** Outer block doc comment. */
/// Outer line doc comment.
fn documented() {
    // A line comment.
    /*! An inner block doc comment. */
    let x = 1; /* after */
    let _ = x; //// four slashes: an ordinary comment
}
