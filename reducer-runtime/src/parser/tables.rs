//! Borrowed view of the LALR(1) tables produced by `reducer_gen::lrgen`, with the same
//! layout and action encoding (see that module for the format).

/// Tag of a shift action; payload: the target state.
pub const ACTION_SHIFT: u32 = 1 << 29;
/// Tag of a reduce action; payload: the production index.
pub const ACTION_REDUCE: u32 = 2 << 29;
/// The accept action.
pub const ACTION_ACCEPT: u32 = 3 << 29;
/// Tag of a conflict cell; payload: offset of `[count, action...]` in `conflict_actions`.
pub const ACTION_MULTI: u32 = 4 << 29;
/// Mask of the payload bits.
pub const ACTION_PAYLOAD: u32 = (1 << 29) - 1;
/// Mask of the tag bits.
pub const ACTION_TAG: u32 = !ACTION_PAYLOAD;

/// Production kinds, as the `u8`s of `prod_kind` (same numbering as the generator's
/// `ProdKind`).
pub mod prod_kind {
    pub const REGULAR: u8 = 0;
    pub const STAR_EMPTY: u8 = 1;
    pub const STAR_APPEND: u8 = 2;
    pub const PLUS_FIRST: u8 = 3;
    pub const PLUS_APPEND: u8 = 4;
    pub const OPT_NONE: u8 = 5;
    pub const OPT_SOME: u8 = 6;
    pub const START_EMPTY: u8 = 7;
    pub const ACCEPT: u8 = 8;
}

/// The parse tables of one grammar, borrowed (from `static` arrays in generated code).
#[derive(Copy, Clone, Debug)]
pub struct ParseTables<'a> {
    pub num_states: u32,
    /// Tokens including EOF (token 0).
    pub num_tokens: u32,
    /// PNF symbols (the augmented start symbol is `num_symbols`).
    pub num_symbols: u32,
    pub start_symbol: u32,
    /// Actions, row-displacement packed (see `reducer_gen::lrgen::pack`): the action of
    /// state `s` on token `t` is `action_values[action_base[s] + t]` if
    /// `action_check[action_base[s] + t] == s`, else there is none.
    pub action_base: &'a [u32],
    pub action_check: &'a [u32],
    pub action_values: &'a [u32],
    pub conflict_actions: &'a [u32],
    /// Gotos, packed the same way (column = symbol).
    pub goto_base: &'a [u32],
    pub goto_check: &'a [u32],
    pub goto_targets: &'a [u32],
    /// The symbol each production reduces to, for gotos.
    pub prod_lhs: &'a [u16],
    /// The PNF symbol of the node each production builds (differs from `prod_lhs` for
    /// the generator's non-nullable twins of `*` symbols).
    pub prod_node: &'a [u16],
    pub prod_len: &'a [u16],
    pub prod_alt: &'a [u16],
    pub prod_kind: &'a [u8],
    /// Production `p`'s empty tree children (parsed as omitted, see
    /// `reducer_gen::lrgen::bnf`): `inserts[insert_index[p]..insert_index[p+1]]`, each
    /// `(position among the tree's children << 16) | symbol`, ascending.
    pub insert_index: &'a [u32],
    pub inserts: &'a [u32],
    /// Production `p`'s right-hand side symbols that stand for an optional's child:
    /// `wraps[wrap_index[p]..wrap_index[p+1]]`, each `(index in the right-hand side << 16)
    /// | production`, the production being the optional's `A -> B`; the parser wraps
    /// the child in a node of it.
    pub wrap_index: &'a [u32],
    pub wraps: &'a [u32],
}

impl<'a> ParseTables<'a> {
    /// The actions of `state` on `token`, in table order (empty: syntax error).
    #[inline]
    pub fn actions(&self, state: u32, token: u16) -> &'a [u32] {
        let Some(i) = packed_slot(self.action_base, self.action_check, state, token) else {
            return &[];
        };
        let v = &self.action_values[i..i + 1];
        if v[0] & ACTION_TAG == ACTION_MULTI {
            let off = (v[0] & ACTION_PAYLOAD) as usize;
            let n = self.conflict_actions[off] as usize;
            &self.conflict_actions[off + 1..off + 1 + n]
        } else {
            v
        }
    }

    /// The right-hand side symbols production `p` wraps (see [`ParseTables::wraps`]).
    #[inline]
    pub fn wraps(&self, prod: u32) -> &'a [u32] {
        &self.wraps[self.wrap_index[prod as usize] as usize..self.wrap_index[prod as usize + 1] as usize]
    }

    /// The single table entry of `state` on `token`: 0 if there is none, an
    /// [`ACTION_MULTI`] value for a conflict cell (see [`ParseTables::actions`]).
    #[inline]
    pub fn action(&self, state: u32, token: u16) -> u32 {
        packed_slot(self.action_base, self.action_check, state, token).map_or(0, |i| self.action_values[i])
    }

    /// The empty children production `p` leaves out (see [`ParseTables::inserts`]).
    #[inline]
    pub fn inserts(&self, prod: u32) -> &'a [u32] {
        &self.inserts[self.insert_index[prod as usize] as usize..self.insert_index[prod as usize + 1] as usize]
    }

    /// The tokens with an action in `state`, ascending (error path: scans every token).
    pub fn expected(&self, state: u32) -> Vec<u16> {
        (0..self.num_tokens as u16)
            .filter(|&t| packed_slot(self.action_base, self.action_check, state, t).is_some())
            .collect()
    }

    /// The state reached from `state` by nonterminal `sym`.
    #[inline]
    pub fn goto(&self, state: u32, sym: u16) -> Option<u32> {
        packed_slot(self.goto_base, self.goto_check, state, sym).map(|i| self.goto_targets[i])
    }
}

/// The slot of `(row, column)` in a packed table, if that cell is present.
#[inline]
fn packed_slot(base: &[u32], check: &[u32], row: u32, column: u16) -> Option<usize> {
    let slot = *base.get(row as usize)? as usize + column as usize;
    (check.get(slot) == Some(&row)).then_some(slot)
}
