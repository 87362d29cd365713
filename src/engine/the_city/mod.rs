//! Carcassonne: The City (RULES.md section 4): stacks, walls with their gate,
//! guards and towers, wall rounds, scoring of streets, markets, residential
//! areas and guards, and the four ways the game ends.
//!
//! The base game's [`State`] carries a [`CityState`] when it plays The City;
//! game.rs calls the hooks here at the few points where the games differ.

pub mod rounds;
pub mod scoring;
pub mod walls;

use super::game::{Move, MoveError, State};
use super::geometry::{Cell, Side};
use serde::{Deserialize, Serialize};
pub use walls::{Edge, WallEnd};

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

impl State {
    /// The City's part of the state, if this game is The City.
    pub fn city(&self) -> Option<&CityState> {
        self.city.as_deref()
    }

    /// True if a tile is on the cell (for wall geometry).
    fn filled_fn(&self) -> impl Fn(Cell) -> bool + '_ {
        move |c| self.board.is_filled(c)
    }

    /// The empty cells reachable from the open outside, `extra` counted as filled.
    pub fn outside(&self, extra: Option<Cell>) -> walls::Outside {
        let cells: Vec<Cell> = self.board.placed().iter().map(|p| p.cell).collect();
        walls::Outside::compute(&cells, &self.filled_fn(), extra)
    }

    /// Frontier cells on which no tile may go because of the wall: cells
    /// outside a wall piece, and cells whose tile would take part of the wall
    /// off the outline or enclose it (R-C4).
    pub(crate) fn city_blocked_cells(&self) -> Vec<Cell> {
        let Some(city) = self.city() else {
            return Vec::new();
        };
        if city.gate.is_none() {
            return Vec::new();
        }
        let chain = city.chain();
        let outside_cells: Vec<Cell> = chain.iter().map(|e| e.outside()).collect();
        let here = self.outside(None);
        let mut blocked = Vec::new();
        for oc in self.board.frontier() {
            let c = oc.cell;
            if !self.city_cell_allowed(c, &chain, &outside_cells, &here) {
                blocked.push(c);
            }
        }
        blocked
    }

    fn city_cell_allowed(
        &self,
        c: Cell,
        chain: &[Edge],
        outside_cells: &[Cell],
        here: &walls::Outside,
    ) -> bool {
        if outside_cells.contains(&c) {
            return false;
        }
        if !here.contains(c) {
            // A hole inside the city: filling it changes nothing outside.
            return true;
        }
        let with = |x: Cell| x == c || self.board.is_filled(x);
        // R-C4a: the wall stays one chain along the outline.
        let corners = [
            (c.x, c.y),
            (c.x + 1, c.y),
            (c.x + 1, c.y + 1),
            (c.x, c.y + 1),
        ];
        for w in chain.windows(2) {
            if corners.contains(&w[0].vertices().1) && walls::successor(&with, w[0]) != w[1] {
                return false;
            }
        }
        // R-C4: every wall piece keeps its outside connected to the open outside.
        // Almost always the local test settles it without a flood fill.
        if walls::fill_keeps_connected(&self.filled_fn(), c) {
            return true;
        }
        let after = self.outside(Some(c));
        outside_cells.iter().all(|o| after.contains(*o))
    }

    /// True if the tile may go on the cell as far as the wall is concerned.
    pub fn city_cell_ok(&self, c: Cell) -> bool {
        let Some(city) = self.city() else {
            return true;
        };
        if city.gate.is_none() {
            return true;
        }
        let chain = city.chain();
        let outside_cells: Vec<Cell> = chain.iter().map(|e| e.outside()).collect();
        self.city_cell_allowed(c, &chain, &outside_cells, &self.outside(None))
    }

    /// Edges where the gate may go: any side of a placed tile facing an
    /// empty cell reachable from the open outside (R-C7; not into a hole).
    pub fn gate_edges(&self) -> Vec<Edge> {
        let out = self.outside(None);
        let mut v = Vec::new();
        for p in self.board.placed() {
            for s in Side::ALL {
                let o = p.cell.step(s);
                if !self.board.is_filled(o) && out.contains(o) {
                    v.push(Edge::new(p.cell, s));
                }
            }
        }
        v.sort();
        v
    }

    /// The edge the wall would continue on at an end, unless the wall is a ring.
    pub fn wall_candidate(&self, end: WallEnd) -> Option<Edge> {
        let city = self.city()?;
        let f = self.filled_fn();
        let cw = city.end_edge(WallEnd::Cw)?;
        let ccw = city.end_edge(WallEnd::Ccw)?;
        if walls::successor(&f, cw) == ccw {
            return None;
        }
        Some(match end {
            WallEnd::Cw => walls::successor(&f, cw),
            WallEnd::Ccw => walls::predecessor(&f, ccw),
        })
    }

    /// Where the next wall piece may go (one edge at each end; one if they meet).
    pub fn wall_edges(&self) -> Vec<Edge> {
        let mut v = Vec::new();
        for end in [WallEnd::Cw, WallEnd::Ccw] {
            if let Some(e) = self.wall_candidate(end)
                && !v.contains(&e)
            {
                v.push(e);
            }
        }
        v
    }

    /// True when the wall has closed into a ring (R-C14d).
    pub fn wall_is_ring(&self) -> bool {
        self.city().is_some_and(|c| c.gate.is_some()) && self.wall_candidate(WallEnd::Cw).is_none()
    }

    /// The outline edges not yet walled between the two ends, clockwise from
    /// the clockwise end (empty for a ring, or before the gate).
    pub fn wall_gap(&self) -> Vec<Edge> {
        let mut v = Vec::new();
        let Some(city) = self.city() else {
            return v;
        };
        let (Some(cw), Some(ccw)) = (city.end_edge(WallEnd::Cw), city.end_edge(WallEnd::Ccw))
        else {
            return v;
        };
        let f = self.filled_fn();
        let cap = 4 * self.board.placed().len() + 8;
        let mut e = walls::successor(&f, cw);
        while e != ccw && v.len() < cap {
            v.push(e);
            e = walls::successor(&f, e);
        }
        v
    }

    /// The wall piece directly opposite a piece (R-C11a): looking inward from
    /// it along its row or column, the piece at the far end of the unbroken
    /// line of tiles (the far wall a guard there would look at). With an
    /// empty cell in between, nothing is directly opposite (the seed's
    /// example has two guards facing each other across a hole in one row).
    pub fn opposite_piece(&self, e: Edge) -> Option<WallPiece> {
        let city = self.city()?;
        let d = e.side.opposite();
        let mut c = e.cell;
        while self.board.is_filled(c) {
            if let Some(p) = city.pieces().find(|p| p.edge == Edge::new(c, d)) {
                return Some(*p);
            }
            c = c.step(d);
        }
        None
    }

    /// True if the player to decide may put a guard on a wall piece at `e` (R-C11).
    pub fn guard_allowed(&self, e: Edge) -> bool {
        self.supply[self.current as usize] > 0
            && self.opposite_piece(e).is_none_or(|p| p.guard.is_none())
    }

    /// Ends where the deciding player may place a tower now (R-C12, R-C12a).
    pub fn tower_ends(&self) -> Vec<WallEnd> {
        let mut v = Vec::new();
        let Some(city) = self.city() else {
            return v;
        };
        if city.towers_left[self.current as usize] == 0 {
            return v;
        }
        for end in [WallEnd::Cw, WallEnd::Ccw] {
            if rounds::tower_value(city, end) > 0 {
                v.push(end);
            }
        }
        v
    }

    /// The current phase: whose decision and of what kind.
    pub fn phase(&self) -> Phase {
        if self.over {
            return Phase::Over;
        }
        if let Some(city) = self.city()
            && let Some(r) = &city.round
            && let Some((p, step)) = r.current()
        {
            let player = p as usize;
            return match step {
                Step::Gate => Phase::Gate { player },
                Step::Wall => Phase::Wall { player },
                Step::Tower => Phase::Tower { player },
            };
        }
        if self.drawn.is_some() {
            Phase::Place {
                player: self.current as usize,
            }
        } else {
            Phase::Over
        }
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

    /// Every legal decision now, whatever the phase.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        match self.phase() {
            Phase::Over => {}
            Phase::Place { .. } => {
                let Some(t) = self.drawn else {
                    return v;
                };
                for (cell, rot) in self.legal_placements() {
                    let p = super::game::Placement {
                        cell,
                        rot,
                        follower: None,
                    };
                    v.push(Move::Place(p));
                    for f in self.deployments(t, cell, rot) {
                        v.push(Move::Place(super::game::Placement {
                            follower: Some(f),
                            ..p
                        }));
                    }
                }
            }
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
        }
        v
    }
}
