//! Where the board view looks: fitting the board, bringing the last move
//! or an explained feature into view (beside a window over the board, such
//! as the final scoring), zooming and panning.

use super::board_view::BoardView;
use crate::app::art::projector::{Projector, ZOOM_RANGE};
use crate::engine::{Cell, State};
use egui::{Pos2, Rect, pos2, vec2};

impl BoardView {
    /// Zooms by a factor around a screen point.
    pub fn zoom_at(&mut self, rect: Rect, at: Pos2, factor: f32) {
        let p = Projector {
            centre: self.centre,
            scale: self.scale,
            rect,
        };
        let w = p.to_board(at);
        self.scale = (self.scale * factor).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
        self.centre = w.to_vec2() - (at - rect.center()) / self.scale;
        self.fitted_in = None;
    }

    /// Zooms by a factor about the view's centre (the zoom keys).
    pub fn zoom_by(&mut self, factor: f32) {
        self.scale = (self.scale * factor).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
        self.fitted_in = None;
    }

    /// Moves and, if need be, zooms out the view so that the cells (a
    /// feature the final scoring explains) lie whole in `free`, the part of
    /// the view `rect` beside a window, with half a cell of margin.
    fn show_cells(&mut self, rect: Rect, free: Rect, cells: &[Cell]) {
        if let Some(cells_box) = cell_box(cells.iter().copied()) {
            self.show_box(rect, free, cells_box, 1, self.scale);
            self.fitted_in = None;
        }
    }

    /// Shows the whole board (and the cells beside it) in `rect`.
    pub fn fit(&mut self, state: &State, rect: Rect) {
        self.fit_into(state, rect, rect);
    }

    /// Shows the whole board (and the cells beside it) in `free`, a part
    /// of the view `rect` (the part beside a window over the board).
    fn fit_into(&mut self, state: &State, rect: Rect, free: Rect) {
        let placed = state.board().placed().iter().map(|t| t.cell);
        let board = cell_box(placed).unwrap_or(((0, 0), (0, 0)));
        // A free cell and a half of margin all round: the cells where the
        // next tile may go, marked, and not flush against the view's edge.
        self.show_box(rect, free, board, 3, 120.0);
    }

    /// Centres the box of cells `(lo, hi)` with `margin` cells round it in
    /// `free` (a part of the view `rect`), at the largest scale up to
    /// `most` that shows it whole.
    fn show_box(
        &mut self,
        rect: Rect,
        free: Rect,
        (lo, hi): ((i32, i32), (i32, i32)),
        margin: i32,
        most: f32,
    ) {
        let w = (hi.0 - lo.0 + 1 + margin) as f32;
        let h = (hi.1 - lo.1 + 1 + margin) as f32;
        self.scale = most
            .min(free.width() / w)
            .min(free.height() / h)
            .clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
        let middle = vec2(
            (lo.0 + hi.0 + 1) as f32 / 2.0,
            (lo.1 + hi.1 + 1) as f32 / 2.0,
        );
        self.centre = middle - (free.center() - rect.center()) / self.scale;
    }

    /// Pans by a right or middle drag on the board's background, or by the
    /// arrow keys when no text field has the keyboard.
    pub fn pan(&mut self, ui: &egui::Ui, bg: &egui::Response) {
        if (bg.dragged_by(egui::PointerButton::Secondary)
            || bg.dragged_by(egui::PointerButton::Middle))
            && bg.drag_delta() != egui::Vec2::ZERO
        {
            self.centre -= bg.drag_delta() / self.scale;
            self.fitted_in = None;
        }
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        let (dx, dy, dt) = ui.input(|i| {
            let k = |key| if i.key_down(key) { 1.0 } else { 0.0 };
            (
                k(egui::Key::ArrowRight) - k(egui::Key::ArrowLeft),
                k(egui::Key::ArrowDown) - k(egui::Key::ArrowUp),
                i.stable_dt.min(0.1),
            )
        });
        if dx != 0.0 || dy != 0.0 {
            self.centre += vec2(dx, dy) * dt * 600.0 / self.scale;
            self.fitted_in = None;
            ui.ctx().request_repaint();
        }
    }

