//! Questions answered on the board ("Find the best move", "a move that
//! scores at least N", "a move that stops Blue's city"): which moves a question accepts, the verdict on the
//! student's move, and the check that a question's model answer holds.
//!
//! The best move is the hard player's, searched with the question's fixed
//! iteration budget on one thread with a fixed seed, so every machine
//! accepts the same moves.

use crate::ai::{Config, Level, player_with};
use crate::engine::model::geometry::{Cell, Place};
use crate::engine::model::tile::{EdgeKind, FeatureKind};
use crate::engine::{Move, State};
use crate::io::scenario::{Accept, Answer, LoadedScenario};

/// The seed of the search behind "the best move": one for every question.
pub const BEST_SEED: u64 = 16;

/// A move the student could make, with what the engine makes of it.
#[derive(Clone, Debug, PartialEq)]
pub struct JudgedMove {
    /// The move.
    pub mv: Move,
    /// Points it scores at once for the player who makes it.
    pub points: u32,
    /// The hard player's value of it (0 a sure loss, 1 a sure win), for a
    /// best-move question.
    pub value: Option<f64>,
    /// For a stop-the-city question: the city's empty cell that no tile
    /// left fits after the move, or None if the city can still be completed.
    pub stops: Option<Cell>,
}

/// The engine's verdict on a move made for an on-board question.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardVerdict {
    /// True if the move is one the question accepts.
    pub right: bool,
    /// The student's move.
    pub played: JudgedMove,
    /// The question's model answer.
    pub model: JudgedMove,
    /// The best value among the legal moves (best-move questions).
    pub best_value: Option<f64>,
    /// True for a stop-the-city question: each move's `stops` says whether
    /// it stopped the city.
    pub stop_city: bool,
}

/// The on-board question's parts, or None for a typed question.
fn parts(
    a: &Answer,
) -> Option<(
    &Accept,
    &crate::engine::record::moves::MoveRecord,
    Option<u32>,
)> {
    match a {
        Answer::OnBoard {
            accept,
            model,
            scores,
        } => Some((accept, model, *scores)),
        _ => None,
    }
}

/// Points `m` scores at once for the player who makes it in `st`.
pub fn points_of(st: &State, m: &Move) -> Result<u32, String> {
    let mover = st
        .phase()
        .player()
        .ok_or("the game is over: no move can be made")?;
    let before = st.scores().get(mover).copied().unwrap_or(0);
    let mut after = st.clone();
    after
        .apply(m)
        .map_err(|e| format!("the move is not legal here: {e:?}"))?;
    Ok(after
        .scores()
        .get(mover)
        .copied()
        .unwrap_or(0)
        .saturating_sub(before))
}

/// A placement's cell, edges and follower's feature (kind and places).
type Footprint = (i32, i32, Vec<EdgeKind>, Option<(FeatureKind, Vec<u8>)>);

/// What a placement leaves on the board: the cell, each side's edge, and
/// the places of the feature that got the follower. Two placements with the
/// same footprint are the same move (a tile turned to an identical shape).
fn footprint(st: &State, m: &Move) -> Option<Footprint> {
    let Move::Place(p) = m else { return None };
    let tt = st.tileset().tiles.get(st.drawn()? as usize)?;
    let edges = crate::engine::Side::ALL
        .iter()
        .map(|s| tt.edge_at(p.rot, *s))
        .collect();
    let follower = p.follower.map(|f| {
        let kind = tt.features.get(f as usize).map(|d| d.kind);
        let places = (0..12u8)
            .filter(|i| tt.owner_at(p.rot, Place(*i)) == Some(f))
            .collect();
        (kind.unwrap_or(FeatureKind::Monastery), places)
    });
    Some((p.cell.x, p.cell.y, edges, follower))
}

/// True if `a` and `b` are the same move in `st` (identical rotations
/// count as one).
pub fn same_move(st: &State, a: &Move, b: &Move) -> bool {
    a == b || (footprint(st, a).is_some() && footprint(st, a) == footprint(st, b))
}

/// The most search iterations a question may ask for. The judge runs on
/// the app's own thread when a lesson opens, so a file must not be able to
/// freeze the window: about a second of search on a mid-game position
/// (the starter lessons ask for 1,500).
pub const MAX_ITERATIONS: u64 = 5_000;

/// The hard player's value of every legal move, best first.
fn ranked(st: &State, iterations: u64) -> Vec<(Move, f64)> {
    let cfg = Config {
        seed: BEST_SEED,
        think_ms: 0,
        iterations: Some(iterations.clamp(1, MAX_ITERATIONS)),
        stop: None,
        threads: 1,
    };
    player_with(Level::Hard, &cfg)
        .rank(st)
        .into_iter()
        .map(|r| (r.mv, r.value))
        .collect()
}

