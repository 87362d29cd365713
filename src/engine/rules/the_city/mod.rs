//! Carcassonne: The City (RULES.md section 4): tiles inside the wall,
//! followers on streets, markets and residential areas, wall rounds with
//! the gate, guards and towers, their scoring, and the four ways the game
//! ends. The City's data is [`CityState`], carried by the [`State`].

mod join;
mod rounds;
mod scoring;
mod walled;
mod walls;

use super::base::{Base, check_tile_fits, nth_rotation, rotations_in};
use super::{FeatureValue, GameRules};
use crate::engine::model::board::OpenCell;
use crate::engine::model::geometry::{Cell, Rotation};
pub use crate::engine::model::outline::{Edge, WallEnd};
use crate::engine::model::rng::Rng;
use crate::engine::model::scoring::Rule;
use crate::engine::model::tile::FeatureKind;
pub use crate::engine::state::Phase;
use crate::engine::state::city::walled_key;
pub use crate::engine::state::city::{
    CityState, EndReason, Round, STACKS, Step, TOWERS, Tower, WALL_PIECES, WallPiece, split_stacks,
};
use crate::engine::state::{Move, MoveError, Placement, State};
pub use rounds::{round_steps, tower_value};
pub use scoring::{market_value, street_value};
use std::borrow::Cow;

/// The rules of The City.
pub struct TheCity;

impl GameRules for TheCity {
    fn for_each_placement(st: &State, tile: u8, mut f: impl FnMut(Cell, Rotation)) {
        let blocked = st.walled_off();
        Base::for_each_placement(st, tile, |cell, rot| {
            if blocked.is_empty() || blocked.binary_search(&cell).is_err() {
                f(cell, rot)
            }
        });
    }

    fn placement_count(st: &State, tile: u8) -> usize {
        // The board's fit total less what the walled-off cells (a few) add to it.
        let (_, patterns) = st.walled_off_patterns();
        let row = st.ts.fits_row(tile);
        let closed: u32 = patterns
            .iter()
            .map(|p| rotations_in(row[*p as usize]))
            .sum();
        (st.board.fit_total(&st.ts, tile) - closed) as usize
    }

    fn fits_somewhere(st: &State, tile: u8) -> bool {
        Self::placement_count(st, tile) > 0
    }

    fn check_placement(st: &State, tile: u8, cell: Cell, rot: Rotation) -> Result<(), MoveError> {
        check_tile_fits(st, tile, cell, rot)?;
        if !st.city_cell_ok(cell) {
            return Err(MoveError::BeyondTheWall(cell));
        }
        Ok(())
    }

    fn deployments(st: &State, tile: u8, cell: Cell, rot: Rotation) -> Vec<u8> {
        // Occupancy as connected, and R-C6.
        let mask = st.city_deployment_mask(tile, cell, rot);
        (0..16u8).filter(|i| mask & (1 << i) != 0).collect()
    }

    fn check_follower(
        st: &State,
        tile: u8,
        cell: Cell,
        rot: Rotation,
        local: u8,
        _kind: FeatureKind,
    ) -> Result<(), MoveError> {
        st.city_deploy_check(tile, cell, rot, local)
    }

    fn check_other(st: &State, m: &Move) -> Result<(), MoveError> {
        st.check_city_move(m)
    }

    fn placing(st: &State) -> bool {
        st.city.as_ref().is_none_or(|c| c.round.is_none())
    }

    fn apply(st: &mut State, m: &Move) {
        match *m {
            Move::Place(p) => {
                let Some(idx) = st.lay_drawn(p) else {
                    return;
                };
                st.turn += 1;
                let scored = st.city_score_after_placement(idx);
                if !st.city_after_placement(scored) {
                    st.next_player_draws();
                }
            }
            Move::Gate(_) | Move::Wall { .. } | Move::Tower(_) => {
                st.turn += 1;
                st.apply_city_move(m);
            }
        }
    }

    fn finish(st: &mut State) {
        st.city_finish();
    }

    fn random_move(st: &State, rng: &mut Rng) -> Option<Move> {
        random_city_move(st, rng)
    }
}

/// The value of a street, market or residential area now (section 4.4, R-C15).
pub(crate) fn feature_value(st: &State, root: u16) -> FeatureValue {
    let node = *st.features.node(root);
    let mut v = FeatureValue::nothing(&node);
    match node.kind {
        FeatureKind::Street => {
            v.tile_count = st.features.tile_count(root);
            v.complete = node.open == 0;
            v.rule = Rule::Street;
            v.completed_value = street_value(v.tile_count);
            // An open street scores nothing, during play or at the end (4.6).
            v.value = if v.complete { v.completed_value } else { 0 };
        }
        FeatureKind::Market => {
            v.tile_count = st.features.tile_count(root);
            v.complete = node.open == 0;
            v.rule = Rule::Market;
            v.cities = node.market_kinds.count_ones() as u16;
            v.completed_value = market_value(v.tile_count, node.market_kinds);
            v.value = if v.complete { v.completed_value } else { 0 };
        }
        FeatureKind::Residential => {
            v.tile_count = st.features.tile_count(root);
            v.complete = node.open == 0;
            v.rule = Rule::Residence;
            v.cities = st.markets_bordering(root).len() as u16;
            v.value = 2 * v.cities as u32;
            v.completed_value = v.value;
        }
        _ => {}
    }
    v
}

