//! A simple greedy player of The City, for simulations (self-play, the
//! cross-check with the reference model, property tests): not one of the
//! app's levels, but closer to real play than uniform random moves.

use crate::engine::State;
use crate::engine::model::rng::Rng;

/// The simulation's "greedy" player for The City (not one of the app's AI
/// levels): places the tile where it scores the most for itself at once
/// (ties at random), puts a citizen or seller on the new tile whenever it
/// may (a steward only with 3 or more followers in supply), guards every wall
/// piece it may while keeping 2 followers, places the gate and walls at
/// random, and builds a tower wherever it scores most.
pub fn greedy_city_move(st: &State, rng: &mut Rng) -> Option<crate::engine::Move> {
    use crate::engine::rules::the_city::Phase;
    use crate::engine::state::Placement;
    use crate::engine::{FeatureKind, Move};
    match st.phase() {
        Phase::Over => None,
        Phase::Place { player } => {
            let tile = st.drawn()?;
            let mut best = Vec::new();
            let mut best_gain = 0;
            for (cell, rot) in st.legal_placements() {
                let g = st.completion_gain(tile, cell, rot, player);
                if g > best_gain || best.is_empty() {
                    if g > best_gain {
                        best.clear();
                    }
                    best_gain = best_gain.max(g);
                }
                if g == best_gain {
                    best.push((cell, rot));
                }
            }
            if best.is_empty() {
                return None;
            }
            let (cell, rot) = best[rng.below(best.len() as u32) as usize];
            let t = &st.tileset().tiles[tile as usize];
            let deps = st.deployments(tile, cell, rot);
            let active: Vec<u8> = deps
                .iter()
                .copied()
                .filter(|f| t.features[*f as usize].kind != FeatureKind::Residential)
                .collect();
            let follower = if !active.is_empty() {
                Some(active[rng.below(active.len() as u32) as usize])
            } else if !deps.is_empty() && st.supply(player) >= 3 {
                Some(deps[rng.below(deps.len() as u32) as usize])
            } else {
                None
            };
            Some(Move::Place(Placement {
                cell,
                rot,
                follower,
            }))
        }
        Phase::Gate { .. } => {
            let v = st.gate_edges();
            Some(Move::Gate(v[rng.below(v.len() as u32) as usize]))
        }
        Phase::Wall { player } => {
            let v = st.wall_edges();
            let edge = v[rng.below(v.len() as u32) as usize];
            let guard = st.guard_allowed(edge) && st.supply(player) > 2;
            Some(Move::Wall { edge, guard })
        }
        Phase::Tower { .. } => {
            let city = st.city()?;
            let best = st
                .tower_ends()
                .into_iter()
                .max_by_key(|e| crate::engine::rules::the_city::tower_value(city, *e));
            Some(Move::Tower(best))
        }
    }
}
