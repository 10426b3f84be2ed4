//! Epsilon removal without blow-up.
//!
//! Instead of duplicating every alternative for every subset of nullable symbols, a
//! nullable BNF rule `X` loses its empty string and its use sites see `X?` instead.
//! `*` and `?` rules stay nullable (that is their shape); their bodies are made
//! non-nullable. An alternative made only of nullable symbols is split by "the first
//! symbol that is present": `A? B* C?` becomes `A B* C? | B+ C? | C`, which is
//! linear, not exponential. Afterwards only `*`/`?` rules derive the empty string, and
//! the start's empty string is recorded in `start_accepts_empty`.

use crate::cfg::Cfg;
use crate::diag::Diagnostics;
use crate::syntax::Quantifier::{Optional, Plus, Star};

use super::simplify::compose_quantifiers;
use super::work::{Body, Sym, Work};
use super::Limits;

/// How a symbol behaves with respect to the empty string after this pass.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Class {
    /// Never derives the empty string.
    Solid,
    /// A `*` or `?` rule: derives the empty string by shape.
    Nullable,
    /// A BNF rule that derived the empty string and is being made non-nullable: its
    /// use sites must see `X?`.
    Wrap,
    /// Derives only the empty string: dropped from every use site.
    Drop,
}

/// Removes the empty string from every rule except through `*`/`?` rules.
/// Returns false (after reporting) when the grammar is degenerate or would grow too big.
pub(crate) fn remove_epsilon(work: &mut Work, cfg: &Cfg, limits: &Limits, diags: &mut Diagnostics) -> bool {
    // Nested quantifiers first, so quantifier bodies are tokens or BNF rules.
    while compose_quantifiers(work) {}
    let (nullable, nonempty) = emptiness(work);
    let n = work.id_count();
    let class_of = |s: Sym, work: &Work| -> Class {
        if work.is_token(s) {
            return Class::Solid;
        }
        if (s as usize) < n && !nonempty[s as usize] {
            return Class::Drop;
        }
        match work.body(s) {
            Some(Body::Quant(Star | Optional, _)) => Class::Nullable,
            Some(Body::Quant(Plus, b)) => {
                if (*b as usize) < n && nullable[*b as usize] {
                    Class::Nullable // becomes `*` below
                } else {
                    Class::Solid
                }
            }
            Some(Body::Alts(_)) if (s as usize) < n && nullable[s as usize] => Class::Wrap,
            _ => Class::Solid,
        }
    };
    let start = work.start;
    if !nonempty[start as usize] {
        let name = &cfg.rule(work.owner(start)).name;
        diags.error(work.span(start), format!("start rule `{name}` derives only the empty string"));
        return false;
    }
    if matches!(work.body(start), Some(Body::Alts(_))) && nullable[start as usize] {
        work.start_accepts_empty = true;
    }
    let classes: Vec<Class> = (0..n as Sym).map(|s| class_of(s, work)).collect();
    // `x+` over a nullable `x` is `x'*`; `*`/`?` keep their body, which becomes `x'`.
    for s in work.live() {
        if let Some((Plus, b)) = work.quant_of(s) {
            if classes[b as usize] == Class::Wrap {
                work.set_body(s, Body::Quant(Star, b));
            }
        }
    }
    let mut size = work.size();
    for s in work.live() {
        if classes[s as usize] == Class::Drop {
            work.remove(s);
            continue;
        }
        let Some(alts) = work.alts(s).cloned() else { continue };
        let old_len: usize = alts.iter().map(Vec::len).sum();
        let (owner, span) = (work.owner(s), work.span(s));
        let mut out: Vec<Vec<Sym>> = Vec::new();
        for alt in alts {
            let mut seq = Vec::with_capacity(alt.len());
            let mut all_nullable = true;
            for x in alt {
                match classes[x as usize] {
                    Class::Drop => {}
                    Class::Solid => {
                        all_nullable = false;
                        seq.push(x);
                    }
                    Class::Nullable => seq.push(x),
                    Class::Wrap => seq.push(work.quant(Optional, x, owner, span)),
                }
            }
            if seq.is_empty() {
                continue;
            }
            if all_nullable {
                out.extend(nonempty_split(work, &seq, owner, span));
            } else {
                out.push(seq);
            }
        }
        let new_len: usize = out.iter().map(Vec::len).sum();
        size = (size + new_len).saturating_sub(old_len);
        if let Err(message) = limits.check(&cfg.rule(owner).name, size, out.len()) {
            diags.error(
                span,
                format!(
                    "{message} (splitting an alternative made only of optional elements; \
                     raise the limit with `Builder::limits`)"
                ),
            );
            return false;
        }
        work.set_body(s, Body::Alts(out));
    }
    true
}

/// `nullable` (derives the empty string) and `nonempty` (derives some non-empty
/// string) for every symbol id, as least fixpoints.
pub(crate) fn emptiness(work: &Work) -> (Vec<bool>, Vec<bool>) {
    let n = work.id_count();
    let mut nullable = vec![false; n];
    let mut nonempty = vec![false; n];
    for t in 0..work.num_tokens {
        nonempty[t as usize] = true;
    }
    let live = work.live();
    loop {
        let mut changed = false;
        for &s in &live {
            let (nl, ne) = match work.body(s) {
                Some(Body::Alts(alts)) => (
                    alts.iter().any(|a| a.iter().all(|&x| nullable[x as usize])),
                    // Some symbol is non-empty and the rest can complete (tokens or
                    // nullable/nonempty symbols; unproductive ones were removed).
                    alts.iter().any(|a| a.iter().any(|&x| nonempty[x as usize])),
                ),
                Some(Body::Quant(q, b)) => (*q != Plus || nullable[*b as usize], nonempty[*b as usize]),
                None => (false, false),
            };
            if nl && !nullable[s as usize] {
                nullable[s as usize] = true;
                changed = true;
            }
            if ne && !nonempty[s as usize] {
                nonempty[s as usize] = true;
                changed = true;
            }
        }
        if !changed {
            return (nullable, nonempty);
        }
    }
}

/// The non-empty strings of a sequence of nullable symbols (each a `*` or `?` rule
/// over a non-nullable body): one alternative per "first present symbol".
pub(crate) fn nonempty_split(
    work: &mut Work,
    seq: &[Sym],
    owner: crate::cfg::RuleId,
    span: crate::diag::Span,
) -> Vec<Vec<Sym>> {
    let mut out = Vec::with_capacity(seq.len());
    for i in 0..seq.len() {
        let first = match work.quant_of(seq[i]) {
            Some((Optional, x)) => x,
            Some((Star, x)) => work.quant(Plus, x, owner, span),
            _ => seq[i],
        };
        let mut alt = vec![first];
        alt.extend_from_slice(&seq[i + 1..]);
        out.push(alt);
    }
    out
}