impl State {
    /// Frontier cells the wall closes to tiles (once the gate is placed;
    /// empty before, without work), sorted: remembered since the last
    /// draw, or worked out now if the board or wall changed since.
    #[inline]
    fn walled_off(&self) -> Cow<'_, [Cell]> {
        match &self.city {
            Some(c) if c.gate.is_some() => {
                if self.walled_fresh() {
                    Cow::Borrowed(&self.walled.cells)
                } else {
                    let mut cells = self.city_blocked_cells();
                    cells.sort_unstable();
                    Cow::Owned(cells)
                }
            }
            _ => Cow::Borrowed(&[]),
        }
    }

    /// [`State::walled_off`] with each cell's frontier pattern, in the
    /// same order (so counts need not look the cells up).
    fn walled_off_patterns(&self) -> (Cow<'_, [Cell]>, Cow<'_, [u16]>) {
        let cells = self.walled_off();
        if matches!(cells, Cow::Borrowed(_)) && self.walled_fresh() {
            return (cells, Cow::Borrowed(&self.walled.patterns));
        }
        let pattern = |c: &Cell| self.board.open_cell(*c).map_or(0, |oc| oc.pattern);
        let patterns = cells.iter().map(pattern).collect();
        (cells, Cow::Owned(patterns))
    }

    /// The key of the walled-off cells for the board and wall now.
    pub(crate) fn walled_key_now(&self) -> u64 {
        let c = self.city.as_deref();
        walled_key(
            self.board.placed().len(),
            c.map_or(0, |c| c.pieces_placed()),
            c.is_some_and(|c| c.gate.is_some()),
        )
    }

    /// True if the remembered walled-off cells are those of the board and wall now.
    pub(crate) fn walled_fresh(&self) -> bool {
        self.walled.key == self.walled_key_now()
    }

    /// Checks a wall-round move (gate, wall, tower).
    pub(crate) fn check_city_move(&self, m: &Move) -> Result<(), MoveError> {
        let phase = self.phase();
        match (*m, phase) {
            (Move::Gate(e), Phase::Gate { .. }) => {
                if self.gate_edges().contains(&e) {
                    Ok(())
                } else {
                    Err(MoveError::NotOnOutline(e))
                }
            }
            (Move::Wall { edge, guard }, Phase::Wall { .. }) => {
                if !self.wall_edges().contains(&edge) {
                    return Err(MoveError::NotAtWallEnd(edge));
                }
                if guard {
                    if self.supply[self.current as usize] == 0 {
                        return Err(MoveError::NoFollowerLeft);
                    }
                    if !self.guard_allowed(edge) {
                        return Err(MoveError::GuardOpposite);
                    }
                }
                Ok(())
            }
            (Move::Tower(None), Phase::Tower { .. }) => Ok(()),
            (Move::Tower(Some(end)), Phase::Tower { .. }) => {
                if self.tower_ends().contains(&end) {
                    Ok(())
                } else {
                    Err(MoveError::NoTowerThere)
                }
            }
            _ => Err(MoveError::WrongPhase),
        }
    }

    /// The legal decisions of a wall round now (gate, wall piece with or
    /// without a guard, tower or none).
    pub(crate) fn wall_round_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        match self.phase() {
            Phase::Gate { .. } => v.extend(self.gate_edges().into_iter().map(Move::Gate)),
            Phase::Wall { .. } => {
                for e in self.wall_edges() {
                    v.push(Move::Wall {
                        edge: e,
                        guard: false,
                    });
                    if self.guard_allowed(e) {
                        v.push(Move::Wall {
                            edge: e,
                            guard: true,
                        });
                    }
                }
            }
            Phase::Tower { .. } => {
                v.push(Move::Tower(None));
                v.extend(self.tower_ends().into_iter().map(|e| Move::Tower(Some(e))));
            }
            Phase::Place { .. } | Phase::Over => {}
        }
        v
    }
}

/// Columns of a board, frontier included, that the random move
/// counts on the stack (a power of two); a wider board gets room on the
/// heap.
const SMALL: usize = 32;

