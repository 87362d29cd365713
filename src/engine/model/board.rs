//! Placed tiles on a grid, and the frontier of empty cells beside them with
//! what their neighbours show, so that legality is one table look-up a cell.
//!
//! The board is small on purpose: search copies it for every node it
//! visits. Cells live in a window of the table that grows as the board
//! spreads (under 1 KB for most games) rather than in
//! grids covering the whole table, and per tile type the board keeps how
//! many placements fit, so that asking whether a tile fits is O(1).

use super::geometry::{Cell, Rotation, Side};
use super::grid::CellFlags;
use super::outline;
use super::tile::{CLASS_LANES, GameKind, TileSet};

/// How far from the origin a tile may lie. Far beyond any real game (the
/// longest possible line of base and City Gates tiles is 96); it bounds
/// the board's window of cells.
pub const RADIUS: i32 = 100;

/// Most tile types a set may have (tile types are indexed by a `u8`).
const MAX_TILE_TYPES: usize = 256;

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedTile {
    pub cell: Cell,
    /// Tile type index in the tile set.
    pub tile: u8,
    pub rot: Rotation,
    /// First feature node of this tile (see `features`).
    pub node_base: u16,
}

/// An empty cell next to at least one tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenCell {
    pub cell: Cell,
    /// What the neighbours show: sum over sides of code * base^side (0 = no neighbour).
    pub pattern: u16,
}

/// What is on one cell of the [`CellGrid`], in 2 bytes: 0 nothing yet,
/// `TILE | i` the placed tile of index `i`, otherwise the frontier entry of
/// index `val - 1`. A cell is never both filled and on the frontier, so one
/// field holds either.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    val: u16,
}

/// The flag of a [`Slot`] value naming a placed tile. Placed-tile and
/// frontier indices stay far below it (at most 256 tiles, four open cells
/// each).
const TILE: u16 = 0x8000;

impl Slot {
    /// The index of the tile on the cell.
    #[inline]
    fn tile(self) -> Option<usize> {
        (self.val & TILE != 0).then_some((self.val & !TILE) as usize)
    }

    /// The frontier index of the cell, if it is open.
    #[inline]
    fn open(self) -> Option<usize> {
        (self.val != 0 && self.val & TILE == 0).then(|| self.val as usize - 1)
    }

    #[inline]
    fn set_tile(&mut self, i: usize) {
        self.val = TILE | i as u16;
    }

    #[inline]
    fn set_open(&mut self, i: usize) {
        self.val = i as u16 + 1;
    }
}

/// Cells added to a side of the [`CellGrid`] when it grows, beyond the
/// cells needed: a board grows a few times a game, not at every tile.
const GROW_BY: i32 = 8;

/// The cells that are filled or on the frontier, in a window of the table
/// indexed directly (a look-up is a range test and an index: no hashing,
/// no probing), grown as the board spreads.
///
/// Invariants: `slots.len() == w * h`; the slot of cell (x, y) inside the
/// window is `slots[(y - y0) * w + (x - x0)]`; every cell outside the
/// window is empty (nothing placed, not on the frontier), so a look-up
/// there answers "nothing" without storing it.
#[derive(Debug)]
struct CellGrid {
    slots: Vec<Slot>,
    x0: i32,
    y0: i32,
    w: u32,
    h: u32,
}

impl Clone for CellGrid {
    fn clone(&self) -> CellGrid {
        CellGrid {
            slots: self.slots.clone(),
            x0: self.x0,
            y0: self.y0,
            w: self.w,
            h: self.h,
        }
    }

    /// Into the slots' own allocation (a scratch copy reused by search).
    fn clone_from(&mut self, src: &CellGrid) {
        self.slots.clone_from(&src.slots);
        self.x0 = src.x0;
        self.y0 = src.y0;
        self.w = src.w;
        self.h = src.h;
    }
}

