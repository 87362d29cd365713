//! A small board of real tiles for the welcome screen, laid by a seeded game and drawn by the art.
//!
//! The board comes from the engine (random legal moves from a fixed seed), so
//! its tiles fit together as in play; it is built once and kept in egui's
//! memory, and drawn on the table behind the welcome screen's buttons.

use super::followers::meeple;
use super::geometry::feature_spot;
use super::palette;
use super::tiles::tile_shapes;
use crate::engine::model::rng::Rng;
use crate::engine::model::tile::FeatureKind;
use crate::engine::state::options::Setup;
use crate::engine::{Cell, GameKind, Rotation, State, TileSet};
use egui::{Color32, Id, Pos2, Rect, Shape, Stroke, Vec2, vec2};
use std::sync::Arc;

/// The tiles and followers of the showcase board.
#[derive(Clone)]
pub struct Showcase {
    ts: Arc<TileSet>,
    tiles: Vec<(Cell, u8, Rotation)>,
    followers: Vec<(Cell, u8, usize)>,
}

/// Colours of the showcase's players (the app's default seat colours' spirit).
const SHOW_COLOURS: [Color32; 3] = [
    Color32::from_rgb(200, 40, 40),
    Color32::from_rgb(40, 90, 200),
    Color32::from_rgb(240, 200, 30),
];

impl Showcase {
    /// A base game played out for `moves` moves from `seed`.
    pub fn build(seed: u64, moves: usize) -> Self {
        let ts = crate::io::tileset::base();
        let setup = Setup {
            game: GameKind::Base,
            players: 3,
            options: Default::default(),
            seed,
        };
        let mut st = State::new(ts.clone(), &setup);
        let mut rng = Rng::new(seed);
        for _ in 0..moves {
            let Some(m) = crate::engine::rules::random_move(&st, &mut rng) else {
                break;
            };
            if st.apply(&m).is_err() {
                break;
            }
        }
        Showcase {
            ts,
            tiles: st
                .board()
                .placed()
                .iter()
                .map(|t| (t.cell, t.tile, t.rot))
                .collect(),
            followers: st
                .followers()
                .iter()
                .map(|f| (f.cell, f.local, f.player as usize))
                .collect(),
        }
    }

    /// The showcase kept in egui's memory (built on first use).
    pub fn cached(ctx: &egui::Context) -> Self {
        ctx.data_mut(|d| {
            d.get_temp_mut_or_insert_with(Id::unique("welcome showcase"), || {
                Showcase::build(11, 26)
            })
            .clone()
        })
    }

    /// The board drawn centred in `rect`, each cell `scale` points wide,
    /// with soft shadows, on a table of the theme's colours.
    pub fn shapes(&self, rect: Rect, scale: f32, dark: bool) -> Vec<Shape> {
        let (top, bottom) = palette::table(dark);
        let mut out = vec![gradient(rect, top, bottom)];
        let (mut lo, mut hi) = ((i32::MAX, i32::MAX), (i32::MIN, i32::MIN));
        for (c, _, _) in &self.tiles {
            lo = (lo.0.min(c.x), lo.1.min(c.y));
            hi = (hi.0.max(c.x), hi.1.max(c.y));
        }
        if self.tiles.is_empty() {
            return out;
        }
        let mid = vec2(
            (lo.0 + hi.0 + 1) as f32 / 2.0,
            (lo.1 + hi.1 + 1) as f32 / 2.0,
        );
        let cell = |c: Cell| {
            let min = rect.center() + (vec2(c.x as f32, c.y as f32) - mid) * scale;
            Rect::from_min_size(min, Vec2::splat(scale))
        };
        let shadow = palette::tile_shadow(dark);
        for (c, _, _) in &self.tiles {
            let r = cell(*c).translate(vec2(scale * 0.04, scale * 0.06));
            out.push(Shape::rect_filled(
                r.expand(scale * 0.02),
                scale * 0.04,
                shadow,
            ));
        }
        for (c, tile, rot) in &self.tiles {
            let r = cell(*c);
            if !rect.intersects(r) {
                continue;
            }
            if let Some(tt) = self.ts.tiles.get(*tile as usize) {
                out.extend(tile_shapes(tt, *rot, r, 1.0));
            }
        }
        for (c, local, player) in &self.followers {
            let Some((_, tile, rot)) = self.tiles.iter().find(|t| t.0 == *c) else {
                continue;
            };
            let Some(tt) = self.ts.tiles.get(*tile as usize) else {
                continue;
            };
            let at: Pos2 = cell(*c).min + feature_spot(tt, *rot, *local).to_vec2() * scale;
            let lying =
                tt.features.get(*local as usize).map(|d| d.kind) == Some(FeatureKind::Field);
            let colour = palette::player_colour(&SHOW_COLOURS, *player);
            out.extend(meeple(at, scale * 0.3, colour, lying));
        }
        out
    }
}

/// A vertical gradient over a rect.
fn gradient(r: Rect, top: Color32, bottom: Color32) -> Shape {
    let mut m = egui::epaint::Mesh::default();
    m.colored_vertex(r.left_top(), top);
    m.colored_vertex(r.right_top(), top);
    m.colored_vertex(r.right_bottom(), bottom);
    m.colored_vertex(r.left_bottom(), bottom);
    m.add_triangle(0, 1, 2);
    m.add_triangle(0, 2, 3);
    Shape::mesh(m)
}

/// The plaque behind the welcome screen's title and buttons: a card of the
/// theme's panel colour with a soft shadow, so the buttons read over the tiles.
pub fn plaque(around: Rect, dark: bool) -> Shape {
    let fill = if dark {
        Color32::from_rgb(30, 32, 34)
    } else {
        Color32::from_rgb(250, 246, 236)
    };
    let r = around.expand2(vec2(36.0, 24.0));
    Shape::Vec(vec![
        Shape::rect_filled(
            r.translate(vec2(4.0, 6.0)),
            14.0,
            Color32::from_black_alpha(70),
        ),
        Shape::rect_filled(r, 14.0, fill),
        Shape::rect_stroke(
            r,
            14.0,
            Stroke::new(1.5, palette::WALL.gamma_multiply(0.8)),
            egui::StrokeKind::Inside,
        ),
    ])
}
