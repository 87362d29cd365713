//! Scenarios: a position with a title, a description, notes pinned to cells,
//! and questions whose expected answers the engine checks.

use super::error::FileError;
use super::save::{SAVE_FORMAT, Seat, pretty, readable_format};
use super::tileset::tileset_for;
use crate::engine::model::geometry::Cell;
use crate::engine::model::scoring::ScoreTime;
use crate::engine::record::moves::MoveRecord;
use crate::engine::record::position::{FeatureError, Position};
use crate::engine::state::State;
use serde::{Deserialize, Serialize};

/// A note pinned to a cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    pub x: i32,
    pub y: i32,
    pub text: String,
}

/// What a question's answer is about, with the expected value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// How many legal placements (cell and distinct rotation) the drawn tile has.
    LegalPlacements(u32),
    /// A player's (0-based) total if the game ended now.
    EndScore { player: u8, points: u32 },
    /// What the feature at a cell and place label is worth to its majority
    /// holder(s) if the game ended now.
    FeatureValue {
        x: i32,
        y: i32,
        on: String,
        points: u32,
    },
    /// Whether the drawn tile fits nowhere (and is discarded, R-B1): the tile
    /// named is the one the position draws.
    Discarded { tile: String, discarded: bool },
    /// Answered on the board: the student makes the move with the drawn
    /// tile, and the engine checks it against the moves `accept` lets
    /// through (`crate::analysis::board_question`). `model` is the answer
    /// shown as "what was better"; it must itself be accepted, and, when
    /// `scores` is given, score that many points at once for the mover.
    OnBoard {
        accept: Accept,
        model: MoveRecord,
        #[serde(default)]
        scores: Option<u32>,
    },
}

/// Which moves an on-board question accepts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Accept {
    /// Any of these moves (placement and follower).
    Listed(Vec<MoveRecord>),
    /// "Find the best move": every move whose value by the hard player is
    /// within `within` hundredths of the best move's (values are expected
    /// results from 0 to 1), searched with a fixed `iterations` budget on one
    /// thread, so every machine accepts the same moves.
    Best { within: u32, iterations: u64 },
    /// "A move that scores at least N": every move scoring at least this many
    /// points at once for the player who makes it.
    ScoresAtLeast(u32),
    /// "A move that stops Blue's city": every move after which the city at
    /// that cell and place label is still open and one of the empty cells
    /// it reaches can take no tile left in any rotation, so it can never be
    /// completed (`crate::analysis::stopped_city`).
    StopsCity { x: i32, y: i32, on: String },
}

impl Answer {
    /// True for a question answered by a move on the board, not typed.
    pub fn on_board(&self) -> bool {
        matches!(self, Answer::OnBoard { .. })
    }
}

/// A question with the answer the engine must agree with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    pub ask: String,
    pub answer: Answer,
    /// Why the answer is what it is (shown after the player tries), citing rulings.
    #[serde(default)]
    pub explanation: String,
}

/// A scenario file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScenarioFile {
    pub format: u32,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub notes: Vec<Note>,
    #[serde(default)]
    pub questions: Vec<Question>,
    #[serde(default)]
    pub seats: Vec<Seat>,
    pub position: Position,
}

/// A loaded scenario with its built state.
#[derive(Clone, Debug)]
pub struct LoadedScenario {
    pub file: ScenarioFile,
    pub state: State,
}

/// Reads and builds a scenario from RON text.
pub fn parse_scenario(file: &str, text: &str) -> Result<LoadedScenario, FileError> {
    let sf: ScenarioFile = ron::from_str(text).map_err(|e| FileError::from_ron(file, &e))?;
    build_scenario(file, sf)
}

/// Builds a parsed scenario's position.
pub fn build_scenario(file: &str, sf: ScenarioFile) -> Result<LoadedScenario, FileError> {
    if !readable_format(sf.format) {
        return Err(FileError::new(
            file,
            super::save::version_problem(super::FileKind::Scenario, sf.format, SAVE_FORMAT),
        ));
    }
    for (i, q) in sf.questions.iter().enumerate() {
        if let Answer::EndScore { player, .. } = q.answer
            && player >= sf.position.players
        {
            return Err(FileError::new(
                file,
                super::FileProblem::QuestionPlayer {
                    question: i,
                    player,
                    players: sf.position.players,
                },
            ));
        }
    }
    let ts = tileset_for(sf.position.game, &sf.position.options)?;
    let state = State::from_position(&ts, &sf.position)
        .map_err(|e| FileError::new(file, super::FileProblem::Position(Box::new(e))))?;
    Ok(LoadedScenario { file: sf, state })
}

/// RON text of a scenario.
pub fn scenario_to_string(sf: &ScenarioFile) -> String {
    ron::ser::to_string_pretty(sf, pretty()).unwrap_or_default()
}

/// Why the engine cannot answer a question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// The question asks about a player (0-based) the position does not have.
    NoPlayer(u8),
    /// The question's cell and place label name no feature.
    Feature(FeatureError),
    /// The question names a tile the tile set does not have.
    UnknownTile(String),
}

impl std::fmt::Display for AnswerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnswerError::NoPlayer(p) => write!(f, "there is no player {}", u32::from(*p) + 1),
            AnswerError::Feature(e) => write!(f, "{e}"),
            AnswerError::UnknownTile(t) => write!(f, "unknown tile {t:?}"),
        }
    }
}

impl std::error::Error for AnswerError {}

/// The engine's answer to a question, in the same form as the expected one.
/// An on-board question is its own answer here: what it accepts needs the
/// computer players, so `crate::analysis::board_question` checks it.
pub fn engine_answer(st: &State, a: &Answer) -> Result<Answer, AnswerError> {
    Ok(match a {
        Answer::OnBoard { .. } => a.clone(),
        Answer::LegalPlacements(_) => Answer::LegalPlacements(st.legal_placements().len() as u32),
        Answer::EndScore { player, .. } => {
            let (scores, _) = st.end_now();
            let points = *scores
                .get(*player as usize)
                .ok_or(AnswerError::NoPlayer(*player))?;
            Answer::EndScore {
                player: *player,
                points,
            }
        }
        Answer::FeatureValue { x, y, on, .. } => {
            let node = st
                .feature_at(Cell::new(*x, *y), on)
                .map_err(AnswerError::Feature)?;
            let root = st.features().root(node);
            let v = st.feature_value(root, ScoreTime::End);
            Answer::FeatureValue {
                x: *x,
                y: *y,
                on: on.clone(),
                points: v.value,
            }
        }
        Answer::Discarded { tile, .. } => {
            let ts = st.tileset();
            let t = ts
                .by_id(tile)
                .ok_or_else(|| AnswerError::UnknownTile(tile.clone()))?;
            Answer::Discarded {
                tile: tile.clone(),
                discarded: !st.fits_somewhere(t),
            }
        }
    })
}

/// Checks every question; Err names the first question whose answer does not hold.
pub fn check_questions(sc: &LoadedScenario) -> Result<(), String> {
    for (i, q) in sc.file.questions.iter().enumerate() {
        let got = engine_answer(&sc.state, &q.answer)
            .map_err(|e| format!("question {} ({:?}): {e}", i + 1, q.ask))?;
        if got != q.answer {
            return Err(format!(
                "question {} ({:?}): expected {:?} but the engine says {:?}",
                i + 1,
                q.ask,
                q.answer,
                got
            ));
        }
    }
    Ok(())
}