impl CellGrid {
    /// An empty window of `2 * half` by `2 * half` cells around the origin.
    fn around_origin(half: i32) -> CellGrid {
        let side = 2 * half as u32;
        CellGrid {
            slots: vec![Slot::default(); (side * side) as usize],
            x0: -half,
            y0: -half,
            w: side,
            h: side,
        }
    }

    /// The index of a cell's slot, if the cell lies in the window. The
    /// differences wrap rather than overflow for any `i32` a file may give:
    /// a cell far outside wraps to a large unsigned offset, still outside.
    #[inline]
    fn index(&self, c: Cell) -> Option<usize> {
        let dx = c.x.wrapping_sub(self.x0) as u32;
        let dy = c.y.wrapping_sub(self.y0) as u32;
        (dx < self.w && dy < self.h).then(|| (dy * self.w + dx) as usize)
    }

    /// What is on a cell (nothing outside the window).
    #[inline]
    fn get(&self, c: Cell) -> Slot {
        self.index(c).map_or(Slot::default(), |i| self.slots[i])
    }

    /// Grows the window to hold the 3x3 block around `c` (a placement on
    /// `c` writes only there), with room to spare on the sides it grew.
    /// Only cells on the table and their neighbours are ever written, so
    /// the window never grows far past the table.
    #[inline(never)]
    fn grow_to(&mut self, c: Cell) {
        let (x1, y1) = (self.x0 + self.w as i32, self.y0 + self.h as i32);
        let nx0 = if c.x - 1 < self.x0 {
            c.x - 1 - GROW_BY
        } else {
            self.x0
        };
        let ny0 = if c.y - 1 < self.y0 {
            c.y - 1 - GROW_BY
        } else {
            self.y0
        };
        let nx1 = if c.x + 2 > x1 { c.x + 2 + GROW_BY } else { x1 };
        let ny1 = if c.y + 2 > y1 { c.y + 2 + GROW_BY } else { y1 };
        let (nw, nh) = ((nx1 - nx0) as u32, (ny1 - ny0) as u32);
        let mut slots = vec![Slot::default(); (nw * nh) as usize];
        let (ox, oy) = ((self.x0 - nx0) as u32, (self.y0 - ny0) as u32);
        for (row, old) in self.slots.chunks_exact(self.w as usize).enumerate() {
            let at = ((oy + row as u32) * nw + ox) as usize;
            slots[at..at + old.len()].copy_from_slice(old);
        }
        *self = CellGrid {
            slots,
            x0: nx0,
            y0: ny0,
            w: nw,
            h: nh,
        };
    }

    /// The index of a cell's slot, the window grown to hold the 3x3
    /// block around the cell if need be (a placement writes only there),
    /// so that its side neighbours' slots lie one step and one row away.
    #[inline]
    fn block(&mut self, c: Cell) -> usize {
        let holds = |g: &CellGrid| {
            // Wrapping: a corner left of or above the window wraps to a
            // large offset, outside.
            let dx = c.x.wrapping_sub(g.x0).wrapping_sub(1) as u32;
            let dy = c.y.wrapping_sub(g.y0).wrapping_sub(1) as u32;
            dx < g.w.saturating_sub(2) && dy < g.h.saturating_sub(2)
        };
        if !holds(self) {
            self.grow_to(c);
        }
        debug_assert!(holds(self));
        let (dx, dy) = (c.x.wrapping_sub(self.x0), c.y.wrapping_sub(self.y0));
        (dy as u32 * self.w + dx as u32) as usize
    }

    /// The slot of a cell, the window grown to hold it if need be.
    #[inline]
    fn entry(&mut self, c: Cell) -> &mut Slot {
        let i = match self.index(c) {
            Some(i) => i,
            None => {
                self.grow_to(c);
                // The window now holds c (and its block): index 0 is never taken.
                self.index(c).unwrap_or(0)
            }
        };
        &mut self.slots[i]
    }
}

