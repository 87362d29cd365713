//! What a feature of a tile about to go down would join in The City: the
//! board features it becomes one with and how open it stays, for the
//! follower rule (R-C6) and quick looks at completions. The tile's
//! surroundings are read once per placement and shared by its features,
//! and nothing here allocates: the move generators ask this for every
//! feature of every placement they try.

use crate::engine::model::features::connects;
use crate::engine::model::geometry::{Cell, Rotation};
use crate::engine::model::tile::{FeatureKind, NONE};
use crate::engine::state::{FacingPorts, State};

/// The board features (roots) a tile feature joins, on the stack.
///
/// Invariant: the first `len` entries are distinct roots; a feature meets
/// at most one root per facing place, so 12 is room enough.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Roots {
    ids: [u16; 12],
    len: u8,
}

impl Roots {
    /// True if the root is among them.
    #[inline]
    pub(crate) fn contains(&self, r: u16) -> bool {
        self.as_slice().contains(&r)
    }

    /// The roots, in the order they were met.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[u16] {
        &self.ids[..self.len as usize]
    }

    fn push(&mut self, r: u16) {
        debug_assert!((self.len as usize) < self.ids.len());
        if let Some(slot) = self.ids.get_mut(self.len as usize) {
            *slot = r;
            self.len += 1;
        }
    }
}

/// What a place on the border of the tile faces, in [`Around::facing_root`].
const NO_TILE: u16 = u16::MAX;
/// A neighbour tile with nothing on the facing place.
const NO_PORT: u16 = u16::MAX - 1;

/// A placement's surroundings, read once for all the tile's features.
///
/// Invariant: for the placement it was read for, `facing` is
/// [`State::facing_ports`], `pair_root[i]` the root of the board node of
/// `facing`'s pair `i`, and `facing_root[p]` for each border place `p`:
/// the root of the neighbour's node on the facing place, [`NO_PORT`] if
/// the neighbour has none there, [`NO_TILE`] if no tile is beside it.
pub(crate) struct Around {
    facing: FacingPorts,
    pair_root: [u16; 12],
    facing_root: [u16; 12],
}

impl State {
    /// Reads the surroundings of a tile about to go on `cell` in `rot`.
    pub(crate) fn around(&self, tile: u8, cell: Cell, rot: Rotation) -> Around {
        let facing = self.facing_ports(tile, cell, rot);
        let mut pair_root = [0u16; 12];
        for (r, &(_, tn)) in pair_root.iter_mut().zip(facing.as_slice()) {
            *r = self.features.root(tn);
        }
        let mut facing_root = [NO_TILE; 12];
        self.for_each_facing(cell, |p, theirs| {
            facing_root[p.0 as usize] = theirs.map_or(NO_PORT, |t| self.features.root(t));
        });
        Around {
            facing,
            pair_root,
            facing_root,
        }
    }

    /// What a tile feature joins if the tile goes at `cell` in `rot`: the
    /// tile's own features that become one with it (bit set), the board
    /// features (roots) it joins, and how many of its places will still face
    /// an empty cell.
    pub(crate) fn city_join(
        &self,
        tile: u8,
        cell: Cell,
        rot: Rotation,
        local: u8,
    ) -> (u16, Roots, i32) {
        self.city_join_around(tile, rot, local, &self.around(tile, cell, rot))
    }

    /// [`State::city_join`] with the surroundings already read.
    fn city_join_around(
        &self,
        tile: u8,
        rot: Rotation,
        local: u8,
        a: &Around,
    ) -> (u16, Roots, i32) {
        let t = &self.ts.tiles[tile as usize];
        let o = &t.oriented[rot.0 as usize];
        // The local features and neighbouring board features this one joins.
        let mut locals: u16 = 1 << local;
        let mut roots = Roots::default();
        loop {
            let mut changed = false;
            for (&(mine, tn), &r) in a.facing.as_slice().iter().zip(&a.pair_root) {
                if !connects(t.features[mine as usize].kind, self.features.node(tn).kind) {
                    continue;
                }
                let has_mine = locals & (1 << mine) != 0;
                let has_r = roots.contains(r);
                if has_mine && !has_r {
                    roots.push(r);
                    changed = true;
                } else if has_r && !has_mine {
                    locals |= 1 << mine;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        // Open places after the placement.
        let mut open: i32 = roots
            .as_slice()
            .iter()
            .map(|r| self.features.node(*r).open as i32)
            .sum();
        for (p, &theirs) in a.facing_root.iter().enumerate() {
            match theirs {
                NO_TILE => {
                    let mine = o.port[p];
                    if mine != NONE && locals & (1 << mine) != 0 {
                        open += 1;
                    }
                }
                NO_PORT => {}
                r => {
                    if roots.contains(r) {
                        open -= 1;
                    }
                }
            }
        }
        (locals, roots, open)
    }

    /// The features of a tile going on `cell` in `rot` that may take a
    /// follower (bit `i` for feature `i`): those `city_deploy_check`
    /// allows, worked out with one reading of the surroundings. The caller
    /// checks that the player has a follower.
    pub(crate) fn city_deployment_mask(&self, tile: u8, cell: Cell, rot: Rotation) -> u16 {
        let t = &self.ts.tiles[tile as usize];
        let mut mask = 0;
        let mut a = None;
        for (i, def) in t.features.iter().enumerate() {
            if !matches!(
                def.kind,
                FeatureKind::Street | FeatureKind::Market | FeatureKind::Residential
            ) {
                continue;
            }
            let a = a.get_or_insert_with(|| self.around(tile, cell, rot));
            let (_, roots, open) = self.city_join_around(tile, rot, i as u8, a);
            let taken = roots
                .as_slice()
                .iter()
                .any(|r| self.features.node(*r).followers.iter().any(|c| *c > 0));
            if !taken && (def.kind == FeatureKind::Residential || open > 0) {
                mask |= 1 << i;
            }
        }
        mask
    }
}
