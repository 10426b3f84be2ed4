//! Interpreted mode: the tables a generated reducer embeds as `static`s, built in memory
//! and leaked to `'static`, behind a [`Language`] whose tables are chosen at run time.
//!
//! Nothing here is a second implementation: the arrays come from the generator
//! ([`reducer_gen::flat::grammar_arrays`], the lexer and parser tables of
//! [`Generated`]), the very values `emit.rs` writes as text, and the runtime code that
//! reads them (lexer, GLR parser, reducer, command line) is the code a generated
//! reducer runs. `tests/interp_same_as_generated.rs` compares the two field by field.

use std::sync::atomic::{AtomicPtr, Ordering};

use reducer_gen::analyse::Shape as GenShape;
use reducer_gen::lexgen::{self, LexTreeNode as GenNode};
use reducer_gen::syntax::Quantifier as GenQuantifier;
use reducer_gen::{flat, Generated};
use reducer_runtime::hooks::{by_path, Builtin};
use reducer_runtime::language::{GrammarTables, Hooks, Language, Shape, TokenSource};
use reducer_runtime::lexer::{
    LexAction, LexHooks, LexPredicate, LexTree, LexTreeNode, LexerTables, ModeTables, Quantifier, RuleInfo,
};
use reducer_runtime::parser::ParseTables;

/// Moves a vector to the heap for the rest of the process.
fn leak<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

fn leak_str(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

/// The runtime tables of a generated grammar, leaked: a process loads one grammar (or
/// a few, in the benchmark), so the memory is never worth giving back.
///
/// The built-in hooks the generator chose for the grammar (`superClass` and member
/// names) are bound through `reducer_runtime::hooks::by_path`, as generated code names
/// them by path; hooks that need the user's own functions cannot run here (the grammar
/// only loads with them when `--ignore-actions` turned them into warnings).
pub fn leak_tables(g: &Generated) -> &'static GrammarTables<'static> {
    let a = flat::grammar_arrays(g);
    let symbol_names: &'static [&'static str] = leak(a.symbol_names.iter().map(|n| leak_str(n)).collect());
    let (lex_hooks, token_source) = builtin_hooks(g);
    let shapes = a
        .shapes
        .iter()
        .map(|s| match s {
            GenShape::Token => Shape::Token,
            GenShape::Regular => Shape::Regular,
            GenShape::Star => Shape::Star,
            GenShape::Plus => Shape::Plus,
            GenShape::Optional => Shape::Optional,
        })
        .collect();
    let tables = GrammarTables {
        name: leak_str(&a.name),
        symbol_names,
        num_tokens: a.num_tokens,
        start: a.start,
        start_accepts_empty: a.start_accepts_empty,
        shapes: leak(shapes),
        sym_alts: leak(a.sym_alts),
        alt_offsets: leak(a.alt_offsets),
        alt_symbols: leak(a.alt_symbols),
        quant_body: leak(a.quant_body),
        nullable: leak(a.nullable),
        subsume_words: a.subsume_words,
        subsume: leak(a.subsume),
        token_literals: leak(a.token_literals.iter().map(|l| l.as_deref().map(leak_str)).collect()),
        minimal_sentences: leak(a.minimal_sentences.into_iter().map(|m| m.map(|(text, n)| (leak(text), n))).collect()),
        lexer: lexer_tables(&g.lexer, symbol_names, lex_hooks),
        parser: parse_tables(&g.parser),
        hooks: Hooks { preprocess: None, token_source },
    };
    Box::leak(Box::new(tables))
}

/// The lexer hooks and token source of the generator's built-in choices.
fn builtin_hooks(g: &Generated) -> (LexHooks<'static>, Option<TokenSource>) {
    let builtin = &g.compiled.builtin_hooks;
    let find = |name: &String| builtin.hooks.get(name).and_then(|p| by_path(p));
    let mut predicates: Vec<(u32, LexPredicate)> = Vec::new();
    let mut actions: Vec<(u32, LexAction)> = Vec::new();
    for (i, r) in g.lexer.rules.iter().enumerate() {
        for name in &r.predicates {
            if let Some(Builtin::Predicate(f)) = find(name) {
                predicates.push((i as u32, f));
            }
        }
        for name in &r.actions {
            if let Some(Builtin::Action(f)) = find(name) {
                actions.push((i as u32, f));
            }
        }
    }
    let after_token = builtin.after_token.as_ref().and_then(|p| match by_path(p) {
        Some(Builtin::Action(f)) => Some(f),
        _ => None,
    });
    let token_source = builtin.token_source.as_ref().and_then(|p| match by_path(p) {
        Some(Builtin::TokenSource(f)) => Some(f),
        _ => None,
    });
    let hooks = if predicates.is_empty() && actions.is_empty() && after_token.is_none() {
        LexHooks::NONE
    } else {
        LexHooks { predicates: leak(predicates), actions: leak(actions), after_token }
    };
    (hooks, token_source)
}

