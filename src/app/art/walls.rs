//! The City's wall on the board: pieces, gate, guards, towers and the edges a wall round may use.
//!
//! Pieces run along the grid edges of the outline; guards stand on pieces in
//! their players' colours, round towers at the wall ends where they were
//! placed; the edges a wall round may use are marked and labelled
//! ("wall edge x,y,N") so they can be clicked.

use super::followers::marked_meeple;
use super::projector::Projector;
use crate::engine::State;
use crate::engine::rules::the_city::{Edge, WallEnd};
use egui::{Color32, Pos2, Shape, Stroke, pos2};

/// Stone of the wall.
pub const STONE: Color32 = Color32::from_rgb(150, 142, 128);
/// The wall's dark edge.
pub const STONE_EDGE: Color32 = Color32::from_rgb(70, 62, 54);
/// The gate's wood.
pub const GATE: Color32 = Color32::from_rgb(120, 72, 36);
/// Marked edges a wall round may use.
pub const MARK: Color32 = Color32::from_rgb(255, 214, 40);

/// The two screen points of an edge (clockwise), pushed a little outwards
/// so that the wall sits on the grid line just outside the city.
pub fn edge_points(proj: &Projector, e: Edge) -> (Pos2, Pos2) {
    let (a, b) = e.vertices();
    let o = e.outside();
    let out = egui::vec2(
        (o.x - e.cell.x) as f32 * 0.04,
        (o.y - e.cell.y) as f32 * 0.04,
    );
    let p = |v: (i32, i32)| proj.to_screen(pos2(v.0 as f32, v.1 as f32) + out);
    (p(a), p(b))
}

/// The label of a marked edge: "wall edge x,y,N" (the tile's cell and side).
pub fn edge_label(e: Edge) -> String {
    format!("wall edge {},{},{}", e.cell.x, e.cell.y, e.side.name())
}

/// A piece of wall in 3D-ish: its face in shade below, the walk on top, and
/// merlons along the top at every zoom where they read.
fn wall_piece(proj: &Projector, e: Edge, fill: Color32, out: &mut Vec<Shape>) {
    let (a, b) = edge_points(proj, e);
    let w = (proj.scale * 0.1).max(3.0);
    // The face: the same line dropped by half its width, darker.
    let face = egui::vec2(0.0, w * 0.45);
    out.push(Shape::line_segment(
        [a + face, b + face],
        Stroke::new(w + 2.0, STONE_EDGE),
    ));
    out.push(Shape::line_segment(
        [a + face, b + face],
        Stroke::new(w, fill.linear_multiply(0.7)),
    ));
    out.push(Shape::line_segment(
        [a, b],
        Stroke::new(w + 2.0, STONE_EDGE),
    ));
    out.push(Shape::line_segment([a, b], Stroke::new(w, fill)));
    if proj.scale >= 30.0 {
        // Merlons: lit blocks with a dark rim along the piece.
        for k in [0.1f32, 0.3, 0.5, 0.7, 0.9] {
            let c = a.lerp(b, k) - egui::vec2(0.0, w * 0.15);
            let r = egui::Rect::from_center_size(c, egui::Vec2::splat(w * 0.5));
            out.push(Shape::rect_filled(r, 0.0, fill.linear_multiply(1.15)));
            out.push(Shape::rect_stroke(
                r,
                0.0,
                Stroke::new(1.0, STONE_EDGE),
                egui::StrokeKind::Outside,
            ));
        }
    }
}

/// The end vertex of a piece at a wall end (clockwise end: where it ends; anticlockwise: where it starts).
pub fn end_point(proj: &Projector, e: Edge, end: WallEnd) -> Pos2 {
    let (a, b) = edge_points(proj, e);
    match end {
        WallEnd::Cw => b,
        WallEnd::Ccw => a,
    }
}

