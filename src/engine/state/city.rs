//! The City's part of a game's state: the three stacks, the wall with its
//! gate, guards and towers, and the wall round in progress (RULES.md
//! section 4). Data only: the rules that change it are in
//! `rules::the_city`.

use crate::engine::model::geometry::Cell;
use crate::engine::model::grid::CellFlags;
use crate::engine::model::outline::{Edge, WallEnd};
use serde::{Deserialize, Serialize};

/// Wall pieces in the box (the 2 short walls exist only for the wood: none here).
pub const WALL_PIECES: u8 = 70;
/// Towers in the box, shared evenly among the players.
pub const TOWERS: u8 = 12;
/// Stack sizes, first drawn first (section 4.1).
pub const STACKS: [u8; 3] = [30, 25, 20];

/// A wall piece on the board, with the guard on it, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WallPiece {
    pub edge: Edge,
    pub guard: Option<u8>,
}

/// A tower: placed at an end of the wall when that arm had `at` pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tower {
    pub player: u8,
    pub end: WallEnd,
    pub at: u8,
}

/// How a game of The City ended (R-C14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// (a) the last tile of stack 3 was placed or discarded.
    LastTile,
    /// (b) a wall round used the last wall piece.
    LastWallPiece,
    /// (c) after a wall round the unwalled outline had 5 or fewer edges.
    WallNearlyClosed,
    /// (d) the wall closed into a ring.
    Ring,
}

impl EndReason {
    /// The ruling letter.
    pub fn id(self) -> &'static str {
        match self {
            EndReason::LastTile => "R-C14a",
            EndReason::LastWallPiece => "R-C14b",
            EndReason::WallNearlyClosed => "R-C14c",
            EndReason::Ring => "R-C14d",
        }
    }
}

/// One decision of a wall round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    Gate,
    Wall,
    Tower,
}

/// A wall round in progress (R-C9, R-C10, R-C12).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// The player whose tile caused the round.
    pub tile_player: u8,
    /// The decisions still to make, first next.
    pub steps: Vec<(u8, Step)>,
    pub next: usize,
}

impl Round {
    /// The decision to make now.
    pub fn current(&self) -> Option<(u8, Step)> {
        self.steps.get(self.next).copied()
    }
}

/// Everything The City adds to a game's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CityState {
    /// Tiles left in stacks 1, 2 and 3 (discards included as drawn).
    pub stack_left: [u8; 3],
    /// The stack (1-3) the drawn tile (or the last drawn) came from.
    pub cur_stack: u8,
    pub gate: Option<Edge>,
    /// Pieces added at the clockwise end, from the gate outwards.
    pub cw: Vec<WallPiece>,
    /// Pieces added at the anticlockwise end, from the gate outwards.
    pub ccw: Vec<WallPiece>,
    /// Wall pieces left in the supply.
    pub wall_supply: u8,
    pub towers_left: [u8; 4],
    pub towers: Vec<Tower>,
    pub round: Option<Round>,
    /// Wall rounds played.
    pub rounds: u32,
    pub end: Option<EndReason>,
    /// The wall completed along the rest of the outline at the end.
    pub closing: Vec<Edge>,
}

impl CityState {
    /// A new game's City state for `players` players and `total` tiles.
    pub fn new(players: u8, total: usize) -> CityState {
        let mut towers_left = [0u8; 4];
        let n = players.clamp(1, 4);
        for t in towers_left.iter_mut().take(n as usize) {
            *t = TOWERS / n;
        }
        CityState {
            stack_left: split_stacks(total),
            cur_stack: 1,
            gate: None,
            cw: Vec::new(),
            ccw: Vec::new(),
            wall_supply: WALL_PIECES,
            towers_left,
            towers: Vec::new(),
            round: None,
            rounds: 0,
            end: None,
            closing: Vec::new(),
        }
    }

    /// The wall in order along the outline, clockwise: anticlockwise arm, gate, clockwise arm.
    pub fn chain(&self) -> Vec<Edge> {
        let mut v: Vec<Edge> = self.ccw.iter().rev().map(|p| p.edge).collect();
        if let Some(g) = self.gate {
            v.push(g);
        }
        v.extend(self.cw.iter().map(|p| p.edge));
        v
    }

    /// The last piece at an end (the gate if that arm is empty).
    pub fn end_edge(&self, end: WallEnd) -> Option<Edge> {
        let arm = match end {
            WallEnd::Cw => &self.cw,
            WallEnd::Ccw => &self.ccw,
        };
        arm.last().map(|p| p.edge).or(self.gate)
    }

