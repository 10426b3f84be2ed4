//! Perses (Sun et al., ICSE 2018, Algorithms 2-4) over the PNF parse tree.
//!
//! One pass pops nodes from a worklist ordered by token count (largest first; ties go
//! to the leftmost node, then the lowest node id, so the order is deterministic):
//! - `*`, `?` nodes: deletion ddmin over the children ([`DeletionDd`], `min_keep` 0);
//!   `+` nodes keep at least one child. The kept children join the worklist.
//! - Regular nodes: replacement by a compatible descendant. Candidates come from a
//!   bounded breadth-first search below the node: a descendant `d` qualifies when
//!   `subsumes(expected, kind(d))`, where `expected` is the kind the node's slot
//!   requires (the parent's alternative symbol at that position, the quantified body
//!   for list elements, the start symbol for the root). When the parent is a `*`/`+`
//!   list, a `*`/`+` descendant whose body is compatible may also replace the node by
//!   its elements (Kleene-node replacement). The search does not look below a match
//!   (the paper's "first compatible node on the path"). Candidates are tried smallest
//!   first; the first interesting one wins and joins the worklist; without one the
//!   node's children join it.
//!
//! BFS depth and unit chains: every step counts against the depth bound by default, as
//! in the paper. Layered expression grammars put long single-child chains between a
//! statement and its operands, but a match as large as the searched node (the same
//! tokens under a unit chain) does not stop the search, so chains of same-size matches
//! are looked through. Measured on the shared benchmark cases and `tests/e2e/hello.c`,
//! making single-child steps free ([`super::ReduceOptions::free_unit_chains`],
//! `--bfs-free-chains`) gave the same or larger results with more tests; see
//! `tests/bench/perses-README.md`.

use std::cmp::Ordering;
use std::collections::{BinaryHeap, VecDeque};
use std::rc::Rc;

use crate::ddmin::{DdPlan, DeletionDd};
use crate::language::{GrammarTables, Shape};
use crate::property::Property;
use crate::runner::Stop;
use crate::tree::NodeId;

use super::edit::Edit;
use super::print::Printer;
use super::revisit::{self, Pending, Revisit};
use super::{Ctx, State};

/// A worklist entry: a node, where it sits, and the kind its slot expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Item {
    size: u32,
    first: u32,
    node: NodeId,
    parent: Option<NodeId>,
    expected: u16,
}

impl Ord for Item {
    fn cmp(&self, o: &Self) -> Ordering {
        self.size.cmp(&o.size).then(o.first.cmp(&self.first)).then(o.node.cmp(&self.node))
    }
}

