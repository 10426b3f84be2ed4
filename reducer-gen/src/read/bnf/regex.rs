//! Lexer-rule regexes (`/.../`) to [`LexExpr`], via `regex-syntax`.
//!
//! The regex is parsed to an AST first (which keeps spans, so unsupported constructs
//! and oversized counted repetitions are reported at their exact place), then
//! translated to an HIR, whose simpler shape is converted node by node.

use regex_syntax::ast::{self, Ast};
use regex_syntax::hir::{self, Class, Hir, HirKind};

use crate::diag::{Diagnostic, Diagnostics, FileId, Span};
use crate::syntax::{CharSet, LexExpr, Quantifier};

/// Largest count allowed in `{m}`, `{m,}` and `{m,n}` (they are expanded into copies).
pub const MAX_REPEAT: u32 = 100;

/// Largest number of `LexExpr` nodes one regex may expand into.
pub const MAX_NODES: usize = 20_000;

/// Converts `pattern`, which starts at byte `offset` of `file`, into a [`LexExpr`].
/// Every node carries `whole` (the span of the regex token) because the HIR has no spans.
/// Returns `None` after reporting a diagnostic.
pub fn convert(file: FileId, pattern: &str, offset: usize, whole: Span, diags: &mut Diagnostics) -> Option<LexExpr> {
    let at = |s: &ast::Span| Span::new(file, offset + s.start.offset, offset + s.end.offset);
    let parsed = ast::parse::ParserBuilder::new().nest_limit(100).build().parse(pattern);
    let tree = match parsed {
        Ok(tree) => tree,
        Err(e) => {
            diags.push(Diagnostic::error(at(e.span()), format!("invalid regex: {}", e.kind())));
            return None;
        }
    };
    if let Err((span, message)) = ast::visit(&tree, Checker) {
        diags.push(Diagnostic::error(at(&span), message));
        return None;
    }
    let hir = match hir::translate::TranslatorBuilder::new().build().translate(pattern, &tree) {
        Ok(hir) => hir,
        Err(e) => {
            diags.push(Diagnostic::error(at(e.span()), format!("invalid regex: {}", e.kind())));
            return None;
        }
    };
    let mut conv = Converter { span: whole, nodes: 0 };
    match conv.hir(&hir) {
        Ok(expr) => Some(expr),
        Err(message) => {
            diags.push(Diagnostic::error(whole, message));
            None
        }
    }
}

/// Finds constructs we cannot express as a lexer rule, with their spans.
struct Checker;

impl ast::Visitor for Checker {
    type Output = ();
    type Err = (ast::Span, String);

    fn finish(self) -> Result<(), Self::Err> {
        Ok(())
    }

