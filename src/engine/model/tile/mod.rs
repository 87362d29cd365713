//! Tile definitions: features as sets of places, and what each side shows.
//!
//! A tile set is data (see `assets/tilesets/*.ron`). [`TileSetSpec`] is the
//! file's shape ([`spec`]); [`TileSet::compile`] checks it and turns it into
//! [`TileType`]s with everything the rules need precomputed per rotation
//! ([`compile`]).

pub mod compile;
pub mod spec;

use super::geometry::{Place, Rotation, Side};
use serde::{Deserialize, Serialize};
pub use spec::{FeatureSpec, Half, TILESET_FORMAT, TileSetSpec, TileSpec};
use std::fmt;

/// The games the engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum GameKind {
    /// Carcassonne, the base game (optionally with The City Gates).
    #[default]
    Base,
    /// Carcassonne: The City.
    City,
}

/// What kind of thing a feature is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum FeatureKind {
    City,
    Road,
    Field,
    Monastery,
    Street,
    Market,
    Residential,
    /// The City's wall pieces (guards stand on them); not a tile feature.
    Wall,
}

impl FeatureKind {
    /// The feature's name in the game's words.
    pub fn name(self) -> &'static str {
        match self {
            FeatureKind::City => "city",
            FeatureKind::Road => "road",
            FeatureKind::Field => "field",
            FeatureKind::Monastery => "monastery",
            FeatureKind::Street => "street",
            FeatureKind::Market => "market",
            FeatureKind::Residential => "residential area",
            FeatureKind::Wall => "wall",
        }
    }

    /// True for features that own side halves rather than whole sides or centres.
    pub fn is_area(self) -> bool {
        matches!(
            self,
            FeatureKind::Field | FeatureKind::Market | FeatureKind::Residential
        )
    }
}

/// The three market kinds of The City.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum MarketKind {
    Fish,
    Grain,
    Livestock,
}

impl MarketKind {
    /// The kind's bit in a set of kinds.
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// What a side of a tile shows, for matching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum EdgeKind {
    City,
    Road,
    Field,
    Gate,
    Street,
    Plain,
}

impl EdgeKind {
    /// Whether a side showing `self` may face a side showing `other`
    /// (section 2 and R-G1 for the base game, R-C2 for The City).
    pub fn matches(self, other: EdgeKind) -> bool {
        use EdgeKind::*;
        match (self, other) {
            (Gate, Road) | (Road, Gate) | (Gate, Field) | (Field, Gate) => true,
            (a, b) => a == b,
        }
    }

    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            EdgeKind::City => "city",
            EdgeKind::Road => "road",
            EdgeKind::Field => "field",
            EdgeKind::Gate => "city gate",
            EdgeKind::Street => "street",
            EdgeKind::Plain => "plain",
        }
    }
}

/// No feature (in per-place tables).
pub const NONE: u8 = u8::MAX;

/// A feature of a tile type, compiled.
#[derive(Clone, Debug, PartialEq)]
pub struct FeatureDef {
    pub kind: FeatureKind,
    /// Places owned, as a bit set over the 12 places (tile's own frame).
    pub places: u16,
    /// Places through which the feature continues onto a neighbour.
    pub ports: u16,
    /// Sides that are city gates of this city (bit set).
    pub gates: u8,
    pub shields: u8,
    pub fixed_points: Option<u8>,
    /// Fields: local ids of the cities touched. Residential areas: markets bordered.
    pub touches: Vec<u8>,
    pub market: Option<MarketKind>,
    pub bridge: bool,
    pub b_mark: bool,
}

/// Set bits of each 6-bit number: the default x86-64 target has no
/// popcount instruction, and every tile laid counts its features' ports.
const BITS_IN_6: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// Number of places in a set of the 12 places of a tile: two looks in a
/// 6-bit table.
#[inline]
pub fn places_in(places: u16) -> u16 {
    debug_assert!(places < 1 << 12);
    let p = places as usize;
    (BITS_IN_6[p & 63] + BITS_IN_6[(p >> 6) & 63]) as u16
}

impl FeatureDef {
    /// Number of ports, i.e. places where the feature is open until a neighbour comes.
    #[inline]
    pub fn port_count(&self) -> u16 {
        places_in(self.ports)
    }
}

/// A tile type's per-place tables in board frame for one rotation.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Oriented {
    /// Local feature owning each board-frame place, or [`NONE`].
    pub owner: [u8; 12],
    /// Local feature with a port at each board-frame place, or [`NONE`].
    pub port: [u8; 12],
    /// What each board-frame side shows.
    pub edges: [u8; 4],
    /// Per local feature, the board-frame sides where it has a port (bit
    /// `side.index()`): where a city, road or market goes on across a side.
    /// Kept with `port` (it is read from it) so search need not scan places.
    pub port_sides: [u8; 16],
}

