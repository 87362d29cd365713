//! Medium: a one-move look-ahead with the shared evaluation.
//!
//! Every legal move is tried on the player's private copy and the resulting
//! position judged by [`super::eval`]: points now, unfinished features times
//! their chance to finish, majorities, fields and followers. It does not think
//! about the opponent's reply; that is what makes it beatable.

use super::eval::value_for;
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

/// Every move of the position with its one-ply value for the player to move.
pub fn one_ply(base: &State) -> Vec<RankedMove> {
    let me = base.current();
    let mut out: Vec<RankedMove> = all_moves(base)
        .into_iter()
        .map(|mv| {
            let mut s = base.clone();
            s.apply_unchecked(&mv);
            RankedMove {
                mv,
                value: value_for(&s, me),
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
