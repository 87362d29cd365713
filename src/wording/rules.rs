//! The rules in words: what each rule that a score applies says.

use crate::engine::model::scoring::Rule;

/// Majority (section 1): the most followers score in full, ties all score.
pub const MAJORITY_RULE: &str = "Majority: the player(s) with the most followers on a feature score its full value; tied players each score in full.";

/// The rule's text, short.
pub fn rule_text(rule: Rule) -> &'static str {
    match rule {
        Rule::CityComplete => "A completed city scores 2 per tile and 2 per shield.",
        Rule::RoadComplete => "A completed road scores 1 per tile.",
        Rule::MonasteryComplete => "A monastery with all 8 surrounding cells filled scores 9.",
        Rule::CityIncomplete => {
            "At the end, an unfinished city scores 1 per tile and 1 per shield."
        }
        Rule::RoadIncomplete => "At the end, an unfinished road scores 1 per tile.",
        Rule::MonasteryIncomplete => {
            "At the end, an unfinished monastery scores 1 per tile in its 3x3 area, itself included."
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