/// A tile type, compiled and checked.
#[derive(Clone, Debug, PartialEq)]
pub struct TileType {
    pub id: String,
    pub count: u8,
    pub features: Vec<FeatureDef>,
    /// What each side shows in the tile's own frame.
    pub edges: [EdgeKind; 4],
    /// Per rotation, tables in board frame.
    pub oriented: [Oriented; 4],
    /// Rotations that give a tile different from every smaller rotation.
    pub distinct_rotations: u8,
    pub public_buildings: u8,
    pub historic: Option<String>,
    /// The tile's name from its tile set, if it has one.
    pub name: Option<String>,
    pub designed: bool,
    pub note: Option<String>,
    /// The local feature that is the monastery, if any.
    pub monastery: Option<u8>,
    /// Bit `i` if local feature `i` is a city or a road: the features a
    /// placement of the base game may complete (made from `features`).
    pub cities_and_roads: u16,
    /// Per local feature, what its node starts with when the tile is laid
    /// (made from `features`): a placement copies these rather than
    /// working them out from the feature definitions each time.
    pub seeds: Vec<FeatureSeed>,
    /// Per local feature and rotation, its place label if the tile holds
    /// another feature of its kind, "" if not (made from `features`): what
    /// a score's explanation adds to tell the two apart
    /// (`ScoreEvent::place`), read when a feature scores.
    pub shared_places: Vec<[&'static str; 4]>,
}

/// What a tile feature's node starts with on the board: its kind, its
/// open ports, shields and market kinds (see `features::Node`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureSeed {
    pub kind: FeatureKind,
    pub open: u16,
    pub shields: u16,
    pub market_kinds: u8,
}

impl FeatureSeed {
    /// The seed of a feature definition.
    pub fn of(def: &FeatureDef) -> FeatureSeed {
        FeatureSeed {
            kind: def.kind,
            open: def.port_count(),
            shields: def.shields as u16,
            market_kinds: def.market.map_or(0, |k| k.bit()),
        }
    }
}

impl TileType {
    /// Local feature owning a board-frame place under a rotation.
    pub fn owner_at(&self, rot: Rotation, place: Place) -> Option<u8> {
        let f = self.oriented[rot.0 as usize].owner[place.0 as usize];
        (f != NONE).then_some(f)
    }

    /// Local feature with a port at a board-frame place under a rotation.
    pub fn port_at(&self, rot: Rotation, place: Place) -> Option<u8> {
        let f = self.oriented[rot.0 as usize].port[place.0 as usize];
        (f != NONE).then_some(f)
    }

    /// What the board-frame side shows under a rotation.
    pub fn edge_at(&self, rot: Rotation, side: Side) -> EdgeKind {
        self.edges[(side.index() + 4 - rot.0 as usize) % 4]
    }

    /// A short name for a local feature in board frame, e.g. `N`, `Es` or `C`.
    pub fn feature_label(&self, rot: Rotation, local: u8) -> String {
        self.place_name(rot, local).to_string()
    }

    /// [`TileType::feature_label`] without an allocation.
    pub fn place_name(&self, rot: Rotation, local: u8) -> &'static str {
        let def = &self.features[local as usize];
        if def.kind == FeatureKind::Monastery {
            return "C";
        }
        if def.places == 0 && def.gates != 0 {
            // A city behind gates only: name it by its first gate.
            let s = Side::from_index(def.gates.trailing_zeros() as usize).rotated(rot);
            return s.name();
        }
        // Prefer a centre place (whole side) over a half.
        let mut best: Option<Place> = None;
        for i in 0..12u8 {
            if def.places & (1 << i) != 0 {
                let p = Place(i).rotated(rot);
                let better = match best {
                    None => true,
                    Some(b) => {
                        (p.is_centre() && !b.is_centre())
                            || (p.is_centre() == b.is_centre() && p.0 < b.0)
                    }
                };
                if better {
                    best = Some(p);
                }
            }
        }
        best.map_or("C", |p| p.name())
    }

    /// Finds the local feature a board-frame label names (see [`TileType::feature_label`]).
    pub fn feature_by_label(&self, rot: Rotation, label: &str) -> Option<u8> {
        if label == "C" {
            return self.monastery;
        }
        let place = Place::parse(label)?;
        if let Some(f) = self.owner_at(rot, place) {
            return Some(f);
        }
        // A gate side names its city.
        let own = place.rotated(Rotation((4 - rot.0) % 4));
        if own.is_centre() {
            let bit = 1u8 << own.side().index();
            return self
                .features
                .iter()
                .position(|f| f.gates & bit != 0)
                .map(|i| i as u8);
        }
        None
    }
}