impl PartialOrd for Item {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

/// One replacement candidate of a regular node.
#[derive(Clone, Copy, Debug)]
enum Replacement {
    /// Put this descendant in the node's slot.
    Node(NodeId),
    /// Splice this list descendant's elements into the parent list.
    Splice(NodeId),
}

/// Runs one Perses pass over `state`; true when something was removed.
pub(crate) fn perses_pass<P: Property>(
    ctx: &mut Ctx<'_, P>,
    printer: &mut Printer<'_>,
    state: &mut State<'_>,
) -> Result<bool, Stop> {
    // The memo of failed nodes is the main pass's own: PPR's passes run on encoded pairs.
    let mut revisit = std::mem::take(&mut ctx.revisit);
    let round = ctx.rounds;
    let r = perses_pass_memo(
        ctx,
        state,
        None,
        "perses",
        &mut |st, edit| st.print(printer, edit),
        revisit.as_mut().map(|m| (m, round)),
    );
    ctx.revisit = revisit;
    r
}

/// Renders a candidate of `state` with one pending edit into the bytes the property
/// tests (a program, or for pairwise reduction an encoded pair).
pub(crate) type Render<'r> = dyn FnMut(&State<'_>, Edit<'_>) -> Vec<u8> + 'r;

/// One Perses pass started at `start` (the root when `None`; PPR's MinSubtree starts
/// at a subtree), with candidates rendered by `render` and counted under `pass`.
pub(crate) fn perses_pass_with<P: Property>(
    ctx: &mut Ctx<'_, P>,
    state: &mut State<'_>,
    start: Option<NodeId>,
    pass: &str,
    render: &mut Render<'_>,
) -> Result<bool, Stop> {
    perses_pass_memo(ctx, state, start, pass, render, None)
}

/// [`perses_pass_with`], skipping the nodes `revisit` (with the current round) says
/// failed before and have not changed since, and recording the ones that fail now.
///
/// The pass is a walk of steps: a regular node's replacements, or one round of a list
/// node's ddmin. When every candidate of a step fails, the walk's next step follows
/// without a test's help, so one search offers the candidates of the steps ahead too,
/// on a copy of the walk that assumes they fail ([`Walk`]): parallel jobs stay busy
/// past the end of a step, and the tests are those of a step-by-step search. The
/// search's answer is then replayed on the walk itself.
fn perses_pass_memo<P: Property>(
    ctx: &mut Ctx<'_, P>,
    state: &mut State<'_>,
    start: Option<NodeId>,
    pass: &str,
    render: &mut Render<'_>,
    mut revisit: Option<(&mut Revisit, usize)>,
) -> Result<bool, Stop> {
    let tables = state.tables;
    let bfs = Bfs { depth: ctx.options.bfs_depth, free: ctx.options.free_unit_chains };
    let mut walk = Walk { heap: BinaryHeap::new(), open: None, deep_budget: DEEP_BUDGET, improved: false };
    match start {
        None => push(&mut walk.heap, state, state.tree.root, None, tables.start as u16),
        Some(node) => match slot_of(state, node) {
            Some((parent, expected)) => push(&mut walk.heap, state, node, parent, expected),
            // Not under the root any more: an earlier edit removed it.
            None => return Ok(false),
        },
    }
    loop {
        let found = {
            let memo = revisit.as_ref().map(|(m, _)| &**m);
            let mut ahead = Ahead { walk: walk.clone(), pending: Pending::default(), step: None, next: 0 };
            let st = &*state;
            let render = &mut *render;
            let cands = std::iter::from_fn(|| ahead.next_candidate(st, memo, bfs, render));
            ctx.search(cands, pass)?
        };
        // Replay on the walk: the steps before the answer failed.
        let mut left = found;
        let mut memo = revisit.as_mut().map(|(m, round)| (&mut **m, *round));
        loop {
            let Some(step) = walk.next_step(state, &mut Effects::Confirmed(memo.as_mut()), bfs) else {
                return Ok(walk.improved);
            };
            let n = step.len(&walk);
            match left {
                Some(i) if i < n => {
                    walk.succeed(state, step, i);
                    break;
                }
                Some(i) => left = Some(i - n),
                None => {}
            }
            walk.fail(state, step, &mut Effects::Confirmed(memo.as_mut()));
        }
    }
}

/// The breadth-first search's settings for replacements.
#[derive(Clone, Copy)]
struct Bfs {
    depth: usize,
    free: bool,
}

/// Where a Perses pass is: the worklist, the list node whose ddmin is under way, and
/// what is left of the deep walks' budget.
#[derive(Clone)]
struct Walk {
    heap: BinaryHeap<Item>,
    open: Option<Open>,
    deep_budget: usize,
    improved: bool,
}

/// A list node under ddmin: its children when it was popped (the plan's indices point
/// into `active`), those that stay (`fixed`: failed before and unchanged since), and
/// the memo's view of each child.
#[derive(Clone)]
struct Open {
    item: Item,
    body: u16,
    kids: Rc<[NodeId]>,
    fixed: Rc<[bool]>,
    active: Rc<[usize]>,
    texts: Option<Rc<[revisit::NodeText]>>,
    plan: DeletionDd,
}

impl Open {
    /// The children a candidate keeps: the fixed ones and the chosen active ones.
    fn selection(&self, chosen: &[usize]) -> Vec<NodeId> {
        let mut keep = self.fixed.to_vec();
        for &a in chosen {
            keep[self.active[a]] = true;
        }
        self.kids.iter().zip(&keep).filter(|(_, &k)| k).map(|(&c, _)| c).collect()
    }
}

/// One step of the walk.
enum Step {
    /// A regular node and its replacements (none when the memo says it is unchanged).
    Regular { item: Item, index: usize, cands: Vec<Replacement>, text: Option<revisit::NodeText> },
    /// The current round of the open list's ddmin.
    Round,
}

impl Step {
    /// Its number of candidates.
    fn len(&self, walk: &Walk) -> usize {
        match self {
            Step::Regular { cands, .. } => cands.len(),
            Step::Round => walk.open.as_ref().map_or(0, |o| o.plan.round_len()),
        }
    }
}

/// Where the memo of failed nodes is read and written: ahead of the tests, failures go
/// to a [`Pending`] set; once confirmed, to the memo with the round.
enum Effects<'e, 'm> {
    Ahead(Option<&'e Revisit>, &'e mut Pending),
    Confirmed(Option<&'e mut (&'m mut Revisit, usize)>),
}

