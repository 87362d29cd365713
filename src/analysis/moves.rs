//! Legal moves of the drawn tile, each previewed on a copy of the state.

use super::score_now::EventInfo;
use crate::engine::State;
use crate::engine::model::geometry::Cell;
use crate::engine::model::scoring::ScoreTime;
use crate::engine::model::tile::FeatureKind;
use crate::engine::state::{Move, Placement};
use serde::Serialize;

/// One legal move (placement and follower choice) with its preview.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MovePreview {
    pub cell: Cell,
    /// Clockwise quarter turns (distinct rotations only: a rotation that looks
    /// like a smaller one is not listed again).
    pub rot: u8,
    /// The follower's feature as the tile's local feature index; None: no follower.
    pub follower: Option<u8>,
    /// The follower's feature as a board-frame place label ("N", "Es", "C"), as files write it.
    pub follower_label: Option<String>,
    /// What the follower would be on.
    pub follower_kind: Option<FeatureKind>,
    /// Points each player scores on this turn (features the placement completes).
    pub points_now: Vec<u32>,
    /// The scorings of this turn.
    pub events: Vec<EventInfo>,
    /// Every player's total if the game ended right after this move.
    pub end_scores: Vec<u32>,
    /// The mover's end-now total minus the best other player's.
    pub end_margin: i64,
    /// The interim sort key: the mover's points now plus `end_margin`.
    pub heuristic: i64,
    /// A computer player's evaluation of the move, filled in by `crate::ai`
    /// (higher is better for the mover); None until then.
    pub ai_value: Option<f64>,
}

impl MovePreview {
    /// The engine move this preview is about.
    pub fn to_move(&self) -> Move {
        Move::Place(Placement {
            cell: self.cell,
            rot: crate::engine::Rotation(self.rot),
            follower: self.follower,
        })
    }
}

/// Every legal move of the drawn tile.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveList {
    /// The player to move (0-based).
    pub player: usize,
    /// The drawn tile's id; None when the game is over.
    pub tile: Option<String>,
    /// Legal (cell, rotation) pairs.
    pub placements: usize,
    /// Every placement with every follower option (none included).
    ///
    /// Sorted best first by [`MovePreview::heuristic`], i.e. the mover's
    /// points scored on the turn plus the mover's end-now margin (their total
    /// if the game ended right after the move, minus the best other total).
    /// This is a stand-in until a computer player fills `ai_value`; see
    /// [`MoveList::sort_by_ai_value`]. Ties keep cell, rotation, follower order.
    pub moves: Vec<MovePreview>,
}

impl MoveList {
    /// Fills `ai_value` from a computer player's ranking of the same position
    /// and re-sorts by it.
    pub fn fill_ai_values(&mut self, ranked: &[crate::ai::RankedMove]) {
        for m in &mut self.moves {
            let mv = m.to_move();
            m.ai_value = ranked.iter().find(|r| r.mv == mv).map(|r| r.value);
        }
        self.sort_by_ai_value();
    }

    /// Re-sorts by `ai_value` (moves without one last), once a computer player filled it in.
    pub fn sort_by_ai_value(&mut self) {
        self.moves.sort_by(|a, b| {
            let ka = a.ai_value.unwrap_or(f64::NEG_INFINITY);
            let kb = b.ai_value.unwrap_or(f64::NEG_INFINITY);
            kb.total_cmp(&ka).then(b.heuristic.cmp(&a.heuristic))
        });
    }
}

/// Previews one move on a copy of the state. The move must be legal.
pub fn preview(st: &State, p: Placement) -> MovePreview {
    let players = st.players();
    let mover = st.current();
    let tile = st.drawn();
    let mut s = st.clone();
    s.set_record_detail(true);
    s.apply_unchecked(&Move::Place(p));
    let mut points_now = vec![0u32; players];
    let mut events = Vec::new();
    // Applying the last tile also runs the end scoring: only play-time events count as "now".
    for e in s.last_events.iter().filter(|e| e.time == ScoreTime::Play) {
        for w in e.winner_list() {
            if w < players {
                points_now[w] += e.value;
            }
        }
        events.push(EventInfo::from_event(e, players));
    }
    // The end-now table on the same copy: no second copy, and no tile lists.
    s.set_record_detail(false);
    let (end_scores, _) = s.into_end_now();
    let best_other = (0..players)
        .filter(|q| *q != mover)
        .map(|q| end_scores[q] as i64)
        .max()
        .unwrap_or(0);
    let end_margin = end_scores[mover] as i64 - best_other;
    let (follower_label, follower_kind) = match (p.follower, tile) {
        (Some(f), Some(t)) => {
            let tt = &st.tileset().tiles[t as usize];
            (
                Some(tt.feature_label(p.rot, f)),
                Some(tt.features[f as usize].kind),
            )
        }
        _ => (None, None),
    };
    MovePreview {
        cell: p.cell,
        rot: p.rot.0,
        follower: p.follower,
        follower_label,
        follower_kind,
        points_now: points_now.clone(),
        events,
        end_scores,
        end_margin,
        heuristic: points_now[mover] as i64 + end_margin,
        ai_value: None,
    }
}

/// Every legal move of the drawn tile with its preview, sorted as [`MoveList::moves`] says.
pub fn legal_moves(st: &State) -> MoveList {
    let player = st.current();
    let Some(tile) = st.drawn().filter(|_| !st.is_over()) else {
        return MoveList {
            player,
            tile: None,
            placements: 0,
            moves: Vec::new(),
        };
    };
    let placements = st.legal_placements();
    let mut moves = Vec::with_capacity(placements.len() * 3);
    for &(cell, rot) in &placements {
        moves.push(preview(
            st,
            Placement {
                cell,
                rot,
                follower: None,
            },
        ));
        for f in st.deployments(tile, cell, rot) {
            moves.push(preview(
                st,
                Placement {
                    cell,
                    rot,
                    follower: Some(f),
                },
            ));
        }
    }
    // Stable: equal keys keep the (cell, rotation, follower) order of generation.
    moves.sort_by_key(|m| std::cmp::Reverse(m.heuristic));
    MoveList {
        player,
        tile: Some(st.tileset().tiles[tile as usize].id.clone()),
        placements: placements.len(),
        moves,
    }
}
