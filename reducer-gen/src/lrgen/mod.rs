//! LALR(1) parse tables for the runtime's GLR parser.
//!
//! The PNF grammar is viewed as BNF ([`bnf`]): `A ::= B*` becomes `A -> ε | A B`,
//! `A ::= B+` becomes `A -> B | A B`, `A ::= B?` becomes `A -> ε | B`, and each
//! alternative of a `Regular` rule is one production. Over it we build the LR(0)
//! automaton ([`lr0`]) and LALR(1) lookaheads ([`lalr`]). Conflicts are kept, not
//! resolved: a table cell may hold several actions, and the runtime's GLR driver forks on
//! them. The result, [`ParseTables`], is plain data (vectors of integers) that the emitter
//! can write out as `static` arrays and the runtime reads through a borrowed view; the
//! action and goto rows are emitted packed ([`pack`]) for constant-time lookups.
//!
//! Action encoding (shared with `reducer_runtime::parser`): the top three bits of a `u32`
//! are the tag ([`ACTION_SHIFT`], [`ACTION_REDUCE`], [`ACTION_ACCEPT`], [`ACTION_MULTI`]),
//! the low 29 bits the payload (target state, production index, or for `MULTI` the
//! offset in [`ParseTables::conflict_actions`] of a count followed by that many actions).

pub mod bnf;
pub mod lalr;
pub mod lr0;
pub mod pack;

pub use bnf::{Bnf, ProdKind, Production, EMPTY_ALT};

use crate::pnf::Pnf;
use std::fmt;

/// Tag of a shift action; payload: the target state.
pub const ACTION_SHIFT: u32 = 1 << 29;
/// Tag of a reduce action; payload: the production index.
pub const ACTION_REDUCE: u32 = 2 << 29;
/// The accept action (on EOF in the state reached by the start symbol from state 0).
pub const ACTION_ACCEPT: u32 = 3 << 29;
/// Tag of a conflict cell; payload: offset of `[count, action...]` in `conflict_actions`.
pub const ACTION_MULTI: u32 = 4 << 29;
/// Mask of the payload bits.
pub const ACTION_PAYLOAD: u32 = (1 << 29) - 1;
/// Mask of the tag bits.
pub const ACTION_TAG: u32 = !ACTION_PAYLOAD;

/// A grammar the table builder cannot handle (malformed PNF or over the size limits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LrGenError(pub String);

impl fmt::Display for LrGenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LrGenError {}

/// Size and conflict counts, for reports and tests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableStats {
    pub states: u32,
    pub productions: u32,
    /// States with at least one cell holding several actions.
    pub conflict_states: u32,
    /// Cells holding a shift and at least one reduce.
    pub shift_reduce: u32,
    /// Cells holding several reduces (and no shift).
    pub reduce_reduce: u32,
    pub action_entries: u32,
    pub goto_entries: u32,
    /// Total bytes of the integer arrays, as they would be emitted.
    pub bytes: usize,
}

/// The parse tables: owned vectors, one row range per state.
///
/// For state `s`, its actions are `action_tokens[i]` / `action_values[i]` for `i` in
/// `action_index[s]..action_index[s+1]`, sorted by token; its gotos are
/// `goto_symbols[i]` / `goto_targets[i]` for `i` in `goto_index[s]..goto_index[s+1]`,
/// sorted by symbol. Production `p` has left-hand side `prod_lhs[p]` (a PNF symbol,
/// `num_symbols` for the augmented start, above that a non-nullable twin of a `*`
/// symbol, see [`bnf::eliminate_empty_quantifiers`]), builds a node of PNF symbol
/// `prod_node[p]`, has right-hand side length `prod_len[p]`,
/// `prod_alt[p]` and `prod_kind[p]` (a [`ProdKind`] as `u8`).
#[derive(Clone, Debug)]
pub struct ParseTables {
    pub num_states: u32,
    /// Number of tokens including EOF (token 0).
    pub num_tokens: u32,
    /// Number of PNF symbols (the augmented start is not counted).
    pub num_symbols: u32,
    pub start_symbol: u32,
    pub action_index: Vec<u32>,
    pub action_tokens: Vec<u16>,
    pub action_values: Vec<u32>,
    pub conflict_actions: Vec<u32>,
    pub goto_index: Vec<u32>,
    pub goto_symbols: Vec<u16>,
    pub goto_targets: Vec<u32>,
    pub prod_lhs: Vec<u16>,
    /// The PNF symbol of the node production `p` builds (its left-hand side, or for a
    /// twin the symbol it stands for).
    pub prod_node: Vec<u16>,
    pub prod_len: Vec<u16>,
    pub prod_alt: Vec<u16>,
    pub prod_kind: Vec<u8>,
    /// For production `p`, its empty tree children are `inserts[insert_index[p]..
    /// insert_index[p+1]]`, each `(position << 16) | symbol` (see [`Production::inserts`]).
    pub insert_index: Vec<u32>,
    pub inserts: Vec<u32>,
    /// For production `p`, the right-hand side symbols the parser wraps in an
    /// optional's node: `wraps[wrap_index[p]..wrap_index[p+1]]` (see
    /// [`Production::wraps`]).
    pub wrap_index: Vec<u32>,
    pub wraps: Vec<u32>,
    /// The action rows packed for the runtime: row = state, column = token, value as
    /// in `action_values`.
    pub packed_actions: pack::Packed,
    /// The goto rows packed for the runtime: row = state, column = symbol.
    pub packed_gotos: pack::Packed,
    /// The productions in full, for diagnostics and printing.
    pub productions: Vec<Production>,
    pub stats: TableStats,
}

