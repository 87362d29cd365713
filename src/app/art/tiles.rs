//! A tile's art, derived from the tile data alone: grounds, cities, roads, monasteries, shields.
//!
//! Areas are filled by the places their features own, cities drawn as walled
//! polygons, roads as strokes through the centre. Everything is computed in
//! the board frame of a rotation (`oriented` tables), in unit coordinates
//! (0..1 across the tile), then mapped to a rect.

use super::buildings::{gate, monastery, shield, village};
use super::city_tiles::{city_symbols, market_colour};
use super::details::{field_details, town_roofs};
use super::drawing::{Map, fade, fill_polygon};
use super::geometry::{
    CENTRE, GATE_NECK_HALF, city_shape, corners, feature_spot, gate_reach, gate_sides, owned_sides,
    place_segment, road_paths, road_sides, side_mid,
};
use super::palette;
use crate::engine::model::geometry::{Place, Rotation, Side};
use crate::engine::model::tile::{FeatureKind, NONE, TileType};
use egui::epaint::{PathShape, PathStroke};
use egui::{Color32, Pos2, Rect, Shape, Stroke, vec2};

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
    out.extend(field_details(tt, rot, m, alpha));
    let wall = Stroke::new(m.w(0.045).max(1.0), fade(palette::WALL, alpha));
    let mut walls: Vec<Vec<Pos2>> = Vec::new();
    let mut gates_drawn: Vec<(Pos2, egui::Vec2)> = Vec::new();
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
        out.extend(town_roofs(tt, rot, local, m, alpha));
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
                        walls.push(std::mem::take(&mut run));
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
                walls.push(run);
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
                walls.push(vec![m.p(a), m.p(a + inward * wall_len)]);
            }
        }
        for s in Side::ALL {
            if gates[s.index()] {
                let c = side_mid(s);
                // Drawn after every wall, so the wall never runs over a gate.
                gates_drawn.push((c, (CENTRE - c).normalized()));
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
    for run in &walls {
        out.extend(battlemented(run, wall, m, alpha));
    }
    for (c, inward) in gates_drawn {
        out.extend(gate(m, c, inward, alpha));
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
                pts.clone(),
                PathStroke::new(m.w(width), fade(surface, alpha)),
            )));
            // A lighter centre where the wheels have worn the road smooth.
            if def.kind == FeatureKind::Road {
                out.push(Shape::Path(PathShape::line(
                    pts,
                    PathStroke::new(m.w(0.03), fade(palette::ROAD_CENTRE, alpha)),
                )));
            }
        }
    }
    if dead_end {
        // Roads that end on the tile meet at a village or crossroads.
        out.extend(village(m, alpha));
    }
    if has_monastery {
        out.extend(monastery(m, alpha));
    }
    out.extend(city_symbols(tt, rot, m, alpha));
    out.extend(tile_edge(rect, alpha));
    out
}

/// The tile's cut edge: lit on the top and left, in shade on the bottom and
/// right, so a tile reads as a piece of card lying on the table.
fn tile_edge(rect: Rect, alpha: f32) -> Vec<Shape> {
    let w = (rect.width() * 0.015).max(1.0);
    let lit = Stroke::new(w, fade(Color32::from_white_alpha(70), alpha));
    let shade = Stroke::new(w, fade(Color32::from_black_alpha(70), alpha));
    let r = rect.shrink(w / 2.0);
    vec![
        Shape::line(vec![r.left_bottom(), r.left_top(), r.right_top()], lit),
        Shape::line(
            vec![r.right_top(), r.right_bottom(), r.left_bottom()],
            shade,
        ),
        Shape::rect_stroke(
            rect,
            0.0,
            Stroke::new(1.0, palette::EDGE),
            egui::StrokeKind::Inside,
        ),
    ]
}

/// A city wall along a screen polyline: the wall, a lit top and merlons
/// (battlements) at even steps along it.
fn battlemented(run: &[Pos2], wall: Stroke, m: Map, alpha: f32) -> Vec<Shape> {
    let mut out = vec![Shape::line(run.to_vec(), wall)];
    // The lit walk on top only where it is wider than a hairline.
    if m.w(1.0) >= 45.0 {
        out.push(Shape::line(
            run.to_vec(),
            Stroke::new(wall.width * 0.45, fade(palette::BATTLEMENT, alpha)),
        ));
    }
    let step = m.w(0.09);
    let size = wall.width * 1.05;
    // Merlons only where they are big enough to read.
    if size < 2.5 {
        return out;
    }
    let mut left = step * 0.5;
    for pair in run.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let len = a.distance(b);
        let mut t = left;
        while t < len {
            let c = a.lerp(b, t / len);
            let r = Rect::from_center_size(c, vec2(size, size));
            // Light merlons on the dark wall read as battlements without an outline.
            out.push(Shape::rect_filled(r, 0.0, fade(palette::BATTLEMENT, alpha)));
            t += step;
        }
        left = t - len;
    }
    out
}
