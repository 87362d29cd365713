//! Followers drawn as meeples in their player's colour; farmers lie down.

use egui::{Color32, Pos2, Shape, Stroke, Vec2, vec2};

/// Convex pieces of a standing meeple, in units of its height, centred.
const ARMS: [(f32, f32); 6] = [
    (-0.5, -0.04),
    (-0.24, -0.2),
    (0.24, -0.2),
    (0.5, -0.04),
    (0.44, 0.08),
    (-0.44, 0.08),
];
const LEGS: [(f32, f32); 4] = [(-0.3, 0.02), (0.3, 0.02), (0.42, 0.46), (-0.42, 0.46)];

/// The shapes of a meeple of `height` pixels centred at `c`.
pub fn meeple(c: Pos2, height: f32, colour: Color32, lying: bool) -> Vec<Shape> {
    let tf = |(x, y): (f32, f32)| -> Pos2 {
        let v: Vec2 = if lying { vec2(-y, x) } else { vec2(x, y) };
        c + v * height
    };
    let outline = Stroke::new((height * 0.06).max(1.0), Color32::from_black_alpha(200));
    let head = tf((0.0, -0.33));
    vec![
        Shape::convex_polygon(LEGS.iter().map(|p| tf(*p)).collect(), colour, outline),
        Shape::convex_polygon(ARMS.iter().map(|p| tf(*p)).collect(), colour, outline),
        Shape::circle_filled(head, height * 0.17, colour),
        Shape::circle_stroke(head, height * 0.17, outline),
        // The gap between the legs.
        Shape::convex_polygon(
            vec![tf((0.0, 0.24)), tf((0.1, 0.47)), tf((-0.1, 0.47))],
            Color32::from_black_alpha(140),
            Stroke::NONE,
        ),
    ]
}
