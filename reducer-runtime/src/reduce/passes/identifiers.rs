//! Identifier replacement, the auxiliary reducer of Vulcan (Xu et al., the follow-up to
//! Perses): one occurrence of an identifier is replaced by another identifier of the
//! program, so a def-use chain breaks and the definition can be deleted by the next
//! Perses round.
//!
//! Sites are the identifier tokens (tokens without a fixed text whose kind's minimal
//! text is a letter, as in T-Rec), in program order. Candidates are the other names of
//! the same token kind in the program that are smaller in shortlex order (the sweep
//! accepts only smaller programs, so names only ever move towards the canonical
//! ones), at most [`NAMES`] per occurrence, smallest first.

use std::collections::BTreeSet;

use super::sweep::{Program, Site, Sweep};
use crate::reduce::edit::Splice;
use crate::reduce::minimal::MinimalSentences;

/// Names tried per occurrence.
pub const NAMES: usize = 2;

/// The identifier replacement pass.
pub(crate) struct Identifiers<'m> {
    minimal: &'m MinimalSentences,
    /// Distinct names per token kind, shortlex order.
    names: Vec<(u16, Vec<u8>)>,
}

impl<'m> Identifiers<'m> {
    pub(crate) fn new(minimal: &'m MinimalSentences) -> Identifiers<'m> {
        Identifiers { minimal, names: Vec::new() }
    }

    fn is_identifier(&self, p: &Program<'_>, kind: u16) -> bool {
        let fixed = p.tables.token_literals.get(kind as usize).copied().flatten().is_some();
        !fixed && self.minimal.get(kind).is_some_and(|(t, _)| t.first().is_some_and(|c| c.is_ascii_alphabetic()))
    }
}

impl Sweep for Identifiers<'_> {
    fn name(&self) -> &'static str {
        "identifiers"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        let mut names = BTreeSet::new();
        let mut sites = Vec::new();
        for i in 0..p.tokens.parser_len() {
            let t = p.tokens.parser_token(i);
            if self.is_identifier(p, t.kind) {
                let text = t.text(&p.src);
                names.insert((t.kind, text.len(), text.to_vec()));
                sites.push(Site { start: t.start as usize, id: i as u32 });
            }
        }
        self.names = names.into_iter().map(|(k, _, t)| (k, t)).collect();
        sites
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let t = p.tokens.parser_token(site.id as usize);
        let text = t.text(&p.src);
        self.names
            .iter()
            .filter(|(k, n)| *k == t.kind && (n.len(), n.as_slice()) < (text.len(), text))
            .take(NAMES)
            .map(|(_, n)| vec![Splice::new(t.start as usize, t.end as usize, n)])
            .collect()
    }
}
