//! Positions built directly (for scenarios, disputes and the editor) rather
//! than played: placed tiles, followers, supplies, scores, the stack.
//!
//! Positions name things in board frame as files do: tiles by id, followers
//! by the place label of their feature ("N", "Es", "C" for a monastery).

mod build;
mod city;
mod problem;

pub use problem::{FeatureError, PositionProblem};

use crate::engine::model::geometry::{Cell, Side};
use crate::engine::model::outline::Edge;
use crate::engine::model::tile::{GameKind, TileSet};
use crate::engine::state::city::{EndReason, Step, Tower, WallPiece};
use crate::engine::state::{Options, State};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

/// A tile in a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionTile {
    pub tile: String,
    pub x: i32,
    pub y: i32,
    #[serde(default)]
    pub rot: u8,
}

/// A follower in a position: player index (0-based), cell and the place label of its feature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionFollower {
    pub player: u8,
    pub x: i32,
    pub y: i32,
    pub on: String,
}

/// The tiles not yet drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Remaining {
    /// Every tile of the set not placed, drawn or discarded, shuffled by the seed.
    #[default]
    Rest,
    /// Counts per tile id, shuffled by the seed.
    Counts(BTreeMap<String, u8>),
    /// An exact order, the first drawn first.
    Order(Vec<String>),
}

/// A wall piece (or the gate) in a position: side `side` of the tile at (x, y).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionWall {
    pub x: i32,
    pub y: i32,
    pub side: Side,
    /// The player whose guard stands on it (not on the gate).
    #[serde(default)]
    pub guard: Option<u8>,
}

impl PositionWall {
    fn edge(&self) -> Edge {
        Edge::new(Cell::new(self.x, self.y), self.side)
    }
}

/// A wall round in progress (format 2): who caused it, its decisions in
/// order, and how many are made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionRound {
    /// The player whose tile caused the round (0-based).
    pub tile_player: u8,
    /// Every decision of the round in order: (player, Gate | Wall | Tower).
    pub steps: Vec<(u8, Step)>,
    /// How many of them are made; the next one is pending.
    pub next: usize,
}

/// The City's part of a position: stacks, wall, guards and towers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct PositionCity {
    /// Tiles left in stacks 1, 2 and 3; missing: the remaining tiles split
    /// from the last drawn (stack 3 up to 20, stack 2 up to 25, stack 1 the rest).
    pub stacks: Option<[u8; 3]>,
    /// The stack the drawn tile came from; missing: the lowest stack with tiles left.
    pub stack: Option<u8>,
    pub gate: Option<PositionWall>,
    /// Wall pieces at the clockwise end, from the gate outwards.
    pub cw: Vec<PositionWall>,
    /// Wall pieces at the anticlockwise end, from the gate outwards.
    pub ccw: Vec<PositionWall>,
    /// Wall pieces left; missing: 70 less those placed.
    pub wall_supply: Option<u8>,
    /// Towers left per player; missing: 12 shared evenly less those placed.
    pub towers_left: Option<Vec<u8>>,
    pub towers: Vec<Tower>,
    /// Format 2: the wall round in progress, if a gate, wall or tower
    /// decision is pending.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round: Option<PositionRound>,
    /// Format 2: wall rounds played so far; missing: 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// Format 2: how the game ended (R-C14), for a finished game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<EndReason>,
    /// Format 2: the wall completed along the rest of the outline at the end.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub closing: Vec<PositionWall>,
}

/// A whole position, as scenario files write it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Position {
    #[serde(default)]
    pub game: GameKind,
    #[serde(default)]
    pub options: Options,
    pub players: u8,
    pub tiles: Vec<PositionTile>,
    #[serde(default)]
    pub followers: Vec<PositionFollower>,
    /// Scores per player (missing ones are 0).
    #[serde(default)]
    pub scores: Vec<u32>,
    /// Followers in supply per player; missing: 7 less those on the board.
    #[serde(default)]
    pub supplies: Option<Vec<u8>>,
    /// The player to move (0-based).
    #[serde(default)]
    pub to_move: u8,
    /// The drawn tile; missing: drawn from the remaining tiles.
    #[serde(default)]
    pub drawn: Option<String>,
    #[serde(default)]
    pub remaining: Remaining,
    #[serde(default)]
    pub discards: Vec<String>,
    /// Shuffles remaining tiles given as counts or as the rest.
    #[serde(default)]
    pub seed: u64,
    /// The City: walls, guards, towers and stacks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<PositionCity>,
    /// Format 2: moves made so far; missing: the placed tiles less the start tile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
    /// Format 2: the game is over and its end scoring is in the scores.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub over: bool,
}

/// Highest score a position may give a player: far beyond any game (a
/// base game rarely passes 200), far below where adding points could overflow.
pub const MAX_SCORE: u32 = 1_000_000;

