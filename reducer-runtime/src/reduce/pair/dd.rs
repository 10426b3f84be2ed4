//! DD (Zeller and Hildebrandt, TSE 2002, "isolating failure-inducing differences"), the
//! PPR paper's baseline, over the token diff's hunks: a configuration is a set of hunks
//! applied to the seed; c_pass starts empty (the seed), c_fail full (the variant). A
//! configuration *fails* when ψ_v holds on it and *passes* when ψ_s holds and ψ_v does
//! not; anything else is unresolved. Each step narrows the difference c_fail \ c_pass:
//!
//! 1. some c_pass ∪ Δ_i fails: c_fail = c_pass ∪ Δ_i, n = 2;
//! 2. some c_fail \ Δ_i passes: c_pass = c_fail \ Δ_i, n = 2;
//! 3. some c_pass ∪ Δ_i passes: c_pass = c_pass ∪ Δ_i, n = max(n - 1, 2);
//! 4. some c_fail \ Δ_i fails: c_fail = c_fail \ Δ_i, n = max(n - 1, 2);
//! 5. otherwise n = min(2n, |Δ|), or stop when n = |Δ|.
//!
//! The result is the pair (patch(c_pass), patch(c_fail)): whole programs whose
//! difference is 1-minimal. Candidates are not parsed (DD ignores syntax).

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
    let mut pass: Vec<usize> = Vec::new();
    let mut fail: Vec<usize> = (0..h).collect();
    let mut n = 2usize;
    loop {
        let delta: Vec<usize> = fail.iter().copied().filter(|i| !pass.contains(i)).collect();
        if delta.len() < 2 {
            break;
        }
        n = n.min(delta.len());
        let chunks: Vec<Vec<usize>> =
            (0..n).map(|i| delta[i * delta.len() / n..(i + 1) * delta.len() / n].to_vec()).collect();
        let union = |c: &[usize]| {
            let mut v = pass.clone();
            v.extend_from_slice(c);
            v.sort_unstable();
            v
        };
        let minus = |c: &[usize]| fail.iter().copied().filter(|i| !c.contains(i)).collect::<Vec<usize>>();
        let ups: Vec<Vec<usize>> = chunks.iter().map(|c| union(c)).collect();
        let downs: Vec<Vec<usize>> = chunks.iter().map(|c| minus(c)).collect();
        let steps: [(&Vec<Vec<usize>>, u8); 4] =
            [(&ups, MODE_FAIL), (&downs, MODE_PASS), (&ups, MODE_PASS), (&downs, MODE_FAIL)];
        let mut moved = false;
        for (step, (configs, mode)) in steps.iter().enumerate() {
            let cands = configs.iter().map(|c| encode_single(*mode, &program(c))).collect();
            if let Some(i) = search(ctx, cands, "dd", false)? {
                let c = configs[i].clone();
                if *mode == MODE_FAIL {
                    fail = c;
                } else {
                    pass = c;
                }
                n = if step < 2 { 2 } else { (n - 1).max(2) };
                moved = true;
                break;
            }
        }
        if moved {
            ctx.best = encode(&program(&pass), &program(&fail));
            ctx.passes.entry("dd".to_string()).or_default().accepted += 1;
            let stats = ctx.runner.stats();
            ctx.observer.improved(&ctx.best, &stats);
            continue;
        }
        if n >= delta.len() {
            break;
        }
        n = (2 * n).min(delta.len());
    }
    Ok(())
}
