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
    pub action_index: &'a [u32],
    pub action_tokens: &'a [u16],
    pub action_values: &'a [u32],
    pub conflict_actions: &'a [u32],
    pub goto_index: &'a [u32],
    pub goto_symbols: &'a [u16],
    pub goto_targets: &'a [u32],
    /// The symbol each production reduces to, for gotos.
    pub prod_lhs: &'a [u16],
    /// The PNF symbol of the node each production builds (differs from `prod_lhs` for
    /// the generator's non-nullable twins of `*`/`?` symbols).
    pub prod_node: &'a [u16],
    pub prod_len: &'a [u16],
    pub prod_alt: &'a [u16],
    pub prod_kind: &'a [u8],
    /// Production `p`'s empty tree children (parsed as omitted, see
    /// `reducer_gen::lrgen::bnf`): `inserts[insert_index[p]..insert_index[p+1]]`, each
    /// `(position among the tree's children << 16) | symbol`, ascending.
    pub insert_index: &'a [u32],
    pub inserts: &'a [u32],
}

impl<'a> ParseTables<'a> {
    /// The actions of `state` on `token`, in table order (empty: syntax error).
    #[inline]
    pub fn actions(&self, state: u32, token: u16) -> &'a [u32] {
        let lo = self.action_index[state as usize] as usize;
        let hi = self.action_index[state as usize + 1] as usize;
        let row = &self.action_tokens[lo..hi];
        match row.binary_search(&token) {
            Err(_) => &[],
            Ok(i) => {
                let v = self.action_values[lo + i];
                if v & ACTION_TAG == ACTION_MULTI {
                    let off = (v & ACTION_PAYLOAD) as usize;
                    let n = self.conflict_actions[off] as usize;
                    &self.conflict_actions[off + 1..off + 1 + n]
                } else {
                    &self.action_values[lo + i..lo + i + 1]
                }
            }
        }
    }

    /// The empty children production `p` leaves out (see [`ParseTables::inserts`]).
    #[inline]
    pub fn inserts(&self, prod: u32) -> &'a [u32] {
        &self.inserts[self.insert_index[prod as usize] as usize..self.insert_index[prod as usize + 1] as usize]
    }

    /// The tokens with an action in `state`, ascending.
    pub fn expected(&self, state: u32) -> &'a [u16] {
        let lo = self.action_index[state as usize] as usize;
        let hi = self.action_index[state as usize + 1] as usize;
        &self.action_tokens[lo..hi]
    }

    /// The state reached from `state` by nonterminal `sym`.
    #[inline]
    pub fn goto(&self, state: u32, sym: u16) -> Option<u32> {
        let lo = self.goto_index[state as usize] as usize;
        let hi = self.goto_index[state as usize + 1] as usize;
        self.goto_symbols[lo..hi].binary_search(&sym).ok().map(|i| self.goto_targets[lo + i])
    }
}
