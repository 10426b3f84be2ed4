//! Interpreted mode: the tables a generated reducer embeds as `static`s, built in memory
//! from a grammar read at run time and borrowed as the same [`GrammarTables`].
//!
//! Nothing here is a second implementation: the arrays come from the generator
//! ([`reducer_gen::flat::grammar_arrays`], the lexer and parser tables of
//! [`Generated`]), the very values `emit.rs` writes as text, and the runtime code that
//! reads them (lexer, GLR parser, reducer, command line) is the code a generated
//! reducer runs: it takes the tables as a value, whoever owns them.
//! `reducer-cli/tests/interp_same_as_generated.rs` compares the two field by field.
//!
//! Two steps, because `GrammarTables` is a tree of borrows (names, modes and lexer rules
//! are slices of values that borrow again): [`OwnedTables`] owns every array (no
//! lifetime, so it can be shared with a thread that outlives the caller, as
//! `check::check_file` does), and [`TableRefs`], borrowed from it, holds the few small
//! arrays of references; [`TableRefs::tables`] is the `GrammarTables<'_>` the runtime
//! takes:
//!
//! ```text
//! let owned = OwnedTables::new(&loaded.generated);
//! let refs = owned.refs();
//! reducer_cli::run(&refs.tables(), &args)
//! ```

use reducer_gen::analyze::Shape as GenShape;
use reducer_gen::lexgen::{self, LexTreeNode as GenNode};
use reducer_gen::lrgen;
use reducer_gen::syntax::Quantifier as GenQuantifier;
use reducer_gen::{flat, Generated};
use reducer_runtime::hooks::{by_path, Builtin};
use reducer_runtime::language::{GrammarTables, Hooks, Shape, TokenSource};
use reducer_runtime::lexer::{
    LexAction, LexHooks, LexPredicate, LexTree, LexTreeNode, LexerTables, ModeTables, Quantifier, RuleInfo,
};
use reducer_runtime::parser::ParseTables;

/// The runtime tables of a generated grammar, owned: every array a
/// [`GrammarTables`] borrows, in the runtime's types.
///
/// The built-in hooks the generator chose for the grammar (`superClass` and member
/// names) are bound through `reducer_runtime::hooks::by_path`, as generated code names
/// them by path; hooks that need the user's own functions cannot run here (the grammar
/// only loads with them when `--ignore-actions` turned them into warnings).
#[derive(Debug)]
pub struct OwnedTables {
    /// Names, alternatives, subsume matrix, literals, minimal sentences.
    arrays: flat::GrammarArrays,
    /// `arrays.shapes` in the runtime's type.
    shapes: Vec<Shape>,
    /// The DFAs, lexer rules and lex trees as the generator built them.
    lexer: lexgen::LexerTables,
    /// `lexer.tree.nodes` in the runtime's type.
    lex_nodes: Vec<LexTreeNode>,
    parser: lrgen::ParseTables,
    predicates: Vec<(u32, LexPredicate)>,
    actions: Vec<(u32, LexAction)>,
    after_token: Option<LexAction>,
    token_source: Option<TokenSource>,
}

/// The arrays of references a [`GrammarTables`] points through, borrowed from an
/// [`OwnedTables`] (building them is one pass over the symbols, modes and lexer rules).
#[derive(Debug)]
pub struct TableRefs<'o> {
    owned: &'o OwnedTables,
    symbol_names: Vec<&'o str>,
    token_literals: Vec<Option<&'o str>>,
    minimal_sentences: Vec<Option<(&'o [u8], u32)>>,
    modes: Vec<ModeTables<'o>>,
    rules: Vec<RuleInfo<'o>>,
}

impl OwnedTables {
    /// The tables of `g`, copied out of it (`g` can be dropped).
    pub fn new(g: &Generated) -> OwnedTables {
        let arrays = flat::grammar_arrays(g);
        let shapes = arrays
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
        let lex_nodes = g.lexer.tree.nodes.iter().map(lex_node).collect();
        let (predicates, actions, after_token, token_source) = builtin_hooks(g);
        OwnedTables {
            arrays,
            shapes,
            lexer: g.lexer.clone(),
            lex_nodes,
            parser: g.parser.clone(),
            predicates,
            actions,
            after_token,
            token_source,
        }
    }

