//! The reference's base game (RULES 2, with section 3's City Gates): who may
//! stand where, what a placement scores, the end scoring. Values come from
//! RULES.md's tables.

use super::game::{Node, RefEvent, RefGame, Xy};
use crate::engine::GameKind;
use crate::engine::model::tile::FeatureKind;
use std::collections::BTreeSet;

impl RefGame {
    /// RULES 2 step 2 (and 4.3): a follower may stand on feature `f` of the
    /// tile just laid at `i` if the feature, as connected now, has none.
    pub fn may_stand(&self, i: usize, f: usize) -> bool {
        let kind = self.kind((i, f));
        let nodes = self.feature((i, f));
        if nodes
            .iter()
            .any(|n| self.followers.iter().any(|(_, m)| m == n))
        {
            return false;
        }
        if self.game == GameKind::City {
            return match kind {
                FeatureKind::Residential => true,
                // R-C6: not on a street or market this placement completes.
                FeatureKind::Street | FeatureKind::Market => self.open_places(&nodes) > 0,
                _ => false,
            };
        }
        // R-B5: farmers only with the option.
        kind != FeatureKind::Field || self.options.farmers
    }

    /// The cells of a monastery's 3x3 area that are filled.
    pub fn monastery_area(&self, xy: Xy) -> Vec<Xy> {
        let mut v = vec![];
        for dy in -1..=1 {
            for dx in -1..=1 {
                let c = (xy.0 + dx, xy.1 + dy);
                if self.filled(c) {
                    v.push(c);
                }
            }
        }
        v
    }

    /// What a city, road or monastery is worth, by the tables of RULES 2
    /// (R-B2a, R-G6): (rule id, value, tile count, cells).
    pub fn base_value(
        &self,
        nodes: &BTreeSet<Node>,
        end: bool,
    ) -> (&'static str, u32, u32, Vec<Xy>) {
        let Some(first) = nodes.iter().next() else {
            return ("", 0, 0, vec![]);
        };
        let cells = self.cells(nodes);
        let tiles = cells.len() as u32;
        match self.kind(*first) {
            FeatureKind::City => {
                let shields: u32 = nodes.iter().map(|n| self.feat(*n).shields).sum();
                let complete = self.open_places(nodes) == 0;
                let fixed = (nodes.len() == 1)
                    .then(|| self.feat(*first).fixed)
                    .flatten();
                match (complete, fixed) {
                    (true, Some(v)) => ("R-G6", v, tiles, cells),
                    (true, None) if self.options.two_tile_city && tiles == 2 => {
                        ("R-B2a", 2, tiles, cells)
                    }
                    (true, None) => ("§2 city", 2 * tiles + 2 * shields, tiles, cells),
                    (false, _) => ("§2 end: city", tiles + shields, tiles, cells),
                }
            }
            FeatureKind::Road => {
                let rule = if end { "§2 end: road" } else { "§2 road" };
                (rule, tiles, tiles, cells)
            }
            FeatureKind::Monastery => {
                let area = self.monastery_area(self.laid[first.0].xy);
                let mut area = area;
                area.sort_unstable();
                let n = area.len() as u32;
                if n == 9 {
                    ("§2 monastery", 9, n, area)
                } else {
                    ("§2 end: monastery", n, n, area)
                }
            }
            _ => ("", 0, 0, cells),
        }
    }

    /// True if a city or road has no open place, or a monastery is surrounded.
    pub fn base_complete(&self, nodes: &BTreeSet<Node>) -> bool {
        match nodes.iter().next() {
            Some(n) if self.kind(*n) == FeatureKind::Monastery => {
                self.monastery_area(self.laid[n.0].xy).len() == 9
            }
            Some(_) => self.open_places(nodes) == 0,
            None => false,
        }
    }

    /// RULES 2 step 3: every completed city, road and monastery with
    /// followers scores and its followers go home.
    pub fn base_score_play(&mut self, events: &mut Vec<RefEvent>) {
        for (nodes, holders) in self.occupied() {
            let kind = self.kind(*nodes.iter().next().unwrap_or(&(0, 0)));
            if kind == FeatureKind::Field || !self.base_complete(&nodes) {
                continue;
            }
            let (rule, value, tile_count, cells) = self.base_value(&nodes, false);
            let ev = RefEvent {
                end: false,
                kind,
                rule,
                points: self.majority(&holders, value),
                tile_count,
                cells,
            };
            self.pay(ev, events);
            self.return_followers(&nodes);
        }
    }

    /// The end of a base game: every feature with followers, fields by R-B3/R-B4.
    pub fn base_finish(&mut self, events: &mut Vec<RefEvent>) {
        for (nodes, holders) in self.occupied() {
            let kind = self.kind(*nodes.iter().next().unwrap_or(&(0, 0)));
            let (rule, value, tile_count, cells) = if kind == FeatureKind::Field {
                if !self.options.farmers {
                    continue;
                }
                let cities = self.completed_cities_touched(&nodes);
                let cells = self.cells(&nodes);
                ("R-B3", 3 * cities, cells.len() as u32, cells)
            } else {
                self.base_value(&nodes, true)
            };
            let ev = RefEvent {
                end: true,
                kind,
                rule,
                points: self.majority(&holders, value),
                tile_count,
                cells,
            };
            self.pay(ev, events);
        }
    }

    /// R-B4: the distinct completed cities a field touches.
    pub fn completed_cities_touched(&self, field: &BTreeSet<Node>) -> u32 {
        let mut cities: Vec<BTreeSet<Node>> = vec![];
        for n in field {
            for c in self.feat(*n).touches.clone() {
                let node = (n.0, c);
                if cities.iter().any(|f| f.contains(&node)) {
                    continue;
                }
                cities.push(self.feature(node));
            }
        }
        cities.iter().filter(|c| self.open_places(c) == 0).count() as u32
    }
}