/// The board: placed tiles and their frontier.
///
/// Invariants: `fit_total[c]` is the sum over frontier cells of the
/// distinct rotations of a tile type of fit class `c` that fit the cell's
/// pattern (updated for the at most five cells a placement changes); with `track_outside` (The City),
/// `holes` holds exactly the empty cells inside `bounds` that no path of
/// empty cells joins to the open outside, and `grid` flags every filled
/// cell ([`FILLED`]) and every hole ([`HOLE`]) and nothing else (empty on
/// other boards).
#[derive(Debug)]
pub struct Board {
    map: CellGrid,
    placed: Vec<PlacedTile>,
    frontier: Vec<OpenCell>,
    fit_total: [u16; MAX_TILE_TYPES],
    pow: [u16; 4],
    track_outside: bool,
    /// The placed cells' bounding box: min x, min y, max x, max y.
    bounds: [i32; 4],
    holes: Vec<Cell>,
    /// The filled cells and the holes as flags (The City's tile sets), so
    /// that the wall's tests of the cells around a tile read bits.
    grid: CellFlags,
    /// Room for the floods of `update_outside` (a copy starts empty).
    flood: outline::Flood,
}

/// The flag of [`Board`]'s grid for a cell with a tile on it.
const FILLED: u8 = 1;
/// The flag of [`Board`]'s grid for a hole (see [`Board::holes`]).
const HOLE: u8 = 2;
/// The side neighbours among the ring of eight (`outline::RING`).
const SIDES: u8 = 0b0101_0101;

/// A copy of a list with room for `extra` more, so that the next move on a
/// copy (search copies a state for every move it tries) does not move the
/// list to a bigger allocation: a plain `clone` has no spare room.
pub(crate) fn clone_with_room<T: Clone>(v: &[T], extra: usize) -> Vec<T> {
    let mut c = Vec::with_capacity(v.len() + extra);
    c.extend_from_slice(v);
    c
}

impl Clone for Board {
    fn clone(&self) -> Board {
        Board {
            map: self.map.clone(),
            // A placement adds one tile and at most three frontier cells.
            placed: clone_with_room(&self.placed, 1),
            frontier: clone_with_room(&self.frontier, 3),
            fit_total: self.fit_total,
            pow: self.pow,
            track_outside: self.track_outside,
            bounds: self.bounds,
            holes: self.holes.clone(),
            grid: self.grid.clone(),
            flood: outline::Flood::default(),
        }
    }

    /// Into the lists' own allocations (a scratch copy reused by search).
    fn clone_from(&mut self, src: &Board) {
        self.map.clone_from(&src.map);
        self.placed.clone_from(&src.placed);
        self.frontier.clone_from(&src.frontier);
        self.fit_total = src.fit_total;
        self.pow = src.pow;
        self.track_outside = src.track_outside;
        self.bounds = src.bounds;
        self.holes.clone_from(&src.holes);
        self.grid.clone_from(&src.grid);
    }
}

/// True if a tile may lie on this cell (inside the table). Range tests, not
/// `abs`: a file may give any `i32`, and `i32::MIN.abs()` overflows.
#[inline]
pub fn on_table(c: Cell) -> bool {
    (1 - RADIUS..RADIUS).contains(&c.x) && (1 - RADIUS..RADIUS).contains(&c.y)
}

impl Board {
    /// An empty board for a tile set.
    pub fn new(ts: &TileSet) -> Board {
        let b = ts.pattern_base;
        let mut board = Board {
            // 20x20 cells around the start: 800 bytes, under the
            // allocator's fast-path bound; grown as the board spreads
            // (about twice in a base game).
            map: CellGrid::around_origin(10),
            // Room for every tile of the set, and for the frontier of
            // most games (it grows if need be): both lists stay under 1 KB
            // in the base game, which the allocator serves from its fast
            // per-thread cache, while larger blocks take its slow path.
            placed: Vec::with_capacity(ts.total_tiles()),
            frontier: Vec::with_capacity(84),
            fit_total: [0; MAX_TILE_TYPES],
            pow: [1, b, b * b, b * b * b],
            track_outside: ts.game == GameKind::City,
            bounds: [0; 4],
            holes: Vec::new(),
            grid: CellFlags::default(),
            flood: outline::Flood::default(),
        };
        // On an empty board the first tile goes to the origin (R-C1; an empty scenario).
        let origin = Cell::new(0, 0);
        board.frontier.push(OpenCell {
            cell: origin,
            pattern: 0,
        });
        board.map.entry(origin).set_open(0);
        board.recount(ts, None, Some(0));
        board
    }

