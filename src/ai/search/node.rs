//! The recursion of the deep search: decision nodes (the player to move
//! picks among its best moves by the one-ply prior) and chance nodes (the
//! next drawn tile type, weighted by its count among the unplaced tiles).
//!
//! A decision node costs one sweep: every legal move applied and judged by
//! the evaluation. With `depth` 1 its value is that of the best move so
//! judged (the two-ply expectimax of hard-v1); deeper, the `beam` best moves
//! by that prior are searched on and the mover takes the best of them.
//! Chance nodes right below the root enumerate every tile type; deeper ones
//! sample a few (common random numbers keyed by the tiles drawn so far, so
//! the root's moves are compared on the same guesses), except in the endgame,
//! where every type is enumerated and the leaves are final scores.

use super::Rewards;
use super::budget::Budget;
use crate::ai::all_moves;
use crate::ai::chance::{draws, with_drawn};
use crate::ai::eval::siblings::Siblings;
use crate::ai::hard::{Params, rewards, rewards_after, weights};
use crate::engine::model::rng::Rng;
use crate::engine::{Move, State};

/// What one search needs at every node.
pub struct Walker<'a> {
    /// Settings.
    pub params: &'a Params,
    /// Shared by the threads.
    pub budget: &'a Budget,
    /// True once few tiles are left: enumerate every draw, widen the beam.
    pub endgame: bool,
    /// Seeds the sampled chance nodes.
    pub seed: u64,
}

/// The player who decides (The City's wall rounds ask others).
pub fn decider(st: &State) -> usize {
    st.phase().player().unwrap_or(st.current())
}

/// Every move of a position with the mover's one-ply reward, best first
/// (stable: equal values keep the canonical order).
pub fn prior(st: &State, params: &Params) -> Vec<(Move, Rewards)> {
    // The moves' positions share most of their evaluation (Siblings).
    let v = judged(st, params, &mut Siblings::new(st, weights(st, params)));
    best_first(v, decider(st))
}

/// Every move of a position with every player's one-ply reward, in the
/// canonical order, judged with the shared part `sib` made by the caller:
/// from `st`, or from `st` with another tile drawn and then
/// [`Siblings::redraw`] (the same numbers).
fn judged(st: &State, params: &Params, sib: &mut Siblings) -> Vec<(Move, Rewards)> {
    // One scratch copy for all the moves: each copy then reuses its lists.
    let mut s = st.clone();
    let v: Vec<(Move, Rewards)> = all_moves(st)
        .into_iter()
        .map(|mv| {
            s.clone_from(st);
            s.apply_unchecked(&mv);
            let r = match mv {
                Move::Place(p) => rewards_after(&s, params, sib, &p),
                _ => rewards(&s, params),
            };
            (mv, r)
        })
        .collect();
    v
}

/// The moves best first for `mover`, equal values in the order given.
fn best_first(v: Vec<(Move, Rewards)>, mover: usize) -> Vec<(Move, Rewards)> {
    // Best first, equal values in the canonical order: one sort of (key,
    // index) pairs, whose keys order as `total_cmp` reversed, rather than
    // a stable sort that moves the 56-byte entries.
    let mut keys: Vec<(u64, u32)> = v
        .iter()
        .enumerate()
        .map(|(i, (_, r))| (descending(r[mover]), i as u32))
        .collect();
    keys.sort_unstable();
    keys.into_iter().map(|(_, i)| v[i as usize]).collect()
}

/// The first of the best moves for `mover`: what [`best_first`] would put
/// first, without sorting the others.
fn best(v: &[(Move, Rewards)], mover: usize) -> Option<&(Move, Rewards)> {
    v.iter().reduce(|b, x| {
        if x.1[mover].total_cmp(&b.1[mover]).is_gt() {
            x
        } else {
            b
        }
    })
}

/// A key that orders as `f64::total_cmp`, reversed.
fn descending(x: f64) -> u64 {
    let b = x.to_bits();
    let ascending = if b >> 63 == 1 { !b } else { b | 1 << 63 };
    !ascending
}

