//! The outline of a group of tiles (The City's wall runs along it): grid edges, the outline of the city seen from
//! the open outside, how the wall continues at its two ends, which empty
//! cells are reachable from the open outside (R-C7, R-C4), and which wall
//! piece lies "directly opposite" another (R-C11).
//!
//! Vertices: (i, j) is the north-west corner of cell (i, j). Walking the
//! outline clockwise (as on screen, y growing south) keeps the city on the
//! right: a tile's north side runs west to east, its east side north to
//! south, and so on.

use crate::engine::model::geometry::{Cell, Side};
use serde::{Deserialize, Serialize};

pub use super::flood::Flood;

/// A grid edge as the side of a placed tile it borders; the cell beyond it
/// (`outside`) is empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Edge {
    /// The placed tile's cell (inside).
    pub cell: Cell,
    /// The tile's side the edge lies on.
    pub side: Side,
}

/// One of the two ends of the wall: `Cw` is the end that grows clockwise
/// around the city from the gate, `Ccw` the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum WallEnd {
    Cw,
    Ccw,
}

impl Edge {
    /// The edge on `side` of the tile at `cell`.
    pub const fn new(cell: Cell, side: Side) -> Edge {
        Edge { cell, side }
    }

    /// The empty cell beyond the edge.
    pub const fn outside(self) -> Cell {
        self.cell.step(self.side)
    }

    /// The vertex where the edge starts and where it ends, walking clockwise.
    pub fn vertices(self) -> ((i32, i32), (i32, i32)) {
        let s = self.side.index();
        (corner(self.cell, s), corner(self.cell, s + 1))
    }

    /// The same grid edge seen from the cell beyond it.
    pub const fn flipped(self) -> Edge {
        Edge::new(self.outside(), self.side.opposite())
    }
}

/// Corner `k` of a cell: 0 north-west, 1 north-east, 2 south-east, 3 south-west.
fn corner(c: Cell, k: usize) -> (i32, i32) {
    match k % 4 {
        0 => (c.x, c.y),
        1 => (c.x + 1, c.y),
        2 => (c.x + 1, c.y + 1),
        _ => (c.x, c.y + 1),
    }
}

/// The outline edge that follows `e` clockwise around the city.
///
/// R-C7a: at a vertex where two tiles touch only by a corner, the outline
/// (and so the wall) keeps to the empty cell it borders: it turns into that
/// cell's notch rather than jumping to the other tile.
pub fn successor(filled: &impl Fn(Cell) -> bool, e: Edge) -> Edge {
    let d = Side::from_index(e.side.index() + 1);
    let o = e.outside();
    let p = o.step(d);
    let q = e.cell.step(d);
    if filled(p) {
        Edge::new(p, Side::from_index(e.side.index() + 3))
    } else if filled(q) {
        Edge::new(q, e.side)
    } else {
        Edge::new(e.cell, d)
    }
}

/// The outline edge that precedes `e` clockwise (follows it anticlockwise).
pub fn predecessor(filled: &impl Fn(Cell) -> bool, e: Edge) -> Edge {
    let d = Side::from_index(e.side.index() + 3);
    let o = e.outside();
    let p = o.step(d);
    let q = e.cell.step(d);
    if filled(p) {
        Edge::new(p, Side::from_index(e.side.index() + 1))
    } else if filled(q) {
        Edge::new(q, e.side)
    } else {
        Edge::new(e.cell, d)
    }
}

/// The empty cells reachable from the open outside through empty cells
/// (sides, not corners), within the city's bounding box grown by one.
#[derive(Clone, Debug)]
pub struct Outside {
    x0: i32,
    y0: i32,
    w: i32,
    h: i32,
    reach: Vec<bool>,
}

impl Outside {
    /// Computes the outside of the placed cells, treating `extra` as filled too.
    pub fn compute(cells: &[Cell], filled: &impl Fn(Cell) -> bool, extra: Option<Cell>) -> Outside {
        let (mut x0, mut y0, mut x1, mut y1) = (0, 0, 0, 0);
        for (i, c) in cells.iter().chain(extra.iter()).enumerate() {
            if i == 0 {
                (x0, y0, x1, y1) = (c.x, c.y, c.x, c.y);
            } else {
                x0 = x0.min(c.x);
                y0 = y0.min(c.y);
                x1 = x1.max(c.x);
                y1 = y1.max(c.y);
            }
        }
        let (x0, y0) = (x0 - 1, y0 - 1);
        let (w, h) = (x1 - x0 + 2, y1 - y0 + 2);
        let mut reach = vec![false; (w * h) as usize];
        let blocked = |c: Cell| filled(c) || Some(c) == extra;
        let mut todo: Vec<Cell> = Vec::with_capacity((2 * (w + h)) as usize);
        for x in 0..w {
            for y in 0..h {
                if x == 0 || y == 0 || x == w - 1 || y == h - 1 {
                    let c = Cell::new(x0 + x, y0 + y);
                    if !blocked(c) {
                        reach[(y * w + x) as usize] = true;
                        todo.push(c);
                    }
                }
            }
        }
        while let Some(c) = todo.pop() {
            for s in Side::ALL {
                let n = c.step(s);
                let (x, y) = (n.x - x0, n.y - y0);
                if x < 0 || y < 0 || x >= w || y >= h {
                    continue;
                }
                let i = (y * w + x) as usize;
                if !reach[i] && !blocked(n) {
                    reach[i] = true;
                    todo.push(n);
                }
            }
        }
        Outside {
            x0,
            y0,
            w,
            h,
            reach,
        }
    }