/// A problem with a tile-set file's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSetError {
    /// The tile's id, or empty for a problem with the whole set.
    pub tile: String,
    pub problem: String,
}

impl fmt::Display for TileSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.tile.is_empty() {
            write!(f, "tile set: {}", self.problem)
        } else {
            write!(f, "tile {}: {}", self.tile, self.problem)
        }
    }
}

impl std::error::Error for TileSetError {}

/// Fit classes come in groups of this many (see [`TileSet::fit_classes`]).
pub const CLASS_LANES: usize = 8;

/// A checked tile set with the tables legality needs.
#[derive(Clone, Debug)]
pub struct TileSet {
    pub name: String,
    pub game: GameKind,
    pub tiles: Vec<TileType>,
    /// Index of the start tile type (base game).
    pub start: Option<u8>,
    pub note: Option<String>,
    /// Edge kinds in use, in code order (code = index + 1; 0 = no neighbour).
    pub edge_kinds: Vec<EdgeKind>,
    /// Base of the per-cell neighbour pattern (edge kinds + 1).
    pub pattern_base: u16,
    /// Number of neighbour patterns (base^4).
    pub patterns: usize,
    /// `fits[tile * patterns + pattern]`: rotations (bit set) that fit a cell whose
    /// neighbours show `pattern`, distinct rotations only.
    pub fits: Vec<u8>,
    /// `fit_counts[pattern * tiles + tile]`: the number of rotations in the
    /// matching `fits` entry (the same table by pattern, for judging cells).
    pub fit_counts: Vec<u16>,
    /// Per tile type, its fit class: types whose `fits` rows are equal
    /// (the same edges, whatever their shields or monasteries) share one,
    /// numbered in order of first appearance, so that the board keeps one
    /// fit total per class rather than per type.
    pub fit_class: Vec<u8>,
    /// Number of fit classes, rounded up to a multiple of [`CLASS_LANES`]
    /// (the padding classes fit nothing), so a board's pass over its fit
    /// totals is whole vectors.
    pub fit_classes: usize,
    /// `class_fit_counts[pattern * fit_classes + class]`: `fit_counts` by
    /// class (0 for the padding classes).
    pub class_fit_counts: Vec<u16>,
    /// A new game's stack before its shuffle: every tile of `tiles` in
    /// type order, less one copy of the start tile outside The City (it
    /// lies on the board). Made once from `tiles`, `start` and `game`, so
    /// a new game copies it rather than listing 72 tiles again.
    pub unshuffled: Vec<u8>,
}

impl TileSet {
    /// The code of an edge kind in neighbour patterns (0 if unused).
    pub fn edge_code(&self, k: EdgeKind) -> u8 {
        self.edge_kinds
            .iter()
            .position(|e| *e == k)
            .map_or(0, |i| i as u8 + 1)
    }

    /// The edge kind of a pattern code.
    pub fn edge_of_code(&self, code: u8) -> Option<EdgeKind> {
        (code != 0).then(|| self.edge_kinds[code as usize - 1])
    }

    /// Distinct rotations of `tile` that fit a neighbour pattern.
    #[inline]
    pub fn fitting_rotations(&self, tile: u8, pattern: u16) -> u8 {
        self.fits_row(tile)[pattern as usize]
    }

    /// The fit table of one tile type, indexed by neighbour pattern.
    #[inline]
    pub fn fits_row(&self, tile: u8) -> &[u8] {
        let start = tile as usize * self.patterns;
        &self.fits[start..start + self.patterns]
    }

    /// Per fit class, how many distinct rotations fit a neighbour pattern
    /// (`fit_classes` entries).
    #[inline]
    pub fn class_fit_counts_row(&self, pattern: u16) -> &[u16] {
        let n = self.fit_classes;
        let start = pattern as usize * n;
        &self.class_fit_counts[start..start + n]
    }

    /// Per tile type, how many distinct rotations fit a neighbour pattern.
    #[inline]
    pub fn fit_counts_row(&self, pattern: u16) -> &[u16] {
        let n = self.tiles.len();
        let start = pattern as usize * n;
        &self.fit_counts[start..start + n]
    }

    /// The tile type with this id.
    pub fn by_id(&self, id: &str) -> Option<u8> {
        self.tiles.iter().position(|t| t.id == id).map(|i| i as u8)
    }

    /// Total number of tiles (all copies).
    pub fn total_tiles(&self) -> usize {
        self.tiles.iter().map(|t| t.count as usize).sum()
    }
}