    /// Tiles in the order they were placed.
    pub fn placed(&self) -> &[PlacedTile] {
        &self.placed
    }

    /// Empty cells beside tiles (in no particular order).
    pub fn frontier(&self) -> &[OpenCell] {
        &self.frontier
    }

    /// The number of legal placements (cell, distinct rotation) of a tile
    /// type by edges alone: O(1).
    #[inline]
    pub fn fit_total(&self, ts: &TileSet, tile: u8) -> u32 {
        self.fit_total[ts.fit_class[tile as usize] as usize] as u32
    }

    /// The index (in placement order) of the tile on a cell.
    #[inline]
    pub fn index_at(&self, c: Cell) -> Option<usize> {
        self.map.get(c).tile()
    }

    /// The tile on a cell.
    #[inline]
    pub fn at(&self, c: Cell) -> Option<&PlacedTile> {
        self.index_at(c).map(|i| &self.placed[i])
    }

    /// True if a tile lies on the cell.
    #[inline]
    pub fn is_filled(&self, c: Cell) -> bool {
        self.index_at(c).is_some()
    }

    /// The frontier entry of an empty cell, if it has a neighbour.
    pub fn open_cell(&self, c: Cell) -> Option<&OpenCell> {
        let f = self.map.get(c).open()?;
        Some(&self.frontier[f])
    }

    /// The index in [`Board::frontier`] of an empty cell, if it has a neighbour.
    #[inline]
    pub fn open_index(&self, c: Cell) -> Option<usize> {
        self.map.get(c).open()
    }

    /// The frontier cells of column `x` with rows `y0..=y1`, in order of
    /// row: read down the column of the cell window, so the cells come
    /// sorted without a pass over the frontier.
    #[inline]
    pub fn open_in_column(&self, x: i32, y0: i32, y1: i32) -> impl Iterator<Item = &OpenCell> {
        let m = &self.map;
        let dx = x.wrapping_sub(m.x0) as u32;
        // Rows outside the window hold nothing: clamp to it (saturating,
        // for any i32); a column outside it reads no rows.
        let top = y0.saturating_sub(m.y0).max(0) as u32;
        let end = if dx < m.w {
            y1.saturating_sub(m.y0)
                .saturating_add(1)
                .clamp(0, m.h as i32) as u32
        } else {
            0
        };
        let w = m.w as usize;
        (top..end).filter_map(move |row| {
            let k = m.slots[row as usize * w + dx as usize].open()?;
            Some(&self.frontier[k])
        })
    }

    /// The neighbour code a pattern has on a side (0 = no neighbour).
    pub fn pattern_code(&self, pattern: u16, side: Side) -> u8 {
        ((pattern / self.pow[side.index()]) % self.pow[1]) as u8
    }

    /// True if the cell is empty and joined to the open outside by empty
    /// cells (sides, not corners). Kept only for The City's tile sets.
    #[inline]
    pub fn is_outside(&self, c: Cell) -> bool {
        if self.track_outside {
            self.grid.get(c) == 0
        } else {
            !self.is_filled(c)
        }
    }

    /// [`Board::is_filled`] read from the grid of The City's tile sets:
    /// one bit instead of a probe of the cell map (other boards probe).
    #[inline]
    pub fn filled_bit(&self, c: Cell) -> bool {
        if self.track_outside {
            self.grid.get(c) & FILLED != 0
        } else {
            self.is_filled(c)
        }
    }