    /// True if the cell is empty and reachable from the open outside.
    pub fn contains(&self, c: Cell) -> bool {
        let (x, y) = (c.x - self.x0, c.y - self.y0);
        if x < 0 || y < 0 || x >= self.w || y >= self.h {
            return true;
        }
        self.reach[(y * self.w + x) as usize]
    }
}

/// The empty cells that filling `c` cuts off from the open outside, when
/// `c` was outside: `filled` already counts `c` as filled, and `bounds`
/// (min x, min y, max x, max y) holds every filled cell, `c` included, so
/// a cell beyond it is open outside.
///
/// Floods from each empty side neighbour of `c` in turn; a flood stops as
/// soon as it leaves the bounds or meets a flood that did, so the cost is
/// about the size of the parts cut off, not of the whole outside.
pub fn cut_off(filled: &impl Fn(Cell) -> bool, bounds: [i32; 4], c: Cell) -> Vec<Cell> {
    let [x0, y0, x1, y1] = bounds;
    let w = (x1 - x0 + 1) as usize;
    let h = (y1 - y0 + 1) as usize;
    let inside = |n: Cell| n.x >= x0 && n.x <= x1 && n.y >= y0 && n.y <= y1;
    let at = |n: Cell| (n.y - y0) as usize * w + (n.x - x0) as usize;
    // 0 unseen; otherwise the flood that reached the cell (1-4), and
    // `escaped[flood]` says whether that flood reached the open outside.
    let mut mark = vec![0u8; w * h];
    let mut escaped = [false; 5];
    let mut out = Vec::new();
    let mut todo: Vec<Cell> = Vec::new();
    let mut seen: Vec<Cell> = Vec::new();
    for (k, s) in Side::ALL.into_iter().enumerate() {
        let start = c.step(s);
        if filled(start) || !inside(start) || mark[at(start)] != 0 {
            continue;
        }
        let id = k as u8 + 1;
        todo.clear();
        seen.clear();
        mark[at(start)] = id;
        todo.push(start);
        seen.push(start);
        let mut free = false;
        'flood: while let Some(x) = todo.pop() {
            for d in Side::ALL {
                let n = x.step(d);
                if filled(n) {
                    continue;
                }
                if !inside(n) {
                    free = true;
                    break 'flood;
                }
                let m = mark[at(n)];
                if m == id {
                    continue;
                }
                if m != 0 {
                    // Another flood reached it first: it escaped, or it would
                    // have taken this cell in.
                    free = escaped[m as usize];
                    debug_assert!(free);
                    break 'flood;
                }
                mark[at(n)] = id;
                todo.push(n);
                seen.push(n);
            }
        }
        escaped[id as usize] = free;
        if !free {
            out.extend_from_slice(&seen);
        }
    }
    out
}