impl Effects<'_, '_> {
    fn on(&self) -> bool {
        match self {
            Effects::Ahead(m, _) => m.is_some(),
            Effects::Confirmed(m) => m.is_some(),
        }
    }

    fn is_clean(&self, t: &revisit::NodeText) -> bool {
        match self {
            Effects::Ahead(Some(m), pending) => m.is_clean_with(t, pending),
            Effects::Confirmed(Some((m, _))) => m.is_clean(t),
            _ => false,
        }
    }

    fn failed(&mut self, t: &revisit::NodeText) {
        match self {
            Effects::Ahead(Some(_), pending) => pending.failed(t),
            Effects::Confirmed(Some((m, round))) => m.failed(t, *round),
            _ => {}
        }
    }

    fn skipped(&mut self, n: usize) {
        if let Effects::Confirmed(Some((m, _))) = self {
            m.skipped += n as u64;
        }
    }
}

impl Walk {
    /// The next step with candidates to offer (or none: a regular node the memo skips,
    /// which then only fails); `None` when the pass is over.
    fn next_step(&mut self, state: &State<'_>, fx: &mut Effects<'_, '_>, bfs: Bfs) -> Option<Step> {
        let tables = state.tables;
        loop {
            if let Some(open) = &self.open {
                if !open.plan.is_done() {
                    return Some(Step::Round);
                }
                let open = self.open.take().expect("checked above");
                self.close(state, open, fx);
                continue;
            }
            let item = self.heap.pop()?;
            let node = *state.tree.node(item.node);
            match tables.shape(node.kind) {
                Shape::Token => {}
                Shape::Star | Shape::Optional | Shape::Plus => {
                    let kids: Rc<[NodeId]> = state.tree.children(item.node).into();
                    let body = tables.quantified_body(node.kind).unwrap_or(node.kind);
                    // Children whose deletion failed in an earlier round, unchanged since,
                    // stay; ddmin runs over the others.
                    let texts: Option<Rc<[revisit::NodeText]>> = fx.on().then(|| {
                        kids.iter()
                            .map(|&c| {
                                let leaves = state.tree.leaves(c);
                                revisit::deletion_text(tables, &state.src, &state.tokens, body, &leaves)
                            })
                            .collect()
                    });
                    let fixed: Rc<[bool]> = match &texts {
                        Some(texts) => texts.iter().map(|t| fx.is_clean(t)).collect(),
                        None => vec![false; kids.len()].into(),
                    };
                    let active: Rc<[usize]> = (0..kids.len()).filter(|&i| !fixed[i]).collect();
                    fx.skipped(kids.len() - active.len());
                    let min_keep = usize::from(tables.shape(node.kind) == Shape::Plus && active.len() == kids.len());
                    let plan = DeletionDd::new(active.len(), min_keep);
                    self.open = Some(Open { item, body, kids, fixed, active, texts, plan });
                }
                Shape::Regular => {
                    let index = match item.parent {
                        Some(p) => state.tree.children(p).iter().position(|&c| c == item.node),
                        None => Some(0),
                    };
                    let Some(index) = index else { continue };
                    // The node as the memo sees it, and whether it can be skipped.
                    let text = fx.on().then(|| {
                        let leaves = state.tree.leaves(item.node);
                        revisit::replacement_text(tables, &state.src, &state.tokens, node.kind, item.expected, &leaves)
                    });
                    let clean = text.as_ref().is_some_and(|t| fx.is_clean(t));
                    fx.skipped(usize::from(clean));
                    let cands = if clean { Vec::new() } else { replacements(bfs, state, &item, &mut self.deep_budget) };
                    return Some(Step::Regular { item, index, cands, text });
                }
            }
        }
    }