    /// Which cells of the ring of eight around `c` are filled, bit `i` for
    /// `outline::RING[i]` (as `outline::ring_mask` gives it), read from the
    /// grid on The City's tile sets.
    #[inline]
    pub fn ring(&self, c: Cell) -> u8 {
        if self.track_outside {
            self.grid.ring(c, FILLED)
        } else {
            outline::ring_mask(&|x| self.is_filled(x), c)
        }
    }

    /// True if the cell is on the frontier ([`Board::open_index`]);
    /// `ring` is the cell's ring of filled cells ([`Board::ring`]). On The
    /// City's tile sets a test of bits instead of a map probe: the frontier
    /// is the empty cells on the table with a tile beside them, and the
    /// origin until a tile lies on it (a position built in free mode may
    /// start elsewhere).
    #[inline]
    pub fn borders_tile(&self, c: Cell, ring: u8) -> bool {
        if !self.track_outside {
            return self.open_index(c).is_some();
        }
        let open = if ring & SIDES != 0 {
            on_table(c) && self.grid.get(c) & FILLED == 0
        } else {
            c == Cell::new(0, 0) && self.open_index(c).is_some()
        };
        debug_assert_eq!(open, self.open_index(c).is_some());
        open
    }

    /// True if some cell of `targets` lies in what a tile on the empty
    /// cell `c` would cut off from the open outside
    /// ([`outline::Flood::cuts_off_any`] over the board's bounds with `c`),
    /// with `flood` as room; on The City's tile sets the flood reads the
    /// grid's bits by position.
    pub fn cuts_off_any(&self, c: Cell, targets: &[Cell], flood: &mut outline::Flood) -> bool {
        let b = self.bounds;
        let bounds = [b[0].min(c.x), b[1].min(c.y), b[2].max(c.x), b[3].max(c.y)];
        if self.track_outside {
            flood.cuts_off_any_flags(&self.grid, FILLED, bounds, c, targets)
        } else {
            flood.cuts_off_any(&|x| x == c || self.is_filled(x), bounds, c, targets)
        }
    }

    /// The empty cells no path of empty cells joins to the open outside
    /// (The City's tile sets only; in no particular order).
    pub fn holes(&self) -> &[Cell] {
        &self.holes
    }

    /// The placed cells' bounding box: min x, min y, max x, max y.
    pub fn bounds(&self) -> [i32; 4] {
        self.bounds
    }

    /// Moves the fit totals from a frontier cell's old pattern to its new one
    /// (None: the cell was or is no longer on the frontier). One fused pass
    /// over the fit classes, in whole vectors of [`CLASS_LANES`].
    #[inline(always)]
    fn recount(&mut self, ts: &TileSet, old: Option<u16>, new: Option<u16>) {
        static NOTHING: [u16; MAX_TILE_TYPES] = [0; MAX_TILE_TYPES];
        let n = ts.fit_classes;
        let was = old.map_or(&NOTHING[..n], |p| ts.class_fit_counts_row(p));
        let now = new.map_or(&NOTHING[..n], |p| ts.class_fit_counts_row(p));
        let (totals, _) = self.fit_total[..n].as_chunks_mut::<CLASS_LANES>();
        let (now, _) = now.as_chunks::<CLASS_LANES>();
        let (was, _) = was.as_chunks::<CLASS_LANES>();
        for ((t, a), b) in totals.iter_mut().zip(now).zip(was) {
            // Worked on a copy in registers: in place, the compiler cannot
            // tell the totals from the rows and goes a lane at a time.
            let mut v = *t;
            for i in 0..CLASS_LANES {
                v[i] = v[i].wrapping_add(a[i]).wrapping_sub(b[i]);
            }
            *t = v;
        }
    }

