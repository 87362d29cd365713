//! A computer review as a save file stores it (format 3, `study.review`), so
//! it is not computed twice. How it is made: `crate::ai::review`.

use serde::{Deserialize, Serialize};

/// A loss of at least this much expected result is an inaccuracy.
pub const INACCURACY: f64 = 0.05;
/// ... a mistake.
pub const MISTAKE: f64 = 0.10;
/// ... a blunder.
pub const BLUNDER: f64 = 0.20;

/// How bad a move was, by the value it lost against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    /// The verdict for a loss, if it passes a threshold.
    pub fn of(loss: f64) -> Option<Verdict> {
        if loss >= BLUNDER {
            Some(Verdict::Blunder)
        } else if loss >= MISTAKE {
            Some(Verdict::Mistake)
        } else if loss >= INACCURACY {
            Some(Verdict::Inaccuracy)
        } else {
            None
        }
    }

    /// The verdict as a word.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
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
    /// Each player's chance to win before the move, as the computer sees
    /// it: the mover's is the best move's value, the others share the rest.
    #[serde(default)]
    pub chances: Vec<f64>,
}

/// A whole review: the budget it was made with and one entry per move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedReview {
    /// Thinking time per position in milliseconds.
    pub ms: u64,
    /// Search iterations per position, when the budget was counted in those.
    #[serde(default)]
    pub iterations: Option<u64>,
    pub moves: Vec<ReviewedMove>,
}

impl SavedReview {
    /// True if this review was made with the budget asked for.
    pub fn made_with(&self, ms: u64, iterations: Option<u64>) -> bool {
        match iterations {
            Some(_) => self.iterations == iterations,
            None => self.iterations.is_none() && self.ms == ms,
        }
    }
}