/// Choices in building the tables.
#[derive(Clone, Debug)]
pub struct TableOptions {
    /// Parse `*`/`?` without ε-productions where possible (see
    /// [`bnf::eliminate_empty_quantifiers`]); the trees are the same either way. On by
    /// default; off only to compare.
    pub eliminate_empty_quantifiers: bool,
}

impl Default for TableOptions {
    fn default() -> Self {
        TableOptions { eliminate_empty_quantifiers: true }
    }
}

/// Builds the LALR(1) tables of a PNF grammar.
pub fn build_tables(pnf: &Pnf) -> Result<ParseTables, LrGenError> {
    build_tables_with(pnf, &TableOptions::default())
}

/// Builds the LALR(1) tables with explicit [`TableOptions`].
pub fn build_tables_with(pnf: &Pnf, options: &TableOptions) -> Result<ParseTables, LrGenError> {
    let g = Bnf::from_pnf(pnf, options.eliminate_empty_quantifiers)?;
    if g.prods.len() > u16::MAX as usize {
        return Err(LrGenError(format!("grammar `{}` has too many productions for the parse tables", pnf.name)));
    }
    if g.num_symbols >= u16::MAX as u32 {
        return Err(LrGenError(format!("grammar `{}` has too many symbols for the parse tables", pnf.name)));
    }
    let lr0 = lr0::Lr0::build(&g);
    if lr0.states.len() as u32 > ACTION_PAYLOAD || g.prods.len() as u32 > ACTION_PAYLOAD {
        return Err(LrGenError(format!("grammar `{}` is too large for the parse tables", pnf.name)));
    }
    let la = lalr::lookaheads(&g, &lr0);

    let (insert_index, inserts) = index_and_values(&g.prods, |p| &p.inserts);
    let (wrap_index, wraps) = index_and_values(&g.prods, |p| &p.wraps);
    let mut t = ParseTables {
        num_states: lr0.states.len() as u32,
        num_tokens: g.num_tokens,
        num_symbols: pnf.symbols.len() as u32,
        start_symbol: g.start,
        action_index: vec![0],
        action_tokens: Vec::new(),
        action_values: Vec::new(),
        conflict_actions: Vec::new(),
        goto_index: vec![0],
        goto_symbols: Vec::new(),
        goto_targets: Vec::new(),
        prod_lhs: g.prods.iter().map(|p| p.lhs as u16).collect(),
        prod_node: g.prods.iter().map(|p| g.node_symbol(p.lhs) as u16).collect(),
        prod_len: g.prods.iter().map(|p| p.rhs.len() as u16).collect(),
        prod_alt: g.prods.iter().map(|p| p.alt).collect(),
        prod_kind: g.prods.iter().map(|p| p.kind as u8).collect(),
        insert_index,
        inserts,
        wrap_index,
        wraps,
        packed_actions: pack::Packed::default(),
        packed_gotos: pack::Packed::default(),
        productions: g.prods.clone(),
        stats: TableStats::default(),
    };
    let mut stats = TableStats { states: t.num_states, productions: g.prods.len() as u32, ..TableStats::default() };

    // Per state: for each token the ordered list of actions (shift first, then
    // accept, then reduces by production index).
    let mut cell: Vec<Vec<u32>> = vec![Vec::new(); g.num_tokens as usize];
    for (s, st) in lr0.states.iter().enumerate() {
        for c in cell.iter_mut() {
            c.clear();
        }
        for &(sym, target) in &st.transitions {
            if g.is_token(sym) {
                cell[sym as usize].push(ACTION_SHIFT | target);
            } else {
                t.goto_symbols.push(sym as u16);
                t.goto_targets.push(target);
            }
        }
        let mut completed: Vec<u32> = st
            .items
            .iter()
            .filter(|it| it.dot as usize == g.prods[it.prod as usize].rhs.len())
            .map(|it| it.prod)
            .collect();
        completed.sort_unstable();
        completed.dedup();
        for prod in completed {
            if prod == 0 {
                cell[0].push(ACTION_ACCEPT);
                continue;
            }
            if let Some(&row) = la.index.get(&(s as u32, prod)) {
                for tok in la.sets.iter(row) {
                    cell[tok as usize].push(ACTION_REDUCE | prod);
                }
            }
        }
        let mut conflict = false;
        for (tok, acts) in cell.iter().enumerate() {
            match acts.len() {
                0 => continue,
                1 => t.action_values.push(acts[0]),
                n => {
                    conflict = true;
                    if acts[0] & ACTION_TAG == ACTION_SHIFT {
                        stats.shift_reduce += 1;
                    } else {
                        stats.reduce_reduce += 1;
                    }
                    t.action_values.push(ACTION_MULTI | t.conflict_actions.len() as u32);
                    t.conflict_actions.push(n as u32);
                    t.conflict_actions.extend_from_slice(acts);
                }
            }
            t.action_tokens.push(tok as u16);
        }
        stats.conflict_states += conflict as u32;
        t.action_index.push(t.action_tokens.len() as u32);
        t.goto_index.push(t.goto_symbols.len() as u32);
    }
    if t.conflict_actions.len() as u32 > ACTION_PAYLOAD {
        return Err(LrGenError(format!("grammar `{}` has too many conflicts for the tables", pnf.name)));
    }
    let rows = |index: &[u32], columns: &[u16], values: &[u32]| -> Vec<Vec<(u32, u32)>> {
        index
            .windows(2)
            .map(|w| (w[0]..w[1]).map(|i| (columns[i as usize] as u32, values[i as usize])).collect())
            .collect()
    };
    t.packed_actions = pack::pack(&rows(&t.action_index, &t.action_tokens, &t.action_values), t.num_tokens);
    t.packed_gotos = pack::pack(&rows(&t.goto_index, &t.goto_symbols, &t.goto_targets), g.num_symbols);
    stats.action_entries = t.action_tokens.len() as u32;
    stats.goto_entries = t.goto_symbols.len() as u32;
    // As emitted: the packed rows, the conflict lists and the production arrays.
    let packed = |p: &pack::Packed| 4 * (p.base.len() + p.check.len() + p.value.len());
    stats.bytes = packed(&t.packed_actions)
        + packed(&t.packed_gotos)
        + 4 * t.conflict_actions.len()
        + 9 * t.prod_lhs.len()
        + 4 * (t.insert_index.len() + t.inserts.len() + t.wrap_index.len() + t.wraps.len());
    t.stats = stats;
    Ok(t)
}

