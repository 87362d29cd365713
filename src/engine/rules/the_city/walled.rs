//! The City's walled-off cells (R-C4) kept from one draw to the next:
//! after a tile and a few wall pieces, only the cells whose answer may
//! have changed are worked out again (the cells around the new tile, the
//! cells at the new joints of the wall, and the cells whose answer rests
//! on the whole board), with the same answer as a pass over the whole
//! frontier (`State::city_blocked_cells`), which checks it in debug builds.

use crate::engine::model::board::on_table;
use crate::engine::model::geometry::Cell;
use crate::engine::model::outline::{self, Flood, RING};
use crate::engine::state::State;
use crate::engine::state::city::{Joint, WallShape, Walled};
use std::sync::Arc;

/// What one frontier cell's answer is and what it rests on.
enum Verdict {
    /// Open to tiles, and stays so until a tile goes down in its 3x3 block
    /// or a wall joint touches it.
    Open,
    /// Closed, and stays so until then or until it becomes a hole: a
    /// joint's test only changes with the cells around its vertex, and a
    /// tile that cuts a wall piece's outside off still does once more
    /// tiles are down (the part cut off only shrinks, or becomes a hole
    /// and the wall's outside is lost).
    Closed,
    /// Open, but only because a flood found every wall piece's outside
    /// joined to the open outside: a tile in the box of cells the flood
    /// read, a wall piece, or new bounds may change that.
    Pinch([i32; 4]),
}

impl State {
    /// Works out the walled-off cells for the board and wall now, if they
    /// changed, before a draw asks where tiles fit: from the last answer
    /// if this state grew from it, from scratch otherwise.
    #[inline]
    pub(crate) fn refresh_walled(&mut self) {
        // The check inline, the work out of line: every draw of every
        // game passes here, and the base game never goes further.
        if self.city.is_some() && !self.walled_fresh() {
            self.rework_walled();
        }
    }

    /// [`State::refresh_walled`] when the remembered cells are stale.
    #[inline(never)]
    fn rework_walled(&mut self) {
        let has_gate = self.city().is_some_and(|c| c.gate.is_some());
        if !has_gate && self.walled.shape.is_none() {
            // Before the gate no cell is walled off, as `self.walled`
            // (never given a gate since its reset) already says: only
            // which state it describes changes, in place.
            debug_assert!(self.walled.cells.is_empty() && self.walled.pinch.is_empty());
            self.describe_walled_in_place();
            return;
        }
        let mut w = std::mem::take(&mut self.walled);
        if !has_gate {
            w = Walled::default();
        } else if self.walled_follows(&w) {
            self.update_walled(&mut w);
        } else {
            w = Walled::default();
            self.build_walled(&mut w);
        }
        self.describe_in(&mut w);
        debug_assert_eq!(w.cells, {
            let mut full = self.city_blocked_cells();
            full.sort_unstable();
            full
        });
        self.walled = w;
    }

    /// True if the state `w` describes is this one or an earlier state of
    /// the same game with the same gate: its tiles and wall pieces all
    /// still here, in the same order.
    fn walled_follows(&self, w: &Walled) -> bool {
        let Some(city) = self.city() else {
            return false;
        };
        let placed = self.board.placed();
        w.key != 0
            && w.gate.is_some()
            && w.gate == city.gate
            && w.placed <= placed.len()
            && w.last_tile == w.placed.checked_sub(1).map(|i| placed[i].cell)
            && w.cw <= city.cw.len()
            && w.last_cw == w.cw.checked_sub(1).map(|i| city.cw[i].edge)
            && w.ccw <= city.ccw.len()
            && w.last_ccw == w.ccw.checked_sub(1).map(|i| city.ccw[i].edge)
    }

    /// [`State::describe_in`] for `self.walled` itself.
    fn describe_walled_in_place(&mut self) {
        let key = self.walled_key_now();
        let placed = self.board.placed();
        let w = &mut self.walled;
        w.key = key;
        w.bounds = self.board.bounds();
        w.placed = placed.len();
        w.last_tile = placed.last().map(|p| p.cell);
        if let Some(city) = self.city.as_deref() {
            w.gate = city.gate;
            w.cw = city.cw.len();
            w.ccw = city.ccw.len();
            w.last_cw = city.cw.last().map(|p| p.edge);
            w.last_ccw = city.ccw.last().map(|p| p.edge);
        }
    }