    /// Puts a tile on an empty cell inside the table. Legality is the caller's business.
    /// Returns the placement indices of the tiles beside it, by side.
    pub fn place(&mut self, ts: &TileSet, t: PlacedTile) -> [Option<u8>; 4] {
        let mut beside = [None; 4];
        debug_assert!(on_table(t.cell) && !self.is_filled(t.cell));
        let centre = self.map.block(t.cell);
        let row = self.map.w as usize;
        let slot = &mut self.map.slots[centre];
        let f = slot.open();
        slot.set_tile(self.placed.len());
        if let Some(pos) = f {
            let gone = self.frontier.swap_remove(pos);
            if pos < self.frontier.len() {
                let moved = self.frontier[pos].cell;
                self.map.entry(moved).set_open(pos);
            }
            self.recount(ts, Some(gone.pattern), None);
        }
        self.placed.push(t);
        let edges = &ts.tiles[t.tile as usize].oriented[t.rot.0 as usize].edges;
        // The side neighbours' slots, in `Side::ALL` order (N, E, S, W):
        // the window holds the block around the cell.
        let beside_slots = [centre - row, centre + 1, centre + row, centre - 1];
        for s in Side::ALL {
            let n = t.cell.step(s);
            if !on_table(n) {
                continue;
            }
            let add = edges[s.index()] as u16 * self.pow[s.opposite().index()];
            let next = self.frontier.len();
            let slot = &mut self.map.slots[beside_slots[s.index()]];
            if let Some(i) = slot.tile() {
                beside[s.index()] = Some(i as u8);
                continue;
            }
            if let Some(i) = slot.open() {
                let oc = &mut self.frontier[i];
                let old = oc.pattern;
                oc.pattern += add;
                let new = oc.pattern;
                self.recount(ts, Some(old), Some(new));
            } else {
                slot.set_open(next);
                self.frontier.push(OpenCell {
                    cell: n,
                    pattern: add,
                });
                self.recount(ts, None, Some(add));
            }
        }
        if self.track_outside {
            self.track_tile(t.cell);
        }
        beside
    }

    /// The City's bookkeeping after a tile went on `c` (grid, bounds,
    /// holes), out of line so that the base game's placement stays small.
    ///
    /// Keeps `bounds`, `holes` and `grid` true: the cell leaves the holes,
    /// or, if it was outside and its ring shows it may cut the outside
    /// apart, the parts it cut off become holes.
    #[inline(never)]
    fn track_tile(&mut self, c: Cell) {
        let b = &mut self.bounds;
        if self.placed.len() == 1 {
            *b = [c.x, c.y, c.x, c.y];
        } else {
            *b = [b[0].min(c.x), b[1].min(c.y), b[2].max(c.x), b[3].max(c.y)];
        }
        let was = self.grid.get(c);
        self.grid.set(c, FILLED);
        if was & HOLE != 0 {
            self.grid.clear(c, HOLE);
            if let Some(i) = self.holes.iter().position(|h| *h == c) {
                self.holes.swap_remove(i);
            }
            return;
        }
        let ring = self.grid.ring(c, FILLED);
        debug_assert_eq!(ring, outline::ring_mask(&|x| self.is_filled(x), c));
        if outline::ring_keeps_connected(ring) {
            return;
        }
        let mut flood = std::mem::take(&mut self.flood);
        let mut holes = std::mem::take(&mut self.holes);
        let first = holes.len();
        let grid = &self.grid;
        flood.cut_off_into(&|x| grid.get(x) & FILLED != 0, self.bounds, c, &mut holes);
        for h in &holes[first..] {
            self.grid.set(*h, HOLE);
        }
        self.holes = holes;
        self.flood = flood;
    }

    /// Number of filled cells among the 3x3 block centred on `c`.
    pub fn filled_around(&self, c: Cell) -> u8 {
        let mut n = 0;
        for dy in -1..=1 {
            for dx in -1..=1 {
                if self.is_filled(Cell::new(c.x + dx, c.y + dy)) {
                    n += 1;
                }
            }
        }
        n
    }
}
