//! The scenario editor's model: a scenario being edited, with undo and redo,
//! live checking, and strict or free mode. The app draws it; this module
//! knows nothing of egui, so every edit is testable headless.
//!
//! Strict mode refuses any edit after which the position breaks a rule
//! (the reasons are the engine's own, from `engine::record::position::problems`);
//! free mode allows anything but keeps listing what is off.

use crate::analysis::adjudication::{Adjudication, adjudicate};
use crate::engine::record::position::{
    Position, PositionCity, PositionError, PositionFollower, PositionTile, PositionWall, Remaining,
    problems,
};
use crate::engine::rules::the_city::{Edge, Tower, WallEnd};
use crate::engine::{Cell, GameKind, Options, Side, State, TileSet};
use crate::io::scenario::{Note, Question, ScenarioFile};
use std::sync::Arc;

/// Why an edit was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditError(pub String);

impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EditError {}

/// How many of a tile type the palette offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaletteEntry {
    pub id: String,
    /// Tiles of this type not on the board, drawn or discarded (None in free mode: unlimited).
    pub available: Option<u32>,
}

/// A scenario under edit.
#[derive(Clone, Debug)]
pub struct Editor {
    ts: Arc<TileSet>,
    scenario: ScenarioFile,
    /// Refuse edits that make the position impossible.
    pub strict: bool,
    undo: Vec<ScenarioFile>,
    redo: Vec<ScenarioFile>,
    /// Counts every change (edits, undo, redo), so views know when to refresh.
    revision: u64,
}

impl Editor {
    /// An empty base-game scenario for `players`.
    pub fn new(ts: Arc<TileSet>, options: Options, players: u8) -> Editor {
        let position = Position {
            game: ts.game,
            options,
            players,
            tiles: Vec::new(),
            followers: Vec::new(),
            scores: vec![0; players as usize],
            supplies: None,
            to_move: 0,
            drawn: None,
            remaining: Remaining::Rest,
            discards: Vec::new(),
            seed: 0,
            city: None,
            turn: None,
            over: false,
        };
        Editor::from_scenario(ts, blank_scenario(position))
    }

    /// Edits an existing scenario.
    pub fn from_scenario(ts: Arc<TileSet>, scenario: ScenarioFile) -> Editor {
        Editor {
            ts,
            scenario,
            strict: true,
            undo: Vec::new(),
            redo: Vec::new(),
            revision: 0,
        }
    }

    /// Edits the position of a game in progress.
    pub fn from_state(st: &State) -> Editor {
        Editor::from_scenario(st.tileset().clone(), blank_scenario(st.to_position()))
    }

    /// The scenario as it stands.
    pub fn scenario(&self) -> &ScenarioFile {
        &self.scenario
    }

    /// The position as it stands.
    pub fn position(&self) -> &Position {
        &self.scenario.position
    }

    /// A number that changes whenever the scenario does (edit, undo, redo).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The tile on a cell, if any.
    pub fn tile_at(&self, c: Cell) -> Option<&PositionTile> {
        self.scenario
            .position
            .tiles
            .iter()
            .find(|t| t.x == c.x && t.y == c.y)
    }

    /// The follower standing on a cell's place label, if any.
    pub fn follower_at(&self, c: Cell, on: &str) -> Option<&PositionFollower> {
        self.scenario
            .position
            .followers
            .iter()
            .find(|f| f.x == c.x && f.y == c.y && f.on == on)
    }

    /// The tile set edited with.
    pub fn tileset(&self) -> &Arc<TileSet> {
        &self.ts
    }

    /// Everything that is off in the position now.
    pub fn problems(&self) -> Vec<PositionError> {
        problems(&self.ts, &self.scenario.position)
    }

    /// The problems at one cell.
    pub fn problems_at(&self, c: Cell) -> Vec<PositionError> {
        self.problems()
            .into_iter()
            .filter(|p| p.cell == Some(c))
            .collect()
    }

    /// The position as a playable state, if it is possible.
    pub fn build(&self) -> Result<State, PositionError> {
        State::from_position(&self.ts, &self.scenario.position)
    }

    /// The engine's full ruling on the position ("ruling").
    pub fn ruling(&self) -> Result<Adjudication, PositionError> {
        self.build().map(|s| adjudicate(&s))
    }

    /// How many of each tile type (in tile-set order) are neither on the
    /// board, drawn nor discarded.
    pub fn unused(&self) -> Vec<(String, u32)> {
        let p = &self.scenario.position;
        self.ts
            .tiles
            .iter()
            .map(|t| {
                let used = p.tiles.iter().filter(|x| x.tile == t.id).count()
                    + p.discards.iter().filter(|x| **x == t.id).count()
                    + usize::from(p.drawn.as_deref() == Some(t.id.as_str()));
                (t.id.clone(), (t.count as usize).saturating_sub(used) as u32)
            })
            .collect()
    }

