//! Scores in words: how a value was computed, and one line that explains a
//! scoring with the rule it applies.

use super::count;
use super::features::{feature_name, followers_name};
use crate::engine::FeatureKind;
use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::scoring::{Rule, ScoreEvent};

/// How the value was computed, in words and numbers.
pub fn formula(ev: &ScoreEvent) -> String {
    let tiles = count(ev.tile_count as u32, "tile", "tiles");
    let shields = count(ev.shields as u32, "shield", "shields");
    match ev.rule {
        Rule::CityComplete => format!("{tiles} x 2 + {shields} x 2 = {}", ev.value),
        Rule::CityIncomplete => format!("{tiles} x 1 + {shields} x 1 = {}", ev.value),
        Rule::TwoTileCity => {
            format!("{tiles}, {shields}: the old rule's flat 2 = {}", ev.value)
        }
        Rule::RoadComplete | Rule::RoadIncomplete => {
            format!("{tiles} x 1 = {}", ev.value)
        }
        Rule::MonasteryComplete => "9 (all 8 neighbours filled)".to_string(),
        Rule::MonasteryIncomplete => {
            format!("{} of 9 cells filled x 1 = {}", ev.tile_count, ev.value)
        }
        Rule::Field => format!(
            "{} x 3 = {}",
            count(ev.cities as u32, "completed city", "completed cities"),
            ev.value
        ),
        Rule::FourGates => "fixed 4".to_string(),
        Rule::Street => format!(
            "{tiles} x {} = {}",
            if ev.tile_count >= 4 { 2 } else { 1 },
            ev.value
        ),
        Rule::Market => format!(
            "{tiles} x {} = {}",
            count(ev.cities as u32, "kind", "kinds"),
            ev.value
        ),
        Rule::Tower => format!(
            "{} x 1 = {}",
            count(ev.tile_count as u32, "wall piece", "wall pieces"),
            ev.value
        ),
        Rule::Residence => format!(
            "{} x 2 = {}",
            count(ev.cities as u32, "market", "markets"),
            ev.value
        ),
        Rule::Guard => format!(
            "{} x 2 + {} x 3 = {}",
            count(ev.shields as u32, "public building", "public buildings"),
            count(ev.cities as u32, "historic building", "historic buildings"),
            ev.value
        ),
    }
}

/// A one-line explanation, naming players through `name`.
pub fn explain(ev: &ScoreEvent, name: &dyn Fn(usize) -> String) -> String {
    let who: Vec<String> = ev.winner_list().map(name).collect();
    let holders: Vec<String> = (0..MAX_PLAYERS)
        .filter(|p| ev.followers[*p] > 0)
        .map(|p| format!("{} {}", name(p), ev.followers[p]))
        .collect();
    // Towers and guards are not features that complete: say what they are.
    if matches!(ev.rule, Rule::Tower | Rule::Guard) {
        return format!(
            "{} at {}: {}. {} score{} {}. [{}]",
            if ev.rule == Rule::Tower {
                "tower"
            } else {
                "guard"
            },
            ev.anchor,
            formula(ev),
            who.join(" and "),
            if who.len() == 1 { "s" } else { "" },
            ev.value,
            ev.rule.id()
        );
    }
    // Fields and residential areas are never "incomplete": they score
    // at the end whatever their state.
    let state = match ev.kind {
        FeatureKind::Field | FeatureKind::Residential => "",
        _ if ev.complete => "complete ",
        _ => "incomplete ",
    };
    let tie = if ev.is_tie() {
        " (tie: each scores in full)"
    } else {
        ""
    };
    // A gate is why such a city closes or such a road ends: cite it.
    let (gates, gate_rule) = match (ev.gates, ev.kind) {
        (0, _) => (String::new(), ""),
        (1, FeatureKind::City) => (" Its gate closes that side.".to_string(), ", R-G3"),
        (n, FeatureKind::City) => (format!(" Its {n} gates close those sides."), ", R-G3"),
        (1, _) => (" It ends at a gate.".to_string(), ", R-G4"),
        (n, _) => (format!(" {n} of its ends meet gates."), ", R-G4"),
    };
    format!(
        "{}{} at {}: {}.{} {}: {}. {} score{} {}{}. [{}{}]",
        state,
        feature_name(ev.kind),
        ev.anchor,
        formula(ev),
        gates,
        followers_name(ev.kind),
        holders.join(", "),
        who.join(" and "),
        if who.len() == 1 { "s" } else { "" },
        ev.value,
        tie,
        ev.rule.id(),
        gate_rule
    )
}
