//! Neutral vector art for any tile, derived from the tile data alone: areas
//! filled by the places their features own, cities as walled polygons, roads
//! as strokes through the centre, symbols for monasteries and shields.
//!
//! Everything is computed in the board frame of a rotation (`oriented`
//! tables), in unit coordinates (0..1 across the tile), then mapped to a rect.

use crate::engine::model::geometry::{Place, Rotation, Side};
use crate::engine::model::tile::{FeatureKind, MarketKind, NONE, TileType};
use egui::epaint::{Mesh, PathShape, PathStroke};
use egui::{Color32, Pos2, Rect, Shape, Stroke, pos2, vec2};

/// Colours of the board art.
pub mod palette {
    use egui::Color32;
    /// Fields.
    pub const FIELD: Color32 = Color32::from_rgb(126, 168, 84);
    /// City ground.
    pub const CITY: Color32 = Color32::from_rgb(214, 184, 132);
    /// City walls.
    pub const WALL: Color32 = Color32::from_rgb(112, 80, 50);
    /// Road surface.
    pub const ROAD: Color32 = Color32::from_rgb(240, 234, 216);
    /// Road edges.
    pub const ROAD_EDGE: Color32 = Color32::from_rgb(92, 82, 66);
    /// Streets of The City.
    pub const STREET: Color32 = Color32::from_rgb(190, 190, 196);
    /// Monastery walls.
    pub const CHAPEL: Color32 = Color32::from_rgb(232, 222, 198);
    /// Roofs.
    pub const ROOF: Color32 = Color32::from_rgb(172, 72, 52);
    /// Shields.
    pub const SHIELD: Color32 = Color32::from_rgb(38, 70, 160);
    /// Markets of The City.
    pub const MARKET: Color32 = Color32::from_rgb(222, 200, 96);
    /// Residential areas of The City.
    pub const RESIDENTIAL: Color32 = Color32::from_rgb(190, 150, 150);
    /// Fish market stalls' ground.
    pub const FISH: Color32 = Color32::from_rgb(120, 170, 200);
    /// Grain market ground.
    pub const GRAIN: Color32 = Color32::from_rgb(226, 196, 90);
    /// Livestock market ground.
    pub const LIVESTOCK: Color32 = Color32::from_rgb(176, 140, 96);
    /// House walls on residential areas.
    pub const HOUSE: Color32 = Color32::from_rgb(236, 226, 206);
    /// Public buildings.
    pub const PUBLIC: Color32 = Color32::from_rgb(240, 240, 244);
    /// Historic buildings.
    pub const HISTORIC: Color32 = Color32::from_rgb(200, 160, 40);
    /// Tile borders.
    pub const EDGE: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 60);
}

/// The clockwise border path of a side: from its first corner to its second.
pub(super) fn corners(s: Side) -> (Pos2, Pos2) {
    match s {
        Side::N => (pos2(0.0, 0.0), pos2(1.0, 0.0)),
        Side::E => (pos2(1.0, 0.0), pos2(1.0, 1.0)),
        Side::S => (pos2(1.0, 1.0), pos2(0.0, 1.0)),
        Side::W => (pos2(0.0, 1.0), pos2(0.0, 0.0)),
    }
}

pub(super) const CENTRE: Pos2 = pos2(0.5, 0.5);

pub(super) fn side_mid(s: Side) -> Pos2 {
    let (a, b) = corners(s);
    a.lerp(b, 0.5)
}

/// The border segment a place covers (a third of its side).
pub(super) fn place_segment(p: Place) -> (Pos2, Pos2) {
    let (a, b) = corners(p.side());
    let k = p.pos() as f32;
    (a.lerp(b, k / 3.0), a.lerp(b, (k + 1.0) / 3.0))
}

fn bezier(a: Pos2, c: Pos2, b: Pos2, t: f32) -> Pos2 {
    let u = 1.0 - t;
    pos2(
        u * u * a.x + 2.0 * u * t * c.x + t * t * b.x,
        u * u * a.y + 2.0 * u * t * c.y + t * t * b.y,
    )
}

/// Board-frame sides whose centre place a feature owns.
pub(super) fn owned_sides(tt: &TileType, rot: Rotation, local: u8) -> [bool; 4] {
    let o = &tt.oriented[rot.0 as usize];
    let mut v = [false; 4];
    for s in Side::ALL {
        v[s.index()] = o.owner[Place::new(s, 1).0 as usize] == local;
    }
    v
}

/// Board-frame sides that are gates of a city feature.
pub(super) fn gate_sides(tt: &TileType, rot: Rotation, local: u8) -> [bool; 4] {
    let mut v = [false; 4];
    let g = tt.features[local as usize].gates;
    for s in Side::ALL {
        if g & (1 << s.index()) != 0 {
            v[s.rotated(rot).index()] = true;
        }
    }
    v
}

