//! Playing by keyboard: a cursor over the cells where the drawn tile fits
//! (arrow keys), the follower spot by number (1-9, 0 for none) or Tab, and
//! in The City's wall rounds the marked edges in turn (arrows or Tab).
//! R, Enter and Ctrl+Z are the commands' own shortcuts.

use super::board_view::{Overlay, PendingMark};
use super::screen::PlayScreen;
use crate::app::commands::Command;
use crate::engine::{Cell, Move};
use egui::{Key, Modifiers};

/// This frame's keys for the board.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Keys {
    /// An arrow pressed: (dx, dy), east and south positive.
    pub arrow: Option<(i32, i32)>,
    /// Tab (+1) or Shift+Tab (-1).
    pub tab: i32,
    /// A digit pressed: 0 for no follower, n for the n-th spot.
    pub digit: Option<usize>,
}

/// Reads (and takes) the board's keys, unless a text field has the keyboard.
pub fn read(ctx: &egui::Context) -> Keys {
    let mut k = Keys::default();
    if ctx.egui_wants_keyboard_input() {
        return k;
    }
    ctx.input_mut(|i| {
        for (key, d) in [
            (Key::ArrowLeft, (-1, 0)),
            (Key::ArrowRight, (1, 0)),
            (Key::ArrowUp, (0, -1)),
            (Key::ArrowDown, (0, 1)),
        ] {
            if i.consume_key(Modifiers::NONE, key) {
                k.arrow = Some(d);
            }
        }
        if i.consume_key(Modifiers::SHIFT, Key::Tab) {
            k.tab = -1;
        } else if i.consume_key(Modifiers::NONE, Key::Tab) {
            k.tab = 1;
        }
        let digits = [
            Key::Num0,
            Key::Num1,
            Key::Num2,
            Key::Num3,
            Key::Num4,
            Key::Num5,
            Key::Num6,
            Key::Num7,
            Key::Num8,
            Key::Num9,
        ];
        for (n, key) in digits.into_iter().enumerate() {
            if i.consume_key(Modifiers::NONE, key) {
                k.digit = Some(n);
            }
        }
    });
    k
}

/// Keeps Tab for the board this frame: egui moves the keyboard focus to the
/// next widget on Tab, and a focused widget takes the board's keys, so while
/// Tab picks a follower spot or a wall edge (`wanted`) that move is called
/// off before any widget is drawn. Otherwise Tab walks the controls.
pub fn claim_tab(ctx: &egui::Context, wanted: bool) {
    if !wanted || ctx.egui_wants_keyboard_input() {
        return;
    }
    let tab = ctx.input(|i| {
        i.events.iter().any(|e| {
            matches!(
                e,
                egui::Event::Key { key: Key::Tab, pressed: true, modifiers, .. }
                    if !modifiers.any() || modifiers.shift_only()
            )
        })
    });
    if tab {
        ctx.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
    }
}

/// The cursor's next cell among `cells` going `dir` from `from`: the
/// nearest one on that side, straight ahead counting more than aside. With
/// no cursor yet (or none that way) it starts at the cell nearest the
/// middle of the board.
pub fn step(from: Option<Cell>, cells: &[Cell], dir: (i32, i32)) -> Option<Cell> {
    let first = || {
        cells
            .iter()
            .copied()
            .min_by_key(|c| (c.x.abs() + c.y.abs(), c.y, c.x))
    };
    let Some(f) = from.filter(|f| cells.contains(f)) else {
        return first();
    };
    let ahead = |c: &Cell| (c.x - f.x) * dir.0 + (c.y - f.y) * dir.1;
    let aside = |c: &Cell| ((c.x - f.x) * dir.1 - (c.y - f.y) * dir.0).abs();
    cells
        .iter()
        .copied()
        .filter(|c| ahead(c) > 0)
        .min_by_key(|c| (ahead(c) + 2 * aside(c), aside(c), c.y, c.x))
        .or(Some(f))
}

