//! The reference's own reading of the tile-set files: which places each
//! feature owns, what each side shows, and which rotations give the same
//! picture. Written from RULES.md section 1 and `shared/tilesets/*.md`; it
//! reads only the files' data structs, none of the engine's compiled tables.

use crate::engine::model::tile::{FeatureKind, FeatureSpec, Half, MarketKind, TileSetSpec};
use crate::engine::{GameKind, Side};

/// A place on a tile's border: side * 3 + (0 left half, 1 centre, 2 right
/// half), "left" as seen from the tile centre looking out (RULES 1).
pub type Place = u8;

/// The place on side `s` (0 N, 1 E, 2 S, 3 W) at `pos`.
pub fn place(s: u8, pos: u8) -> Place {
    s * 3 + pos
}

/// The place a neighbour shows against `p`: the facing side's left half
/// meets this side's right half, centre meets centre (RULES 1).
pub fn facing(p: Place) -> Place {
    place((p / 3 + 2) % 4, 2 - p % 3)
}

/// `p` after turning the tile `rot` quarter turns clockwise.
pub fn turned(p: Place, rot: u8) -> Place {
    (p + 3 * rot) % 12
}

fn side_no(s: Side) -> u8 {
    match s {
        Side::N => 0,
        Side::E => 1,
        Side::S => 2,
        Side::W => 3,
    }
}

fn half_place(h: Half) -> Place {
    match h {
        Half::Nw => place(0, 0),
        Half::Ne => place(0, 2),
        Half::En => place(1, 0),
        Half::Es => place(1, 2),
        Half::Se => place(2, 0),
        Half::Sw => place(2, 2),
        Half::Ws => place(3, 0),
        Half::Wn => place(3, 2),
    }
}

/// What a side shows, for matching (RULES 2 step 1, R-G1, R-C2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shows {
    City,
    Road,
    Field,
    Gate,
    Street,
    Plain,
}

/// Whether two sides may face each other.
pub fn may_face(a: Shows, b: Shows) -> bool {
    use Shows::*;
    match (a, b) {
        (Gate, Road | Field | Gate) | (Road | Field, Gate) => true,
        _ => a == b,
    }
}

/// One feature of a tile, in the tile's own frame.
#[derive(Clone, Debug, PartialEq)]
pub struct Feat {
    pub kind: FeatureKind,
    /// Border places owned (empty for a monastery or a city behind gates only).
    pub places: Vec<Place>,
    /// Sides that are gates of this city.
    pub gates: Vec<u8>,
    pub shields: u32,
    pub fixed: Option<u32>,
    pub market: Option<MarketKind>,
    pub bridge: bool,
    /// Fields: cities of the tile touched (R-B4); residential areas: markets bordered (R-C15).
    pub touches: Vec<usize>,
}

/// One tile type as the reference reads it.
#[derive(Clone, Debug)]
pub struct RefTile {
    pub id: String,
    pub count: u8,
    pub feats: Vec<Feat>,
    pub public: u32,
    pub historic: bool,
    /// What each side (tile frame) shows.
    pub shows: [Shows; 4],
    /// Rotations that are their own move: the smallest of each set giving one picture (E-1).
    pub moves: Vec<u8>,
}

impl RefTile {
    /// The feature owning a board-frame place under a rotation.
    pub fn owner(&self, rot: u8, board_place: Place) -> Option<usize> {
        let own = (board_place + 12 - 3 * rot) % 12;
        self.feats.iter().position(|f| f.places.contains(&own))
    }

    /// What the board-frame side `s` shows under a rotation.
    pub fn shows_at(&self, rot: u8, s: u8) -> Shows {
        self.shows[((s + 4 - rot) % 4) as usize]
    }

    /// Board-frame places of a feature under a rotation.
    pub fn places_at(&self, rot: u8, f: usize) -> Vec<Place> {
        self.feats[f]
            .places
            .iter()
            .map(|p| turned(*p, rot))
            .collect()
    }
}