/// Why a position is impossible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// The cell concerned, if one.
    pub cell: Option<Cell>,
    /// What is wrong there.
    pub problem: PositionProblem,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cell {
            Some(c) => write!(f, "at {c}: {}", self.problem),
            None => write!(f, "{}", self.problem),
        }
    }
}

impl std::error::Error for PositionError {}

pub(super) fn perr(cell: Option<Cell>, problem: PositionProblem) -> PositionError {
    PositionError { cell, problem }
}

/// Everything wrong with a position, for free-mode editing that keeps saying what is off.
pub fn problems(ts: &Arc<TileSet>, pos: &Position) -> Vec<PositionError> {
    let mut out = Vec::new();
    build::build(ts, pos, &mut out);
    out
}

impl State {
    /// Builds a state from a position; refuses an impossible one with the first reason.
    pub fn from_position(ts: &Arc<TileSet>, pos: &Position) -> Result<State, PositionError> {
        let mut errs = Vec::new();
        match build::build(ts, pos, &mut errs) {
            Some(st) if errs.is_empty() => Ok(st),
            _ => Err(errs
                .into_iter()
                .next()
                .unwrap_or_else(|| perr(None, PositionProblem::NotBuilt))),
        }
    }

    /// The feature node at a cell and place label ("N", "Es", "C" for a
    /// monastery), as files and questions name features.
    pub fn feature_at(&self, cell: Cell, label: &str) -> Result<u16, FeatureError> {
        let p = self.board().at(cell).ok_or(FeatureError::NoTile(cell))?;
        let tt = &self.tileset().tiles[p.tile as usize];
        let local = tt
            .feature_by_label(p.rot, label)
            .ok_or_else(|| FeatureError::NoFeature {
                tile: tt.id.clone(),
                cell,
                label: label.to_string(),
            })?;
        Ok(p.node_base + local as u16)
    }

    /// The position this state is in (the stack as an exact order).
    pub fn to_position(&self) -> Position {
        let ts = self.tileset();
        let tiles = self
            .board()
            .placed()
            .iter()
            .map(|p| PositionTile {
                tile: ts.tiles[p.tile as usize].id.clone(),
                x: p.cell.x,
                y: p.cell.y,
                rot: p.rot.0,
            })
            .collect();
        let followers = self
            .followers()
            .iter()
            .map(|f| {
                let p = self.board().at(f.cell).copied();
                let on = p.map_or_else(String::new, |p| {
                    ts.tiles[p.tile as usize].feature_label(p.rot, f.local)
                });
                PositionFollower {
                    player: f.player,
                    x: f.cell.x,
                    y: f.cell.y,
                    on,
                }
            })
            .collect();
        let n = self.players();
        Position {
            game: ts.game,
            options: self.options(),
            players: n as u8,
            tiles,
            followers,
            scores: self.scores().to_vec(),
            supplies: Some((0..n).map(|p| self.supply(p)).collect()),
            to_move: self.current() as u8,
            drawn: self.drawn().map(|t| ts.tiles[t as usize].id.clone()),
            remaining: Remaining::Order(
                self.draw_order()
                    .iter()
                    .rev()
                    .map(|t| ts.tiles[*t as usize].id.clone())
                    .collect(),
            ),
            discards: self
                .discards()
                .iter()
                .map(|t| ts.tiles[*t as usize].id.clone())
                .collect(),
            seed: 0,
            turn: Some(self.turn()),
            over: self.is_over(),
            city: self.city().map(|c| {
                let wall = |p: &WallPiece| PositionWall {
                    x: p.edge.cell.x,
                    y: p.edge.cell.y,
                    side: p.edge.side,
                    guard: p.guard,
                };
                PositionCity {
                    stacks: Some(c.stack_left),
                    stack: Some(c.cur_stack),
                    gate: c.gate.map(|g| PositionWall {
                        x: g.cell.x,
                        y: g.cell.y,
                        side: g.side,
                        guard: None,
                    }),
                    cw: c.cw.iter().map(wall).collect(),
                    ccw: c.ccw.iter().map(wall).collect(),
                    wall_supply: Some(c.wall_supply),
                    towers_left: Some(c.towers_left[..n.min(4)].to_vec()),
                    towers: c.towers.clone(),
                    round: c.round.as_ref().map(|r| PositionRound {
                        tile_player: r.tile_player,
                        steps: r.steps.clone(),
                        next: r.next,
                    }),
                    rounds: Some(c.rounds),
                    end: c.end,
                    closing: c
                        .closing
                        .iter()
                        .map(|e| PositionWall {
                            x: e.cell.x,
                            y: e.cell.y,
                            side: e.side,
                            guard: None,
                        })
                        .collect(),
                }
            }),
        }
    }
}
