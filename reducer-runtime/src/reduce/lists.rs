//! Deletion across lists, one nesting depth at a time (beyond the papers; issues 27 and 28).
//!
//! Perses runs one deletion ddmin per list, largest node first. A preprocessed C++ file
//! keeps its declarations in hundreds of lists (`namespace std { ... }` reopened by every
//! header, every class body), so per-list ddmin pays its coarse steps (remove all, the
//! halves, the quarters) once per list, and no candidate deletes a run of declarations
//! that spans two blocks. This pass runs before each Perses round. Like C-Reduce's
//! `lines` pass over `topformflat`'s levels, and HDD's levels, it gathers the elements of
//! every `*`/`+` list at one nesting depth (the number of lists around theirs), in
//! document order, and runs one deletion ddmin ([`DeletionDd`]) over all of them, its
//! chunks tried from the last element back to the first (as C-Reduce's `lines` does);
//! depth 0 first, then 1, and so on, taking on only a depth that is one list or whose
//! lists are long ([`is_long`]). A `+` list keeps its first element. Every candidate is a
//! tree edit (elements of lists deleted), so it stays in the grammar. An element whose
//! deletion failed at the end (ddmin ends 1-minimal) goes to the memo of failed nodes,
//! so Perses' ddmin does not try it again while its text and names are unchanged.

use crate::ddmin::{self, DdPlan, DeletionDd};
use crate::language::Shape;
use crate::property::Property;
use crate::runner::Stop;
use crate::tree::NodeId;

use super::edit::Edit;
use super::print::Printer;
use super::revisit;
use super::{Ctx, State};

/// The pass's name in the statistics and for `--skip-pass`.
pub(crate) const NAME: &str = "lists";

/// The average length of the lists of a depth from which the pass takes the depth on.
const LONG_LIST: usize = 8;

/// One element: the list it belongs to and the element itself.
#[derive(Clone, Copy, Debug)]
struct Element {
    list: NodeId,
    node: NodeId,
}

/// Runs the pass over every depth of `state`'s tree; true when something was removed.
pub(crate) fn lists_pass<P: Property>(
    ctx: &mut Ctx<'_, P>,
    printer: &mut Printer<'_>,
    state: &mut State<'_>,
) -> Result<bool, Stop> {
    let mut revisit = std::mem::take(&mut ctx.revisit);
    let round = ctx.rounds;
    let mut improved = false;
    let mut depth = 0;
    let r = loop {
        let elements = elements_at(state, depth);
        if elements.is_empty() {
            break Ok(improved);
        }
        if is_long(&elements) {
            match one_depth(ctx, printer, state, &elements, revisit.as_mut().map(|m| (m, round))) {
                Ok(removed) => improved |= removed,
                Err(stop) => break Err(stop),
            }
        }
        depth += 1;
    };
    ctx.revisit = revisit;
    r
}

/// One deletion ddmin over `elements`; applies what it removed to the tree.
fn one_depth<P: Property>(
    ctx: &mut Ctx<'_, P>,
    printer: &mut Printer<'_>,
    state: &mut State<'_>,
    elements: &[Element],
    mut revisit: Option<(&mut revisit::Revisit, usize)>,
) -> Result<bool, Stop> {
    let tables = state.tables;
    // An element as the memo sees it, made when asked (the tree does not change before
    // the end of the ddmin): a depth of a large program has many elements.
    let text = |i: usize| {
        let e = elements[i];
        let body = tables.quantified_body(state.tree.node(e.list).kind).unwrap_or(state.tree.node(e.list).kind);
        let leaves = state.tree.leaves(e.node);
        revisit::deletion_text(tables, &state.src, &state.tokens, body, &leaves)
    };
    // Elements that failed before and have not changed since are not offered.
    let mut active: Vec<usize> = match &mut revisit {
        Some((memo, _)) if memo.has_failures() => {
            let active: Vec<usize> = (0..elements.len()).filter(|&i| !memo.is_clean(&text(i))).collect();
            memo.skipped += (elements.len() - active.len()) as u64;
            active
        }
        _ => (0..elements.len()).collect(),
    };
    if active.is_empty() {
        return Ok(false);
    }
    // The last element first, as C-Reduce's `lines` sweeps: a declaration's users come
    // after it, so a chunk of users goes before the declarations they held, in the same
    // sweep.
    active.reverse();
    // The nodes a candidate deletes: the active elements it does not keep, sorted.
    let deleted = |kept: &[usize]| -> Vec<NodeId> {
        let mut keep = vec![false; active.len()];
        for &k in kept {
            keep[k] = true;
        }
        let mut out: Vec<NodeId> =
            active.iter().zip(&keep).filter(|(_, &k)| !k).map(|(&i, _)| elements[i].node).collect();
        out.sort_unstable();
        out
    };
    let mut plan = DeletionDd::new(active.len(), 0);
    while !plan.is_done() {
        let found = {
            let (st, deleted) = (&*state, &deleted);
            let printer = &mut *printer;
            let cands = ddmin::ahead(&plan).map(move |keep| st.print(printer, Edit::Without(&deleted(&keep))));
            ctx.search(cands, NAME)?
        };
        ddmin::settle(&mut plan, found);
    }
    let gone = deleted(plan.kept());
    if let Some((memo, round)) = &mut revisit {
        for &k in plan.kept() {
            memo.failed(&text(active[k]), *round);
        }
    }
    if gone.is_empty() {
        return Ok(false);
    }
    // Each list loses its deleted elements.
    let mut lists: Vec<NodeId> = elements.iter().map(|e| e.list).collect();
    lists.dedup();
    for list in lists {
        let kids: Vec<NodeId> =
            state.tree.children(list).iter().copied().filter(|c| gone.binary_search(c).is_err()).collect();
        if kids.len() < state.tree.children(list).len() {
            state.tree.set_children(list, &kids);
        }
    }
    Ok(true)
}

/// True when the pass takes on a depth with these elements: one list (the top level:
/// Perses' first ddmin anyway, and Perses skips what it kept), or lists of at least
/// [`LONG_LIST`] elements on average (namespace and class bodies, long function bodies).
/// Short lists (arguments, small blocks) are left to Perses: it reaches them largest
/// node first, after the replacements of the nodes around them that often make them
/// moot; on a csmith program, a pass over them cost 150 tests early for 3% of the bytes.
fn is_long(elements: &[Element]) -> bool {
    let mut lists: Vec<NodeId> = elements.iter().map(|e| e.list).collect();
    lists.dedup();
    lists.len() == 1 || elements.len() >= LONG_LIST * lists.len()
}

/// The elements of the `*`/`+` lists with `depth` lists around them, in document order;
/// a `+` list's first element is left out (the list keeps it).
fn elements_at(state: &State<'_>, depth: usize) -> Vec<Element> {
    let tables = state.tables;
    let tree = &state.tree;
    let mut out = Vec::new();
    let mut stack: Vec<(NodeId, usize)> = vec![(tree.root, 0)];
    while let Some((id, around)) = stack.pop() {
        if tree.is_token(id) {
            continue;
        }
        let shape = tables.shape(tree.node(id).kind);
        let is_list = matches!(shape, Shape::Star | Shape::Plus);
        if is_list && around == depth {
            let skip = usize::from(shape == Shape::Plus);
            out.extend(tree.children(id).iter().skip(skip).map(|&node| Element { list: id, node }));
            continue;
        }
        let inner = around + usize::from(is_list);
        stack.extend(tree.children(id).iter().rev().map(|&c| (c, inner)));
    }
    out
}
