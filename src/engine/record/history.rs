//! A game as a start plus moves, with its log; undo and redo by replaying
//! from the start (the engine is deterministic, and a whole game replays in
//! well under a millisecond).

use crate::engine::model::scoring::ScoreEvent;
use crate::engine::state::{Move, MoveError, State};

/// What happened in one move.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnRecord {
    /// The player who moved.
    pub player: usize,
    /// The tile type placed.
    pub tile: u8,
    pub mv: Move,
    /// Scoring caused by the move (and the end scoring after the last one).
    pub events: Vec<ScoreEvent>,
    /// Tiles discarded after the move because they fitted nowhere (R-B1).
    pub discards: Vec<u8>,
    /// Everyone's score after the move.
    pub scores: Vec<u32>,
}

/// A game in progress: where it started, the moves made, and undo/redo.
#[derive(Clone, Debug)]
pub struct Game {
    initial: State,
    state: State,
    moves: Vec<Move>,
    log: Vec<TurnRecord>,
    redo: Vec<Move>,
}

impl Game {
    /// A game from a starting state (a new game or a built position).
    pub fn new(initial: State) -> Game {
        Game {
            state: initial.clone(),
            initial,
            moves: Vec::new(),
            log: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The current state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The state the game started from.
    pub fn initial(&self) -> &State {
        &self.initial
    }

    /// The moves made.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// One record per move made.
    pub fn log(&self) -> &[TurnRecord] {
        &self.log
    }

    /// Plays a move; clears the redo list.
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        self.push(m)?;
        self.redo.clear();
        Ok(())
    }

    fn push(&mut self, m: Move) -> Result<(), MoveError> {
        let player = self.state.current();
        // The tile placed, or for a wall-round decision (The City) the round's tile.
        let tile = self
            .state
            .drawn()
            .or_else(|| self.state.board().placed().last().map(|p| p.tile))
            .ok_or(MoveError::NoTileDrawn)?;
        self.state.apply(&m)?;
        self.moves.push(m);
        self.log.push(TurnRecord {
            player,
            tile,
            mv: m,
            events: self.state.last_events.clone(),
            discards: self.state.last_discards.clone(),
            scores: self.state.scores().to_vec(),
        });
        Ok(())
    }

    /// True if there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty()
    }

    /// True if a taken-back move can be made again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last move. Returns false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(m) = self.moves.pop() else {
            return false;
        };
        self.redo.push(m);
        self.replay(self.moves.len());
        true
    }

    /// Takes back moves until `n` remain.
    pub fn undo_to(&mut self, n: usize) {
        while self.moves.len() > n {
            if let Some(m) = self.moves.pop() {
                self.redo.push(m);
            }
        }
        self.replay(n);
    }

    /// Makes the last taken-back move again. Returns false if there is none.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(m) => self.push(m).is_ok(),
            None => false,
        }
    }

    fn replay(&mut self, n: usize) {
        let moves: Vec<Move> = self.moves[..n].to_vec();
        self.state = self.initial.clone();
        self.moves.clear();
        self.log.clear();
        for m in moves {
            // Moves in the list were legal when made and the engine is deterministic.
            if self.push(m).is_err() {
                break;
            }
        }
    }

    /// Tiles discarded before the first move (R-B1).
    pub fn initial_discards(&self) -> &[u8] {
        &self.initial.last_discards
    }
}