/// The spot after `current` going `by` (Tab, Shift+Tab) through `spots`
/// and "no follower" (None), round and round.
pub fn next_spot(spots: &[u8], current: Option<u8>, by: i32) -> Option<u8> {
    let n = spots.len() as i32 + 1;
    let at = current
        .and_then(|f| spots.iter().position(|s| *s == f))
        .map(|i| i as i32 + 1)
        .unwrap_or(0);
    let next = (at + by).rem_euclid(n);
    if next == 0 {
        None
    } else {
        spots.get(next as usize - 1).copied()
    }
}

/// The index after `at` going `by` among `n` choices (wall edges), round.
pub fn cycle(at: Option<usize>, n: usize, by: i32) -> Option<usize> {
    if n == 0 {
        return None;
    }
    Some(match at {
        Some(i) if i < n => (i as i32 + by).rem_euclid(n as i32) as usize,
        _ => 0,
    })
}

/// What Enter did for the keyboard, before the usual Confirm.
pub enum KeyConfirm {
    /// Nothing of the keyboard's: Confirm goes on as usual.
    NotMine,
    /// The step is taken (the tile put on the cursor's cell, or a wall
    /// piece waiting for its guard choice).
    Done,
    /// A move to play now (the gate, a wall piece without a guard).
    Play(Move),
}

impl PlayScreen {
    /// Applies this frame's board keys for the person to move: the cursor
    /// or the wall edge moves, a follower spot or a decision is chosen.
    /// Marks the cursor on `ov`; returns the decisions asked for.
    pub(super) fn keys(&mut self, k: Keys, ov: &mut Overlay) -> Vec<Command> {
        let mut out = Vec::new();
        let Some(s) = &mut self.session else {
            return out;
        };
        if !ov.wall_edges.is_empty() {
            self.cursor = None;
            let n = ov.wall_edges.len();
            let by = k.tab
                + k.arrow
                    .map_or(0, |(dx, dy)| if dx + dy > 0 { 1 } else { -1 });
            if by != 0 {
                self.wall_cursor = cycle(self.wall_cursor, n, by);
            }
            if self.wall_cursor.is_some_and(|i| i >= n) {
                self.wall_cursor = None;
            }
            if let Some(e) = s.wall_pick {
                // The guard choice: 1 a guard, 0 none.
                if let Some(d @ (0 | 1)) = k.digit {
                    out.push(Command::Decide(Move::Wall {
                        edge: e,
                        guard: d == 1,
                    }));
                }
            } else if let Some(i) = self.wall_cursor {
                ov.wall_pick = Some(ov.wall_edges[i]);
            }
            return out;
        }
        self.wall_cursor = None;
        let others = s.other_decisions();
        if !others.is_empty() {
            // A tower or none: the buttons' order, counted from 1.
            if let Some(d) = k.digit.filter(|d| *d >= 1)
                && let Some(m) = others.get(d - 1)
            {
                out.push(Command::Decide(*m));
            }
            return out;
        }
        let Some(legal) = &ov.legal else {
            self.cursor = None;
            return out;
        };
        let mut cells: Vec<Cell> = legal.keys().copied().collect();
        cells.sort_by_key(|c| (c.y, c.x));
        if let Some(p) = &s.pending {
            self.cursor = Some(p.cell);
        }
        if self.cursor.is_some_and(|c| !cells.contains(&c)) {
            self.cursor = None;
        }
        if let Some(d) = k.arrow {
            self.cursor = step(self.cursor, &cells, d);
            if s.pending.is_some()
                && let Some(c) = self.cursor
            {
                s.place(c);
            }
        }
        if let Some(p) = &s.pending {
            let spots = s.spots();
            let chosen = if k.tab != 0 {
                Some(next_spot(&spots, p.follower, k.tab))
            } else {
                k.digit.map(|d| match d {
                    0 => None,
                    d => spots.get(d - 1).copied().or(p.follower),
                })
            };
            if let Some(f) = chosen
                && let Some(p) = &mut s.pending
            {
                p.follower = f;
            }
            // The marks follow what the keys changed this frame.
            if let Some(mark) = PendingMark::of(s) {
                ov.pending = Some(mark);
            }
        } else if let (Some(c), Some((t, _))) = (self.cursor, ov.drawn) {
            if ov.ghost.is_none()
                && let Some(r) = s.rotation_at(c)
            {
                ov.ghost = Some((t, c, r, None));
            }
            ov.highlight.push(c);
        }
        out
    }