/// The outline of a city owning `owned` sides, clockwise, in unit coordinates.
/// Between owned sides the wall curves inward; how far depends on how many
/// sides the gap spans, so caps, corners and bands all come out of one rule.
pub fn city_outline(owned: [bool; 4]) -> Vec<Pos2> {
    if owned.iter().all(|o| *o) {
        return vec![
            pos2(0.0, 0.0),
            pos2(1.0, 0.0),
            pos2(1.0, 1.0),
            pos2(0.0, 1.0),
        ];
    }
    let Some(start) = (0..4).find(|&s| owned[s] && !owned[(s + 3) % 4]) else {
        return Vec::new();
    };
    let mut pts = Vec::with_capacity(40);
    let mut i = 0;
    while i < 4 {
        let s = Side::from_index(start + i);
        if owned[s.index()] {
            pts.push(corners(s).0);
            i += 1;
            continue;
        }
        let mut g = 0;
        while i + g < 4 && !owned[(start + i + g) % 4] {
            g += 1;
        }
        let a = corners(s).0;
        let b = corners(Side::from_index(start + i + g - 1)).1;
        let m = match g {
            1 => side_mid(s),
            2 => corners(s).1,
            _ => side_mid(Side::from_index(start + i + 1)),
        };
        let k = match g {
            1 => -0.2,
            2 => -0.15,
            _ => 0.2,
        };
        let c = CENTRE + (m - CENTRE) * k;
        const STEPS: usize = 10;
        for j in 0..STEPS {
            pts.push(bezier(a, c, b, j as f32 / STEPS as f32));
        }
        i += g;
    }
    pts
}

/// A city's drawn shape: its outline, or for a city behind gates only a
/// walled square in the middle.
pub(super) fn city_shape(owned: [bool; 4]) -> Vec<Pos2> {
    if owned.iter().any(|o| *o) {
        city_outline(owned)
    } else {
        vec![
            pos2(0.28, 0.28),
            pos2(0.72, 0.28),
            pos2(0.72, 0.72),
            pos2(0.28, 0.72),
        ]
    }
}

/// How far in from a gate its walled neck reaches the city.
pub(super) fn gate_reach(owned: [bool; 4]) -> f32 {
    if owned.iter().any(|o| *o) { 0.68 } else { 0.28 }
}

/// Half the width of a gate's neck.
pub(super) const GATE_NECK_HALF: f32 = 0.13;

/// Where a follower stands on a feature, in unit coordinates (board frame).
pub fn feature_spot(tt: &TileType, rot: Rotation, local: u8) -> Pos2 {
    let def = &tt.features[local as usize];
    let o = &tt.oriented[rot.0 as usize];
    match def.kind {
        // Walls of The City run along the tile's border; no follower stands on a tile's wall.
        FeatureKind::Monastery | FeatureKind::Wall => CENTRE,
        FeatureKind::City => {
            let owned = owned_sides(tt, rot, local);
            let gates = gate_sides(tt, rot, local);
            let mids: Vec<Pos2> = Side::ALL
                .iter()
                .filter(|s| owned[s.index()])
                .map(|s| side_mid(*s))
                .collect();
            let spot = if mids.is_empty() {
                CENTRE
            } else {
                mean(&mids).lerp(CENTRE, 0.4)
            };
            // A road or monastery may hold the same middle (a bridge over the city):
            // then the knight stands towards the city's own side or gate.
            let crowded = (0..tt.features.len() as u8)
                .filter(|g| *g != local)
                .filter(|g| {
                    matches!(
                        tt.features[*g as usize].kind,
                        FeatureKind::Road | FeatureKind::Street | FeatureKind::Monastery
                    )
                })
                .any(|g| feature_spot(tt, rot, g).distance(spot) < 0.15);
            let toward = Side::ALL
                .into_iter()
                .find(|s| owned[s.index()] || gates[s.index()]);
            match toward {
                Some(side) if crowded => side_mid(side).lerp(CENTRE, 0.6),
                _ => spot,
            }
        }
        FeatureKind::Road | FeatureKind::Street => {
            let sides: Vec<Side> = Side::ALL
                .into_iter()
                .filter(|s| o.owner[Place::new(*s, 1).0 as usize] == local)
                .collect();
            match sides.as_slice() {
                [a] => side_mid(*a).lerp(CENTRE, 0.45),
                [a, b] => bezier(side_mid(*a), CENTRE, side_mid(*b), 0.5),
                _ => CENTRE + vec2(0.12, 0.12),
            }
        }
        FeatureKind::Field | FeatureKind::Market | FeatureKind::Residential => {
            let halves: Vec<Pos2> = (0..12u8)
                .filter(|i| o.owner[*i as usize] == local)
                .map(|i| {
                    let (a, b) = place_segment(Place(i));
                    a.lerp(b, 0.5)
                })
                .collect();
            if halves.is_empty() {
                return CENTRE;
            }
            // Areas wrap round cities, roads and monasteries, so their middle is often
            // someone else's: take the point inside the area's own border that keeps
            // clear of the other spots, and among those the one nearest its middle.
            let others: Vec<Pos2> = (0..tt.features.len() as u8)
                .filter(|g| *g != local && !tt.features[*g as usize].kind.is_area())
                .map(|g| feature_spot(tt, rot, g))
                .collect();
            let middle = mean(&halves);
            let mut best = (f32::MIN, CENTRE);
            for h in &halves {
                for t in [0.2, 0.35, 0.5] {
                    let p = h.lerp(CENTRE, t);
                    let clear = others.iter().map(|q| q.distance(p)).fold(1.0, f32::min);
                    let score = clear.min(0.3) - 0.2 * p.distance(middle);
                    if score > best.0 {
                        best = (score, p);
                    }
                }
            }
            best.1
        }
    }
}

