//! The computer's review of a game: every position of the main line valued
//! by the hard player, the move played against the best move found, and a
//! verdict where the loss passes a threshold (docs/study.md).
//!
//! Values are the hard player's expected result for the player to move, in
//! [0, 1] (1: a sure win). A review is stored in the save file, so it is
//! computed once.

use super::{Config, Level, player_with};
use crate::engine::Game;
use crate::engine::record::history::pick_drawn;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A loss of at least this much expected result is an inaccuracy.
pub const INACCURACY: f64 = 0.05;
/// ... a mistake.
pub const MISTAKE: f64 = 0.10;
/// ... a blunder.
pub const BLUNDER: f64 = 0.20;

/// The review's thinking time per position by default, in milliseconds:
/// a 72-tile game stays near a minute of CPU on one core.
pub const DEFAULT_MS: u64 = 750;

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

/// Reviews a game's moves with `ms` (or `iterations`) per position.
/// `progress(done, total)` is told after each position; `stop` set from
/// another thread ends the review early with None.
pub fn review(
    game: &Game,
    ms: u64,
    iterations: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
    progress: &mut dyn FnMut(usize, usize),
) -> Option<SavedReview> {
    let total = game.moves().len();
    let mut st = game.initial().clone();
    let mut moves = Vec::with_capacity(total);
    for (i, (m, pick)) in game.moves().iter().zip(game.picks()).enumerate() {
        if stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed)) {
            return None;
        }
        if let Some(t) = pick
            && pick_drawn(&mut st, *t).is_err()
        {
            break;
        }
        let player = st.phase().player().unwrap_or(st.current());
        // One seed per position, so a review with an iteration budget repeats.
        let cfg = Config {
            seed: i as u64 + 1,
            think_ms: ms,
            iterations,
            stop: stop.clone(),
        };
        let ranked = player_with(Level::Hard, &cfg).rank(&st);
        let best = ranked.first().map(|r| r.value).unwrap_or(0.5);
        let played = ranked
            .iter()
            .find(|r| r.mv == *m)
            .map(|r| r.value)
            .unwrap_or(best);
        let loss = (best - played).max(0.0);
        let n = st.players();
        let rest = if n > 1 {
            (1.0 - best) / (n - 1) as f64
        } else {
            0.0
        };
        let chances = (0..n)
            .map(|p| if p == player { best } else { rest })
            .collect();
        moves.push(ReviewedMove {
            at: u32::try_from(i + 1).unwrap_or(u32::MAX),
            player: u8::try_from(player).unwrap_or(u8::MAX),
            played,
            best,
            loss,
            verdict: Verdict::of(loss),
            chances,
        });
        st.apply_unchecked(m);
        progress(i + 1, total);
    }
    if stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed)) {
        return None;
    }
    Some(SavedReview {
        ms,
        iterations,
        moves,
    })
}
