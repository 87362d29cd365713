//! A computer review as a save file stores it, so it is not computed twice.
//! Values are the hard player's expected result for the player to move, in
//! [0, 1]; docs/study.md gives the thresholds of the verdicts.

use serde::{Deserialize, Serialize};

/// How bad a move was, by the value it lost against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The review of one move of the main line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewedMove {
    /// The move number (1 for the first move).
    #[serde(rename = "move")]
    pub at: u32,
    /// The player who moved.
    pub player: u8,
    /// The value of the move played.
    pub played: f64,
    /// The value of the best move found.
    pub best: f64,
    /// `best - played`, never below 0.
    pub loss: f64,
    #[serde(default)]
    pub verdict: Option<Verdict>,
    /// Each player's chance to win before the move, as the computer sees it.
    #[serde(default)]
    pub chances: Vec<f64>,
}

/// A whole review: the budget it was made with and one entry per move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedReview {
    /// Thinking time per position in milliseconds (0 when `iterations` set it).
    pub ms: u64,
    /// Search iterations per position, when the budget was counted in those.
    #[serde(default)]
    pub iterations: Option<u64>,
    pub moves: Vec<ReviewedMove>,
}
