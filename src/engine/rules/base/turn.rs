//! A turn of the base game: the tile and follower go down, what they
//! complete scores (R-B2 to R-B4, R-G4), the next player draws; and the end
//! scoring once the stack is empty (section 2, step 3).

use super::super::city_gates;
use crate::engine::model::geometry::Cell;
use crate::engine::model::scoring::ScoreTime;
use crate::engine::model::tile::FeatureKind;
use crate::engine::state::{Move, State};

/// Applies a placement known to be legal.
pub(super) fn apply(st: &mut State, m: &Move) {
    let Move::Place(p) = *m else {
        return;
    };
    let Some(idx) = st.lay_drawn(p) else {
        return;
    };
    score_after_placement(st, idx);
    st.turn += 1;
    st.next_player_draws();
}

fn score_after_placement(st: &mut State, idx: usize) {
    let placed = st.board.placed()[idx];
    // Up to 16 features of the tile and 4 neighbours' ends.
    let mut roots = [0u16; 20];
    let mut n = 0;
    // The tile's cities and roads, by a mask rather than a test of
    // every feature's kind.
    let mut bits = st.ts.tiles[placed.tile as usize].cities_and_roads;
    while bits != 0 {
        let i = bits.trailing_zeros() as u16;
        bits &= bits - 1;
        let r = st.features.find(placed.node_base + i);
        if !roots[..n].contains(&r) {
            roots[n] = r;
            n += 1;
        }
    }
    city_gates::for_each_road_closed_by_gate(st, placed, |r| {
        if !roots[..n].contains(&r) {
            roots[n] = r;
            n += 1;
        }
    });
    for &r in &roots[..n] {
        let node = *st.features.node(r);
        if node.open == 0 {
            st.score_feature(r, ScoreTime::Play);
        }
    }
    // Monasteries in the 3x3 block around the new tile. Only one with a monk
    // can score, so look among the monks (a few) rather than at 9 cells;
    // row by row, west to east, as the block is read.
    let mut monks = [(0i32, 0i32, 0u16); 9];
    let mut nm = 0;
    for &(c, node) in &st.monks {
        let (dx, dy) = (c.x - placed.cell.x, c.y - placed.cell.y);
        if (-1..=1).contains(&dx) && (-1..=1).contains(&dy) && nm < monks.len() {
            monks[nm] = (dy, dx, node);
            nm += 1;
        }
    }
    monks[..nm].sort_unstable();
    for &(dy, dx, m) in &monks[..nm] {
        let c = Cell::new(placed.cell.x + dx, placed.cell.y + dy);
        if st.board.filled_around(c) == 9 {
            st.score_feature(m, ScoreTime::Play);
        }
    }
}

/// The end scoring: incomplete cities, roads, monasteries, then fields.
pub(super) fn finish(st: &mut State) {
    // The features with followers, in node order (as a scan of all roots
    // would list them), found from the few followers rather than all nodes.
    let mut roots: Vec<u16> = st
        .followers
        .iter()
        .map(|f| st.features.root(f.node))
        .collect();
    roots.sort_unstable();
    roots.dedup();
    for kind in [FeatureKind::City, FeatureKind::Road, FeatureKind::Monastery] {
        for &r in &roots {
            if st.features.node(r).kind == kind {
                st.score_feature(r, ScoreTime::End);
            }
        }
    }
    if st.options.farmers {
        for &r in &roots {
            if st.features.node(r).kind == FeatureKind::Field {
                st.score_feature(r, ScoreTime::End);
            }
        }
    }
}