/// One question's judge: what the accepted set needs, computed once.
pub struct Judge {
    accept: Accept,
    model: Move,
    /// The hard player's values (best-move questions).
    values: Vec<(Move, f64)>,
}

impl Judge {
    /// Prepares the judge of an on-board question in `st` (for a best-move
    /// question this runs the search). Err says why the question cannot be
    /// answered: not an on-board question, or a model answer that is not
    /// a legal move here.
    pub fn new(st: &State, a: &Answer) -> Result<Judge, String> {
        let (accept, model, _) = parts(a).ok_or("the question is not answered on the board")?;
        let model = model
            .to_move(st)
            .map_err(|e| format!("the model answer cannot be read: {e}"))?;
        points_of(st, &model).map_err(|e| format!("the model answer: {e}"))?;
        if let Accept::StopsCity { x, y, on } = accept {
            super::stopped_city::city_at(st, Cell::new(*x, *y), on)?;
        }
        let values = match accept {
            Accept::Best { iterations, .. } => ranked(st, *iterations),
            _ => Vec::new(),
        };
        Ok(Judge {
            accept: accept.clone(),
            model,
            values,
        })
    }

    fn value(&self, st: &State, m: &Move) -> Option<f64> {
        self.values
            .iter()
            .find(|(mv, _)| same_move(st, mv, m))
            .map(|(_, v)| *v)
    }

    /// The cell that stops the question's city after `m` (stop-the-city
    /// questions only).
    fn stops(&self, st: &State, m: &Move) -> Result<Option<Cell>, String> {
        match &self.accept {
            Accept::StopsCity { x, y, on } => {
                super::stopped_city::stopped_after(st, Cell::new(*x, *y), on, m)
            }
            _ => Ok(None),
        }
    }

    fn best_value(&self) -> Option<f64> {
        self.values.first().map(|(_, v)| *v)
    }

    /// True if the question accepts `m`.
    pub fn accepts(&self, st: &State, m: &Move) -> Result<bool, String> {
        Ok(match &self.accept {
            Accept::Listed(list) => {
                let mut any = false;
                for r in list {
                    let l = r
                        .to_move(st)
                        .map_err(|e| format!("a listed move cannot be read: {e}"))?;
                    any |= same_move(st, &l, m);
                }
                any
            }
            Accept::ScoresAtLeast(n) => points_of(st, m)? >= *n,
            Accept::Best { within, .. } => match (self.value(st, m), self.best_value()) {
                (Some(v), Some(best)) => v + f64::from(*within) / 100.0 + 1e-9 >= best,
                _ => false,
            },
            Accept::StopsCity { .. } => self.stops(st, m)?.is_some(),
        })
    }

    /// The move judged: its points and value.
    fn judged(&self, st: &State, m: &Move) -> Result<JudgedMove, String> {
        Ok(JudgedMove {
            mv: *m,
            points: points_of(st, m)?,
            value: self.value(st, m),
            stops: self.stops(st, m)?,
        })
    }

    /// The verdict on the student's move `m` in `st`.
    pub fn verdict(&self, st: &State, m: &Move) -> Result<BoardVerdict, String> {
        Ok(BoardVerdict {
            right: self.accepts(st, m)?,
            played: self.judged(st, m)?,
            model: self.judged(st, &self.model)?,
            best_value: self.best_value(),
            stop_city: matches!(self.accept, Accept::StopsCity { .. }),
        })
    }

    /// Every legal move the question accepts.
    pub fn accepted(&self, st: &State) -> Result<Vec<Move>, String> {
        let mut out = Vec::new();
        for m in st.legal_moves() {
            if self.accepts(st, &m)? {
                out.push(m);
            }
        }
        Ok(out)
    }
}

/// Checks an on-board question: its model answer is a legal move that the
/// question accepts and scores what `scores` claims. Ok for typed questions.
pub fn check(st: &State, a: &Answer) -> Result<(), String> {
    let Some((_, _, scores)) = parts(a) else {
        return Ok(());
    };
    let j = Judge::new(st, a)?;
    if !j.accepts(st, &j.model)? {
        return Err("the model answer is not one of the moves the question accepts".into());
    }
    let got = points_of(st, &j.model)?;
    if let Some(n) = scores
        && got != n
    {
        return Err(format!(
            "the model answer is said to score {n} but the engine scores it {got}"
        ));
    }
    Ok(())
}

/// Checks every on-board question of a scenario (the typed ones are
/// `io::scenario::check_questions`'s); Err names the first that fails.
pub fn check_scenario(sc: &LoadedScenario) -> Result<(), String> {
    for (i, q) in sc.file.questions.iter().enumerate() {
        check(&sc.state, &q.answer)
            .map_err(|e| format!("question {} ({:?}): {e}", i + 1, q.ask))?;
    }
    Ok(())
}
