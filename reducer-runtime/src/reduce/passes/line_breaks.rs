//! A `;` and the white space after it become one line break, where the grammar ends a
//! statement at a line break: JavaScript's and Go's automatic semicolons, Python's
//! simple statements. `a;  b` is one byte longer than `a\nb`, and the line break is
//! no token, so the result has one token fewer (the token the other reducers' line
//! passes remove). Candidates are parsed before any test (the pass is strict), so in a
//! language without automatic semicolons the pass costs parsing only. Beyond the papers.

use crate::reduce::edit::Splice;

use super::sweep::{Program, Site, Sweep};

/// Sites asked whether the language ends statements at line breaks.
const SAMPLE: usize = 4;

/// The pass.
#[derive(Default)]
pub(crate) struct LineBreaks;

impl Sweep for LineBreaks {
    fn name(&self) -> &'static str {
        "line-breaks"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        let sites: Vec<Site> = (0..p.tokens.parser_len())
            .filter(|&i| {
                let t = p.tokens.parser_token(i);
                let semicolon = p.tables.token_literals.get(t.kind as usize).copied().flatten() == Some(";");
                semicolon && p.src.get(t.end as usize).is_some_and(u8::is_ascii_whitespace)
            })
            .map(|i| Site { start: p.tokens.parser_token(i).start as usize, id: i as u32 })
            .collect();
        // Only where a line break ends a statement as the `;` did: the candidate keeps
        // every parser token (the line break becomes the statement's end again, as in
        // JavaScript, Go and Python). Where it does not (C: `a;\nint b;` would read as
        // `a int b;`), the edit is a token deletion the other passes already try, and a
        // different path there ends in a different, not smaller, program. Asked of the
        // first few sites, one lex each.
        let keeps_tokens = sites.iter().take(SAMPLE).any(|&site| {
            self.candidates(p, site).first().is_some_and(|splices| {
                let s = &splices[0];
                let mut text = p.src[..s.start].to_vec();
                text.extend_from_slice(&s.text);
                text.extend_from_slice(&p.src[s.end..]);
                p.tables.lex(&text).is_ok_and(|t| t.parser_len() == p.tokens.parser_len())
            })
        });
        if keeps_tokens {
            sites
        } else {
            Vec::new()
        }
    }

    fn candidates(&mut self, p: &Program<'_>, site: Site) -> Vec<Vec<Splice>> {
        let t = p.tokens.parser_token(site.id as usize);
        let (start, mut end) = (t.start as usize, t.end as usize);
        while p.src.get(end).is_some_and(u8::is_ascii_whitespace) {
            end += 1;
        }
        let newline = p.newline_at(start).as_bytes().to_vec();
        if newline.len() >= end - start {
            return Vec::new();
        }
        vec![vec![Splice { start, end, text: newline }]]
    }
}