    /// Records in `w` which board and wall it now describes.
    fn describe_in(&self, w: &mut Walled) {
        w.key = self.walled_key_now();
        w.bounds = self.board.bounds();
        let placed = self.board.placed();
        w.placed = placed.len();
        w.last_tile = placed.last().map(|p| p.cell);
        if let Some(city) = self.city() {
            w.gate = city.gate;
            w.cw = city.cw.len();
            w.ccw = city.ccw.len();
            w.last_cw = city.cw.last().map(|p| p.edge);
            w.last_ccw = city.ccw.last().map(|p| p.edge);
        }
    }

    /// The walled-off cells from scratch: every frontier cell judged.
    fn build_walled(&self, w: &mut Walled) {
        let Some(city) = self.city() else {
            return;
        };
        let chain = city.chain();
        let mut shape = WallShape::new(chain.iter().map(|e| e.outside()).collect());
        for p in chain.windows(2) {
            shape.add_joint(Joint::new(p[0], p[1]));
        }
        shape.beyond = shape
            .outsides
            .iter()
            .copied()
            .filter(|o| self.board.open_index(*o).is_some())
            .collect();
        shape.beyond.sort_unstable();
        shape.beyond.dedup();
        w.shape = Some(Arc::new(shape));
        let mut candidates: Vec<u16> = self
            .board
            .frontier()
            .iter()
            .map(|oc| pack(oc.cell))
            .collect();
        candidates.sort_unstable();
        self.judge(w, candidates, Vec::new());
    }

    /// The walled-off cells from those of an earlier state of the game
    /// (`walled_follows`): the new wall pieces join the shape, then the
    /// cells whose answer may have changed are judged again.
    fn update_walled(&self, w: &mut Walled) {
        let Some(city) = self.city() else {
            return;
        };
        let Some(gate) = city.gate else {
            return;
        };
        let mut pinch = std::mem::take(&mut w.pinch);
        let mut candidates = std::mem::take(&mut w.room.candidates);
        candidates.clear();
        let pieces_added = city.cw.len() > w.cw || city.ccw.len() > w.ccw;
        // New pieces: each adds its outside and a joint with the edge it
        // continues (the gate or the arm's last piece; the anticlockwise
        // arm runs backwards along the wall).
        let new_cw = (w.cw..city.cw.len()).map(|k| {
            let from = k.checked_sub(1).map_or(gate, |j| city.cw[j].edge);
            (Joint::new(from, city.cw[k].edge), city.cw[k].edge)
        });
        let new_ccw = (w.ccw..city.ccw.len()).map(|k| {
            let to = k.checked_sub(1).map_or(gate, |j| city.ccw[j].edge);
            (Joint::new(city.ccw[k].edge, to), city.ccw[k].edge)
        });
        let mut new_pieces = new_cw.chain(new_ccw).peekable();
        if new_pieces.peek().is_some() {
            let shape = Arc::make_mut(w.shape.get_or_insert_with(Default::default));
            for (joint, piece) in new_pieces {
                let o = piece.outside();
                shape.outsides.push(o);
                if self.board.open_index(o).is_some()
                    && let Err(i) = shape.beyond.binary_search(&o)
                {
                    shape.beyond.insert(i, o);
                }
                shape.add_joint(joint);
                // The cells around the joint's vertex now have its test.
                let (x, y) = joint.at;
                candidates.extend(
                    [(x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)]
                        .map(|(x, y)| Cell::new(x, y))
                        .into_iter()
                        .filter(|c| on_table(*c))
                        .map(pack),
                );
            }
        }
        // The cells around each new tile: their ring and their joints'
        // tests may have changed, and some are new on the frontier.
        for p in &self.board.placed()[w.placed..] {
            let c = p.cell;
            candidates.extend(
                RING.map(|(dx, dy)| Cell::new(c.x + dx, c.y + dy))
                    .into_iter()
                    .filter(|c| on_table(*c))
                    .map(pack),
            );
            // A tile on a cell beyond the wall (never in play, but a
            // position may be built so) takes it off the frontier.
            if let Some(shape) = w.shape.as_mut()
                && let Ok(i) = shape.beyond.binary_search(&c)
            {
                Arc::make_mut(shape).beyond.remove(i);
            }
        }
        // A pinch cell's flood answers as before if nothing it read
        // changed: no new wall piece (its targets), no new tile in the box
        // it read, bounds that say the same of every cell in that box, and
        // the wall's outside not lost since (which closes every pinch cell).
        let new_tiles = &self.board.placed()[w.placed..];
        if !pinch.is_empty() && !w.lost {
            let outsides = w.shape.as_deref().map_or(&[][..], |s| &s.outsides);
            w.lost = outsides.iter().any(|o| !self.board.is_outside(*o));
        }
        let same_wall = !pieces_added && !w.lost;
        let (was, now) = (w.bounds, self.board.bounds());
        pinch.retain(|&(c, read)| {
            let untouched = new_tiles.iter().all(|p| !in_box(p.cell, read));
            let keep = same_wall
                && untouched
                && same_inside(was, now, c, read)
                && self.board.is_outside(c);
            if !keep {
                // A pinch cell is a frontier cell: on the table.
                candidates.push(pack(c));
            }
            keep
        });
        candidates.sort_unstable();
        candidates.dedup();
        self.judge(w, candidates, pinch);
    }

