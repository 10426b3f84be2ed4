//! MinCommonality (the paper's Algorithm 4): Perses over the seed's tree; each seed
//! candidate's surviving tokens are patched with the token diff to derive the variant
//! candidate, and the pair is kept when both properties hold.
//!
//! Patch(seed', d): a variant token equal to a seed token survives with it; the tokens
//! of the diff's hunks always survive (the difference is preserved, as in the paper).
//! Perses only deletes tokens, so the variant candidate is a subset of the variant's
//! tokens, printed with its own layout.

use crate::property::Property;
use crate::reduce::edit::surviving_tokens;
use crate::reduce::perses::perses_pass_with;
use crate::reduce::{Ctx, Printer, State};
use crate::runner::Stop;

use super::ldiff::{token_diff, Text};
use super::{decode, encode};

pub(crate) fn min_commonality<P: Property>(ctx: &mut Ctx<'_, P>) -> Result<(), Stop> {
    let tables = ctx.tables;
    let (seed, variant) = {
        let (s, v) = decode(&ctx.best);
        (s.to_vec(), v.to_vec())
    };
    let (Some(mut ss), Some(vs)) = (State::parse(tables, &seed), State::parse(tables, &variant)) else {
        return Ok(());
    };
    let diff = token_diff(Text { src: &ss.src, tokens: &ss.tokens }, Text { src: &vs.src, tokens: &vs.tokens });
    let mut in_hunk = vec![false; vs.tokens.parser_len()];
    for h in &diff.hunks {
        in_hunk[h.variant.clone()].iter_mut().for_each(|b| *b = true);
    }
    let mut alive = vec![false; ss.tokens.parser_len()];
    let mut surv = Vec::new();
    let mut surv_v = Vec::new();
    let removed_v = vec![false; vs.tokens.tokens.len()];
    let (mut ps, mut pv) = (Printer::new(tables), Printer::new(tables));
    perses_pass_with(ctx, &mut ss, None, "min-commonality", &mut |st, edit| {
        let s = st.print(&mut ps, edit);
        surviving_tokens(&st.tree, edit, &mut surv);
        alive.iter_mut().for_each(|b| *b = false);
        for &i in &surv {
            alive[i as usize] = true;
        }
        surv_v.clear();
        for (j, (&hunk, seed)) in in_hunk.iter().zip(&diff.variant_to_seed).enumerate() {
            if hunk || seed.is_some_and(|i| alive[i as usize]) {
                surv_v.push(j as u32);
            }
        }
        let v = pv.print_tokens(&vs.src, &vs.tokens, &surv_v, &removed_v);
        encode(&s, &v)
    })?;
    Ok(())
}
