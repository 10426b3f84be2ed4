//! Generalized Tree Reduction (Herfert, Patra and Pradel, ASE 2017; `../shared/papers/
//! gtr-generalized-tree-reduction.txt`), Algorithm 4 with its two templates.
//!
//! For each level of the tree ([`super::levels`]) from the root, GTR applies the
//! deletion template, an at-most-one template, with ddmin over the level's nodes (a
//! candidate deletes the nodes it does not keep, text and all), then the
//! substitute-by-child template with the backtracking search of Algorithm 5: for each
//! node of the level in order, each child smaller (in tokens; the paper counts nodes)
//! than the node's current replacement is tried in its place, a success becomes the
//! node's replacement, and the level is swept again until a sweep finds nothing.
//!
//! The templates are specialized by a filter, one of:
//! - **the grammar** (default): a node may be deleted when it is an element of a list
//!   or an optional, or its slot derives the empty string; a child may replace a node
//!   when some node of the child's chain is of a kind the node's slot accepts (the
//!   subsume table); every candidate is parsed before its test and dropped if it
//!   does not parse (counted as the pass's parse rejects);
//! - **a corpus-learned [`GtrFilter`]** (the paper's Section 4.2): a node may be deleted
//!   unless its incoming edge is mandatory for its parent's label (present on every
//!   node with that label in the corpus), and a child may replace a node only when the
//!   node's context (parent label, edge label) is one the child's label was seen in.
//!   Candidates are not parsed before their test, as in the paper; those that would not
//!   parse are still counted (as parse rejects, though they were tested). If the
//!   property accepts a program our grammar rejects, GTR stops there (it needs a tree).
//!
//! Labels are symbol names: a view node's label is the kind of the bottom of its chain,
//! an edge's label the kind its slot expects; the root's context is empty.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::language::GrammarTables;
use crate::property::Property;
use crate::runner::Stop;

use super::levels::{ddmin_splices, search_filtered, Levels, ParseFilter};
use crate::reduce::edit::{render, Base, Edit, Splice};
use crate::reduce::minimal::MinimalSentences;
use crate::reduce::passes::sweep::Program;
use crate::reduce::Ctx;

/// Mandatory edges and parent contexts learned from example programs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GtrFilter {
    /// Per label: the edge labels present (non-empty) on every node with that label.
    pub mandatory: BTreeMap<String, BTreeSet<String>>,
    /// Per label: every (parent label, edge label) it was seen in (`("", "")`: the root).
    pub contexts: BTreeMap<String, BTreeSet<(String, String)>>,
    /// Programs learned from.
    pub files: usize,
}

/// Accumulates a [`GtrFilter`] over example programs.
#[derive(Default)]
pub struct Learner {
    /// Per label: nodes seen, and per edge label the nodes that had it.
    counts: BTreeMap<String, (u64, BTreeMap<String, u64>)>,
    contexts: BTreeMap<String, BTreeSet<(String, String)>>,
    files: usize,
}

impl Learner {
    /// Learns from one program (preprocessed as the grammar asks); false when it does
    /// not parse (it is then ignored).
    pub fn add(&mut self, tables: &GrammarTables<'_>, src: &[u8]) -> bool {
        let src = tables.preprocess(src);
        let Some(program) = Program::parse(tables, &src) else { return false };
        let view = Levels::new(&program);
        let name = |k: u16| tables.symbol_name(k).to_string();
        for v in 0..view.nodes.len() {
            let label = name(view.label(&program, v));
            let context = context(&program, &view, v);
            self.contexts.entry(label.clone()).or_default().insert(context);
            let edges: BTreeSet<String> = view.children[v]
                .iter()
                .filter(|&&c| view.size(&program, c as usize) > 0)
                .filter_map(|&c| view.edge(&program, c as usize).map(name))
                .collect();
            let entry = self.counts.entry(label).or_default();
            entry.0 += 1;
            for e in edges {
                *entry.1.entry(e).or_default() += 1;
            }
        }
        self.files += 1;
        true
    }

