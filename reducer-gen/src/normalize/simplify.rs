//! Language-preserving clean-ups run between the main passes until nothing changes:
//! quantifiers over quantified symbols are composed, unit rules are inlined, duplicate
//! alternatives and duplicate auxiliary rules are merged.

use std::collections::{BTreeMap, BTreeSet};

use crate::syntax::Quantifier::{self, Optional, Plus, Star};

use super::work::{Body, Sym, Work};

/// Runs every clean-up to a fixpoint, then drops what became unreachable.
pub(crate) fn simplify(work: &mut Work) {
    loop {
        let mut changed = dedupe_alternatives(work);
        changed |= compose_quantifiers(work);
        changed |= inline_units(work);
        changed |= merge_duplicate_aux(work);
        if !changed {
            break;
        }
    }
    settle_start(work);
    work.remove_unreachable();
}

/// `outer(inner(x))` as one quantifier over `x`: same language, no nested ambiguity.
pub(crate) fn compose(outer: Quantifier, inner: Quantifier) -> Quantifier {
    match (outer, inner) {
        (Plus, Plus) => Plus,
        (Optional, Optional) => Optional,
        _ => Star,
    }
}

/// Drops repeated alternatives (keeping the first) and `N ::= N` alternatives.
fn dedupe_alternatives(work: &mut Work) -> bool {
    let mut changed = false;
    for s in work.live() {
        if let Some(Body::Alts(alts)) = work.nt_mut(s).map(|n| &mut n.body) {
            let before = alts.len();
            let mut seen = BTreeSet::new();
            alts.retain(|a| a.as_slice() != [s] && seen.insert(a.clone()));
            changed |= alts.len() != before;
        }
    }
    changed
}

/// Rewrites `q1(s)` where `s ::= q2(x)` into one quantifier over `x`. When the inner
/// symbol is a user rule used only here (`list_opt ::= list?`, `list ::= item+`), the
/// user rule takes the composed quantifier so its name survives (`list ::= item*`).
pub(crate) fn compose_quantifiers(work: &mut Work) -> bool {
    let mut changed = false;
    let counts = work.ref_counts();
    let mut fwd = BTreeMap::new();
    let mut touched = BTreeSet::new();
    for s in work.live() {
        let Some((q, b)) = work.quant_of(s) else { continue };
        let Some((q2, x)) = work.quant_of(b) else { continue };
        if b == s || touched.contains(&s) || touched.contains(&b) {
            continue;
        }
        let composed = compose(q, q2);
        // A quantifier cycle (`a ::= a*`) only derives the empty string; epsilon
        // removal drops it, composing it would never settle.
        if quantifier_cycle(work, s) || work.body(s) == Some(&Body::Quant(composed, x)) {
            continue;
        }
        if work.is_user(b) && !work.is_user(s) && counts[b as usize] == 1 && b != work.start && s != work.start {
            work.set_body(b, Body::Quant(composed, x));
            fwd.insert(s, b);
            work.remove(s);
            touched.insert(b);
        } else {
            work.set_body(s, Body::Quant(composed, x));
        }
        touched.insert(s);
        changed = true;
    }
    work.rewrite(&fwd);
    changed
}

/// Whether following quantifier bodies from `s` comes back to a symbol already seen.
fn quantifier_cycle(work: &Work, s: Sym) -> bool {
    let mut seen = BTreeSet::new();
    let mut cur = s;
    while let Some((_, body)) = work.quant_of(cur) {
        if !seen.insert(cur) {
            return true;
        }
        cur = body;
    }
    false
}

/// Inlines `N ::= X` (one alternative of one symbol). An auxiliary `X` is absorbed
/// into `N`, so the user's name stays on the node; otherwise uses of `N` become `X`.
fn inline_units(work: &mut Work) -> bool {
    let mut fwd = BTreeMap::new();
    let mut touched = BTreeSet::new();
    for n in work.live() {
        let x = match work.alts(n) {
            Some(alts) if alts.len() == 1 && alts[0].len() == 1 => alts[0][0],
            _ => continue,
        };
        if x == n || touched.contains(&n) || touched.contains(&x) {
            continue;
        }
        if work.is_token(x) {
            // A start that is a single token keeps its rule: the tree needs a root.
            if n == work.start {
                continue;
            }
            fwd.insert(n, x);
            work.remove(n);
        } else if !work.is_user(x) && x != work.start {
            let body = work.body(x).cloned().unwrap_or(Body::Alts(Vec::new()));
            work.set_body(n, body);
            fwd.insert(x, n);
            work.remove(x);
        } else {
            fwd.insert(n, x);
            work.remove(n);
        }
        touched.insert(n);
        touched.insert(x);
    }
    let changed = !fwd.is_empty();
    work.rewrite(&fwd);
    changed
}

/// Auxiliary rules with identical bodies become one (the first by id).
fn merge_duplicate_aux(work: &mut Work) -> bool {
    let mut first: BTreeMap<Body, Sym> = BTreeMap::new();
    let mut fwd = BTreeMap::new();
    for s in work.live() {
        if work.is_user(s) || s == work.start {
            continue;
        }
        let body = work.body(s).cloned().unwrap_or(Body::Alts(Vec::new()));
        match first.get(&body) {
            Some(&keep) => {
                fwd.insert(s, keep);
                work.remove(s);
            }
            None => {
                first.insert(body, s);
            }
        }
    }
    let changed = !fwd.is_empty();
    work.rewrite(&fwd);
    changed
}

/// Keeps `start_accepts_empty` meaningful: a `*`/`?` start already accepts nothing, and
/// a `+` start that also accepts nothing and is used nowhere else is a `*` start.
fn settle_start(work: &mut Work) {
    let start = work.start;
    match work.quant_of(start) {
        Some((Star | Optional, _)) => work.start_accepts_empty = false,
        Some((Plus, x)) if work.start_accepts_empty && work.ref_counts()[start as usize] == 0 => {
            work.set_body(start, Body::Quant(Star, x));
            work.start_accepts_empty = false;
        }
        _ => {}
    }
}
