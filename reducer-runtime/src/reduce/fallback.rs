//! Fallbacks for inputs that do not parse: classic ddmin over lines or lexer tokens.

use crate::ddmin::{DdPlan, Ddmin};
use crate::language::GrammarTables;
use crate::property::Property;
use crate::runner::Stop;

use super::Ctx;

/// ddmin over lines (each line keeps its line end).
pub(crate) fn ddmin_lines<P: Property>(ctx: &mut Ctx<'_, P>) -> Result<(), Stop> {
    let src = ctx.best.clone();
    let units: Vec<&[u8]> = src.split_inclusive(|&b| b == b'\n').collect();
    ctx.observer.pass("lines", 1);
    ctx.rounds = 1;
    run(ctx, &units, |kept| kept.concat())
}

/// ddmin over lexer tokens; each token carries its leading trivia, and a space is put
/// between two kept pieces that would otherwise touch without layout between them.
pub(crate) fn ddmin_tokens<P: Property>(ctx: &mut Ctx<'_, P>, tables: &GrammarTables<'_>) -> Result<(), Stop> {
    let src = ctx.best.clone();
    let Ok(stream) = tables.lex(&src) else { return ddmin_lines(ctx) };
    let mut units: Vec<&[u8]> = Vec::new();
    let mut start = 0usize;
    for &p in &stream.parser_tokens {
        let end = stream.tokens[p as usize].end as usize;
        units.push(&src[start..end]);
        start = end;
    }
    if start < src.len() {
        units.push(&src[start..]);
    }
    ctx.observer.pass("tokens", 1);
    ctx.rounds = 1;
    run(ctx, &units, |kept| {
        let mut out: Vec<u8> = Vec::new();
        for u in kept {
            let glued = out.last().is_some_and(|c| !c.is_ascii_whitespace())
                && u.first().is_some_and(|c| !c.is_ascii_whitespace());
            if glued {
                out.push(b' ');
            }
            out.extend_from_slice(u);
        }
        out
    })
}

fn run<P: Property>(ctx: &mut Ctx<'_, P>, units: &[&[u8]], join: impl Fn(Vec<&[u8]>) -> Vec<u8>) -> Result<(), Stop> {
    let mut plan = Ddmin::new(units.len());
    while !plan.is_done() {
        let n = plan.round_len();
        let found = {
            let plan_ref = &plan;
            let join = &join;
            let cands = (0..n).map(move |k| join(plan_ref.candidate(k).into_iter().map(|i| units[i]).collect()));
            ctx.search(cands, "ddmin")?
        };
        plan.accept(found);
    }
    Ok(())
}
