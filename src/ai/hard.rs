//! Hard: an anytime search that plans around the hidden draw order.
//!
//! It never sees the real stack order (it works on [`super::private_copy`]
//! and only counts the unplaced tiles) and judges positions by hard's own
//! constants of the evaluation ([`Weights::DEEP`] in the base game,
//! [`Weights::CITY_HARD`]'s terms in The City). The search itself is
//! [`super::search`]: hard-v1's two-ply expectimax first, then deeper for
//! the best moves while time is left, exact to the end of the game when few
//! tiles remain, on several threads under one stop flag.
//!
//! Rewards are a player's expected-point lead squashed to [0, 1], a stand-in
//! for the chance of winning that still prefers winning by more.

use super::eval::siblings::{Siblings, potentials_after};
use super::eval::{Weights, margin, potentials_with};
use super::search::budget::Budget;
use super::search::{Rewards, search};
use super::{Config, Player, RankedMove, private_copy};
use crate::engine::model::rng::Rng;
use crate::engine::{GameKind, Placement, State};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Search settings; the defaults are what the product plays.
#[derive(Clone, Copy, Debug)]
pub struct Params {
    /// Points of lead that make a reward of about 0.73.
    pub scale: f64,
    /// Points a player to move is about to gain with the drawn tile; without
    /// it a position just after one's own move would look better than the
    /// same position a reply later.
    pub tempo: f64,
    /// Moves searched on at a decision below the root (best prior first).
    pub beam: usize,
    /// The same in the endgame.
    pub endgame_beam: usize,
    /// Tile types sampled at chance nodes below the first (all of them when
    /// fewer remain, or in the endgame).
    pub samples: usize,
    /// Root moves deepened beyond depth 1 (the best of the depth before).
    pub root_beam: usize,
    /// Deepest depth tried (decisions after the root move).
    pub max_depth: u32,
    /// Unplaced tiles (drawn one included) from which on the search is exact.
    pub endgame_tiles: u32,
    /// Share of a deeper depth's value that replaces the depth before
    /// (1: the deeper one alone; less damps the noise of sampled draws).
    pub deep_blend: f64,
    /// The evaluation in the base game (with or without The City Gates).
    pub eval: Weights,
    /// The evaluation in The City.
    pub eval_city: Weights,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            scale: 10.0,
            tempo: 2.5,
            beam: 1,
            endgame_beam: 3,
            samples: 6,
            root_beam: 6,
            max_depth: 12,
            endgame_tiles: 10,
            deep_blend: 1.0,
            eval: Weights::DEEP,
            eval_city: Weights {
                own_draws: true,
                ..Weights::CITY_HARD
            },
        }
    }
}

/// Every player's reward for a position: its lead over the best other player,
/// squashed to [0, 1] (a finished game: by the final scores).
pub fn rewards(st: &State, params: &Params) -> Rewards {
    squash(st, potentials_with(st, weights(st, params)), params)
}

/// The evaluation hard judges a position of this game with.
pub fn weights<'a>(st: &State, params: &'a Params) -> &'a Weights {
    match st.tileset().game {
        GameKind::City => &params.eval_city,
        _ => &params.eval,
    }
}

/// [`rewards`] for a child of the position `sib` was made from, after the
/// placement `placed` (the same numbers, see [`Siblings`]).
pub fn rewards_after(
    st: &State,
    params: &Params,
    sib: &mut Siblings,
    placed: &Placement,
) -> Rewards {
    squash(
        st,
        potentials_after(st, weights(st, params), sib, placed),
        params,
    )
}

/// Rewards from every player's expected points.
fn squash(st: &State, mut pot: [f64; crate::engine::MAX_PLAYERS], params: &Params) -> Rewards {
    if !st.is_over() {
        pot[st.current()] += params.tempo;
    }
    let n = st.players();
    let mut r = [0.5; crate::engine::MAX_PLAYERS];
    for (p, v) in r.iter_mut().enumerate().take(n) {
        *v = 1.0 / (1.0 + (-margin(&pot, n, p) / params.scale).exp());
    }
    r
}

/// The hard player.
pub struct Hard {
    rng: Rng,
    think: Duration,
    iterations: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
    threads: usize,
    /// The search settings (public so that tuning runs can change them).
    pub params: Params,
    /// Sweeps of the last search (for reports and speed figures).
    pub last_iterations: u64,
    /// Deepest depth the last search finished for its best move.
    pub last_depth: u32,
}

impl Hard {
    /// A hard player from a configuration.
    pub fn new(cfg: &Config) -> Hard {
        Hard {
            rng: Rng::new(cfg.seed ^ 0x4A7D),
            think: Duration::from_millis(cfg.think_ms),
            iterations: cfg.iterations,
            stop: cfg.stop.clone(),
            threads: cfg.threads.max(1),
            params: Params::default(),
            last_iterations: 0,
            last_depth: 0,
        }
    }
}

impl Player for Hard {
    fn name(&self) -> &'static str {
        "hard"
    }

    fn rank(&mut self, st: &State) -> Vec<RankedMove> {
        let budget = Budget::new(self.think, self.iterations, self.stop.clone());
        let root = private_copy(st, &mut self.rng);
        let seed = self.rng.next_u64();
        let out = search(&root, &self.params, &budget, self.threads, seed);
        self.last_iterations = out.sweeps;
        self.last_depth = out.depth;
        out.ranked
    }
}
