//! Placed tiles on a grid, and the frontier of empty cells beside them with
//! what their neighbours show, so that legality is one table look-up a cell.

use super::geometry::{Cell, Rotation, Side};
use super::tile::TileSet;

/// How far from the origin a tile may lie. Far beyond any real game (the
/// longest possible line of base and City Gates tiles is 96), small enough
/// that the board is a flat array that copies fast for search.
pub const RADIUS: i32 = 100;
const WIDTH: i32 = 2 * RADIUS + 1;

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

/// The board: placed tiles and their frontier.
#[derive(Clone, Debug)]
pub struct Board {
    slot: Vec<u8>,
    front: Vec<u8>,
    placed: Vec<PlacedTile>,
    frontier: Vec<OpenCell>,
    pow: [u16; 4],
}

#[inline]
fn index(c: Cell) -> usize {
    ((c.y + RADIUS) * WIDTH + (c.x + RADIUS)) as usize
}

/// True if a tile may lie on this cell (inside the table). Range tests, not
/// `abs`: a file may give any `i32`, and `i32::MIN.abs()` overflows.
#[inline]
pub fn on_table(c: Cell) -> bool {
    (1 - RADIUS..RADIUS).contains(&c.x) && (1 - RADIUS..RADIUS).contains(&c.y)
}

impl Board {
    /// An empty board for a tile set's edge codes.
    pub fn new(pattern_base: u16) -> Board {
        let b = pattern_base;
        let mut board = Board {
            slot: vec![0; (WIDTH * WIDTH) as usize],
            front: vec![0; (WIDTH * WIDTH) as usize],
            placed: Vec::with_capacity(128),
            frontier: Vec::with_capacity(160),
            pow: [1, b, b * b, b * b * b],
        };
        // On an empty board the first tile goes to the origin (R-C1; an empty scenario).
        let origin = Cell::new(0, 0);
        board.frontier.push(OpenCell {
            cell: origin,
            pattern: 0,
        });
        board.front[index(origin)] = 1;
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

    /// The index (in placement order) of the tile on a cell.
    #[inline]
    pub fn index_at(&self, c: Cell) -> Option<usize> {
        if !(-RADIUS..=RADIUS).contains(&c.x) || !(-RADIUS..=RADIUS).contains(&c.y) {
            return None;
        }
        let s = self.slot[index(c)];
        (s != 0).then(|| s as usize - 1)
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
        let f = self.front[index(c)];
        (f != 0).then(|| &self.frontier[f as usize - 1])
    }

    /// The neighbour code a pattern has on a side (0 = no neighbour).
    pub fn pattern_code(&self, pattern: u16, side: Side) -> u8 {
        ((pattern / self.pow[side.index()]) % self.pow[1]) as u8
    }

    /// Puts a tile on an empty cell inside the table. Legality is the caller's business.
    pub fn place(&mut self, ts: &TileSet, t: PlacedTile) {
        debug_assert!(on_table(t.cell) && !self.is_filled(t.cell));
        let ci = index(t.cell);
        let f = self.front[ci];
        if f != 0 {
            let pos = f as usize - 1;
            self.front[ci] = 0;
            self.frontier.swap_remove(pos);
            if pos < self.frontier.len() {
                let moved = self.frontier[pos].cell;
                self.front[index(moved)] = pos as u8 + 1;
            }
        }
        self.placed.push(t);
        self.slot[ci] = self.placed.len() as u8;
        let edges = &ts.tiles[t.tile as usize].oriented[t.rot.0 as usize].edges;
        for s in Side::ALL {
            let n = t.cell.step(s);
            if !on_table(n) || self.is_filled(n) {
                continue;
            }
            let ni = index(n);
            if self.front[ni] == 0 {
                self.frontier.push(OpenCell {
                    cell: n,
                    pattern: 0,
                });
                self.front[ni] = self.frontier.len() as u8;
            }
            let add = edges[s.index()] as u16 * self.pow[s.opposite().index()];
            self.frontier[self.front[ni] as usize - 1].pattern += add;
        }
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
