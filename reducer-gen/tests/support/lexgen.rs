//! Shared helpers for the lexgen tests: a small builder for hand-made `LexerSpec`s and
//! the owned-to-borrowed view of generated tables for the runtime lexer.
#![allow(dead_code)]

use reducer_gen::cfg::{LexActions, LexNode, LexRule, LexRuleId, LexerSpec, TokenId};
use reducer_gen::diag::{FileId, Span};
use reducer_gen::lexgen::{self, LexGenOptions, LexerTables};
use reducer_gen::syntax::{CharSet, Quantifier};
use reducer_runtime::lexer as rt;
use reducer_runtime::tokens::{TokenStream, SKIPPED};

/// A rule body whose references are still names.
#[derive(Clone, Debug)]
pub enum B {
    Alt(Vec<B>),
    Seq(Vec<B>),
    Lit(String),
    Set(CharSet),
    Ref(String),
    Quant(Box<B>, Quantifier, bool),
}

pub fn lit(s: &str) -> B {
    B::Lit(s.to_string())
}
pub fn seq(xs: Vec<B>) -> B {
    B::Seq(xs)
}
pub fn alt(xs: Vec<B>) -> B {
    B::Alt(xs)
}
pub fn r(name: &str) -> B {
    B::Ref(name.to_string())
}
/// `[...]` from pairs of inclusive character ranges.
pub fn set(ranges: &[(char, char)]) -> B {
    B::Set(CharSet::from_ranges(ranges.iter().map(|&(a, b)| (a as u32, b as u32)).collect()))
}
/// `~[...]`.
pub fn not(ranges: &[(char, char)]) -> B {
    B::Set(CharSet::from_ranges(ranges.iter().map(|&(a, b)| (a as u32, b as u32)).collect()).complement())
}
/// `.`
pub fn any() -> B {
    B::Set(CharSet::from_ranges(vec![(0, 0x10FFFF)]))
}
pub fn star(b: B) -> B {
    B::Quant(Box::new(b), Quantifier::Star, true)
}
pub fn plus(b: B) -> B {
    B::Quant(Box::new(b), Quantifier::Plus, true)
}
pub fn opt(b: B) -> B {
    B::Quant(Box::new(b), Quantifier::Optional, true)
}
pub fn lazy_star(b: B) -> B {
    B::Quant(Box::new(b), Quantifier::Star, false)
}
pub fn lazy_plus(b: B) -> B {
    B::Quant(Box::new(b), Quantifier::Plus, false)
}

/// Builds a `LexerSpec` rule by rule; token ids are given in definition order from 1.
#[derive(Default)]
pub struct Spec {
    pub modes: Vec<String>,
    pub channels: Vec<String>,
    rules: Vec<(String, bool, u32, B, LexActions, bool)>,
    /// Token names, index is the token id (0 is EOF).
    pub token_names: Vec<String>,
    mode: u32,
}

impl Spec {
    pub fn new() -> Spec {
        Spec {
            modes: vec!["DEFAULT_MODE".into()],
            channels: vec!["DEFAULT_TOKEN_CHANNEL".into(), "HIDDEN".into()],
            token_names: vec!["EOF".into()],
            ..Spec::default()
        }
    }

    /// Starts a new mode section; later rules belong to it.
    pub fn mode(mut self, name: &str) -> Spec {
        self.modes.push(name.into());
        self.mode = (self.modes.len() - 1) as u32;
        self
    }

    pub fn mode_id(&self, name: &str) -> u32 {
        self.modes.iter().position(|m| m == name).expect("mode") as u32
    }

    /// A declared token without a rule (for `type(T)`); returns its id.
    pub fn declare(&mut self, name: &str) -> TokenId {
        self.token_names.push(name.into());
        TokenId((self.token_names.len() - 1) as u32)
    }

    pub fn token(self, name: &str, body: B) -> Spec {
        self.rule(name, body, LexActions::default())
    }

    /// An implicit literal rule (as `resolve` makes for parser literals).
    pub fn implicit(mut self, text: &str) -> Spec {
        let name = format!("'{text}'");
        self.rules.push((name, false, self.mode, lit(text), LexActions::default(), true));
        self
    }

    pub fn fragment(mut self, name: &str, body: B) -> Spec {
        self.rules.push((name.into(), true, self.mode, body, LexActions::default(), false));
        self
    }

    pub fn rule(mut self, name: &str, body: B, actions: LexActions) -> Spec {
        self.rules.push((name.into(), false, self.mode, body, actions, false));
        self
    }

    pub fn skip(self, name: &str, body: B) -> Spec {
        self.rule(name, body, LexActions { skip: true, ..LexActions::default() })
    }

    pub fn hidden(self, name: &str, body: B) -> Spec {
        self.rule(name, body, LexActions { channel: 1, ..LexActions::default() })
    }

    pub fn build(&self) -> LexerSpec {
        let mut spec = LexerSpec { modes: self.modes.clone(), channels: self.channels.clone(), rules: Vec::new() };
        let span = Span::new(FileId(0), 0, 0);
        let names: Vec<&String> = self.rules.iter().map(|r| &r.0).collect();
        let mut next_token = self.token_names.len() as u32;
        for (name, frag, mode, body, actions, implicit) in &self.rules {
            let token = if *frag || actions.skip {
                None
            } else {
                next_token += 1;
                Some(TokenId(next_token - 1))
            };
            spec.rules.push(LexRule {
                name: name.clone(),
                is_fragment: *frag,
                implicit: *implicit,
                mode: *mode,
                body: convert(body, &names),
                actions: actions.clone(),
                token,
                span,
            });
        }
        spec
    }

