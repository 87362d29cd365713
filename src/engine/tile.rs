//! Tile definitions: features as sets of places, and what each side shows.
//!
//! A tile set is data (see `assets/tilesets/*.ron`). [`TileSetSpec`] is the
//! file's shape; [`TileSet::compile`] checks it and turns it into
//! [`TileType`]s with everything the rules need precomputed per rotation.

use super::geometry::{Place, Rotation, Side};
use serde::{Deserialize, Serialize};
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

    /// What a follower on this feature is called.
    pub fn follower_name(self) -> &'static str {
        match self {
            FeatureKind::City => "knight",
            FeatureKind::Road => "thief",
            FeatureKind::Field => "farmer",
            FeatureKind::Monastery => "monk",
            FeatureKind::Street => "citizen",
            FeatureKind::Market => "seller",
            FeatureKind::Residential => "steward",
            FeatureKind::Wall => "guard",
        }
    }

    /// What several followers on this feature are called.
    pub fn followers_name(self) -> &'static str {
        match self {
            FeatureKind::City => "knights",
            FeatureKind::Road => "thieves",
            FeatureKind::Field => "farmers",
            FeatureKind::Monastery => "monks",
            FeatureKind::Street => "citizens",
            FeatureKind::Market => "sellers",
            FeatureKind::Residential => "stewards",
            FeatureKind::Wall => "guards",
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

/// A half side, as tile-set files name them (clockwise: Nw Ne En Es Se Sw Ws Wn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Half {
    Nw,
    Ne,
    En,
    Es,
    Se,
    Sw,
    Ws,
    Wn,
}

impl Half {
    /// The place this half is.
    pub fn place(self) -> Place {
        let i = self as u8;
        Place::new(
            Side::from_index(i as usize / 2),
            if i.is_multiple_of(2) { 0 } else { 2 },
        )
    }
}

/// One feature of a tile as a tile-set file writes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FeatureSpec {
    /// A city segment owning whole sides, with city gates on others (R-G3).
    City {
        sides: Vec<Side>,
        #[serde(default)]
        gates: Vec<Side>,
        #[serde(default)]
        shields: u8,
        /// Points for a knight deployed on it, scored at once (R-G6).
        #[serde(default)]
        fixed_points: Option<u8>,
    },
    /// A road segment owning side centres; one side means it ends on the tile.
    Road {
        sides: Vec<Side>,
        /// Drawn as a bridge over a city (R-G7); art only.
        #[serde(default)]
        bridge: bool,
    },
    /// A field owning side halves, touching the tile's cities named by one of their sides.
    Field {
        halves: Vec<Half>,
        #[serde(default)]
        touches: Vec<Side>,
    },
    /// A monastery in the tile centre.
    Monastery,
    /// A street of The City owning side centres.
    Street { sides: Vec<Side> },
    /// A market area of The City.
    Market {
        kind: MarketKind,
        halves: Vec<Half>,
        /// The seed's "(B)" mark; no rule uses it.
        #[serde(default)]
        b: bool,
    },
    /// A residential area of The City, bordering the tile's markets named by one of their halves (R-C15).
    Residential {
        halves: Vec<Half>,
        #[serde(default)]
        touches: Vec<Half>,
    },
}

/// One tile type as a tile-set file writes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TileSpec {
    pub id: String,
    pub count: u8,
    pub features: Vec<FeatureSpec>,
    /// Public buildings on the tile (The City; counted by guards).
    #[serde(default)]
    pub public_buildings: u8,
    /// The historic building on the tile, if any (The City).
    #[serde(default)]
    pub historic: Option<String>,
    /// True when the project designed this tile rather than knowing it.
    #[serde(default)]
    pub designed: bool,
    /// Free text, e.g. which details are designed.
    #[serde(default)]
    pub note: Option<String>,
}

/// A whole tile-set file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TileSetSpec {
    pub format: u32,
    pub name: String,
    pub game: GameKind,
    #[serde(default)]
    pub start: Option<String>,
    #[serde(default)]
    pub note: Option<String>,
    pub tiles: Vec<TileSpec>,
}

/// The tile-set format version this program reads and writes.
pub const TILESET_FORMAT: u32 = 1;

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

