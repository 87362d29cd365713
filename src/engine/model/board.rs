//! Placed tiles on a grid, and the frontier of empty cells beside them with
//! what their neighbours show, so that legality is one table look-up a cell.
//!
//! The board is small on purpose: search copies it for every node it
//! visits. Cells live in an open-addressed map (a few KB) rather than in
//! grids covering the whole table, and per tile type the board keeps how
//! many placements fit, so that asking whether a tile fits is O(1).

use super::geometry::{Cell, Rotation, Side};
use super::grid::CellFlags;
use super::outline;
use super::tile::{GameKind, TileSet};

/// How far from the origin a tile may lie. Far beyond any real game (the
/// longest possible line of base and City Gates tiles is 96); cell keys in
/// the map pack each coordinate in a byte.
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

/// One cell's entry in the [`CellMap`], in 4 bytes so that a new board's
/// map (256 slots) is 1 KB, small enough for the allocator's fast path.
/// `key` 0 marks an empty slot. `val` says what is on the cell: 0 nothing
/// yet, `TILE | i` the placed tile of index `i`, otherwise the frontier
/// entry of index `val - 1`. A cell is never both filled and on the
/// frontier, so one field holds either.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    key: u16,
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

/// An insert-only open-addressed map (linear probing) from the cells that
/// are filled or on the frontier to their [`Slot`].
///
/// Invariants: the capacity is a power of two at least 8/5 of the entries
/// (so probes stay short and a free slot always ends a probe; `reserve`
/// keeps it for the cells about to be added); a cell, once
/// in the map, stays (a frontier cell only ever becomes filled, a filled
/// cell never empties), so there are no deletions and no tombstones.
#[derive(Debug)]
struct CellMap {
    slots: Vec<Slot>,
    len: usize,
    /// 32 - log2(capacity): the hash keeps the top bits of a product.
    shift: u32,
}

impl Clone for CellMap {
    fn clone(&self) -> CellMap {
        CellMap {
            slots: self.slots.clone(),
            len: self.len,
            shift: self.shift,
        }
    }

    /// Into the slots' own allocation (a scratch copy reused by search).
    fn clone_from(&mut self, src: &CellMap) {
        self.slots.clone_from(&src.slots);
        self.len = src.len;
        self.shift = src.shift;
    }
}

/// The map key of a cell on the table: never 0 (x + 128 > 0).
#[inline]
fn key(c: Cell) -> u16 {
    (((c.x + 128) as u16) << 8) | ((c.y + 128) as u16 & 0xFF)
}

impl CellMap {
    fn with_capacity_log2(bits: u32) -> CellMap {
        CellMap {
            slots: vec![Slot::default(); 1 << bits],
            len: 0,
            shift: 32 - bits,
        }
    }

    #[inline]
    fn home(&self, k: u16) -> usize {
        ((k as u32).wrapping_mul(0x9E37_79B1) >> self.shift) as usize
    }

    /// The slot of a cell in the map (the caller has checked it is on the table).
    #[inline]
    fn get(&self, c: Cell) -> Option<&Slot> {
        let k = key(c);
        let mask = self.slots.len() - 1;
        let mut i = self.home(k);
        loop {
            let s = &self.slots[i];
            if s.key == k {
                return Some(s);
            }
            if s.key == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// Makes room for `extra` more cells, keeping the load at most 5/8
    /// once they are in: one check for the at most five cells a placement
    /// adds rather than one a cell.
    #[inline]
    fn reserve(&mut self, extra: usize) {
        if (self.len + extra) * 8 > self.slots.len() * 5 {
            self.grow();
        }
    }

    /// The slot of a cell, added empty if missing (after [`CellMap::reserve`]
    /// made room for it).
    #[inline]
    fn entry(&mut self, c: Cell) -> &mut Slot {
        debug_assert!(self.len < self.slots.len());
        let k = key(c);
        let mask = self.slots.len() - 1;
        let mut i = self.home(k);
        loop {
            let s = self.slots[i];
            if s.key == k {
                return &mut self.slots[i];
            }
            if s.key == 0 {
                self.len += 1;
                self.slots[i].key = k;
                return &mut self.slots[i];
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let bits = 32 - self.shift + 1;
        let old = std::mem::replace(self, CellMap::with_capacity_log2(bits));
        let mask = self.slots.len() - 1;
        for s in old.slots.into_iter().filter(|s| s.key != 0) {
            let mut i = self.home(s.key);
            while self.slots[i].key != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = s;
            self.len += 1;
        }
    }
}

/// The board: placed tiles and their frontier.
///
/// Invariants: `fit_total[t]` is the sum over frontier cells of the distinct
/// rotations of tile type `t` that fit the cell's pattern (updated for the
/// at most five cells a placement changes); with `track_outside` (The City),
/// `holes` holds exactly the empty cells inside `bounds` that no path of
/// empty cells joins to the open outside, and `grid` flags every filled
/// cell ([`FILLED`]) and every hole ([`HOLE`]) and nothing else (empty on
/// other boards).
#[derive(Debug)]
pub struct Board {
    map: CellMap,
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
            map: CellMap::with_capacity_log2(8),
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
        board.map.reserve(1);
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
    pub fn fit_total(&self, tile: u8) -> u32 {
        self.fit_total[tile as usize] as u32
    }

    /// The index (in placement order) of the tile on a cell.
    #[inline]
    pub fn index_at(&self, c: Cell) -> Option<usize> {
        if !(-RADIUS..=RADIUS).contains(&c.x) || !(-RADIUS..=RADIUS).contains(&c.y) {
            return None;
        }
        self.map.get(c)?.tile()
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
        if !on_table(c) {
            return None;
        }
        let f = self.map.get(c)?.open()?;
        Some(&self.frontier[f])
    }

    /// The index in [`Board::frontier`] of an empty cell, if it has a neighbour.
    #[inline]
    pub fn open_index(&self, c: Cell) -> Option<usize> {
        if !on_table(c) {
            return None;
        }
        self.map.get(c)?.open()
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
    /// over the tile types, which the compiler vectorises.
    #[inline]
    fn recount(&mut self, ts: &TileSet, old: Option<u16>, new: Option<u16>) {
        static NOTHING: [u16; MAX_TILE_TYPES] = [0; MAX_TILE_TYPES];
        let n = ts.tiles.len();
        let was = old.map_or(&NOTHING[..n], |p| ts.fit_counts_row(p));
        let now = new.map_or(&NOTHING[..n], |p| ts.fit_counts_row(p));
        for ((t, a), b) in self.fit_total[..n].iter_mut().zip(now).zip(was) {
            *t = t.wrapping_add(*a).wrapping_sub(*b);
        }
    }

    /// Puts a tile on an empty cell inside the table. Legality is the caller's business.
    /// Returns the placement indices of the tiles beside it, by side.
    pub fn place(&mut self, ts: &TileSet, t: PlacedTile) -> [Option<u8>; 4] {
        let mut beside = [None; 4];
        debug_assert!(on_table(t.cell) && !self.is_filled(t.cell));
        // The cell and its four neighbours.
        self.map.reserve(5);
        let slot = self.map.entry(t.cell);
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
        for s in Side::ALL {
            let n = t.cell.step(s);
            if !on_table(n) {
                continue;
            }
            let add = edges[s.index()] as u16 * self.pow[s.opposite().index()];
            let next = self.frontier.len();
            let slot = self.map.entry(n);
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
