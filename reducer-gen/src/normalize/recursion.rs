//! Algorithm 1 of the Perses paper: recursion left in the BNF rules becomes `*` rules.
//!
//! For each side (left, then right) we build the "corner" graph (`N -> M` when an
//! alternative of `N` starts, or ends, with `M`, looking through `M?`), take its
//! strongly connected components and, in grammar order inside each component, turn
//! indirect recursion into direct recursion by substituting earlier members
//! (GrammarTransformation), then replace direct recursion `N ::= N a | b` by
//! `N ::= b U1, U1 ::= U2*, U2 ::= a` (StarIntroduction). Processing a member right
//! after substituting into it is Paull's order, which guarantees termination (the paper
//! leaves the order implicit). The paper's random order becomes grammar order.

use std::collections::{BTreeMap, BTreeSet};

use crate::cfg::Cfg;
use crate::diag::Diagnostics;
use crate::syntax::Quantifier::{Optional, Star};

use super::epsilon::nonempty_split;
use super::work::{Sym, Work};
use super::Limits;

/// Which end of the alternatives a pass looks at.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    Left,
    Right,
}

/// Runs the left pass, then the right pass. Returns false after reporting a rule that
/// would grow past the limits.
pub(crate) fn remove_recursion(work: &mut Work, cfg: &Cfg, limits: &Limits, diags: &mut Diagnostics) -> bool {
    pass(work, Side::Left, cfg, limits, diags) && pass(work, Side::Right, cfg, limits, diags)
}

/// The symbol at the given end of an alternative.
fn end(alt: &[Sym], side: Side) -> Option<Sym> {
    match side {
        Side::Left => alt.first().copied(),
        Side::Right => alt.last().copied(),
    }
}

/// The alternative without its end symbol.
fn rest(alt: &[Sym], side: Side) -> Vec<Sym> {
    match side {
        Side::Left => alt[1..].to_vec(),
        Side::Right => alt[..alt.len() - 1].to_vec(),
    }
}

/// `inner` placed at the given end of `outer`.
fn join(inner: &[Sym], outer: &[Sym], side: Side) -> Vec<Sym> {
    let (a, b) = match side {
        Side::Left => (inner, outer),
        Side::Right => (outer, inner),
    };
    let mut v = Vec::with_capacity(a.len() + b.len());
    v.extend_from_slice(a);
    v.extend_from_slice(b);
    v
}

/// A BNF rule at the corner of an alternative.
#[derive(Copy, Clone)]
struct Corner {
    rule: Sym,
    /// Seen as the body of an `X?`, or after a prefix of `X?` symbols: the corner is
    /// only reached after expanding the first symbol.
    hidden: bool,
}

/// Every BNF rule that can be the corner of an alternative: the end symbol and, on the
/// left side only, the body of a leading `X?` and the same again past it (it may be
/// empty). On the right side an optional stays one `X?` node: expanding `a X?` into
/// `a X | a` to expose recursion through `X` multiplies alternatives (C's
/// `'if' ... statement ('else' statement)?` gave thousands), and the right recursion
/// left behind an optional costs the LR parser nothing.
fn corners(work: &Work, alt: &[Sym], side: Side) -> Vec<Corner> {
    let mut out = Vec::new();
    let ordered: Box<dyn Iterator<Item = &Sym>> = match side {
        Side::Left => Box::new(alt.iter()),
        Side::Right => Box::new(alt.iter().rev()),
    };
    for (pos, &s) in ordered.enumerate() {
        if work.alts(s).is_some() {
            out.push(Corner { rule: s, hidden: pos > 0 });
            break;
        }
        if let Some((Optional, x)) = work.quant_of(s) {
            if side == Side::Left && work.alts(x).is_some() {
                out.push(Corner { rule: x, hidden: true });
            }
        }
        // Only `?` is looked through: it stands for the alternatives the paper's
        // epsilon removal would duplicate. `*` rules are quantified rules already.
        if side == Side::Right || !matches!(work.quant_of(s), Some((Optional, _))) {
            break;
        }
    }
    out
}