/// Reads a tile-set spec (of either game).
pub fn read(spec: &TileSetSpec) -> Vec<RefTile> {
    spec.tiles
        .iter()
        .map(|t| {
            let mut feats: Vec<Feat> = t
                .features
                .iter()
                .map(|f| {
                    let mut d = Feat {
                        kind: FeatureKind::Field,
                        places: vec![],
                        gates: vec![],
                        shields: 0,
                        fixed: None,
                        market: None,
                        bridge: false,
                        touches: vec![],
                    };
                    let whole = |ss: &[Side]| -> Vec<Place> {
                        ss.iter()
                            .flat_map(|s| (0..3).map(move |p| place(side_no(*s), p)))
                            .collect()
                    };
                    let centres = |ss: &[Side]| -> Vec<Place> {
                        ss.iter().map(|s| place(side_no(*s), 1)).collect()
                    };
                    match f {
                        FeatureSpec::City {
                            sides,
                            gates,
                            shields,
                            fixed_points,
                        } => {
                            d.kind = FeatureKind::City;
                            d.places = whole(sides);
                            d.gates = gates.iter().map(|s| side_no(*s)).collect();
                            d.shields = *shields as u32;
                            d.fixed = fixed_points.map(u32::from);
                        }
                        FeatureSpec::Road { sides, bridge } => {
                            d.kind = FeatureKind::Road;
                            d.places = centres(sides);
                            d.bridge = *bridge;
                        }
                        FeatureSpec::Street { sides } => {
                            d.kind = FeatureKind::Street;
                            d.places = centres(sides);
                        }
                        FeatureSpec::Field { halves, .. } => {
                            d.places = halves.iter().map(|h| half_place(*h)).collect();
                        }
                        FeatureSpec::Market { kind, halves, .. } => {
                            d.kind = FeatureKind::Market;
                            d.market = Some(*kind);
                            d.places = halves.iter().map(|h| half_place(*h)).collect();
                        }
                        FeatureSpec::Residential { halves, .. } => {
                            d.kind = FeatureKind::Residential;
                            d.places = halves.iter().map(|h| half_place(*h)).collect();
                        }
                        FeatureSpec::Monastery => d.kind = FeatureKind::Monastery,
                    }
                    d
                })
                .collect();
            // References between features, by what they name.
            for (i, f) in t.features.iter().enumerate() {
                match f {
                    FeatureSpec::Field { touches, .. } => {
                        for s in touches {
                            let s = side_no(*s);
                            let c = feats.iter().position(|g| {
                                g.kind == FeatureKind::City
                                    && (g.places.contains(&place(s, 1)) || g.gates.contains(&s))
                            });
                            if let Some(c) = c
                                && !feats[i].touches.contains(&c)
                            {
                                feats[i].touches.push(c);
                            }
                        }
                    }
                    FeatureSpec::Residential { touches, .. } => {
                        for h in touches {
                            let p = half_place(*h);
                            let m = feats.iter().position(|g| {
                                g.kind == FeatureKind::Market && g.places.contains(&p)
                            });
                            if let Some(m) = m
                                && !feats[i].touches.contains(&m)
                            {
                                feats[i].touches.push(m);
                            }
                        }
                    }
                    _ => {}
                }
            }
            let shows = std::array::from_fn(|s| {
                let s = s as u8;
                let centre = feats.iter().find(|f| f.places.contains(&place(s, 1)));
                match centre.map(|f| f.kind) {
                    Some(FeatureKind::City) => Shows::City,
                    Some(FeatureKind::Road) => Shows::Road,
                    Some(FeatureKind::Street) => Shows::Street,
                    _ if feats.iter().any(|f| f.gates.contains(&s)) => Shows::Gate,
                    _ if spec.game == GameKind::City => Shows::Plain,
                    _ => Shows::Field,
                }
            });
            let mut tile = RefTile {
                id: t.id.clone(),
                count: t.count,
                feats,
                public: t.public_buildings as u32,
                historic: t.historic.is_some(),
                shows,
                moves: vec![],
            };
            let pictures: Vec<Vec<String>> = (0..4).map(|r| picture(&tile, r)).collect();
            tile.moves = (0..4u8)
                .filter(|r| !(0..*r).any(|q| pictures[q as usize] == pictures[*r as usize]))
                .collect();
            tile
        })
        .collect()
}

/// The tile as seen on the board under a rotation: every feature by what it
/// owns where, what it is and what it touches, sorted (so two rotations
/// giving one picture compare equal whatever the features' order).
fn picture(t: &RefTile, rot: u8) -> Vec<String> {
    let name = |f: usize| -> String {
        let mut p = t.places_at(rot, f);
        p.sort_unstable();
        let mut g: Vec<u8> = t.feats[f].gates.iter().map(|s| (s + rot) % 4).collect();
        g.sort_unstable();
        format!("{:?}{p:?}{g:?}", t.feats[f].kind)
    };
    let mut v: Vec<String> = (0..t.feats.len())
        .map(|f| {
            let d = &t.feats[f];
            let mut touched: Vec<String> = d.touches.iter().map(|g| name(*g)).collect();
            touched.sort();
            format!(
                "{} shields {} fixed {:?} market {:?} bridge {} touches {touched:?}",
                name(f),
                d.shields,
                d.fixed,
                d.market,
                d.bridge
            )
        })
        .collect();
    v.sort();
    v
}