/// The wall, gate, guards and towers of a game of The City.
pub fn wall_shapes(state: &State, proj: &Projector, colours: &[Color32]) -> Vec<Shape> {
    let mut out = Vec::new();
    let Some(city) = state.city() else {
        return out;
    };
    let colour = |p: u8| super::palette::player_colour(colours, p as usize);
    // The wall completed round the rest of the outline at the game's end: lighter stone.
    for e in &city.closing {
        wall_piece(proj, *e, STONE.gamma_multiply(0.6), &mut out);
    }
    for p in city.pieces() {
        wall_piece(proj, p.edge, STONE, &mut out);
    }
    if let Some(g) = city.gate {
        let (a, b) = edge_points(proj, g);
        let w = (proj.scale * 0.16).max(5.0);
        out.push(Shape::line_segment(
            [a, b],
            Stroke::new(w + 2.0, STONE_EDGE),
        ));
        out.push(Shape::line_segment([a, b], Stroke::new(w, STONE)));
        // The gate's doors in the middle of the edge.
        out.push(Shape::line_segment(
            [a.lerp(b, 0.3), a.lerp(b, 0.7)],
            Stroke::new(w * 0.8, GATE),
        ));
        out.push(Shape::circle_filled(a.lerp(b, 0.5), w * 0.2, STONE_EDGE));
    }
    // Guards stand in the middle of their pieces.
    for p in city.pieces() {
        if let Some(g) = p.guard {
            let (a, b) = edge_points(proj, p.edge);
            out.extend(marked_meeple(
                a.lerp(b, 0.5),
                proj.scale * 0.26,
                colour(g),
                false,
                g as usize,
            ));
        }
    }
    // Towers: round towers at the end the arm had when each was placed.
    for t in &city.towers {
        let arm = match t.end {
            WallEnd::Cw => &city.cw,
            WallEnd::Ccw => &city.ccw,
        };
        let Some(piece) = arm.get((t.at as usize).saturating_sub(1)) else {
            continue;
        };
        let c = end_point(proj, piece.edge, t.end);
        out.extend(tower(c, (proj.scale * 0.13).max(5.0), colour(t.player)));
    }
    out
}

/// The mark of an edge a wall round may use now.
pub fn mark_shapes(proj: &Projector, e: Edge, hovered: bool) -> Vec<Shape> {
    let (a, b) = edge_points(proj, e);
    let w = (proj.scale * 0.12).max(5.0);
    let fill = if hovered {
        Color32::WHITE
    } else {
        MARK.gamma_multiply(0.85)
    };
    vec![
        Shape::line_segment([a, b], Stroke::new(w + 3.0, Color32::from_black_alpha(160))),
        Shape::line_segment([a, b], Stroke::new(w, fill)),
    ]
}

/// Rings at the wall ends where the deciding player may put a tower now.
pub fn tower_marks(state: &State, proj: &Projector) -> Vec<Shape> {
    let mut out = Vec::new();
    let Some(city) = state.city() else {
        return out;
    };
    for end in state.tower_ends() {
        if let Some(e) = city.end_edge(end) {
            let c = end_point(proj, e, end);
            let r = (proj.scale * 0.16).max(7.0);
            out.push(Shape::circle_stroke(
                c,
                r,
                Stroke::new(3.0, Color32::from_black_alpha(160)),
            ));
            out.push(Shape::circle_stroke(c, r, Stroke::new(2.0, MARK)));
        }
    }
    out
}

/// A round tower seen from above and a little in front: its body in shade
/// below, a crenellated top, the owner's banner in the middle.
fn tower(c: Pos2, r: f32, owner: Color32) -> Vec<Shape> {
    let body = egui::vec2(0.0, r * 0.5);
    let mut out = vec![
        Shape::circle_filled(
            c + body + egui::vec2(r * 0.2, r * 0.2),
            r,
            Color32::from_black_alpha(80),
        ),
        Shape::rect_filled(
            egui::Rect::from_min_max(c + egui::vec2(-r, 0.0), c + egui::vec2(r, body.y)),
            0.0,
            STONE.linear_multiply(0.7),
        ),
        Shape::circle_filled(c + body, r, STONE.linear_multiply(0.7)),
        Shape::circle_stroke(c + body, r, Stroke::new(1.5, STONE_EDGE)),
        Shape::circle_filled(c, r, STONE),
        Shape::circle_stroke(c, r, Stroke::new(2.0, STONE_EDGE)),
    ];
    // Merlons round the rim.
    if r >= 7.0 {
        for k in 0..8 {
            let a = k as f32 * std::f32::consts::TAU / 8.0;
            let p = c + egui::vec2(a.cos(), a.sin()) * r * 0.8;
            out.push(Shape::circle_filled(p, r * 0.16, STONE_EDGE));
        }
    }
    out.push(Shape::circle_filled(c, r * 0.5, owner));
    out.push(Shape::circle_stroke(
        c,
        r * 0.5,
        Stroke::new(1.0, STONE_EDGE),
    ));
    out
}
