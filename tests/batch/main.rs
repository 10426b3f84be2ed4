//! Batch mode: folders, grouping, resumption, the HTML report and the Slurm launcher.
//!
//! One test binary per area (modules inside), so that the generated parsers are linked
//! once per area rather than once per file.

mod html;
mod runs;
mod slurm;
