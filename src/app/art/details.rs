//! Seeded details that make a tile look hand-drawn: field texture and trees, town roofs.
//!
//! The details are placed by a generator seeded from the tile type and its
//! rotation, so a tile looks the same every frame and its mesh can still be
//! cached per type and rotation; where a detail may go is asked of the hit
//! test (`tile_hit`), so details always land on the area they decorate.
//! Asking is the costly part, and the art is drawn every frame in the panels
//! and the editor, so where the details go is worked out once per tile and
//! rotation and kept (`plan`).

use super::drawing::{Map, fade};
use super::geometry::feature_spot;
use super::palette;
use super::tile_hit::feature_at_point;
use crate::engine::model::geometry::Rotation;
use crate::engine::model::tile::{FeatureKind, TileType};
use egui::{Color32, Pos2, Shape, Stroke, Vec2, pos2, vec2};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, OnceLock};

/// A small deterministic generator (splitmix64): the same tile gives the same details.
pub struct Seeded(u64);

impl Seeded {
    /// A generator for a tile type in a rotation.
    pub fn for_tile(tt: &TileType, rot: Rotation) -> Self {
        // FNV-1a over the id: stable across runs, unlike the std hasher.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in tt.id.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
        Seeded(h ^ (rot.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    /// The next number in 0..1.
    pub fn unit(&mut self) -> f32 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// The kind of the feature drawn at a unit point, if any.
fn kind_at(tt: &TileType, rot: Rotation, p: Pos2) -> Option<(u8, FeatureKind)> {
    feature_at_point(tt, rot, p).map(|f| (f, tt.features[f as usize].kind))
}

/// Whether a detail at `p` would cover a follower's spot (so followers and
/// shields stay readable).
fn near_a_spot(tt: &TileType, rot: Rotation, p: Pos2, clear: f32) -> bool {
    (0..tt.features.len() as u8).any(|f| feature_spot(tt, rot, f).distance(p) < clear)
}

/// Jittered points on a grid of `n` by `n` across the tile, in unit coordinates.
fn jittered(rng: &mut Seeded, n: usize) -> Vec<Pos2> {
    let mut out = Vec::with_capacity(n * n);
    let step = 1.0 / n as f32;
    for y in 0..n {
        for x in 0..n {
            let jx = 0.2 + 0.6 * rng.unit();
            let jy = 0.2 + 0.6 * rng.unit();
            out.push(pos2((x as f32 + jx) * step, (y as f32 + jy) * step));
        }
    }
    out
}

/// Where a tile's details go, in unit coordinates: worked out once per tile and rotation.
#[derive(Default)]
struct Plan {
    /// Centre and radius.
    trees: Vec<(Pos2, f32)>,
    /// Centre and direction of a set of three furrows.
    furrows: Vec<(Pos2, Vec2)>,
    tufts: Vec<Pos2>,
    /// City, centre, size and whether in the darker roof tile.
    roofs: Vec<(u8, Pos2, Vec2, bool)>,
}

/// A fingerprint of everything the hit test looks at, so an edited tile set
/// never gets another tile's details.
fn fingerprint(tt: &TileType, rot: Rotation) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    tt.id.hash(&mut h);
    rot.0.hash(&mut h);
    tt.oriented[rot.0 as usize].owner.hash(&mut h);
    tt.monastery.hash(&mut h);
    for f in &tt.features {
        (f.kind, f.gates, f.bridge, f.shields).hash(&mut h);
    }
    h.finish()
}

/// The plan of a tile in a rotation, from the cache or worked out now.
fn plan(tt: &TileType, rot: Rotation) -> Arc<Plan> {
    static PLANS: OnceLock<Mutex<HashMap<u64, Arc<Plan>>>> = OnceLock::new();
    let key = fingerprint(tt, rot);
    let plans = PLANS.get_or_init(Default::default);
    if let Some(p) = plans.lock().ok().and_then(|m| m.get(&key).cloned()) {
        return p;
    }
    let p = Arc::new(make_plan(tt, rot));
    if let Ok(mut m) = plans.lock() {
        m.insert(key, p.clone());
    }
    p
}

fn make_plan(tt: &TileType, rot: Rotation) -> Plan {
    let mut plan = Plan::default();
    let mut rng = Seeded::for_tile(tt, rot);
    for p in jittered(&mut rng, 4) {
        if !matches!(kind_at(tt, rot, p), Some((_, FeatureKind::Field))) {
            continue;
        }
        let roll = rng.unit();
        if roll < 0.18
            && plan.trees.len() < 2
            && !near_a_spot(tt, rot, p, 0.14)
            && edge_clear(p, 0.1)
        {
            plan.trees.push((p, 0.07 + 0.03 * rng.unit()));
        } else if roll < 0.32 && plan.furrows.is_empty() && edge_clear(p, 0.12) {
            // Furrows: a few parallel strokes, all lying in the field.
            let dir = if rng.unit() < 0.5 {
                vec2(1.0, 0.35)
            } else {
                vec2(0.35, 1.0)
            }
            .normalized();
            let across = vec2(-dir.y, dir.x);
            let ok = (-1..=1).all(|k| {
                let c = p + across * (k as f32 * 0.035);
                [c - dir * 0.07, c + dir * 0.07]
                    .iter()
                    .all(|q| matches!(kind_at(tt, rot, *q), Some((_, FeatureKind::Field))))
            });
            if ok {
                plan.furrows.push((p, dir));
            }
        } else {
            plan.tufts.push(p);
        }
    }
    for (city, def) in tt.features.iter().enumerate() {
        if def.kind != FeatureKind::City {
            continue;
        }
        let city = city as u8;
        // Spend some numbers so each city's roofs do not follow the field's pattern.
        for _ in 0..(city as usize * 7 + 3) {
            rng.unit();
        }
        let mut placed: Vec<Pos2> = Vec::new();
        for p in jittered(&mut rng, 5) {
            if placed.len() >= 6 {
                break;
            }
            // Keep off the wall: the roof's corners must be in the city too.
            let fits = kind_at(tt, rot, p) == Some((city, FeatureKind::City))
                && [
                    vec2(-0.08, -0.08),
                    vec2(0.08, 0.08),
                    vec2(0.08, -0.08),
                    vec2(-0.08, 0.08),
                ]
                .iter()
                .all(|d| kind_at(tt, rot, p + *d) == Some((city, FeatureKind::City)));
            if !fits || near_a_spot(tt, rot, p, 0.15) || placed.iter().any(|q| q.distance(p) < 0.15)
            {
                continue;
            }
            placed.push(p);
            let size = if rng.unit() < 0.5 {
                vec2(0.13, 0.085)
            } else {
                vec2(0.085, 0.13)
            };
            plan.roofs.push((city, p, size, rng.unit() < 0.5));
        }
    }
    plan
}

/// Field texture (grass strokes, furrows) and a few trees, on the tile's fields.
pub(super) fn field_details(tt: &TileType, rot: Rotation, m: Map, alpha: f32) -> Vec<Shape> {
    let plan = plan(tt, rot);
    let mut out = Vec::new();
    let grass = Stroke::new(m.w(0.012).max(0.6), fade(palette::FIELD_DARK, alpha));
    let light = Stroke::new(m.w(0.012).max(0.6), fade(palette::FIELD_LIGHT, alpha));
    // Texture only where it can be seen: a zoomed-out tile would pay
    // vertices for strokes a pixel long.
    let tile = m.w(1.0);
    let furrows = if tile >= 50.0 { &plan.furrows[..] } else { &[] };
    let tufts = if tile >= 80.0 { &plan.tufts[..] } else { &[] };
    for (p, dir) in furrows {
        let across = vec2(-dir.y, dir.x);
        for k in -1..=1 {
            let c = *p + across * (k as f32 * 0.035);
            out.push(Shape::line_segment(
                [m.p(c - *dir * 0.07), m.p(c + *dir * 0.07)],
                grass,
            ));
        }
    }
    for p in tufts {
        // A tuft of grass: two short strokes, dark and light.
        out.push(Shape::line_segment(
            [m.p(*p), m.p(*p + vec2(-0.015, -0.03))],
            grass,
        ));
        out.push(Shape::line_segment(
            [m.p(*p + vec2(0.012, 0.0)), m.p(*p + vec2(0.022, -0.028))],
            light,
        ));
    }
    for (p, r) in &plan.trees {
        if tile >= 45.0 {
            out.extend(tree(m, *p, *r, alpha));
        } else {
            out.push(Shape::circle_filled(
                m.p(*p),
                m.w(*r),
                fade(palette::TREE, alpha),
            ));
        }
    }
    out
}

/// Whether a point keeps `d` away from the tile's border (details never
/// spill onto the neighbour).
fn edge_clear(p: Pos2, d: f32) -> bool {
    p.x > d && p.y > d && p.x < 1.0 - d && p.y < 1.0 - d
}

/// A tree seen from above: a shadow, a crown and a highlight.
fn tree(m: Map, c: Pos2, r: f32, alpha: f32) -> Vec<Shape> {
    vec![
        Shape::circle_filled(
            m.p(c + vec2(r * 0.35, r * 0.4)),
            m.w(r),
            fade(Color32::from_black_alpha(60), alpha),
        ),
        Shape::circle_filled(m.p(c), m.w(r), fade(palette::TREE, alpha)),
        Shape::circle_filled(
            m.p(c + vec2(-r * 0.3, -r * 0.3)),
            m.w(r * 0.45),
            fade(palette::FIELD, alpha),
        ),
    ]
}

/// Roofs inside a city: small houses with a ridge, packed where the city has
/// room and away from its follower's spot and shields.
pub(super) fn town_roofs(tt: &TileType, rot: Rotation, city: u8, m: Map, alpha: f32) -> Vec<Shape> {
    let plan = plan(tt, rot);
    let mut out = Vec::new();
    let edge = Stroke::new(m.w(0.008).max(0.5), fade(palette::WALL, alpha));
    // Zoomed out, a few roofs say "town" as well as many.
    let most = match m.w(1.0) {
        w if w >= 60.0 => 6,
        w if w >= 40.0 => 2,
        _ => 0,
    };
    for (_, p, size, dark) in plan.roofs.iter().filter(|r| r.0 == city).take(most) {
        let shade = if *dark {
            palette::ROOF.linear_multiply(0.8)
        } else {
            palette::ROOF
        };
        let r = egui::Rect::from_center_size(m.p(*p), vec2(m.w(size.x), m.w(size.y)));
        out.push(Shape::rect_filled(
            r.translate(vec2(m.w(0.01), m.w(0.012))),
            0.0,
            fade(Color32::from_black_alpha(50), alpha),
        ));
        out.push(Shape::rect_filled(r, 0.0, fade(shade, alpha)));
        // The ridge runs along the longer side; the lit half is lighter.
        let (a, b, lit) = if size.x > size.y {
            (
                r.left_center(),
                r.right_center(),
                egui::Rect::from_min_max(r.min, r.right_center()),
            )
        } else {
            (
                r.center_top(),
                r.center_bottom(),
                egui::Rect::from_min_max(r.min, r.center_bottom()),
            )
        };
        out.push(Shape::rect_filled(
            lit,
            0.0,
            fade(Color32::from_white_alpha(40), alpha),
        ));
        out.push(Shape::line_segment([a, b], edge));
    }
    out
}
