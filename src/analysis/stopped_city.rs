//! "A move that stops Blue's city": whether a city can still be completed.
//!
//! A city is **stopped** when it is unfinished and one of the empty cells it
//! reaches can take no tile left in any rotation: that cell can never be
//! filled, so the city can never be closed. The tiles left are the ones a
//! person at the table can count: the stack and the drawn tile, whatever
//! their order. A closed city is not stopped (it has just been scored).

use crate::analysis::remaining::spot_needs;
use crate::engine::model::geometry::Cell;
use crate::engine::model::tile::FeatureKind;
use crate::engine::{Move, State};

/// The city node at `cell` and place `on` in `st`, or why there is none.
pub fn city_at(st: &State, cell: Cell, on: &str) -> Result<u16, String> {
    let node = st.feature_at(cell, on).map_err(|e| e.to_string())?;
    let root = st.features().root(node);
    match st.features().node(root).kind {
        FeatureKind::City => Ok(node),
        k => Err(format!(
            "the feature at {cell} {on:?} is a {k:?}, not a city"
        )),
    }
}

/// How many tiles of each type are left to come: the stack and the drawn tile.
fn tiles_left(st: &State) -> Vec<u8> {
    let mut counts = st.remaining_counts();
    if let Some(c) = st.drawn().and_then(|t| counts.get_mut(t as usize)) {
        *c = c.saturating_add(1);
    }
    counts
}

/// The first open cell (by row, then column) of the city holding `node`
/// that no tile left fits; None if the city is closed or every cell it
/// reaches still has a tile that fits.
pub fn blocked_cell(st: &State, node: u16) -> Option<Cell> {
    let root = st.features().root(node);
    if st.features().node(root).open == 0 {
        return None;
    }
    let ts = st.tileset();
    let left = tiles_left(st);
    let mut cells: Vec<_> = st
        .board()
        .frontier()
        .iter()
        .filter(|oc| spot_needs(st, oc.cell).iter().any(|n| n.node == root))
        .collect();
    cells.sort_by_key(|oc| (oc.cell.y, oc.cell.x));
    cells
        .into_iter()
        .find(|oc| {
            left.iter()
                .enumerate()
                .all(|(t, n)| *n == 0 || ts.fitting_rotations(t as u8, oc.pattern) == 0)
        })
        .map(|oc| oc.cell)
}

/// After `m` in `st`, the cell that stops the city at `cell` and `on` (see
/// the module), or None if the city can still be completed. Err if there is
/// no city there or the move is not legal.
pub fn stopped_after(st: &State, cell: Cell, on: &str, m: &Move) -> Result<Option<Cell>, String> {
    let node = city_at(st, cell, on)?;
    let mut after = st.clone();
    after
        .apply(m)
        .map_err(|e| format!("the move is not legal here: {e:?}"))?;
    Ok(blocked_cell(&after, node))
}
