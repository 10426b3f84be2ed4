//! MinTdiff (the paper's Algorithm 2): the tree diff's edits, each handled on the side
//! where it is unique.
//!
//! - replace / update (a subtree or token of the seed became another in the variant):
//!   undo it in the variant, kept when ψ_v still holds. The undos are offered as one
//!   ordered candidate list (candidate k = the accepted undos plus undo k), which gives
//!   the paper's one-at-a-time result while the runner tests them in parallel; the
//!   largest changes come first, so of two changes that each make the variant behave
//!   the smaller one is kept.
//! - delete (a subtree only the seed has): MinSubtree on the seed = Perses started at
//!   that subtree, the variant fixed.
//! - insert (a subtree only the variant has): MinSubtree on the variant, the seed fixed.
//!   Inserts take the largest subtrees first (see [`largest_first`]); deletes keep the
//!   diff's order (largest first cost 1.5x the tests on `smt2-sat`, for the same pair).
//!
//! Undos change the variant's text, so the diff is computed again after them; deletes
//! and inserts then edit the trees in place. Moves need no reduction of their own.

use std::ops::Range;

use crate::property::Property;
use crate::reduce::edit::{render, Base, Edit, Splice};
use crate::reduce::perses::perses_pass_with;
use crate::reduce::{Ctx, Printer, State};
use crate::runner::Stop;
use crate::tree::NodeId;

use super::tdiff::{tree_diff, EditOp};
use super::{decode, encode, search_any};

/// Byte range of a node's tokens (without its leading layout); `None` for empty nodes.
fn node_range(state: &State<'_>, id: NodeId) -> Option<Range<usize>> {
    let leaves = state.tree.leaves(id);
    let (first, last) = (*leaves.first()?, *leaves.last()?);
    Some(
        state.tokens.parser_token(first as usize).start as usize..state.tokens.parser_token(last as usize).end as usize,
    )
}

/// `src` with the non-overlapping splices applied as written, in the order of their
/// starts.
fn apply(src: &[u8], splices: &[&Splice]) -> Vec<u8> {
    let mut sorted: Vec<Splice> = splices.iter().map(|&s| s.clone()).collect();
    sorted.sort_by_key(|s| s.start);
    render(None, Base::text(src), Edit::Verbatim(&sorted))
}

pub(crate) fn min_tdiff<P: Property>(ctx: &mut Ctx<'_, P>) -> Result<(), Stop> {
    let tables = ctx.tables;
    let (seed, variant) = {
        let (s, v) = decode(&ctx.best);
        (s.to_vec(), v.to_vec())
    };
    let (Some(mut ss), Some(vs)) = (State::parse(tables, &seed), State::parse(tables, &variant)) else {
        return Ok(());
    };
    // Replacements and updates, undone in the variant.
    let d = tree_diff((&ss.tree, &ss.tokens, &ss.src), (&vs.tree, &vs.tokens, &vs.src));
    let mut undos: Vec<(usize, Splice)> = d
        .edits
        .iter()
        .filter_map(|e| match *e {
            EditOp::Replace { seed, variant } | EditOp::Update { seed, variant } => {
                let to = node_range(&vs, variant)?;
                let text = node_range(&ss, seed).map(|r| ss.src[r].to_vec()).unwrap_or_default();
                let changed = vs.tree.node(variant).token_count as usize + ss.tree.node(seed).token_count as usize;
                Some((changed, Splice { start: to.start, end: to.end, text }))
            }
            _ => None,
        })
        .collect();
    // Largest difference first (beyond the paper, which keeps the diff's order): when
    // either of two changes makes the variant behave, the one undone first goes, so
    // the smaller one stays and the final difference is smaller. Ties in program order.
    undos.sort_by_key(|(changed, s)| (std::cmp::Reverse(*changed), s.start));
    let splices: Vec<Splice> = undos.into_iter().map(|(_, s)| s).collect();
    let mut accepted: Vec<usize> = Vec::new();
    let mut from = 0;
    while from < splices.len() {
        let overlaps =
            |k: usize| accepted.iter().any(|&a| splices[a].start < splices[k].end && splices[k].start < splices[a].end);
        let offered: Vec<usize> = (from..splices.len()).filter(|&k| !overlaps(k)).collect();
        let cands: Vec<Vec<u8>> = offered
            .iter()
            .map(|&k| {
                let mut set: Vec<&Splice> = accepted.iter().map(|&a| &splices[a]).collect();
                set.push(&splices[k]);
                encode(&seed, &apply(&variant, &set))
            })
            .collect();
        match search_any(ctx, cands, "min-tdiff")? {
            Some(i) => {
                accepted.push(offered[i]);
                from = offered[i] + 1;
            }
            None => break,
        }
    }
    // Unique subtrees, minimized on their own side with Perses started at them.
    let variant = decode(&ctx.best).1.to_vec();
    let Some(mut vs) = State::parse(tables, &variant) else { return Ok(()) };
    let d = tree_diff((&ss.tree, &ss.tokens, &ss.src), (&vs.tree, &vs.tokens, &vs.src));
    let mut ps = Printer::new(tables);
    for t in d.edits.iter().filter_map(|e| if let EditOp::Delete(t) = *e { Some(t) } else { None }) {
        let v = decode(&ctx.best).1.to_vec();
        perses_pass_with(ctx, &mut ss, Some(t), "min-tdiff", &mut |st, edit| encode(&st.print(&mut ps, edit), &v))?;
    }
    let mut pv = Printer::new(tables);
    for t in largest_first(&vs, d.edits.iter().filter_map(|e| if let EditOp::Insert(t) = *e { Some(t) } else { None }))
    {
        let s = decode(&ctx.best).0.to_vec();
        perses_pass_with(ctx, &mut vs, Some(t), "min-tdiff", &mut |st, edit| encode(&s, &st.print(&mut pv, edit)))?;
    }
    Ok(())
}

/// Subtrees by decreasing size, ties in program order (beyond the paper, which keeps
/// the diff's order): of two unique subtrees that each give the variant its property,
/// the larger is minimized first, while the smaller still holds the property, so it
/// is the larger that shrinks away.
fn largest_first(state: &State<'_>, subtrees: impl Iterator<Item = NodeId>) -> Vec<NodeId> {
    let mut v: Vec<(std::cmp::Reverse<u32>, u32, NodeId)> = subtrees
        .map(|t| {
            let n = state.tree.node(t);
            (std::cmp::Reverse(n.token_count), n.first_token, t)
        })
        .collect();
    v.sort();
    v.into_iter().map(|(_, _, t)| t).collect()
}