/// One list per production as an index (offsets, one more than productions) and the
/// concatenated values.
fn index_and_values(prods: &[Production], list: impl Fn(&Production) -> &Vec<u32>) -> (Vec<u32>, Vec<u32>) {
    let mut index = vec![0];
    let mut values = Vec::new();
    for p in prods {
        values.extend_from_slice(list(p));
        index.push(values.len() as u32);
    }
    (index, values)
}

impl ParseTables {
    /// The actions of `state` on `token` (empty: syntax error).
    pub fn actions(&self, state: u32, token: u16) -> Vec<u32> {
        let lo = self.action_index[state as usize] as usize;
        let hi = self.action_index[state as usize + 1] as usize;
        match self.action_tokens[lo..hi].binary_search(&token) {
            Err(_) => Vec::new(),
            Ok(i) => {
                let v = self.action_values[lo + i];
                if v & ACTION_TAG == ACTION_MULTI {
                    let off = (v & ACTION_PAYLOAD) as usize;
                    let n = self.conflict_actions[off] as usize;
                    self.conflict_actions[off + 1..off + 1 + n].to_vec()
                } else {
                    vec![v]
                }
            }
        }
    }

    /// Renders production `p` as `lhs -> rhs` with the grammar's symbol names.
    pub fn production_text(&self, pnf: &Pnf, p: usize) -> String {
        let name = |s: u32| {
            if s == self.num_symbols {
                "S'".to_string()
            } else if s > self.num_symbols {
                // A twin: named after the symbol whose nodes it builds.
                let node = self.productions.iter().zip(&self.prod_node).find(|(q, _)| q.lhs == s).map(|(_, &n)| n);
                format!("{}⁺", node.map_or("?", |n| pnf.symbols[n as usize].name.as_str()))
            } else {
                pnf.symbols[s as usize].name.clone()
            }
        };
        let prod = &self.productions[p];
        let rhs: Vec<String> = prod.rhs.iter().map(|s| name(*s)).collect();
        let rhs = if rhs.is_empty() { "ε".to_string() } else { rhs.join(" ") };
        format!("{} -> {}", name(prod.lhs), rhs)
    }
}