    /// True when Tab is the board's: a person to move has laid the tile
    /// (Tab picks its follower spot) or picks a wall edge.
    pub fn wants_tab(&self) -> bool {
        let Some(s) = &self.session else {
            return false;
        };
        s.human_to_move()
            && !self.computer.is_busy()
            && (s.pending.is_some() || !s.wall_edges_now().is_empty())
    }

    /// Enter for the keyboard: puts the tile on the cursor's cell, or
    /// takes the wall edge picked with Tab or the arrows.
    pub(super) fn confirm_by_keyboard(&mut self) -> KeyConfirm {
        let busy = self.computer.is_busy();
        let Some(s) = &mut self.session else {
            return KeyConfirm::NotMine;
        };
        if !s.human_to_move() || busy {
            return KeyConfirm::NotMine;
        }
        let edges = s.wall_edges_now();
        if !edges.is_empty() {
            if s.wall_pick.is_some() {
                return KeyConfirm::NotMine;
            }
            let Some(e) = self.wall_cursor.and_then(|i| edges.get(i).copied()) else {
                return KeyConfirm::NotMine;
            };
            self.wall_cursor = None;
            return match s.click_edge(e) {
                Some(m) => KeyConfirm::Play(m),
                None => KeyConfirm::Done,
            };
        }
        if s.pending.is_none()
            && s.other_decisions().is_empty()
            && let Some(c) = self.cursor
            && s.place(c)
        {
            return KeyConfirm::Done;
        }
        KeyConfirm::NotMine
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(x: i32, y: i32) -> Cell {
        Cell { x, y }
    }

    #[test]
    fn the_cursor_goes_to_the_nearest_cell_that_way() {
        // Checks: right goes to the nearest cell to the east, preferring
        // one straight ahead; no cell that way keeps the cursor; no cursor
        // starts near the middle.
        let cells = [c(1, 0), c(-1, 0), c(0, 1), c(3, 0), c(2, 1)];
        assert_eq!(step(None, &cells, (1, 0)), Some(c(-1, 0)));
        assert_eq!(step(Some(c(-1, 0)), &cells, (1, 0)), Some(c(1, 0)));
        assert_eq!(step(Some(c(1, 0)), &cells, (1, 0)), Some(c(3, 0)));
        assert_eq!(step(Some(c(3, 0)), &cells, (1, 0)), Some(c(3, 0)));
        assert_eq!(step(Some(c(1, 0)), &cells, (0, 1)), Some(c(0, 1)));
        assert_eq!(step(Some(c(0, 1)), &cells, (1, 0)), Some(c(2, 1)));
    }

    #[test]
    fn tab_goes_round_the_spots_and_none() {
        // Checks: Tab walks the spots then "no follower"; Shift+Tab back.
        let spots = [2, 5, 7];
        assert_eq!(next_spot(&spots, None, 1), Some(2));
        assert_eq!(next_spot(&spots, Some(7), 1), None);
        assert_eq!(next_spot(&spots, None, -1), Some(7));
        assert_eq!(next_spot(&spots, Some(5), -1), Some(2));
        assert_eq!(next_spot(&[], None, 1), None);
    }

    #[test]
    fn wall_edges_cycle() {
        // Checks: the first press picks the first edge; then round.
        assert_eq!(cycle(None, 3, 1), Some(0));
        assert_eq!(cycle(Some(2), 3, 1), Some(0));
        assert_eq!(cycle(Some(0), 3, -1), Some(2));
        assert_eq!(cycle(Some(0), 0, 1), None);
    }
}
