//! The text report of `reducer-gen inspect`: what the reducer will do with a grammar.

use std::fmt::Write;

use crate::analyze::Shape;
use crate::cfg::TokenOrigin;
use crate::lexgen::{self, LexGenOptions};
use crate::minimal;
use crate::pipeline::Compiled;
use crate::pnf::SymbolId;

/// Renders warnings, tokens, lexer modes, the PNF grammar, shapes, the subsume
/// relation and the minimal sentences as plain text.
pub fn report(c: &Compiled) -> String {
    let mut out = String::new();
    let cfg = &c.resolved.cfg;
    let lexer = &c.resolved.lexer;
    let pnf = &c.pnf;
    let files: Vec<String> = c.sources.files().iter().map(|f| f.path.display().to_string()).collect();
    let _ = writeln!(out, "grammar {} ({})", cfg.name, files.join(", "));
    let _ = writeln!(
        out,
        "{} parser rules, {} tokens, {} lexer rules, {} modes; PNF: {} symbols ({} nonterminals)",
        cfg.rules.len(),
        cfg.tokens.len(),
        lexer.rules.len(),
        lexer.modes.len(),
        pnf.symbols.len(),
        pnf.symbols.len() - pnf.num_tokens as usize
    );
    let _ = writeln!(out, "{}", c.resolved.start_note());
    if !c.warnings.items.is_empty() {
        let _ = writeln!(out, "\n== diagnostics\n{}", c.render_warnings());
    }

    let _ = writeln!(out, "\n== tokens (id name: lexer rule, mode, channel)");
    for (i, tok) in cfg.tokens.iter().enumerate() {
        let detail = match &tok.origin {
            TokenOrigin::Eof => "end of input".to_string(),
            TokenOrigin::Declared => "declared in tokens { }".to_string(),
            TokenOrigin::Lexer(id) => {
                let rule = lexer.rule(*id);
                let mut d = format!(
                    "{}{}, mode {}",
                    if rule.implicit { "implicit literal" } else { "rule" },
                    if rule.implicit { String::new() } else { format!(" {}", rule.name) },
                    lexer.modes[rule.mode as usize]
                );
                if rule.actions.skip {
                    d.push_str(", skip");
                } else if rule.actions.more {
                    d.push_str(", more");
                } else if let Some(ch) = lexer.channels.get(rule.actions.channel as usize) {
                    if rule.actions.channel != 0 {
                        d.push_str(&format!(", channel {ch}"));
                    }
                }
                d
            }
        };
        let _ = writeln!(out, "{i:>4} {}: {detail}", tok.name);
    }

    let _ = writeln!(out, "\n== Perses Normal Form (start <{}>)", pnf.symbol(pnf.start).name);
    out.push_str(&pnf.display());

    let _ = writeln!(out, "\n== shapes");
    for id in pnf.nonterminals() {
        let shape = match c.analysis.shape(id) {
            Shape::Token => "token",
            Shape::Regular => "regular",
            Shape::Star => "star (*)",
            Shape::Plus => "plus (+)",
            Shape::Optional => "optional (?)",
        };
        let _ = writeln!(out, "<{}>: {shape}", pnf.symbol(id).name);
    }

    let _ = writeln!(out, "\n== subsume relation (A =>* B: a B node may replace an A node)");
    for a in pnf.nonterminals() {
        let replacements: Vec<String> = (0..pnf.symbols.len() as u32)
            .map(SymbolId)
            .filter(|&b| b != a && c.analysis.subsumes(a, b))
            .map(|b| if pnf.is_token(b) { pnf.symbol(b).name.clone() } else { format!("<{}>", pnf.symbol(b).name) })
            .collect();
        if !replacements.is_empty() {
            let _ = writeln!(out, "<{}> =>* {}", pnf.symbol(a).name, replacements.join(" "));
        }
    }

    // The minimal sentences need the lexer DFA; a lexer the generator cannot build is
    // reported by `generate`, so here the section is just left out.
    if let Ok(lexer) = lexgen::build_lexer(lexer, &LexGenOptions::default()) {
        let sentences = minimal::minimal_sentences(&minimal::Grammar::of(c), &lexer);
        let _ = writeln!(out, "\n== minimal sentences (what the substitution pass puts in a node's place)");
        for id in pnf.nonterminals() {
            let text = match sentences.get(id.0 as usize) {
                Some(Some((_, 0))) => "(empty)".to_string(),
                Some(Some((text, n))) => format!("{} ({n} tokens)", String::from_utf8_lossy(text)),
                _ => "none".to_string(),
            };
            let _ = writeln!(out, "<{}>: {text}", pnf.symbol(id).name);
        }
    }

    if !c.resolved.hooks.is_empty() {
        let _ = writeln!(out, "\n== actions and predicates");
        for h in &c.resolved.hooks {
            let kind = if h.is_predicate { "predicate" } else { "action" };
            let status = if h.bound { "bound" } else { "ignored" };
            let _ = writeln!(out, "{} in `{}` ({status}): {{{}}}", kind, h.rule, h.code.trim());
        }
    }
    out
}
