//! The last phase, which may leave the grammar, as C-Reduce's generic passes do: delete
//! one token or two adjacent ones, a pair of matching brackets (with or without what
//! they enclose) or what it encloses, or a line. Only the property decides; candidates are not parsed.
//! When the result still parses, the reduction goes back to the grammar-aware passes
//! (see [`crate::reduce::run_reduction`]); `--strict-syntax` turns the phase off.
//!
//! Brackets are the tokens whose fixed text is `(`/`)`, `[`/`]` or `{`/`}`, matched by
//! nesting over the parser tokens.

use super::sweep::{Program, Site, Sweep};
use crate::reduce::edit::Splice;

/// Which generic edit a sweep makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Generic {
    /// Delete one token, then two adjacent tokens.
    Tokens,
    /// Delete a matching bracket pair, keeping or dropping what it encloses, or empty it.
    Brackets,
    /// Delete a line.
    Lines,
}

/// The generic pass of one kind.
pub(crate) struct GenericPass {
    kind: Generic,
    /// Only candidates that parse, and only the unwrapping of bracket pairs: the
    /// `unwrap` pass of the grammar-aware group (redundant parentheses are common in
    /// generated programs, and no single-node edit removes a pair around a node of a
    /// kind the slot does not accept).
    strict: bool,
    /// Matching closer of each opening bracket (parser token indices).
    partner: Vec<u32>,
}

impl GenericPass {
    pub(crate) fn new(kind: Generic) -> GenericPass {
        GenericPass { kind, strict: false, partner: Vec::new() }
    }

    /// Bracket pairs removed around their contents, kept only if the program parses.
    pub(crate) fn unwrap() -> GenericPass {
        GenericPass { kind: Generic::Brackets, strict: true, partner: Vec::new() }
    }
}

const OPEN: [&str; 3] = ["(", "[", "{"];
const CLOSE: [&str; 3] = [")", "]", "}"];

fn bracket(p: &Program<'_>, i: usize) -> Option<(bool, usize)> {
    let kind = p.tokens.parser_token(i).kind;
    let lit = p.tables.token_literals.get(kind as usize).copied().flatten()?;
    if let Some(k) = OPEN.iter().position(|o| *o == lit) {
        return Some((true, k));
    }
    CLOSE.iter().position(|c| *c == lit).map(|k| (false, k))
}

impl Sweep for GenericPass {
    fn name(&self) -> &'static str {
        match self.kind {
            Generic::Brackets if self.strict => "unwrap",
            Generic::Tokens => "tokens",
            Generic::Brackets => "brackets",
            Generic::Lines => "lines",
        }
    }

    fn strict(&self) -> bool {
        self.strict
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        let n = p.tokens.parser_len();
        let start = |i: usize| p.tokens.parser_token(i).start as usize;
        match self.kind {
            Generic::Tokens => (0..n).map(|i| Site { start: start(i), id: i as u32 }).collect(),
            Generic::Brackets => {
                self.partner = vec![u32::MAX; n];
                let mut stack: Vec<(usize, usize)> = Vec::new();
                for i in 0..n {
                    match bracket(p, i) {
                        Some((true, k)) => stack.push((i, k)),
                        Some((false, k)) => {
                            // Unbalanced input: match the nearest opener of the same kind.
                            if let Some(pos) = stack.iter().rposition(|&(_, o)| o == k) {
                                let (open, _) = stack[pos];
                                stack.truncate(pos);
                                self.partner[open] = i as u32;
                            }
                        }
                        None => {}
                    }
                }
                (0..n)
                    .filter(|&i| self.partner[i] != u32::MAX)
                    .map(|i| Site { start: start(i), id: i as u32 })
                    .collect()
            }
            Generic::Lines => {
                let mut sites = vec![Site { start: 0, id: 0 }];
                for (i, &b) in p.src.iter().enumerate() {
                    if b == b'\n' && i + 1 < p.src.len() {
                        sites.push(Site { start: i + 1, id: (i + 1) as u32 });
                    }
                }
                sites
            }
        }
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let tok = |i: usize| p.tokens.parser_token(i);
        match self.kind {
            Generic::Tokens => {
                let i = site.id as usize;
                let mut out = vec![vec![Splice::delete(tok(i).start as usize, tok(i).end as usize)]];
                if i + 1 < p.tokens.parser_len() {
                    out.push(vec![Splice::delete(tok(i).start as usize, tok(i + 1).end as usize)]);
                }
                out
            }
            Generic::Brackets => {
                let (o, c) = (site.id as usize, self.partner[site.id as usize] as usize);
                let (os, oe) = (tok(o).start as usize, tok(o).end as usize);
                let (cs, ce) = (tok(c).start as usize, tok(c).end as usize);
                let unwrap = vec![Splice::delete(os, oe), Splice::delete(cs, ce)];
                if self.strict {
                    vec![unwrap]
                } else if c > o + 1 {
                    // The pair emptied, as C-Reduce's `parens-inside`: `f(char *, ...)` to `f()`.
                    vec![vec![Splice::delete(os, ce)], vec![Splice::delete(oe, cs)], unwrap]
                } else {
                    vec![vec![Splice::delete(os, ce)], unwrap]
                }
            }
            Generic::Lines => {
                let s = site.start;
                let e = p.src[s..].iter().position(|&b| b == b'\n').map_or(p.src.len(), |k| s + k + 1);
                let line = &p.src[s..e];
                if line.iter().all(|b| b.is_ascii_whitespace()) {
                    return Vec::new();
                }
                vec![vec![Splice::delete(s, e)]]
            }
        }
    }
}
