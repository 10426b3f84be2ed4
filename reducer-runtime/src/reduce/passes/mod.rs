//! The passes beyond Perses (ARCHITECTURE.md, "Beyond the papers"): text edits that
//! the single-node deletion of Perses cannot reach, each a [`sweep::Sweep`] driven by
//! the same loop, plus the hidden-token pass over what the parser does not see.
//!
//! In schedule order: unwrap and the last phase (`generic`), argument deletion
//! (`arguments`), node substitution (`substitute`), reshaping a node as another
//! alternative of its slot (`reshape`), a declaring element deleted with its uses
//! replaced (`instantiate`), identifier replacement
//! (`identifiers`), windows of siblings (`window`), hoisting (`hoist`), lifting a whole
//! list (`lift`) and `;` to line breaks (`line-breaks`).

pub(crate) mod arguments;
pub(crate) mod generic;
pub(crate) mod hidden;
pub(crate) mod hoist;
pub(crate) mod identifiers;
pub(crate) mod instantiate;
pub(crate) mod lift;
pub(crate) mod line_breaks;
pub(crate) mod reshape;
pub(crate) mod substitute;
pub(crate) mod sweep;
pub(crate) mod window;
