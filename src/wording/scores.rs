//! Scores in words: how a value was computed, and one line that explains a
//! scoring with the rule it applies.

use super::features::{feature_name, followers_name};
use crate::engine::FeatureKind;
use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::scoring::{Rule, ScoreEvent};

/// How the value was computed, in words and numbers.
pub fn formula(ev: &ScoreEvent) -> String {
    match ev.rule {
        Rule::CityComplete => format!(
            "{} tiles x 2 + {} shields x 2 = {}",
            ev.tile_count, ev.shields, ev.value
        ),
        Rule::CityIncomplete | Rule::TwoTileCity => format!(
            "{} tiles x 1 + {} shields x 1 = {}",
            ev.tile_count, ev.shields, ev.value
        ),
        Rule::RoadComplete | Rule::RoadIncomplete => {
            format!("{} tiles x 1 = {}", ev.tile_count, ev.value)
        }
        Rule::MonasteryComplete => "9 (all 8 neighbours filled)".to_string(),
        Rule::MonasteryIncomplete => {
            format!("{} of 9 cells filled x 1 = {}", ev.tile_count, ev.value)
        }
        Rule::Field => format!("{} completed cities x 3 = {}", ev.cities, ev.value),
        Rule::FourGates => "fixed 4".to_string(),
        Rule::Street => format!(
            "{} tiles x {} = {}",
            ev.tile_count,
            if ev.tile_count >= 4 { 2 } else { 1 },
            ev.value
        ),
        Rule::Market => format!(
            "{} tiles x {} kinds = {}",
            ev.tile_count, ev.cities, ev.value
        ),
        Rule::Tower => format!("{} wall pieces x 1 = {}", ev.tile_count, ev.value),
        Rule::Residence => format!("{} markets x 2 = {}", ev.cities, ev.value),
        Rule::Guard => format!(
            "{} public buildings x 2 + {} historic x 3 = {}",
            ev.shields, ev.cities, ev.value
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
    let state = if ev.complete {
        "complete"
    } else {
        "incomplete"
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
        "{} {} at {}: {}.{} {}: {}. {} score{} {}{}. [{}{}]",
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
