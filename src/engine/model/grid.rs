//! Two flags per cell over a box that grows to take in the cells flagged:
//! The City's tests of the cells around a tile read a bit instead of
//! probing the board's cell map (or searching a list) for each cell.

use super::geometry::Cell;
use super::outline::RING;

/// How far the box reaches beyond every cell flagged, so that the ring
/// of a cell beside a flagged one (and of the cells around those) lies
/// inside it and is read with three loads.
const MARGIN: i32 = 3;
/// How far beyond a cell the box grows when it must grow to keep
/// `MARGIN` around it: twice as far, so that it grows only now and then.
const GROW: i32 = 2 * MARGIN;
/// How far around its first cell an empty box grows: a board of The City
/// spreads about this far from its first tile, so that the box seldom
/// grows again (each growth allocates and moves the flags).
const FIRST_REACH: i32 = 4 * MARGIN;

/// The three flags at bits 0, 2 and 4 of a row of cells (one flag of
/// each cell, as `CellFlags::run3` gives them after the shift to that
/// flag) as three bits in a row, west first.
const ROW_BITS: [u8; 22] = {
    let mut t = [0u8; 22];
    let mut v = 0;
    while v < 22 {
        t[v] = (v & 1 | (v >> 1) & 2 | (v >> 2) & 4) as u8;
        v += 1;
    }
    t
};

/// The ring (`outline::RING` order, as `outline::ring_mask` gives it) of
/// a 3x3 block given as nine bits: bit `3 * row + column`, rows north to
/// south, columns west to east (the centre, bit 4, is not in the ring).
const BLOCK_RING: [u8; 512] = {
    let mut t = [0u8; 512];
    // The block bit of each ring cell, in ring order: N, NE, E, SE, S,
    // SW, W, NW.
    let of = [1, 2, 5, 8, 7, 6, 3, 0];
    let mut b = 0;
    while b < 512 {
        let mut ring = 0u8;
        let mut i = 0;
        while i < 8 {
            ring |= (((b >> of[i]) & 1) as u8) << i;
            i += 1;
        }
        t[b] = ring;
        b += 1;
    }
    t
};

/// Two flags (bit 0 and bit 1) for every cell of a box of cells.
///
/// Invariant: every cell with a flag set lies in the box (`x0..x0 + w`,
/// `y0..y0 + h`), at least `MARGIN` cells from its border; the flags of cell `i` (row-major in the box) are bits
/// `2i` and `2i + 1` of `bits`. Cells beyond the box have no flag. A new
/// grid has an empty box and allocates nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CellFlags {
    x0: i32,
    y0: i32,
    w: u32,
    h: u32,
    bits: Vec<u64>,
}

impl CellFlags {
    /// The position of a cell in the box, if it lies there.
    #[inline]
    fn index(&self, c: Cell) -> Option<usize> {
        // Wrapping: a cell left of or above the box becomes a large offset.
        let x = c.x.wrapping_sub(self.x0) as u32;
        let y = c.y.wrapping_sub(self.y0) as u32;
        (x < self.w && y < self.h).then_some(y as usize * self.w as usize + x as usize)
    }

    /// The position of a cell in the box (row-major), if it lies there:
    /// the cell one east is at the next position, the cell one south
    /// [`CellFlags::width`] positions on.
    #[inline]
    pub fn position(&self, c: Cell) -> Option<usize> {
        self.index(c)
    }

    /// The box's width in cells.
    #[inline]
    pub fn width(&self) -> usize {
        self.w as usize
    }

    /// The number of cells in the box (positions run below it).
    #[inline]
    pub fn area(&self) -> usize {
        self.w as usize * self.h as usize
    }

    /// True if every cell of the box `b` (min x, min y, max x, max y) lies
    /// in this one, so that their positions may be worked out from one.
    #[inline]
    pub fn holds(&self, b: [i32; 4]) -> bool {
        self.index(Cell::new(b[0], b[1])).is_some() && self.index(Cell::new(b[2], b[3])).is_some()
    }

    /// True if the cell at position `i` of the box has one of the flags `f`.
    #[inline]
    pub fn has_at(&self, i: usize, f: u8) -> bool {
        (self.bits[i >> 5] >> (2 * (i & 31))) & (f & 3) as u64 != 0
    }

    /// The flags of a cell (bit 0, bit 1); 0 beyond the box.
    #[inline]
    pub fn get(&self, c: Cell) -> u8 {
        match self.index(c) {
            Some(i) => (self.bits[i >> 5] >> (2 * (i & 31)) & 3) as u8,
            None => 0,
        }
    }

    /// Sets the flags `f` (bit 0, bit 1) of a cell, growing the box if
    /// need be.
    pub fn set(&mut self, c: Cell, f: u8) {
        let m = MARGIN as u32;
        let x = c.x.wrapping_sub(self.x0).wrapping_sub(MARGIN) as u32;
        let y = c.y.wrapping_sub(self.y0).wrapping_sub(MARGIN) as u32;
        if x >= self.w.saturating_sub(2 * m) || y >= self.h.saturating_sub(2 * m) {
            self.cover(c);
        }
        if let Some(i) = self.index(c) {
            self.bits[i >> 5] |= ((f & 3) as u64) << (2 * (i & 31));
        }
    }

    /// Clears the flags `f` of a cell (nothing to do beyond the box).
    pub fn clear(&mut self, c: Cell, f: u8) {
        if let Some(i) = self.index(c) {
            self.bits[i >> 5] &= !(((f & 3) as u64) << (2 * (i & 31)));
        }
    }

