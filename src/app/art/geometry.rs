//! Where things lie on a tile, in unit coordinates (0..1 across, board frame).
//!
//! Sides, places, city outlines and gate necks, road centre lines and follower
//! spots, shared by the tile art and the hit test so both judge by one shape.

use crate::engine::model::geometry::{Place, Rotation, Side};
use crate::engine::model::tile::{FeatureKind, TileType};
use egui::{Pos2, pos2, vec2};

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
