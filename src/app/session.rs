//! The game on the table: the engine's game with who sits where, and the turn in hand.
//!
//! What the player to move is doing with the drawn tile (turned, placed,
//! a follower chosen). Read by every screen, so it sits below them all.

use crate::engine::record::position::Position;
use crate::engine::rules::the_city::{Edge, Phase};
use crate::engine::{Cell, Game, Move, Placement, Rotation, Setup, State};
use crate::io::FileError;
use crate::io::save::{Controller, LoadedGame, Seat, initial_state, save_game, save_to_string};
use std::collections::HashMap;
use std::path::PathBuf;

/// A tile placed but not yet confirmed: it can still be taken back.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub cell: Cell,
    pub rot: Rotation,
    pub follower: Option<u8>,
}

/// One game in the app.
pub struct Session {
    pub game: Game,
    pub setup: Setup,
    pub seats: Vec<Seat>,
    pub start: Option<Position>,
    /// Where it was last saved or opened from.
    pub path: Option<PathBuf>,
    /// The rotation the player holds the drawn tile in.
    pub rot: Rotation,
    pub pending: Option<Pending>,
    /// The City: a wall edge clicked, waiting for the guard choice.
    pub wall_pick: Option<Edge>,
    legal: HashMap<Cell, Vec<Rotation>>,
    legal_ply: Option<usize>,
    /// Which game this is: caches kept beside it (the sidebar's analysis)
    /// are keyed to it, so a new game at the same move count is not taken
    /// for the old one.
    pub id: u64,
}

