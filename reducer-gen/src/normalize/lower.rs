//! EBNF to BNF-with-quantifiers: every user rule becomes a list of alternatives,
//! `x*`/`x+`/`x?` become quantified auxiliary rules over one symbol, and a group that
//! is quantified or sits inside a sequence becomes an auxiliary group rule.

use crate::cfg::{Cfg, Expr, RuleId};
use crate::diag::Span;

use super::work::{Body, Nt, Sym, Work};

/// Lowers the parser grammar. User rule `RuleId(i)` becomes symbol `num_tokens + i`.
pub(crate) fn lower(cfg: &Cfg) -> Work {
    let num_tokens = cfg.tokens.len() as u32;
    let mut work = Work::new(num_tokens, num_tokens + cfg.start.0);
    // Reserve the user rules first so their ids are fixed before any auxiliary rule.
    for (i, rule) in cfg.rules.iter().enumerate() {
        work.add(Nt {
            body: Body::Alts(Vec::new()),
            user: Some(RuleId(i as u32)),
            owner: RuleId(i as u32),
            span: rule.span,
        });
    }
    for (i, rule) in cfg.rules.iter().enumerate() {
        let mut lowerer = Lowerer { work: &mut work, owner: RuleId(i as u32), span: rule.span };
        let alts = lowerer.alternatives(&rule.body);
        work.set_body(num_tokens + i as u32, Body::Alts(alts));
    }
    work
}

struct Lowerer<'a> {
    work: &'a mut Work,
    owner: RuleId,
    span: Span,
}

impl Lowerer<'_> {
    /// The alternatives of an expression; nested alternations are spliced in place.
    fn alternatives(&mut self, e: &Expr) -> Vec<Vec<Sym>> {
        match e {
            Expr::Alt(xs) => xs.iter().flat_map(|x| self.alternatives(x)).collect(),
            _ => {
                let mut seq = Vec::new();
                self.sequence(e, &mut seq);
                vec![seq]
            }
        }
    }

    /// Appends the symbols of `e`, used as one element of a sequence, to `out`.
    fn sequence(&mut self, e: &Expr, out: &mut Vec<Sym>) {
        match e {
            Expr::Seq(xs) => xs.iter().for_each(|x| self.sequence(x, out)),
            Expr::Token(t) => out.push(t.0),
            Expr::Rule(r) => out.push(self.work.num_tokens + r.0),
            Expr::Alt(_) => {
                let alts = self.alternatives(e);
                if alts.len() == 1 {
                    out.extend_from_slice(&alts[0]);
                } else {
                    out.push(self.aux_group(alts));
                }
            }
            Expr::Quant(inner, q) => {
                let alts = self.alternatives(inner);
                // A quantified epsilon is epsilon.
                if !alts.is_empty() && alts.iter().all(Vec::is_empty) {
                    return;
                }
                let body = if alts.len() == 1 && alts[0].len() == 1 { alts[0][0] } else { self.aux_group(alts) };
                out.push(self.work.quant(*q, body, self.owner, self.span));
            }
        }
    }

    fn aux_group(&mut self, alts: Vec<Vec<Sym>>) -> Sym {
        self.work.aux(Body::Alts(alts), self.owner, self.span)
    }
}
