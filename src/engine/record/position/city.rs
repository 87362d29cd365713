//! The City's part of a position: the gate, wall pieces, guards and towers.

use super::{PositionCity, PositionError, perr};
use crate::engine::model::board::on_table;
use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::geometry::Cell;
use crate::engine::model::outline::WallEnd;
use crate::engine::state::State;
use crate::engine::state::city::{TOWERS, WALL_PIECES, WallPiece};

/// Puts a position's gate, wall pieces (checked to follow the outline from the
/// gate, R-C7), guards and towers on a City state.
pub(super) fn city_walls(
    st: &mut State,
    pc: &PositionCity,
    players: u8,
    on_board: &mut [u8; MAX_PLAYERS],
    errs: &mut Vec<PositionError>,
) {
    let n = players.clamp(1, 4) as usize;
    if let Some(v) = &pc.towers_left
        && v.len() != n
    {
        errs.push(perr(
            None,
            format!(
                "towers_left must list one number per player ({n}), not {}",
                v.len()
            ),
        ));
    }
    let Some(gate) = &pc.gate else {
        if !pc.cw.is_empty() || !pc.ccw.is_empty() || !pc.towers.is_empty() {
            errs.push(perr(None, "wall pieces or towers but no gate"));
        }
        return;
    };
    for w in std::iter::once(gate)
        .chain(&pc.cw)
        .chain(&pc.ccw)
        .chain(&pc.closing)
    {
        let cell = Cell::new(w.x, w.y);
        if !on_table(cell) {
            errs.push(perr(Some(cell), "a wall piece off the table"));
            return;
        }
    }
    let outside = st.outside(None);
    let g = gate.edge();
    if !st.board().is_filled(g.cell) || !outside.contains(g.outside()) {
        errs.push(perr(
            Some(g.cell),
            "the gate must lie between a tile and an empty cell of the open outside (R-C7)",
        ));
        return;
    }
    let mut placed = 0u8;
    {
        let c = st.city.as_deref_mut().expect("a City state");
        c.gate = Some(g);
    }
    st.city_close_ports(g);
    for (arm, list) in [(WallEnd::Cw, &pc.cw), (WallEnd::Ccw, &pc.ccw)] {
        for w in list {
            let e = w.edge();
            if st.wall_candidate(arm) != Some(e) {
                errs.push(perr(
                    Some(e.cell),
                    format!(
                        "wall piece on side {} does not continue the wall along the outline (R-C7)",
                        e.side.name()
                    ),
                ));
                return;
            }
            if let Some(p) = w.guard {
                if p >= players {
                    errs.push(perr(Some(e.cell), "a guard of a player not in the game"));
                    continue;
                }
                on_board[p as usize] += 1;
            }
            let piece = WallPiece {
                edge: e,
                guard: w.guard,
            };
            let c = st.city.as_deref_mut().expect("a City state");
            match arm {
                WallEnd::Cw => c.cw.push(piece),
                WallEnd::Ccw => c.ccw.push(piece),
            }
            placed += 1;
            st.city_close_ports(e);
        }
    }
    let share = TOWERS / n as u8;
    // u32: a file may say 255, and 255 + the pieces placed overflows a u8.
    let supply = pc
        .wall_supply
        .map_or(WALL_PIECES.saturating_sub(placed) as u32, u32::from);
    if supply + placed as u32 > WALL_PIECES as u32 {
        errs.push(perr(
            None,
            format!(
                "{supply} wall pieces in supply and {placed} on the board: more than the {WALL_PIECES} in the box"
            ),
        ));
    }
    for t in &pc.towers {
        let arm = match t.end {
            WallEnd::Cw => pc.cw.len(),
            WallEnd::Ccw => pc.ccw.len(),
        };
        if t.player >= players {
            errs.push(perr(
                None,
                format!(
                    "a tower of player {}, who is not in the game",
                    u32::from(t.player) + 1
                ),
            ));
        } else if t.at == 0 || t.at as usize > arm {
            errs.push(perr(
                None,
                format!(
                    "a tower after wall piece {} of an arm of {arm} (R-C12)",
                    t.at
                ),
            ));
        }
    }
    let c = st.city.as_deref_mut().expect("a City state");
    c.wall_supply = supply.min(WALL_PIECES as u32) as u8;
    c.towers = pc.towers.clone();
    for p in 0..n {
        let used = pc.towers.iter().filter(|t| t.player as usize == p).count() as u8;
        c.towers_left[p] = match &pc.towers_left {
            Some(v) => v.get(p).copied().unwrap_or(0),
            None => share.saturating_sub(used),
        };
        if c.towers_left[p] as u32 + used as u32 > share as u32 {
            errs.push(perr(
                None,
                format!(
                    "player {} has {} towers left and {used} placed: more than the {share} each",
                    p + 1,
                    c.towers_left[p]
                ),
            ));
        }
    }
}
