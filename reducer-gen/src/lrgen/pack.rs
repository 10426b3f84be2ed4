//! Row displacement ("comb") packing of sparse table rows, so the runtime finds a cell
//! with one addition and one comparison instead of a binary search per lookup.
//!
//! Every row gets a base offset; its cell for column `c` lives at `base + c` in one
//! shared array, tagged with the row's number in a parallel `check` array. Rows are
//! placed first-fit, longest first, into slots no earlier row uses; a lookup whose
//! slot is tagged with another row is an empty cell.

/// Packed rows: for row `r` and column `c`, the cell is `value[base[r] + c]` if
/// `check[base[r] + c] == r`, else empty. `check` and `value` are long enough that
/// `base[r] + c` is in bounds for every column below the `columns` given to [`pack`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Packed {
    pub base: Vec<u32>,
    pub check: Vec<u32>,
    pub value: Vec<u32>,
}

/// How far back from the end of the used slots, in rows' widths, placement searches.
const SEARCH_WINDOW: usize = 2;

/// The tag of slots no row uses (no row has this number).
pub const UNUSED: u32 = u32::MAX;

/// Packs `rows` (each a list of `(column, value)` with distinct columns below `columns`).
/// Deterministic: the placement depends only on the rows.
pub fn pack(rows: &[Vec<(u32, u32)>], columns: u32) -> Packed {
    let mut order: Vec<usize> = (0..rows.len()).collect();
    // Longest rows first (they are the hardest to place), ties by row number.
    order.sort_by_key(|&r| (std::cmp::Reverse(rows[r].len()), r));
    let mut base = vec![0u32; rows.len()];
    let mut used = Bits::default();
    // Every slot below this is used: the search starts here.
    let mut first_free = 0usize;
    // One past the highest used slot.
    let mut end = 0usize;
    let mut mask = Bits::default();
    for &r in &order {
        let row = &rows[r];
        if row.is_empty() {
            continue;
        }
        mask.words.clear();
        for &(c, _) in row {
            mask.set(c as usize);
        }
        let min_col = row.iter().map(|&(c, _)| c as usize).min().unwrap_or(0);
        // Candidates put the row's first column on a free slot. Gaps far below the
        // end are rarely wide enough: searching only the last few rows' worth of
        // slots keeps packing linear at a small cost in density.
        let window_start = end.saturating_sub(SEARCH_WINDOW * columns as usize);
        let mut b = first_free.max(window_start).saturating_sub(min_col);
        loop {
            b = used.next_free(b + min_col) - min_col;
            if used.fits(&mask, b) {
                break;
            }
            b += 1;
        }
        base[r] = b as u32;
        for &(c, _) in row {
            used.set(b + c as usize);
            end = end.max(b + c as usize + 1);
        }
        first_free = used.next_free(first_free);
    }
    // Long enough for every lookup of a row with cells (empty rows match nothing).
    let len = rows
        .iter()
        .zip(&base)
        .filter(|(row, _)| !row.is_empty())
        .map(|(_, &b)| b as usize + columns as usize)
        .max()
        .unwrap_or(0)
        .max(1);
    let mut check = vec![UNUSED; len];
    let mut value = vec![0u32; len];
    for (r, row) in rows.iter().enumerate() {
        for &(c, v) in row {
            let slot = base[r] as usize + c as usize;
            check[slot] = r as u32;
            value[slot] = v;
        }
    }
    Packed { base, check, value }
}

/// A growable bit set.
#[derive(Default)]
struct Bits {
    words: Vec<u64>,
}

impl Bits {
    fn set(&mut self, i: usize) {
        if self.words.len() <= i / 64 {
            self.words.resize(i / 64 + 1, 0);
        }
        self.words[i / 64] |= 1 << (i % 64);
    }

    /// The first clear bit at or after `i`.
    fn next_free(&self, i: usize) -> usize {
        let mut w = i / 64;
        let mut word = self.words.get(w).copied().unwrap_or(0) | ((1u64 << (i % 64)) - 1);
        while word == u64::MAX {
            w += 1;
            word = self.words.get(w).copied().unwrap_or(0);
        }
        w * 64 + (!word).trailing_zeros() as usize
    }

    /// The 64 bits starting at bit `i`.
    fn window(&self, i: usize) -> u64 {
        let (w, s) = (i / 64, i % 64);
        let lo = self.words.get(w).copied().unwrap_or(0) >> s;
        let hi = if s == 0 { 0 } else { self.words.get(w + 1).copied().unwrap_or(0) << (64 - s) };
        lo | hi
    }

    /// True if `mask` shifted up by `offset` meets no set bit.
    fn fits(&self, mask: &Bits, offset: usize) -> bool {
        mask.words.iter().enumerate().all(|(k, &m)| m == 0 || self.window(offset + 64 * k) & m == 0)
    }
}

impl Packed {
    /// The cell of `row` at `column`, if any.
    pub fn get(&self, row: u32, column: u32) -> Option<u32> {
        let slot = *self.base.get(row as usize)? as usize + column as usize;
        (self.check.get(slot) == Some(&row)).then(|| self.value[slot])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_found_and_nothing_else() {
        let rows: Vec<Vec<(u32, u32)>> = vec![
            vec![(0, 10), (3, 13), (7, 17)],
            vec![],
            vec![(1, 21), (2, 22)],
            vec![(0, 30), (1, 31), (2, 32), (3, 33)],
            vec![(7, 47)],
        ];
        let p = pack(&rows, 8);
        for (r, row) in rows.iter().enumerate() {
            for c in 0..8u32 {
                let want = row.iter().find(|&&(col, _)| col == c).map(|&(_, v)| v);
                assert_eq!(p.get(r as u32, c), want, "row {r} column {c}");
            }
        }
        // Sparse rows interleave: fewer slots than rows times columns.
        assert!(p.check.len() < 5 * 8, "{}", p.check.len());
        assert_eq!(p, pack(&rows, 8));
    }
}
