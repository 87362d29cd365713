//! The base game's rules (RULES.md section 2): where a tile may go, where a
//! follower may stand, what a placement scores, the end scoring, and a
//! uniformly random move. The City Gates are an option of these rules
//! ([`super::city_gates`]).

mod random;
mod turn;
mod value;

use super::GameRules;
use crate::engine::model::board::on_table;
use crate::engine::model::features::connects;
use crate::engine::model::geometry::{Cell, Rotation, Side};
use crate::engine::model::rng::Rng;
use crate::engine::model::tile::FeatureKind;
use crate::engine::state::{FollowerAt, Move, MoveError, State};
pub(crate) use random::{nth_rotation, rotations_in};
pub(crate) use value::feature_value;

/// The base game's rules, with The City Gates when the options say so.
pub struct Base;

impl GameRules for Base {
    #[inline]
    fn for_each_placement(st: &State, tile: u8, mut f: impl FnMut(Cell, Rotation)) {
        for oc in st.board.frontier() {
            let mut mask = st.ts.fitting_rotations(tile, oc.pattern);
            while mask != 0 {
                let r = mask.trailing_zeros() as u8;
                mask &= mask - 1;
                f(oc.cell, Rotation(r));
            }
        }
    }

    fn placement_count(st: &State, tile: u8) -> usize {
        st.board.fit_total(&st.ts, tile) as usize
    }

    fn fits_somewhere(st: &State, tile: u8) -> bool {
        st.board.fit_total(&st.ts, tile) > 0
    }

    fn check_placement(st: &State, tile: u8, cell: Cell, rot: Rotation) -> Result<(), MoveError> {
        check_tile_fits(st, tile, cell, rot)
    }

    fn deployments(st: &State, tile: u8, cell: Cell, rot: Rotation) -> Vec<u8> {
        let t = &st.ts.tiles[tile as usize];
        let taken = taken_features(st, tile, cell, rot);
        let mut v = Vec::new();
        for (i, def) in t.features.iter().enumerate() {
            if taken & (1 << i) == 0 && (def.kind != FeatureKind::Field || st.options.farmers) {
                v.push(i as u8);
            }
        }
        v
    }

    fn check_follower(
        st: &State,
        tile: u8,
        cell: Cell,
        rot: Rotation,
        local: u8,
        kind: FeatureKind,
    ) -> Result<(), MoveError> {
        match kind {
            FeatureKind::Field if !st.options.farmers => return Err(MoveError::FarmersOff),
            FeatureKind::City
            | FeatureKind::Road
            | FeatureKind::Field
            | FeatureKind::Monastery
            | FeatureKind::Street
            | FeatureKind::Market
            | FeatureKind::Residential => {}
            FeatureKind::Wall => return Err(MoveError::NotForFollowers(kind)),
        }
        if taken_features(st, tile, cell, rot) & (1 << local) != 0 {
            return Err(taken_by(st, tile, cell, rot, local));
        }
        Ok(())
    }

    fn check_other(_st: &State, _m: &Move) -> Result<(), MoveError> {
        Err(MoveError::WrongPhase)
    }

    fn placing(_st: &State) -> bool {
        true
    }

    fn apply(st: &mut State, m: &Move) {
        turn::apply(st, m)
    }

    fn finish(st: &mut State) {
        turn::finish(st)
    }

    fn random_move(st: &State, rng: &mut Rng) -> Option<Move> {
        random::random_move(st, rng)
    }
}

