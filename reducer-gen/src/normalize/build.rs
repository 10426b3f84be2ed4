//! Final numbering and naming: the working grammar becomes a [`Pnf`]. Tokens keep
//! their ids, surviving user rules follow in grammar order, auxiliary rules follow in
//! creation order. Auxiliary names come from what they quantify (`stmt_star`,
//! `if_cond_plus`, `else_part_opt`) or from their rule (`args_group_1`).

use std::collections::{BTreeMap, BTreeSet};

use crate::cfg::Cfg;
use crate::pnf::{Origin, Pnf, PnfRule, Symbol, SymbolId};
use crate::syntax::Quantifier;

use super::work::{Body, Sym, Work};

/// Builds the output grammar.
pub(crate) fn build(work: &Work, cfg: &Cfg) -> Pnf {
    let live = work.live();
    let mut new_id: BTreeMap<Sym, u32> = BTreeMap::new();
    for t in 0..work.num_tokens {
        new_id.insert(t, t);
    }
    for (k, &s) in live.iter().enumerate() {
        new_id.insert(s, work.num_tokens + k as u32);
    }
    let names = names(work, cfg, &live);
    let map = |s: &Sym| SymbolId(new_id[s]);
    let mut symbols: Vec<Symbol> = cfg
        .tokens
        .iter()
        .enumerate()
        .map(|(i, t)| Symbol { name: t.name.clone(), origin: Origin::Token(crate::cfg::TokenId(i as u32)), rule: None })
        .collect();
    for &s in &live {
        let Some(nt) = work.nt(s) else { continue };
        let rule = match &nt.body {
            Body::Alts(alts) => PnfRule::Regular(alts.iter().map(|a| a.iter().map(map).collect()).collect()),
            Body::Quant(Quantifier::Star, b) => PnfRule::Star(map(b)),
            Body::Quant(Quantifier::Plus, b) => PnfRule::Plus(map(b)),
            Body::Quant(Quantifier::Optional, b) => PnfRule::Optional(map(b)),
        };
        let origin = match nt.user {
            Some(r) => Origin::Rule(r),
            None => Origin::Aux(nt.owner),
        };
        symbols.push(Symbol { name: names[&s].clone(), origin, rule: Some(rule) });
    }
    Pnf {
        name: cfg.name.clone(),
        symbols,
        num_tokens: work.num_tokens,
        start: map(&work.start),
        start_accepts_empty: work.start_accepts_empty,
    }
}

/// A token name usable inside an identifier: `ID` stays, `'if'` becomes `if`, and
/// punctuation gives `None`.
fn token_stem(name: &str) -> Option<String> {
    let stem = name.trim_matches('\'');
    let ok = !stem.is_empty()
        && stem.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !stem.starts_with(|c: char| c.is_ascii_digit());
    ok.then(|| stem.to_string())
}

/// Unique names for every live nonterminal.
fn names(work: &Work, cfg: &Cfg, live: &[Sym]) -> BTreeMap<Sym, String> {
    let mut taken: BTreeSet<String> = cfg.tokens.iter().map(|t| t.name.clone()).collect();
    taken.extend(cfg.rules.iter().map(|r| r.name.clone()));
    let mut names = BTreeMap::new();
    for &s in live {
        if let Some(r) = work.nt(s).and_then(|n| n.user) {
            names.insert(s, cfg.rule(r).name.clone());
        }
    }
    // Groups first: quantifier names are built from their body's name.
    let mut group_counter: BTreeMap<u32, usize> = BTreeMap::new();
    for &s in live {
        let Some(nt) = work.nt(s) else { continue };
        if nt.user.is_some() || !matches!(nt.body, Body::Alts(_)) {
            continue;
        }
        let owner = &cfg.rule(nt.owner).name;
        let counter = group_counter.entry(nt.owner.0).or_insert(0);
        let name = loop {
            *counter += 1;
            let candidate = format!("{owner}_group_{counter}");
            if !taken.contains(&candidate) {
                break candidate;
            }
        };
        taken.insert(name.clone());
        names.insert(s, name);
    }
    for &s in live {
        let Some(nt) = work.nt(s) else { continue };
        let Body::Quant(q, body) = nt.body else { continue };
        if nt.user.is_some() {
            continue;
        }
        let stem = if work.is_token(body) {
            token_stem(&cfg.tokens[body as usize].name).unwrap_or_else(|| cfg.rule(nt.owner).name.clone())
        } else {
            names.get(&body).cloned().unwrap_or_else(|| cfg.rule(nt.owner).name.clone())
        };
        let suffix = match q {
            Quantifier::Star => "star",
            Quantifier::Plus => "plus",
            Quantifier::Optional => "opt",
        };
        let base = format!("{stem}_{suffix}");
        let mut name = base.clone();
        let mut k = 1;
        while taken.contains(&name) {
            k += 1;
            name = format!("{base}_{k}");
        }
        taken.insert(name.clone());
        names.insert(s, name);
    }
    names
}
