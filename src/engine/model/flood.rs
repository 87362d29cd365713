//! Room for the floods of what filling a cell cuts off from the open
//! outside (The City's R-C4 and holes): [`Flood`] answers the questions
//! of `outline::cut_off` without a fresh grid or lists per question, over
//! cells or over a grid of flags read by position.

use super::geometry::{Cell, Side};
use super::grid::CellFlags;

/// Room for the floods of [`Flood::cuts_off_any`], kept across the cells
/// of one pass so that testing many cells allocates once, and marks need
/// no clearing between tests.
///
/// Invariant: an entry of `mark` belongs to the test in progress iff it is
/// greater than `base`, and is then `base + k` for the flood `k` (1-4)
/// that reached the cell; entries of earlier tests are all `<= base`
/// (each test raises `base` by 4). `probed` holds every cell whose
/// `filled` answer the last test read (min x, min y, max x, max y).
#[derive(Debug, Default)]
pub struct Flood {
    mark: Vec<u32>,
    base: u32,
    todo: Vec<Cell>,
    probed: [i32; 4],
}

/// Which flood of a test [`Flood::part`] walks: its first cell, its mark,
/// the test's base, and which earlier floods of the test escaped.
#[derive(Clone, Copy)]
struct Walk<'a> {
    start: Cell,
    id: u32,
    base: u32,
    escaped: &'a [bool; 5],
}

impl Flood {
    /// True if some cell of `targets` lies in what filling `c` cuts off
    /// from the open outside: the same answer as asking whether
    /// [`cut_off`](super::outline::cut_off) (same arguments) contains one of them, but without
    /// listing the parts cut off, and stopping at the first that holds a
    /// target.
    pub fn cuts_off_any(
        &mut self,
        filled: &impl Fn(Cell) -> bool,
        bounds: [i32; 4],
        c: Cell,
        targets: &[Cell],
    ) -> bool {
        let [x0, y0, x1, y1] = bounds;
        let w = (x1 - x0 + 1) as usize;
        let inside = |n: Cell| n.x >= x0 && n.x <= x1 && n.y >= y0 && n.y <= y1;
        let at = |n: Cell| (n.y - y0) as usize * w + (n.x - x0) as usize;
        let base = self.begin_bounds(bounds);
        // The test reads `filled` only on the side neighbours of `c` and
        // of the cells it floods.
        let mut probed = [c.x - 1, c.y - 1, c.x + 1, c.y + 1];
        // `escaped[k]`: flood k reached the open outside.
        let mut escaped = [false; 5];
        for (k, s) in Side::ALL.into_iter().enumerate() {
            let start = c.step(s);
            if filled(start) || !inside(start) || self.mark[at(start)] > base {
                continue;
            }
            let id = base + k as u32 + 1;
            let popped = |x: Cell| {
                probed = [
                    probed[0].min(x.x - 1),
                    probed[1].min(x.y - 1),
                    probed[2].max(x.x + 1),
                    probed[3].max(x.y + 1),
                ];
            };
            let walk = Walk {
                start,
                id,
                base,
                escaped: &escaped,
            };
            let free = self.part(walk, filled, inside, at, popped, |_| {});
            escaped[k + 1] = free;
            if !free
                && targets
                    .iter()
                    .any(|o| inside(*o) && self.mark[at(*o)] == id)
            {
                self.probed = probed;
                return true;
            }
        }
        self.probed = probed;
        false
    }