fn mean(pts: &[Pos2]) -> Pos2 {
    let n = pts.len().max(1) as f32;
    let s = pts.iter().fold(vec2(0.0, 0.0), |acc, p| acc + p.to_vec2());
    (s / n).to_pos2()
}

/// Maps unit coordinates into a rect.
#[derive(Clone, Copy)]
struct Map(Rect);

impl Map {
    fn p(&self, u: Pos2) -> Pos2 {
        self.0.min + vec2(u.x * self.0.width(), u.y * self.0.height())
    }
    fn w(&self, u: f32) -> f32 {
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
fn fade(c: Color32, alpha: f32) -> Color32 {
    if alpha >= 1.0 {
        c
    } else {
        c.gamma_multiply(alpha)
    }
}

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

/// Board-frame sides a road or street runs out to.
pub(super) fn road_sides(tt: &TileType, rot: Rotation, local: u8) -> Vec<Side> {
    let o = &tt.oriented[rot.0 as usize];
    Side::ALL
        .into_iter()
        .filter(|s| o.owner[Place::new(*s, 1).0 as usize] == local)
        .collect()
}

/// The centre lines of a road or street running out to `sides`, in unit
/// coordinates, and whether it ends on the tile (at a village or crossroads).
pub(super) fn road_paths(sides: &[Side], has_monastery: bool) -> (Vec<Vec<Pos2>>, bool) {
    let mut paths: Vec<Vec<Pos2>> = Vec::new();
    let mut dead_end = false;
    match sides {
        [a] => {
            let end = if has_monastery {
                CENTRE + (side_mid(*a) - CENTRE) * 0.3
            } else {
                dead_end = true;
                CENTRE
            };
            paths.push(vec![side_mid(*a), end]);
        }
        [a, b] => {
            let (pa, pb) = (side_mid(*a), side_mid(*b));
            paths.push(
                (0..=12)
                    .map(|j| bezier(pa, CENTRE, pb, j as f32 / 12.0))
                    .collect(),
            );
        }
        many => {
            dead_end = true;
            for s in many {
                paths.push(vec![side_mid(*s), CENTRE]);
            }
        }
    }
    (paths, dead_end)
}

/// Half the drawn width of a road (with its edge) or a street, in unit coordinates.
pub(super) fn road_half_width(kind: FeatureKind) -> f32 {
    match kind {
        FeatureKind::Street => (0.12 + 0.04) / 2.0,
        _ => (0.09 + 0.04) / 2.0,
    }
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

/// The ground colour of a market by its kind.
pub fn market_colour(kind: Option<MarketKind>) -> Color32 {
    match kind {
        Some(MarketKind::Fish) => palette::FISH,
        Some(MarketKind::Grain) => palette::GRAIN,
        Some(MarketKind::Livestock) => palette::LIVESTOCK,
        None => palette::MARKET,
    }
}

/// A small house (walls and a roof) centred at `c`, `size` pixels wide.
fn house(c: Pos2, size: f32, roof: Color32, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let edge = Stroke::new((size * 0.08).max(0.5), fade(palette::ROAD_EDGE, alpha));
    vec![
        Shape::rect_filled(
            Rect::from_min_max(c + vec2(-h * 0.8, -h * 0.1), c + vec2(h * 0.8, h)),
            0.0,
            fade(palette::HOUSE, alpha),
        ),
        Shape::convex_polygon(
            vec![
                c + vec2(-h, -h * 0.05),
                c + vec2(0.0, -h),
                c + vec2(h, -h * 0.05),
            ],
            fade(roof, alpha),
            edge,
        ),
    ]
}

/// A market stall: a striped awning over a counter, coloured by kind.
fn stall(c: Pos2, size: f32, kind: Option<MarketKind>, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let stripe = match kind {
        Some(MarketKind::Fish) => Color32::from_rgb(30, 90, 170),
        Some(MarketKind::Grain) => Color32::from_rgb(200, 120, 20),
        Some(MarketKind::Livestock) => Color32::from_rgb(120, 60, 30),
        None => palette::ROOF,
    };
    let mut v = vec![Shape::rect_filled(
        Rect::from_min_max(c + vec2(-h, 0.0), c + vec2(h, h * 0.7)),
        0.0,
        fade(palette::CHAPEL, alpha),
    )];
    for k in 0..4 {
        let x0 = -h + k as f32 * h * 0.5;
        let col = if k % 2 == 0 { stripe } else { Color32::WHITE };
        v.push(Shape::convex_polygon(
            vec![
                c + vec2(x0, -h * 0.1),
                c + vec2(x0 + h * 0.5, -h * 0.1),
                c + vec2(x0 + h * 0.5, -h * 0.7),
                c + vec2(x0, -h * 0.7),
            ],
            fade(col, alpha),
            Stroke::NONE,
        ));
    }
    v
}

/// A public building: a white hall with columns and a pediment.
fn public_building(c: Pos2, size: f32, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let edge = Stroke::new((size * 0.08).max(0.5), fade(palette::ROAD_EDGE, alpha));
    let mut v = vec![
        Shape::convex_polygon(
            vec![
                c + vec2(-h, -h * 0.3),
                c + vec2(0.0, -h),
                c + vec2(h, -h * 0.3),
            ],
            fade(palette::PUBLIC, alpha),
            edge,
        ),
        Shape::rect_filled(
            Rect::from_min_max(c + vec2(-h, -h * 0.3), c + vec2(h, h)),
            0.0,
            fade(palette::PUBLIC, alpha),
        ),
    ];
    for k in [-0.6f32, 0.0, 0.6] {
        v.push(Shape::line_segment(
            [c + vec2(k * h, -h * 0.2), c + vec2(k * h, h * 0.9)],
            edge,
        ));
    }
    v
}

/// A historic building: a golden tower with a pointed roof.
fn historic_building(c: Pos2, size: f32, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let edge = Stroke::new((size * 0.07).max(0.6), fade(palette::ROAD_EDGE, alpha));
    vec![
        Shape::rect_filled(
            Rect::from_min_max(c + vec2(-h * 0.45, -h * 0.3), c + vec2(h * 0.45, h)),
            0.0,
            fade(palette::HISTORIC, alpha),
        ),
        Shape::rect_stroke(
            Rect::from_min_max(c + vec2(-h * 0.45, -h * 0.3), c + vec2(h * 0.45, h)),
            0.0,
            edge,
            egui::StrokeKind::Inside,
        ),
        Shape::convex_polygon(
            vec![
                c + vec2(-h * 0.6, -h * 0.3),
                c + vec2(0.0, -h * 1.2),
                c + vec2(h * 0.6, -h * 0.3),
            ],
            fade(palette::ROOF, alpha),
            edge,
        ),
    ]
}

/// The City's symbols: houses on residential areas, stalls on markets, and
/// the tile's public and historic buildings.
fn city_symbols(tt: &TileType, rot: Rotation, m: Map, alpha: f32) -> Vec<Shape> {
    let mut out = Vec::new();
    let o = &tt.oriented[rot.0 as usize];
    let size = m.w(0.14);
    for (local, def) in tt.features.iter().enumerate() {
        let local = local as u8;
        match def.kind {
            FeatureKind::Residential => {
                // A house on each side the area reaches, in from the border.
                let mut spots: Vec<Pos2> = Vec::new();
                for i in 0..12u8 {
                    if o.owner[i as usize] == local && Place(i).pos() == 1 {
                        let (a, b) = place_segment(Place(i));
                        spots.push(a.lerp(b, 0.5).lerp(CENTRE, 0.22));
                    }
                }
                if spots.is_empty() {
                    spots.push(feature_spot(tt, rot, local));
                }
                for p in spots {
                    out.extend(house(m.p(p), size, palette::ROOF, alpha));
                }
            }
            FeatureKind::Market => {
                let p = feature_spot(tt, rot, local);
                out.extend(stall(
                    m.p(p + vec2(0.0, -0.12)),
                    size * 1.2,
                    def.market,
                    alpha,
                ));
            }
            _ => {}
        }
    }
    // Buildings stand in free corners of the tile.
    let corners = [
        pos2(0.2, 0.2),
        pos2(0.8, 0.2),
        pos2(0.8, 0.8),
        pos2(0.2, 0.8),
    ];
    let mut k = 0;
    if tt.historic.is_some() {
        out.extend(historic_building(m.p(CENTRE), m.w(0.26), alpha));
    }
    for _ in 0..tt.public_buildings {
        out.extend(public_building(m.p(corners[k % 4]), m.w(0.17), alpha));
        k += 2;
    }
    out
}
