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
}

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
    /// The feature's place on the anchor's tile as files name it ("Es";
    /// a guard's wall side), when that tile holds another of its kind
    /// (the fields either side of a road): "field at (1, 0)" would name
    /// either. None otherwise, and when the engine runs without detail.
    #[serde(default, skip_deserializing)]
    pub place: Option<&'static str>,
    /// The feature's root node at scoring time (for highlighting).
    pub node: u16,
    /// City Gates, when explaining: the city's gates (R-G3) or the road's
    /// ends at gates (R-G4); 0 otherwise.
    pub gates: u16,
}

impl ScoreEvent {
    /// Where the feature is, as explanations say it: "(1, 0)", or
    /// "(1, 0) Es" when the cell holds another of its kind.
    pub fn at(&self) -> String {
        match &self.place {
            Some(p) => format!("{} {p}", self.anchor),
            None => self.anchor.to_string(),
        }
    }

    /// The players who scored.
    pub fn winner_list(&self) -> impl Iterator<Item = usize> + '_ {
        (0..MAX_PLAYERS).filter(|p| self.winners & (1 << p) != 0)
    }

    /// True when more than one player scored (a majority tie).
    pub fn is_tie(&self) -> bool {
        self.winners.count_ones() > 1
    }
}