/// Section 2, step 1: the cell is on the table and empty, the tile touches a
/// placed tile by a side, and every side matches its neighbour (R-G1 for
/// gates). Shared with The City, which adds its wall (R-C4).
pub(crate) fn check_tile_fits(
    st: &State,
    tile: u8,
    cell: Cell,
    rot: Rotation,
) -> Result<(), MoveError> {
    if !on_table(cell) {
        return Err(MoveError::OffTheTable(cell));
    }
    if st.board.is_filled(cell) {
        return Err(MoveError::CellTaken(cell));
    }
    let t = &st.ts.tiles[tile as usize];
    let mut touching = false;
    for s in Side::ALL {
        if let Some(n) = st.board.at(cell.step(s)) {
            touching = true;
            let theirs = st.ts.tiles[n.tile as usize].edge_at(n.rot, s.opposite());
            let mine = t.edge_at(rot, s);
            if !mine.matches(theirs) {
                return Err(MoveError::Mismatch {
                    cell,
                    side: s,
                    mine,
                    theirs,
                });
            }
        }
    }
    // On an empty board the first tile goes to the origin (R-C1, empty scenarios).
    let first_tile = st.board.placed().is_empty() && cell == Cell::new(0, 0);
    if !touching && !first_tile {
        return Err(MoveError::NoNeighbour(cell));
    }
    Ok(())
}

/// The local features of `tile` at `cell` in `rot` (bit set) whose feature, as
/// connected on the board *after* the placement, already has a follower
/// (section 2, step 2). A placement can join two features of the new tile
/// through a neighbour (A's road end has both field halves in its one
/// field, so A links V's two fields), so a feature that faces only empty
/// features may still be part of an occupied one: occupancy spreads from
/// an occupied neighbour to the tile features facing it, and from those to
/// every neighbour feature they face, until nothing changes.
#[inline]
pub(crate) fn taken_features(st: &State, tile: u8, cell: Cell, rot: Rotation) -> u32 {
    let t = &st.ts.tiles[tile as usize];
    let facing = st.facing_ports(tile, cell, rot);
    // (local feature, neighbour root, that root is part of an occupied feature)
    let mut joins = [(0u8, 0u16, false); 12];
    let mut n = 0;
    let mut taken = 0u32;
    for &(mine, theirs) in facing.as_slice() {
        let root = st.features.root(theirs);
        let gf = st.features.node(root);
        if !connects(t.features[mine as usize].kind, gf.kind) {
            continue;
        }
        let occupied = gf.followers.iter().any(|c| *c > 0);
        if occupied {
            taken |= 1 << mine;
        }
        joins[n] = (mine, root, occupied);
        n += 1;
    }
    // Nothing occupied around: the common case of random play, at no extra cost.
    if taken == 0 {
        return 0;
    }
    let joins = &mut joins[..n];
    loop {
        let mut changed = false;
        for i in 0..joins.len() {
            let (mine, root, occupied) = joins[i];
            if occupied && taken & (1 << mine) == 0 {
                taken |= 1 << mine;
                changed = true;
            }
            if !occupied && taken & (1 << mine) != 0 {
                for j in joins.iter_mut().filter(|j| j.1 == root) {
                    j.2 = true;
                }
                changed = true;
            }
        }
        if !changed {
            return taken;
        }
    }
}

/// Why a follower may not go on local feature `local` (which
/// [`taken_features`] says is taken): the follower it would share the
/// feature with, as connected after the placement.
pub(crate) fn taken_by(st: &State, tile: u8, cell: Cell, rot: Rotation, local: u8) -> MoveError {
    let t = &st.ts.tiles[tile as usize];
    let kind = t.features[local as usize].kind;
    // The neighbour roots joined to `local` after the placement.
    let facing = st.facing_ports(tile, cell, rot);
    let mut locals: u32 = 1 << local;
    let mut roots: Vec<u16> = Vec::new();
    loop {
        let mut changed = false;
        for &(mine, theirs) in facing.as_slice() {
            let root = st.features.root(theirs);
            if !connects(t.features[mine as usize].kind, st.features.node(root).kind) {
                continue;
            }
            let (has_mine, has_root) = (locals & (1 << mine) != 0, roots.contains(&root));
            if has_mine && !has_root {
                roots.push(root);
                changed = true;
            } else if has_root && !has_mine {
                locals |= 1 << mine;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let holder = st
        .followers
        .iter()
        .find(|f| roots.contains(&st.features.root(f.node)));
    MoveError::FeatureTaken {
        kind,
        cell,
        place: t.feature_label(rot, local),
        holder: holder.map(|f| FollowerAt {
            player: f.player,
            kind: st.features.node(f.node).kind,
            cell: f.cell,
        }),
        rule: "RULES 2 step 2",
    }
}
