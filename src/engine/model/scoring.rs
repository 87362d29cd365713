//! Scoring events: who scored what for which feature, and by which rule.

use super::features::MAX_PLAYERS;
use super::geometry::Cell;
use super::tile::FeatureKind;
use serde::{Deserialize, Serialize};

/// A rule or numbered ruling that a score applies (see shared/RULES.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rule {
    CityComplete,
    RoadComplete,
    MonasteryComplete,
    CityIncomplete,
    RoadIncomplete,
    MonasteryIncomplete,
    /// R-B3 with R-B4: fields pay 3 per completed city touched.
    Field,
    /// R-B2 option: a completed 2-tile city scores 2.
    TwoTileCity,
    /// R-G6: the four-gate city scores a fixed 4.
    FourGates,
    /// The City, section 4.4: a completed street.
    Street,
    /// The City, section 4.4: a completed market.
    Market,
    /// The City, R-C12: a tower.
    Tower,
    /// The City, R-C15: a residential area at the end.
    Residence,
    /// The City, R-C16: a guard at the end.
    Guard,
}

impl Rule {
    /// The rule's id as RULES.md numbers it (section for unnumbered rules).
    pub fn id(self) -> &'static str {
        match self {
            Rule::CityComplete => "§2 city",
            Rule::RoadComplete => "§2 road",
            Rule::MonasteryComplete => "§2 monastery",
            Rule::CityIncomplete => "§2 end: city",
            Rule::RoadIncomplete => "§2 end: road",
            Rule::MonasteryIncomplete => "§2 end: monastery",
            Rule::Field => "R-B3",
            Rule::TwoTileCity => "R-B2a",
            Rule::FourGates => "R-G6",
            Rule::Street => "§4.4 street",
            Rule::Market => "§4.4 market",
            Rule::Tower => "R-C12",
            Rule::Residence => "R-C15",
            Rule::Guard => "R-C16",
        }
    }

    /// The rule's text, short.
    pub fn text(self) -> &'static str {
        match self {
            Rule::CityComplete => "A completed city scores 2 per tile and 2 per shield.",
            Rule::RoadComplete => "A completed road scores 1 per tile.",
            Rule::MonasteryComplete => "A monastery with all 8 surrounding cells filled scores 9.",
            Rule::CityIncomplete => {
                "At the end, an incomplete city scores 1 per tile and 1 per shield."
            }
            Rule::RoadIncomplete => "At the end, an incomplete road scores 1 per tile.",
            Rule::MonasteryIncomplete => {
                "At the end, an incomplete monastery scores 1 per tile in its 3x3 area, itself included."
            }
            Rule::Field => {
                "Fields are scored one at a time: each pays 3 per completed city it touches to its majority holder(s); a city touching several fields pays in each (R-B3, R-B4)."
            }
            Rule::TwoTileCity => {
                "Option: a completed city of exactly 2 tiles scores exactly 2, shields included (R-B2a)."
            }
            Rule::FourGates => {
                "The four-gate city is complete when placed; a knight on it scores a fixed 4 at once (R-G6)."
            }
            Rule::Street => {
                "A completed street scores 1 per tile if it has 1-3 tiles, 2 per tile if it has 4 or more. A wall piece ends a street too (R-C13)."
            }
            Rule::Market => {
                "A completed market scores its tiles times the number of different market kinds in it (1-3). A wall piece closes a market half too (R-C13)."
            }
            Rule::Tower => {
                "A tower at an end of the wall scores 1 per wall piece between it and the previous tower, or the gate, on that side (R-C12)."
            }
            Rule::Residence => {
                "At the end, a residential area scores 2 per market it borders, on a tile or across a side, each market once (R-C15)."
            }
            Rule::Guard => {
                "At the end, a guard scores 2 per public and 3 per historic building on the tiles in front of it, up to the first empty cell or the far wall; each guard on its own (R-C16)."
            }
        }
    }
}

/// "1 tile", "2 tiles": a number with the noun in the right number.
pub fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Majority (section 1): the most followers score in full, ties all score.
pub const MAJORITY_RULE: &str = "Majority: the player(s) with the most followers on a feature score its full value; tied players each score in full.";

/// When a score happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoreTime {
    /// During play, when the feature was completed.
    Play,
    /// In the end-of-game scoring.
    End,
}

/// One scoring of one feature.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScoreEvent {
    pub kind: FeatureKind,
    pub rule: Rule,
    pub time: ScoreTime,
    /// The feature's tiles (empty when the engine runs without detail, as in search).
    pub tiles: Vec<Cell>,
    /// Distinct tiles (for a monastery: filled cells of its 3x3 area).
    pub tile_count: u16,
    /// Shields (cities); public buildings (guards).
    pub shields: u16,
    /// Fields: completed cities touched; markets: kinds; residential areas:
    /// markets bordered; guards: historic buildings.
    pub cities: u16,
    pub complete: bool,
    /// Followers on the feature per player.
    pub followers: [u8; MAX_PLAYERS],
    /// Points each winner scores.
    pub value: u32,
    /// Players who scored (bit set).
    pub winners: u8,
    /// A cell of the feature, for pointing at it.
    pub anchor: Cell,
    /// The feature's root node at scoring time (for highlighting).
    pub node: u16,
    /// City Gates, when explaining: the city's gates (R-G3) or the road's
    /// ends at gates (R-G4); 0 otherwise.
    pub gates: u16,
}