    /// The tiles the palette offers with how many are left.
    pub fn palette(&self) -> Vec<PaletteEntry> {
        self.unused()
            .into_iter()
            .map(|(id, left)| PaletteEntry {
                id,
                available: self.strict.then_some(left),
            })
            .collect()
    }

    /// Applies an edit to a copy, refuses it in strict mode if it leaves a
    /// problem, and keeps it with an undo step otherwise.
    fn edit(
        &mut self,
        f: impl FnOnce(&mut ScenarioFile) -> Result<(), EditError>,
    ) -> Result<(), EditError> {
        let mut next = self.scenario.clone();
        f(&mut next)?;
        if self.strict
            && let Some(p) = problems(&self.ts, &next.position).into_iter().next()
        {
            return Err(EditError(format!("not allowed in strict mode: {p}")));
        }
        self.undo.push(std::mem::replace(&mut self.scenario, next));
        self.redo.clear();
        self.revision += 1;
        Ok(())
    }

    /// Puts a tile on an empty cell.
    pub fn place_tile(&mut self, id: &str, c: Cell, rot: u8) -> Result<(), EditError> {
        if self.ts.by_id(id).is_none() {
            return Err(EditError(format!("unknown tile {id:?}")));
        }
        self.edit(|s| {
            let p = &mut s.position;
            if p.tiles.iter().any(|t| t.x == c.x && t.y == c.y) {
                return Err(EditError(format!("cell {c} already has a tile")));
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
                .ok_or_else(|| EditError(format!("no tile at {c}")))?;
            let old = t.rot;
            t.rot = (t.rot + 1) % 4;
            let new = t.rot;
            let tt = ts
                .by_id(&t.tile)
                .map(|i| &ts.tiles[i as usize])
                .ok_or_else(|| EditError(format!("unknown tile {:?}", t.tile)))?;
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
                return Err(EditError(format!("no tile at {c}")));
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
                return Err(EditError(format!(
                    "a follower already stands on {on} at {c}"
                )));
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
                return Err(EditError(format!("no follower on {on} at {c}")));
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

    /// Replaces the question at `i` (to correct its text or answer).
    pub fn set_question(&mut self, i: usize, q: Question) -> Result<(), EditError> {
        self.edit(|s| {
            let slot = s
                .questions
                .get_mut(i)
                .ok_or_else(|| EditError(format!("there is no question {}", i + 1)))?;
            *slot = q;
            Ok(())
        })
    }

    /// The City: the wall, gate, guards and towers as they stand (None: none yet).
    pub fn city(&self) -> Option<&PositionCity> {
        self.scenario.position.city.as_ref()
    }

    /// Refuses City edits in other games: walls belong to The City alone.
    fn city_only(&self) -> Result<(), EditError> {
        if self.scenario.position.game != GameKind::City {
            return Err(EditError(
                "walls, guards and towers belong to The City".into(),
            ));
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
            return Err(EditError(
                "put the gate first: the wall grows from it".into(),
            ));
        }
        let st = self.build().map_err(|e| {
            EditError(format!(
                "the wall can only grow on a position without problems: {e}"
            ))
        })?;
        let e = Edge::new(c, side);
        let end = [WallEnd::Cw, WallEnd::Ccw]
            .into_iter()
            .find(|end| st.wall_candidate(*end) == Some(e))
            .ok_or_else(|| {
                EditError(format!(
                    "side {} of {c} does not continue either end of the wall along the outline (R-C7)",
                    side.name()
                ))
            })?;
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
                return Err(EditError("no wall piece at that end".into()));
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
                .ok_or_else(|| {
                    EditError(format!(
                        "no wall piece on side {} of {c} (guards stand on wall pieces, not on the gate)",
                        side.name()
                    ))
                })?;
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
                return Err(EditError(
                    "towers stand at the wall's ends: put the gate first".into(),
                ));
            }
            let at = match end {
                WallEnd::Cw => city.cw.len(),
                WallEnd::Ccw => city.ccw.len(),
            } as u8;
            if city.towers.iter().any(|t| t.end == end && t.at == at) {
                return Err(EditError("a tower already stands at that end".into()));
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
                return Err(EditError(format!("there is no tower {}", i + 1)));
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
            return Err(EditError("the stacks are numbered 1 to 3".into()));
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

    /// Sets the seed that shuffles remaining tiles given as the rest or as counts.
    pub fn set_seed(&mut self, seed: u64) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.seed = seed;
            Ok(())
        })
    }

    /// Sets a player's score.
    pub fn set_score(&mut self, player: u8, points: u32) -> Result<(), EditError> {
        self.edit(|s| {
            let p = &mut s.position;
            let n = p.players as usize;
            if player as usize >= n {
                return Err(EditError(format!("there is no player {}", player + 1)));
            }
            p.scores.resize(n, 0);
            p.scores[player as usize] = points;
            Ok(())
        })
    }

    /// Sets the followers in a player's supply (None: 7 less those on the board, for everyone).
    pub fn set_supply(&mut self, player: u8, supply: Option<u8>) -> Result<(), EditError> {
        self.edit(|s| {
            let p = &mut s.position;
            let n = p.players as usize;
            match supply {
                None => p.supplies = None,
                Some(v) => {
                    let on_board = |q: usize| {
                        p.followers
                            .iter()
                            .filter(|f| f.player as usize == q)
                            .count() as u8
                    };
                    let mut all: Vec<u8> = p.supplies.clone().unwrap_or_else(|| {
                        (0..n).map(|q| 7u8.saturating_sub(on_board(q))).collect()
                    });
                    all.resize(n, 0);
                    *all.get_mut(player as usize)
                        .ok_or_else(|| EditError(format!("there is no player {}", player + 1)))? =
                        v;
                    p.supplies = Some(all);
                }
            }
            Ok(())
        })
    }

    /// Sets the number of players (2 to 5), dropping followers of removed players.
    pub fn set_players(&mut self, n: u8) -> Result<(), EditError> {
        self.edit(|s| {
            let p = &mut s.position;
            p.players = n;
            p.followers.retain(|f| f.player < n);
            p.scores.resize(n as usize, 0);
            if let Some(sup) = &mut p.supplies {
                sup.resize(n as usize, 7);
            }
            if p.to_move >= n {
                p.to_move = 0;
            }
            Ok(())
        })
    }

    /// Sets whose turn it is.
    pub fn set_to_move(&mut self, player: u8) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.to_move = player;
            Ok(())
        })
    }

    /// Sets the drawn tile (None: the next from the remaining tiles).
    pub fn set_drawn(&mut self, id: Option<&str>) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.drawn = id.map(|x| x.to_string());
            Ok(())
        })
    }

    /// Sets the remaining tiles: the rest of the set, counts, or an exact order.
    pub fn set_remaining(&mut self, r: Remaining) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.remaining = r;
            Ok(())
        })
    }

    /// Sets the discarded tiles (drawn earlier and fitting nowhere, R-B1).
    pub fn set_discards(&mut self, ids: Vec<String>) -> Result<(), EditError> {
        if let Some(bad) = ids.iter().find(|id| self.ts.by_id(id).is_none()) {
            return Err(EditError(format!("unknown tile {bad:?}")));
        }
        self.edit(|s| {
            s.position.discards = ids;
            Ok(())
        })
    }

    /// Sets the rule options.
    pub fn set_options(&mut self, o: Options) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.options = o;
            Ok(())
        })
    }

    /// Sets title and description.
    pub fn set_text(&mut self, title: &str, description: &str) -> Result<(), EditError> {
        self.edit(|s| {
            s.title = title.to_string();
            s.description = description.to_string();
            Ok(())
        })
    }

    /// Pins a note to a cell (replacing one there).
    pub fn set_note(&mut self, c: Cell, text: &str) -> Result<(), EditError> {
        self.edit(|s| {
            s.notes.retain(|n| !(n.x == c.x && n.y == c.y));
            if !text.is_empty() {
                s.notes.push(Note {
                    x: c.x,
                    y: c.y,
                    text: text.to_string(),
                });
            }
            Ok(())
        })
    }

    /// Adds a question with its expected answer.
    pub fn add_question(&mut self, q: Question) -> Result<(), EditError> {
        self.edit(|s| {
            s.questions.push(q);
            Ok(())
        })
    }

    /// Removes question `i`.
    pub fn remove_question(&mut self, i: usize) -> Result<(), EditError> {
        self.edit(|s| {
            if i >= s.questions.len() {
                return Err(EditError(format!("there is no question {}", i + 1)));
            }
            s.questions.remove(i);
            Ok(())
        })
    }

    /// True if an edit can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// True if a taken-back edit can be made again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last edit.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(prev) => {
                self.redo.push(std::mem::replace(&mut self.scenario, prev));
                self.revision += 1;
                true
            }
            None => false,
        }
    }

    /// Makes the last taken-back edit again.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(next) => {
                self.undo.push(std::mem::replace(&mut self.scenario, next));
                self.revision += 1;
                true
            }
            None => false,
        }
    }
}

fn blank_scenario(position: Position) -> ScenarioFile {
    ScenarioFile {
        format: crate::io::save::SAVE_FORMAT,
        title: String::new(),
        description: String::new(),
        notes: Vec::new(),
        questions: Vec::new(),
        seats: Vec::new(),
        position,
    }
}
