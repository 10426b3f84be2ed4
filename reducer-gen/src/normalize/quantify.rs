//! QuantifierIntroduction (Algorithm 1, lines 29-37) on every BNF rule:
//! `a a*` and `a* a` become `a+`, and two alternatives that differ by one part,
//! `α1 α2 | α1 α' α2`, become one alternative `α1 α'? α2`. (The paper's line 37
//! writes `*` there; `?` is what preserves the language.)

use std::collections::BTreeSet;

use crate::syntax::Quantifier::{Optional, Plus, Star};

use super::work::{Body, Sym, Work};

/// Rules with more alternatives than this skip `?` introduction: the pairwise search
/// is cubic and such rules are lists of unrelated forms anyway.
const MAX_PAIRWISE_ALTERNATIVES: usize = 128;

/// Introduces `+` and `?` rules in every BNF rule.
pub(crate) fn introduce_quantifiers(work: &mut Work) {
    for s in work.live() {
        if work.alts(s).is_some() {
            plus_introduction(work, s);
            optional_introduction(work, s);
        }
    }
}

/// The sequences a `*` body stands for: the body itself, and its only alternative
/// when it has one.
fn repeated_sequences(work: &Work, body: Sym) -> Vec<Vec<Sym>> {
    let mut out = vec![vec![body]];
    if let Some(alts) = work.alts(body) {
        if alts.len() == 1 {
            out.push(alts[0].clone());
        }
    }
    out
}

/// `β U` or `U β` where `U ::= β*` becomes `V` with `V ::= β+`.
fn plus_introduction(work: &mut Work, n: Sym) {
    let Some(mut alts) = work.alts(n).cloned() else { return };
    let (owner, span) = (work.owner(n), work.span(n));
    let mut changed = false;
    for alt in alts.iter_mut() {
        let mut p = 0;
        'scan: while p < alt.len() {
            if let Some((Star, body)) = work.quant_of(alt[p]) {
                for beta in repeated_sequences(work, body) {
                    let m = beta.len();
                    if p >= m && alt[p - m..p] == beta[..] {
                        let plus = work.quant(Plus, body, owner, span);
                        alt.splice(p - m..=p, [plus]);
                        p -= m;
                        changed = true;
                        continue 'scan;
                    }
                    if p + 1 + m <= alt.len() && alt[p + 1..p + 1 + m] == beta[..] {
                        let plus = work.quant(Plus, body, owner, span);
                        alt.splice(p..p + 1 + m, [plus]);
                        changed = true;
                        continue 'scan;
                    }
                }
            }
            p += 1;
        }
    }
    if changed {
        work.set_body(n, Body::Alts(alts));
    }
}

/// The longest prefix length `p` with `long = short[..p] α' short[p..]`, α' non-empty.
fn split_point(short: &[Sym], long: &[Sym]) -> Option<usize> {
    if short.len() >= long.len() {
        return None;
    }
    let extra = long.len() - short.len();
    (0..=short.len()).rev().find(|&p| long[..p] == short[..p] && long[p + extra..] == short[p..])
}

/// Merges pairs `α1 α2 | α1 α' α2` into `α1 α'? α2` until no pair is left. The merged
/// alternative takes the place of the earlier of the two.
fn optional_introduction(work: &mut Work, n: Sym) {
    let Some(mut alts) = work.alts(n).cloned() else { return };
    if alts.len() > MAX_PAIRWISE_ALTERNATIVES {
        return;
    }
    let (owner, span) = (work.owner(n), work.span(n));
    let mut changed = false;
    loop {
        let mut found = None;
        'search: for i in 0..alts.len() {
            for j in 0..alts.len() {
                if i == j {
                    continue;
                }
                if let Some(p) = split_point(&alts[i], &alts[j]) {
                    let extra = alts[j].len() - alts[i].len();
                    let middle = &alts[j][p..p + extra];
                    // An all-nullable middle would make the `?` body nullable.
                    if middle.iter().all(|&s| work.nullable_by_shape(s)) {
                        continue;
                    }
                    found = Some((i, j, p, middle.to_vec()));
                    break 'search;
                }
            }
        }
        let Some((i, j, p, middle)) = found else { break };
        let body = work.group(vec![middle], owner, span);
        let opt = work.quant(Optional, body, owner, span);
        let mut merged = alts[i][..p].to_vec();
        merged.push(opt);
        merged.extend_from_slice(&alts[i][p..]);
        alts[i.min(j)] = merged;
        alts.remove(i.max(j));
        let mut seen = BTreeSet::new();
        alts.retain(|a| seen.insert(a.clone()));
        changed = true;
    }
    if changed {
        work.set_body(n, Body::Alts(alts));
    }
}

#[cfg(test)]
mod tests {
    use super::split_point;

    #[test]
    fn split_point_prefers_the_longest_prefix() {
        assert_eq!(split_point(&[1, 3], &[1, 2, 3]), Some(1));
        assert_eq!(split_point(&[1], &[1, 1]), Some(1));
        assert_eq!(split_point(&[1, 2], &[3, 4, 5]), None);
        assert_eq!(split_point(&[1, 2], &[1, 2]), None);
    }
}
