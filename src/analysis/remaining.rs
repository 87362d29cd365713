//! Remaining tiles, for stack discipline: what is left, the chance of each
//! type coming next, and the open spots of the board with the tiles that fit
//! them and the chance that one comes soon.

use crate::engine::State;
use crate::engine::model::geometry::{Cell, Place, Side};
use crate::engine::model::tile::{FeatureKind, NONE};
use serde::Serialize;

/// How many tiles of one type remain.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TileLeft {
    pub tile: String,
    /// Tiles of this type in the stack.
    pub count: u32,
    /// The chance the next tile drawn (after this turn) is of this type: count / total.
    /// (A drawn tile that fits nowhere is discarded and another drawn, R-B1;
    /// these chances are for the draw itself, before that.)
    pub next_chance: f64,
}

/// The chance of at least one fitting tile within a number of draws.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DrawChance {
    pub draws: u32,
    pub chance: f64,
}

/// Why a spot is open: an unfinished feature that reaches it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SpotNeed {
    pub kind: FeatureKind,
    /// The tile of the feature next to the spot (for a monastery: the monastery's cell).
    pub from: Cell,
    /// The spot's side the feature faces (None for a monastery, which only needs the cell filled).
    pub side: Option<Side>,
    /// The feature's root node (for highlighting).
    pub node: u16,
}

/// An empty cell beside the board that an unfinished feature needs filled.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OpenSpot {
    pub cell: Cell,
    pub needs: Vec<SpotNeed>,
    /// Remaining tiles (all copies) that fit the cell in some rotation.
    pub fitting: u32,
    /// Ids of the tile types that fit, each once, in tile-set order.
    pub fitting_tiles: Vec<String>,
    /// The chance that at least one fitting tile comes within n draws (hypergeometric).
    pub chances: Vec<DrawChance>,
}

/// The City: one of the three face-down stacks. Only its size is known; which
/// tiles it holds is not (E-12).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StackLeft {
    /// 1, 2 or 3.
    pub stack: u8,
    pub tiles: u32,
    /// The drawn tile came from it, and the next comes from it if it has tiles.
    pub in_use: bool,
}

/// The remaining tiles and the open spots.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RemainingReport {
    /// The drawn tile (known, so not counted below).
    pub drawn: Option<String>,
    /// Tiles in the stack.
    pub total: u32,
    /// Every tile type of the set, with how many are left (0 included).
    pub tiles: Vec<TileLeft>,
    /// Draw counts the spot chances are given for.
    pub draws: Vec<u32>,
    /// Open spots, hardest to fill first (fewest fitting tiles), then by cell.
    pub spots: Vec<OpenSpot>,
    /// The City's stacks, 1 to 3; empty in the base game.
    pub stacks: Vec<StackLeft>,
}

impl RemainingReport {
    /// The expected number of tiles of type `tile` (tile-set index) in a
    /// stack. E-12: the stacks were dealt face down from a shuffled pile, so
    /// every unseen tile is as likely to lie in one stack as in another: its
    /// share of a stack is the stack's share of all unseen tiles.
    pub fn expected_in_stack(&self, tile: usize, stack: &StackLeft) -> f64 {
        match (self.tiles.get(tile), self.total) {
            (Some(t), total) if total > 0 => t.count as f64 * stack.tiles as f64 / total as f64,
            _ => 0.0,
        }
    }
}

/// The chance that at least one of `good` special tiles comes within `draws`
/// draws from `total` tiles without replacement: 1 - C(total-good, n) / C(total, n),
/// n = min(draws, total).
pub fn at_least_one(total: u32, good: u32, draws: u32) -> f64 {
    let good = good.min(total);
    let n = draws.min(total);
    if good == 0 || n == 0 {
        return 0.0;
    }
    // C(N-k, n) / C(N, n) = prod_{i<n} (N-k-i) / (N-i)
    let mut none = 1.0f64;
    for i in 0..n {
        let bad = total - good;
        if i >= bad {
            return 1.0;
        }
        none *= (bad - i) as f64 / (total - i) as f64;
    }
    1.0 - none
}