impl Walker<'_> {
    fn beam(&self) -> usize {
        if self.endgame {
            self.params.endgame_beam
        } else {
            self.params.beam
        }
        .max(1)
    }

    /// A position where the player to move holds a tile, searched `depth`
    /// decisions deep, its moves judged with `sib` (made from it, or from
    /// it with another tile drawn and redrawn). None when the budget ran out.
    fn decide(&self, st: &State, depth: u32, key: u64, sib: &mut Siblings) -> Option<Rewards> {
        if st.is_over() {
            return Some(rewards(st, self.params));
        }
        if !self.budget.take() {
            return None;
        }
        let mover = decider(st);
        let kids = judged(st, self.params, sib);
        let Some(first) = best(&kids, mover) else {
            return Some(rewards(st, self.params));
        };
        if depth <= 1 {
            return Some(first.1);
        }
        let kids = best_first(kids, mover);
        let mut best: Option<Rewards> = None;
        for (mv, _) in kids.iter().take(self.beam()) {
            let mut s = st.clone();
            s.apply_unchecked(mv);
            let v = self.chance(&s, depth - 1, key, false)?;
            if best.is_none_or(|b| v[mover] > b[mover]) {
                best = Some(v);
            }
        }
        best
    }

    /// A position just after a move, before the next draw is known: the
    /// expectation over the next tile type of the decision that follows.
    pub fn chance(&self, st: &State, depth: u32, key: u64, exact: bool) -> Option<Rewards> {
        if st.is_over() || depth == 0 {
            return Some(rewards(st, self.params));
        }
        // The decisions after each guessed draw share the parent's
        // features, followers and board: their shared part is made once.
        let mut sib = Siblings::new(st, weights(st, self.params));
        // A City wall round: the next decision needs no draw.
        if st.drawn().is_none() {
            return self.decide(st, depth, key, &mut sib);
        }
        let d = draws(st);
        let samples = self.params.samples.max(1);
        let mut sum = [0.0; crate::engine::MAX_PLAYERS];
        if exact || self.endgame || d.len() <= samples {
            for &(t, p) in &d {
                sib.redraw();
                let v = self.decide(&with_drawn(st, t), depth, mix(key, t), &mut sib)?;
                for (s, x) in sum.iter_mut().zip(v) {
                    *s += p * x;
                }
            }
        } else {
            // Draws sampled by their weight: the same key (the tiles drawn on
            // the way here) gives the same sample, whichever root move led here.
            let mut rng = Rng::new(self.seed ^ key);
            let w = 1.0 / samples as f64;
            for _ in 0..samples {
                let mut u = rng.unit();
                let mut t = d[d.len() - 1].0;
                for &(ty, p) in &d {
                    if u < p {
                        t = ty;
                        break;
                    }
                    u -= p;
                }
                sib.redraw();
                let v = self.decide(&with_drawn(st, t), depth, mix(key, t), &mut sib)?;
                for (s, x) in sum.iter_mut().zip(v) {
                    *s += w * x;
                }
            }
        }
        Some(sum)
    }
}

/// Folds a drawn tile type into a path key.
fn mix(key: u64, t: u8) -> u64 {
    let mut x = key ^ (t as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 29;
    x.wrapping_mul(0xBF58_476D_1CE4_E5B9)
}

#[cfg(test)]
mod tests {
    use super::{best, best_first, descending};
    use crate::engine::model::geometry::Cell;
    use crate::engine::{Move, Placement, Rotation};

    #[test]
    fn the_best_move_is_the_one_the_sort_puts_first() {
        // Depth 1 takes the best without sorting: ties (0.0 and -0.0 are
        // not one) must go to the first in the canonical order.
        let vals = [0.5, -0.0, 0.7, 0.0, 0.7, f64::NAN, 0.1, 0.7];
        for n in 1..=vals.len() {
            for skip in 0..n {
                let v: Vec<(Move, super::Rewards)> = vals[skip..n]
                    .iter()
                    .enumerate()
                    .map(|(i, &x)| {
                        let mv = Move::Place(Placement {
                            cell: Cell::new(i as i32, 0),
                            rot: Rotation(0),
                            follower: None,
                        });
                        let mut r = [0.0; crate::engine::MAX_PLAYERS];
                        r[1] = x;
                        (mv, r)
                    })
                    .collect();
                let b = best(&v, 1).map(|x| x.0);
                assert_eq!(b, best_first(v.clone(), 1).first().map(|x| x.0));
            }
        }
    }

    #[test]
    fn descending_keys_order_as_total_cmp_reversed() {
        // The prior's order of moves rests on it (ties by index).
        let xs = [
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            0.73,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            -f64::NAN,
            1e-300,
            -1e-300,
        ];
        for a in xs {
            for b in xs {
                assert_eq!(
                    descending(a).cmp(&descending(b)),
                    b.total_cmp(&a),
                    "{a} {b}"
                );
            }
        }
    }
}
