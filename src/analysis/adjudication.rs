//! The engine's full ruling on a position: the drawn tile and its legal
//! placements, every feature with what it is made of, and the score table if
//! the game ended now with every scoring explained. Used by
//! `carcassonne-cli adjudicate` and the app's "ruling" view.

use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::scoring::{ScoreEvent, ScoreTime};
use crate::engine::{FeatureKind, State};
use crate::wording::{MAJORITY_RULE, count};
use serde::Serialize;

/// One feature on the board.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct FeatureReport {
    pub kind: FeatureKind,
    /// The feature's tiles as (x, y); for a monastery, its own cell.
    pub tiles: Vec<(i32, i32)>,
    pub shields: u16,
    /// Places where it still faces an empty cell (city sides, road ends, field halves).
    pub open_sides: u16,
    /// Followers per player.
    pub followers: Vec<u8>,
    pub complete: bool,
    /// What its majority holders would score at the end (0 for a completed, scored feature).
    pub end_value: u32,
    /// Fields: completed cities touched / all cities touched.
    pub cities_completed: u16,
    pub cities_touched: u16,
    /// The City: market kinds in a market; markets a residential area borders (R-C15).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub markets: Option<u16>,
}

/// The City's walls and stacks.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct CityReport {
    /// What is to be decided now, e.g. "place", "gate", "wall", "tower", "over".
    pub phase: String,
    /// Tiles left in stacks 1-3 and the stack in use.
    pub stacks: [u8; 3],
    pub stack: u8,
    pub gate: Option<(i32, i32, String)>,
    pub wall_pieces: usize,
    pub wall_supply: u8,
    /// Unwalled outline edges between the two ends of the wall.
    pub wall_gap: usize,
    pub guards: Vec<u8>,
    pub towers_left: Vec<u8>,
    pub wall_rounds: u32,
    /// How the game ended (R-C14a-d), if it has.
    pub end: Option<String>,
}

/// One scoring event, explained.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct EventReport {
    pub text: String,
    pub rule: String,
    pub rule_text: String,
    pub kind: FeatureKind,
    pub value: u32,
    pub winners: Vec<usize>,
    pub tiles: Vec<(i32, i32)>,
}

impl EventReport {
    /// Explains an event, naming players P1, P2, ...
    pub fn new(e: &ScoreEvent) -> EventReport {
        let mut rule_text = crate::wording::rule_text(e.rule).to_string();
        if e.is_tie() {
            rule_text = format!("{rule_text} {MAJORITY_RULE}");
        }
        EventReport {
            text: crate::wording::explain(e, &|p| format!("P{}", p + 1)),
            rule: e.rule.id().to_string(),
            rule_text,
            kind: e.kind,
            value: e.value,
            winners: e.winner_list().collect(),
            tiles: e.tiles.iter().map(|c| (c.x, c.y)).collect(),
        }
    }
}

/// The whole ruling.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Adjudication {
    pub players: usize,
    pub turn: u32,
    pub to_move: usize,
    pub over: bool,
    pub drawn: Option<String>,
    pub legal_placements: usize,
    pub remaining_tiles: usize,
    pub discards: Vec<String>,
    pub scores: Vec<u32>,
    pub supplies: Vec<u8>,
    pub features: Vec<FeatureReport>,
    /// The scoring if the game ended now, event by event.
    pub end_events: Vec<EventReport>,
    pub end_scores: Vec<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub city: Option<CityReport>,
    /// The whole scoring history: every scoring during play (of a saved
    /// game), then the end scoring, done or as if the game ended now.
    pub events: Vec<crate::analysis::history::HistoryEvent>,
}

/// Rules on a game with its history (a saved game).
pub fn adjudicate_game(game: &crate::engine::Game) -> Adjudication {
    let mut a = adjudicate(game.state());
    a.events = crate::analysis::history::history(game);
    a
}

