//! Buildings of the base tiles: villages at road ends, monasteries with a cloister, city gates, shields.
//!
//! All drawn in unit coordinates through a `Map`, with a light from the top
//! left: lit faces lighter, a small shadow to the bottom right.

use super::drawing::{Map, fade};
use super::palette;
use egui::{Color32, Pos2, Rect, Shape, Stroke, StrokeKind, pos2, vec2};

/// A house seen from the side: shadow, walls, a door and a pitched roof.
fn house(m: Map, c: Pos2, w: f32, alpha: f32) -> Vec<Shape> {
    let h = w * 0.5;
    let edge = Stroke::new(m.w(0.01).max(0.5), fade(palette::ROAD_EDGE, alpha));
    let body = Rect::from_min_max(m.p(c + vec2(-h * 0.8, -h * 0.1)), m.p(c + vec2(h * 0.8, h)));
    vec![
        Shape::rect_filled(
            body.translate(vec2(m.w(0.015), m.w(0.015))),
            0.0,
            fade(Color32::from_black_alpha(60), alpha),
        ),
        Shape::rect_filled(body, 0.0, fade(palette::CHAPEL, alpha)),
        Shape::rect_stroke(body, 0.0, edge, StrokeKind::Inside),
        Shape::rect_filled(
            Rect::from_min_max(m.p(c + vec2(-h * 0.2, h * 0.4)), m.p(c + vec2(h * 0.2, h))),
            0.0,
            fade(palette::WALL, alpha),
        ),
        Shape::convex_polygon(
            vec![
                m.p(c + vec2(-h, 0.0)),
                m.p(c + vec2(-h * 0.6, -h * 0.8)),
                m.p(c + vec2(h * 0.6, -h * 0.8)),
                m.p(c + vec2(h, 0.0)),
            ],
            fade(palette::ROOF, alpha),
            edge,
        ),
    ]
}

/// Where roads end on a tile: a small village square with houses round it.
pub(super) fn village(m: Map, alpha: f32) -> Vec<Shape> {
    let c = pos2(0.5, 0.5);
    let mut out = vec![Shape::circle_filled(
        m.p(c),
        m.w(0.1),
        fade(palette::ROAD, alpha),
    )];
    out.push(Shape::circle_stroke(
        m.p(c),
        m.w(0.1),
        Stroke::new(m.w(0.012).max(0.5), fade(palette::ROAD_EDGE, alpha)),
    ));
    // Houses in the corners between the roads (diagonals never hold a road).
    for d in [vec2(-0.11, -0.11), vec2(0.11, 0.11)] {
        out.extend(house(m, c + d, 0.11, alpha));
    }
    // A well in the middle of the square.
    out.push(Shape::circle_filled(
        m.p(c),
        m.w(0.03),
        fade(palette::WALL, alpha),
    ));
    out.push(Shape::circle_filled(
        m.p(c),
        m.w(0.017),
        fade(palette::FISH, alpha),
    ));
    out
}

/// A monastery: a cloister (a walled garden round a well) with the church on its north side.
pub(super) fn monastery(m: Map, alpha: f32) -> Vec<Shape> {
    let edge = Stroke::new(m.w(0.012).max(0.6), fade(palette::WALL, alpha));
    let cloister = Rect::from_min_max(m.p(pos2(0.33, 0.42)), m.p(pos2(0.67, 0.7)));
    let garden = cloister.shrink(m.w(0.045));
    let church = Rect::from_min_max(m.p(pos2(0.36, 0.3)), m.p(pos2(0.64, 0.47)));
    let mut out = vec![
        Shape::rect_filled(
            cloister.translate(vec2(m.w(0.02), m.w(0.02))),
            m.w(0.01),
            fade(Color32::from_black_alpha(70), alpha),
        ),
        Shape::rect_filled(cloister, m.w(0.01), fade(palette::CHAPEL, alpha)),
        Shape::rect_stroke(cloister, m.w(0.01), edge, StrokeKind::Inside),
        Shape::rect_filled(garden, 0.0, fade(palette::CLOISTER, alpha)),
        Shape::rect_stroke(garden, 0.0, edge, StrokeKind::Outside),
        // Paths crossing the garden to a well.
        Shape::line_segment(
            [garden.center_top(), garden.center_bottom()],
            Stroke::new(m.w(0.015).max(0.5), fade(palette::CHAPEL, alpha)),
        ),
        Shape::line_segment(
            [garden.left_center(), garden.right_center()],
            Stroke::new(m.w(0.015).max(0.5), fade(palette::CHAPEL, alpha)),
        ),
        Shape::circle_filled(garden.center(), m.w(0.018), fade(palette::WALL, alpha)),
    ];
    // The church: a long roof with its ridge, lit side lighter.
    out.push(Shape::rect_filled(
        church.translate(vec2(m.w(0.015), m.w(0.015))),
        0.0,
        fade(Color32::from_black_alpha(70), alpha),
    ));
    out.push(Shape::rect_filled(church, 0.0, fade(palette::ROOF, alpha)));
    out.push(Shape::rect_filled(
        Rect::from_min_max(church.min, church.right_center()),
        0.0,
        fade(Color32::from_white_alpha(45), alpha),
    ));
    out.push(Shape::line_segment(
        [church.left_center(), church.right_center()],
        edge,
    ));
    out.push(Shape::rect_stroke(church, 0.0, edge, StrokeKind::Inside));
    // The bell tower at the west end, with a cross.
    let tower = Rect::from_center_size(m.p(pos2(0.36, 0.385)), vec2(m.w(0.09), m.w(0.09)));
    out.push(Shape::rect_filled(tower, 0.0, fade(palette::CHAPEL, alpha)));
    out.push(Shape::rect_stroke(tower, 0.0, edge, StrokeKind::Inside));
    let tc = tower.center();
    let arm = m.w(0.025);
    out.push(Shape::line_segment(
        [tc - vec2(0.0, arm), tc + vec2(0.0, arm)],
        edge,
    ));
    out.push(Shape::line_segment(
        [
            tc - vec2(arm * 0.7, arm * 0.3),
            tc + vec2(arm * 0.7, -arm * 0.3),
        ],
        edge,
    ));
    out
}

