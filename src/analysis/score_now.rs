//! "Score now": the table if the game ended now, event by event, each with
//! the rule it applies (the engine's `end_now` on a copy).

use super::player_name;
use crate::engine::model::geometry::Cell;
use crate::engine::model::scoring::{ScoreEvent, ScoreTime};
use crate::engine::model::tile::FeatureKind;
use crate::engine::{MAX_PLAYERS, State};
use crate::wording::MAJORITY_RULE;
use serde::Serialize;

/// One scoring of one feature, ready to show.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EventInfo {
    pub kind: FeatureKind,
    /// During play (the feature was completed) or in the end scoring.
    pub time: ScoreTime,
    /// The rule's id as RULES.md numbers it, e.g. "R-B3" or "§2 city".
    pub rule_id: &'static str,
    /// The rule's short text.
    pub rule_text: &'static str,
    /// How the value was computed, e.g. "3 tiles x 2 + 1 shields x 2 = 8".
    pub formula: String,
    /// One line in words, naming players P1, P2, ...
    pub explain: String,
    pub complete: bool,
    /// Points each winner scores.
    pub value: u32,
    /// Players (0-based) who scored.
    pub winners: Vec<usize>,
    /// More than one winner: each scores in full (majority, RULES.md section 1).
    pub tie: bool,
    /// Followers on the feature per player.
    pub followers: Vec<u8>,
    /// The feature's tiles (a monastery: itself first, then its filled neighbours).
    pub tiles: Vec<Cell>,
    /// A cell of the feature to point at.
    pub anchor: Cell,
    /// The feature's root node at scoring time.
    pub node: u16,
    /// The engine's event itself, for screens that explain it in another
    /// language than `formula` and `explain` (not part of the command
    /// line's output).
    #[serde(skip)]
    pub event: ScoreEvent,
}

impl EventInfo {
    /// The shown form of an engine score event.
    pub fn from_event(e: &ScoreEvent, players: usize) -> EventInfo {
        let n = players.min(MAX_PLAYERS);
        EventInfo {
            kind: e.kind,
            time: e.time,
            rule_id: e.rule.id(),
            rule_text: crate::wording::rule_text(e.rule),
            formula: crate::wording::formula(e),
            explain: crate::wording::explain(e, &player_name),
            complete: e.complete,
            value: e.value,
            winners: e.winner_list().collect(),
            tie: e.is_tie(),
            followers: e.followers[..n].to_vec(),
            tiles: e.tiles.clone(),
            anchor: e.anchor,
            node: e.node,
            event: e.clone(),
        }
    }
}

/// The scores if the game ended now.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScoreNow {
    /// Scores so far.
    pub current: Vec<u32>,
    /// Scores after the end scoring.
    pub final_scores: Vec<u32>,
    /// What the end scoring adds per player.
    pub gains: Vec<u32>,
    /// Players (0-based) with the highest final score (a tie shares the win).
    pub leaders: Vec<usize>,
    /// The end scoring, event by event: cities, roads, monasteries, then fields.
    pub events: Vec<EventInfo>,
    /// The majority rule every event applies (RULES.md section 1).
    pub majority_rule: &'static str,
}

/// The table if the game ended now (incomplete features and fields scored).
pub fn score_now(st: &State) -> ScoreNow {
    let players = st.players();
    let current = st.scores().to_vec();
    let (final_scores, events) = st.end_now();
    let gains = final_scores
        .iter()
        .zip(&current)
        .map(|(f, c)| f.saturating_sub(*c))
        .collect();
    let best = final_scores.iter().copied().max().unwrap_or(0);
    let leaders = (0..players).filter(|p| final_scores[*p] == best).collect();
    ScoreNow {
        current,
        final_scores,
        gains,
        leaders,
        events: events
            .iter()
            .filter(|e| e.time == ScoreTime::End)
            .map(|e| EventInfo::from_event(e, players))
            .collect(),
        majority_rule: MAJORITY_RULE,
    }
}
