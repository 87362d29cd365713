//! The scores if the game ended now, for [`Weights::ended_blend`]: summed
//! from the features the evaluation already walks, since the features
//! that hold followers are exactly the ones the end scoring pays (a
//! completed one has sent its followers home), so no copy of the position
//! and no end scoring are needed. Each feature's end value comes from the
//! evaluation's own walk of it (`Worth::end`), not from the rules again.

use super::Weights;
use crate::engine::model::features::Node;
use crate::engine::{MAX_PLAYERS, State};

/// Every player's score as the end scoring would leave it, built up one
/// held feature at a time. Made only with the blend on (see
/// [`Ended::new`]), so that an evaluation without it (medium's, hard-v1's)
/// does no work for it.
///
/// Invariant: `scores` is the score table plus, for every feature passed
/// to [`Ended::add`], its end value to each player of its majority.
pub(super) struct Ended<'a> {
    st: &'a State,
    blend: f64,
    scores: [f64; MAX_PLAYERS],
}

impl<'a> Ended<'a> {
    /// The score table now (nothing held added yet), or None with the
    /// blend off.
    pub(super) fn new(st: &'a State, w: &Weights) -> Option<Ended<'a>> {
        (w.ended_blend > 0.0).then(|| Ended {
            st,
            blend: w.ended_blend,
            scores: super::scores(st),
        })
    }

    /// Pays a held feature's end value `v` (what the rules would score it
    /// now at the end) to the players of its majority (`most` followers
    /// each).
    pub(super) fn add(&mut self, node: &Node, most: u8, v: f64) {
        if most == 0 {
            return;
        }
        let n = self.st.players();
        for (e, &k) in self.scores.iter_mut().zip(node.followers.iter()).take(n) {
            if k == most {
                *e += v;
            }
        }
    }

    /// Replaces the blend's share of the expected points `out` by these scores.
    pub(super) fn blend_into(&self, out: &mut [f64; MAX_PLAYERS]) {
        let a = self.blend;
        for (o, e) in out.iter_mut().zip(&self.scores).take(self.st.players()) {
            *o = (1.0 - a) * *o + a * *e;
        }
    }
}
