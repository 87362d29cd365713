//! Followers drawn as meeples in their player's colour: a shadow, a lit and a shaded side, an outline; farmers lie down.
//!
//! The colour comes in from the caller, who takes it from `palette::player_colour`.

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
    let lit = lighter(colour);
    let shade = colour.linear_multiply(0.7);
    let legs: Vec<Pos2> = LEGS.iter().map(|p| tf(*p)).collect();
    let arms: Vec<Pos2> = ARMS.iter().map(|p| tf(*p)).collect();
    // The shadow falls to the bottom right, like the tiles'.
    let drop = vec2(height * 0.08, height * 0.1);
    vec![
        Shape::convex_polygon(
            legs.iter().map(|p| *p + drop).collect(),
            Color32::from_black_alpha(70),
            Stroke::NONE,
        ),
        Shape::convex_polygon(
            arms.iter().map(|p| *p + drop).collect(),
            Color32::from_black_alpha(70),
            Stroke::NONE,
        ),
        Shape::circle_filled(head + drop, height * 0.17, Color32::from_black_alpha(70)),
        Shape::convex_polygon(legs, colour, outline),
        Shape::convex_polygon(arms, colour, outline),
        // The shaded side: the right leg and the lower right of the body.
        Shape::convex_polygon(
            vec![
                tf((0.05, 0.05)),
                tf((0.28, 0.05)),
                tf((0.38, 0.42)),
                tf((0.12, 0.42)),
            ],
            shade,
            Stroke::NONE,
        ),
        Shape::circle_filled(head, height * 0.17, colour),
        // The lit side of the head and the left shoulder.
        Shape::circle_filled(tf((-0.05, -0.37)), height * 0.08, lit),
        Shape::convex_polygon(
            vec![
                tf((-0.44, -0.04)),
                tf((-0.22, -0.16)),
                tf((-0.1, -0.12)),
                tf((-0.38, 0.02)),
            ],
            lit,
            Stroke::NONE,
        ),
        Shape::circle_stroke(head, height * 0.17, outline),
        // The gap between the legs.
        Shape::convex_polygon(
            vec![tf((0.0, 0.24)), tf((0.1, 0.47)), tf((-0.1, 0.47))],
            Color32::from_black_alpha(140),
            Stroke::NONE,
        ),
    ]
}

/// A follower with its player's mark on the chest (`player_mark`).
pub fn marked_meeple(
    c: Pos2,
    height: f32,
    colour: Color32,
    lying: bool,
    player: usize,
) -> Vec<Shape> {
    let mut out = meeple(c, height, colour, lying);
    out.extend(player_mark(c, height, colour, lying, player));
    out
}

/// Each player's own sign (dot, bar, ring, cross, triangle, by seat), so a
/// follower's owner shows without telling colours apart. Drawn in black or
/// white, whichever stands out on `colour`.
pub fn player_mark(
    c: Pos2,
    height: f32,
    colour: Color32,
    lying: bool,
    player: usize,
) -> Vec<Shape> {
    let chest = if lying {
        c + vec2(-0.05, 0.0) * height
    } else {
        c + vec2(0.0, 0.05) * height
    };
    let lum = 0.2126 * colour.r() as f32 + 0.7152 * colour.g() as f32 + 0.0722 * colour.b() as f32;
    let ink = if lum > 140.0 {
        Color32::from_black_alpha(220)
    } else {
        Color32::from_white_alpha(230)
    };
    let r = height * 0.11;
    let line = Stroke::new((height * 0.05).max(1.0), ink);
    match player % 5 {
        0 => vec![Shape::circle_filled(chest, r * 0.8, ink)],
        1 => vec![Shape::line_segment(
            [chest - vec2(r * 1.3, 0.0), chest + vec2(r * 1.3, 0.0)],
            Stroke::new(line.width * 1.4, ink),
        )],
        2 => vec![Shape::circle_stroke(chest, r, line)],
        3 => vec![
            Shape::line_segment([chest + vec2(-r, -r), chest + vec2(r, r)], line),
            Shape::line_segment([chest + vec2(-r, r), chest + vec2(r, -r)], line),
        ],
        _ => vec![Shape::convex_polygon(
            vec![
                chest + vec2(0.0, -r * 1.2),
                chest + vec2(r * 1.1, r * 0.8),
                chest + vec2(-r * 1.1, r * 0.8),
            ],
            ink,
            Stroke::NONE,
        )],
    }
}

/// A lighter tone of a colour, for the side in the light.
fn lighter(c: Color32) -> Color32 {
    let up = |v: u8| v as u16 + (255 - v as u16) * 2 / 5;
    Color32::from_rgba_unmultiplied(up(c.r()) as u8, up(c.g()) as u8, up(c.b()) as u8, c.a())
}
