//! A tile's art, derived from the tile data alone: grounds, cities, roads, monasteries, shields.
//!
//! Areas are filled by the places their features own, cities drawn as walled
//! polygons, roads as strokes through the centre. Everything is computed in
//! the board frame of a rotation (`oriented` tables), in unit coordinates
//! (0..1 across the tile), then mapped to a rect.

use super::city_tiles::{city_symbols, market_colour};
use super::drawing::{Map, fade, fill_polygon};
use super::geometry::{
    CENTRE, GATE_NECK_HALF, city_shape, corners, feature_spot, gate_reach, gate_sides, owned_sides,
    place_segment, road_paths, road_sides, side_mid,
};
use super::palette;
use crate::engine::model::geometry::{Place, Rotation, Side};
use crate::engine::model::tile::{FeatureKind, NONE, TileType};
use egui::epaint::{PathShape, PathStroke};
use egui::{Color32, Pos2, Rect, Shape, Stroke, pos2, vec2};

/// The shapes of a tile in a rect; `alpha` below 1 fades it (previews).
pub fn tile_shapes(tt: &TileType, rot: Rotation, rect: Rect, alpha: f32) -> Vec<Shape> {
    let m = Map(rect);
    let o = &tt.oriented[rot.0 as usize];
    let mut out = Vec::with_capacity(24);
    out.push(Shape::rect_filled(rect, 0.0, fade(palette::FIELD, alpha)));
    // Areas other than fields get their own ground, wedge by wedge.
    for i in 0..12u8 {
        let f = o.owner[i as usize];
        let area = |f: u8| {
            let def = &tt.features[f as usize];
            match def.kind {
                FeatureKind::Market => Some(market_colour(def.market)),
                FeatureKind::Residential => Some(palette::RESIDENTIAL),
                _ => None,
            }
        };
        let kind = (f != NONE).then(|| tt.features[f as usize].kind);
        let colour = match kind {
            // Under a street of The City, and where a side's middle is no one's,
            // lies the ground of the area beside it.
            Some(FeatureKind::Street) | None => {
                let side = Place(i).side();
                match [0u8, 2]
                    .into_iter()
                    .map(|k| o.owner[Place::new(side, k).0 as usize])
                    .filter(|g| *g != NONE)
                    .find_map(area)
                {
                    Some(c) => c,
                    None => continue,
                }
            }
            _ => match area(f) {
                Some(c) => c,
                None => continue,
            },
        };
        let (a, b) = place_segment(Place(i));
        out.push(Shape::convex_polygon(
            vec![m.p(CENTRE), m.p(a), m.p(b)],
            fade(colour, alpha),
            Stroke::NONE,
        ));
    }
    let wall = Stroke::new(m.w(0.035).max(1.0), fade(palette::WALL, alpha));
    // Cities.
    for (local, def) in tt.features.iter().enumerate() {
        if def.kind != FeatureKind::City {
            continue;
        }
        let local = local as u8;
        let owned = owned_sides(tt, rot, local);
        let gates = gate_sides(tt, rot, local);
        let outline = city_shape(owned);
        let pts: Vec<Pos2> = outline.iter().map(|p| m.p(*p)).collect();
        out.push(fill_polygon(&pts, fade(palette::CITY, alpha)));
        // The wall runs only where the city meets the tile's inside, not along its sides.
        let full = owned.iter().all(|o| *o);
        if !full {
            let border = |p: &Pos2| {
                p.x.abs() < 1e-4
                    || p.y.abs() < 1e-4
                    || (p.x - 1.0).abs() < 1e-4
                    || (p.y - 1.0).abs() < 1e-4
            };
            let n = outline.len();
            let mut run: Vec<Pos2> = Vec::new();
            for j in 1..n {
                let a = outline[j];
                let b = outline[(j + 1) % n];
                let on_edge = border(&a)
                    && border(&b)
                    && ((a.x - b.x).abs() < 1e-4 || (a.y - b.y).abs() < 1e-4);
                if on_edge && owned.iter().any(|o| *o) {
                    if run.len() > 1 {
                        out.push(Shape::line(std::mem::take(&mut run), wall));
                    }
                    run.clear();
                } else {
                    if run.is_empty() {
                        run.push(m.p(a));
                    }
                    run.push(m.p(b));
                }
            }
            if run.len() > 1 {
                out.push(Shape::line(run, wall));
            }
        }
        // A gate side: the city reaches its gate through a walled neck (the
        // gate's field halves stay on both sides of it), so a city that
        // runs on under a bridge or sits behind gates reads as one city.
        let reach = gate_reach(owned);
        for s in Side::ALL {
            if !gates[s.index()] {
                continue;
            }
            let edge = side_mid(s);
            let inward = (CENTRE - edge).normalized();
            let across = vec2(-inward.y, inward.x) * GATE_NECK_HALF;
            let inner = edge + inward * reach;
            let neck = [edge - across, edge + across, inner + across, inner - across];
            let pts: Vec<Pos2> = neck.iter().map(|p| m.p(*p)).collect();
            out.push(fill_polygon(&pts, fade(palette::CITY, alpha)));
            let wall_len = reach.min(0.3);
            for side in [-1.0f32, 1.0] {
                let a = edge + across * side;
                out.push(Shape::line_segment(
                    [m.p(a), m.p(a + inward * wall_len)],
                    wall,
                ));
            }
        }
        for s in Side::ALL {
            if gates[s.index()] {
                let c = side_mid(s);
                let r =
                    Rect::from_center_size(m.p(c.lerp(CENTRE, 0.06)), vec2(m.w(0.16), m.w(0.16)));
                out.push(Shape::rect_filled(r, m.w(0.03), fade(palette::WALL, alpha)));
            }
        }
        if def.shields > 0 {
            let spot = feature_spot(tt, rot, local);
            let first = Side::ALL
                .into_iter()
                .find(|s| owned[s.index()])
                .unwrap_or(Side::N);
            let (a, b) = corners(first);
            let along = (b - a) * 0.22;
            for k in 0..def.shields {
                let c = m.p(spot + along + vec2(0.0, 0.12 * k as f32));
                out.extend(shield(c, m.w(0.11), alpha));
            }
        }
    }
    // Roads and streets.
    let has_monastery = tt.monastery.is_some();
    let mut dead_end = false;
    for (local, def) in tt.features.iter().enumerate() {
        let (surface, width) = match def.kind {
            FeatureKind::Road => (palette::ROAD, 0.09),
            FeatureKind::Street => (palette::STREET, 0.12),
            _ => continue,
        };
        let sides = road_sides(tt, rot, local as u8);
        let (paths, ends_here) = road_paths(&sides, has_monastery);
        dead_end |= ends_here;
        if def.bridge
            && let [a, b] = sides.as_slice()
        {
            // R-G7: the road crosses the city on a bridge; rails on both
            // sides over the middle of the tile show it passing above.
            let (pa, pb) = (side_mid(*a), side_mid(*b));
            let dir = (pb - pa).normalized();
            let off = vec2(-dir.y, dir.x) * (width / 2.0 + 0.035);
            let rail = Stroke::new(m.w(0.03).max(1.0), fade(palette::WALL, alpha));
            for k in [-1.0f32, 1.0] {
                let from = pa.lerp(pb, 0.28) + off * k;
                let to = pa.lerp(pb, 0.72) + off * k;
                out.push(Shape::line_segment([m.p(from), m.p(to)], rail));
            }
        }
        for p in paths {
            let pts: Vec<Pos2> = p.iter().map(|u| m.p(*u)).collect();
            out.push(Shape::Path(PathShape::line(
                pts.clone(),
                PathStroke::new(m.w(width + 0.04), fade(palette::ROAD_EDGE, alpha)),
            )));
            out.push(Shape::Path(PathShape::line(
                pts,
                PathStroke::new(m.w(width), fade(surface, alpha)),
            )));
        }
    }
    if dead_end {
        // Roads that end on the tile meet at a village or crossroads.
        let r = Rect::from_center_size(m.p(CENTRE), vec2(m.w(0.2), m.w(0.2)));
        out.push(Shape::rect_filled(
            r,
            m.w(0.02),
            fade(palette::CHAPEL, alpha),
        ));
        out.push(Shape::rect_stroke(
            r,
            m.w(0.02),
            Stroke::new(m.w(0.02).max(1.0), fade(palette::ROAD_EDGE, alpha)),
            egui::StrokeKind::Inside,
        ));
        let roof = Rect::from_center_size(m.p(CENTRE), vec2(m.w(0.1), m.w(0.1)));
        out.push(Shape::rect_filled(roof, 0.0, fade(palette::ROOF, alpha)));
    }
    if has_monastery {
        out.extend(monastery(m, alpha));
    }
    out.extend(city_symbols(tt, rot, m, alpha));
    out.push(Shape::rect_stroke(
        rect,
        0.0,
        Stroke::new(1.0, palette::EDGE),
        egui::StrokeKind::Inside,
    ));
    out
}

