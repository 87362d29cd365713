//! The City Gates (RULES.md section 3): gates in city walls that roads may
//! face (R-G1), cities and roads that gates close (R-G3, R-G4), the tiles
//! with fixed values, and R-B2a. Called by the base game's rules where its
//! scoring looks at gates.

use crate::engine::model::board::PlacedTile;
use crate::engine::model::features::Node;
use crate::engine::model::geometry::{Place, Side};
use crate::engine::model::tile::{EdgeKind, FeatureKind, NONE};
use crate::engine::state::State;

/// City Gates: a city's gates, where it is closed (R-G3), or a road's
/// ends that meet a gate (R-G4). Asked only to explain a score.
pub(crate) fn gate_ends(st: &State, root: u16) -> u16 {
    if !st.options.city_gates {
        return 0;
    }
    let kind = st.features.node(root).kind;
    let mut n = 0u16;
    st.features.for_each_member(root, |idx, m| {
        let pt = &st.board.placed()[m.tile as usize];
        let local = idx - pt.node_base;
        let t = &st.ts.tiles[pt.tile as usize];
        match kind {
            FeatureKind::City => {
                n += t.features[local as usize].gates.count_ones() as u16;
            }
            FeatureKind::Road => {
                for s in Side::ALL {
                    if t.port_at(pt.rot, Place::new(s, 1)) != Some(local as u8) {
                        continue;
                    }
                    if let Some(nb) = st.board.at(pt.cell.step(s)) {
                        let nt = &st.ts.tiles[nb.tile as usize];
                        if nt.edge_at(nb.rot, s.opposite()) == EdgeKind::Gate {
                            n += 1;
                        }
                    }
                }
            }
            _ => {}
        }
    });
    n
}

/// R-G4: calls `f` with the root of each neighbour's road (or city) end
/// that the tile just laid at `placed` closed without joining it: it faces
/// one of the tile's gates, which are no ports, so it may be complete now.
/// Only a gate side closes without joining.
pub(crate) fn for_each_road_closed_by_gate(
    st: &mut State,
    placed: PlacedTile,
    mut f: impl FnMut(u16),
) {
    let t = &st.ts.tiles[placed.tile as usize];
    // Most tiles have no gate (every base tile): nothing to turn.
    if !t.edges.contains(&EdgeKind::Gate) {
        return;
    }
    for s in Side::ALL {
        if t.edge_at(placed.rot, s) != EdgeKind::Gate {
            continue;
        }
        let Some(nb) = st.board.at(placed.cell.step(s)).copied() else {
            continue;
        };
        let facing = Place::new(s, 1).facing();
        let g = st.ts.tiles[nb.tile as usize].oriented[nb.rot.0 as usize].port[facing.0 as usize];
        if g == NONE || t.oriented[placed.rot.0 as usize].port[Place::new(s, 1).0 as usize] != NONE
        {
            continue;
        }
        let node = nb.node_base + g as u16;
        if !matches!(
            st.features.node(node).kind,
            FeatureKind::City | FeatureKind::Road
        ) {
            continue;
        }
        f(st.features.find(node));
    }
}

/// The fixed value of a city that is one segment of a tile whose data gives
/// it one (the City Gates tile with four gates), if so.
pub(crate) fn fixed_value(st: &State, node: &Node) -> Option<u8> {
    if node.segments != 1 {
        return None;
    }
    let p = st.board.placed()[node.tile as usize];
    st.ts.tiles[p.tile as usize].features[node.local as usize].fixed_points
}
