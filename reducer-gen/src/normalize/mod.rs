//! Normalization of the parser grammar to Perses Normal Form (Section 4.1 of the
//! Perses paper), one pass per module, in this order:
//!
//! 0. [`operators`]: ANTLR's left-recursive operator rules become flat chains;
//! 1. [`lower`]: EBNF groups and quantifiers become auxiliary and quantified rules;
//! 2. [`clean`]: never-finishing rules are errors, unreachable rules are dropped;
//! 3. [`epsilon`]: empty strings are removed, nullable uses become `X?`;
//! 4. [`recursion`]: Algorithm 1, left then right recursion become `*` rules;
//! 5. [`quantify`]: `+` and `?` introduction;
//! 6. [`simplify`] (between passes): unit rules inlined, quantifiers composed,
//!    duplicates merged;
//! 7. [`build`]: numbering and readable names; then [`check_pnf`] validates the result.
//!
//! Every step is deterministic (grammar order replaces the paper's random order), so
//! the output is identical run to run.

mod build;
mod check;
mod clean;
mod epsilon;
mod lower;
mod operators;
mod quantify;
mod recursion;
mod simplify;
mod work;

pub use check::check_pnf;
pub(crate) use check::nullable_symbols;

use crate::cfg::Cfg;
use crate::diag::Diagnostics;
use crate::pnf::Pnf;

/// Bounds on grammar growth. Substituting rules into each other (Algorithm 1, lines
/// 22-23) can grow a grammar exponentially; past these bounds normalization stops with
/// an error at the rule being rewritten.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most right-hand-side symbol occurrences in the whole grammar at any point.
    pub max_symbols: usize,
    /// Most alternatives of one rule at any point.
    pub max_alternatives_per_rule: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { max_symbols: 200_000, max_alternatives_per_rule: 4_096 }
    }
}

impl Limits {
    /// An error message when rewriting `rule` reached `size` symbols in the grammar
    /// and `alternatives` alternatives in the rule.
    pub(crate) fn check(&self, rule: &str, size: usize, alternatives: usize) -> Result<(), String> {
        if size > self.max_symbols {
            return Err(format!("normalizing rule `{rule}` would grow the grammar past {} symbols", self.max_symbols));
        }
        if alternatives > self.max_alternatives_per_rule {
            return Err(format!(
                "normalizing rule `{rule}` would give it more than {} alternatives",
                self.max_alternatives_per_rule
            ));
        }
        Ok(())
    }
}

/// Normalizes the parser grammar to PNF. Returns `None` after pushing at least one
/// error diagnostic (a rule that never finishes, a start that derives only the empty
/// string, growth past `limits`).
pub fn normalize(cfg: &Cfg, limits: &Limits, diags: &mut Diagnostics) -> Option<Pnf> {
    if cfg.rules.is_empty() || cfg.start.0 as usize >= cfg.rules.len() {
        diags.error(Default::default(), "the grammar has no parser rule to start from");
        return None;
    }
    // Rule names and spans stay those of `cfg`: only bodies change.
    let flat = operators::flatten_operator_rules(cfg);
    let mut work = lower::lower(&flat);
    if !clean::clean(&mut work, cfg, diags) {
        return None;
    }
    simplify::simplify(&mut work);
    if !epsilon::remove_epsilon(&mut work, cfg, limits, diags) {
        return None;
    }
    simplify::simplify(&mut work);
    if !recursion::remove_recursion(&mut work, cfg, limits, diags) {
        return None;
    }
    quantify::introduce_quantifiers(&mut work);
    simplify::simplify(&mut work);
    let pnf = build::build(&work, cfg);
    if let Err(errors) = check_pnf(&pnf) {
        debug_assert!(false, "normalization produced invalid PNF:\n{}\n{}", errors.join("\n"), pnf.display());
        diags.error(
            cfg.rule(cfg.start).span,
            format!("internal error: normalization produced invalid PNF: {}", errors.join("; ")),
        );
        return None;
    }
    Some(pnf)
}