    /// The candidates of a step all failed.
    fn fail(&mut self, state: &State<'_>, step: Step, fx: &mut Effects<'_, '_>) {
        match step {
            Step::Round => {
                if let Some(open) = &mut self.open {
                    open.plan.accept(None);
                }
            }
            Step::Regular { item, text, .. } => {
                if let Some(t) = &text {
                    fx.failed(t);
                }
                let tables = state.tables;
                let node = *state.tree.node(item.node);
                let alt = if node.alt == u16::MAX { &[][..] } else { tables.alternative(node.kind, node.alt) };
                for (j, &c) in state.tree.children(item.node).iter().enumerate() {
                    let kind = state.tree.node(c).kind;
                    let expected = alt.get(j).copied().unwrap_or(kind);
                    push(&mut self.heap, state, c, Some(item.node), expected);
                }
            }
        }
    }

    /// Candidate `k` of a step passed: the tree takes it.
    fn succeed(&mut self, state: &mut State<'_>, step: Step, k: usize) {
        self.improved = true;
        match step {
            Step::Round => {
                let Some(open) = &mut self.open else { return };
                open.plan.accept(Some(k));
                // The list takes what the plan keeps now, so that the steps ahead of
                // the next search see the tree they will be tested on.
                let kept = open.selection(open.plan.kept());
                state.tree.set_children(open.item.node, &kept);
            }
            Step::Regular { item, index, cands, .. } => match cands[k] {
                Replacement::Node(d) => {
                    match item.parent {
                        Some(p) => state.tree.replace_child(p, index, d),
                        None => state.tree.root = d,
                    }
                    push(&mut self.heap, state, d, item.parent, item.expected);
                }
                Replacement::Splice(l) => {
                    let p = item.parent.expect("splices only happen under a list parent");
                    let kids = splice(state, p, index, l);
                    state.tree.set_children(p, &kids);
                    let body = state.tables.quantified_body(state.tree.node(p).kind).unwrap_or(item.expected);
                    for c in state.tree.children(l).to_vec() {
                        push(&mut self.heap, state, c, Some(p), body);
                    }
                }
            },
        }
    }

    /// A list node's ddmin has ended: its kept children join the worklist, and the
    /// active ones are recorded as failed deletions (ddmin ends 1-minimal).
    fn close(&mut self, state: &State<'_>, open: Open, fx: &mut Effects<'_, '_>) {
        if let Some(texts) = &open.texts {
            for &a in open.plan.kept() {
                fx.failed(&texts[open.active[a]]);
            }
        }
        for c in open.selection(open.plan.kept()) {
            push(&mut self.heap, state, c, Some(open.item.node), open.body);
        }
    }
}

/// A copy of the walk that runs ahead of the tests, assuming each step fails, and
/// prints the candidates of the steps it reaches.
struct Ahead {
    walk: Walk,
    pending: Pending,
    step: Option<Step>,
    next: usize,
}

impl Ahead {
    fn next_candidate(
        &mut self,
        state: &State<'_>,
        memo: Option<&Revisit>,
        bfs: Bfs,
        render: &mut Render<'_>,
    ) -> Option<Vec<u8>> {
        loop {
            if let Some(step) = &self.step {
                if self.next < step.len(&self.walk) {
                    let k = self.next;
                    self.next += 1;
                    return Some(self.print(state, k, render));
                }
                let step = self.step.take().expect("checked above");
                self.walk.fail(state, step, &mut Effects::Ahead(memo, &mut self.pending));
            }
            self.step = Some(self.walk.next_step(state, &mut Effects::Ahead(memo, &mut self.pending), bfs)?);
            self.next = 0;
        }
    }