/// The ring of eight cells around a cell, clockwise from north, as
/// offsets: even indices are side neighbours, odd ones corners; the cell
/// at index `(i + 4) % 8` lies opposite the one at `i`.
pub const RING: [(i32, i32); 8] = [
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

/// Which cells of the ring around `c` are filled: bit `i` for `RING[i]`.
#[inline]
pub fn ring_mask(filled: &impl Fn(Cell) -> bool, c: Cell) -> u8 {
    let mut m = 0;
    for (i, (dx, dy)) in RING.into_iter().enumerate() {
        m |= (filled(Cell::new(c.x + dx, c.y + dy)) as u8) << i;
    }
    m
}

/// [`ring_keeps_connected`] for each of the 256 rings, worked out once at
/// compile time: the test is a look-up.
const RING_KEEPS_CONNECTED: [bool; 256] = {
    let mut t = [false; 256];
    let mut m = 0;
    while m < 256 {
        t[m] = ring_test(m as u8);
        m += 1;
    }
    t
};

/// The ring test of [`fill_keeps_connected`] on a ring of filled cells
/// (bit `i` for `RING[i]`): at most one run of empty ring cells (ring
/// neighbours are side by side on the board) holds a side neighbour.
const fn ring_test(filled: u8) -> bool {
    if filled == 0 {
        return true; // all eight empty
    }
    let start = filled.trailing_zeros() as usize;
    let mut runs_with_side = 0;
    let mut in_run = false;
    let mut has_side = false;
    let mut k = 1;
    while k <= 8 {
        let i = (start + k) % 8;
        if filled & (1 << i) == 0 {
            in_run = true;
            has_side |= i.is_multiple_of(2);
        } else if in_run {
            runs_with_side += has_side as u32;
            in_run = false;
            has_side = false;
        }
        k += 1;
    }
    runs_with_side <= 1
}

/// [`fill_keeps_connected`] for a cell whose ring of filled cells is
/// already known (see [`ring_mask`]).
#[inline]
pub fn ring_keeps_connected(filled: u8) -> bool {
    RING_KEEPS_CONNECTED[filled as usize]
}

/// True if filling the empty cell `c` cannot split the empty cells around it
/// apart: its empty side neighbours already meet through the ring of eight
/// cells around it (side and corner cells, stepping side to side). A local
/// test that spares a flood fill for almost every cell; when it says false
/// the caller must flood-fill to know.
pub fn fill_keeps_connected(filled: &impl Fn(Cell) -> bool, c: Cell) -> bool {
    ring_keeps_connected(ring_mask(filled, c))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The local test never says "safe" when a flood fill shows that filling
    /// the cell cuts some empty cell off from the open outside (R-C4 rests on
    /// it). Random boards of a 7x7 area, every empty cell tried.
    #[test]
    fn the_local_fill_test_agrees_with_the_flood_fill() {
        let mut rng = crate::engine::model::rng::Rng::new(12);
        let mut safe_seen = 0;
        let mut cut_seen = 0;
        for _ in 0..400 {
            let mut board = [[false; 7]; 7];
            for row in board.iter_mut() {
                for v in row.iter_mut() {
                    *v = rng.below(100) < 45;
                }
            }
            let filled = |c: Cell| {
                (0..7).contains(&c.x) && (0..7).contains(&c.y) && board[c.y as usize][c.x as usize]
            };
            let cells: Vec<Cell> = (0..7)
                .flat_map(|y| (0..7).map(move |x| Cell::new(x, y)))
                .filter(|c| filled(*c))
                .collect();
            if cells.is_empty() {
                continue;
            }
            let before = Outside::compute(&cells, &filled, None);
            for y in 0..7 {
                for x in 0..7 {
                    let c = Cell::new(x, y);
                    if filled(c) || !before.contains(c) {
                        continue;
                    }
                    let after = Outside::compute(&cells, &filled, Some(c));
                    let cut = (-1..8)
                        .flat_map(|y| (-1..8).map(move |x| Cell::new(x, y)))
                        .any(|o| o != c && before.contains(o) && !filled(o) && !after.contains(o));
                    if fill_keeps_connected(&filled, c) {
                        safe_seen += 1;
                        assert!(!cut, "filling {c:?} cut the outside apart");
                    } else {
                        cut_seen += cut as u32;
                    }
                }
            }
        }
        assert!(safe_seen > 1000 && cut_seen > 50, "{safe_seen} {cut_seen}");
    }

    #[test]
    fn around_one_tile_the_outline_has_four_edges() {
        let only = |c: Cell| c == Cell::new(0, 0);
        let n = Edge::new(Cell::new(0, 0), Side::N);
        let mut e = n;
        for _ in 0..4 {
            let next = successor(&only, e);
            assert_eq!(e.vertices().1, next.vertices().0);
            assert_eq!(predecessor(&only, next), e);
            e = next;
        }
        assert_eq!(e, n);
    }

    #[test]
    fn at_a_corner_touch_the_wall_turns_into_the_notch() {
        // Tiles at (0,0) and (1,-1) touch by a corner; the cell (1,0) is empty.
        let filled =
            |c: Cell| c == Cell::new(0, 0) || c == Cell::new(1, -1) || c == Cell::new(0, -1);
        let e = Edge::new(Cell::new(0, 0), Side::E);
        // Walking south along (0,0)'s east side, then west along its south side.
        assert_eq!(successor(&filled, e), Edge::new(Cell::new(0, 0), Side::S));
        // Before it: the south side of (1,-1), running west into the notch.
        assert_eq!(
            predecessor(&filled, e),
            Edge::new(Cell::new(1, -1), Side::S)
        );
    }
}
