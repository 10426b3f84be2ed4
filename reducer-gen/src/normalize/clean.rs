//! Grammar hygiene before normalization: rules that can never finish are errors,
//! rules the start cannot reach are dropped (resolve already warned about them).

use std::collections::BTreeSet;

use crate::cfg::Cfg;
use crate::diag::Diagnostics;

use super::work::{Body, Work};

/// Which symbol ids derive at least one finite token string (tokens always do).
pub(crate) fn productive(work: &Work) -> Vec<bool> {
    let mut prod = vec![false; work.id_count()];
    for t in 0..work.num_tokens {
        prod[t as usize] = true;
    }
    let live = work.live();
    loop {
        let mut changed = false;
        for &s in &live {
            if prod[s as usize] {
                continue;
            }
            let now = match work.body(s) {
                Some(Body::Alts(alts)) => alts.iter().any(|a| a.iter().all(|&x| prod[x as usize])),
                // `x*` and `x?` derive the empty string whatever `x` is.
                Some(Body::Quant(q, b)) => *q != crate::syntax::Quantifier::Plus || prod[*b as usize],
                None => false,
            };
            if now {
                prod[s as usize] = true;
                changed = true;
            }
        }
        if !changed {
            return prod;
        }
    }
}

/// Reports every reachable rule that derives no finite string, then drops unreachable
/// rules. Returns false when an error was reported.
pub(crate) fn clean(work: &mut Work, cfg: &Cfg, diags: &mut Diagnostics) -> bool {
    let prod = productive(work);
    let reach = work.reachable();
    let mut reported = BTreeSet::new();
    for s in work.live() {
        if !reach[s as usize] || prod[s as usize] {
            continue;
        }
        let owner = work.owner(s);
        if !reported.insert(owner) {
            continue;
        }
        let name = &cfg.rule(owner).name;
        let message = if work.is_user(s) {
            format!("rule `{name}` derives no finite string: every alternative needs a rule that never finishes")
        } else {
            format!(
                "a group in rule `{name}` derives no finite string: every alternative needs a rule that never finishes"
            )
        };
        diags.error(work.span(s), message);
    }
    if !reported.is_empty() {
        return false;
    }
    // Every reachable rule is productive now, so every remaining alternative can finish.
    work.remove_unreachable();
    true
}