    fn visit_pre(&mut self, node: &Ast) -> Result<(), Self::Err> {
        match node {
            Ast::Assertion(a) => {
                Err((a.span, "anchors and word boundaries are not supported in lexer regexes".to_string()))
            }
            Ast::Repetition(rep) => {
                if let ast::RepetitionKind::Range(range) = &rep.op.kind {
                    let (m, n) = match *range {
                        ast::RepetitionRange::Exactly(m) => (m, Some(m)),
                        ast::RepetitionRange::AtLeast(m) => (m, None),
                        ast::RepetitionRange::Bounded(m, n) => (m, Some(n)),
                    };
                    if m.max(n.unwrap_or(0)) > MAX_REPEAT {
                        return Err((
                            rep.op.span,
                            format!("counted repetition larger than {MAX_REPEAT} is not supported"),
                        ));
                    }
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// Builds `LexExpr` nodes, counting them against [`MAX_NODES`].
struct Converter {
    span: Span,
    nodes: usize,
}

impl Converter {
    fn count(&mut self, n: usize) -> Result<(), String> {
        self.nodes += n;
        if self.nodes > MAX_NODES {
            Err(format!("regex expands into more than {MAX_NODES} nodes"))
        } else {
            Ok(())
        }
    }

    fn hir(&mut self, hir: &Hir) -> Result<LexExpr, String> {
        self.count(1)?;
        let span = self.span;
        Ok(match hir.kind() {
            HirKind::Empty => LexExpr::Seq(Vec::new(), span),
            HirKind::Literal(hir::Literal(bytes)) => match std::str::from_utf8(bytes) {
                Ok(text) => LexExpr::Literal(text.to_string(), span),
                Err(_) => return Err("regex literal is not valid UTF-8".to_string()),
            },
            HirKind::Class(class) => {
                let set = match class {
                    Class::Unicode(c) => {
                        CharSet::from_ranges(c.ranges().iter().map(|r| (r.start() as u32, r.end() as u32)).collect())
                    }
                    Class::Bytes(c) => {
                        if c.ranges().iter().any(|r| r.end() >= 0x80) {
                            return Err("byte classes beyond ASCII are not supported".to_string());
                        }
                        CharSet::from_ranges(c.ranges().iter().map(|r| (r.start() as u32, r.end() as u32)).collect())
                    }
                };
                if set.is_empty() {
                    return Err("regex contains a character class that matches nothing".to_string());
                }
                LexExpr::Set { set, negated_from: None, span }
            }
            HirKind::Look(_) => {
                return Err("anchors and word boundaries are not supported in lexer regexes".to_string())
            }
            HirKind::Capture(cap) => return self.hir(&cap.sub),
            HirKind::Concat(parts) => LexExpr::Seq(parts.iter().map(|h| self.hir(h)).collect::<Result<_, _>>()?, span),
            HirKind::Alternation(parts) => {
                LexExpr::Alt(parts.iter().map(|h| self.hir(h)).collect::<Result<_, _>>()?, span)
            }
            HirKind::Repetition(rep) => self.repetition(rep)?,
        })
    }

    fn quant(&self, expr: LexExpr, quantifier: Quantifier, greedy: bool) -> LexExpr {
        LexExpr::Quant { expr: Box::new(expr), quantifier, greedy, span: self.span }
    }

    /// `x{m,n}` becomes m copies then (n-m) nested optionals; `x{m,}` m copies then `x*`.
    fn repetition(&mut self, rep: &hir::Repetition) -> Result<LexExpr, String> {
        let greedy = rep.greedy;
        let sub = self.hir(&rep.sub)?;
        match (rep.min, rep.max) {
            (0, Some(1)) => return Ok(self.quant(sub, Quantifier::Optional, greedy)),
            (0, None) => return Ok(self.quant(sub, Quantifier::Star, greedy)),
            (1, None) => return Ok(self.quant(sub, Quantifier::Plus, greedy)),
            (1, Some(1)) => return Ok(sub),
            _ => {}
        }
        let copies = rep.min as usize + rep.max.map_or(1, |n| n.saturating_sub(rep.min) as usize);
        self.count(copies.saturating_mul(self.size(&sub)))?;
        let mut items: Vec<LexExpr> = (0..rep.min).map(|_| sub.clone()).collect();
        match rep.max {
            None => items.push(self.quant(sub, Quantifier::Star, greedy)),
            Some(max) => {
                // Built inside out: x (x (x)?)? for three optional copies.
                let mut tail: Option<LexExpr> = None;
                for _ in rep.min..max {
                    let body = match tail.take() {
                        None => sub.clone(),
                        Some(inner) => LexExpr::Seq(vec![sub.clone(), inner], self.span),
                    };
                    tail = Some(self.quant(body, Quantifier::Optional, greedy));
                }
                items.extend(tail);
            }
        }
        Ok(if items.len() == 1 {
            items.pop().unwrap_or(LexExpr::Seq(Vec::new(), self.span))
        } else {
            LexExpr::Seq(items, self.span)
        })
    }

    /// Number of nodes in an expression, for the expansion budget.
    fn size(&self, e: &LexExpr) -> usize {
        match e {
            LexExpr::Alt(xs, _) | LexExpr::Seq(xs, _) => 1 + xs.iter().map(|x| self.size(x)).sum::<usize>(),
            LexExpr::Quant { expr, .. } | LexExpr::Not(expr, _) => 1 + self.size(expr),
            _ => 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conv(p: &str) -> Result<LexExpr, Diagnostics> {
        let mut d = Diagnostics::default();
        let whole = Span::new(FileId(0), 0, p.len() + 2);
        convert(FileId(0), p, 1, whole, &mut d).ok_or(d)
    }

    /// A compact rendering used to compare shapes.
    fn show(e: &LexExpr) -> String {
        match e {
            LexExpr::Alt(xs, _) => {
                format!("({})", xs.iter().map(show).collect::<Vec<_>>().join("|"))
            }
            LexExpr::Seq(xs, _) => {
                format!("[{}]", xs.iter().map(show).collect::<Vec<_>>().join(" "))
            }
            LexExpr::Literal(s, _) => format!("{s:?}"),
            LexExpr::Set { set, .. } => format!("{:?}", set.ranges),
            LexExpr::Quant { expr, quantifier, greedy, .. } => {
                format!("{}{}{}", show(expr), quantifier.symbol(), if *greedy { "" } else { "?" })
            }
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn identifiers_and_classes() {
        assert_eq!(
            show(&conv("[A-Za-z_][A-Za-z0-9_]*").unwrap()),
            "[[(65, 90), (95, 95), (97, 122)] [(48, 57), (65, 90), (95, 95), (97, 122)]*]"
        );
        assert_eq!(show(&conv("abc").unwrap()), "\"abc\"");
        assert_eq!(show(&conv("").unwrap()), "[]");
        assert_eq!(show(&conv("a|bc").unwrap()), "(\"a\"|\"bc\")");
    }

    #[test]
    fn counted_repetition_is_expanded() {
        assert_eq!(show(&conv("a{2,4}").unwrap()), "[\"a\" \"a\" [\"a\" \"a\"?]?]");
        assert_eq!(show(&conv("a{3}").unwrap()), "[\"a\" \"a\" \"a\"]");
        assert_eq!(show(&conv("a{2,}").unwrap()), "[\"a\" \"a\" \"a\"*]");
        assert_eq!(show(&conv("(?:ab){0,2}").unwrap()), "[\"ab\" \"ab\"?]?");
        assert_eq!(show(&conv("a*?").unwrap()), "\"a\"*?");
        assert_eq!(show(&conv("a+").unwrap()), "\"a\"+");
    }

    #[test]
    fn unsupported_constructs_point_into_the_regex() {
        let d = conv("ab^c").unwrap_err();
        assert_eq!((d.items[0].span.start, d.items[0].span.end), (3, 4));
        let d = conv("a{1000}").unwrap_err();
        assert_eq!((d.items[0].span.start, d.items[0].span.end), (2, 8));
        let d = conv("a(b").unwrap_err();
        assert!(d.items[0].message.starts_with("invalid regex"));
        let d = conv("((a{50}){50}){50}").unwrap_err();
        assert!(d.items[0].message.contains("nodes"), "{:?}", d.items[0]);
    }
}