    /// Token names by id: declared ones, then one per token rule.
    pub fn names(&self) -> Vec<String> {
        let mut out = self.token_names.clone();
        for (name, frag, _, _, actions, _) in &self.rules {
            if !*frag && !actions.skip {
                out.push(name.clone());
            }
        }
        out
    }

    pub fn kind(&self, name: &str) -> u16 {
        self.names().iter().position(|n| n == name).unwrap_or_else(|| panic!("no token {name}")) as u16
    }

    pub fn tables(&self) -> LexerTables {
        self.tables_with(&LexGenOptions::default())
    }

    pub fn tables_with(&self, options: &LexGenOptions) -> LexerTables {
        match lexgen::build_lexer(&self.build(), options) {
            Ok(t) => t,
            Err(d) => panic!("lexgen failed: {:?}", d.items.iter().map(|d| &d.message).collect::<Vec<_>>()),
        }
    }
}

fn convert(b: &B, names: &[&String]) -> LexNode {
    match b {
        B::Alt(xs) => LexNode::Alt(xs.iter().map(|x| convert(x, names)).collect()),
        B::Seq(xs) => LexNode::Seq(xs.iter().map(|x| convert(x, names)).collect()),
        B::Lit(s) => LexNode::Literal(s.clone()),
        B::Set(s) => LexNode::Set(s.clone()),
        B::Ref(n) => {
            LexNode::Ref(LexRuleId(names.iter().position(|m| *m == n).unwrap_or_else(|| panic!("no rule {n}")) as u32))
        }
        B::Quant(x, q, g) => LexNode::Quant { node: Box::new(convert(x, names)), quantifier: *q, greedy: *g },
    }
}

/// Runs `f` with the runtime's borrowed view of `t`.
pub fn with_view<R>(t: &LexerTables, f: impl FnOnce(&rt::LexerTables) -> R) -> R {
    with_view_hooks(t, rt::LexHooks::NONE, f)
}

/// [`with_view`] with hooks bound.
pub fn with_view_hooks<R>(t: &LexerTables, hooks: rt::LexHooks, f: impl FnOnce(&rt::LexerTables) -> R) -> R {
    with_view_named(t, &[], hooks, f)
}

/// [`with_view_hooks`] with the symbol names hooks look token kinds up in.
pub fn with_view_named<R>(
    t: &LexerTables,
    token_names: &[&str],
    hooks: rt::LexHooks,
    f: impl FnOnce(&rt::LexerTables) -> R,
) -> R {
    let rules: Vec<rt::RuleInfo> = t
        .rules
        .iter()
        .map(|r| rt::RuleInfo {
            name: &r.name,
            is_fragment: r.is_fragment,
            mode: r.mode,
            token: r.token,
            channel: r.channel,
            skip: r.skip,
            more: r.more,
            set_mode: r.set_mode,
            push_mode: r.push_mode,
            pop_mode: r.pop_mode,
            tree: r.tree,
            fallback: r.fallback,
        })
        .collect();
    let modes: Vec<rt::ModeTables> = t
        .modes
        .iter()
        .map(|m| rt::ModeTables {
            name: &m.name,
            byte_class: &m.byte_class,
            num_classes: m.num_classes,
            start: m.start,
            row_of: &m.row_of,
            rows: &m.rows,
            accept: &m.accept,
            fallback_rules: &m.fallback_rules,
            empty_rule: m.empty_rule,
            eof_rule: m.eof_rule,
            eof_class: m.eof_class,
        })
        .collect();
    let nodes: Vec<rt::LexTreeNode> = t
        .tree
        .nodes
        .iter()
        .map(|n| match *n {
            lexgen::LexTreeNode::Alt { first, len } => rt::LexTreeNode::Alt { first, len },
            lexgen::LexTreeNode::Seq { first, len } => rt::LexTreeNode::Seq { first, len },
            lexgen::LexTreeNode::Literal { first, len } => rt::LexTreeNode::Literal { first, len },
            lexgen::LexTreeNode::Set { first, len, high_bytes } => rt::LexTreeNode::Set { first, len, high_bytes },
            lexgen::LexTreeNode::Ref(r) => rt::LexTreeNode::Ref(r),
            lexgen::LexTreeNode::Eof => rt::LexTreeNode::Eof,
            lexgen::LexTreeNode::Quant { child, quantifier, greedy } => rt::LexTreeNode::Quant {
                child,
                quantifier: match quantifier {
                    Quantifier::Optional => rt::Quantifier::Optional,
                    Quantifier::Star => rt::Quantifier::Star,
                    Quantifier::Plus => rt::Quantifier::Plus,
                },
                greedy,
            },
        })
        .collect();
    let view = rt::LexerTables {
        token_names,
        modes: &modes,
        rules: &rules,
        tree: rt::LexTree { nodes: &nodes, children: &t.tree.children, text: &t.tree.text, ranges: &t.tree.ranges },
        hooks,
    };
    f(&view)
}

/// Lexes and renders every record as `NAME:text` (`~` for skipped, `NAME@ch` off channel 0).
pub fn show(spec: &Spec, t: &LexerTables, src: &[u8]) -> Result<Vec<String>, rt::LexError> {
    let names = spec.names();
    with_view(t, |v| rt::lex(v, src)).map(|s| render(&names, &s, src))
}

pub fn render(names: &[String], s: &TokenStream, src: &[u8]) -> Vec<String> {
    s.tokens
        .iter()
        .map(|tok| {
            let text = String::from_utf8_lossy(tok.text(src));
            if tok.kind == SKIPPED {
                format!("~{text}")
            } else if tok.channel != 0 {
                format!("{}@{}:{text}", names[tok.kind as usize], tok.channel)
            } else {
                format!("{}:{text}", names[tok.kind as usize])
            }
        })
        .collect()
}
