//! Medium: a one-move look-ahead with its own constants of the evaluation
//! ([`Weights::MEDIUM`]: the shared ones with a better follower economy).
//!
//! Every legal move is tried on the player's private copy and the resulting
//! position judged by [`super::eval`]: points now, unfinished features times
//! their chance to finish, majorities, fields and followers. It does not think
//! about the opponent's reply; that is what makes it beatable.

use super::eval::{Weights, margin, potentials_with};
use super::{Player, RankedMove, all_moves, private_copy};
use crate::engine::State;
use crate::engine::model::rng::Rng;

/// The medium player.
pub struct Medium {
    rng: Rng,
}

impl Medium {
    /// A medium player; the seed only fixes its private stack shuffle.
    pub fn new(seed: u64) -> Medium {
        Medium {
            rng: Rng::new(seed ^ 0x3ED1),
        }
    }
}

/// Every move of the position with medium's one-ply value for the player to move.
pub fn one_ply(base: &State) -> Vec<RankedMove> {
    let me = base.current();
    let mut out: Vec<RankedMove> = all_moves(base)
        .into_iter()
        .map(|mv| {
            let mut s = base.clone();
            s.apply_unchecked(&mv);
            RankedMove {
                mv,
                value: margin(&potentials_with(&s, &Weights::MEDIUM), s.players(), me),
                visits: 0,
            }
        })
        .collect();
    // Stable: equal values keep the canonical move order, so play is reproducible.
    out.sort_by(|a, b| b.value.total_cmp(&a.value));
    out
}

impl Player for Medium {
    fn name(&self) -> &'static str {
        "medium"
    }

    fn rank(&mut self, st: &State) -> Vec<RankedMove> {
        one_ply(&private_copy(st, &mut self.rng))
    }
}