    /// Candidate `k` of the current step.
    fn print(&self, state: &State<'_>, k: usize, render: &mut Render<'_>) -> Vec<u8> {
        match self.step.as_ref().expect("a step is under way") {
            Step::Round => {
                let open = self.walk.open.as_ref().expect("a round has an open list");
                let sel = open.selection(&open.plan.candidate(k));
                render(state, Edit::Children { node: open.item.node, kids: &sel })
            }
            Step::Regular { item, index, cands, .. } => match cands[k] {
                Replacement::Node(d) => render(state, Edit::Replace { parent: item.parent, index: *index, with: d }),
                Replacement::Splice(l) => {
                    let p = item.parent.expect("splices only happen under a list parent");
                    let kids = splice(state, p, *index, l);
                    render(state, Edit::Children { node: p, kids: &kids })
                }
            },
        }
    }
}

/// The parent of `node` (reachable from the root) and the kind its slot expects; `None`
/// when `node` is no longer in the tree.
fn slot_of(state: &State<'_>, node: NodeId) -> Option<(Option<NodeId>, u16)> {
    let tables = state.tables;
    let tree = &state.tree;
    if node == tree.root {
        return Some((None, tables.start as u16));
    }
    let parent = tree.preorder(tree.root).find(|&p| tree.children(p).contains(&node))?;
    let pn = tree.node(parent);
    let kind = tree.node(node).kind;
    let expected = match tables.shape(pn.kind) {
        Shape::Star | Shape::Plus | Shape::Optional => tables.quantified_body(pn.kind).unwrap_or(kind),
        _ if pn.alt == u16::MAX => kind,
        _ => {
            let j = tree.children(parent).iter().position(|&c| c == node).unwrap_or(usize::MAX);
            tables.alternative(pn.kind, pn.alt).get(j).copied().unwrap_or(kind)
        }
    };
    Some((Some(parent), expected))
}

fn push(heap: &mut BinaryHeap<Item>, state: &State<'_>, node: NodeId, parent: Option<NodeId>, expected: u16) {
    let n = state.tree.node(node);
    // Tokens and empty nodes have nothing to remove.
    if state.tree.is_token(node) || n.token_count == 0 {
        return;
    }
    heap.push(Item { size: n.token_count, first: n.first_token, node, parent, expected });
}

/// The parent's child list with child `index` replaced by the elements of list `k`.
fn splice(state: &State<'_>, parent: NodeId, index: usize, k: NodeId) -> Vec<NodeId> {
    let old = state.tree.children(parent);
    let mut v = Vec::with_capacity(old.len() + state.tree.children(k).len());
    v.extend_from_slice(&old[..index]);
    v.extend_from_slice(state.tree.children(k));
    v.extend_from_slice(&old[index + 1..]);
    v
}

/// Replacement candidates of a regular node, smallest first (ties: search order).
fn replacements(bfs: Bfs, state: &State<'_>, item: &Item, budget: &mut usize) -> Vec<Replacement> {
    let tables: &GrammarTables<'_> = state.tables;
    let tree = &state.tree;
    let size = tree.node(item.node).token_count;
    let (depth, free) = (bfs.depth, bfs.free);
    let mut out: Vec<(u32, usize, Replacement)> = Vec::new();
    for d in bounded_bfs(state, item.node, depth, free, |n| tables.subsumes(item.expected, tree.node(n).kind)) {
        let s = tree.node(d).token_count;
        if s < size {
            out.push((s, out.len(), Replacement::Node(d)));
        }
    }
    for d in deep_descendants(state, item.node, budget, |n| tables.subsumes(item.expected, tree.node(n).kind)) {
        let s = tree.node(d).token_count;
        if s < size && !out.iter().any(|&(_, _, r)| matches!(r, Replacement::Node(x) if x == d)) {
            out.push((s, out.len(), Replacement::Node(d)));
        }
    }
    if let Some(p) = item.parent {
        let pshape = tables.shape(tree.node(p).kind);
        if matches!(pshape, Shape::Star | Shape::Plus) {
            let is_list = |n: NodeId| {
                let k = tree.node(n).kind;
                matches!(tables.shape(k), Shape::Star | Shape::Plus)
                    && tables.quantified_body(k).is_some_and(|b| tables.subsumes(item.expected, b))
            };
            let siblings = tree.children(p).len();
            for k in bounded_bfs(state, item.node, depth, free, is_list) {
                let s = tree.node(k).token_count;
                // A `+` parent must keep one element.
                let empty = siblings == 1 && tree.children(k).is_empty();
                if s < size && !(empty && pshape == Shape::Plus) {
                    out.push((s, out.len(), Replacement::Splice(k)));
                }
            }
        }
    }
    out.sort_by_key(|&(s, i, _)| (s, i));
    out.into_iter().map(|(_, _, r)| r).collect()
}

