//! A move shown without being made (hovered in the analysis), for both boards.

use super::followers::meeple;
use super::geometry::feature_spot;
use super::tiles::tile_shapes;
use crate::engine::Rotation;
use crate::engine::model::tile::FeatureKind;
use egui::{Color32, Rect, Shape, Stroke, StrokeKind};

/// A move hovered in the analysis, drawn where it would go: the tile faded,
/// a yellow frame, and the follower in the mover's colour.
pub fn ghost_shapes(
    tt: &crate::engine::model::tile::TileType,
    rot: Rotation,
    r: Rect,
    follower: Option<u8>,
    colour: Color32,
) -> Vec<Shape> {
    let s = r.width();
    let mut out = tile_shapes(tt, rot, r, 0.8);
    out.push(Shape::rect_stroke(
        r,
        0.0,
        Stroke::new((s * 0.05).max(2.0), Color32::from_rgb(255, 210, 0)),
        StrokeKind::Outside,
    ));
    if let Some(f) = follower {
        let at = r.min + feature_spot(tt, rot, f).to_vec2() * s;
        let field = tt.features.get(f as usize).map(|d| d.kind) == Some(FeatureKind::Field);
        out.extend(meeple(at, s * 0.3, colour, field));
    }
    out
}