    /// Which cells of the ring of eight around `c` have the flag `f` (one
    /// of bit 0, bit 1): bit `i` for `outline::RING[i]` (as
    /// `outline::ring_mask` gives it).
    #[inline]
    pub fn ring(&self, c: Cell, f: u8) -> u8 {
        // The west column and north row of the 3x3 block, in the box.
        let x = c.x.wrapping_sub(self.x0).wrapping_sub(1) as u32;
        let y = c.y.wrapping_sub(self.y0).wrapping_sub(1) as u32;
        if f.count_ones() != 1 || x >= self.w.saturating_sub(2) || y >= self.h.saturating_sub(2) {
            return self.ring_slow(c, f);
        }
        // Each row's three cells as three bits (west first), then the
        // 3x3 block as nine bits, turned into ring order by a table.
        let at = |y: u32| {
            let r = self.run3(y as usize * self.w as usize + x as usize) >> f.trailing_zeros();
            ROW_BITS[(r & 0b01_0101) as usize] as usize
        };
        BLOCK_RING[at(y) | at(y + 1) << 3 | at(y + 2) << 6]
    }

    /// The flags of the three cells from position `i` of the box on (the
    /// caller has checked all three lie in the same row of it), as six bits.
    #[inline]
    fn run3(&self, i: usize) -> u64 {
        let b = 2 * i;
        let (w, off) = (b >> 6, b & 63);
        let mut v = self.bits[w] >> off;
        if off > 58 {
            v |= self.bits[w + 1] << (64 - off);
        }
        v & 63
    }

    /// [`CellFlags::ring`] one cell at a time (near the border of the box).
    fn ring_slow(&self, c: Cell, f: u8) -> u8 {
        let mut m = 0;
        for (i, (dx, dy)) in RING.into_iter().enumerate() {
            let n = Cell::new(c.x.wrapping_add(dx), c.y.wrapping_add(dy));
            m |= ((self.get(n) & f != 0) as u8) << i;
        }
        m
    }

    /// Grows the box to hold `GROW` cells around `c` (and what it held),
    /// moving the flags over.
    #[cold]
    fn cover(&mut self, c: Cell) {
        let lo = |v: i32| v.saturating_sub(GROW);
        let hi = |v: i32| v.saturating_add(GROW);
        let (x0, y0, x1, y1) = if self.w == 0 {
            let (lo, hi) = (
                |v: i32| v.saturating_sub(FIRST_REACH),
                |v: i32| v.saturating_add(FIRST_REACH),
            );
            (lo(c.x), lo(c.y), hi(c.x), hi(c.y))
        } else {
            let (ox1, oy1) = (self.x0 + self.w as i32 - 1, self.y0 + self.h as i32 - 1);
            (
                self.x0.min(lo(c.x)),
                self.y0.min(lo(c.y)),
                ox1.max(hi(c.x)),
                oy1.max(hi(c.y)),
            )
        };
        let mut grown = CellFlags {
            x0,
            y0,
            w: x1.abs_diff(x0) + 1,
            h: y1.abs_diff(y0) + 1,
            bits: Vec::new(),
        };
        grown.bits = vec![0; (grown.w as usize * grown.h as usize).div_ceil(32)];
        // Only the flagged cells move: a word at a time, skipping empty ones.
        for (k, &word) in self.bits.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                let bit = rest.trailing_zeros() as usize;
                rest &= !(3 << (bit & !1));
                let i = k * 32 + bit / 2;
                let f = (word >> (bit & !1)) & 3;
                let w = self.w as usize;
                let cell = Cell::new(self.x0 + (i % w) as i32, self.y0 + (i / w) as i32);
                if let Some(j) = grown.index(cell) {
                    grown.bits[j >> 5] |= f << (2 * (j & 31));
                }
            }
        }
        *self = grown;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::model::outline::ring_mask;
    use crate::engine::model::rng::Rng;

    /// The flags read back as a plain list of cells says, through every
    /// growth of the box, on random cells (some negative), and the rings
    /// read three cells at a time are those read one cell at a time.
    #[test]
    fn the_flags_match_a_list() {
        let mut rng = Rng::new(5);
        for _ in 0..20 {
            let mut g = CellFlags::default();
            let mut list: Vec<(Cell, u8)> = Vec::new();
            for _ in 0..40 {
                let c = Cell::new(rng.below(40) as i32 - 20, rng.below(40) as i32 - 20);
                let f = 1 + rng.below(3) as u8;
                if rng.below(4) == 0 {
                    g.clear(c, f);
                    for e in list.iter_mut().filter(|e| e.0 == c) {
                        e.1 &= !f;
                    }
                } else {
                    g.set(c, f);
                    match list.iter_mut().find(|e| e.0 == c) {
                        Some(e) => e.1 |= f,
                        None => list.push((c, f)),
                    }
                }
                for y in -24..24 {
                    for x in -24..24 {
                        let q = Cell::new(x, y);
                        let want = list.iter().find(|e| e.0 == q).map_or(0, |e| e.1);
                        assert_eq!(g.get(q), want, "{q:?}");
                    }
                }
                // Rings inside the box, at its border and beyond it.
                for _ in 0..8 {
                    let q = Cell::new(rng.below(52) as i32 - 26, rng.below(52) as i32 - 26);
                    for f in [1, 2] {
                        let want = ring_mask(&|n| g.get(n) & f != 0, q);
                        assert_eq!(g.ring(q, f), want, "{q:?} {f}");
                    }
                }
            }
        }
    }
}
