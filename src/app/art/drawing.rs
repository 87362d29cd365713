//! Drawing helpers for the art: unit coordinates into a rect, polygon fills, faded colours.
//!
//! egui fills only convex paths itself; previews fade the art.

use egui::epaint::Mesh;
use egui::{Color32, Pos2, Rect, Shape, vec2};

/// Maps unit coordinates into a rect.
#[derive(Clone, Copy)]
pub(super) struct Map(pub(super) Rect);

impl Map {
    pub(super) fn p(&self, u: Pos2) -> Pos2 {
        self.0.min + vec2(u.x * self.0.width(), u.y * self.0.height())
    }
    pub(super) fn w(&self, u: f32) -> f32 {
        u * self.0.width()
    }
}

/// Fills a simple polygon (any shape, either winding) by ear clipping; egui
/// fills only convex paths itself.
pub fn fill_polygon(points: &[Pos2], color: Color32) -> Shape {
    let mut mesh = Mesh::default();
    let n = points.len();
    if n < 3 {
        return Shape::Noop;
    }
    for p in points {
        mesh.colored_vertex(*p, color);
    }
    let area: f32 = (0..n)
        .map(|i| {
            let a = points[i];
            let b = points[(i + 1) % n];
            a.x * b.y - b.x * a.y
        })
        .sum();
    let sign = if area >= 0.0 { 1.0 } else { -1.0 };
    let mut idx: Vec<usize> = (0..n).collect();
    let cross = |a: Pos2, b: Pos2, c: Pos2| (b - a).x * (c - a).y - (b - a).y * (c - a).x;
    let mut guard = 0;
    while idx.len() > 3 && guard < n * n {
        guard += 1;
        let m = idx.len();
        let mut clipped = false;
        for i in 0..m {
            let (ia, ib, ic) = (idx[(i + m - 1) % m], idx[i], idx[(i + 1) % m]);
            let (a, b, c) = (points[ia], points[ib], points[ic]);
            if cross(a, b, c) * sign <= 1e-9 {
                continue;
            }
            let inside = idx.iter().any(|&j| {
                if j == ia || j == ib || j == ic {
                    return false;
                }
                let p = points[j];
                cross(a, b, p) * sign > 0.0
                    && cross(b, c, p) * sign > 0.0
                    && cross(c, a, p) * sign > 0.0
            });
            if inside {
                continue;
            }
            mesh.add_triangle(ia as u32, ib as u32, ic as u32);
            idx.remove(i);
            clipped = true;
            break;
        }
        if !clipped {
            // Degenerate rest (collinear points): a fan keeps it drawn.
            break;
        }
    }
    for k in 1..idx.len().saturating_sub(1) {
        mesh.add_triangle(idx[0] as u32, idx[k] as u32, idx[k + 1] as u32);
    }
    Shape::mesh(mesh)
}

/// Fades a colour for previews.
pub(super) fn fade(c: Color32, alpha: f32) -> Color32 {
    if alpha >= 1.0 {
        c
    } else {
        c.gamma_multiply(alpha)
    }
}