/// Compatible nodes of distinct sizes on the heavy path below a node from which deep
/// candidates are offered: nesting this deep is beyond any bounded search, and rare
/// in real code (so the benchmark cases run the same tests).
pub const DEEP_CHAIN: usize = 64;
/// Nodes the heavy-path walks of one pass may visit in all (a deep tree whose nodes all
/// fail would otherwise cost a walk per node, quadratic in its depth).
const DEEP_BUDGET: usize = 4_000_000;
/// Steps without a compatible node after which a heavy-path walk stops (a statement's
/// heavy path through an expression never meets another statement).
const DEEP_GAP: usize = 64;

/// Deep inputs (issue 16): below the bounded search, the compatible nodes on the heavy
/// path (always into the child with most tokens). When there are at least
/// [`DEEP_CHAIN`] of them, the deepest and those at a half, a quarter, ... of the chain
/// are candidates, so a 100 000-deep nesting is lifted in a logarithmic number of
/// accepted steps instead of one level per step.
fn deep_descendants(
    state: &State<'_>,
    start: NodeId,
    budget: &mut usize,
    pred: impl Fn(NodeId) -> bool,
) -> Vec<NodeId> {
    let tree = &state.tree;
    let mut chain = Vec::new();
    let mut node = start;
    let mut since_match = 0;
    while *budget > 0 && since_match < DEEP_GAP {
        let Some(&next) = tree.children(node).iter().max_by_key(|&&c| (tree.node(c).token_count, std::cmp::Reverse(c)))
        else {
            break;
        };
        *budget -= 1;
        since_match += 1;
        node = next;
        // Unit chains put many compatible nodes over the same tokens: count sizes.
        let smaller = chain.last().is_none_or(|&l: &NodeId| tree.node(node).token_count < tree.node(l).token_count);
        if pred(node) && smaller {
            chain.push(node);
            since_match = 0;
        }
    }
    if chain.len() < DEEP_CHAIN {
        return Vec::new();
    }
    let mut out = vec![chain[chain.len() - 1]];
    let mut at = chain.len() / 2;
    while at > 0 {
        out.push(chain[at]);
        at /= 2;
    }
    out
}

/// Breadth-first search below `start` for nodes matching `pred`, not descending below a
/// match smaller than `start`, at most `max_depth` counted steps deep (steps out of a single-child node are
/// free when `free_chains`).
fn bounded_bfs(
    state: &State<'_>,
    start: NodeId,
    max_depth: usize,
    free_chains: bool,
    pred: impl Fn(NodeId) -> bool,
) -> Vec<NodeId> {
    let tree = &state.tree;
    let limit = tree.node(start).token_count;
    let mut out = Vec::new();
    let mut queue: VecDeque<(NodeId, usize)> = VecDeque::new();
    let step = |n: NodeId| usize::from(!(free_chains && tree.children(n).len() == 1));
    let s0 = step(start);
    for &c in tree.children(start) {
        queue.push_back((c, s0.max(1)));
    }
    while let Some((n, d)) = queue.pop_front() {
        if d > max_depth {
            continue;
        }
        // A match as large as the start (the same tokens under a unit chain) is no
        // reduction: look below it instead of stopping there.
        if pred(n) && tree.node(n).token_count < limit {
            out.push(n);
            continue;
        }
        let s = step(n);
        for &c in tree.children(n) {
            queue.push_back((c, d + s));
        }
    }
    out
}