    /// [`Flood::cuts_off_any`] with the filled cells those of `grid` with
    /// the flag `flag` (and `c`): the same answer and the same box read
    /// (the same walk), but the cells are visited by their positions in
    /// the grid's box, so that a step is an addition and a filled test
    /// one bit, not a look-up from coordinates. A grid whose box does not
    /// hold `bounds` is read cell by cell instead.
    pub fn cuts_off_any_flags(
        &mut self,
        grid: &CellFlags,
        flag: u8,
        bounds: [i32; 4],
        c: Cell,
        targets: &[Cell],
    ) -> bool {
        let [x0, y0, x1, y1] = bounds;
        let origin = grid.position(Cell::new(x0, y0));
        let (Some(origin), true) = (origin, grid.holds(bounds)) else {
            let filled = |x: Cell| x == c || grid.get(x) & flag != 0;
            return self.cuts_off_any(&filled, bounds, c, targets);
        };
        let (wx, wy) = ((x1 - x0) as u32, (y1 - y0) as u32);
        let inside =
            |n: Cell| n.x.wrapping_sub(x0) as u32 <= wx && n.y.wrapping_sub(y0) as u32 <= wy;
        let gw = grid.width() as isize;
        // Every cell inside `bounds` has a position in the grid's box.
        let pos =
            |n: Cell| origin.wrapping_add_signed((n.y - y0) as isize * gw + (n.x - x0) as isize);
        let cp = pos(c);
        let filled = |p: usize| p == cp || grid.has_at(p, flag);
        // The steps to the side neighbours, in `Side::ALL` order.
        let steps = [-gw, 1, gw, -1];
        let base = self.begin(grid.area());
        let mut probed = [c.x - 1, c.y - 1, c.x + 1, c.y + 1];
        let mut escaped = [false; 5];
        for (k, s) in Side::ALL.into_iter().enumerate() {
            let start = c.step(s);
            // Beyond the bounds nothing is filled: the order of the tests
            // does not change the answer.
            if !inside(start) || filled(pos(start)) || self.mark[pos(start)] > base {
                continue;
            }
            let id = base + k as u32 + 1;
            self.todo.clear();
            self.mark[pos(start)] = id;
            self.todo.push(start);
            let mut free = false;
            'flood: while let Some(x) = self.todo.pop() {
                probed = [
                    probed[0].min(x.x - 1),
                    probed[1].min(x.y - 1),
                    probed[2].max(x.x + 1),
                    probed[3].max(x.y + 1),
                ];
                let xp = pos(x);
                for (d, step) in Side::ALL.into_iter().zip(steps) {
                    let n = x.step(d);
                    if !inside(n) {
                        free = true;
                        break 'flood;
                    }
                    let np = xp.wrapping_add_signed(step);
                    if filled(np) {
                        continue;
                    }
                    let m = self.mark[np];
                    if m == id {
                        continue;
                    }
                    if m > base {
                        free = escaped[(m - base) as usize];
                        debug_assert!(free);
                        break 'flood;
                    }
                    self.mark[np] = id;
                    self.todo.push(n);
                }
            }
            escaped[k + 1] = free;
            if !free
                && targets
                    .iter()
                    .any(|o| inside(*o) && self.mark[pos(*o)] == id)
            {
                self.probed = probed;
                return true;
            }
        }
        self.probed = probed;
        false
    }

    /// One flood of a test over cells, from `walk.start`: marks `walk.id` on
    /// the empty cells joined to it inside the bounds until it reaches the
    /// open outside (a side neighbour beyond them) or a cell an earlier
    /// flood of the same test marked (which escaped, or it would have
    /// taken this cell in). `popped` sees each cell as it leaves the
    /// stack, `taken` each cell marked after the start. True if it
    /// escaped. Shared by [`Flood::cuts_off_any`] and
    /// [`Flood::cut_off_into`], so both walk in the same order.
    #[inline(always)]
    fn part(
        &mut self,
        walk: Walk<'_>,
        filled: &impl Fn(Cell) -> bool,
        inside: impl Fn(Cell) -> bool,
        at: impl Fn(Cell) -> usize,
        mut popped: impl FnMut(Cell),
        mut taken: impl FnMut(Cell),
    ) -> bool {
        let Walk {
            start,
            id,
            base,
            escaped,
        } = walk;
        self.todo.clear();
        self.mark[at(start)] = id;
        self.todo.push(start);
        while let Some(x) = self.todo.pop() {
            popped(x);
            for d in Side::ALL {
                let n = x.step(d);
                if filled(n) {
                    continue;
                }
                if !inside(n) {
                    return true;
                }
                let m = self.mark[at(n)];
                if m == id {
                    continue;
                }
                if m > base {
                    let free = escaped[(m - base) as usize];
                    debug_assert!(free);
                    return free;
                }
                self.mark[at(n)] = id;
                self.todo.push(n);
                taken(n);
            }
        }
        false
    }

    /// Starts a test over `bounds`: room for its marks, and the base
    /// above which they count (see [`Flood`]).
    fn begin_bounds(&mut self, bounds: [i32; 4]) -> u32 {
        let [x0, y0, x1, y1] = bounds;
        self.begin((x1 - x0 + 1) as usize * (y1 - y0 + 1) as usize)
    }

    /// Starts a test over `cells` cells: room for their marks (with some
    /// to spare, as the bounds grow a row at a time), and the base above
    /// which they count (see [`Flood`]).
    fn begin(&mut self, cells: usize) -> u32 {
        if self.base > u32::MAX - 8 {
            self.mark.fill(0);
            self.base = 0;
        }
        if self.mark.len() < cells {
            self.mark.resize(cells + cells / 2, 0);
        }
        self.base += 4;
        self.base - 4
    }

    /// Appends to `out` the cells that filling `c` cuts off, as [`cut_off`](super::outline::cut_off)
    /// lists them (same arguments, same order), with this room instead of
    /// a fresh grid and lists: the board floods this way whenever a tile
    /// may have pinched the outside.
    pub fn cut_off_into(
        &mut self,
        filled: &impl Fn(Cell) -> bool,
        bounds: [i32; 4],
        c: Cell,
        out: &mut Vec<Cell>,
    ) {
        let [x0, y0, x1, y1] = bounds;
        let w = (x1 - x0 + 1) as usize;
        let inside = |n: Cell| n.x >= x0 && n.x <= x1 && n.y >= y0 && n.y <= y1;
        let at = |n: Cell| (n.y - y0) as usize * w + (n.x - x0) as usize;
        let base = self.begin_bounds(bounds);
        let mut escaped = [false; 5];
        for (k, s) in Side::ALL.into_iter().enumerate() {
            let start = c.step(s);
            if filled(start) || !inside(start) || self.mark[at(start)] > base {
                continue;
            }
            let id = base + k as u32 + 1;
            // This flood's cells go straight into `out`, and out again if
            // it reaches the open outside.
            let first = out.len();
            out.push(start);
            let walk = Walk {
                start,
                id,
                base,
                escaped: &escaped,
            };
            let free = self.part(walk, filled, inside, at, |_| {}, |n| out.push(n));
            escaped[k + 1] = free;
            if free {
                out.truncate(first);
            }
        }
    }

    /// The box (min x, min y, max x, max y) holding every cell whose
    /// `filled` answer the last [`Flood::cuts_off_any`] read: with the
    /// same bounds and targets, the test answers the same on any board
    /// that agrees with that one inside the box.
    pub fn probed(&self) -> [i32; 4] {
        self.probed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::model::outline::cut_off;

    /// `Flood::cuts_off_any` answers as `cut_off` does, and
    /// `Flood::cut_off_into` lists what it lists, for every empty cell of
    /// random boards and random targets, one scratch reused throughout
    /// (so stale marks of earlier tests must not count).
    #[test]
    fn the_reused_flood_agrees_with_cut_off() {
        let mut rng = crate::engine::model::rng::Rng::new(29);
        let mut flood = Flood::default();
        let (mut hits, mut cut_cells) = (0, 0);
        for _ in 0..300 {
            let n = 4 + rng.below(6) as i32;
            let mut board = vec![false; (n * n) as usize];
            for v in board.iter_mut() {
                *v = rng.below(100) < 50;
            }
            let targets: Vec<Cell> = (0..3)
                .map(|_| Cell::new(rng.below(n as u32) as i32, rng.below(n as u32) as i32))
                .collect();
            for y in 0..n {
                for x in 0..n {
                    let c = Cell::new(x, y);
                    let filled = |q: Cell| {
                        q == c
                            || ((0..n).contains(&q.x)
                                && (0..n).contains(&q.y)
                                && board[(q.y * n + q.x) as usize])
                    };
                    if board[(y * n + x) as usize] {
                        continue;
                    }
                    let bounds = [0, 0, n - 1, n - 1];
                    let cut = cut_off(&filled, bounds, c);
                    let want = targets.iter().any(|o| cut.contains(o));
                    assert_eq!(flood.cuts_off_any(&filled, bounds, c, &targets), want);
                    let mut listed = vec![c];
                    flood.cut_off_into(&filled, bounds, c, &mut listed);
                    assert_eq!(listed[1..], cut[..]);
                    cut_cells += cut.len();
                    hits += want as u32;
                }
            }
        }
        assert!(hits > 50 && cut_cells > 500, "{hits} {cut_cells}");
    }

    /// `Flood::cuts_off_any_flags` answers as `cuts_off_any` does and reads
    /// the same box, on random boards held as flags (filled cells one
    /// flag, other cells the other, which must not count), with bounds
    /// inside the grid's box and beyond it, one room reused throughout.
    #[test]
    fn the_flood_over_flags_agrees_with_the_flood_over_cells() {
        let mut rng = crate::engine::model::rng::Rng::new(37);
        let (mut flood, mut by_cells) = (Flood::default(), Flood::default());
        let (mut hits, mut tests) = (0, 0);
        for _ in 0..300 {
            let n = 4 + rng.below(7) as i32;
            let (ox, oy) = (rng.below(9) as i32 - 4, rng.below(9) as i32 - 4);
            let mut grid = CellFlags::default();
            let mut board = vec![false; (n * n) as usize];
            for y in 0..n {
                for x in 0..n {
                    let q = Cell::new(ox + x, oy + y);
                    if rng.below(100) < 50 {
                        board[(y * n + x) as usize] = true;
                        grid.set(q, 1);
                    } else if rng.below(4) == 0 {
                        grid.set(q, 2);
                    }
                }
            }
            let targets: Vec<Cell> = (0..3)
                .map(|_| {
                    Cell::new(
                        ox + rng.below(n as u32) as i32,
                        oy + rng.below(n as u32) as i32,
                    )
                })
                .collect();
            // Bounds a cell beyond the board's now and then: past the grid's
            // box (its margin is three cells) the flood reads cell by cell.
            let grow = rng.below(3) as i32 * 3;
            let bounds = [ox - grow, oy, ox + n - 1, oy + n - 1 + grow];
            for y in 0..n {
                for x in 0..n {
                    if board[(y * n + x) as usize] {
                        continue;
                    }
                    let c = Cell::new(ox + x, oy + y);
                    let filled = |q: Cell| q == c || grid.get(q) & 1 != 0;
                    let want = by_cells.cuts_off_any(&filled, bounds, c, &targets);
                    let got = flood.cuts_off_any_flags(&grid, 1, bounds, c, &targets);
                    assert_eq!(got, want, "{c:?} {bounds:?}");
                    assert_eq!(flood.probed(), by_cells.probed(), "{c:?} {bounds:?}");
                    hits += want as u32;
                    tests += 1;
                }
            }
        }
        assert!(hits > 50 && tests > 3000, "{hits} {tests}");
    }

    /// `Flood::probed` holds every cell the test read: changing any cells
    /// outside the box (but `c`) never changes the answer, on random
    /// boards with random targets, while changes inside it sometimes do.
    #[test]
    fn a_flood_reads_only_its_box() {
        let mut rng = crate::engine::model::rng::Rng::new(31);
        let mut flood = Flood::default();
        let (mut kept, mut changed_inside) = (0, 0);
        for _ in 0..300 {
            let n = 5 + rng.below(6) as i32;
            let board: Vec<bool> = (0..n * n).map(|_| rng.below(100) < 50).collect();
            let targets: Vec<Cell> = (0..3)
                .map(|_| Cell::new(rng.below(n as u32) as i32, rng.below(n as u32) as i32))
                .collect();
            let bounds = [0, 0, n - 1, n - 1];
            let c = Cell::new(rng.below(n as u32) as i32, rng.below(n as u32) as i32);
            let on = |b: &[bool], q: Cell| {
                q == c
                    || ((0..n).contains(&q.x)
                        && (0..n).contains(&q.y)
                        && b[(q.y * n + q.x) as usize])
            };
            let want = flood.cuts_off_any(&|q| on(&board, q), bounds, c, &targets);
            let read = flood.probed();
            for _ in 0..20 {
                let mut other = board.clone();
                let mut inside = false;
                for _ in 0..3 {
                    let q = Cell::new(rng.below(n as u32) as i32, rng.below(n as u32) as i32);
                    inside |= q.x >= read[0] && q.y >= read[1] && q.x <= read[2] && q.y <= read[3];
                    other[(q.y * n + q.x) as usize] ^= true;
                }
                let got = flood.cuts_off_any(&|q| on(&other, q), bounds, c, &targets);
                if inside {
                    changed_inside += (got != want) as u32;
                } else {
                    assert_eq!(got, want, "a change outside {read:?} changed the answer");
                    kept += 1;
                }
            }
        }
        assert!(kept > 500 && changed_inside > 20, "{kept} {changed_inside}");
    }
}
