//! Scores in words: how a value was computed, and one line that explains a
//! scoring with the rule it applies.

use super::counts::count;
use super::features::{feature_name, follower_name, followers_name};
use crate::engine::FeatureKind;
use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::scoring::{Rule, ScoreEvent};

/// How the value was computed, in words and numbers.
pub fn formula(ev: &ScoreEvent) -> String {
    match ev.rule {
        Rule::CityComplete => format!(
            "{} x 2 + {} x 2 = {}",
            tiles(ev.tile_count),
            shields(ev.shields),
            ev.value
        ),
        Rule::CityIncomplete => format!(
            "{} x 1 + {} x 1 = {}",
            tiles(ev.tile_count),
            shields(ev.shields),
            ev.value
        ),
        Rule::TwoTileCity => format!(
            "{}, {}: the old rule's flat 2 = {}",
            tiles(ev.tile_count),
            shields(ev.shields),
            ev.value
        ),
        Rule::RoadComplete | Rule::RoadIncomplete => {
            format!("{} x 1 = {}", tiles(ev.tile_count), ev.value)
        }
        Rule::MonasteryComplete => "9 (all 8 neighbours filled)".to_string(),
        Rule::MonasteryIncomplete => {
            format!("{} of 9 cells filled x 1 = {}", ev.tile_count, ev.value)
        }
        Rule::Field => format!(
            "{} x 3 = {}",
            count(ev.cities, "completed city", "completed cities"),
            ev.value
        ),
        Rule::FourGates => "fixed 4".to_string(),
        Rule::Street => format!(
            "{} x {} = {}",
            tiles(ev.tile_count),
            if ev.tile_count >= 4 { 2 } else { 1 },
            ev.value
        ),
        Rule::Market => format!(
            "{} x {} = {}",
            tiles(ev.tile_count),
            count(ev.cities, "kind", "kinds"),
            ev.value
        ),
        Rule::Tower => format!(
            "{} x 1 = {}",
            count(ev.tile_count, "wall piece", "wall pieces"),
            ev.value
        ),
        Rule::Residence => format!(
            "{} x 2 = {}",
            count(ev.cities, "market", "markets"),
            ev.value
        ),
        Rule::Guard => format!(
            "{} x 2 + {} x 3 = {}",
            count(ev.shields, "public building", "public buildings"),
            count(ev.cities, "historic building", "historic buildings"),
            ev.value
        ),
    }
}

fn tiles<N: Into<u64>>(n: N) -> String {
    count(n, "tile", "tiles")
}

fn shields<N: Into<u64>>(n: N) -> String {
    count(n, "shield", "shields")
}

/// A one-line explanation, naming players through `name`.
pub fn explain(ev: &ScoreEvent, name: &dyn Fn(usize) -> String) -> String {
    let who: Vec<String> = ev.winner_list().map(name).collect();
    let holders: Vec<String> = (0..MAX_PLAYERS)
        .filter(|p| ev.followers[*p] > 0)
        .map(|p| {
            let n = ev.followers[p];
            let kind = if n == 1 {
                follower_name(ev.kind)
            } else {
                followers_name(ev.kind)
            };
            format!("{} has {} {kind}", name(p), n)
        })
        .collect();
    // Towers and guards are not features that complete: say what they are.
    if matches!(ev.rule, Rule::Tower | Rule::Guard) {
        return format!(
            "{} at {}: {}. {} score{} {}. [{}]",
            if ev.rule == Rule::Tower {
                "Tower"
            } else {
                "Guard"
            },
            ev.at(),
            formula(ev),
            who.join(" and "),
            if who.len() == 1 { "s" } else { "" },
            count(ev.value, "point", "points"),
            ev.rule.id()
        );
    }
    // Fields and residential areas are never complete or not: they score
    // at the end whatever their state.
    let state = if matches!(ev.kind, FeatureKind::Field | FeatureKind::Residential) {
        ""
    } else if ev.complete {
        "completed "
    } else {
        "unfinished "
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
    let holders = if holders.is_empty() {
        String::new()
    } else {
        format!(" {}.", holders.join(", "))
    };
    let scores = if who.is_empty() {
        "Nobody scores.".to_string()
    } else {
        format!(
            "{} score{} {}{}.",
            who.join(" and "),
            if who.len() == 1 { "s" } else { "" },
            count(ev.value, "point", "points"),
            tie
        )
    };
    let mut line = format!(
        "{}{} at {}: {}.{}{} {} [{}{}]",
        state,
        feature_name(ev.kind),
        ev.at(),
        formula(ev),
        gates,
        holders,
        scores,
        ev.rule.id(),
        gate_rule
    );
    if let Some(first) = line.get(..1) {
        line = first.to_uppercase() + &line[1..];
    }
    line
}
