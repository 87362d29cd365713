//! Features on the board: a union-find over the features of placed tiles.
//!
//! Every feature of every placed tile is a node. Nodes joined across sides
//! form one board feature, whose root carries the sums the rules need: open
//! ports, shields, market kinds and followers per player. Members form a
//! circular list so a feature's tiles can be listed when it is scored.
//!
//! The sets are kept flat: every node points straight at its root, so a
//! root is one look-up (the rules, the random move and the computer's
//! evaluation ask for roots far more often than features join); a join
//! points the smaller feature's members at the larger one's root, at most
//! a few nodes a tile.

use super::tile::{FeatureKind, FeatureSeed};

/// Most players in any game.
pub const MAX_PLAYERS: usize = 5;

/// A node: one tile feature, and (at a root) the sums for its board feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The root of the node's board feature (itself at a root).
    parent: u16,
    next: u16,
    /// Index of the placed tile (placement order).
    pub tile: u8,
    /// Feature index on that tile.
    pub local: u8,
    pub kind: FeatureKind,
    /// Root only: ports still facing nothing.
    pub open: u16,
    /// Root only: tile features joined (not distinct tiles).
    pub segments: u16,
    /// Root only: shields (cities).
    pub shields: u16,
    /// Root only: market kinds present (bit set).
    pub market_kinds: u8,
    /// Root only: followers per player.
    pub followers: [u8; MAX_PLAYERS],
}

/// All feature nodes of a board.
///
/// Invariant: every node's `parent` is the root of its board feature (a
/// root's is itself), and `next` links the members of each board feature
/// in one circle.
#[derive(Debug, Default)]
pub struct Features {
    nodes: Vec<Node>,
}

impl Clone for Features {
    fn clone(&self) -> Features {
        // Room for the features of one more tile (at most 16).
        Features {
            nodes: super::board::clone_with_room(&self.nodes, 16),
        }
    }

    /// Into the list's own allocation (a scratch copy reused by search).
    fn clone_from(&mut self, src: &Features) {
        self.nodes.clone_from(&src.nodes);
    }
}

impl Features {
    /// No features yet.
    pub fn new() -> Features {
        Features::with_capacity(800)
    }

