//! Where the wall of The City may go and what it closes: the gate on the
//! outline (R-C7), the next piece at each end, guards (R-C11, R-C11a),
//! towers (R-C12), and the cells the wall closes to tiles (R-C4).

use super::rounds::tower_value;
use crate::engine::model::geometry::{Cell, Side};
use crate::engine::model::outline::{self, Edge, Flood, Outside, WallEnd};
use crate::engine::state::State;
use crate::engine::state::city::WallPiece;

impl State {
    /// True if a tile is on the cell (for wall geometry).
    fn filled_fn(&self) -> impl Fn(Cell) -> bool + '_ {
        move |c| self.board.filled_bit(c)
    }

    /// The empty cells reachable from the open outside, `extra` counted as filled.
    pub fn outside(&self, extra: Option<Cell>) -> Outside {
        let cells: Vec<Cell> = self.board.placed().iter().map(|p| p.cell).collect();
        Outside::compute(&cells, &self.filled_fn(), extra)
    }

    /// Frontier cells on which no tile may go because of the wall: cells
    /// outside a wall piece, and cells whose tile would take part of the wall
    /// off the outline or enclose it (R-C4). In no particular order.
    ///
    /// Each test runs once over the wall rather than once per cell: a wall
    /// piece marks the cell beyond it, a joint of the wall the four cells
    /// around its vertex; only the cells whose ring shows they might cut the
    /// outside apart are flooded (and only over the parts they cut off).
    pub(crate) fn city_blocked_cells(&self) -> Vec<Cell> {
        let Some(city) = self.city() else {
            return Vec::new();
        };
        if city.gate.is_none() {
            return Vec::new();
        }
        let chain = city.chain();
        let frontier = self.board.frontier();
        // Per frontier cell: 0 not decided, 1 blocked, 2 allowed.
        let mut status = vec![0u8; frontier.len()];
        let index = |c: Cell| self.board.open_index(c);
        for e in &chain {
            if let Some(i) = index(e.outside()) {
                status[i] = 1;
            }
        }
        // A hole inside the city: filling it changes nothing outside.
        for (i, oc) in frontier.iter().enumerate() {
            if status[i] == 0 && !self.board.is_outside(oc.cell) {
                status[i] = 2;
            }
        }
        // R-C4a: the wall stays one chain along the outline.
        for w in chain.windows(2) {
            let (vx, vy) = w[0].vertices().1;
            for (x, y) in [(vx - 1, vy - 1), (vx, vy - 1), (vx - 1, vy), (vx, vy)] {
                let c = Cell::new(x, y);
                let Some(i) = index(c) else {
                    continue;
                };
                if status[i] != 0 {
                    continue;
                }
                let with = |x: Cell| x == c || self.board.is_filled(x);
                if outline::successor(&with, w[0]) != w[1] {
                    status[i] = 1;
                }
            }
        }
        // R-C4: every wall piece keeps its outside joined to the open outside.
        let outside_cells: Vec<Cell> = chain.iter().map(|e| e.outside()).collect();
        let lost_already = outside_cells.iter().any(|o| !self.board.is_outside(*o));
        let mut blocked = Vec::new();
        let mut flood = Flood::default();
        for (i, oc) in frontier.iter().enumerate() {
            match status[i] {
                1 => blocked.push(oc.cell),
                2 => {}
                _ => {
                    let keeps = self.fill_keeps_wall_outside(
                        oc.cell,
                        self.board.ring(oc.cell),
                        &outside_cells,
                        lost_already,
                        &mut flood,
                    );
                    if !keeps {
                        blocked.push(oc.cell);
                    }
                }
            }
        }
        blocked
    }

    /// True if a tile on the outside cell `c` leaves the outside of every
    /// wall piece joined to the open outside (R-C4). Almost always the
    /// local test settles it without a flood.
    ///
    /// `ring` is the cell's ring of filled cells ([`outline::ring_mask`]);
    /// `flood` is room for the floods, shared by the cells of one pass.
    pub(super) fn fill_keeps_wall_outside(
        &self,
        c: Cell,
        ring: u8,
        outside_cells: &[Cell],
        lost_already: bool,
        flood: &mut Flood,
    ) -> bool {
        if outline::ring_keeps_connected(ring) {
            return true;
        }
        if lost_already {
            return false;
        }
        !self.board.cuts_off_any(c, outside_cells, flood)
    }

    fn city_cell_allowed(&self, c: Cell, chain: &[Edge], outside_cells: &[Cell]) -> bool {
        if outside_cells.contains(&c) {
            return false;
        }
        if !self.board.is_outside(c) {
            // A hole inside the city: filling it changes nothing outside.
            return true;
        }
        let with = |x: Cell| x == c || self.board.is_filled(x);
        // R-C4a: the wall stays one chain along the outline.
        let corners = [
            (c.x, c.y),
            (c.x + 1, c.y),
            (c.x + 1, c.y + 1),
            (c.x, c.y + 1),
        ];
        for w in chain.windows(2) {
            if corners.contains(&w[0].vertices().1) && outline::successor(&with, w[0]) != w[1] {
                return false;
            }
        }
        // R-C4: every wall piece keeps its outside connected to the open outside.
        let lost_already = outside_cells.iter().any(|o| !self.board.is_outside(*o));
        let ring = outline::ring_mask(&self.filled_fn(), c);
        self.fill_keeps_wall_outside(c, ring, outside_cells, lost_already, &mut Flood::default())
    }

    /// True if the tile may go on the cell as far as the wall is concerned.
    pub fn city_cell_ok(&self, c: Cell) -> bool {
        let Some(city) = self.city() else {
            return true;
        };
        if city.gate.is_none() {
            return true;
        }
        if self.board.open_cell(c).is_some() && self.walled_fresh() {
            return self.walled.cells.binary_search(&c).is_err();
        }
        let chain = city.chain();
        let outside_cells: Vec<Cell> = chain.iter().map(|e| e.outside()).collect();
        self.city_cell_allowed(c, &chain, &outside_cells)
    }

    /// Edges where the gate may go: any side of a placed tile facing an
    /// empty cell reachable from the open outside (R-C7; not into a hole), sorted.
    pub fn gate_edges(&self) -> Vec<Edge> {
        // The cells with a side on the outside, sorted (as u64 keys in
        // `Cell` order: x, then y, the sign bits flipped so that they
        // order as signed numbers), then their sides in order: edges sort
        // by cell first, so this is the order sorting the edges gives.
        let flip = |v: i32| (v as u32 ^ 1 << 31) as u64;
        let mut cells: Vec<u64> = self
            .board
            .placed()
            .iter()
            .filter(|p| {
                Side::ALL
                    .iter()
                    .any(|s| self.board.is_outside(p.cell.step(*s)))
            })
            .map(|p| flip(p.cell.x) << 32 | flip(p.cell.y))
            .collect();
        cells.sort_unstable();
        let mut v = Vec::with_capacity(2 * cells.len());
        for k in cells {
            let unflip = |v: u64| (v as u32 ^ 1 << 31) as i32;
            let c = Cell::new(unflip(k >> 32), unflip(k));
            for s in Side::ALL {
                if self.board.is_outside(c.step(s)) {
                    v.push(Edge::new(c, s));
                }
            }
        }
        v
    }

    /// The edge the wall would continue on at an end, unless the wall is a ring.
    pub fn wall_candidate(&self, end: WallEnd) -> Option<Edge> {
        let city = self.city()?;
        let f = self.filled_fn();
        let cw = city.end_edge(WallEnd::Cw)?;
        let ccw = city.end_edge(WallEnd::Ccw)?;
        if outline::successor(&f, cw) == ccw {
            return None;
        }
        Some(match end {
            WallEnd::Cw => outline::successor(&f, cw),
            WallEnd::Ccw => outline::predecessor(&f, ccw),
        })
    }

    /// Where the next wall piece may go (one edge at each end; one if they meet).
    pub fn wall_edges(&self) -> Vec<Edge> {
        let mut v = Vec::new();
        for end in [WallEnd::Cw, WallEnd::Ccw] {
            if let Some(e) = self.wall_candidate(end)
                && !v.contains(&e)
            {
                v.push(e);
            }
        }
        v
    }

    /// True when the wall has closed into a ring (R-C14d).
    pub fn wall_is_ring(&self) -> bool {
        self.city().is_some_and(|c| c.gate.is_some()) && self.wall_candidate(WallEnd::Cw).is_none()
    }

    /// The outline edges not yet walled between the two ends, clockwise from
    /// the clockwise end (empty for a ring, or before the gate).
    pub fn wall_gap(&self) -> Vec<Edge> {
        // Room for the whole outline at once (its length is at most four
        // edges a tile): the gap is most of it at the end of a game.
        let mut v = Vec::with_capacity(4 * self.board.placed().len() + 4);
        self.walk_wall_gap(usize::MAX, |e| v.push(e));
        v
    }

    /// True if [`State::wall_gap`] has at most `n` edges (R-C14c asks it
    /// after every wall round): walks no more than `n + 1` of them.
    pub fn wall_gap_at_most(&self, n: usize) -> bool {
        self.walk_wall_gap(n.saturating_add(1), |_| {}) <= n
    }

    /// Calls `f` on the edges of [`State::wall_gap`] in order, stopping
    /// after `limit` of them; returns how many it called it on.
    fn walk_wall_gap(&self, limit: usize, mut f: impl FnMut(Edge)) -> usize {
        let Some(city) = self.city() else {
            return 0;
        };
        let (Some(cw), Some(ccw)) = (city.end_edge(WallEnd::Cw), city.end_edge(WallEnd::Ccw))
        else {
            return 0;
        };
        let filled = self.filled_fn();
        // A wall that lost the outline must not walk for ever.
        let cap = (4 * self.board.placed().len() + 8).min(limit);
        let mut e = outline::successor(&filled, cw);
        let mut len = 0;
        while e != ccw && len < cap {
            f(e);
            len += 1;
            e = outline::successor(&filled, e);
        }
        len
    }

    /// The wall piece directly opposite a piece (R-C11a): looking inward from
    /// it along its row or column, the piece at the far end of the unbroken
    /// line of tiles (the far wall a guard there would look at). With an
    /// empty cell in between, nothing is directly opposite (the seed's
    /// example has two guards facing each other across a hole in one row).
    pub fn opposite_piece(&self, e: Edge) -> Option<WallPiece> {
        let city = self.city()?;
        let d = e.side.opposite();
        let mut c = e.cell;
        while self.board.is_filled(c) {
            if let Some(p) = city.pieces().find(|p| p.edge == Edge::new(c, d)) {
                return Some(*p);
            }
            c = c.step(d);
        }
        None
    }

    /// True if the player to decide may put a guard on a wall piece at `e` (R-C11).
    pub fn guard_allowed(&self, e: Edge) -> bool {
        self.supply[self.current as usize] > 0
            && self.opposite_piece(e).is_none_or(|p| p.guard.is_none())
    }

    /// Ends where the deciding player may place a tower now (R-C12, R-C12a).
    pub fn tower_ends(&self) -> Vec<WallEnd> {
        let mut v = Vec::new();
        let Some(city) = self.city() else {
            return v;
        };
        if city.towers_left[self.current as usize] == 0 {
            return v;
        }
        for end in [WallEnd::Cw, WallEnd::Ccw] {
            if tower_value(city, end) > 0 {
                v.push(end);
            }
        }
        v
    }
}