    /// The references [`TableRefs::tables`] borrows.
    pub fn refs(&self) -> TableRefs<'_> {
        let a = &self.arrays;
        TableRefs {
            owned: self,
            symbol_names: a.symbol_names.iter().map(String::as_str).collect(),
            token_literals: a.token_literals.iter().map(Option::as_deref).collect(),
            minimal_sentences: a.minimal_sentences.iter().map(|m| m.as_ref().map(|(t, n)| (&t[..], *n))).collect(),
            modes: self.lexer.modes.iter().map(mode_tables).collect(),
            rules: self.lexer.rules.iter().map(rule_info).collect(),
        }
    }
}

impl TableRefs<'_> {
    /// The grammar as the runtime takes it.
    pub fn tables(&self) -> GrammarTables<'_> {
        let o = self.owned;
        let a = &o.arrays;
        GrammarTables {
            name: &a.name,
            symbol_names: &self.symbol_names,
            num_tokens: a.num_tokens,
            start: a.start,
            start_accepts_empty: a.start_accepts_empty,
            shapes: &o.shapes,
            sym_alts: &a.sym_alts,
            alt_offsets: &a.alt_offsets,
            alt_symbols: &a.alt_symbols,
            quant_body: &a.quant_body,
            nullable: &a.nullable,
            subsume_words: a.subsume_words,
            subsume: &a.subsume,
            token_literals: &self.token_literals,
            minimal_sentences: &self.minimal_sentences,
            lexer: LexerTables {
                token_names: &self.symbol_names,
                modes: &self.modes,
                rules: &self.rules,
                tree: LexTree {
                    nodes: &o.lex_nodes,
                    children: &o.lexer.tree.children,
                    text: &o.lexer.tree.text,
                    ranges: &o.lexer.tree.ranges,
                },
                hooks: LexHooks { predicates: &o.predicates, actions: &o.actions, after_token: o.after_token },
            },
            parser: parse_tables(&o.parser),
            hooks: Hooks { preprocess: None, token_source: o.token_source },
        }
    }
}

/// The lexer hooks, per-match hook and token source of the generator's built-in choices.
#[allow(clippy::type_complexity)]
fn builtin_hooks(
    g: &Generated,
) -> (Vec<(u32, LexPredicate)>, Vec<(u32, LexAction)>, Option<LexAction>, Option<TokenSource>) {
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
    (predicates, actions, after_token, token_source)
}

fn mode_tables(m: &lexgen::ModeTables) -> ModeTables<'_> {
    ModeTables {
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
    }
}

fn rule_info(r: &lexgen::RuleInfo) -> RuleInfo<'_> {
    RuleInfo {
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
    }
}

fn lex_node(n: &GenNode) -> LexTreeNode {
    match *n {
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
    }
}

fn parse_tables(p: &lrgen::ParseTables) -> ParseTables<'_> {
    ParseTables {
        num_states: p.num_states,
        num_tokens: p.num_tokens,
        num_symbols: p.num_symbols,
        start_symbol: p.start_symbol,
        action_base: &p.packed_actions.base,
        action_check: &p.packed_actions.check,
        action_values: &p.packed_actions.value,
        conflict_actions: &p.conflict_actions,
        goto_base: &p.packed_gotos.base,
        goto_check: &p.packed_gotos.check,
        goto_targets: &p.packed_gotos.value,
        prod_lhs: &p.prod_lhs,
        prod_node: &p.prod_node,
        prod_len: &p.prod_len,
        prod_alt: &p.prod_alt,
        prod_kind: &p.prod_kind,
        insert_index: &p.insert_index,
        inserts: &p.inserts,
        wrap_index: &p.wrap_index,
        wraps: &p.wraps,
    }
}