/// Rules on a state.
pub fn adjudicate(st: &State) -> Adjudication {
    let ts = st.tileset();
    let n = st.players();
    let f = st.features();
    let mut features: Vec<FeatureReport> = f
        .roots()
        .map(|r| {
            let node = f.node(r);
            let placed = st.board().placed();
            let tiles: Vec<(i32, i32)> = f
                .tiles_of(r)
                .iter()
                .map(|i| {
                    let c = placed[*i as usize].cell;
                    (c.x, c.y)
                })
                .collect();
            let v = st.feature_value(r, ScoreTime::End);
            let (cc, ct) = if node.kind == FeatureKind::Field {
                (
                    st.completed_cities_touched(r).len() as u16,
                    st.cities_touched(r).len() as u16,
                )
            } else {
                (0, 0)
            };
            let scored =
                v.complete && !matches!(node.kind, FeatureKind::Field | FeatureKind::Residential);
            let markets = match node.kind {
                FeatureKind::Market | FeatureKind::Residential => Some(v.cities),
                _ => None,
            };
            FeatureReport {
                kind: node.kind,
                tiles,
                shields: node.shields,
                open_sides: node.open,
                followers: node.followers[..n.min(MAX_PLAYERS)].to_vec(),
                complete: v.complete,
                end_value: if scored { 0 } else { v.value },
                cities_completed: cc,
                cities_touched: ct,
                markets,
            }
        })
        .collect();
    features.sort_by(|a, b| (a.kind, &a.tiles).cmp(&(b.kind, &b.tiles)));
    let (end_scores, events) = st.end_now();
    Adjudication {
        players: n,
        turn: st.turn(),
        to_move: st.current(),
        over: st.is_over(),
        drawn: st.drawn().map(|t| ts.tiles[t as usize].id.clone()),
        legal_placements: st.legal_placements().len(),
        remaining_tiles: st.stack().len(),
        discards: st
            .discards()
            .iter()
            .map(|t| ts.tiles[*t as usize].id.clone())
            .collect(),
        scores: st.scores().to_vec(),
        supplies: (0..n).map(|p| st.supply(p)).collect(),
        features,
        end_events: events
            .iter()
            .filter(|e| e.time == ScoreTime::End)
            .map(EventReport::new)
            .collect(),
        end_scores,
        events: crate::analysis::history::end_now(st),
        city: st.city().map(|c| {
            use crate::engine::rules::the_city::Phase;
            CityReport {
                phase: match st.phase() {
                    Phase::Place { .. } => "place",
                    Phase::Gate { .. } => "gate",
                    Phase::Wall { .. } => "wall",
                    Phase::Tower { .. } => "tower",
                    Phase::Over => "over",
                }
                .to_string(),
                stacks: c.stack_left,
                stack: c.cur_stack,
                gate: c
                    .gate
                    .map(|g| (g.cell.x, g.cell.y, g.side.name().to_string())),
                wall_pieces: c.pieces_placed(),
                wall_supply: c.wall_supply,
                wall_gap: st.wall_gap().len(),
                guards: (0..n).map(|p| c.guards_of(p)).collect(),
                towers_left: c.towers_left[..n.min(4)].to_vec(),
                wall_rounds: c.rounds,
                end: c.end.map(|e| e.id().to_string()),
            }
        }),
    }
}

