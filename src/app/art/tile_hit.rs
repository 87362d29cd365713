//! Which feature of a tile a board point falls on, judged by the shapes the art draws.
//!
//! Top layer first, so that an Alt+click picks what the player sees under the
//! pointer.

use super::geometry::{
    CENTRE, GATE_NECK_HALF, city_shape, gate_reach, gate_sides, owned_sides, place_segment,
    road_half_width, road_paths, road_sides, side_mid,
};
use crate::engine::model::geometry::{Place, Rotation, Side};
use crate::engine::model::tile::{FeatureKind, NONE, TileType};
use egui::Pos2;

/// The local feature drawn at unit point `p` (0..1 across the tile, board
/// frame), or None outside the tile.
pub fn feature_at_point(tt: &TileType, rot: Rotation, p: Pos2) -> Option<u8> {
    if !(0.0..=1.0).contains(&p.x) || !(0.0..=1.0).contains(&p.y) {
        return None;
    }
    // The monastery is drawn on top of everything in the middle.
    if let Some(m) = tt.monastery
        && (0.32..=0.68).contains(&p.x)
        && (0.3..=0.68).contains(&p.y)
    {
        return Some(m);
    }
    let has_monastery = tt.monastery.is_some();
    for (local, def) in tt.features.iter().enumerate() {
        if !matches!(def.kind, FeatureKind::Road | FeatureKind::Street) {
            continue;
        }
        let sides = road_sides(tt, rot, local as u8);
        let (paths, _) = road_paths(&sides, has_monastery);
        let half = road_half_width(def.kind);
        if paths.iter().any(|path| distance_to_path(p, path) <= half) {
            return Some(local as u8);
        }
    }
    for (local, def) in tt.features.iter().enumerate() {
        if def.kind == FeatureKind::City && in_city(tt, rot, local as u8, p) {
            return Some(local as u8);
        }
    }
    area_at(tt, rot, p)
}

/// Whether `p` lies in a city's drawn outline or the neck to one of its gates.
fn in_city(tt: &TileType, rot: Rotation, local: u8, p: Pos2) -> bool {
    let owned = owned_sides(tt, rot, local);
    if inside(&city_shape(owned), p) {
        return true;
    }
    let reach = gate_reach(owned);
    let gates = gate_sides(tt, rot, local);
    Side::ALL.into_iter().any(|s| {
        if !gates[s.index()] {
            return false;
        }
        let edge = side_mid(s);
        let inward = (CENTRE - edge).normalized();
        let d = p - edge;
        let along = d.dot(inward);
        let across = (d - inward * along).length();
        (0.0..=reach).contains(&along) && across <= GATE_NECK_HALF
    })
}

/// The area (field, market or residential area) of the wedge under `p`: the
/// twelve places each own a triangle from the tile's centre to a third of a
/// side. Where a road or street owns a side's middle, the ground there belongs
/// to the area on the same half of that side.
fn area_at(tt: &TileType, rot: Rotation, p: Pos2) -> Option<u8> {
    let o = &tt.oriented[rot.0 as usize];
    let wedge = (0..12u8).find(|i| {
        let (a, b) = place_segment(Place(*i));
        in_triangle(p, CENTRE, a, b)
    })?;
    let owner = o.owner[wedge as usize];
    let is_area = |f: u8| {
        f != NONE
            && !matches!(
                tt.features[f as usize].kind,
                FeatureKind::Road | FeatureKind::Street
            )
    };
    if is_area(owner) {
        return Some(owner);
    }
    let side = Place(wedge).side();
    let (a, b) = place_segment(Place::new(side, 1));
    let first_half = p.distance(a) < p.distance(b);
    let order = if first_half { [0u8, 2] } else { [2u8, 0] };
    order
        .into_iter()
        .map(|k| o.owner[Place::new(side, k).0 as usize])
        .find(|f| is_area(*f))
}

fn distance_to_path(p: Pos2, path: &[Pos2]) -> f32 {
    path.windows(2)
        .map(|w| {
            let (a, b) = (w[0], w[1]);
            let ab = b - a;
            let t = ((p - a).dot(ab) / ab.length_sq().max(1e-9)).clamp(0.0, 1.0);
            p.distance(a + ab * t)
        })
        .fold(f32::INFINITY, f32::min)
}

/// Even-odd point-in-polygon test (the city outlines are simple polygons).
fn inside(poly: &[Pos2], p: Pos2) -> bool {
    let mut hit = false;
    let n = poly.len();
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + n - 1) % n]);
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            hit = !hit;
        }
    }
    hit
}

fn in_triangle(p: Pos2, a: Pos2, b: Pos2, c: Pos2) -> bool {
    let cross = |u: Pos2, v: Pos2, w: Pos2| (v.x - u.x) * (w.y - u.y) - (v.y - u.y) * (w.x - u.x);
    let (d1, d2, d3) = (cross(p, a, b), cross(p, b, c), cross(p, c, a));
    let neg = d1 < 0.0 || d2 < 0.0 || d3 < 0.0;
    let pos = d1 > 0.0 || d2 > 0.0 || d3 > 0.0;
    !(neg && pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::tileset::base;
    use egui::pos2;

    fn kind_at(id: &str, rot: u8, x: f32, y: f32) -> Option<(FeatureKind, String)> {
        let ts = base();
        let tt = &ts.tiles[ts.by_id(id).expect("a base tile") as usize];
        let f = feature_at_point(tt, Rotation(rot), pos2(x, y))?;
        Some((
            tt.features[f as usize].kind,
            tt.feature_label(Rotation(rot), f),
        ))
    }

    /// The start tile D: city cap north, road west-east, a field each side of
    /// the road. A click picks what is drawn under the pointer, not the
    /// nearest follower spot (a field point just above the road is the north
    /// field, even though the road's spot is nearer).
    #[test]
    fn a_click_picks_the_feature_drawn_under_it() {
        assert_eq!(kind_at("D", 0, 0.5, 0.05).unwrap().0, FeatureKind::City);
        assert_eq!(kind_at("D", 0, 0.5, 0.5).unwrap().0, FeatureKind::Road);
        assert_eq!(kind_at("D", 0, 0.2, 0.52).unwrap().0, FeatureKind::Road);
        let south = kind_at("D", 0, 0.5, 0.9).unwrap();
        let north = kind_at("D", 0, 0.1, 0.4).unwrap();
        assert_eq!(south.0, FeatureKind::Field);
        assert_eq!(north.0, FeatureKind::Field);
        assert_ne!(south.1, north.1, "the road divides the two fields");
        assert_eq!(kind_at("D", 0, 1.2, 0.5), None, "off the tile");
    }

    /// Turning the tile turns what lies under a point: D turned once has its
    /// city east.
    #[test]
    fn the_hit_test_follows_the_rotation() {
        assert_eq!(kind_at("D", 1, 0.95, 0.5).unwrap().0, FeatureKind::City);
        assert_eq!(kind_at("D", 1, 0.5, 0.8).unwrap().0, FeatureKind::Road);
    }

    /// A monastery (tile B: monastery on a field) is picked in the middle,
    /// the field around it elsewhere.
    #[test]
    fn the_monastery_is_picked_in_the_middle() {
        assert_eq!(
            kind_at("B", 0, 0.5, 0.55).unwrap().0,
            FeatureKind::Monastery
        );
        assert_eq!(kind_at("B", 0, 0.1, 0.1).unwrap().0, FeatureKind::Field);
    }
}
