//! Compiling a tile-set file: checks every tile and precomputes, per
//! rotation, the tables that legality and scoring read.

use super::spec::{FeatureSpec, Half, TILESET_FORMAT, TileSetSpec, TileSpec};
use super::{
    CLASS_LANES, EdgeKind, FeatureDef, FeatureKind, FeatureSeed, GameKind, NONE, Oriented, TileSet,
    TileSetError, TileType,
};
use crate::engine::model::geometry::{Place, Rotation, Side};

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
        let fit_counts = fit_counts_by_pattern(&fits, tiles.len(), patterns);
        let (fit_class, fit_classes) = fit_classes(&fits, tiles.len(), patterns);
        let class_fit_counts =
            class_fit_counts_by_pattern(&fit_counts, &fit_class, fit_classes, patterns);
        let unshuffled = unshuffled_stack(&tiles, start, game);
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
            fit_counts,
            fit_class,
            fit_classes,
            class_fit_counts,
            unshuffled,
        }
    }
}

/// [`TileSet::unshuffled`]: the copies of a type are alike, so leaving
/// out one copy of the start tile gives the list removing the first would.
fn unshuffled_stack(tiles: &[TileType], start: Option<u8>, game: GameKind) -> Vec<u8> {
    let on_board = start.filter(|_| game != GameKind::City);
    let mut v = Vec::with_capacity(tiles.iter().map(|t| t.count as usize).sum());
    for (i, t) in tiles.iter().enumerate() {
        let n = t.count as usize - usize::from(on_board == Some(i as u8) && t.count > 0);
        v.extend(std::iter::repeat_n(i as u8, n));
    }
    v
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
        for (bp, &f) in o.port.iter().enumerate() {
            if let Some(sides) = o.port_sides.get_mut(f as usize) {
                *sides |= 1 << (bp / 3);
            }
        }
    }
    let cities_and_roads = features
        .iter()
        .enumerate()
        .filter(|(_, f)| matches!(f.kind, FeatureKind::City | FeatureKind::Road))
        .fold(0u16, |m, (i, _)| m | 1 << i);
    let mut tile = TileType {
        id: id.to_string(),
        count: t.count,
        features,
        edges,
        oriented,
        distinct_rotations: 0,
        public_buildings: t.public_buildings,
        historic: t.historic.clone(),
        name: t.name.clone(),
        designed: t.designed,
        note: t.note.clone(),
        monastery,
        cities_and_roads,
        seeds: Vec::new(),
        shared_places: Vec::new(),
    };
    tile.seeds = tile.features.iter().map(FeatureSeed::of).collect();
    tile.shared_places = (0..tile.features.len() as u8)
        .map(|local| {
            let kind = tile.features[local as usize].kind;
            let alike = tile.features.iter().filter(|f| f.kind == kind).count();
            std::array::from_fn(|r| {
                if alike > 1 {
                    tile.place_name(Rotation(r as u8), local)
                } else {
                    ""
                }
            })
        })
        .collect();
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
        // What else the picture shows at the place: a market's kind (a fish
        // market is not a grain market: section 4.4 counts kinds), a bridge, a
        // fixed value. The "(B)" mark is left out: no rule reads it.
        let market = d.market.map_or(0, |k| k as u32 + 1);
        let fixed = d.fixed_points.map_or(0, |v| v as u32 + 1);
        sig.push(market | (d.bridge as u32) << 4 | fixed << 8);
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

/// The fit table turned round: per neighbour pattern, the number of distinct
/// rotations of every tile type that fit it, so that a board can update its
/// per-tile fit totals with one contiguous pass when a cell's pattern changes.
fn fit_counts_by_pattern(fits: &[u8], tiles: usize, patterns: usize) -> Vec<u16> {
    let mut v = vec![0u16; tiles * patterns];
    for t in 0..tiles {
        for p in 0..patterns {
            v[p * tiles + t] = fits[t * patterns + p].count_ones() as u16;
        }
    }
    v
}

/// [`TileSet::fit_class`] and [`TileSet::fit_classes`]: tile types with
/// equal rows of the fit table share a class, numbered in order of first
/// appearance; the count is padded to whole [`CLASS_LANES`].
fn fit_classes(fits: &[u8], tiles: usize, patterns: usize) -> (Vec<u8>, usize) {
    let row = |t: usize| &fits[t * patterns..(t + 1) * patterns];
    let mut firsts: Vec<usize> = Vec::new();
    let mut class = Vec::with_capacity(tiles);
    for t in 0..tiles {
        let c = match firsts.iter().position(|&f| row(f) == row(t)) {
            Some(c) => c,
            None => {
                firsts.push(t);
                firsts.len() - 1
            }
        };
        // Tile types are indexed by a u8, so classes are too.
        class.push(c as u8);
    }
    let padded = firsts.len().div_ceil(CLASS_LANES).max(1) * CLASS_LANES;
    (class, padded)
}

/// [`TileSet::class_fit_counts`]: the fit counts of one type of each
/// class (the types of a class have equal counts), padding classes 0.
fn class_fit_counts_by_pattern(
    fit_counts: &[u16],
    fit_class: &[u8],
    classes: usize,
    patterns: usize,
) -> Vec<u16> {
    let tiles = fit_class.len();
    let mut v = vec![0u16; classes * patterns];
    for p in 0..patterns {
        for (t, &c) in fit_class.iter().enumerate() {
            v[p * classes + c as usize] = fit_counts[p * tiles + t];
        }
    }
    v
}