impl ScoreEvent {
    /// The players who scored.
    pub fn winner_list(&self) -> impl Iterator<Item = usize> + '_ {
        (0..MAX_PLAYERS).filter(|p| self.winners & (1 << p) != 0)
    }

    /// True when more than one player scored (a majority tie).
    pub fn is_tie(&self) -> bool {
        self.winners.count_ones() > 1
    }

    /// How the value was computed, in words and numbers.
    pub fn formula(&self) -> String {
        let tiles = count(self.tile_count as u32, "tile", "tiles");
        let shields = count(self.shields as u32, "shield", "shields");
        match self.rule {
            Rule::CityComplete => format!("{tiles} x 2 + {shields} x 2 = {}", self.value),
            Rule::CityIncomplete => format!("{tiles} x 1 + {shields} x 1 = {}", self.value),
            Rule::TwoTileCity => {
                format!("{tiles}, {shields}: the old rule's flat 2 = {}", self.value)
            }
            Rule::RoadComplete | Rule::RoadIncomplete => {
                format!("{tiles} x 1 = {}", self.value)
            }
            Rule::MonasteryComplete => "9 (all 8 neighbours filled)".to_string(),
            Rule::MonasteryIncomplete => {
                format!("{} of 9 cells filled x 1 = {}", self.tile_count, self.value)
            }
            Rule::Field => format!(
                "{} x 3 = {}",
                count(self.cities as u32, "completed city", "completed cities"),
                self.value
            ),
            Rule::FourGates => "fixed 4".to_string(),
            Rule::Street => format!(
                "{tiles} x {} = {}",
                if self.tile_count >= 4 { 2 } else { 1 },
                self.value
            ),
            Rule::Market => format!(
                "{tiles} x {} = {}",
                count(self.cities as u32, "kind", "kinds"),
                self.value
            ),
            Rule::Tower => format!(
                "{} x 1 = {}",
                count(self.tile_count as u32, "wall piece", "wall pieces"),
                self.value
            ),
            Rule::Residence => format!(
                "{} x 2 = {}",
                count(self.cities as u32, "market", "markets"),
                self.value
            ),
            Rule::Guard => format!(
                "{} x 2 + {} x 3 = {}",
                count(self.shields as u32, "public building", "public buildings"),
                count(
                    self.cities as u32,
                    "historic building",
                    "historic buildings"
                ),
                self.value
            ),
        }
    }

    /// A one-line explanation, naming players through `name`.
    pub fn explain(&self, name: &dyn Fn(usize) -> String) -> String {
        let who: Vec<String> = self.winner_list().map(name).collect();
        let holders: Vec<String> = (0..MAX_PLAYERS)
            .filter(|p| self.followers[*p] > 0)
            .map(|p| format!("{} {}", name(p), self.followers[p]))
            .collect();
        // Towers and guards are not features that complete: say what they are.
        if matches!(self.rule, Rule::Tower | Rule::Guard) {
            return format!(
                "{} at {}: {}. {} score{} {}. [{}]",
                if self.rule == Rule::Tower {
                    "tower"
                } else {
                    "guard"
                },
                self.anchor,
                self.formula(),
                who.join(" and "),
                if who.len() == 1 { "s" } else { "" },
                self.value,
                self.rule.id()
            );
        }
        // Fields and residential areas are never "incomplete": they score
        // at the end whatever their state.
        let state = match self.kind {
            FeatureKind::Field | FeatureKind::Residential => "",
            _ if self.complete => "complete ",
            _ => "incomplete ",
        };
        let tie = if self.is_tie() {
            " (tie: each scores in full)"
        } else {
            ""
        };
        // A gate is why such a city closes or such a road ends: cite it.
        let (gates, gate_rule) = match (self.gates, self.kind) {
            (0, _) => (String::new(), ""),
            (1, FeatureKind::City) => (" Its gate closes that side.".to_string(), ", R-G3"),
            (n, FeatureKind::City) => (format!(" Its {n} gates close those sides."), ", R-G3"),
            (1, _) => (" It ends at a gate.".to_string(), ", R-G4"),
            (n, _) => (format!(" {n} of its ends meet gates."), ", R-G4"),
        };
        format!(
            "{}{} at {}: {}.{} {}: {}. {} score{} {}{}. [{}{}]",
            state,
            self.kind.name(),
            self.anchor,
            self.formula(),
            gates,
            self.kind.followers_name(),
            holders.join(", "),
            who.join(" and "),
            if who.len() == 1 { "s" } else { "" },
            self.value,
            tie,
            self.rule.id(),
            gate_rule
        )
    }
}
