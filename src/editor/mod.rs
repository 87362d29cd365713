//! The scenario editor's model: a scenario being edited, with undo and redo,
//! live checking, and strict or free mode. The app draws it; this module
//! knows nothing of egui, so every edit is testable headless.
//!
//! Strict mode refuses any edit after which the position breaks a rule
//! (the reasons are the engine's own, from `engine::record::position::problems`);
//! free mode allows anything but keeps listing what is off.

mod board;
mod error;
mod notes;
mod setup;
mod wall;

use crate::analysis::adjudication::{Adjudication, adjudicate};
use crate::engine::record::position::{
    Position, PositionError, PositionFollower, PositionTile, Remaining, problems,
};
use crate::engine::{Cell, Options, State, TileSet};
use crate::io::scenario::ScenarioFile;
use std::sync::Arc;

pub use error::EditError;

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
            return Err(EditError::Strict(p));
        }
        self.undo.push(std::mem::replace(&mut self.scenario, next));
        self.redo.clear();
        self.revision += 1;
        Ok(())
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
