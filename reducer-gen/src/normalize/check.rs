//! The PNF checker: validates every invariant the parser generator and the reducer
//! rely on. `normalize` runs it on each output; tests run it on hand-made grammars.

use std::collections::BTreeSet;

use crate::pnf::{Origin, Pnf, PnfRule, SymbolId};

/// Checks that `pnf` is in Perses Normal Form as documented in [`crate::pnf`]:
/// - ids in range, tokens first (with `Origin::Token` of their own id), names unique;
/// - every nonterminal has a rule; a `Regular` rule has at least one alternative,
///   no empty or repeated alternative, and a lone alternative has two or more symbols
///   (a start deriving a single token is the one exception: the tree needs a root);
/// - `*`/`+`/`?` bodies are not nullable and not themselves `*`/`+`/`?` rules;
/// - only `*`/`?` rules derive the empty string (the start's own empty string is
///   `start_accepts_empty`, which a `*`/`?` start does not need);
/// - every nonterminal is reachable from the start and derives some string.
///
/// Returns every violation found, one message each.
pub fn check_pnf(pnf: &Pnf) -> Result<(), Vec<String>> {
    let mut errors = Vec::new();
    let n = pnf.symbols.len();
    let in_range = |s: SymbolId| (s.0 as usize) < n;
    if pnf.num_tokens as usize > n {
        errors.push(format!("num_tokens {} exceeds symbol count {n}", pnf.num_tokens));
        return Err(errors);
    }
    if !in_range(pnf.start) || pnf.is_token(pnf.start) {
        errors.push(format!("start {:?} is not a nonterminal", pnf.start));
        return Err(errors);
    }
    let mut names = BTreeSet::new();
    for (i, sym) in pnf.symbols.iter().enumerate() {
        if sym.name.is_empty() || !names.insert(sym.name.as_str()) {
            errors.push(format!("symbol {i} has an empty or duplicate name `{}`", sym.name));
        }
        let is_token = (i as u32) < pnf.num_tokens;
        match (&sym.origin, is_token) {
            (Origin::Token(t), true) if t.0 as usize == i => {}
            (Origin::Rule(_) | Origin::Aux(_), false) => {}
            _ => errors.push(format!("symbol `{}` has origin {:?} at index {i}", sym.name, sym.origin)),
        }
        if is_token != sym.rule.is_none() {
            errors.push(format!("symbol `{}`: tokens have no rule and nonterminals have one", sym.name));
        }
    }
    let refs = |rule: &PnfRule| -> Vec<SymbolId> {
        match rule {
            PnfRule::Regular(alts) => alts.iter().flatten().copied().collect(),
            PnfRule::Star(b) | PnfRule::Plus(b) | PnfRule::Optional(b) => vec![*b],
        }
    };
    let mut out_of_range = false;
    for id in pnf.nonterminals() {
        if let Some(rule) = pnf.rule(id) {
            if let Some(bad) = refs(rule).into_iter().find(|&s| !in_range(s)) {
                errors.push(format!("`{}` refers to out-of-range symbol {}", pnf.symbol(id).name, bad.0));
                out_of_range = true;
            }
        }
    }
    // The checks below index by symbol id.
    if out_of_range {
        return Err(errors);
    }
    let nullable = nullable_symbols(pnf);
    let quantified =
        |s: SymbolId| matches!(pnf.rule(s), Some(PnfRule::Star(_) | PnfRule::Plus(_) | PnfRule::Optional(_)));
    for id in pnf.nonterminals() {
        let name = &pnf.symbol(id).name;
        match pnf.rule(id) {
            Some(PnfRule::Regular(alts)) => {
                if alts.is_empty() {
                    errors.push(format!("`{name}` has no alternative"));
                }
                let mut seen = BTreeSet::new();
                for alt in alts {
                    if alt.is_empty() {
                        errors.push(format!("`{name}` has an empty alternative"));
                    }
                    if !seen.insert(alt) {
                        errors.push(format!("`{name}` repeats an alternative"));
                    }
                }
                let start_token = id == pnf.start && alts.len() == 1 && alts[0].len() == 1 && pnf.is_token(alts[0][0]);
                if alts.len() == 1 && alts[0].len() == 1 && !start_token {
                    errors.push(format!("`{name}` is a unit rule (form (i) needs two or more symbols)"));
                }
                if nullable[id.0 as usize] {
                    errors.push(format!("regular rule `{name}` derives the empty string"));
                }
            }
            Some(PnfRule::Star(b) | PnfRule::Plus(b) | PnfRule::Optional(b)) => {
                if nullable[b.0 as usize] {
                    errors.push(format!("the body of `{name}` derives the empty string"));
                }
                if quantified(*b) {
                    errors.push(format!("the body of `{name}` is itself a quantified rule"));
                }
            }
            None => {}
        }
    }
    if pnf.start_accepts_empty && nullable[pnf.start.0 as usize] {
        errors.push("start_accepts_empty is set on a start that already derives the empty string".into());
    }
    let mut reached = vec![false; n];
    let mut stack = vec![pnf.start];
    reached[pnf.start.0 as usize] = true;
    while let Some(s) = stack.pop() {
        for r in pnf.rule(s).map(refs).unwrap_or_default() {
            if !reached[r.0 as usize] {
                reached[r.0 as usize] = true;
                stack.push(r);
            }
        }
    }
    let productive = productive_symbols(pnf);
    for id in pnf.nonterminals() {
        let name = &pnf.symbol(id).name;
        if !reached[id.0 as usize] {
            errors.push(format!("`{name}` is unreachable from the start"));
        }
        if !productive[id.0 as usize] {
            errors.push(format!("`{name}` derives no finite string"));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Which symbols derive the empty string by their rules (ignoring `start_accepts_empty`).
pub(crate) fn nullable_symbols(pnf: &Pnf) -> Vec<bool> {
    fixpoint(pnf, false, |rule, v| match rule {
        PnfRule::Regular(alts) => alts.iter().any(|a| a.iter().all(|s| v[s.0 as usize])),
        PnfRule::Star(_) | PnfRule::Optional(_) => true,
        PnfRule::Plus(b) => v[b.0 as usize],
    })
}

/// Which symbols derive at least one finite token string.
fn productive_symbols(pnf: &Pnf) -> Vec<bool> {
    fixpoint(pnf, true, |rule, v| match rule {
        PnfRule::Regular(alts) => alts.iter().any(|a| a.iter().all(|s| v[s.0 as usize])),
        PnfRule::Star(_) | PnfRule::Optional(_) => true,
        PnfRule::Plus(b) => v[b.0 as usize],
    })
}

/// Least fixpoint of a monotone per-rule predicate; tokens start at `token_value`.
fn fixpoint(pnf: &Pnf, token_value: bool, step: impl Fn(&PnfRule, &[bool]) -> bool) -> Vec<bool> {
    let mut v = vec![false; pnf.symbols.len()];
    v[..pnf.num_tokens as usize].fill(token_value);
    loop {
        let mut changed = false;
        for id in pnf.nonterminals() {
            let i = id.0 as usize;
            if !v[i] && pnf.rule(id).is_some_and(|r| step(r, &v)) {
                v[i] = true;
                changed = true;
            }
        }
        if !changed {
            return v;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::{RuleId, TokenId};
    use crate::pnf::Symbol;

    fn token(i: u32, name: &str) -> Symbol {
        Symbol { name: name.into(), origin: Origin::Token(TokenId(i)), rule: None }
    }

    fn rule(name: &str, r: PnfRule) -> Symbol {
        Symbol { name: name.into(), origin: Origin::Rule(RuleId(0)), rule: Some(r) }
    }

    fn pnf(rules: Vec<Symbol>) -> Pnf {
        let mut symbols = vec![token(0, "EOF"), token(1, "a"), token(2, "b")];
        symbols.extend(rules);
        Pnf { name: "t".into(), symbols, num_tokens: 3, start: SymbolId(3), start_accepts_empty: false }
    }

    #[test]
    fn accepts_a_small_pnf() {
        let g = pnf(vec![
            rule("s", PnfRule::Regular(vec![vec![SymbolId(1), SymbolId(4)], vec![SymbolId(2)]])),
            rule("s_star", PnfRule::Star(SymbolId(2))),
        ]);
        assert_eq!(check_pnf(&g), Ok(()));
    }

    #[test]
    fn rejects_unit_rules_nullable_regular_and_nested_quantifiers() {
        let g = pnf(vec![
            rule("s", PnfRule::Regular(vec![vec![SymbolId(4), SymbolId(5)]])),
            rule("x", PnfRule::Regular(vec![vec![SymbolId(6)]])),
            rule("y", PnfRule::Star(SymbolId(6))),
            rule("z", PnfRule::Optional(SymbolId(1))),
        ]);
        let errors = check_pnf(&g).unwrap_err();
        let text = errors.join("\n");
        assert!(text.contains("`x` is a unit rule"), "{text}");
        assert!(text.contains("regular rule `s` derives the empty string"), "{text}");
        assert!(text.contains("regular rule `x` derives the empty string"), "{text}");
        assert!(text.contains("the body of `y` derives the empty string"), "{text}");
        assert!(text.contains("the body of `y` is itself a quantified rule"), "{text}");
    }

    #[test]
    fn rejects_unreachable_unproductive_and_duplicate_names() {
        let g = pnf(vec![
            rule("s", PnfRule::Regular(vec![vec![SymbolId(1), SymbolId(2)]])),
            rule("a", PnfRule::Regular(vec![vec![SymbolId(1), SymbolId(4)]])),
        ]);
        let text = check_pnf(&g).unwrap_err().join("\n");
        assert!(text.contains("`a` is unreachable"), "{text}");
        assert!(text.contains("`a` derives no finite string"), "{text}");
        assert!(text.contains("duplicate name `a`"), "{text}");
    }
}