/// A gate in a city wall at unit point `at`, facing along `inward`: two
/// towers flanking a wooden door under an arch.
pub(super) fn gate(m: Map, at: Pos2, inward: egui::Vec2, alpha: f32) -> Vec<Shape> {
    let across = vec2(-inward.y, inward.x);
    let c = at + inward * 0.06;
    let stone = fade(palette::BATTLEMENT, alpha);
    let edge = Stroke::new(m.w(0.012).max(0.6), fade(palette::WALL, alpha));
    let mut out = Vec::new();
    for k in [-1.0f32, 1.0] {
        let t = m.p(c + across * (0.1 * k));
        let r = Rect::from_center_size(t, vec2(m.w(0.075), m.w(0.075)));
        out.push(Shape::rect_filled(r, m.w(0.01), stone));
        out.push(Shape::rect_stroke(r, m.w(0.01), edge, StrokeKind::Inside));
        out.push(Shape::rect_filled(
            r.shrink(m.w(0.02)),
            0.0,
            fade(palette::WALL, alpha),
        ));
    }
    // The door: dark wood with iron bands, across the neck.
    let a = m.p(c - across * 0.06);
    let b = m.p(c + across * 0.06);
    out.push(Shape::line_segment(
        [a, b],
        Stroke::new(m.w(0.07), fade(Color32::from_rgb(96, 58, 30), alpha)),
    ));
    let band = Stroke::new(
        m.w(0.01).max(0.5),
        fade(Color32::from_rgb(50, 40, 34), alpha),
    );
    for t in [0.33f32, 0.66] {
        let p = a.lerp(b, t);
        let d = egui::Vec2::new(inward.x, inward.y) * m.w(0.035);
        out.push(Shape::line_segment([p - d, p + d], band));
    }
    out
}

/// A heraldic shield centred at `c`, `size` pixels wide: a blue field with
/// a gold chevron and a white rim.
pub fn shield(c: Pos2, size: f32, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let pts: Vec<Pos2> = [
        (-1.0, -1.0),
        (1.0, -1.0),
        (1.0, 0.1),
        (0.8, 0.6),
        (0.4, 0.95),
        (0.0, 1.15),
        (-0.4, 0.95),
        (-0.8, 0.6),
        (-1.0, 0.1),
    ]
    .iter()
    .map(|(x, y)| c + vec2(x * h, y * h))
    .collect();
    let rim = Stroke::new((size * 0.1).max(1.0), fade(Color32::WHITE, alpha));
    vec![
        Shape::convex_polygon(
            pts.iter()
                .map(|p| *p + vec2(size * 0.08, size * 0.1))
                .collect(),
            fade(Color32::from_black_alpha(80), alpha),
            Stroke::NONE,
        ),
        Shape::convex_polygon(pts.clone(), fade(palette::SHIELD, alpha), Stroke::NONE),
        Shape::line(
            vec![
                c + vec2(-h * 0.85, h * 0.55),
                c + vec2(0.0, -h * 0.25),
                c + vec2(h * 0.85, h * 0.55),
            ],
            Stroke::new((size * 0.16).max(1.0), fade(palette::SHIELD_GOLD, alpha)),
        ),
        Shape::convex_polygon(pts, Color32::TRANSPARENT, rim),
    ]
}
