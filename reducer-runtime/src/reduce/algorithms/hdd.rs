//! Hierarchical delta debugging (Misherghi and Su, ICSE 2006; the tutorial in
//! `../shared/papers/hdd-and-perses-tutorial.txt`) and HDD*, its fixpoint.
//!
//! HDD walks the parse tree level by level from the root ([`super::levels`]: chains of
//! single-child rule nodes count as one node). On each level it runs ddmin over the
//! level's nodes: a configuration keeps some nodes and prunes the others. A pruned
//! node is replaced by nothing where the grammar lets it go (an element of a `*`/`+`
//! list, the child of a `?`, a slot whose kind derives the empty string), and
//! otherwise by the minimal sentence of the kind its slot expects (`0` for an
//! expression, `;` for a statement: [`crate::reduce::minimal`]), as HDD does to keep pruned
//! programs syntactically valid. Nodes whose text is already that short are not
//! offered. Every candidate is parsed before its test; the ones the grammar rejects
//! (an emptied `+` list) are dropped and counted. After a level, the program is parsed
//! again and the next level of the new tree is searched. HDD* repeats HDD until a whole
//! round makes the program no smaller.

use crate::language::GrammarTables;
use crate::property::Property;
use crate::runner::Stop;

use super::levels::{ddmin_splices, Levels, ParseFilter};
use crate::reduce::edit::Splice;
use crate::reduce::minimal::MinimalSentences;
use crate::reduce::passes::sweep::{shortlex_smaller, Program};
use crate::reduce::Ctx;

/// Runs HDD (`star`: HDD*) on the best program.
pub(crate) fn run<P: Property>(ctx: &mut Ctx<'_, P>, tables: &GrammarTables<'_>, star: bool) -> Result<(), Stop> {
    let minimal = MinimalSentences::new(tables);
    loop {
        let before = ctx.best.clone();
        ctx.rounds += 1;
        ctx.observer.pass("hdd", ctx.rounds);
        round(ctx, tables, &minimal)?;
        if !star || !shortlex_smaller(&ctx.best, &before) {
            return Ok(());
        }
    }
}

/// One HDD pass over every level of the tree.
fn round<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    minimal: &MinimalSentences,
) -> Result<(), Stop> {
    let mut level = 0;
    loop {
        let Some(mut program) = Program::parse(tables, &ctx.best) else {
            let w = "internal error: the best program no longer parses; HDD stopped".to_string();
            ctx.observer.warning(&w);
            return Ok(());
        };
        program.newline = ctx.newline;
        let view = Levels::new(&program);
        let nodes = view.level(level);
        if nodes.is_empty() {
            return Ok(());
        }
        let chunks: Vec<Splice> = nodes.filter_map(|v| prune(&program, minimal, view.nodes[v].top)).collect();
        if !chunks.is_empty() {
            ddmin_splices(ctx, tables, &program.src, &chunks, ParseFilter::Drop, "hdd")?;
        }
        level += 1;
    }
}

/// The edit that prunes `node`: its text replaced by nothing where the grammar allows,
/// else by its slot's minimal sentence (a newline in it written in the convention of
/// the line: `pass\r\n` in a CRLF file); `None` when that would not shorten it.
pub(crate) fn prune(program: &Program<'_>, minimal: &MinimalSentences, node: u32) -> Option<Splice> {
    let (start, end) = program.span(node)?;
    let text: &[u8] = if program.is_list_element(node) {
        b""
    } else {
        let expected = program.expected[node as usize];
        let own = program.tree.node(node).kind;
        minimal.get(expected).or_else(|| minimal.get(own))?.0
    };
    let text = program.adapt(start, text);
    (text.len() < end - start).then(|| Splice::new(start, end, &text))
}
