//! The City's part of a position: the gate, wall pieces, guards and towers.

use super::{PositionCity, PositionError, PositionProblem as P, perr};
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
            P::TowersLeftLength {
                players: n,
                given: v.len(),
            },
        ));
    }
    let Some(gate) = &pc.gate else {
        if !pc.cw.is_empty() || !pc.ccw.is_empty() || !pc.towers.is_empty() {
            errs.push(perr(None, P::WallWithoutGate));
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
            errs.push(perr(Some(cell), P::WallOffTable));
            return;
        }
    }
    let outside = st.outside(None);
    let g = gate.edge();
    if !st.board().is_filled(g.cell) || !outside.contains(g.outside()) {
        errs.push(perr(Some(g.cell), P::GateNotOutside));
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
                errs.push(perr(Some(e.cell), P::WallNotContinuing(e.side)));
                return;
            }
            if let Some(p) = w.guard {
                if p >= players {
                    errs.push(perr(Some(e.cell), P::GuardOfAbsent));
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
        errs.push(perr(None, P::WallSupplyTooHigh { supply, placed }));
    }
    for t in &pc.towers {
        let arm = match t.end {
            WallEnd::Cw => pc.cw.len(),
            WallEnd::Ccw => pc.ccw.len(),
        };
        if t.player >= players {
            errs.push(perr(None, P::TowerOfAbsent { player: t.player }));
        } else if t.at == 0 || t.at as usize > arm {
            errs.push(perr(None, P::TowerOffArm { at: t.at, arm }));
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
                P::TooManyTowers {
                    player: p,
                    left: c.towers_left[p],
                    used,
                    share,
                },
            ));
        }
    }
}
