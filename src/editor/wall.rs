//! Editing The City's wall: the gate, wall pieces with their guards,
//! towers, and the supplies and stacks that go with them.

use super::{EditError, Editor};
use crate::engine::record::position::{PositionCity, PositionWall};
use crate::engine::rules::the_city::{Edge, Tower, WallEnd};
use crate::engine::{Cell, GameKind, Side};

impl Editor {
    /// The City: the wall, gate, guards and towers as they stand (None: none yet).
    pub fn city(&self) -> Option<&PositionCity> {
        self.scenario.position.city.as_ref()
    }

    /// Refuses City edits in other games: walls belong to The City alone.
    fn city_only(&self) -> Result<(), EditError> {
        if self.scenario.position.game != GameKind::City {
            return Err(EditError::CityOnly);
        }
        Ok(())
    }

    /// The City: puts the gate on a side of a tile (None: takes it off). The
    /// wall grew from the old gate, so its pieces and towers go with it.
    pub fn set_gate(&mut self, at: Option<(Cell, Side)>) -> Result<(), EditError> {
        self.city_only()?;
        self.edit(|s| {
            let city = s.position.city.get_or_insert_with(Default::default);
            city.gate = at.map(|(c, side)| PositionWall {
                x: c.x,
                y: c.y,
                side,
                guard: None,
            });
            city.cw.clear();
            city.ccw.clear();
            city.towers.clear();
            Ok(())
        })
    }

    /// The City: the edge where each end of the wall continues next along
    /// the outline (R-C7), worked out by the engine; empty when the position
    /// does not build, has no gate, or the wall is closed.
    pub fn wall_candidates(&self) -> Vec<(WallEnd, Edge)> {
        let Ok(st) = self.build() else {
            return Vec::new();
        };
        [WallEnd::Cw, WallEnd::Ccw]
            .into_iter()
            .filter_map(|end| st.wall_candidate(end).map(|e| (end, e)))
            .collect()
    }

    /// The City: adds a wall piece on the edge on `side` of the tile at `c`,
    /// at whichever end of the wall it continues, with a guard of `guard`'s
    /// player or none; returns that end. The wall must grow along the
    /// outline from the gate (R-C7), so the position must build to say where.
    pub fn add_wall_piece(
        &mut self,
        c: Cell,
        side: Side,
        guard: Option<u8>,
    ) -> Result<WallEnd, EditError> {
        self.city_only()?;
        if self.city().and_then(|k| k.gate.as_ref()).is_none() {
            return Err(EditError::GateFirst);
        }
        let st = self.build().map_err(EditError::WallNeedsSound)?;
        let e = Edge::new(c, side);
        let end = [WallEnd::Cw, WallEnd::Ccw]
            .into_iter()
            .find(|end| st.wall_candidate(*end) == Some(e))
            .ok_or(EditError::NotContinuing { cell: c, side })?;
        self.edit(|s| {
            let city = s.position.city.get_or_insert_with(Default::default);
            let piece = PositionWall {
                x: c.x,
                y: c.y,
                side,
                guard,
            };
            match end {
                WallEnd::Cw => city.cw.push(piece),
                WallEnd::Ccw => city.ccw.push(piece),
            }
            Ok(())
        })?;
        Ok(end)
    }

    /// The City: takes the outermost piece off one end of the wall, with any
    /// tower that stood beyond it.
    pub fn remove_wall_piece(&mut self, end: WallEnd) -> Result<(), EditError> {
        self.city_only()?;
        self.edit(|s| {
            let city = s.position.city.get_or_insert_with(Default::default);
            let arm = match end {
                WallEnd::Cw => &mut city.cw,
                WallEnd::Ccw => &mut city.ccw,
            };
            if arm.pop().is_none() {
                return Err(EditError::NoPieceAtEnd);
            }
            let left = arm.len() as u8;
            city.towers.retain(|t| t.end != end || t.at <= left);
            Ok(())
        })
    }

    /// The City: puts a guard of `guard`'s player on the wall piece on side
    /// `side` of the tile at `c` (None: takes the guard off).
    pub fn set_guard(&mut self, c: Cell, side: Side, guard: Option<u8>) -> Result<(), EditError> {
        self.city_only()?;
        self.edit(|s| {
            let city = s.position.city.get_or_insert_with(Default::default);
            let piece = city
                .cw
                .iter_mut()
                .chain(city.ccw.iter_mut())
                .find(|w| w.x == c.x && w.y == c.y && w.side == side)
                .ok_or(EditError::NoWallPiece { cell: c, side })?;
            piece.guard = guard;
            Ok(())
        })
    }

    /// The City: a tower of `player` at a wall end, where that end is now.
    pub fn add_tower(&mut self, player: u8, end: WallEnd) -> Result<(), EditError> {
        self.city_only()?;
        self.edit(|s| {
            let city = s.position.city.get_or_insert_with(Default::default);
            if city.gate.is_none() {
                return Err(EditError::TowerNeedsGate);
            }
            let at = match end {
                WallEnd::Cw => city.cw.len(),
                WallEnd::Ccw => city.ccw.len(),
            } as u8;
            if city.towers.iter().any(|t| t.end == end && t.at == at) {
                return Err(EditError::TowerThere);
            }
            city.towers.push(Tower { player, end, at });
            Ok(())
        })
    }

    /// The City: takes tower `i` off.
    pub fn remove_tower(&mut self, i: usize) -> Result<(), EditError> {
        self.city_only()?;
        self.edit(|s| {
            let city = s.position.city.get_or_insert_with(Default::default);
            if i >= city.towers.len() {
                return Err(EditError::NoTower(i));
            }
            city.towers.remove(i);
            Ok(())
        })
    }

    /// The City: sets the wall pieces left (None: 70 less those placed).
    pub fn set_wall_supply(&mut self, left: Option<u8>) -> Result<(), EditError> {
        self.city_only()?;
        self.edit(|s| {
            s.position
                .city
                .get_or_insert_with(Default::default)
                .wall_supply = left;
            Ok(())
        })
    }

    /// The City: sets the tiles left in stacks 1 to 3 (None: split from the
    /// remaining tiles) and the stack the drawn tile came from (None: the
    /// lowest with tiles left).
    pub fn set_stacks(
        &mut self,
        stacks: Option<[u8; 3]>,
        stack: Option<u8>,
    ) -> Result<(), EditError> {
        self.city_only()?;
        if stack.is_some_and(|s| !(1..=3).contains(&s)) {
            return Err(EditError::NoSuchStack);
        }
        self.edit(|s| {
            let city = s.position.city.get_or_insert_with(Default::default);
            city.stacks = stacks;
            city.stack = stack;
            Ok(())
        })
    }

    /// The City: sets the towers left per player (None: 12 shared evenly less those placed).
    pub fn set_towers_left(&mut self, left: Option<Vec<u8>>) -> Result<(), EditError> {
        self.city_only()?;
        self.edit(|s| {
            s.position
                .city
                .get_or_insert_with(Default::default)
                .towers_left = left;
            Ok(())
        })
    }
}
