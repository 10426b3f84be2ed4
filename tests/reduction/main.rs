//! The reduction algorithms through the library: Perses, the passes beyond it, T-Rec,
//! ddmin/HDD/GTR and PPR.
//!
//! One test binary per area (modules inside), so that the generated parsers are linked
//! once per area rather than once per file.

mod ahead;
mod algorithms;
mod beyond_perses;
mod e2e_print;
mod lists;
mod pair;
mod revisit;
mod trec_unit;