    /// The filter learned so far.
    pub fn finish(&self) -> GtrFilter {
        let mandatory = self
            .counts
            .iter()
            .map(|(label, (n, edges))| {
                (label.clone(), edges.iter().filter(|(_, &m)| m == *n).map(|(e, _)| e.clone()).collect())
            })
            .collect();
        GtrFilter { mandatory, contexts: self.contexts.clone(), files: self.files }
    }
}

/// The (parent label, edge label) of view node `v`, by name; empty for the root.
fn context(program: &Program<'_>, view: &Levels, v: usize) -> (String, String) {
    let tables = program.tables;
    match view.edge(program, v) {
        Some(e) => {
            let parent = view.label(program, view.nodes[v].parent as usize);
            (tables.symbol_name(parent).to_string(), tables.symbol_name(e).to_string())
        }
        None => (String::new(), String::new()),
    }
}

const HEADER: &str = "# GTR filter";

/// Why a GTR filter could not be learned, read or written.
#[derive(Debug, thiserror::Error)]
pub enum GtrError {
    /// A file or folder could not be read.
    #[error("cannot read `{}`: {source}", path.display())]
    Read { path: std::path::PathBuf, source: std::io::Error },
    /// The filter could not be written.
    #[error("cannot write `{}`: {source}", path.display())]
    Write { path: std::path::PathBuf, source: std::io::Error },
    /// No file of the learning folder parses.
    #[error("no file in `{}` parses ({tried} tried)", dir.display())]
    NothingParses { dir: std::path::PathBuf, tried: usize },
    /// The text is not in [`GtrFilter::to_text`]'s format (`line` 0: the header).
    #[error("{}line {line}: {message}", path.as_ref().map(|p| format!("{}: ", p.display())).unwrap_or_default())]
    NotAFilter { path: Option<std::path::PathBuf>, line: usize, message: String },
}

impl GtrFilter {
    /// Learns from every regular file directly in `dir` (sorted by name); files that
    /// do not parse are skipped. Returns the filter and the number skipped.
    pub fn learn_dir(tables: &GrammarTables<'_>, dir: &Path) -> Result<(GtrFilter, usize), GtrError> {
        let read = std::fs::read_dir(dir).map_err(|source| GtrError::Read { path: dir.to_path_buf(), source })?;
        let mut paths: Vec<_> = read.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.is_file()).collect();
        paths.sort();
        let mut learner = Learner::default();
        let mut skipped = 0;
        for p in &paths {
            let src = std::fs::read(p).map_err(|source| GtrError::Read { path: p.clone(), source })?;
            if !learner.add(tables, &src) {
                skipped += 1;
            }
        }
        if learner.files == 0 {
            return Err(GtrError::NothingParses { dir: dir.to_path_buf(), tried: skipped });
        }
        Ok((learner.finish(), skipped))
    }

    /// The filter as text: one tab-separated fact a line, sorted.
    pub fn to_text(&self) -> String {
        let mut out = format!("{HEADER} learned from {} files\n", self.files);
        for (label, edges) in &self.mandatory {
            out.push_str(&format!("label\t{label}\n"));
            for e in edges {
                out.push_str(&format!("mandatory\t{label}\t{e}\n"));
            }
        }
        for (label, ctxs) in &self.contexts {
            for (p, e) in ctxs {
                out.push_str(&format!("context\t{label}\t{p}\t{e}\n"));
            }
        }
        out
    }

    /// Reads [`GtrFilter::to_text`]'s format.
    pub fn from_text(text: &str) -> Result<GtrFilter, GtrError> {
        let mut f = GtrFilter::default();
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, h)) if h.starts_with(HEADER) => {
                f.files = h.split_whitespace().nth(5).and_then(|n| n.parse().ok()).unwrap_or(0);
            }
            _ => {
                return Err(GtrError::NotAFilter {
                    path: None,
                    line: 1,
                    message: "not a GTR filter (the first line must start with `# GTR filter`)".to_string(),
                })
            }
        }
        for (i, line) in lines {
            let fields: Vec<&str> = line.split('\t').collect();
            match fields.as_slice() {
                ["label", l] => {
                    f.mandatory.entry(l.to_string()).or_default();
                }
                ["mandatory", l, e] => {
                    f.mandatory.entry(l.to_string()).or_default().insert(e.to_string());
                }
                ["context", l, p, e] => {
                    f.contexts.entry(l.to_string()).or_default().insert((p.to_string(), e.to_string()));
                }
                [""] => {}
                _ => {
                    return Err(GtrError::NotAFilter {
                        path: None,
                        line: i + 1,
                        message: format!("not a GTR filter fact: {line:?}"),
                    })
                }
            }
        }
        Ok(f)
    }

    /// Writes the filter to `path`.
    pub fn save(&self, path: &Path) -> Result<(), GtrError> {
        std::fs::write(path, self.to_text()).map_err(|source| GtrError::Write { path: path.to_path_buf(), source })
    }

    /// Reads a filter written by [`GtrFilter::save`].
    pub fn load(path: &Path) -> Result<GtrFilter, GtrError> {
        let text =
            std::fs::read_to_string(path).map_err(|source| GtrError::Read { path: path.to_path_buf(), source })?;
        GtrFilter::from_text(&text).map_err(|e| match e {
            GtrError::NotAFilter { line, message, .. } => {
                GtrError::NotAFilter { path: Some(path.to_path_buf()), line, message }
            }
            other => other,
        })
    }

    fn may_delete(&self, context: &(String, String)) -> bool {
        !self.mandatory.get(&context.0).is_some_and(|m| m.contains(&context.1))
    }

    fn may_substitute(&self, context: &(String, String), child_label: &str) -> bool {
        self.contexts.get(child_label).is_some_and(|c| c.contains(context))
    }
}