/// The next game's id (see `Session::id`).
static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl Session {
    /// A new game from a setup.
    pub fn new(setup: Setup, seats: Vec<Seat>) -> Result<Session, FileError> {
        let st = initial_state("new game", &setup, None)?;
        Ok(Session::from_game(Game::new(st), setup, seats, None))
    }

    /// A session for a loaded save.
    pub fn from_loaded(l: LoadedGame, path: Option<PathBuf>) -> Session {
        let mut s = Session::from_game(l.game, l.setup, l.seats, l.start);
        s.path = path;
        s
    }

    /// A session for a scenario's position: its seats (people by default),
    /// played on from there; saved, the position goes along as the start.
    pub fn from_scenario(sc: crate::io::scenario::LoadedScenario) -> Session {
        let pos = sc.file.position.clone();
        let n = sc.state.players();
        let mut seats = sc.file.seats.clone();
        if seats.len() != n {
            seats = crate::app::play::new_game::default_seats(n);
        }
        let setup = Setup {
            game: pos.game,
            players: n as u8,
            options: pos.options,
            seed: pos.seed,
        };
        // No path: saving writes a save file and must not overwrite the scenario.
        Session::from_game(Game::new(sc.state), setup, seats, Some(pos))
    }

    fn from_game(game: Game, setup: Setup, seats: Vec<Seat>, start: Option<Position>) -> Session {
        Session {
            game,
            setup,
            seats,
            start,
            path: None,
            rot: Rotation(0),
            pending: None,
            wall_pick: None,
            legal: HashMap::new(),
            legal_ply: None,
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        }
    }

    /// The current state.
    pub fn state(&self) -> &State {
        self.game.state()
    }

    /// Whose decision it is (in The City also a gate, wall or tower), if the game goes on.
    pub fn to_move(&self) -> Option<usize> {
        self.state().phase().player()
    }

    /// True if the decision now is a person's.
    pub fn human_to_move(&self) -> bool {
        self.to_move()
            .is_some_and(|p| self.controller(p) == Controller::Human)
    }

    /// Decisions other than placing the drawn tile (The City's gate, wall and
    /// tower), which the app offers as a list.
    pub fn other_decisions(&self) -> Vec<Move> {
        match self.state().phase() {
            Phase::Place { .. } | Phase::Over => Vec::new(),
            _ => self.state().legal_moves(),
        }
    }

    /// The City: edges where the gate or the next wall piece may go now.
    pub fn wall_edges_now(&self) -> Vec<Edge> {
        match self.state().phase() {
            Phase::Gate { .. } => self.state().gate_edges(),
            Phase::Wall { .. } => self.state().wall_edges(),
            _ => Vec::new(),
        }
    }

    /// A marked wall edge clicked: the gate goes there at once; a wall piece
    /// waits for the guard choice unless no guard may stand on it. Returns
    /// the move to play now, if any.
    pub fn click_edge(&mut self, e: Edge) -> Option<Move> {
        if !self.wall_edges_now().contains(&e) {
            return None;
        }
        match self.state().phase() {
            Phase::Gate { .. } => Some(Move::Gate(e)),
            Phase::Wall { .. } if !self.state().guard_allowed(e) => {
                self.wall_pick = None;
                Some(Move::Wall {
                    edge: e,
                    guard: false,
                })
            }
            Phase::Wall { .. } => {
                self.wall_pick = Some(e);
                None
            }
            _ => None,
        }
    }

    /// Who plays a seat.
    pub fn controller(&self, p: usize) -> Controller {
        self.seats.get(p).map(|s| s.controller).unwrap_or_default()
    }

    /// True if some seat is played by the computer.
    pub fn has_computer(&self) -> bool {
        self.seats.iter().any(|s| s.controller != Controller::Human)
    }

    /// Cells where the drawn tile fits, with the rotations that fit there
    /// (distinct rotations only), computed once per turn.
    pub fn legal(&mut self) -> &HashMap<Cell, Vec<Rotation>> {
        let ply = self.game.moves().len();
        if self.legal_ply != Some(ply) {
            self.legal.clear();
            for (c, r) in self.game.state().legal_placements() {
                self.legal.entry(c).or_default().push(r);
            }
            self.legal_ply = Some(ply);
        }
        &self.legal
    }

    /// The rotation the drawn tile would lie in on a cell: the held one if it
    /// fits there, else the first that does.
    pub fn rotation_at(&mut self, c: Cell) -> Option<Rotation> {
        let held = self.rot;
        let rots = self.legal().get(&c)?;
        Some(if rots.contains(&held) { held } else { rots[0] })
    }

    /// Turns the held tile (or the pending one) by `turns` quarter turns,
    /// stepping only through rotations that fit where it is or would go.
    pub fn rotate(&mut self, turns: i32, hovered: Option<Cell>) {
        if turns == 0 {
            return;
        }
        let at = self.pending.as_ref().map(|p| p.cell).or(hovered);
        let current = self.pending.as_ref().map(|p| p.rot).unwrap_or(self.rot);
        let rots: Vec<Rotation> = match at.and_then(|c| self.legal().get(&c).cloned()) {
            Some(r) => r,
            None => {
                let distinct = self
                    .state()
                    .drawn()
                    .map(|t| self.state().tileset().tiles[t as usize].distinct_rotations)
                    .unwrap_or(1);
                Rotation::ALL
                    .into_iter()
                    .filter(|r| distinct & (1 << r.0) != 0)
                    .collect()
            }
        };
        if rots.is_empty() {
            return;
        }
        let i = rots.iter().position(|r| *r == current).unwrap_or(0) as i32;
        let n = rots.len() as i32;
        let next = rots[(i + turns).rem_euclid(n) as usize];
        self.rot = next;
        if let Some(p) = &mut self.pending {
            p.rot = next;
            p.follower = None;
        }
    }

    /// Puts the drawn tile on a cell, unconfirmed; false if it fits nowhere there.
    pub fn place(&mut self, c: Cell) -> bool {
        let Some(rot) = self.rotation_at(c) else {
            return false;
        };
        self.rot = rot;
        self.pending = Some(Pending {
            cell: c,
            rot,
            follower: None,
        });
        true
    }

    /// Features of the pending tile where a follower may go.
    pub fn spots(&self) -> Vec<u8> {
        match (&self.pending, self.state().drawn()) {
            (Some(p), Some(t)) => self.state().deployments(t, p.cell, p.rot),
            _ => Vec::new(),
        }
    }

    /// Chooses (or, chosen again, drops) a follower spot on the pending tile.
    pub fn toggle_follower(&mut self, f: u8) {
        let spots = self.spots();
        if let Some(p) = &mut self.pending
            && spots.contains(&f)
        {
            p.follower = if p.follower == Some(f) { None } else { Some(f) };
        }
    }

    /// Plays the pending placement. Err says why not, in the current language.
    pub fn confirm(&mut self) -> Result<(), String> {
        let p = self
            .pending
            .clone()
            .ok_or_else(|| crate::i18n::tr("refuse-place-first"))?;
        let m = Move::Place(Placement {
            cell: p.cell,
            rot: p.rot,
            follower: p.follower,
        });
        self.game
            .play(m)
            .map_err(|e| crate::i18n::refusals::refusal(&e))?;
        self.pending = None;
        Ok(())
    }

    /// Plays a move chosen elsewhere (the computer).
    pub fn play(&mut self, m: Move) -> Result<(), String> {
        self.pending = None;
        self.wall_pick = None;
        self.game
            .play(m)
            .map_err(|e| crate::i18n::refusals::refusal(&e))
    }

    /// Takes back moves: one in hot-seat games; with computer players, back
    /// to the last decision a person made.
    pub fn undo(&mut self) -> bool {
        self.pending = None;
        self.wall_pick = None;
        if !self.game.can_undo() {
            return false;
        }
        if !self.has_computer() {
            return self.game.undo();
        }
        let mut undone_human = false;
        while self.game.can_undo() {
            let mover = self.game.log().last().map(|r| r.player).unwrap_or(0);
            self.game.undo();
            if self.controller(mover) == Controller::Human {
                undone_human = true;
                break;
            }
        }
        // With no person's move left to undo, stay where the computers started.
        undone_human || !self.game.can_undo()
    }

    /// Makes taken-back moves again: one, plus the computer replies that followed it.
    pub fn redo(&mut self) -> bool {
        self.pending = None;
        self.wall_pick = None;
        if !self.game.redo() {
            return false;
        }
        if self.has_computer() {
            while !self.human_to_move() && self.game.can_redo() {
                self.game.redo();
            }
        }
        true
    }

    /// The game as RON save text.
    pub fn save_text(&self) -> String {
        save_to_string(&save_game(
            &self.game,
            &self.setup,
            &self.seats,
            self.start.as_ref(),
        ))
    }

    /// The player's name for a seat.
    pub fn name(&self, p: usize) -> String {
        self.seats
            .get(p)
            .map(|s| s.name.clone())
            .unwrap_or_else(|| crate::app::play::new_game::person_name(p))
    }

    /// The seat's colour.
    pub fn colour(&self, p: usize) -> egui::Color32 {
        let (r, g, b) = self
            .seats
            .get(p)
            .map(|s| s.colour)
            .unwrap_or((128, 128, 128));
        egui::Color32::from_rgb(r, g, b)
    }

    /// The seat's colour as text or a line on `background`: moved towards
    /// white or black until it reads there (`palette::legible`).
    pub fn colour_on(&self, p: usize, background: egui::Color32) -> egui::Color32 {
        crate::app::art::palette::legible(self.colour(p), background)
    }
}
