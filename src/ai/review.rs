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
pub use crate::io::review::{
    BLUNDER, INACCURACY, MISTAKE, ReviewedMove, SavedReview, Verdict, points_lost,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The review's thinking time per position by default, in milliseconds:
/// a 72-tile game stays near a minute of CPU on one core.
pub const DEFAULT_MS: u64 = 750;

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
            // One core: the review's budget is stated per core, and with an
            // iteration budget only one thread repeats exactly.
            threads: 1,
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
            points: points_lost(best, played),
            verdict: Verdict::of(best, played),
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
