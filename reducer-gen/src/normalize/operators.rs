//! ANTLR's left-recursive operator rules become flat operator chains before
//! Algorithm 1 sees them.
//!
//! A rule like `e : e '*' e | e '+' e | '-' e | e '++' | INT | '(' e ')'` is read by
//! ANTLR with precedence climbing. Its context-free reading is ambiguous, and
//! Algorithm 1 alone gives `e ::= INT (('*' | '+') e | '++')*`, whose right operand is
//! a whole `e` again: every operator is a GLR fork, and a 1000-term `+` chain took
//! cubic time. The same language is `P* prim (S | I P* prim)*` (prefix operators `P`,
//! primaries `prim`, suffix operators `S`, infix operators `I`, middles included, as in
//! `'?' e ':'`), which an LR parser reads in one pass and which gives the reducer one
//! flat list of operands and operators to delete from. Precedence and associativity
//! are not encoded: the tree is flat.

use crate::cfg::{Cfg, Expr, RuleId};
use crate::syntax::Quantifier::Star;

/// The grammar with every rule that has an infix alternative (`e op e`) rewritten
/// as a flat chain; other rules are unchanged.
pub(crate) fn flatten_operator_rules(cfg: &Cfg) -> Cfg {
    let mut out = cfg.clone();
    for (i, rule) in out.rules.iter_mut().enumerate() {
        if let Some(body) = flatten(&rule.body, RuleId(i as u32)) {
            rule.body = body;
        }
    }
    out
}

fn items(alt: &Expr) -> &[Expr] {
    match alt {
        Expr::Seq(items) => items,
        other => std::slice::from_ref(other),
    }
}

fn one_of(mut alts: Vec<Expr>) -> Expr {
    if alts.len() == 1 {
        alts.pop().unwrap()
    } else {
        Expr::Alt(alts)
    }
}

fn flatten(body: &Expr, me: RuleId) -> Option<Expr> {
    let alts: &[Expr] = match body {
        Expr::Alt(alts) => alts,
        _ => return None,
    };
    let this = Expr::Rule(me);
    let (mut prefixes, mut primaries, mut suffixes, mut infixes) = (vec![], vec![], vec![], vec![]);
    for alt in alts {
        let items = items(alt);
        let starts = items.len() >= 2 && items[0] == this;
        let ends = items.len() >= 2 && items[items.len() - 1] == this;
        match (starts, ends) {
            (true, true) => infixes.push(items[1..items.len() - 1].to_vec()),
            (true, false) => suffixes.push(Expr::Seq(items[1..].to_vec())),
            (false, true) => prefixes.push(Expr::Seq(items[..items.len() - 1].to_vec())),
            // `e : e | ...` adds nothing to the language.
            (false, false) if items == [this.clone()] => {}
            (false, false) => primaries.push(alt.clone()),
        }
    }
    if infixes.is_empty() || primaries.is_empty() {
        return None;
    }
    let mut operand = Vec::new();
    if !prefixes.is_empty() {
        operand.push(Expr::Quant(Box::new(one_of(prefixes)), Star));
    }
    operand.push(one_of(primaries));
    let mut tails = suffixes;
    for middle in infixes {
        let mut seq = middle;
        seq.extend(operand.iter().cloned());
        tails.push(Expr::Seq(seq));
    }
    let mut chain = operand;
    chain.push(Expr::Quant(Box::new(one_of(tails)), Star));
    Some(Expr::Seq(chain))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::TokenId;

    #[test]
    fn binary_prefix_suffix_and_primary_alternatives_become_one_chain() {
        let (e, t) = (Expr::Rule(RuleId(0)), |i| Expr::Token(TokenId(i)));
        // e : e '+' e | '-' e | e '!' | INT
        let body = Expr::Alt(vec![
            Expr::Seq(vec![e.clone(), t(1), e.clone()]),
            Expr::Seq(vec![t(2), e.clone()]),
            Expr::Seq(vec![e.clone(), t(3)]),
            t(4),
        ]);
        let operand = vec![Expr::Quant(Box::new(Expr::Seq(vec![t(2)])), Star), t(4)];
        let mut infix = vec![t(1)];
        infix.extend(operand.clone());
        let mut want = operand;
        want.push(Expr::Quant(Box::new(Expr::Alt(vec![Expr::Seq(vec![t(3)]), Expr::Seq(infix)])), Star));
        assert_eq!(flatten(&body, RuleId(0)), Some(Expr::Seq(want)));
        // No infix alternative: left to Algorithm 1.
        assert_eq!(flatten(&Expr::Alt(vec![Expr::Seq(vec![e.clone(), t(3)]), t(4)]), RuleId(0)), None);
    }
}
