//! Argument deletion: the `i`-th item of every parenthesised, comma-separated list that
//! follows the same name, deleted at once (a parameter of a function and the matching
//! argument of every call, as C-Reduce's `remove-unused-function-param` does for C).
//!
//! One deletion at a time cannot do it: without its parameter a call's extra argument
//! is an error, and without the argument the parameter is unset. The pass works on the
//! tokens, so it serves every language that writes calls as `name(a, b)`: a site is a
//! name (a token without fixed text) followed by `(` in at least two places; its
//! candidates delete item `i` (with one neighbouring comma) in every such list of that
//! name that has an item `i`, for each `i`, last item first. Candidates are parsed
//! before they are tested (the sweep's check).

use std::collections::BTreeMap;

use super::sweep::{Program, Site, Sweep};
use crate::reduce::edit::Splice;

/// The argument deletion pass.
#[derive(Default)]
pub(crate) struct Arguments {
    /// Per site: the lists of one name, each as its items' token ranges (inclusive start,
    /// exclusive end, parser token indices) and the comma token after each item.
    groups: Vec<Vec<Vec<Item>>>,
}

#[derive(Clone, Copy, Debug)]
struct Item {
    first: usize,
    end: usize,
    /// The `,` after the item, if any.
    comma: Option<usize>,
}

impl Sweep for Arguments {
    fn name(&self) -> &'static str {
        "arguments"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        let n = p.tokens.parser_len();
        let lit = |i: usize| {
            let k = p.tokens.parser_token(i).kind;
            p.tables.token_literals.get(k as usize).copied().flatten()
        };
        // Matching parentheses.
        let mut close = vec![usize::MAX; n];
        let mut stack = Vec::new();
        for i in 0..n {
            match lit(i) {
                Some("(") => stack.push(i),
                Some(")") => {
                    if let Some(o) = stack.pop() {
                        close[o] = i;
                    }
                }
                _ => {}
            }
        }
        // Lists by the name before them, in order of first occurrence.
        let mut by_name: BTreeMap<&[u8], (usize, Vec<Vec<Item>>)> = BTreeMap::new();
        for (i, &end) in close.iter().enumerate().skip(1) {
            if lit(i) != Some("(") || end == usize::MAX || lit(i - 1).is_some() {
                continue;
            }
            let name = p.tokens.parser_token(i - 1).text(&p.src);
            let mut items = Vec::new();
            let mut depth = 0usize;
            let mut start = i + 1;
            for j in i + 1..end {
                match lit(j) {
                    Some("(") | Some("[") | Some("{") => depth += 1,
                    Some(")") | Some("]") | Some("}") => depth = depth.saturating_sub(1),
                    Some(",") if depth == 0 => {
                        items.push(Item { first: start, end: j, comma: Some(j) });
                        start = j + 1;
                    }
                    _ => {}
                }
            }
            if start < end {
                items.push(Item { first: start, end, comma: None });
            }
            if items.iter().any(|it| it.first == it.end) || items.is_empty() {
                continue;
            }
            by_name.entry(name).or_insert_with(|| (i - 1, Vec::new())).1.push(items);
        }
        let mut named: Vec<(usize, Vec<Vec<Item>>)> =
            by_name.into_values().filter(|(_, lists)| lists.len() >= 2).collect();
        named.sort_by_key(|(first, _)| *first);
        self.groups.clear();
        let mut sites = Vec::new();
        for (first, lists) in named {
            sites.push(Site { start: p.tokens.parser_token(first).start as usize, id: self.groups.len() as u32 });
            self.groups.push(lists);
        }
        sites
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let lists = &self.groups[site.id as usize];
        let arity = lists.iter().map(Vec::len).max().unwrap_or(0);
        let start = |i: usize| p.tokens.parser_token(i).start as usize;
        let end = |i: usize| p.tokens.parser_token(i).end as usize;
        let mut out = Vec::new();
        for i in (0..arity).rev() {
            let mut splices: Vec<Splice> = lists
                .iter()
                .filter_map(|items| {
                    let it = items.get(i)?;
                    Some(match (it.comma, i) {
                        // `a, b`: delete `a,` (the first item) or `, b` (a later one).
                        (Some(c), 0) => Splice::delete(start(it.first), end(c)),
                        (_, 0) => Splice::delete(start(it.first), end(it.end - 1)),
                        _ => {
                            let before = items[i - 1].comma.expect("items before the last have a comma");
                            Splice::delete(start(before), end(it.end - 1))
                        }
                    })
                })
                .collect();
            splices.sort_by_key(|s| (s.start, s.end));
            // A list nested in another's deleted item goes with it.
            let mut disjoint: Vec<Splice> = Vec::with_capacity(splices.len());
            for s in splices {
                match disjoint.last() {
                    Some(l) if s.start < l.end => {
                        if s.end > l.end {
                            disjoint.clear();
                            break;
                        }
                    }
                    _ => disjoint.push(s),
                }
            }
            if !disjoint.is_empty() {
                out.push(disjoint);
            }
        }
        out
    }
}
