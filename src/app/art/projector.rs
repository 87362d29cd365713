//! The projector between board cells and the screen, and the zoom range: shared by both boards.

use crate::engine::Cell;
use egui::{Pos2, Rect, Vec2, pos2};

/// Maps board coordinates (one unit per cell) to screen points and back.
#[derive(Clone, Copy, Debug)]
pub struct Projector {
    /// Board point at the centre of the view.
    pub centre: Vec2,
    /// Points per cell.
    pub scale: f32,
    /// The view on screen.
    pub rect: Rect,
}

impl Projector {
    /// Screen point of a board point.
    pub fn to_screen(&self, w: Pos2) -> Pos2 {
        self.rect.center() + (w.to_vec2() - self.centre) * self.scale
    }

    /// Board point of a screen point.
    pub fn to_board(&self, s: Pos2) -> Pos2 {
        ((s - self.rect.center()) / self.scale + self.centre).to_pos2()
    }

    /// The screen rect of a cell.
    pub fn cell_rect(&self, c: Cell) -> Rect {
        let min = self.to_screen(pos2(c.x as f32, c.y as f32));
        Rect::from_min_size(min, Vec2::splat(self.scale))
    }

    /// The cell under a screen point.
    pub fn cell_at(&self, s: Pos2) -> Cell {
        let w = self.to_board(s);
        Cell::new(w.x.floor() as i32, w.y.floor() as i32)
    }
}

/// Smallest and largest zoom, in points per cell.
pub const ZOOM_RANGE: (f32, f32) = (12.0, 240.0);
