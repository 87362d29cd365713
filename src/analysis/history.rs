//! The whole scoring history of a game, as a referee reads it: every
//! scoring during play (the move that caused it, who moved, the feature,
//! its tiles, shields or market kinds, followers per player, points per
//! player, the rulings applied) and the end scoring, or mid-game the
//! scoring if the game ended now.

use crate::engine::model::scoring::{Rule, ScoreEvent, ScoreTime};
use crate::engine::{FeatureKind, Game, State};
use serde::Serialize;

/// One scoring.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct HistoryEvent {
    /// Index (0-based) of the move that caused it; None in the end scoring.
    pub turn: Option<usize>,
    /// "play" or "end".
    pub time: &'static str,
    /// city, road, monastery, field, street, market, residential, wall, guard or tower.
    pub kind: &'static str,
    /// The player who made the move (None in the end scoring).
    pub player: Option<usize>,
    /// Points per player, 0 for those who score nothing.
    pub points: Vec<u32>,
    /// The ruling ids applied (RULES.md numbering).
    pub rules: Vec<String>,
    /// The feature's tiles as (x, y).
    pub tiles: Vec<(i32, i32)>,
    pub tile_count: u16,
    /// Cities: shields; guards: public buildings.
    pub shields: u16,
    /// Fields: completed cities touched; markets: kinds; residential areas:
    /// markets bordered; guards: historic buildings.
    pub counted: u16,
    /// Followers on the feature per player.
    pub followers: Vec<u8>,
    /// The scoring in words.
    pub text: String,
}

fn kind_name(e: &ScoreEvent) -> &'static str {
    match (e.kind, e.rule) {
        (_, Rule::Guard) => "guard",
        (_, Rule::Tower) => "tower",
        (FeatureKind::City, _) => "city",
        (FeatureKind::Road, _) => "road",
        (FeatureKind::Monastery, _) => "monastery",
        (FeatureKind::Field, _) => "field",
        (FeatureKind::Street, _) => "street",
        (FeatureKind::Market, _) => "market",
        (FeatureKind::Residential, _) => "residential",
        (FeatureKind::Wall, _) => "wall",
    }
}

/// One engine event for the record.
pub fn event(
    e: &ScoreEvent,
    players: usize,
    turn: Option<usize>,
    player: Option<usize>,
) -> HistoryEvent {
    let mut rules = vec![e.rule.id().to_string()];
    match (e.kind, e.gates) {
        (_, 0) => {}
        (FeatureKind::City, _) => rules.push("R-G3".into()),
        (_, _) => rules.push("R-G4".into()),
    }
    if e.kind == FeatureKind::Field {
        rules.push("R-B4".into());
    }
    let holders = e.followers.iter().take(players).filter(|c| **c > 0).count();
    if holders > 1 {
        rules.push("§1 majority".into());
    }
    HistoryEvent {
        turn: if e.time == ScoreTime::End { None } else { turn },
        time: if e.time == ScoreTime::End {
            "end"
        } else {
            "play"
        },
        kind: kind_name(e),
        player: if e.time == ScoreTime::End {
            None
        } else {
            player
        },
        points: (0..players)
            .map(|p| {
                if e.winners & (1 << p) != 0 {
                    e.value
                } else {
                    0
                }
            })
            .collect(),
        rules,
        tiles: e.tiles.iter().map(|c| (c.x, c.y)).collect(),
        tile_count: e.tile_count,
        shields: e.shields,
        counted: e.cities,
        followers: e.followers[..players.min(e.followers.len())].to_vec(),
        text: crate::wording::explain(e, &crate::analysis::player_name),
    }
}

/// Every scoring of a game so far, then the end scoring (done, or as if the game ended now).
pub fn history(game: &Game) -> Vec<HistoryEvent> {
    let n = game.state().players();
    let mut v: Vec<HistoryEvent> = game
        .log()
        .iter()
        .enumerate()
        .flat_map(|(i, r)| {
            r.events
                .iter()
                .map(move |e| event(e, n, Some(i), Some(r.player)))
        })
        .collect();
    if !game.state().is_over() {
        v.extend(end_now(game.state()));
    }
    v
}

/// The scoring if the game ended now (a position without history).
pub fn end_now(st: &State) -> Vec<HistoryEvent> {
    let n = st.players();
    st.end_now()
        .1
        .iter()
        .filter(|e| e.time == ScoreTime::End)
        .map(|e| event(e, n, None, None))
        .collect()
}