/// A filter chosen by the command line, and how many learning files did not parse.
#[derive(Debug)]
pub struct ChosenFilter {
    pub filter: GtrFilter,
    /// Files of the `--learn` folder skipped because they do not parse.
    pub skipped: usize,
}

/// The filter of the command line: learned from `learn` (and saved to `file` when
/// given), or read from `file`; `None` when neither is given.
pub fn filter_from_options(
    tables: &GrammarTables<'_>,
    learn: Option<&Path>,
    file: Option<&Path>,
) -> Result<Option<ChosenFilter>, GtrError> {
    match (learn, file) {
        (Some(dir), file) => {
            let (filter, skipped) = GtrFilter::learn_dir(tables, dir)?;
            if let Some(path) = file {
                filter.save(path)?;
            }
            Ok(Some(ChosenFilter { filter, skipped }))
        }
        (None, Some(path)) => Ok(Some(ChosenFilter { filter: GtrFilter::load(path)?, skipped: 0 })),
        (None, None) => Ok(None),
    }
}

/// Runs GTR on the best program.
pub(crate) fn run<P: Property>(ctx: &mut Ctx<'_, P>, tables: &GrammarTables<'_>) -> Result<(), Stop> {
    let filter = ctx.options.gtr_filter.clone();
    let parse = if filter.is_some() { ParseFilter::Test } else { ParseFilter::Drop };
    let minimal = MinimalSentences::new(tables);
    ctx.rounds += 1;
    ctx.observer.pass("gtr", ctx.rounds);
    let mut level = 0;
    loop {
        // The deletion template: ddmin over the level's deletable nodes.
        let Some(program) = parsed(ctx, tables) else { return Ok(()) };
        let view = Levels::new(&program);
        if view.level(level).is_empty() {
            return Ok(());
        }
        let chunks: Vec<Splice> = view
            .level(level)
            .filter(|&v| match &filter {
                Some(f) => f.may_delete(&context(&program, &view, v)),
                None => grammar_may_delete(&program, &minimal, view.nodes[v].top),
            })
            .filter_map(|v| program.span(view.nodes[v].top).map(|(s, e)| Splice::delete(s, e)))
            .collect();
        if !chunks.is_empty() {
            ddmin_splices(ctx, tables, &program.src, &chunks, parse, "gtr-del")?;
        }
        // The substitute-by-child template: Algorithm 5.
        let Some(program) = parsed(ctx, tables) else { return Ok(()) };
        let view = Levels::new(&program);
        substitute_level(ctx, tables, &program, &view, level, filter.as_deref(), parse)?;
        level += 1;
    }
}