fn lexer_tables(
    lx: &lexgen::LexerTables,
    token_names: &'static [&'static str],
    hooks: LexHooks<'static>,
) -> LexerTables<'static> {
    let modes = lx
        .modes
        .iter()
        .map(|m| ModeTables {
            name: leak_str(&m.name),
            byte_class: Box::leak(Box::new(m.byte_class)),
            num_classes: m.num_classes,
            start: m.start,
            row_of: leak(m.row_of.clone()),
            rows: leak(m.rows.clone()),
            accept: leak(m.accept.clone()),
            fallback_rules: leak(m.fallback_rules.clone()),
            empty_rule: m.empty_rule,
            eof_rule: m.eof_rule,
            eof_class: m.eof_class,
        })
        .collect();
    let rules = lx
        .rules
        .iter()
        .map(|r| RuleInfo {
            name: leak_str(&r.name),
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
    let nodes = lx
        .tree
        .nodes
        .iter()
        .map(|n| match *n {
            GenNode::Alt { first, len } => LexTreeNode::Alt { first, len },
            GenNode::Seq { first, len } => LexTreeNode::Seq { first, len },
            GenNode::Literal { first, len } => LexTreeNode::Literal { first, len },
            GenNode::Set { first, len, high_bytes } => LexTreeNode::Set { first, len, high_bytes },
            GenNode::Ref(r) => LexTreeNode::Ref(r),
            GenNode::Eof => LexTreeNode::Eof,
            GenNode::Quant { child, quantifier, greedy } => LexTreeNode::Quant {
                child,
                quantifier: match quantifier {
                    GenQuantifier::Optional => Quantifier::Optional,
                    GenQuantifier::Star => Quantifier::Star,
                    GenQuantifier::Plus => Quantifier::Plus,
                },
                greedy,
            },
        })
        .collect();
    LexerTables {
        token_names,
        modes: leak(modes),
        rules: leak(rules),
        tree: LexTree {
            nodes: leak(nodes),
            children: leak(lx.tree.children.clone()),
            text: leak(lx.tree.text.clone()),
            ranges: leak(lx.tree.ranges.clone()),
        },
        hooks,
    }
}

fn parse_tables(p: &reducer_gen::lrgen::ParseTables) -> ParseTables<'static> {
    ParseTables {
        num_states: p.num_states,
        num_tokens: p.num_tokens,
        num_symbols: p.num_symbols,
        start_symbol: p.start_symbol,
        action_base: leak(p.packed_actions.base.clone()),
        action_check: leak(p.packed_actions.check.clone()),
        action_values: leak(p.packed_actions.value.clone()),
        conflict_actions: leak(p.conflict_actions.clone()),
        goto_base: leak(p.packed_gotos.base.clone()),
        goto_check: leak(p.packed_gotos.check.clone()),
        goto_targets: leak(p.packed_gotos.value.clone()),
        prod_lhs: leak(p.prod_lhs.clone()),
        prod_node: leak(p.prod_node.clone()),
        prod_len: leak(p.prod_len.clone()),
        prod_alt: leak(p.prod_alt.clone()),
        prod_kind: leak(p.prod_kind.clone()),
        insert_index: leak(p.insert_index.clone()),
        inserts: leak(p.inserts.clone()),
        wrap_index: leak(p.wrap_index.clone()),
        wraps: leak(p.wraps.clone()),
    }
}

/// The tables [`Interpreted`] hands out (null until [`Interpreted::install`]).
static CURRENT: AtomicPtr<GrammarTables<'static>> = AtomicPtr::new(std::ptr::null_mut());

/// The language of a grammar loaded at run time: `crate::reduce_cmd::run::<Interpreted>`
/// is the generated reducer's command line over the installed tables.
pub struct Interpreted;

impl Interpreted {
    /// Makes `tables` the grammar of [`Interpreted`] for the whole process. Install before
    /// reducing, and not again while a reduction runs (its threads read the tables).
    pub fn install(tables: &'static GrammarTables<'static>) {
        CURRENT.store(tables as *const GrammarTables<'static> as *mut GrammarTables<'static>, Ordering::Release);
    }
}

impl Language for Interpreted {
    /// Symbol ids: there is no generated enum.
    type Kind = u16;
    const NAME: &'static str = "interpreted";

    fn tables() -> &'static GrammarTables<'static> {
        let p = CURRENT.load(Ordering::Acquire);
        assert!(!p.is_null(), "Interpreted::tables called before Interpreted::install");
        // SAFETY: every stored pointer comes from a `&'static GrammarTables` (leaked, never
        // freed) and the tables are never written through it.
        unsafe { &*p }
    }

    fn kind(id: u16) -> u16 {
        id
    }
}
