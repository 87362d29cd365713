//! Editing the board: tiles and the followers on them.

use super::{EditError, Editor};
use crate::engine::Cell;
use crate::engine::record::position::{PositionFollower, PositionTile};

impl Editor {
    /// Puts a tile on an empty cell.
    pub fn place_tile(&mut self, id: &str, c: Cell, rot: u8) -> Result<(), EditError> {
        if self.ts.by_id(id).is_none() {
            return Err(EditError::UnknownTile(id.to_string()));
        }
        self.edit(|s| {
            let p = &mut s.position;
            if p.tiles.iter().any(|t| t.x == c.x && t.y == c.y) {
                return Err(EditError::CellHasTile(c));
            }
            p.tiles.push(PositionTile {
                tile: id.to_string(),
                x: c.x,
                y: c.y,
                rot: rot % 4,
            });
            Ok(())
        })
    }

    /// Turns the tile on a cell a quarter turn clockwise (its followers stay on the same features).
    pub fn rotate_tile(&mut self, c: Cell) -> Result<(), EditError> {
        let ts = self.ts.clone();
        self.edit(|s| {
            let p = &mut s.position;
            let t = p
                .tiles
                .iter_mut()
                .find(|t| t.x == c.x && t.y == c.y)
                .ok_or(EditError::NoTile(c))?;
            let old = t.rot;
            t.rot = (t.rot + 1) % 4;
            let new = t.rot;
            let tt = ts
                .by_id(&t.tile)
                .map(|i| &ts.tiles[i as usize])
                .ok_or_else(|| EditError::UnknownTile(t.tile.clone()))?;
            for f in p.followers.iter_mut().filter(|f| f.x == c.x && f.y == c.y) {
                if let Some(local) = tt.feature_by_label(crate::engine::Rotation(old), &f.on) {
                    f.on = tt.feature_label(crate::engine::Rotation(new), local);
                }
            }
            Ok(())
        })
    }

    /// Takes the tile off a cell, with its followers and notes.
    pub fn remove_tile(&mut self, c: Cell) -> Result<(), EditError> {
        self.edit(|s| {
            let p = &mut s.position;
            let before = p.tiles.len();
            p.tiles.retain(|t| !(t.x == c.x && t.y == c.y));
            if p.tiles.len() == before {
                return Err(EditError::NoTile(c));
            }
            p.followers.retain(|f| !(f.x == c.x && f.y == c.y));
            Ok(())
        })
    }

    /// Puts a follower of `player` on the feature at a cell's place label.
    pub fn add_follower(&mut self, player: u8, c: Cell, on: &str) -> Result<(), EditError> {
        self.edit(|s| {
            let p = &mut s.position;
            if p.followers
                .iter()
                .any(|f| f.x == c.x && f.y == c.y && f.on == on)
            {
                return Err(EditError::FollowerThere {
                    on: on.to_string(),
                    cell: c,
                });
            }
            p.followers.push(PositionFollower {
                player,
                x: c.x,
                y: c.y,
                on: on.to_string(),
            });
            Ok(())
        })
    }

    /// Takes a follower off.
    pub fn remove_follower(&mut self, c: Cell, on: &str) -> Result<(), EditError> {
        self.edit(|s| {
            let p = &mut s.position;
            let before = p.followers.len();
            p.followers
                .retain(|f| !(f.x == c.x && f.y == c.y && f.on == on));
            if p.followers.len() == before {
                return Err(EditError::NoFollower {
                    on: on.to_string(),
                    cell: c,
                });
            }
            Ok(())
        })
    }

    /// Puts a follower of `player` on a feature, or takes off the one standing there.
    pub fn toggle_follower(&mut self, player: u8, c: Cell, on: &str) -> Result<(), EditError> {
        if self.follower_at(c, on).is_some() {
            self.remove_follower(c, on)
        } else {
            self.add_follower(player, c, on)
        }
    }
}