    /// True if a wall piece or the gate lies on the edge (either way round).
    pub fn is_walled(&self, e: Edge) -> bool {
        let f = e.flipped();
        self.gate.is_some_and(|g| g == e || g == f)
            || self
                .cw
                .iter()
                .chain(&self.ccw)
                .any(|p| p.edge == e || p.edge == f)
    }

    /// Every wall piece (not the gate) with its guard.
    pub fn pieces(&self) -> impl Iterator<Item = &WallPiece> {
        self.ccw.iter().chain(self.cw.iter())
    }

    /// Guards on the wall per player.
    pub fn guards_of(&self, p: usize) -> u8 {
        self.pieces().filter(|w| w.guard == Some(p as u8)).count() as u8
    }

    /// Counts a tile drawn from the stack against the stack it came from
    /// (keeps `stack_left` and `cur_stack` in step with the stack).
    pub(crate) fn count_draw(&mut self) {
        if let Some(i) = self.stack_left.iter().position(|n| *n > 0) {
            self.stack_left[i] -= 1;
            self.cur_stack = i as u8 + 1;
        }
    }

    /// Wall pieces on the board (the gate not counted).
    pub fn pieces_placed(&self) -> usize {
        self.cw.len() + self.ccw.len()
    }
}

/// Splits a tile count into stacks: stack 3 gets up to 20, stack 2 up to 25,
/// stack 1 the rest (75 tiles: 30, 25, 20).
pub fn split_stacks(total: usize) -> [u8; 3] {
    let s3 = total.min(STACKS[2] as usize);
    let s2 = (total - s3).min(STACKS[1] as usize);
    let s1 = total - s3 - s2;
    [s1.min(255) as u8, s2 as u8, s3 as u8]
}

/// What is to be decided now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The player places the drawn tile (and maybe a follower).
    Place { player: usize },
    /// The player places the city gate (R-C9).
    Gate { player: usize },
    /// The player places a wall piece and maybe a guard on it (R-C10, R-C11).
    Wall { player: usize },
    /// The player may place a tower at an end of the wall (R-C12).
    Tower { player: usize },
    /// The game is over.
    Over,
}

impl Phase {
    /// Whose decision it is, if the game goes on.
    pub fn player(self) -> Option<usize> {
        match self {
            Phase::Place { player }
            | Phase::Gate { player }
            | Phase::Wall { player }
            | Phase::Tower { player } => Some(player),
            Phase::Over => None,
        }
    }
}

/// The frontier cells The City's wall closes to tiles (R-C4), remembered
/// for one board and wall so that the placement generators, counts and
/// draws of a turn share one computation, and kept from one draw to the
/// next by redoing only the cells whose answer may have changed
/// (`rules::the_city::walled`).
///
/// Invariants: `cells` is the set `State::city_blocked_cells` finds for
/// the state whose [`walled_key`] is `key` (0: never computed), sorted
/// and without repeats, and `patterns` their frontier patterns; `placed`,
/// `cw`, `ccw`, `gate`, `bounds` and the `last_*` fields describe that
/// state's board and wall (tiles and wall pieces are only ever added, so
/// they name one board and wall, and a later state of the same game
/// extends them). Once the gate is down: `shape` is the wall of that
/// state; `closed` holds the frontier cells closed other than by lying
/// beyond the wall (a joint of the wall would bend, or the tile would cut
/// a wall piece's outside off), sorted; `pinch` the open frontier cells
/// whose ring test fails, whose answer rests on the whole board, each
/// with the box of cells its flood read (`outline::Flood::probed`). Every
/// other frontier cell is open, and stays open until a tile goes down in
/// its 3x3 block or a joint of the wall touches it; a closed cell stays
/// closed until then or until it becomes a hole. `lost` is true if some
/// wall piece's outside is cut off from the open outside (false: not
/// known to be; once true, true for good).
#[derive(Debug, Default)]
pub(crate) struct Walled {
    pub key: u64,
    pub cells: Vec<Cell>,
    pub placed: usize,
    pub cw: usize,
    pub ccw: usize,
    pub gate: Option<Edge>,
    /// The cell of the last tile placed, and the last piece of each arm,
    /// of the state described: a check that a later state extends it.
    pub last_tile: Option<Cell>,
    pub last_cw: Option<Edge>,
    pub last_ccw: Option<Edge>,
    /// None before the gate (so a new or reset cache allocates nothing).
    pub shape: Option<std::sync::Arc<WallShape>>,
    pub closed: Vec<Cell>,
    pub pinch: Vec<(Cell, [i32; 4])>,
    pub bounds: [i32; 4],
    pub lost: bool,
    /// The frontier pattern of each cell of `cells`, in the same order.
    pub patterns: Vec<u16>,
    /// Room for the work of the next update (a copy starts empty).
    pub room: WalledRoom,
}