    /// Before a frame is drawn in `rect`: fits the board if asked or if a
    /// window has just come over it, and brings [`BoardView::reveal`]'s
    /// cells into view (beside the window, if one covers the board).
    pub(super) fn frame(&mut self, state: &State, rect: Rect) {
        let reveal = std::mem::take(&mut self.reveal);
        let free = self.covered.map_or(rect, |cover| beside(rect, cover));
        let in_view = |v: &BoardView, area: Rect| {
            let p = Projector {
                centre: v.centre,
                scale: v.scale,
                rect,
            };
            reveal.iter().all(|c| area.contains_rect(p.cell_rect(*c)))
        };
        // A window that appears over the board (the final scoring) gets
        // the board fitted beside it, and so does a new place beside it:
        // the view resized, the window moved or folded (the board would
        // keep its scale and run off the view or under the window).
        if self.covered.is_some() && (!self.was_covered || self.last_free != free) {
            self.fit_pending = true;
        }
        self.was_covered = self.covered.is_some();
        self.last_free = free;
        // A board fitted once drifts to the edge as it grows, or as the
        // view's size changes: while the player has not moved the view,
        // each new tile and each new size refits it.
        let tiles = state.board().placed().len();
        let follows = self.fitted_in.is_some_and(|was| was != (rect, tiles));
        // A move off screen would go unseen: refit rather than chase it.
        if self.covered.is_none() && (follows || !in_view(self, rect)) {
            self.fit_pending = true;
        }
        if self.fit_pending {
            self.fit_into(state, rect, free);
            self.fit_pending = false;
            self.fitted_in = Some((rect, tiles));
        }
        if self.covered.is_some() && !in_view(self, free) {
            self.show_cells(rect, free, &reveal);
        }
    }
}

/// The smallest and largest x and y of some cells (None for none).
fn cell_box(cells: impl IntoIterator<Item = Cell>) -> Option<((i32, i32), (i32, i32))> {
    let mut cells = cells.into_iter();
    let first = cells.next()?;
    let mut lo = (first.x, first.y);
    let mut hi = lo;
    for c in cells {
        lo = (lo.0.min(c.x), lo.1.min(c.y));
        hi = (hi.0.max(c.x), hi.1.max(c.y));
    }
    Some((lo, hi))
}

/// The part of the view `rect` beside a window `cover` over it: the
/// largest of the strips left of, right of, above and below the window
/// (a window folded to its title bar leaves the strip below it), or the
/// whole view if the window leaves it or leaves too little room beside it
/// to show anything.
fn beside(rect: Rect, cover: Rect) -> Rect {
    if !cover.intersects(rect) {
        return rect;
    }
    let clamp_x = |x: f32| x.clamp(rect.left(), rect.right());
    let clamp_y = |y: f32| y.clamp(rect.top(), rect.bottom());
    let strips = [
        Rect::from_min_max(rect.min, pos2(clamp_x(cover.left()), rect.max.y)),
        Rect::from_min_max(pos2(clamp_x(cover.right()), rect.min.y), rect.max),
        Rect::from_min_max(rect.min, pos2(rect.max.x, clamp_y(cover.top()))),
        Rect::from_min_max(pos2(rect.min.x, clamp_y(cover.bottom())), rect.max),
    ];
    let largest = strips
        .into_iter()
        .max_by(|a, b| a.area().total_cmp(&b.area()))
        .unwrap_or(rect);
    if largest.width() < 120.0 || largest.height() < 120.0 {
        rect
    } else {
        largest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board shows beside a window over it: left of a window on the
    /// right, right of one dragged to the left, below one folded to its
    /// title bar, the whole view when the window is elsewhere or leaves no
    /// room.
    #[test]
    fn the_free_part_of_the_view_is_the_largest_strip_beside_the_window() {
        let view = Rect::from_min_max(pos2(200.0, 0.0), pos2(1200.0, 800.0));
        let r = |x0, y0, x1, y1| Rect::from_min_max(pos2(x0, y0), pos2(x1, y1));
        let cases = [
            (
                "on the right",
                r(700.0, 40.0, 1180.0, 600.0),
                r(200.0, 0.0, 700.0, 800.0),
            ),
            (
                "on the left",
                r(150.0, 40.0, 500.0, 600.0),
                r(500.0, 0.0, 1200.0, 800.0),
            ),
            ("elsewhere", r(0.0, 0.0, 150.0, 100.0), view),
            (
                "folded",
                r(700.0, 40.0, 1180.0, 70.0),
                r(200.0, 70.0, 1200.0, 800.0),
            ),
            ("nearly all of it", r(250.0, 0.0, 1150.0, 800.0), view),
        ];
        for (what, window, free) in cases {
            assert_eq!(beside(view, window), free, "a window {what}");
        }
    }
}