/// A uniformly random legal placement of the drawn tile: the k-th (k
/// drawn from `rng` below their number) of the placements in the order
/// of `legal_placements` (cells by x, then y; rotations in order), as a
/// pick from that list would give, without sorting the cells: the
/// placements are counted per column of the board, the column holding
/// the k-th is found, and only its few cells are read, down the board's
/// column (so in order of y). None if the tile fits nowhere.
fn kth_placement(st: &State, tile: u8, rng: &mut Rng) -> Option<(Cell, Rotation)> {
    let (blocked, patterns) = st.walled_off_patterns();
    let row = st.ts.fits_row(tile);
    let frontier = st.board.frontier();
    let fits = |oc: &OpenCell| {
        let m = row[oc.pattern as usize];
        (m != 0 && blocked.binary_search(&oc.cell).is_err()).then_some(m)
    };
    // Frontier cells lie one beyond the tiles' bounds at most. Every
    // frontier cell counts, then the walled-off cells (a few, with their
    // patterns at hand) are taken off again: no look-up per cell.
    let b = st.board.bounds();
    let x0 = b[0] - 1;
    // A small board's columns fit on the stack (zeroing room for the
    // widest board at every move would cost more than the count).
    let (mut small, mut wide);
    let mut n = 0;
    let column: &mut [u32] = match (b[2] + 2 - x0) as usize {
        w if w <= SMALL => {
            small = [0u32; SMALL];
            // The index masked into the array's size (it is below `w`):
            // no bounds test in the loop that reads every frontier cell.
            for oc in frontier {
                let here = rotations_in(row[oc.pattern as usize]);
                small[(oc.cell.x - x0) as usize & (SMALL - 1)] += here;
                n += here;
            }
            &mut small[..w]
        }
        w => {
            wide = vec![0u32; w];
            for oc in frontier {
                let here = rotations_in(row[oc.pattern as usize]);
                wide[(oc.cell.x - x0) as usize] += here;
                n += here;
            }
            &mut wide
        }
    };
    for (c, p) in blocked.iter().zip(patterns.iter()) {
        let here = rotations_in(row[*p as usize]);
        column[(c.x - x0) as usize] -= here;
        n -= here;
    }
    if n == 0 {
        return None;
    }
    let mut k = rng.below(n);
    let mut col = 0;
    while k >= column[col] {
        k -= column[col];
        col += 1;
    }
    // That column's cells in order of y, read down the board's column (at
    // most a row of the bounds and the two beyond).
    let x = x0 + col as i32;
    st.board
        .open_in_column(x, b[1] - 1, b[3] + 1)
        .find_map(|oc| {
            let m = fits(oc)?;
            let here = rotations_in(m);
            if k < here {
                return Some((oc.cell, Rotation(nth_rotation(m, k))));
            }
            k -= here;
            None
        })
}

/// A uniformly random legal decision in The City: a placement (then a
/// follower choice, none counting as one), or a wall-round decision.
fn random_city_move(st: &State, rng: &mut Rng) -> Option<Move> {
    match st.phase() {
        Phase::Over => None,
        Phase::Place { .. } => {
            let tile = st.drawn()?;
            let (cell, rot) = kth_placement(st, tile, rng)?;
            // The features that may take a follower, as `deployments`
            // lists them (in order), without the list: the pick-th set bit.
            let deps = if st.supply[st.current as usize] == 0 {
                0
            } else {
                st.city_deployment_mask(tile, cell, rot)
            };
            let pick = rng.below(deps.count_ones() + 1);
            let mut bits = deps;
            for _ in 0..pick {
                bits &= bits.wrapping_sub(1);
            }
            Some(Move::Place(Placement {
                cell,
                rot,
                follower: (bits != 0).then(|| bits.trailing_zeros() as u8),
            }))
        }
        Phase::Wall { .. } => random_wall_move(st, rng),
        _ => {
            let v = st.legal_moves();
            if v.is_empty() {
                return None;
            }
            Some(v[rng.below(v.len() as u32) as usize])
        }
    }
}

/// A uniformly random wall piece: the pick from `legal_moves` (each
/// edge of `wall_edges` unguarded, then guarded if a guard may go there)
/// with the same draw from `rng`, without the lists.
fn random_wall_move(st: &State, rng: &mut Rng) -> Option<Move> {
    let cw = st.wall_candidate(WallEnd::Cw);
    let ccw = st.wall_candidate(WallEnd::Ccw).filter(|e| Some(*e) != cw);
    // Each edge with whether a guard may go on it, in `wall_edges` order.
    let edges = [cw, ccw].map(|e| e.map(|e| (e, st.guard_allowed(e))));
    let n: u32 = edges.iter().flatten().map(|(_, g)| 1 + *g as u32).sum();
    if n == 0 {
        return None;
    }
    let mut k = rng.below(n);
    for (edge, guarded) in edges.into_iter().flatten() {
        let here = 1 + guarded as u32;
        if k < here {
            return Some(Move::Wall {
                edge,
                guard: k == 1,
            });
        }
        k -= here;
    }
    None
}