fn players_list<T: std::fmt::Display>(v: &[T]) -> String {
    v.iter()
        .enumerate()
        .map(|(i, x)| format!("P{} {x}", i + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ruling as text for a terminal.
pub fn to_text(a: &Adjudication) -> String {
    let mut s = String::new();
    let line = |s: &mut String, t: String| {
        s.push_str(&t);
        s.push('\n');
    };
    line(
        &mut s,
        format!(
            "position: {} players, {} moves made, {}",
            a.players,
            a.turn,
            if a.over {
                "the game is over".to_string()
            } else {
                format!("P{} to move", a.to_move + 1)
            }
        ),
    );
    match &a.drawn {
        Some(d) => line(
            &mut s,
            format!("drawn tile: {d} (legal placements: {})", a.legal_placements),
        ),
        None => line(&mut s, "drawn tile: none".into()),
    }
    line(
        &mut s,
        format!(
            "remaining tiles: {}; discarded (R-B1): {}",
            a.remaining_tiles,
            if a.discards.is_empty() {
                "none".to_string()
            } else {
                a.discards.join(" ")
            }
        ),
    );
    line(&mut s, format!("scores: {}", players_list(&a.scores)));
    line(
        &mut s,
        format!("followers in supply: {}", players_list(&a.supplies)),
    );
    line(&mut s, format!("features: {}", a.features.len()));
    for f in &a.features {
        let tiles: Vec<String> = f.tiles.iter().map(|(x, y)| format!("({x},{y})")).collect();
        let holders: Vec<String> = f
            .followers
            .iter()
            .enumerate()
            .filter(|(_, c)| **c > 0)
            .map(|(p, c)| format!("P{} {c}", p + 1))
            .collect();
        let mut extra = String::new();
        if f.kind == FeatureKind::Field {
            extra = format!(
                "; touches {}, {} completed",
                count(f.cities_touched as u32, "city", "cities"),
                f.cities_completed
            );
        }
        match (f.kind, f.markets) {
            (FeatureKind::Market, Some(k)) => {
                extra = format!("; {}", count(k as u32, "market kind", "market kinds"))
            }
            (FeatureKind::Residential, Some(m)) => {
                extra = format!("; borders {} (R-C15)", count(m as u32, "market", "markets"))
            }
            _ => {}
        }
        let city_feature = matches!(f.kind, FeatureKind::Street | FeatureKind::Market);
        line(
            &mut s,
            format!(
                "  {} {}: {}, {}, {} open, followers: {}; {}{}",
                f.kind.name(),
                tiles.join(" "),
                count(f.tiles.len() as u32, "tile", "tiles"),
                count(f.shields as u32, "shield", "shields"),
                f.open_sides,
                if holders.is_empty() {
                    "none".to_string()
                } else {
                    holders.join(", ")
                },
                if f.complete && !matches!(f.kind, FeatureKind::Field | FeatureKind::Residential) {
                    "complete".to_string()
                } else if city_feature {
                    // 4.6: an open street or market scores nothing at the end.
                    "worth nothing unless completed".to_string()
                } else {
                    format!("worth {} at the end", f.end_value)
                },
                extra
            ),
        );
    }
    if let Some(c) = &a.city {
        line(
            &mut s,
            format!(
                "the city: {} to decide; stacks left {:?} (stack {} in use); gate {}; {} wall pieces placed, {} in supply, {} outline edges unwalled; guards {}; towers left {}; {} wall rounds{}",
                c.phase,
                c.stacks,
                c.stack,
                c.gate
                    .as_ref()
                    .map_or("not placed".to_string(), |(x, y, s)| format!(
                        "at ({x},{y}) side {s}"
                    )),
                c.wall_pieces,
                c.wall_supply,
                c.wall_gap,
                players_list(&c.guards),
                players_list(&c.towers_left),
                c.wall_rounds,
                c.end
                    .as_ref()
                    .map_or(String::new(), |e| format!("; ended by {e}"))
            ),
        );
    }
    if a.events.iter().any(|e| e.time == "play") {
        line(&mut s, "scoring during play:".into());
        for e in a.events.iter().filter(|e| e.time == "play") {
            line(
                &mut s,
                format!(
                    "  move {} (P{}): {}",
                    e.turn.map_or(0, |t| t + 1),
                    e.player.map_or(0, |p| p + 1),
                    e.text
                ),
            );
        }
    }
    line(
        &mut s,
        if a.over {
            "end scoring:"
        } else {
            "if the game ended now:"
        }
        .into(),
    );
    let end: Vec<&str> = a
        .events
        .iter()
        .filter(|e| e.time == "end")
        .map(|e| e.text.as_str())
        .collect();
    if end.is_empty() {
        line(&mut s, "  no feature with followers scores".into());
    }
    for t in end {
        line(&mut s, format!("  {t}"));
    }
    line(
        &mut s,
        format!("final scores: {}", players_list(&a.end_scores)),
    );
    s
}