/// The best program's parse, or `None` (with a warning) when it has none.
fn parsed<'t, P: Property>(ctx: &mut Ctx<'_, P>, tables: &'t GrammarTables<'t>) -> Option<Program<'t>> {
    let p = Program::parse(tables, &ctx.best);
    if p.is_none() {
        let w = "GTR stopped: the property accepted a program the grammar rejects, and GTR needs its tree";
        ctx.observer.warning(w);
    }
    p
}

/// The grammar's deletion filter: list elements, optionals and nullable slots.
fn grammar_may_delete(program: &Program<'_>, minimal: &MinimalSentences, top: u32) -> bool {
    let expected = program.expected[top as usize];
    program.is_list_element(top)
        || top == program.tree.root
        || minimal.get(expected).is_some_and(|(text, _)| text.is_empty())
}

/// The grammar's substitution filter: some node of the child's chain fits the slot.
fn grammar_may_substitute(program: &Program<'_>, view: &Levels, v: usize, c: usize) -> bool {
    let tables = program.tables;
    let tree = &program.tree;
    let expected = program.expected[view.nodes[v].top as usize];
    let mut n = view.nodes[c].top;
    loop {
        if tables.subsumes(expected, tree.node(n).kind) {
            return true;
        }
        if n == view.nodes[c].bottom {
            return false;
        }
        n = tree.children(n)[0];
    }
}

/// Algorithm 5 on one level: `conf[j]` is the child replacing the level's `j`-th node.
fn substitute_level<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    program: &Program<'_>,
    view: &Levels,
    level: usize,
    filter: Option<&GtrFilter>,
    parse: ParseFilter,
) -> Result<(), Stop> {
    let nodes: Vec<usize> = view.level(level).filter(|&v| program.span(view.nodes[v].top).is_some()).collect();
    // Each node's candidate children, in order.
    let kids: Vec<Vec<usize>> = nodes
        .iter()
        .map(|&v| {
            let ctxt = context(program, view, v);
            view.children[v]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| view.size(program, c) > 0)
                .filter(|&c| match filter {
                    Some(f) => f.may_substitute(&ctxt, tables.symbol_name(view.label(program, c))),
                    None => grammar_may_substitute(program, view, v, c),
                })
                .collect()
        })
        .collect();
    let mut conf: Vec<Option<usize>> = vec![None; nodes.len()];
    let candidate = |conf: &[Option<usize>]| {
        let splices: Vec<Splice> = nodes
            .iter()
            .zip(conf)
            .filter_map(|(&v, r)| {
                let c = (*r)?;
                let (s, e) = program.span(view.nodes[v].top)?;
                Some(Splice::new(s, e, program.text(view.nodes[c].top)))
            })
            .collect();
        render(None, Base::text(&program.src), Edit::Splices(&splices))
    };
    loop {
        let mut improved = false;
        for j in 0..nodes.len() {
            // The children after the last success, smaller than the current replacement.
            let mut from = 0;
            loop {
                let current = view.size(program, conf[j].unwrap_or(nodes[j]));
                let cands: Vec<usize> =
                    kids[j][from..].iter().copied().filter(|&c| view.size(program, c) < current).collect();
                if cands.is_empty() {
                    break;
                }
                let found = {
                    let (conf_ref, candidate, cands) = (&conf, &candidate, &cands);
                    let texts = cands.iter().enumerate().map(move |(k, &c)| {
                        let mut trial = conf_ref.clone();
                        trial[j] = Some(c);
                        (k, candidate(&trial))
                    });
                    search_filtered(ctx, tables, texts, parse, "gtr-sbc")?
                };
                let Some(k) = found else { break };
                conf[j] = Some(cands[k]);
                improved = true;
                from = kids[j].iter().position(|&c| c == cands[k]).map_or(kids[j].len(), |p| p + 1);
            }
        }
        if !improved {
            return Ok(());
        }
    }
}
