//! The token-level difference (PPR's Δ_L) and Patch, and MinLdiff (the paper's
//! Algorithm 3): ddmin over the diff's hunks, each candidate the seed patched with the
//! kept hunks, tested with the variant's property.
//!
//! The diff is Myers' algorithm (the `similar` crate) over the texts of the parser
//! tokens; consecutive changed tokens form one hunk (seed tokens replaced by variant
//! tokens). A patched program is the seed's text with each kept hunk's seed tokens
//! replaced by the variant's tokens, each token with its own leading layout.

use std::ops::Range;

use similar::{capture_diff_slices, Algorithm, DiffOp};

use crate::ddmin::{DdPlan, Ddmin};
use crate::property::Property;
use crate::runner::Stop;
use crate::tokens::TokenStream;

use crate::language::GrammarTables;
use crate::reduce::edit::{render, Base, Edit, Splice};
use crate::reduce::Ctx;

use super::{decode, encode, search_any};

/// One changed stretch: seed parser tokens `seed` became variant parser tokens `variant`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Hunk {
    pub(crate) seed: Range<usize>,
    pub(crate) variant: Range<usize>,
}

/// A program's text and tokens, as the diff sees it.
#[derive(Clone, Copy)]
pub(crate) struct Text<'a> {
    pub(crate) src: &'a [u8],
    pub(crate) tokens: &'a TokenStream,
}

impl<'a> Text<'a> {
    fn len(&self) -> usize {
        self.tokens.parser_len()
    }
    pub(crate) fn token(&self, i: usize) -> &'a [u8] {
        self.tokens.parser_token(i).text(self.src)
    }
    /// The layout (hidden records included) before parser token `i`.
    pub(crate) fn layout(&self, i: usize) -> &'a [u8] {
        let start = if i == 0 { 0 } else { self.tokens.parser_token(i - 1).end as usize };
        &self.src[start..self.tokens.parser_token(i).start as usize]
    }
    /// Bytes of parser tokens `r` with their leading layout (from the end of the
    /// previous parser token).
    fn span(&self, r: Range<usize>) -> &[u8] {
        if r.is_empty() {
            return &[];
        }
        let start = if r.start == 0 { 0 } else { self.tokens.parser_token(r.start - 1).end as usize };
        &self.src[start..self.tokens.parser_token(r.end - 1).end as usize]
    }
    /// Bytes after the last parser token.
    pub(crate) fn tail(&self) -> &'a [u8] {
        match self.len() {
            0 => self.src,
            n => &self.src[self.tokens.parser_token(n - 1).end as usize..],
        }
    }
}

/// The token diff from `seed` to `variant`: hunks in order, and for each variant token
/// the seed token it is equal to (`None` inside hunks).
pub(crate) struct TokenDiff {
    pub(crate) hunks: Vec<Hunk>,
    pub(crate) variant_to_seed: Vec<Option<u32>>,
}

impl TokenDiff {
    /// Changed tokens on both sides (the paper's difference size).
    pub(crate) fn size(&self) -> usize {
        self.hunks.iter().map(|h| h.seed.len() + h.variant.len()).sum()
    }
}

/// Δ_L(seed, variant).
pub(crate) fn token_diff(seed: Text<'_>, variant: Text<'_>) -> TokenDiff {
    let a: Vec<&[u8]> = (0..seed.len()).map(|i| seed.token(i)).collect();
    let b: Vec<&[u8]> = (0..variant.len()).map(|i| variant.token(i)).collect();
    let ops = capture_diff_slices(Algorithm::Myers, &a, &b);
    let mut hunks: Vec<Hunk> = Vec::new();
    let mut variant_to_seed = vec![None; b.len()];
    let mut open: Option<Hunk> = None;
    for op in ops {
        match op {
            DiffOp::Equal { old_index, new_index, len } => {
                if let Some(h) = open.take() {
                    hunks.push(h);
                }
                for k in 0..len {
                    variant_to_seed[new_index + k] = Some((old_index + k) as u32);
                }
            }
            _ => {
                let (o, n) = (op.old_range(), op.new_range());
                match &mut open {
                    Some(h) => {
                        h.seed.end = h.seed.end.max(o.end);
                        h.variant.end = h.variant.end.max(n.end);
                    }
                    None => open = Some(Hunk { seed: o, variant: n }),
                }
            }
        }
    }
    if let Some(h) = open {
        hunks.push(h);
    }
    TokenDiff { hunks, variant_to_seed }
}

