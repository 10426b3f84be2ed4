//! Classic ddmin (Zeller and Hildebrandt, TSE 2002: subsets, then complements, doubling
//! the granularity when neither helps) over the program's text: lines, lexer tokens or
//! bytes, or lines and then words (no lexer: runs of letters, digits and `_`, and single
//! other characters). Candidates need not parse and are not parsed. It is `--algorithm
//! ddmin-lines|ddmin-tokens|ddmin-bytes|ddmin-text`, and the fallback for inputs that do
//! not parse (`--on-parse-error=lines|tokens`). The search itself is [`crate::ddmin::Ddmin`]; a
//! configuration is an [`Edit::Verbatim`] of the program ddmin started from: one splice
//! deletes each run of units it does not keep ([`delete_units`]).

use crate::ddmin::{self, DdPlan, Ddmin};
use crate::language::GrammarTables;
use crate::property::Property;
use crate::runner::Stop;

use crate::reduce::edit::{delete_units, render, Base, Edit};
use crate::reduce::Ctx;

/// What the text is cut into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Units {
    /// Lines, each with its line end.
    Lines,
    /// Lexer tokens, each with its leading layout and comments.
    Tokens,
    /// Single bytes.
    Bytes,
    /// Lines, then words: for text of no known language.
    LinesThenWords,
}

/// Runs ddmin over `units` of the best program (tokens fall back to lines when the
/// program does not lex), under the pass name `pass`.
pub(crate) fn run_units<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    units: Units,
    pass: &str,
) -> Result<(), Stop> {
    match units {
        Units::Lines => ddmin_lines(ctx, pass),
        Units::Tokens => ddmin_tokens(ctx, tables, pass),
        Units::Bytes => {
            let src = ctx.best.clone();
            let units: Vec<(usize, usize)> = (0..src.len()).map(|i| (i, i + 1)).collect();
            ctx.observer.pass("bytes", 1);
            ctx.rounds = 1;
            run(ctx, &src, &units, false, pass)
        }
        Units::LinesThenWords => {
            ddmin_lines(ctx, pass)?;
            ddmin_words(ctx, pass)
        }
    }
}

/// ddmin over words without a lexer: a word is a run of ASCII letters, digits and `_`
/// (or of bytes >= 0x80), any other non-space byte is a word of its own, and each word
/// carries its leading layout. What a file of no known language is cut into after lines.
pub(crate) fn ddmin_words<P: Property>(ctx: &mut Ctx<'_, P>, pass: &str) -> Result<(), Stop> {
    let src = ctx.best.clone();
    let units = word_units(&src);
    ctx.observer.pass("words", 1);
    ctx.rounds = 1;
    run(ctx, &src, &units, true, pass)
}

/// The words of `src` as consecutive byte ranges covering it (trailing layout joins the
/// last word).
fn word_units(src: &[u8]) -> Vec<(usize, usize)> {
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    let mut units = Vec::new();
    let (mut start, mut i) = (0usize, 0usize);
    while i < src.len() {
        while i < src.len() && src[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == src.len() {
            break;
        }
        if is_word(src[i]) {
            while i < src.len() && is_word(src[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
        units.push((start, i));
        start = i;
    }
    match units.last_mut() {
        Some(last) => last.1 = src.len(),
        None if !src.is_empty() => units.push((0, src.len())),
        None => {}
    }
    units
}

/// ddmin over lines (each line keeps its line end).
pub(crate) fn ddmin_lines<P: Property>(ctx: &mut Ctx<'_, P>, pass: &str) -> Result<(), Stop> {
    let src = ctx.best.clone();
    let mut units: Vec<(usize, usize)> = Vec::new();
    let mut start = 0usize;
    for line in src.split_inclusive(|&b| b == b'\n') {
        units.push((start, start + line.len()));
        start += line.len();
    }
    ctx.observer.pass("lines", 1);
    ctx.rounds = 1;
    run(ctx, &src, &units, false, pass)
}

/// ddmin over lexer tokens; each token carries its leading trivia, and a space is put
/// between two kept pieces that touch without layout and could lex as one token
/// (two words, two operator characters).
pub(crate) fn ddmin_tokens<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    pass: &str,
) -> Result<(), Stop> {
    let src = ctx.best.clone();
    let Ok(stream) = tables.lex(&src) else { return ddmin_lines(ctx, pass) };
    let mut units: Vec<(usize, usize)> = Vec::new();
    let mut start = 0usize;
    for &p in &stream.parser_tokens {
        let end = stream.tokens[p as usize].end as usize;
        units.push((start, end));
        start = end;
    }
    if start < src.len() {
        units.push((start, src.len()));
    }
    ctx.observer.pass("tokens", 1);
    ctx.rounds = 1;
    run(ctx, &src, &units, true, pass)
}

#[cfg(test)]
mod tests {
    use super::word_units;

    #[test]
    fn words_are_identifier_runs_and_single_other_characters_with_their_layout() {
        let src = b"  f(x_1, 22) ->y\n";
        let pieces: Vec<&[u8]> = word_units(src).iter().map(|&(s, e)| &src[s..e]).collect();
        let want: Vec<&[u8]> = vec![b"  f", b"(", b"x_1", b",", b" 22", b")", b" -", b">", b"y\n"];
        assert_eq!(pieces, want);
        assert!(word_units(b"").is_empty());
        assert_eq!(word_units(b" \n"), vec![(0, 2)]);
    }
}

/// ddmin over `units` (consecutive byte ranges covering `src`); with `spaced`, a space
/// goes between two kept units that could lex as one token.
fn run<P: Property>(
    ctx: &mut Ctx<'_, P>,
    src: &[u8],
    units: &[(usize, usize)],
    spaced: bool,
    pass: &str,
) -> Result<(), Stop> {
    let mut plan = Ddmin::new(units.len());
    while !plan.is_done() {
        // A candidate as long as the best (a space put back between two tokens) is
        // skipped: it would not be smaller.
        let best_len = ctx.best.len();
        let handed = std::cell::RefCell::new(Vec::new());
        let found = {
            let handed = &handed;
            let cands = ddmin::ahead(&plan).enumerate().filter_map(move |(k, kept)| {
                let mut keep = vec![false; units.len()];
                for i in kept {
                    keep[i] = true;
                }
                let splices = delete_units(src, units, &keep, spaced);
                let bytes = render(None, Base::text(src), Edit::Verbatim(&splices));
                (bytes.len() < best_len).then(|| {
                    handed.borrow_mut().push(k);
                    bytes
                })
            });
            ctx.search(cands, pass)?
        };
        ddmin::settle(&mut plan, found.map(|j| handed.borrow()[j]));
    }
    Ok(())
}