    /// No features yet, with room for `nodes` nodes (a game's tile set
    /// says how many it can have: more than needed is an allocation the
    /// allocator serves more slowly).
    pub fn with_capacity(nodes: usize) -> Features {
        Features {
            nodes: Vec::with_capacity(nodes),
        }
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True when no tile is placed.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Adds a node for each feature of a tile laid as placed tile `tile`,
    /// from the tile type's seeds; returns the first node's id.
    #[inline]
    pub fn add_tile(&mut self, tile: u8, seeds: &[FeatureSeed]) -> u16 {
        let first = self.nodes.len() as u16;
        self.nodes.extend(
            seeds
                .iter()
                .zip(first..)
                .zip(0u8..)
                .map(|((s, id), local)| Node {
                    parent: id,
                    next: id,
                    tile,
                    local,
                    kind: s.kind,
                    open: s.open,
                    segments: 1,
                    shields: s.shields,
                    market_kinds: s.market_kinds,
                    followers: [0; MAX_PLAYERS],
                }),
        );
        first
    }

    /// The root of a node's board feature: one look-up (the sets are flat).
    #[inline]
    pub fn find(&mut self, a: u16) -> u16 {
        self.root(a)
    }

    /// The root of a node's board feature, for shared references.
    #[inline]
    pub fn root(&self, a: u16) -> u16 {
        let r = self.nodes[a as usize].parent;
        debug_assert_eq!(
            self.nodes[r as usize].parent, r,
            "node {a} points at a root"
        );
        r
    }

    /// A node (its sums are meaningful at a root).
    #[inline]
    pub fn node(&self, a: u16) -> &Node {
        &self.nodes[a as usize]
    }

    /// A node, mutable.
    #[inline]
    pub fn node_mut(&mut self, a: u16) -> &mut Node {
        &mut self.nodes[a as usize]
    }

    /// The root's data for any node.
    #[inline]
    pub fn feature(&self, a: u16) -> &Node {
        &self.nodes[self.root(a) as usize]
    }

    /// Closes one port of the feature of `a` (a neighbour or wall now faces it).
    #[inline]
    pub fn close_port(&mut self, a: u16) {
        let r = self.find(a);
        let n = &mut self.nodes[r as usize];
        debug_assert!(n.open > 0);
        n.open = n.open.saturating_sub(1);
    }

    /// Closes `k` ports of the feature whose root is `r`.
    #[inline]
    pub fn close_root_ports(&mut self, r: u16, k: u16) {
        let n = &mut self.nodes[r as usize];
        debug_assert!(n.parent == r && n.open >= k);
        n.open = n.open.saturating_sub(k);
    }

    /// Joins the features of `a` and `b`; returns the new root.
    pub fn union(&mut self, a: u16, b: u16) -> u16 {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        let (big, small) = if self.nodes[ra as usize].segments >= self.nodes[rb as usize].segments {
            (ra, rb)
        } else {
            (rb, ra)
        };
        // The smaller feature's members now belong to the larger's root.
        let mut x = small;
        loop {
            let n = &mut self.nodes[x as usize];
            n.parent = big;
            x = n.next;
            if x == small {
                break;
            }
        }
        let s = self.nodes[small as usize];
        let b = &mut self.nodes[big as usize];
        b.open += s.open;
        b.segments += s.segments;
        b.shields += s.shields;
        b.market_kinds |= s.market_kinds;
        for p in 0..MAX_PLAYERS {
            b.followers[p] += s.followers[p];
        }
        let bn = b.next;
        b.next = s.next;
        self.nodes[small as usize].next = bn;
        big
    }

    /// Calls `f` on every node of the board feature containing `a`.
    pub fn for_each_member(&self, a: u16, mut f: impl FnMut(u16, &Node)) {
        let mut x = a;
        loop {
            f(x, &self.nodes[x as usize]);
            x = self.nodes[x as usize].next;
            if x == a {
                break;
            }
        }
    }

    /// The distinct placed-tile indices of a board feature, in placement order.
    pub fn tiles_of(&self, a: u16) -> Vec<u8> {
        let mut v = Vec::with_capacity(8);
        self.for_each_member(a, |_, n| v.push(n.tile));
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The distinct placed-tile indices of a board feature as a bit set
    /// (placed-tile indices are below 256).
    pub fn tile_bits(&self, a: u16) -> [u64; 4] {
        let mut seen = [0u64; 4];
        self.for_each_member(a, |_, m| {
            seen[m.tile as usize / 64] |= 1 << (m.tile as usize % 64);
        });
        seen
    }

    /// The number of distinct tiles of a board feature ("per tile" counts each tile once).
    pub fn tile_count(&self, a: u16) -> u16 {
        let mut seen = [0u64; 4];
        let mut n = 0;
        self.for_each_member(a, |_, m| {
            let (w, b) = (m.tile as usize / 64, m.tile as usize % 64);
            if seen[w] & (1 << b) == 0 {
                seen[w] |= 1 << b;
                n += 1;
            }
        });
        n
    }

    /// All roots, each once.
    pub fn roots(&self) -> impl Iterator<Item = u16> + '_ {
        self.nodes
            .iter()
            .enumerate()
            .filter(|(i, n)| n.parent as usize == *i)
            .map(|(i, _)| i as u16)
    }
}

/// Whether two features facing each other across a side join (R-C3 for markets).
pub fn connects(a: FeatureKind, b: FeatureKind) -> bool {
    a == b && a != FeatureKind::Monastery
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::model::rng::Rng;

    /// Random joins against a plain labelling of the sets: after every
    /// join each node's root is its set's one root, every node points at
    /// it directly, the sums are the members' and the member circle holds
    /// exactly the set.
    #[test]
    fn joins_keep_every_node_pointing_at_its_root() {
        let mut rng = Rng::new(9);
        for _ in 0..50 {
            let n = 2 + rng.below(60) as usize;
            let mut f = Features::with_capacity(n);
            let mut label: Vec<usize> = (0..n).collect();
            let seeds: Vec<FeatureSeed> = (0..n)
                .map(|i| FeatureSeed {
                    kind: FeatureKind::Field,
                    open: 1 + (i % 3) as u16,
                    shields: 0,
                    market_kinds: 0,
                })
                .collect();
            f.add_tile(0, &seeds);
            for _ in 0..n {
                let (a, b) = (rng.below(n as u32) as u16, rng.below(n as u32) as u16);
                let r = f.union(a, b);
                let (la, lb) = (label[a as usize], label[b as usize]);
                label.iter_mut().filter(|l| **l == lb).for_each(|l| *l = la);
                for x in 0..n {
                    let root = f.root(x as u16);
                    assert_eq!(f.nodes[x].parent, root);
                    assert_eq!(f.nodes[root as usize].parent, root);
                    let same = (0..n).filter(|y| label[*y] == label[x]);
                    assert!(same.clone().all(|y| f.root(y as u16) == root));
                    if label[x] == la {
                        assert_eq!(root, r);
                    }
                    let mut members = Vec::new();
                    f.for_each_member(x as u16, |m, _| members.push(m as usize));
                    members.sort_unstable();
                    assert_eq!(members, same.clone().collect::<Vec<_>>());
                    let open: u16 = same.map(|y| 1 + (y % 3) as u16).sum();
                    assert_eq!(f.node(root).open, open);
                }
            }
        }
    }
}
