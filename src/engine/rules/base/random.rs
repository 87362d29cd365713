//! A uniformly random legal move of the base game: the hot path of random
//! play, so it reads the fit tables directly.

use super::taken_features;
use crate::engine::model::geometry::{Cell, Rotation};
use crate::engine::model::rng::Rng;
use crate::engine::model::tile::FeatureKind;
use crate::engine::state::{Move, Placement, State};

/// Number of rotations in a 4-bit rotation mask. A table look-up: the default
/// x86-64 target has no popcount instruction, and this is the inner loop of
/// random play.
const ROTATIONS_IN: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/// Number of rotations in a 4-bit rotation mask.
#[inline]
pub(crate) fn rotations_in(mask: u8) -> u32 {
    ROTATIONS_IN[(mask & 15) as usize] as u32
}

/// Picks a uniformly random legal move, follower choice included (none counts as one).
pub(super) fn random_move(st: &State, rng: &mut Rng) -> Option<Move> {
    let tile = st.drawn()?;
    let row = st.ts.fits_row(tile);
    let frontier = st.board.frontier();
    let n = st.board.fit_total(&st.ts, tile);
    if n == 0 {
        return None;
    }
    let mut k = rng.below(n);
    let mut chosen = (Cell::new(0, 0), 0u8);
    for oc in frontier {
        let mask = row[oc.pattern as usize];
        let c = rotations_in(mask);
        if k < c {
            let mut m = mask;
            for _ in 0..k {
                m &= m - 1;
            }
            chosen = (oc.cell, m.trailing_zeros() as u8);
            break;
        }
        k -= c;
    }
    let (cell, r) = chosen;
    let rot = Rotation(r);
    let mut deps = [0u8; 16];
    let mut nd = 0;
    if st.supply[st.current as usize] > 0 {
        let t = &st.ts.tiles[tile as usize];
        let taken = taken_features(st, tile, cell, rot);
        for (i, def) in t.features.iter().enumerate() {
            if nd < deps.len()
                && taken & (1 << i) == 0
                && (def.kind != FeatureKind::Field || st.options.farmers)
            {
                deps[nd] = i as u8;
                nd += 1;
            }
        }
    }
    let pick = rng.below(nd as u32 + 1) as usize;
    Some(Move::Place(Placement {
        cell,
        rot,
        follower: (pick < nd).then(|| deps[pick]),
    }))
}
