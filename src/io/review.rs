//! A computer review as a save file stores it (format 3, `study.review`), so
//! it is not computed twice. How it is made: `crate::ai::review`.

use serde::{Deserialize, Serialize};

/// A loss of at least this much expected result is an inaccuracy.
pub const INACCURACY: f64 = 0.05;
/// ... a mistake.
pub const MISTAKE: f64 = 0.10;
/// ... a blunder.
pub const BLUNDER: f64 = 0.20;

/// A loss of at least this many points against the best move is an
/// inaccuracy: in a decided game the chance to win hardly moves, the points
/// still do.
pub const INACCURACY_POINTS: f64 = 5.0;
/// ... a mistake.
pub const MISTAKE_POINTS: f64 = 10.0;
/// ... a blunder.
pub const BLUNDER_POINTS: f64 = 20.0;

/// The hard player's squash: a value v is a lead of `SCALE * ln(v / (1 - v))`
/// points (`ai::hard::Params::scale`; a test holds them equal).
pub const SCALE: f64 = 10.0;

/// The lead in points a value stands for (the squash turned back).
fn lead(value: f64) -> f64 {
    // Values of exactly 0 or 1 (a finished game) stand for a lead beyond
    // any the squash tells apart.
    let v = value.clamp(1e-9, 1.0 - 1e-9);
    SCALE * (v / (1.0 - v)).ln()
}

/// About how many points the move played loses against the best move,
/// never below 0. Approximate: a value is a mean over the search's lines,
/// and the squash of a mean is not the mean of the squashes.
pub fn points_lost(best: f64, played: f64) -> f64 {
    (lead(best) - lead(played)).max(0.0)
}

/// How bad a move was, by the value it lost against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Verdict {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    /// The verdict on a move valued `played` where the best was `best`: the
    /// worse of what it loses in chance to win and in points.
    pub fn of(best: f64, played: f64) -> Option<Verdict> {
        let by_chance = Self::by((best - played).max(0.0), [INACCURACY, MISTAKE, BLUNDER]);
        let by_points = Self::by(
            points_lost(best, played),
            [INACCURACY_POINTS, MISTAKE_POINTS, BLUNDER_POINTS],
        );
        by_chance.max(by_points)
    }

    /// The verdict for a loss against its three thresholds.
    fn by(loss: f64, [inaccuracy, mistake, blunder]: [f64; 3]) -> Option<Verdict> {
        if loss >= blunder {
            Some(Verdict::Blunder)
        } else if loss >= mistake {
            Some(Verdict::Mistake)
        } else if loss >= inaccuracy {
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
    /// About how many points the move loses against the best move
    /// ([`points_lost`]); 0 in a review stored before it was kept.
    #[serde(default)]
    pub points: f64,
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