/// Patch(seed, kept hunks): the seed with the hunks whose `keep` is true applied, as a
/// candidate of the one edit type ([`Edit::Verbatim`] on the seed's bytes).
pub(crate) fn patch(seed: Text<'_>, variant: Text<'_>, hunks: &[Hunk], keep: &[bool]) -> Vec<u8> {
    let splices = patch_splices(seed, variant, hunks, keep);
    render(None, Base::text(seed.src), Edit::Verbatim(&splices))
}

/// The splices of Patch: each kept hunk's seed tokens (with their leading layout)
/// replaced by the variant's (with theirs). Two pieces from different programs could lex
/// as one token, so a space goes between them where neither side is layout.
fn patch_splices(seed: Text<'_>, variant: Text<'_>, hunks: &[Hunk], keep: &[bool]) -> Vec<Splice> {
    let token_end = |i: usize| seed.tokens.parser_token(i).end as usize;
    let solid = |b: Option<&u8>| b.is_some_and(|b| !b.is_ascii_whitespace());
    let mut out = Vec::new();
    for (h, _) in hunks.iter().zip(keep).filter(|(_, &k)| k) {
        let start = if h.seed.start == 0 { 0 } else { token_end(h.seed.start - 1) };
        let end = if h.seed.is_empty() { start } else { token_end(h.seed.end - 1) };
        let new = variant.span(h.variant.clone());
        // The seed's next parser token, with its own leading layout, follows the splice.
        let next = (h.seed.end < seed.len()).then(|| seed.span(h.seed.end..h.seed.end + 1));
        let before = start.checked_sub(1).map(|i| &seed.src[i]);
        let mut text = Vec::with_capacity(new.len() + 2);
        if solid(before) && solid(new.first()) {
            text.push(b' ');
        }
        text.extend_from_slice(new);
        if let Some(next) = next {
            let last = if new.is_empty() { before } else { new.last() };
            if solid(last) && solid(next.first()) {
                text.push(b' ');
            }
        }
        out.push(Splice { start, end, text });
    }
    out
}

/// MinLdiff: ddmin over the hunks of Δ_L(seed, variant); the variant becomes the seed
/// patched with the fewest hunks that keep ψ_v (the seed is unchanged, so its property
/// is answered from the memo).
pub(crate) fn min_ldiff<P: Property>(ctx: &mut Ctx<'_, P>) -> Result<(), Stop> {
    let tables = ctx.tables;
    let (seed_src, variant_src) = {
        let (s, v) = decode(&ctx.best);
        (s.to_vec(), v.to_vec())
    };
    let (Ok(ts), Ok(tv)) = (tables.lex(&seed_src), tables.lex(&variant_src)) else { return Ok(()) };
    let seed = Text { src: &seed_src, tokens: &ts };
    let variant = Text { src: &variant_src, tokens: &tv };
    let diff = token_diff(seed, variant);
    let n = diff.hunks.len();
    if n < 2 {
        return Ok(());
    }
    let mut plan = Ddmin::new(n);
    while !plan.is_done() {
        let cands: Vec<Vec<u8>> = (0..plan.round_len())
            .map(|k| {
                let mut keep = vec![false; n];
                for i in plan.candidate(k) {
                    keep[i] = true;
                }
                encode(&seed_src, &patch(seed, variant, &diff.hunks, &keep))
            })
            .collect();
        let found = search_any(ctx, cands, "min-ldiff")?;
        plan.accept(found);
    }
    Ok(())
}

/// Parser tokens that differ between two programs of `tables`' language (both sides of
/// the token diff); `None` when either does not lex.
pub fn diff_tokens(tables: &GrammarTables<'_>, seed: &[u8], variant: &[u8]) -> Option<usize> {
    let (a, b) = (tables.lex(seed).ok()?, tables.lex(variant).ok()?);
    Some(token_diff(Text { src: seed, tokens: &a }, Text { src: variant, tokens: &b }).size())
}

