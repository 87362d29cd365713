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

/// The `j`-th rotation (lowest first) of a 4-bit rotation mask, for `j`
/// below the mask's count: a table, not a loop clearing bits, whose exit
/// the processor cannot predict.
const NTH_ROTATION: [[u8; 4]; 16] = {
    let mut t = [[0u8; 4]; 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut j, mut r) = (0, 0);
        while r < 4 {
            if mask & (1 << r) != 0 {
                t[mask][j] = r as u8;
                j += 1;
            }
            r += 1;
        }
        mask += 1;
    }
    t
};

/// The `j`-th rotation (lowest first) of a 4-bit rotation mask, `j` below
/// its count.
#[inline]
pub(crate) fn nth_rotation(mask: u8, j: u32) -> u8 {
    NTH_ROTATION[(mask & 15) as usize][(j & 3) as usize]
}

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
    let k = rng.below(n);
    // The k-th placement in frontier order, walked to from the nearer end
    // of the frontier (half the cells on average): from the back it is
    // the (n - 1 - k)-th, and within its cell the rotations count down.
    let mut chosen = (Cell::new(0, 0), 0u8);
    if k < n / 2 {
        let mut k = k;
        for oc in frontier {
            let mask = row[oc.pattern as usize];
            let c = rotations_in(mask);
            if k < c {
                chosen = (oc.cell, nth_rotation(mask, k));
                break;
            }
            k -= c;
        }
    } else {
        let mut k = n - 1 - k;
        for oc in frontier.iter().rev() {
            let mask = row[oc.pattern as usize];
            let c = rotations_in(mask);
            if k < c {
                chosen = (oc.cell, nth_rotation(mask, c - 1 - k));
                break;
            }
            k -= c;
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// For every rotation mask, the table's `j`-th rotation is the mask's
    /// `j`-th set bit counted from the lowest, and the counts agree.
    #[test]
    fn the_nth_rotation_table_is_the_masks_nth_set_bit() {
        for mask in 0u8..16 {
            let bits: Vec<u8> = (0..4).filter(|r| mask & (1 << r) != 0).collect();
            assert_eq!(rotations_in(mask) as usize, bits.len());
            for (j, r) in bits.iter().enumerate() {
                assert_eq!(NTH_ROTATION[mask as usize][j], *r, "mask {mask:04b} j {j}");
            }
        }
    }
}
