//! Moves as files write them, in board frame: `Place(x: 1, y: 0, rot: 1, follower: Some("N"))`;
//! The City's wall rounds: `Gate(x: 0, y: 0, side: N)`, `Wall(x: 1, y: 0, side: N, guard: true)`,
//! `Tower(end: Some(Cw))`.

use crate::engine::model::board::{RADIUS, on_table};
use crate::engine::model::geometry::{Cell, Rotation, Side};
use crate::engine::model::outline::{Edge, WallEnd};
use crate::engine::state::{Move, Placement, State};
use serde::{Deserialize, Serialize};

/// A move in a saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveRecord {
    /// Place the drawn tile; `follower` is the place label of the feature that gets one.
    Place {
        x: i32,
        y: i32,
        rot: u8,
        #[serde(default)]
        follower: Option<String>,
    },
    /// The City: the gate on side `side` of the tile at (x, y) (R-C9).
    Gate { x: i32, y: i32, side: Side },
    /// The City: a wall piece on side `side` of the tile at (x, y), maybe with a guard.
    Wall {
        x: i32,
        y: i32,
        side: Side,
        #[serde(default)]
        guard: bool,
    },
    /// The City: a tower at an end of the wall (`Cw`: the end growing clockwise), or none.
    Tower {
        #[serde(default)]
        end: Option<WallEnd>,
    },
}

impl MoveRecord {
    /// Writes a move made in `before` (the state it was made in).
    pub fn from_move(before: &State, m: &Move) -> MoveRecord {
        match m {
            Move::Place(p) => {
                let follower = match (p.follower, before.drawn()) {
                    (Some(f), Some(t)) => {
                        Some(before.tileset().tiles[t as usize].feature_label(p.rot, f))
                    }
                    _ => None,
                };
                MoveRecord::Place {
                    x: p.cell.x,
                    y: p.cell.y,
                    rot: p.rot.0,
                    follower,
                }
            }
            Move::Gate(e) => MoveRecord::Gate {
                x: e.cell.x,
                y: e.cell.y,
                side: e.side,
            },
            Move::Wall { edge, guard } => MoveRecord::Wall {
                x: edge.cell.x,
                y: edge.cell.y,
                side: edge.side,
                guard: *guard,
            },
            Move::Tower(end) => MoveRecord::Tower { end: *end },
        }
    }

    /// Reads a move for the state it is to be made in; Err says what does not resolve.
    pub fn to_move(&self, before: &State) -> Result<Move, String> {
        if let MoveRecord::Place { x, y, .. }
        | MoveRecord::Gate { x, y, .. }
        | MoveRecord::Wall { x, y, .. } = self
            && !on_table(Cell::new(*x, *y))
        {
            return Err(format!(
                "cell {} is off the table (E-2: tiles lie less than {RADIUS} cells from the origin)",
                Cell::new(*x, *y)
            ));
        }
        match self {
            MoveRecord::Place {
                x,
                y,
                rot,
                follower,
            } => {
                if *rot > 3 {
                    return Err(format!("rotation {rot} (0 to 3 quarter turns)"));
                }
                let rot = Rotation(*rot);
                let follower =
                    match follower {
                        None => None,
                        Some(label) => {
                            let t = before.drawn().ok_or("no tile is drawn")?;
                            let tt = &before.tileset().tiles[t as usize];
                            Some(tt.feature_by_label(rot, label).ok_or_else(|| {
                                format!("tile {} has no feature at {label:?}", tt.id)
                            })?)
                        }
                    };
                Ok(Move::Place(Placement {
                    cell: Cell::new(*x, *y),
                    rot,
                    follower,
                }))
            }
            MoveRecord::Gate { x, y, side } => Ok(Move::Gate(Edge::new(Cell::new(*x, *y), *side))),
            MoveRecord::Wall { x, y, side, guard } => Ok(Move::Wall {
                edge: Edge::new(Cell::new(*x, *y), *side),
                guard: *guard,
            }),
            MoveRecord::Tower { end } => Ok(Move::Tower(*end)),
        }
    }
}