/// The token-level difference as text: the seed tokens removed and the variant tokens
/// added, each in program order; `None` when either program does not lex.
pub fn changed_tokens(tables: &GrammarTables<'_>, seed: &[u8], variant: &[u8]) -> Option<(Vec<String>, Vec<String>)> {
    let (a, b) = (tables.lex(seed).ok()?, tables.lex(variant).ok()?);
    let (sa, sb) = (Text { src: seed, tokens: &a }, Text { src: variant, tokens: &b });
    let d = token_diff(sa, sb);
    let words = |t: Text<'_>, r: Range<usize>| -> Vec<String> {
        r.map(|i| String::from_utf8_lossy(t.token(i)).into_owned()).collect()
    };
    let removed = d.hunks.iter().flat_map(|h| words(sa, h.seed.clone())).collect();
    let added = d.hunks.iter().flat_map(|h| words(sb, h.variant.clone())).collect();
    Some((removed, added))
}

/// A unified diff from `seed` to `variant` (3 lines of context). With `color`, removed
/// and added lines are red and green and the changed words within them are bold and
/// underlined (ANSI escapes, for terminals).
pub fn unified_diff(seed_name: &str, variant_name: &str, seed: &[u8], variant: &[u8], color: bool) -> String {
    let (a, b) = (String::from_utf8_lossy(seed), String::from_utf8_lossy(variant));
    let diff = similar::TextDiff::configure().algorithm(Algorithm::Myers).diff_lines(&a, &b);
    if !color {
        return diff.unified_diff().context_radius(3).header(seed_name, variant_name).to_string();
    }
    let mut out = format!("\x1b[1m--- {seed_name}\n+++ {variant_name}\x1b[0m\n");
    for group in diff.grouped_ops(3) {
        let (first, last) = (&group[0], &group[group.len() - 1]);
        let (o, n) = (first.old_range().start..last.old_range().end, first.new_range().start..last.new_range().end);
        out.push_str(&format!("\x1b[36m@@ -{},{} +{},{} @@\x1b[0m\n", o.start + 1, o.len(), n.start + 1, n.len()));
        for op in &group {
            for change in diff.iter_inline_changes(op) {
                let (sign, col) = match change.tag() {
                    similar::ChangeTag::Delete => ('-', "31"),
                    similar::ChangeTag::Insert => ('+', "32"),
                    similar::ChangeTag::Equal => (' ', "0"),
                };
                out.push_str(&format!("\x1b[{col}m{sign}"));
                for (emph, text) in change.iter_strings_lossy() {
                    // Each change is one line: its newline goes after the colour reset.
                    let text = text.trim_end_matches('\n');
                    if emph {
                        out.push_str(&format!("\x1b[1;4m{text}\x1b[22;24m"));
                    } else {
                        out.push_str(text);
                    }
                }
                out.push_str("\x1b[0m\n");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(src: &[u8]) -> TokenStream {
        // Words separated by spaces: each word a parser token, each space skipped.
        let mut recs = Vec::new();
        let mut i = 0;
        while i < src.len() {
            let start = i;
            let blank = src[i] == b' ';
            while i < src.len() && (src[i] == b' ') == blank {
                i += 1;
            }
            let kind = if blank { crate::tokens::SKIPPED } else { 1 };
            recs.push(crate::tokens::Token { kind, channel: 0, start: start as u32, end: i as u32 });
        }
        TokenStream::from_records(recs, Vec::new())
    }

    #[test]
    fn hunks_and_patches() {
        let (a, b) = (b"x = 1 ; y = 2 ; z".as_slice(), b"x = 7 ; y = 2 ; w ; z".as_slice());
        let (ta, tb) = (text(a), text(b));
        let (sa, sb) = (Text { src: a, tokens: &ta }, Text { src: b, tokens: &tb });
        let d = token_diff(sa, sb);
        assert_eq!(d.hunks, vec![Hunk { seed: 2..3, variant: 2..3 }, Hunk { seed: 8..8, variant: 8..10 }]);
        assert_eq!(d.size(), 4);
        assert_eq!(patch(sa, sb, &d.hunks, &[true, true]), b.to_vec());
        assert_eq!(patch(sa, sb, &d.hunks, &[false, false]), a.to_vec());
        assert_eq!(patch(sa, sb, &d.hunks, &[false, true]), b"x = 1 ; y = 2 ; w ; z".to_vec());
        assert_eq!(patch(sa, sb, &d.hunks, &[true, false]), b"x = 7 ; y = 2 ; z".to_vec());
    }

    /// Every byte but a space is a parser token of its own: neighbours with no layout.
    fn chars(src: &[u8]) -> TokenStream {
        let recs = (0..src.len())
            .map(|i| {
                let kind = if src[i] == b' ' { crate::tokens::SKIPPED } else { 1 };
                crate::tokens::Token { kind, channel: 0, start: i as u32, end: i as u32 + 1 }
            })
            .collect();
        TokenStream::from_records(recs, Vec::new())
    }

    fn words(src: &[u8]) -> Vec<u8> {
        src.iter().copied().filter(|b| *b != b' ').collect()
    }

    #[test]
    fn patches_keep_every_token_apart_and_in_place() {
        let pairs: [(&[u8], &[u8]); 4] =
            [(b"abcdef", b"aXcdYf"), (b"abc", b"Zabc"), (b"abc", b"abcZ"), (b"ab c d", b"a c WV")];
        for (a, b) in pairs {
            let (ta, tb) = (chars(a), chars(b));
            let (sa, sb) = (Text { src: a, tokens: &ta }, Text { src: b, tokens: &tb });
            let d = token_diff(sa, sb);
            for mask in 0u32..(1 << d.hunks.len()) {
                let keep: Vec<bool> = (0..d.hunks.len()).map(|i| mask & (1 << i) != 0).collect();
                let got = patch(sa, sb, &d.hunks, &keep);
                // The tokens: the seed's, each kept hunk's replaced by the variant's.
                let mut want = Vec::new();
                let mut pos = 0;
                for (h, _) in d.hunks.iter().zip(&keep).filter(|(_, &k)| k) {
                    (pos..h.seed.start).for_each(|i| want.extend_from_slice(sa.token(i)));
                    h.variant.clone().for_each(|i| want.extend_from_slice(sb.token(i)));
                    pos = h.seed.end;
                }
                (pos..sa.len()).for_each(|i| want.extend_from_slice(sa.token(i)));
                assert_eq!(words(&got), want, "{a:?} {b:?} keep {keep:?}");
                if keep.iter().all(|k| !k) {
                    assert_eq!(got, a.to_vec(), "nothing kept: the seed itself");
                }
                // A new neighbour from the other program never touches a seed token.
                for w in got.windows(2) {
                    let other = |c: u8| b.contains(&c) && !a.contains(&c);
                    assert!(!(w[0] != b' ' && w[1] != b' ' && other(w[0]) != other(w[1])), "{got:?}");
                }
            }
        }
    }

    #[test]
    fn unified_diffs_plain_and_highlighted() {
        let (a, b) = (b"int a;\nint b = 1;\nint c;\n".as_slice(), b"int a;\nint b = 2;\nint c;\n".as_slice());
        let plain = unified_diff("seed.c", "variant.c", a, b, false);
        assert!(plain.starts_with("--- seed.c\n+++ variant.c\n@@ -1,3 +1,3 @@\n"), "{plain}");
        assert!(plain.contains("\n-int b = 1;\n+int b = 2;\n"), "{plain}");
        let color = unified_diff("seed.c", "variant.c", a, b, true);
        // The changed word is emphasized on both lines; the unchanged ones are not.
        assert!(color.contains("-int b = \x1b[1;4m1;\x1b[22;24m\x1b[0m\n"), "{color:?}");
        assert!(color.contains("+int b = \x1b[1;4m2;\x1b[22;24m\x1b[0m\n"), "{color:?}");
        assert!(!color.contains("\x1b[1;4mint"), "{color:?}");
    }
}
