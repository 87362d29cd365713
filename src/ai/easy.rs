//! Easy: a beginner who grabs the points in front of them.
//!
//! It values a move by the points it scores at once, likes to claim what it
//! just built, keeps a couple of followers back, and adds a little noise so a
//! child sees different games. It never looks at what the board promises.

use super::{Player, RankedMove, all_moves, private_copy};
use crate::engine::model::rng::Rng;
use crate::engine::model::scoring::ScoreTime;
use crate::engine::{Move, State};

/// Followers a beginner holds back except for a sure score.
const RESERVE: u8 = 2;

/// The easy player.
pub struct Easy {
    rng: Rng,
}

impl Easy {
    /// An easy player whose noise is fixed by the seed.
    pub fn new(seed: u64) -> Easy {
        Easy {
            rng: Rng::new(seed ^ 0xEA5E),
        }
    }
}

/// The beginner's value of a move, without noise.
pub fn greedy_value(before: &State, after: &State, mv: &Move) -> f64 {
    let me = before.current();
    let gained = after.score(me) as f64 - before.score(me) as f64;
    let others: f64 = (0..before.players())
        .filter(|p| *p != me)
        .map(|p| after.score(p) as f64 - before.score(p) as f64)
        .sum();
    let mut v = gained - 0.5 * others;
    // Wall-round decisions of The City carry no follower on a tile feature.
    let Move::Place(p) = mv else {
        return v;
    };
    if p.follower.is_some() {
        let placed_still = after.supply(me) < before.supply(me);
        if placed_still {
            // The follower stays on the board: worth what its feature shows now.
            if let Some(f) = after.followers().last() {
                let root = after.features().root(f.node);
                let fv = after.feature_value(root, ScoreTime::End);
                // What it promises: a street or market's completed value.
                v += 0.5 * fv.completed_value as f64 + 0.5;
            }
            if before.supply(me) <= RESERVE {
                v -= 4.0;
            }
        }
    }
    v
}

impl Player for Easy {
    fn name(&self) -> &'static str {
        "easy"
    }

    fn rank(&mut self, st: &State) -> Vec<RankedMove> {
        let base = private_copy(st, &mut self.rng);
        let mut out: Vec<RankedMove> = all_moves(&base)
            .into_iter()
            .map(|mv| {
                let mut s = base.clone();
                s.apply_unchecked(&mv);
                let noise = 2.0 * self.rng.unit();
                RankedMove {
                    mv,
                    value: greedy_value(&base, &s, &mv) + noise,
                    visits: 0,
                }
            })
            .collect();
        out.sort_by(|a, b| b.value.total_cmp(&a.value));
        out
    }
}