fn pass(work: &mut Work, side: Side, cfg: &Cfg, limits: &Limits, diags: &mut Diagnostics) -> bool {
    let nodes: Vec<Sym> = work.live().into_iter().filter(|&s| work.alts(s).is_some()).collect();
    let mut succ: Vec<Vec<Sym>> = vec![Vec::new(); work.id_count()];
    for &n in &nodes {
        let mut targets = BTreeSet::new();
        for alt in work.alts(n).into_iter().flatten() {
            targets.extend(corners(work, alt, side).into_iter().map(|c| c.rule));
        }
        succ[n as usize] = targets.into_iter().collect();
    }
    let mut size = work.size();
    for scc in strongly_connected(&nodes, &succ) {
        let cyclic = scc.len() > 1 || succ[scc[0] as usize].contains(&scc[0]);
        if !cyclic {
            continue;
        }
        // Right recursion the parser handles as it is: when removing it would grow the
        // grammar past the limits (clojure.g4's `quote : '\'' form ;` and its five
        // siblings, each ending in `form`, multiply), the component is left unchanged
        // with a warning instead of failing the grammar.
        let snapshot = (side == Side::Right).then(|| (work.clone(), size));
        let mut local = Diagnostics::default();
        let mut bases = BTreeMap::new();
        let mut failed = false;
        for i in 0..scc.len() {
            let n = scc[i];
            let mut step = Step { earlier: &scc[..=i], scc: &scc, bases: &mut bases, side };
            if !transform(work, n, &mut step, &mut size, cfg, limits, &mut local) {
                failed = true;
                break;
            }
            star_introduction(work, n, side);
        }
        match (failed, snapshot) {
            (false, _) => diags.extend(local),
            (true, Some((before, before_size))) => {
                *work = before;
                size = before_size;
                for d in local.items {
                    diags.warning(
                        d.span,
                        format!("{}; the right recursion is left as it is (parsed, not turned into a list)", d.message),
                    );
                }
            }
            (true, None) => {
                diags.extend(local);
                return false;
            }
        }
    }
    true
}

/// The component being rewritten and what substitution has built for it so far.
struct Step<'a> {
    /// Members up to and including the one being transformed.
    earlier: &'a [Sym],
    /// The whole component.
    scc: &'a [Sym],
    /// Member -> the group of its alternatives whose corners leave the component (or
    /// the single such symbol), built once and shared by every substitution of it.
    bases: &'a mut BTreeMap<Sym, Option<Sym>>,
    side: Side,
}

impl Step<'_> {
    /// What substituting member `m` at the corner puts there: each of its alternatives
    /// that can still recurse, and one shared symbol for all the others. Inlining
    /// every alternative instead multiplies alternatives along a chain of members
    /// (C's statement rules gave thousands).
    fn substitute(&mut self, work: &mut Work, m: Sym) -> Vec<Vec<Sym>> {
        let alts = work.alts(m).cloned().unwrap_or_default();
        let side = self.side;
        let scc = self.scc;
        let recurses = |work: &Work, alt: &[Sym]| corners(work, alt, side).iter().any(|c| scc.contains(&c.rule));
        let (rec, other): (Vec<Vec<Sym>>, Vec<Vec<Sym>>) = alts.into_iter().partition(|a| recurses(work, a));
        if other.len() <= 1 {
            return rec.into_iter().chain(other).collect();
        }
        let base = match self.bases.get(&m) {
            Some(b) => *b,
            None => {
                let b = Some(work.group(other, work.owner(m), work.span(m)));
                self.bases.insert(m, b);
                b
            }
        };
        rec.into_iter().chain(base.map(|b| vec![b])).collect()
    }
}

/// GrammarTransformation for member `n` (the last of `step.earlier`): substitutes
/// earlier members at the corner, and expands a leading `X?` that hides a corner among
/// `earlier`, until every corner is a later member or outside the component.
fn transform(
    work: &mut Work,
    n: Sym,
    step: &mut Step,
    size: &mut usize,
    cfg: &Cfg,
    limits: &Limits,
    diags: &mut Diagnostics,
) -> bool {
    let (earlier, side) = (step.earlier, step.side);
    let (owner, span) = (work.owner(n), work.span(n));
    // Every step adds at least one alternative or shortens one; this bounds the steps
    // even when the symbol count grows slowly.
    let max_steps = limits.max_alternatives_per_rule.saturating_mul(8);
    for _ in 0..max_steps {
        let alts = work.alts(n).cloned().unwrap_or_default();
        let hit = alts.iter().enumerate().find_map(|(k, alt)| {
            corners(work, alt, side).into_iter().find_map(|c| {
                // A lone `X?` cannot be expanded (it would need an empty alternative).
                let relevant = earlier.contains(&c.rule) && if c.hidden { alt.len() > 1 } else { c.rule != n };
                relevant.then_some((k, c))
            })
        });
        let Some((k, c)) = hit else { return true };
        let tail = rest(&alts[k], side);
        let replacement: Vec<Vec<Sym>> = if c.hidden {
            // `X? a` is `X a | a`.
            let first = end(&alts[k], side).unwrap_or(c.rule);
            let present = match work.quant_of(first) {
                Some((Optional, x)) => x,
                _ => first,
            };
            vec![join(&[present], &tail, side), tail]
        } else {
            step.substitute(work, c.rule).iter().map(|b| join(b, &tail, side)).collect()
        };
        let mut out: Vec<Vec<Sym>> = Vec::with_capacity(alts.len() + replacement.len());
        let mut seen = BTreeSet::new();
        for alt in alts[..k].iter().chain(&replacement).chain(&alts[k + 1..]) {
            if alt.as_slice() != [n] && seen.insert(alt.clone()) {
                out.push(alt.clone());
            }
        }
        let old: usize = alts.iter().map(Vec::len).sum();
        let new: usize = out.iter().map(Vec::len).sum();
        *size = (*size + new).saturating_sub(old);
        if let Err(message) = limits.check(&cfg.rule(owner).name, *size, out.len()) {
            diags.error(span, format!("{message} ({})", construct(work, cfg, &c, side)));
            return false;
        }
        work.set_body(n, super::work::Body::Alts(out));
    }
    let limit = limits.max_alternatives_per_rule;
    let name = &cfg.rule(owner).name;
    diags.error(
        span,
        format!(
            "normalizing rule `{name}` would give it more than {limit} alternatives (removing its {} recursion; \
             raise `Limits::max_alternatives_per_rule` with `Builder::limits`)",
            side_name(side)
        ),
    );
    false
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Left => "left",
        Side::Right => "right",
    }
}