    /// Judges the candidate frontier cells (sorted, without repeats; cells
    /// off the frontier and beyond the wall are skipped) and keeps the
    /// closed cells of `w.closed` that are not candidates, on the frontier
    /// and not holes: fills `w.closed`, `w.pinch` (from `kept`, pinch cells
    /// whose flood would answer as before, and the new ones) and `w.cells`
    /// (see [`Walled`]). Every frontier cell left out must be open.
    fn judge(&self, w: &mut Walled, candidates: Vec<u16>, kept: Vec<(Cell, [i32; 4])>) {
        // Set once the gate is down, as it is for both callers.
        let shape = w.shape.clone().unwrap_or_default();
        w.closed.retain(|c| {
            // A closed cell is a frontier cell: on the table.
            candidates.binary_search(&pack(*c)).is_err()
                && self.board.open_index(*c).is_some()
                && self.board.is_outside(*c)
        });
        w.pinch = kept;
        let mut flood = std::mem::take(&mut w.room.flood);
        for &k in &candidates {
            let c = unpack(k);
            if self.board.filled_bit(c) {
                continue;
            }
            let ring = self.board.ring(c);
            if !self.board.borders_tile(c, ring) || shape.beyond.binary_search(&c).is_ok() {
                continue;
            }
            match self.judge_cell(c, ring, &shape, &mut w.lost, &mut flood) {
                Verdict::Open => {}
                Verdict::Closed => w.closed.push(c),
                Verdict::Pinch(read) => w.pinch.push((c, read)),
            }
        }
        w.room.flood = flood;
        w.room.candidates = candidates;
        w.closed.sort_unstable();
        merge_into(&mut w.cells, &shape.beyond, &w.closed);
        w.patterns.clear();
        let pattern = |c: &Cell| self.board.open_cell(*c).map_or(0, |oc| oc.pattern);
        w.patterns.extend(w.cells.iter().map(pattern));
    }

    /// One frontier cell not beyond the wall, the tests in the order of
    /// `city_blocked_cells`: a hole is open; a tile that would bend the
    /// wall off the outline at a joint is refused (R-C4a); then a cell
    /// whose ring shows it cannot cut the outside apart is open, and one
    /// that might is open unless it cuts a wall piece's outside off (R-C4).
    /// `lost` is [`Walled::lost`], worked out here the first time a cell
    /// needs it.
    fn judge_cell(
        &self,
        c: Cell,
        ring: u8,
        shape: &WallShape,
        lost: &mut bool,
        flood: &mut Flood,
    ) -> Verdict {
        if !self.board.is_outside(c) {
            return Verdict::Open;
        }
        let with = |x: Cell| x == c || self.board.filled_bit(x);
        let bends = shape.near_joint(c)
            && shape
                .joints
                .iter()
                .any(|j| j.touches(c) && outline::successor(&with, j.from) != j.to);
        if bends {
            return Verdict::Closed;
        }
        if outline::ring_keeps_connected(ring) {
            return Verdict::Open;
        }
        if !*lost {
            *lost = shape.outsides.iter().any(|o| !self.board.is_outside(*o));
        }
        if self.fill_keeps_wall_outside(c, ring, &shape.outsides, *lost, flood) {
            // Open, so the flood ran (a lost outside would have closed it).
            Verdict::Pinch(flood.probed())
        } else {
            Verdict::Closed
        }
    }
}

