//! Moves as files write them, in board frame: `Place(x: 1, y: 0, rot: 1, follower: Some("N"))`.

use super::game::{Move, Placement, State};
use super::geometry::{Cell, Rotation};
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
        }
    }

    /// Reads a move for the state it is to be made in; Err says what does not resolve.
    pub fn to_move(&self, before: &State) -> Result<Move, String> {
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
        }
    }
}
