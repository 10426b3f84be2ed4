//! The level view of a parse tree that HDD and GTR walk: the tree with every chain of
//! single-child rule nodes seen as one node (an abstract-syntax-tree node), numbered
//! level by level from the root.
//!
//! The PNF parse tree spells a C statement as `statement -> selectionStatement -> ...`
//! and an operand as a dozen unit steps; HDD and GTR were defined on trees without such
//! chains (HDD's parse trees of a grammar written for it, GTR's ASTs), where each level
//! is a new layer of structure. Counting chain steps as levels would make the searches
//! revisit the same text once per step. A view node keeps the top of its chain (where
//! it sits: its slot, its text) and the bottom (its label: the most specific kind, and
//! its children).

use std::cell::RefCell;
use std::time::{Duration, Instant};

use crate::ddmin::{self, DdPlan, Ddmin};
use crate::language::{GrammarTables, Shape};
use crate::property::Property;
use crate::runner::Stop;
use crate::tree::NodeId;

use crate::reduce::edit::{render, Base, Edit, Splice};
use crate::reduce::passes::sweep::{shortlex_smaller, Program};
use crate::reduce::Ctx;

/// One node of the view.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ViewNode {
    /// The chain's top: its position in the tree and its text.
    pub top: NodeId,
    /// The chain's bottom: its kind is the node's label, its children the node's.
    pub bottom: NodeId,
    /// The parent view node (`u32::MAX` for the root).
    pub parent: u32,
}

/// The view: nodes in breadth-first order, and where each level starts.
pub(crate) struct Levels {
    pub nodes: Vec<ViewNode>,
    /// Children of each view node (indices into `nodes`).
    pub children: Vec<Vec<u32>>,
    /// Level `i` is `nodes[starts[i]..starts[i + 1]]`, left to right.
    starts: Vec<usize>,
}

impl Levels {
    /// The view of `program`'s tree.
    pub(crate) fn new(program: &Program<'_>) -> Levels {
        let tree = &program.tree;
        let bottom_of = |mut n: NodeId| {
            while !tree.is_token(n)
                && program.tables.shape(tree.node(n).kind) == Shape::Regular
                && tree.children(n).len() == 1
            {
                n = tree.children(n)[0];
            }
            n
        };
        let root = tree.root;
        let mut nodes = vec![ViewNode { top: root, bottom: bottom_of(root), parent: u32::MAX }];
        let mut children: Vec<Vec<u32>> = vec![Vec::new()];
        let mut starts = vec![0usize];
        let mut level_start = 0usize;
        loop {
            let level_end = nodes.len();
            for v in level_start..level_end {
                let bottom = nodes[v].bottom;
                if tree.is_token(bottom) {
                    continue;
                }
                for &c in tree.children(bottom) {
                    let id = nodes.len() as u32;
                    nodes.push(ViewNode { top: c, bottom: bottom_of(c), parent: v as u32 });
                    children.push(Vec::new());
                    children[v].push(id);
                }
            }
            starts.push(level_end);
            if nodes.len() == level_end {
                break;
            }
            level_start = level_end;
        }
        Levels { nodes, children, starts }
    }

    /// Number of levels.
    pub(crate) fn depth(&self) -> usize {
        self.starts.len() - 1
    }

    /// The view nodes of level `i` (empty past the deepest level), left to right.
    pub(crate) fn level(&self, i: usize) -> std::ops::Range<usize> {
        if i >= self.depth() {
            return 0..0;
        }
        self.starts[i]..self.starts[i + 1]
    }

    /// The label of view node `v`: the kind of its chain's bottom.
    pub(crate) fn label(&self, program: &Program<'_>, v: usize) -> u16 {
        program.tree.node(self.nodes[v].bottom).kind
    }

    /// The label of its incoming edge: the kind its slot expects (`None` for the root).
    pub(crate) fn edge(&self, program: &Program<'_>, v: usize) -> Option<u16> {
        (self.nodes[v].parent != u32::MAX).then(|| program.expected[self.nodes[v].top as usize])
    }

    /// Tokens under view node `v` (its size).
    pub(crate) fn size(&self, program: &Program<'_>, v: usize) -> u32 {
        program.tree.node(self.nodes[v].top).token_count
    }
}

/// What happens to candidates the grammar rejects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ParseFilter {
    /// Parsed first and dropped before any test (the grammar as the filter).
    Drop,
    /// Tested anyway (a corpus-learned filter stands in for the grammar); the parser
    /// only counts them.
    Test,
}

/// Tests `texts` in order through the runner (the first interesting one becomes the
/// best program; its index is returned), after the parse filter. Texts not smaller
/// than the best in shortlex order are skipped. Candidates that do not parse are
/// counted in the pass's `parse_rejects` (dropped with [`ParseFilter::Drop`], tested
/// with [`ParseFilter::Test`]).
pub(crate) fn search_filtered<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    texts: impl Iterator<Item = (usize, Vec<u8>)>,
    filter: ParseFilter,
    pass: &str,
) -> Result<Option<usize>, Stop> {
    let best = ctx.best.clone();
    let handed = RefCell::new(Vec::new());
    let rejected = RefCell::new((0u64, Duration::ZERO));
    // The filter here replaces the runner's re-parse (which would call a rejection a
    // reducer bug).
    let was = ctx.runner.property().set_verify(false);
    let found = {
        let (handed, rejected, best) = (&handed, &rejected, &best);
        let cands = texts.filter_map(move |(k, bytes)| {
            if !shortlex_smaller(&bytes, best) {
                return None;
            }
            let t0 = Instant::now();
            let parses = tables.accepts(&bytes);
            let mut r = rejected.borrow_mut();
            r.1 += t0.elapsed();
            if !parses {
                r.0 += 1;
                if filter == ParseFilter::Drop {
                    return None;
                }
            }
            handed.borrow_mut().push(k);
            Some(bytes)
        });
        ctx.search(cands, pass)
    };
    ctx.runner.property().set_verify(was);
    let (rejects, time) = *rejected.borrow();
    let entry = ctx.passes.entry(pass.to_string()).or_default();
    entry.parse_rejects += rejects;
    entry.parse_time += time;
    Ok(found?.map(|j| handed.borrow()[j]))
}

/// ddmin ([`Ddmin`]) over `chunks`, edits of `src` (sorted, disjoint): a candidate
/// applies the edits of the chunks it does not keep. A single chunk is tried alone
/// (ddmin never tests the empty configuration, but here that is the level with its
/// one node pruned, not an empty input).
pub(crate) fn ddmin_splices<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    src: &[u8],
    chunks: &[Splice],
    filter: ParseFilter,
    pass: &str,
) -> Result<(), Stop> {
    let candidate = |keep: &[usize]| {
        let mut kept = keep.iter().peekable();
        let mut edits = Vec::with_capacity(chunks.len() - keep.len());
        for (i, s) in chunks.iter().enumerate() {
            if kept.peek() == Some(&&i) {
                kept.next();
            } else {
                edits.push(s.clone());
            }
        }
        render(None, Base::text(src), Edit::Splices(&edits))
    };
    if chunks.len() == 1 {
        search_filtered(ctx, tables, std::iter::once((0, candidate(&[]))), filter, pass)?;
        return Ok(());
    }
    let mut plan = Ddmin::new(chunks.len());
    while !plan.is_done() {
        let found = {
            let candidate = &candidate;
            let cands = ddmin::ahead(&plan).enumerate().map(|(i, keep)| (i, candidate(&keep)));
            search_filtered(ctx, tables, cands, filter, pass)?
        };
        ddmin::settle(&mut plan, found);
    }
    Ok(())
}
