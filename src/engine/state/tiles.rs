//! Laying a tile and a follower: the mechanics every game shares (joining
//! features across sides, closing their open places), with no rule of
//! legality or scoring.

use super::{PlacedFollower, Placement, State};
use crate::engine::model::board::PlacedTile;
use crate::engine::model::features::connects;
use crate::engine::model::geometry::{Cell, Place, Rotation, Side};
use crate::engine::model::tile::{FeatureKind, NONE};

impl State {
    /// Lays the drawn tile and the follower of a placement for the player to
    /// move; returns the tile's placement index (None: no tile was drawn).
    pub(crate) fn lay_drawn(&mut self, p: Placement) -> Option<usize> {
        let tile = self.drawn.take()?;
        let idx = self.put_tile(p.cell, tile, p.rot);
        let node_base = self.board.placed()[idx].node_base;
        if let Some(f) = p.follower {
            self.deploy(self.current, node_base + f as u16, p.cell, f);
        }
        Some(idx)
    }

    /// Where a tile laid at `cell` turned `rot` would meet its neighbours:
    /// each place where one of its features faces a feature of a placed
    /// tile, as (its local feature, the neighbour's node), a pair met at
    /// neighbouring places listed once. Whether the two join is the
    /// caller's rule (same kind; R-C3 for markets).
    #[inline]
    pub(crate) fn facing_ports(&self, tile: u8, cell: Cell, rot: Rotation) -> FacingPorts {
        let o = &self.ts.tiles[tile as usize].oriented[rot.0 as usize];
        let mut out = FacingPorts::default();
        self.for_each_facing(cell, |p, theirs| {
            let mine = o.port[p.0 as usize];
            if mine != NONE
                && let Some(theirs) = theirs
            {
                // A feature along a whole side meets the neighbour's at
                // each of its places: once is enough.
                let last = out.len.checked_sub(1).map(|i| out.pairs[i as usize]);
                if last != Some((mine, theirs)) {
                    out.pairs[out.len as usize] = (mine, theirs);
                    out.len += 1;
                }
            }
        });
        out
    }

    /// Calls `f` for each place of `cell` that borders a placed tile, in
    /// side then position order, with the neighbour's node on the facing
    /// place (None if it has no feature there): the one walk of the
    /// neighbours that joining and the City's follower check share.
    #[inline]
    pub(crate) fn for_each_facing(&self, cell: Cell, mut f: impl FnMut(Place, Option<u16>)) {
        for s in Side::ALL {
            let Some(n) = self.board.at(cell.step(s)) else {
                continue;
            };
            let no = &self.ts.tiles[n.tile as usize].oriented[n.rot.0 as usize];
            for pos in 0..3 {
                let p = Place::new(s, pos);
                let theirs = no.port[p.facing().0 as usize];
                f(p, (theirs != NONE).then(|| n.node_base + theirs as u16));
            }
        }
    }

    /// Puts a tile on the board and joins its features to its neighbours'.
    /// Returns its placement index. No legality check.
    pub(crate) fn put_tile(&mut self, cell: Cell, tile: u8, rot: Rotation) -> usize {
        let idx = self.board.placed().len();
        let t = &self.ts.tiles[tile as usize];
        let node_base = self.features.add_tile(idx as u8, &t.seeds);
        let placed = PlacedTile {
            cell,
            tile,
            rot,
            node_base,
        };
        let beside = self.board.place(&self.ts, placed);
        let o = &t.oriented[rot.0 as usize];
        for s in Side::ALL {
            let Some(n) = beside[s.index()] else {
                continue;
            };
            let n = self.board.placed()[n as usize];
            let no = &self.ts.tiles[n.tile as usize].oriented[n.rot.0 as usize];
            for pos in 0..3 {
                let p = Place::new(s, pos);
                let mine = o.port[p.0 as usize];
                let theirs = no.port[p.facing().0 as usize];
                let a = (mine != NONE).then(|| node_base + mine as u16);
                let b = (theirs != NONE).then(|| n.node_base + theirs as u16);
                if let (Some(a), Some(b)) = (a, b)
                    && connects(self.features.node(a).kind, self.features.node(b).kind)
                {
                    // The two ports face each other: joined, the feature
                    // has both closed (the sums of closing each first,
                    // with half the root look-ups).
                    let r = self.features.union(a, b);
                    self.features.close_root_ports(r, 2);
                    continue;
                }
                for x in [a, b].into_iter().flatten() {
                    self.features.close_port(x);
                }
            }
        }
        idx
    }

    /// Puts a follower of `player` on a node, from supply.
    pub(crate) fn deploy(&mut self, player: u8, node: u16, cell: Cell, local: u8) {
        self.supply[player as usize] -= 1;
        let r = self.features.find(node);
        self.features.node_mut(r).followers[player as usize] += 1;
        self.followers.push(PlacedFollower {
            player,
            node,
            cell,
            local,
        });
        if self.features.node(node).kind == FeatureKind::Monastery {
            self.monks.push((cell, node));
        }
    }

    /// The monastery node of the tile on a cell, if it has one.
    pub fn monastery_node(&self, c: Cell) -> Option<u16> {
        let p = self.board.at(c)?;
        let m = self.ts.tiles[p.tile as usize].monastery?;
        Some(p.node_base + m as u16)
    }
}

/// The (local feature, neighbour node) pairs of [`State::facing_ports`]: at
/// most 12, one per border place, kept on the stack for move generation.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct FacingPorts {
    pairs: [(u8, u16); 12],
    len: u8,
}

impl FacingPorts {
    /// The pairs found.
    pub(crate) fn as_slice(&self) -> &[(u8, u16)] {
        &self.pairs[..self.len as usize]
    }
}