fn monastery(m: Map, alpha: f32) -> Vec<Shape> {
    let body = Rect::from_min_max(m.p(pos2(0.36, 0.46)), m.p(pos2(0.64, 0.68)));
    let edge = Stroke::new(m.w(0.015).max(1.0), fade(palette::WALL, alpha));
    vec![
        Shape::rect_filled(body, 0.0, fade(palette::CHAPEL, alpha)),
        Shape::rect_stroke(body, 0.0, edge, egui::StrokeKind::Inside),
        Shape::convex_polygon(
            vec![
                m.p(pos2(0.32, 0.47)),
                m.p(pos2(0.5, 0.32)),
                m.p(pos2(0.68, 0.47)),
            ],
            fade(palette::ROOF, alpha),
            edge,
        ),
        Shape::rect_filled(
            Rect::from_min_max(m.p(pos2(0.46, 0.57)), m.p(pos2(0.54, 0.68))),
            0.0,
            fade(palette::WALL, alpha),
        ),
        Shape::line_segment([m.p(pos2(0.5, 0.2)), m.p(pos2(0.5, 0.32))], edge),
        Shape::line_segment([m.p(pos2(0.46, 0.245)), m.p(pos2(0.54, 0.245))], edge),
    ]
}

/// A shield badge centred at `c`, `size` pixels wide.
pub fn shield(c: Pos2, size: f32, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let pts = vec![
        c + vec2(-h, -h),
        c + vec2(h, -h),
        c + vec2(h, h * 0.3),
        c + vec2(0.0, h * 1.2),
        c + vec2(-h, h * 0.3),
    ];
    vec![Shape::convex_polygon(
        pts,
        fade(palette::SHIELD, alpha),
        Stroke::new((size * 0.12).max(1.0), fade(Color32::WHITE, alpha)),
    )]
}
