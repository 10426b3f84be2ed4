//! DD (Zeller and Hildebrandt, TSE 2002, "isolating failure-inducing differences"), the
//! PPR paper's baseline, over the token diff's hunks: a configuration is a set of hunks
//! applied to the seed; c_pass starts empty (the seed), c_fail full (the variant). A
//! configuration *fails* when ψ_v holds on it and *passes* when ψ_s holds and ψ_v does
//! not; anything else is unresolved. The search is [`crate::ddmin::Isolation`].
//!
//! The result is the pair (patch(c_pass), patch(c_fail)): whole programs whose
//! difference is 1-minimal. Candidates are not parsed (DD ignores syntax).

use crate::ddmin::{Isolation, Side};
use crate::property::Property;
use crate::reduce::Ctx;
use crate::runner::Stop;

use super::ldiff::{patch, token_diff, Hunk, Text};
use super::{decode, encode, encode_single, search, MODE_FAIL, MODE_PASS};

pub(crate) fn dd<P: Property>(ctx: &mut Ctx<'_, P>) -> Result<(), Stop> {
    let tables = ctx.tables;
    let (seed, variant) = {
        let (s, v) = decode(&ctx.best);
        (s.to_vec(), v.to_vec())
    };
    let (Ok(ts), Ok(tv)) = (tables.lex(&seed), tables.lex(&variant)) else { return Ok(()) };
    let (st, vt) = (Text { src: &seed, tokens: &ts }, Text { src: &variant, tokens: &tv });
    let hunks: Vec<Hunk> = token_diff(st, vt).hunks;
    let h = hunks.len();
    let program = |config: &[usize]| {
        let mut keep = vec![false; h];
        for &i in config {
            keep[i] = true;
        }
        patch(st, vt, &hunks, &keep)
    };
    ctx.rounds = 1;
    ctx.observer.pass("dd", 1);
    // The seed must pass: when it also fails there is no difference to isolate.
    if search(ctx, vec![encode_single(MODE_PASS, &seed)], "dd", false)?.is_none() {
        ctx.observer.warning("dd: the seed also has the variant's property; nothing to isolate");
        return Ok(());
    }
    let mut dd = Isolation::new(h);
    while !dd.is_done() {
        let mut found = None;
        for (step, (configs, side)) in dd.steps().into_iter().enumerate() {
            let mode = match side {
                Side::Fail => MODE_FAIL,
                Side::Pass => MODE_PASS,
            };
            let cands = configs.iter().map(|c| encode_single(mode, &program(c))).collect();
            if let Some(k) = search(ctx, cands, "dd", false)? {
                found = Some((step, k));
                break;
            }
        }
        dd.accept(found);
        if found.is_some() {
            ctx.best = encode(&program(dd.pass()), &program(dd.fail())).into();
            ctx.passes.entry("dd".to_string()).or_default().accepted += 1;
            let stats = ctx.runner.stats();
            ctx.observer.improved(&ctx.best, &stats);
        }
    }
    Ok(())
}
