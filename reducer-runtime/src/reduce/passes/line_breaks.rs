//! A `;` and the white space after it become one line break, where the grammar ends a
//! statement at a line break: JavaScript's and Go's automatic semicolons, Python's
//! simple statements. `a;  b` is one byte longer than `a\nb`, and the line break is
//! no token, so the result has one token fewer (the token the other reducers' line
//! passes remove). Candidates are parsed before any test (the pass is strict), so in a
//! language without automatic semicolons the pass costs parsing only. Beyond the papers.

use crate::reduce::edit::Splice;

use super::sweep::{Program, Site, Sweep};

/// The pass.
#[derive(Default)]
pub(crate) struct LineBreaks;

impl Sweep for LineBreaks {
    fn name(&self) -> &'static str {
        "line-breaks"
    }

    fn sites(&mut self, p: &Program<'_>) -> Vec<Site> {
        (0..p.tokens.parser_len())
            .filter(|&i| {
                let t = p.tokens.parser_token(i);
                let semicolon = p.tables.token_literals.get(t.kind as usize).copied().flatten() == Some(";");
                semicolon && p.src.get(t.end as usize).is_some_and(u8::is_ascii_whitespace)
            })
            .map(|i| Site { start: p.tokens.parser_token(i).start as usize, id: i as u32 })
            .collect()
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
