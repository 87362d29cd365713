//! What a feature of the base game is worth (R-B2 to R-B4; the City Gates'
//! fixed values and R-B2a through [`city_gates`]), and which cities a field
//! touches.

use super::super::FeatureValue;
use super::super::city_gates;
use crate::engine::model::features::Node;
use crate::engine::model::scoring::{Rule, ScoreTime};
use crate::engine::model::tile::FeatureKind;
use crate::engine::state::State;

/// The value a feature would score now, its rule and counts, without scoring it.
/// `time` asks for the end-of-game value of an incomplete feature.
pub fn feature_value(st: &State, root: u16, time: ScoreTime) -> FeatureValue {
    let node = *st.features.node(root);
    let mut v = FeatureValue::nothing(&node);
    match node.kind {
        FeatureKind::City => {
            let tiles = st.features.tile_count(root);
            v.tile_count = tiles;
            v.complete = node.open == 0;
            let fixed = city_gates::fixed_value(st, &node);
            if v.complete
                && let Some(fp) = fixed
            {
                v.rule = Rule::FourGates;
                v.value = fp as u32;
            } else if v.complete && !(st.options.two_tile_city && tiles == 2) {
                v.rule = Rule::CityComplete;
                v.value = 2 * tiles as u32 + 2 * node.shields as u32;
            } else if v.complete {
                // R-B2a: the old rule's flat 2, shields or not.
                v.rule = Rule::TwoTileCity;
                v.value = 2;
            } else {
                v.rule = Rule::CityIncomplete;
                v.value = tiles as u32 + node.shields as u32;
            }
        }
        FeatureKind::Road => {
            let tiles = st.features.tile_count(root);
            v.tile_count = tiles;
            v.complete = node.open == 0;
            v.rule = if v.complete {
                Rule::RoadComplete
            } else {
                Rule::RoadIncomplete
            };
            v.value = tiles as u32;
        }
        FeatureKind::Monastery => {
            let cell = st.board.placed()[node.tile as usize].cell;
            let filled = st.board.filled_around(cell);
            v.tile_count = filled as u16;
            v.complete = filled == 9;
            if v.complete {
                v.rule = Rule::MonasteryComplete;
                v.value = 9;
            } else {
                v.rule = Rule::MonasteryIncomplete;
                v.value = filled as u32;
            }
        }
        FeatureKind::Field => {
            (v.tile_count, v.cities) = st.field_counts(root);
            v.rule = Rule::Field;
            v.value = 3 * v.cities as u32;
            let _ = time;
        }
        // The City's features are valued by its own rules.
        FeatureKind::Street
        | FeatureKind::Market
        | FeatureKind::Residential
        | FeatureKind::Wall => {}
    }
    v.completed_value = v.value;
    v
}

impl State {
    /// The roots of the completed cities a field touches (R-B4), each once.
    pub fn completed_cities_touched(&self, field_root: u16) -> Vec<u16> {
        self.cities_touched(field_root)
            .into_iter()
            .filter(|c| self.features.node(*c).open == 0)
            .collect()
    }

    /// The roots of all cities a field touches, each once.
    pub fn cities_touched(&self, field_root: u16) -> Vec<u16> {
        let mut cities: Vec<u16> = Vec::new();
        self.for_each_city_touched(field_root, |r| cities.push(r));
        cities
    }

    /// The number of distinct tiles of a field and of the completed cities
    /// it touches (R-B4), in one walk of its members (the end scoring
    /// asks both of every farmed field).
    pub fn field_counts(&self, field_root: u16) -> (u16, u16) {
        let mut seen = [0u64; 4];
        let (mut tiles, mut cities) = (0u16, 0u16);
        self.walk_field(
            field_root,
            |m| {
                let (w, b) = (m.tile as usize / 64, m.tile as usize % 64);
                tiles += (seen[w] & (1 << b) == 0) as u16;
                seen[w] |= 1 << b;
            },
            |c| cities += (self.features.node(c).open == 0) as u16,
        );
        (tiles, cities)
    }

    /// Calls `f` on the root of every city a field touches, each once, in
    /// the order [`State::cities_touched`] lists them, without allocating
    /// for the usual few (search asks this of every field it judges).
    pub fn for_each_city_touched(&self, field_root: u16, f: impl FnMut(u16)) {
        self.walk_field(field_root, |_| {}, f);
    }

    /// Walks a field's members: `member` on each, `city` on the root of
    /// each city touched, once each, in the order the members list them.
    #[inline]
    fn walk_field(&self, field_root: u16, mut member: impl FnMut(&Node), mut f: impl FnMut(u16)) {
        let mut seen = [0u16; 64];
        let mut n = 0usize;
        let mut more: Vec<u16> = Vec::new();
        self.features.for_each_member(field_root, |_, m| {
            member(m);
            let p = self.board.placed()[m.tile as usize];
            let def = &self.ts.tiles[p.tile as usize].features[m.local as usize];
            for c in &def.touches {
                let r = self.features.root(p.node_base + *c as u16);
                if seen[..n].contains(&r) || more.contains(&r) {
                    continue;
                }
                if n < seen.len() {
                    seen[n] = r;
                    n += 1;
                } else {
                    more.push(r);
                }
                f(r);
            }
        });
    }
}