/// The draw counts worth showing: 1, one round (players), two rounds, and a chosen one.
pub fn default_draws(players: usize, extra: Option<u32>) -> Vec<u32> {
    let p = players as u32;
    let mut v = vec![1, p, 2 * p];
    v.extend(extra);
    v.retain(|n| *n > 0);
    v.sort_unstable();
    v.dedup();
    v
}

/// What an open cell is needed for: unfinished cities, roads (streets, markets)
/// facing it, and monasteries whose 3x3 area it is in. Empty for a cell no
/// unfinished feature needs (only fields face it).
pub fn spot_needs(st: &State, cell: Cell) -> Vec<SpotNeed> {
    let ts = st.tileset();
    let board = st.board();
    let mut needs: Vec<SpotNeed> = Vec::new();
    for s in Side::ALL {
        let Some(n) = board.at(cell.step(s)) else {
            continue;
        };
        let o = &ts.tiles[n.tile as usize].oriented[n.rot.0 as usize];
        for pos in 0..3 {
            let theirs = Place::new(s, pos).facing();
            let local = o.port[theirs.0 as usize];
            if local == NONE {
                continue;
            }
            let node = n.node_base + local as u16;
            let root = st.features().root(node);
            let f = st.features().node(root);
            let wanted = matches!(
                f.kind,
                FeatureKind::City | FeatureKind::Road | FeatureKind::Street | FeatureKind::Market
            );
            // A port facing an empty cell is open, so the feature is unfinished.
            if wanted && f.open > 0 && !needs.iter().any(|x| x.node == root) {
                needs.push(SpotNeed {
                    kind: f.kind,
                    from: n.cell,
                    side: Some(s),
                    node: root,
                });
            }
        }
    }
    for c in cell.ring() {
        if let Some(m) = st.monastery_node(c) {
            let root = st.features().root(m);
            needs.push(SpotNeed {
                kind: FeatureKind::Monastery,
                from: c,
                side: None,
                node: root,
            });
        }
    }
    needs
}

/// Remaining tiles, next-tile chances and open spots. `draws` lists the draw
/// counts for the spot chances (see [`default_draws`]).
pub fn remaining(st: &State, draws: &[u32]) -> RemainingReport {
    let ts = st.tileset();
    let counts = st.remaining_counts();
    let total: u32 = counts.iter().map(|c| *c as u32).sum();
    let chance = |c: u32| {
        if total == 0 {
            0.0
        } else {
            c as f64 / total as f64
        }
    };
    let tiles = ts
        .tiles
        .iter()
        .zip(&counts)
        .map(|(t, c)| TileLeft {
            tile: t.id.clone(),
            count: *c as u32,
            next_chance: chance(*c as u32),
        })
        .collect();
    let mut spots: Vec<OpenSpot> = Vec::new();
    for oc in st.board().frontier() {
        let needs = spot_needs(st, oc.cell);
        if needs.is_empty() {
            continue;
        }
        let mut fitting = 0u32;
        let mut fitting_tiles = Vec::new();
        for (i, c) in counts.iter().enumerate() {
            if *c > 0 && ts.fitting_rotations(i as u8, oc.pattern) != 0 {
                fitting += *c as u32;
                fitting_tiles.push(ts.tiles[i].id.clone());
            }
        }
        let chances = draws
            .iter()
            .map(|n| DrawChance {
                draws: *n,
                chance: at_least_one(total, fitting, *n),
            })
            .collect();
        spots.push(OpenSpot {
            cell: oc.cell,
            needs,
            fitting,
            fitting_tiles,
            chances,
        });
    }
    spots.sort_by(|a, b| {
        a.fitting
            .cmp(&b.fitting)
            .then((a.cell.y, a.cell.x).cmp(&(b.cell.y, b.cell.x)))
    });
    let stacks = st
        .city()
        .map(|c| {
            (0..3)
                .map(|i| StackLeft {
                    stack: i as u8 + 1,
                    tiles: c.stack_left[i] as u32,
                    in_use: c.cur_stack as usize == i + 1,
                })
                .collect()
        })
        .unwrap_or_default();
    RemainingReport {
        drawn: st.drawn().map(|t| ts.tiles[t as usize].id.clone()),
        total,
        tiles,
        draws: draws.to_vec(),
        spots,
        stacks,
    }
}