/// What a substitution step was doing, for the growth-limit error: the rule (or the
/// group of a rule) substituted, and at which end.
fn construct(work: &Work, cfg: &Cfg, c: &Corner, side: Side) -> String {
    let owner = &cfg.rule(work.owner(c.rule)).name;
    let what = if work.is_user(c.rule) { format!("rule `{owner}`") } else { format!("a group of rule `{owner}`") };
    let how = if c.hidden { "expanding an optional element before" } else { "substituting" };
    format!(
        "{how} {what} at the {} end of its alternatives to remove {} recursion; \
         raise the limit with `Builder::limits`",
        side_name(side),
        side_name(side)
    )
}

/// StarIntroduction: `N ::= N a1 | N a2 | b1 | b2` becomes
/// `N ::= b1 U1 | b2 U1, U1 ::= U2*, U2 ::= a1 | a2` (mirrored for the right side).
fn star_introduction(work: &mut Work, n: Sym, side: Side) {
    let Some(alts) = work.alts(n).cloned() else { return };
    let mut tails = Vec::new();
    let mut bases = Vec::new();
    for alt in alts {
        if alt.len() > 1 && end(&alt, side) == Some(n) {
            tails.push(rest(&alt, side));
        } else if alt.as_slice() != [n] {
            bases.push(alt);
        }
    }
    if tails.is_empty() || bases.is_empty() {
        return;
    }
    let (owner, span) = (work.owner(n), work.span(n));
    // The repeated part must not derive the empty string, or `U2*` is ambiguous.
    let mut repeated: Vec<Vec<Sym>> = Vec::new();
    for tail in tails {
        let pieces = if tail.iter().all(|&s| work.nullable_by_shape(s)) {
            nonempty_split(work, &tail, owner, span)
        } else {
            vec![tail]
        };
        for p in pieces {
            if !repeated.contains(&p) {
                repeated.push(p);
            }
        }
    }
    let body = work.group(repeated, owner, span);
    let star = work.quant(Star, body, owner, span);
    let new_alts = bases.iter().map(|b| join(b, &[star], side)).collect();
    work.set_body(n, super::work::Body::Alts(new_alts));
}

/// Tarjan's algorithm without recursion (grammars can be deep). Components come out
/// sorted inside and ordered by their smallest member, so the result is deterministic.
fn strongly_connected(nodes: &[Sym], succ: &[Vec<Sym>]) -> Vec<Vec<Sym>> {
    const UNSEEN: usize = usize::MAX;
    let mut index = vec![UNSEEN; succ.len()];
    let mut low = vec![0; succ.len()];
    let mut on_stack = vec![false; succ.len()];
    let mut stack: Vec<Sym> = Vec::new();
    let mut out = Vec::new();
    let mut counter = 0;
    for &root in nodes {
        if index[root as usize] != UNSEEN {
            continue;
        }
        let mut call: Vec<(Sym, usize)> = vec![(root, 0)];
        index[root as usize] = counter;
        low[root as usize] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root as usize] = true;
        while let Some(frame) = call.last_mut() {
            let (v, next) = (frame.0, frame.1);
            if next < succ[v as usize].len() {
                frame.1 += 1;
                let w = succ[v as usize][next];
                if index[w as usize] == UNSEEN {
                    index[w as usize] = counter;
                    low[w as usize] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w as usize] = true;
                    call.push((w, 0));
                } else if on_stack[w as usize] {
                    low[v as usize] = low[v as usize].min(index[w as usize]);
                }
                continue;
            }
            call.pop();
            if let Some(&(p, _)) = call.last() {
                low[p as usize] = low[p as usize].min(low[v as usize]);
            }
            if low[v as usize] == index[v as usize] {
                let mut comp = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w as usize] = false;
                    comp.push(w);
                    if w == v {
                        break;
                    }
                }
                comp.sort_unstable();
                out.push(comp);
            }
        }
    }
    out.sort_by_key(|c| c[0]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tarjan_finds_cycles_and_singletons() {
        // 0 -> 1 -> 2 -> 0, 3 -> 3, 4 -> 0
        let succ = vec![vec![1], vec![2], vec![0], vec![3], vec![0]];
        let comps = strongly_connected(&[0, 1, 2, 3, 4], &succ);
        assert_eq!(comps, vec![vec![0, 1, 2], vec![3], vec![4]]);
    }
}
