//! What a feature of a tile about to go down would join in The City: the
//! board features it becomes one with and how open it stays, for the
//! follower rule (R-C6) and quick looks at completions. The tile's
//! surroundings are read once per placement and shared by its features,
//! and nothing here allocates: the move generators ask this for every
//! feature of every placement they try.

use crate::engine::model::features::connects;
use crate::engine::model::geometry::{Cell, Rotation};
use crate::engine::model::tile::{FeatureKind, NONE, places_in};
use crate::engine::state::State;

/// A few distinct board features (roots), on the stack: those a tile
/// feature joins (room for 12: a feature meets at most one root per
/// facing place), or those a wall piece or a tile closes.
///
/// Invariant: the first `len` entries are distinct roots, in the order
/// they were added; the callers never add more than `N`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Roots<const N: usize = 12> {
    ids: [u16; N],
    len: u8,
}

impl<const N: usize> Default for Roots<N> {
    fn default() -> Self {
        Roots {
            ids: [0; N],
            len: 0,
        }
    }
}

impl<const N: usize> Roots<N> {
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

    /// Adds a root (the caller has checked it is not among them).
    pub(crate) fn push(&mut self, r: u16) {
        debug_assert!((self.len as usize) < self.ids.len());
        if let Some(slot) = self.ids.get_mut(self.len as usize) {
            *slot = r;
            self.len += 1;
        }
    }
}

/// A placement's surroundings, read once for all the tile's features.
///
/// Invariant: for the placement it was read for, `links[..n_links]` are
/// the places where a feature of the tile faces a board feature it joins
/// (same kind; R-C3 for markets), as (the tile's feature, the root of the
/// board feature), in [`State::facing_ports`] order; `faced[..n_faced]`
/// counts, per distinct root, the border places that face a node of that
/// root; `empty` has bit `p` for each border place `p` with no tile
/// beside it; `ports[i]` has bit `p` for each border place of the tile's
/// feature `i` (turned as placed).
pub(crate) struct Around {
    links: [(u8, u16); 12],
    n_links: u8,
    /// Bit `i` if the tile's feature `i` is in some link.
    linked: u16,
    faced: [(u16, u8); 12],
    n_faced: u8,
    empty: u16,
    ports: [u16; 16],
}

impl Around {
    fn links(&self) -> &[(u8, u16)] {
        &self.links[..self.n_links as usize]
    }

    fn faced(&self) -> &[(u16, u8)] {
        &self.faced[..self.n_faced as usize]
    }
}

impl State {
    /// Reads the surroundings of a tile about to go on `cell` in `rot`,
    /// with one walk of the neighbours.
    pub(crate) fn around(&self, tile: u8, cell: Cell, rot: Rotation) -> Around {
        let t = &self.ts.tiles[tile as usize];
        let o = &t.oriented[rot.0 as usize];
        let mut a = Around {
            links: [(0, 0); 12],
            n_links: 0,
            linked: 0,
            faced: [(0, 0); 12],
            n_faced: 0,
            empty: (1 << 12) - 1,
            ports: [0; 16],
        };
        for (p, &mine) in o.port.iter().enumerate() {
            if let Some(m) = a.ports.get_mut(mine as usize) {
                *m |= 1 << p;
            }
        }
        self.for_each_facing(cell, |p, theirs| {
            // A place visited has a tile beside it.
            a.empty &= !(1 << p.0);
            let Some(tn) = theirs else {
                return;
            };
            let r = self.features.root(tn);
            match a.faced().iter().position(|f| f.0 == r) {
                Some(i) => a.faced[i].1 += 1,
                None => {
                    a.faced[a.n_faced as usize] = (r, 1);
                    a.n_faced += 1;
                }
            }
            let mine = o.port[p.0 as usize];
            if mine != NONE && connects(t.seeds[mine as usize].kind, self.features.node(tn).kind) {
                a.links[a.n_links as usize] = (mine, r);
                a.n_links += 1;
                a.linked |= 1 << mine;
            }
        });
        a
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
        self.city_join_around(local, &self.around(tile, cell, rot))
    }

    /// [`State::city_join`] with the surroundings already read.
    fn city_join_around(&self, local: u8, a: &Around) -> (u16, Roots, i32) {
        if a.linked & (1 << local) == 0 {
            // It joins nothing: only its own places facing no tile stay open.
            let open = places_in(a.ports[local as usize] & a.empty) as i32;
            return (1 << local, Roots::default(), open);
        }
        // The local features and neighbouring board features this one joins.
        let mut locals: u16 = 1 << local;
        let mut roots = Roots::default();
        loop {
            let mut changed = false;
            for &(mine, r) in a.links() {
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
        // Open places after the placement: the joined features' open
        // places, plus the places of the joined tile features that face
        // no tile, less the places where the tile closes a joined one.
        let mut open: i32 = roots
            .as_slice()
            .iter()
            .map(|r| self.features.node(*r).open as i32)
            .sum();
        let mut ports = 0u16;
        let mut bits = locals;
        while bits != 0 {
            ports |= a.ports[bits.trailing_zeros() as usize];
            bits &= bits - 1;
        }
        open += places_in(ports & a.empty) as i32;
        for &(r, n) in a.faced() {
            if roots.contains(r) {
                open -= n as i32;
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
        for (i, seed) in t.seeds.iter().enumerate() {
            if !matches!(
                seed.kind,
                FeatureKind::Street | FeatureKind::Market | FeatureKind::Residential
            ) {
                continue;
            }
            let a = a.get_or_insert_with(|| self.around(tile, cell, rot));
            let (_, roots, open) = self.city_join_around(i as u8, a);
            let taken = roots
                .as_slice()
                .iter()
                .any(|r| self.features.node(*r).followers.iter().any(|c| *c > 0));
            if !taken && (seed.kind == FeatureKind::Residential || open > 0) {
                mask |= 1 << i;
            }
        }
        mask
    }
}