impl Clone for Walled {
    fn clone(&self) -> Walled {
        let mut w = Walled::default();
        w.clone_from(self);
        w
    }

    /// Field by field into the lists already here: search copies a
    /// position into the same scratch state for every move it tries, and
    /// the derived copy would free and allocate the lists each time (in
    /// the base game too, where they stay empty).
    fn clone_from(&mut self, src: &Walled) {
        // Destructured so that a new field cannot be left out unnoticed.
        let Walled {
            key,
            cells,
            placed,
            cw,
            ccw,
            gate,
            last_tile,
            last_cw,
            last_ccw,
            shape,
            closed,
            pinch,
            bounds,
            lost,
            patterns,
            room: _,
        } = src;
        self.key = *key;
        self.cells.clone_from(cells);
        self.placed = *placed;
        self.cw = *cw;
        self.ccw = *ccw;
        self.gate = *gate;
        self.last_tile = *last_tile;
        self.last_cw = *last_cw;
        self.last_ccw = *last_ccw;
        self.shape.clone_from(shape);
        self.closed.clone_from(closed);
        self.pinch.clone_from(pinch);
        self.bounds = *bounds;
        self.lost = *lost;
        self.patterns.clone_from(patterns);
        // `room` holds nothing that outlives an update: the scratch
        // state keeps its own.
    }
}

/// Room the walled-off cells' update reuses from draw to draw instead of
/// allocating: nothing in it outlives one update, so a copy of a state
/// starts with empty room rather than copying it.
#[derive(Debug, Default)]
pub(crate) struct WalledRoom {
    pub flood: crate::engine::model::outline::Flood,
    /// The cells to judge, packed (`rules::the_city::walled`).
    pub candidates: Vec<u16>,
}

impl Clone for WalledRoom {
    fn clone(&self) -> WalledRoom {
        WalledRoom::default()
    }
}

/// What the wall alone fixes for the walled-off cells; it changes only
/// when a wall piece goes down, so copies of a state share it.
///
/// Invariants: `outsides` holds the outside cell of every wall edge (the
/// gate included), `joints` every pair of edges next to each other along
/// the wall, `beyond` the outside cells that are on the frontier (sorted,
/// without repeats): those are closed whatever else holds (R-C4).
/// `near` flags exactly the cells that some joint's vertex is a corner
/// of, so that a cell far from every joint skips the scan of `joints`.
#[derive(Clone, Debug, Default)]
pub(crate) struct WallShape {
    pub outsides: Vec<Cell>,
    /// Only ever added to by [`WallShape::add_joint`], which keeps `near`.
    pub joints: Vec<Joint>,
    pub beyond: Vec<Cell>,
    near: CellFlags,
}

impl WallShape {
    /// A wall with these outside cells and no joints yet.
    pub fn new(outsides: Vec<Cell>) -> WallShape {
        WallShape {
            outsides,
            ..WallShape::default()
        }
    }

    /// Adds a joint of the wall, flagging the four cells around its vertex.
    pub fn add_joint(&mut self, j: Joint) {
        let (x, y) = j.at;
        for (x, y) in [(x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)] {
            self.near.set(Cell::new(x, y), 1);
        }
        self.joints.push(j);
    }

    /// True if some joint's vertex is a corner of the cell.
    #[inline]
    pub fn near_joint(&self, c: Cell) -> bool {
        self.near.get(c) != 0
    }
}

/// Two wall edges next to each other along the wall, clockwise: `from`
/// ends at the vertex `at` where `to` begins (R-C4a keeps `to` the
/// outline edge after `from`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Joint {
    pub from: Edge,
    pub to: Edge,
    pub at: (i32, i32),
}

impl Joint {
    /// The joint between `from` and the edge after it along the wall, `to`.
    pub fn new(from: Edge, to: Edge) -> Joint {
        Joint {
            from,
            to,
            at: from.vertices().1,
        }
    }

    /// True if the joint's vertex is a corner of the cell.
    #[inline]
    pub fn touches(&self, c: Cell) -> bool {
        (self.at.0.wrapping_sub(c.x) as u32) <= 1 && (self.at.1.wrapping_sub(c.y) as u32) <= 1
    }
}

/// The key of [`Walled`] for a board of `placed` tiles and a wall of
/// `pieces` pieces, with or without the gate.
pub(crate) fn walled_key(placed: usize, pieces: usize, gate: bool) -> u64 {
    1 << 40 | (gate as u64) << 32 | (pieces as u64) << 16 | placed as u64
}