/// True if the flood of `c` sees the same bounds within the box `read`
/// on a board whose bounds grew from `was` to `now`: the flood's bounds
/// are the board's with `c` added, and a side that moved must not have
/// moved over a cell of the box (the cells that changed from beyond the
/// bounds to within them lie past the old side).
fn same_inside(was: [i32; 4], now: [i32; 4], c: Cell, read: [i32; 4]) -> bool {
    let with_c = |b: [i32; 4]| [b[0].min(c.x), b[1].min(c.y), b[2].max(c.x), b[3].max(c.y)];
    let (o, n) = (with_c(was), with_c(now));
    (n[0] == o[0] || read[0] >= o[0])
        && (n[1] == o[1] || read[1] >= o[1])
        && (n[2] == o[2] || read[2] <= o[2])
        && (n[3] == o[3] || read[3] <= o[3])
}

/// A cell on the table in 16 bits, ordered as `Cell`s are (by x, then
/// y), so that the candidate cells sort and search as numbers: cells on
/// the table lie within `RADIUS` (100) of the origin, so x + 128 and
/// y + 128 fit a byte.
#[inline]
fn pack(c: Cell) -> u16 {
    debug_assert!(on_table(c));
    ((c.x + 128) as u16) << 8 | (c.y + 128) as u16 & 0xFF
}

/// The cell [`pack`] packed.
#[inline]
fn unpack(k: u16) -> Cell {
    Cell::new((k >> 8) as i32 - 128, (k & 0xFF) as i32 - 128)
}

/// Fills `out` with the sorted lists `a` and `b` merged, in order (what
/// sorting the two together gives, without the sort).
fn merge_into(out: &mut Vec<Cell>, a: &[Cell], b: &[Cell]) {
    out.clear();
    out.reserve(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if b[j] < a[i] {
            out.push(b[j]);
            j += 1;
        } else {
            out.push(a[i]);
            i += 1;
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
}

/// True if the cell lies in the box (min x, min y, max x, max y).
fn in_box(c: Cell, b: [i32; 4]) -> bool {
    c.x >= b[0] && c.y >= b[1] && c.x <= b[2] && c.y <= b[3]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::model::rng::Rng;

    /// Packed cells sort as cells do and unpack to themselves, on random
    /// cells over the whole table.
    #[test]
    fn packed_cells_sort_as_cells_do() {
        let mut rng = Rng::new(43);
        let r = 2 * crate::engine::model::board::RADIUS as u32 - 1;
        let cell = |rng: &mut Rng| Cell::new(rng.below(r) as i32 - 99, rng.below(r) as i32 - 99);
        for _ in 0..500 {
            let mut cells: Vec<Cell> = (0..rng.below(16)).map(|_| cell(&mut rng)).collect();
            let mut packed: Vec<u16> = cells.iter().map(|c| pack(*c)).collect();
            cells.sort_unstable();
            packed.sort_unstable();
            assert_eq!(packed.into_iter().map(unpack).collect::<Vec<_>>(), cells);
        }
    }

    /// The merge of two sorted lists is their sort, on random cells
    /// (negative ones and repeats).
    #[test]
    fn the_merge_sorts_as_cells_do() {
        let mut rng = Rng::new(41);
        let cell = |rng: &mut Rng| Cell::new(rng.below(21) as i32 - 10, rng.below(21) as i32 - 10);
        for _ in 0..500 {
            let mut a: Vec<Cell> = (0..rng.below(12)).map(|_| cell(&mut rng)).collect();
            let mut b: Vec<Cell> = (0..rng.below(12)).map(|_| cell(&mut rng)).collect();
            a.sort_unstable();
            b.sort_unstable();
            let mut merged = Vec::new();
            merge_into(&mut merged, &a, &b);
            let mut both = [a, b].concat();
            both.sort_unstable();
            assert_eq!(merged, both);
        }
    }
}