impl FeatureDef {
    /// Number of ports, i.e. places where the feature is open until a neighbour comes.
    pub fn port_count(&self) -> u16 {
        self.ports.count_ones() as u16
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
    pub designed: bool,
    pub note: Option<String>,
    /// The local feature that is the monastery, if any.
    pub monastery: Option<u8>,
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
        let def = &self.features[local as usize];
        if def.kind == FeatureKind::Monastery {
            return "C".into();
        }
        if def.places == 0 && def.gates != 0 {
            // A city behind gates only: name it by its first gate.
            let s = Side::from_index(def.gates.trailing_zeros() as usize).rotated(rot);
            return s.name().into();
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
        best.map(|p| p.name().to_string())
            .unwrap_or_else(|| "C".into())
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
}

fn err(tile: &str, problem: impl Into<String>) -> TileSetError {
    TileSetError {
        tile: tile.to_string(),
        problem: problem.into(),
    }
}

impl TileSet {
    /// Checks a tile-set spec and compiles it.
    pub fn compile(spec: &TileSetSpec) -> Result<TileSet, TileSetError> {
        if spec.format != TILESET_FORMAT {
            return Err(err(
                "",
                format!(
                    "format version {} is not supported (this program reads version {})",
                    spec.format, TILESET_FORMAT
                ),
            ));
        }
        if spec.tiles.is_empty() {
            return Err(err("", "it has no tiles"));
        }
        if spec.tiles.len() > 200 {
            return Err(err("", "more than 200 tile types"));
        }
        let mut tiles = Vec::with_capacity(spec.tiles.len());
        for (i, t) in spec.tiles.iter().enumerate() {
            if spec.tiles[..i].iter().any(|o| o.id == t.id) {
                return Err(err(&t.id, "the id is used by two tiles"));
            }
            tiles.push(compile_tile(t, spec.game)?);
        }
        let start = match &spec.start {
            None => None,
            Some(id) => Some(
                tiles
                    .iter()
                    .position(|t| &t.id == id)
                    .ok_or_else(|| err("", format!("start tile {id} is not in the set")))?
                    as u8,
            ),
        };
        Ok(TileSet::with_tables(
            spec.name.clone(),
            spec.game,
            tiles,
            start,
            spec.note.clone(),
        ))
    }

    /// Joins another set's tiles to this one (an expansion), keeping this set's start.
    pub fn extended(&self, other: &TileSet) -> Result<TileSet, TileSetError> {
        if other.game != self.game {
            return Err(err("", format!("{} is for another game", other.name)));
        }
        let mut tiles = self.tiles.clone();
        for t in &other.tiles {
            if tiles.iter().any(|o| o.id == t.id) {
                return Err(err(&t.id, "the id is used in both tile sets"));
            }
            tiles.push(t.clone());
        }
        Ok(TileSet::with_tables(
            format!("{} + {}", self.name, other.name),
            self.game,
            tiles,
            self.start,
            self.note.clone(),
        ))
    }

    fn with_tables(
        name: String,
        game: GameKind,
        mut tiles: Vec<TileType>,
        start: Option<u8>,
        note: Option<String>,
    ) -> TileSet {
        let mut edge_kinds: Vec<EdgeKind> = tiles.iter().flat_map(|t| t.edges).collect();
        edge_kinds.sort();
        edge_kinds.dedup();
        let code = |k: EdgeKind| edge_kinds.iter().position(|e| *e == k).unwrap_or(0) as u8 + 1;
        for t in &mut tiles {
            for r in 0..4 {
                for s in 0..4 {
                    t.oriented[r].edges[s] = code(t.edges[(s + 4 - r) % 4]);
                }
            }
        }
        let base = edge_kinds.len() as u16 + 1;
        let patterns = (base as usize).pow(4);
        let mut fits = vec![0u8; tiles.len() * patterns];
        for (ti, t) in tiles.iter().enumerate() {
            for pat in 0..patterns {
                let mut mask = 0u8;
                for r in 0..4 {
                    if t.distinct_rotations & (1 << r) == 0 {
                        continue;
                    }
                    let mut p = pat;
                    let mut ok = true;
                    for s in 0..4 {
                        let need = p % base as usize;
                        p /= base as usize;
                        if need != 0 {
                            let theirs = edge_kinds[need - 1];
                            let mine = t.edge_at(Rotation(r as u8), Side::from_index(s));
                            if !mine.matches(theirs) {
                                ok = false;
                                break;
                            }
                        }
                    }
                    if ok {
                        mask |= 1 << r;
                    }
                }
                fits[ti * patterns + pat] = mask;
            }
        }
        TileSet {
            name,
            game,
            tiles,
            start,
            note,
            edge_kinds,
            pattern_base: base,
            patterns,
            fits,
        }
    }

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

    /// The tile type with this id.
    pub fn by_id(&self, id: &str) -> Option<u8> {
        self.tiles.iter().position(|t| t.id == id).map(|i| i as u8)
    }

    /// Total number of tiles (all copies).
    pub fn total_tiles(&self) -> usize {
        self.tiles.iter().map(|t| t.count as usize).sum()
    }
}

fn side_bit(s: Side) -> u16 {
    1 << (s.index() * 3 + 1)
}

fn half_bits(s: Side) -> u16 {
    (1 << (s.index() * 3)) | (1 << (s.index() * 3 + 2))
}

fn compile_tile(t: &TileSpec, game: GameKind) -> Result<TileType, TileSetError> {
    let id = t.id.as_str();
    if id.is_empty() {
        return Err(err("?", "a tile has an empty id"));
    }
    if t.count == 0 {
        return Err(err(id, "count is 0"));
    }
    let mut features: Vec<FeatureDef> = Vec::new();
    let mut owned: u16 = 0;
    let mut gate_sides: u8 = 0;
    let mut claim = |bits: u16, what: &str, owned: &mut u16| -> Result<(), TileSetError> {
        let overlap = *owned & bits;
        if overlap != 0 {
            let names: Vec<&str> = (0..12)
                .filter(|i| overlap & (1 << i) != 0)
                .map(|i| Place(i as u8).name())
                .collect();
            return Err(err(
                id,
                format!("{what} overlaps another feature at {}", names.join(" ")),
            ));
        }
        *owned |= bits;
        Ok(())
    };
    let base_only = |k: &str| -> Result<(), TileSetError> {
        if game != GameKind::Base {
            Err(err(
                id,
                format!("a {k} belongs to the base game, not The City"),
            ))
        } else {
            Ok(())
        }
    };
    let city_only = |k: &str| -> Result<(), TileSetError> {
        if game != GameKind::City {
            Err(err(
                id,
                format!("a {k} belongs to The City, not the base game"),
            ))
        } else {
            Ok(())
        }
    };
    let mut monastery = None;
    for f in &t.features {
        let mut def = FeatureDef {
            kind: FeatureKind::Field,
            places: 0,
            ports: 0,
            gates: 0,
            shields: 0,
            fixed_points: None,
            touches: Vec::new(),
            market: None,
            bridge: false,
            b_mark: false,
        };
        match f {
            FeatureSpec::City {
                sides,
                gates,
                shields,
                fixed_points,
            } => {
                base_only("city")?;
                def.kind = FeatureKind::City;
                if sides.is_empty() && gates.is_empty() {
                    return Err(err(id, "a city with no side and no gate"));
                }
                for s in sides {
                    let bits = side_bit(*s) | half_bits(*s);
                    claim(bits, &format!("city side {}", s.name()), &mut owned)?;
                    def.places |= bits;
                    def.ports |= side_bit(*s);
                }
                for s in gates {
                    claim(side_bit(*s), &format!("city gate {}", s.name()), &mut owned)?;
                    def.gates |= 1 << s.index();
                    gate_sides |= 1 << s.index();
                }
                def.shields = *shields;
                def.fixed_points = *fixed_points;
            }
            FeatureSpec::Road { sides, bridge } => {
                base_only("road")?;
                def.kind = FeatureKind::Road;
                def.bridge = *bridge;
                if sides.is_empty() {
                    return Err(err(id, "a road with no side"));
                }
                for s in sides {
                    claim(side_bit(*s), &format!("road side {}", s.name()), &mut owned)?;
                    def.places |= side_bit(*s);
                }
                def.ports = def.places;
            }
            FeatureSpec::Street { sides } => {
                city_only("street")?;
                def.kind = FeatureKind::Street;
                if sides.is_empty() {
                    return Err(err(id, "a street with no side"));
                }
                for s in sides {
                    claim(
                        side_bit(*s),
                        &format!("street side {}", s.name()),
                        &mut owned,
                    )?;
                    def.places |= side_bit(*s);
                }
                def.ports = def.places;
            }
            FeatureSpec::Field { halves, .. } => {
                base_only("field")?;
                def.kind = FeatureKind::Field;
                area(id, halves, &mut def, &mut claim, &mut owned, "field")?;
            }
            FeatureSpec::Market { kind, halves, b } => {
                city_only("market")?;
                def.kind = FeatureKind::Market;
                def.market = Some(*kind);
                def.b_mark = *b;
                area(id, halves, &mut def, &mut claim, &mut owned, "market")?;
            }
            FeatureSpec::Residential { halves, .. } => {
                city_only("residential area")?;
                def.kind = FeatureKind::Residential;
                area(
                    id,
                    halves,
                    &mut def,
                    &mut claim,
                    &mut owned,
                    "residential area",
                )?;
            }
            FeatureSpec::Monastery => {
                base_only("monastery")?;
                if monastery.is_some() {
                    return Err(err(id, "two monasteries on one tile"));
                }
                def.kind = FeatureKind::Monastery;
                monastery = Some(features.len() as u8);
            }
        }
        features.push(def);
    }
    if features.len() > 16 {
        return Err(err(id, "more than 16 features on one tile"));
    }
    // Second pass: references between features.
    for (fi, f) in t.features.iter().enumerate() {
        match f {
            FeatureSpec::Field { touches, .. } => {
                for s in touches {
                    let city = features.iter().position(|c| {
                        c.kind == FeatureKind::City
                            && (c.places & side_bit(*s) != 0 || c.gates & (1 << s.index()) != 0)
                    });
                    match city {
                        Some(c) => {
                            if !features[fi].touches.contains(&(c as u8)) {
                                features[fi].touches.push(c as u8)
                            }
                        }
                        None => {
                            return Err(err(
                                id,
                                format!(
                                    "a field touches a city at side {} but there is no city there on the tile",
                                    s.name()
                                ),
                            ));
                        }
                    }
                }
            }
            FeatureSpec::Residential { touches, .. } => {
                for h in touches {
                    let bit = 1u16 << h.place().0;
                    let m = features
                        .iter()
                        .position(|c| c.kind == FeatureKind::Market && c.places & bit != 0);
                    match m {
                        Some(m) => features[fi].touches.push(m as u8),
                        None => {
                            return Err(err(
                                id,
                                format!(
                                    "a residential area borders a market at {} but there is no market there on the tile",
                                    h.place().name()
                                ),
                            ));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    // Each side must be one of the edge kinds, completely described.
    let mut edges = [EdgeKind::Field; 4];
    let owner_kind = |p: u8| -> Option<FeatureKind> {
        features
            .iter()
            .find(|f| f.places & (1 << p) != 0)
            .map(|f| f.kind)
    };
    for s in Side::ALL {
        let (l, c, r) = (
            s.index() as u8 * 3,
            s.index() as u8 * 3 + 1,
            s.index() as u8 * 3 + 2,
        );
        let gate = gate_sides & (1 << s.index()) != 0;
        let (lk, ck, rk) = (owner_kind(l), owner_kind(c), owner_kind(r));
        let halves_area = |k: Option<FeatureKind>| k.is_some_and(|k| k.is_area());
        let kind = match ck {
            Some(FeatureKind::City) => Some(EdgeKind::City),
            Some(FeatureKind::Road) if halves_area(lk) && halves_area(rk) => Some(EdgeKind::Road),
            Some(FeatureKind::Street) if halves_area(lk) && halves_area(rk) => {
                Some(EdgeKind::Street)
            }
            None if gate && halves_area(lk) && halves_area(rk) => Some(EdgeKind::Gate),
            None if !gate && halves_area(lk) && halves_area(rk) => {
                Some(if game == GameKind::City {
                    EdgeKind::Plain
                } else {
                    EdgeKind::Field
                })
            }
            _ => None,
        };
        match kind {
            Some(k) => edges[s.index()] = k,
            None => {
                let desc = |k: Option<FeatureKind>| k.map_or("nothing", |k| k.name());
                return Err(err(
                    id,
                    format!(
                        "side {} is not a complete edge (left half: {}, centre: {}{}, right half: {})",
                        s.name(),
                        desc(lk),
                        if gate { "city gate" } else { desc(ck) },
                        "",
                        desc(rk)
                    ),
                ));
            }
        }
    }
    let mut oriented: [Oriented; 4] = Default::default();
    for (r, o) in oriented.iter_mut().enumerate() {
        o.owner = [NONE; 12];
        o.port = [NONE; 12];
        for (fi, f) in features.iter().enumerate() {
            for p in 0..12u8 {
                let bp = Place(p).rotated(Rotation(r as u8)).0 as usize;
                if f.places & (1 << p) != 0 {
                    o.owner[bp] = fi as u8;
                }
                if f.ports & (1 << p) != 0 {
                    o.port[bp] = fi as u8;
                }
            }
        }
    }
    let mut tile = TileType {
        id: id.to_string(),
        count: t.count,
        features,
        edges,
        oriented,
        distinct_rotations: 0,
        public_buildings: t.public_buildings,
        historic: t.historic.clone(),
        designed: t.designed,
        note: t.note.clone(),
        monastery,
    };
    tile.distinct_rotations = distinct_rotations(&tile);
    Ok(tile)
}

type Claim<'a> = dyn FnMut(u16, &str, &mut u16) -> Result<(), TileSetError> + 'a;

fn area(
    id: &str,
    halves: &[Half],
    def: &mut FeatureDef,
    claim: &mut Claim<'_>,
    owned: &mut u16,
    what: &str,
) -> Result<(), TileSetError> {
    if halves.is_empty() {
        return Err(err(id, format!("a {what} with no half side")));
    }
    for h in halves {
        let bit = 1u16 << h.place().0;
        claim(bit, &format!("{what} half {}", h.place().name()), owned)?;
        def.places |= bit;
    }
    def.ports = def.places;
    Ok(())
}

/// A rotation-independent picture of a tile under a rotation, to find rotations
/// that look the same.
fn signature(t: &TileType, r: u8) -> Vec<u32> {
    let o = &t.oriented[r as usize];
    let mut relabel = [NONE; 16];
    let mut next = 0u8;
    let mut sig = Vec::with_capacity(40);
    for p in 0..12 {
        let f = o.owner[p];
        if f == NONE {
            sig.push(u32::MAX);
            continue;
        }
        if relabel[f as usize] == NONE {
            relabel[f as usize] = next;
            next += 1;
        }
        let d = &t.features[f as usize];
        sig.push((relabel[f as usize] as u32) << 16 | (d.kind as u32) << 8 | d.shields as u32);
    }
    for s in 0..4 {
        // Gates, rotated into board frame.
        let own = (s + 4 - r as usize) % 4;
        let g = t.features.iter().position(|f| f.gates & (1 << own) != 0);
        sig.push(g.map_or(u32::MAX, |g| relabel[g] as u32));
    }
    // Features in relabelled order, so that the same picture gives the same list.
    let mut by_label: Vec<(u8, Vec<u32>)> = Vec::new();
    for (fi, f) in t.features.iter().enumerate() {
        let mut touches: Vec<u32> = f
            .touches
            .iter()
            .map(|c| relabel[*c as usize] as u32)
            .collect();
        touches.sort();
        // Features owning no place (a monastery, a gate-only city) keep their kind.
        touches.push(2000 + f.kind as u32);
        by_label.push((relabel[fi], touches));
    }
    by_label.sort();
    for (l, t) in by_label {
        sig.push(1000 + l as u32);
        sig.extend(t);
    }
    sig
}

fn distinct_rotations(t: &TileType) -> u8 {
    let sigs: Vec<Vec<u32>> = (0..4).map(|r| signature(t, r)).collect();
    let mut mask = 0u8;
    for r in 0..4 {
        if !(0..r).any(|q| sigs[q] == sigs[r]) {
            mask |= 1 << r;
        }
    }
    mask
}
