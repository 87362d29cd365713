//! Computer players: random, easy, medium and hard, behind one interface.
//!
//! Every player works on its own copy of the state whose stack order is
//! replaced by the player's seeded shuffle of the remaining tiles (see
//! [`private_copy`]), so no level can read the hidden draw order: it only sees
//! what a person at the table can count.

pub mod chance;
pub mod easy;
pub mod eval;
pub mod greedy_city;
pub mod hard;
pub mod hard_v1;
pub mod medium;
pub mod review;
pub mod search;
pub mod tournament;
pub mod uct;

use crate::engine::model::rng::Rng;
use crate::engine::rules::random_move;
use crate::engine::{Move, State};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// One candidate move with the player's opinion of it (higher is better).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RankedMove {
    /// The move.
    pub mv: Move,
    /// The level's own value scale: points for easy and medium, expected
    /// result in [0, 1] for hard.
    pub value: f64,
    /// Search visits (hard only; 0 elsewhere).
    pub visits: u32,
}

/// A computer player.
pub trait Player {
    /// The level's display name.
    fn name(&self) -> &'static str;

    /// Every legal move of the position, best first, with values.
    fn rank(&mut self, st: &State) -> Vec<RankedMove>;

    /// The move to play, or None when the game is over.
    fn choose(&mut self, st: &State) -> Option<Move> {
        self.rank(st).first().map(|r| r.mv)
    }
}

/// The strength levels are data of a seat in a saved game, so they live with
/// the save format; the players for each are built here.
pub use crate::io::save::Level;

/// How a player is set up. Only hard reads the search settings.
#[derive(Clone, Debug)]
pub struct Config {
    /// Fixes every random choice of the player.
    pub seed: u64,
    /// Hard: thinking time a move, in milliseconds.
    pub think_ms: u64,
    /// Hard: a fixed number of search iterations a move instead of a time
    /// budget; the only way to get results that do not depend on machine speed.
    pub iterations: Option<u64>,
    /// Hard: set to true from another thread to make the search return now.
    pub stop: Option<Arc<AtomicBool>>,
    /// Hard: search threads a move (root-parallel, one stop flag for all);
    /// [`default_threads`] unless set. With an iteration budget only one
    /// thread is reproducible.
    pub threads: usize,
}

/// The default number of search threads: every core but one, at least one,
/// so the interface stays responsive while hard thinks.
pub fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get().saturating_sub(1))
        .unwrap_or(1)
        .max(1)
}

impl Config {
    /// The product defaults with a seed: 1.5 s a move for hard.
    pub fn new(seed: u64) -> Config {
        Config {
            seed,
            think_ms: 1500,
            iterations: None,
            stop: None,
            threads: default_threads(),
        }
    }
}

/// A player of a level with default settings.
pub fn player(level: Level, seed: u64) -> Box<dyn Player + Send> {
    player_with(level, &Config::new(seed))
}

/// A player of a level with explicit settings.
pub fn player_with(level: Level, cfg: &Config) -> Box<dyn Player + Send> {
    match level {
        Level::Random => Box::new(RandomPlayer {
            rng: Rng::new(cfg.seed),
        }),
        Level::Easy => Box::new(easy::Easy::new(cfg.seed)),
        Level::Medium => Box::new(medium::Medium::new(cfg.seed)),
        Level::Hard => Box::new(hard::Hard::new(cfg)),
    }
}

/// The state as a player may know it: the remaining tiles are rebuilt from
/// their counts and shuffled by the player's own generator, so the copy (and
/// everything computed from it) cannot depend on the real draw order.
pub fn private_copy(st: &State, rng: &mut Rng) -> State {
    let mut s = st.clone();
    s.set_stack(counted_stack(st));
    s.shuffle_stack(rng);
    s.set_record_detail(false);
    s
}

/// The remaining tiles in a canonical order (type index ascending).
fn counted_stack(st: &State) -> Vec<u8> {
    let mut v = Vec::with_capacity(st.stack().len());
    for (t, n) in st.remaining_counts().iter().enumerate() {
        v.extend(std::iter::repeat_n(t as u8, *n as usize));
    }
    v
}

/// Every legal move: placements of the drawn tile in sorted order, each first
/// without a follower, then with one on each feature that allows it; in a
/// wall round of The City, that round's decisions (`State::legal_moves`).
pub fn all_moves(st: &State) -> Vec<Move> {
    st.legal_moves()
}

/// Uniformly random legal moves: the baseline every level must beat.
pub struct RandomPlayer {
    rng: Rng,
}

impl Player for RandomPlayer {
    fn name(&self) -> &'static str {
        "random"
    }

    fn rank(&mut self, st: &State) -> Vec<RankedMove> {
        let mut moves = all_moves(st);
        self.rng.shuffle(&mut moves);
        moves
            .into_iter()
            .map(|mv| RankedMove {
                mv,
                value: 0.0,
                visits: 0,
            })
            .collect()
    }

    fn choose(&mut self, st: &State) -> Option<Move> {
        // The engine's own pick, so random play matches `selfplay`.
        random_move(st, &mut self.rng)
    }
}

#[cfg(test)]
mod tests;
