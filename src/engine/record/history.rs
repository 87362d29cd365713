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
    /// The tile picked to be drawn before each move (a study's variation),
    /// or None for the tile the stack gave.
    picks: Vec<Option<u8>>,
    log: Vec<TurnRecord>,
    redo: Vec<(Option<u8>, Move)>,
    /// A tile picked for the next move ([`Game::pick_next`]).
    next_pick: Option<u8>,
}

impl Game {
    /// A game from a starting state (a new game or a built position).
    pub fn new(initial: State) -> Game {
        Game {
            state: initial.clone(),
            initial,
            moves: Vec::new(),
            picks: Vec::new(),
            log: Vec::new(),
            redo: Vec::new(),
            next_pick: None,
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

    /// The tile picked before each move, None where the stack's draw stood.
    pub fn picks(&self) -> &[Option<u8>] {
        &self.picks
    }

    /// Plays a move; clears the redo list.
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        self.play_picked(None, m)
    }

    /// Plays a move with the drawn tile first swapped for `pick` (see
    /// [`pick_drawn`]); clears the redo list.
    pub fn play_picked(&mut self, pick: Option<u8>, m: Move) -> Result<(), MoveError> {
        self.push(pick, m)?;
        self.redo.clear();
        Ok(())
    }

    /// Swaps the drawn tile for `tile` now (see [`pick_drawn`]); the next
    /// move made is recorded with the pick.
    pub fn pick_next(&mut self, tile: u8) -> Result<(), MoveError> {
        pick_drawn(&mut self.state, tile)?;
        self.next_pick = Some(tile);
        Ok(())
    }

    fn push(&mut self, pick: Option<u8>, m: Move) -> Result<(), MoveError> {
        let pick = pick.or(self.next_pick);
        if let Some(t) = pick {
            // Try the move on a copy so a refused move leaves the draw as it was.
            let mut trial = self.state.clone();
            pick_drawn(&mut trial, t)?;
            trial.check_move(&m)?;
            self.state = trial;
        }
        let player = self.state.current();
        // The tile placed, or for a wall-round decision (The City) the round's tile.
        let tile = self
            .state
            .drawn()
            .or_else(|| self.state.board().placed().last().map(|p| p.tile))
            .ok_or(MoveError::NoTileDrawn)?;
        self.state.apply(&m)?;
        self.moves.push(m);
        self.picks.push(pick);
        self.next_pick = None;
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
        let pick = self.picks.pop().flatten();
        self.redo.push((pick, m));
        self.replay(self.moves.len());
        true
    }

    /// Takes back moves until `n` remain.
    pub fn undo_to(&mut self, n: usize) {
        while self.moves.len() > n {
            if let Some(m) = self.moves.pop() {
                let pick = self.picks.pop().flatten();
                self.redo.push((pick, m));
            }
        }
        self.replay(n);
    }

    /// Makes the last taken-back move again. Returns false if there is none.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some((pick, m)) => self.push(pick, m).is_ok(),
            None => false,
        }
    }

    fn replay(&mut self, n: usize) {
        let moves: Vec<Move> = self.moves[..n].to_vec();
        let picks: Vec<Option<u8>> = self.picks[..n].to_vec();
        self.state = self.initial.clone();
        self.moves.clear();
        self.picks.clear();
        self.log.clear();
        self.next_pick = None;
        for (m, pick) in moves.into_iter().zip(picks) {
            // Moves in the list were legal when made and the engine is deterministic.
            if self.push(pick, m).is_err() {
                break;
            }
        }
    }

    /// Tiles discarded before the first move (R-B1).
    pub fn initial_discards(&self) -> &[u8] {
        &self.initial.last_discards
    }
}

/// Makes `tile` the drawn tile: it changes places with the tile drawn, which
/// goes back into the stack where `tile` was (so the stack's order is
/// otherwise kept). A study's "what if this tile had come" (docs/study.md).
pub fn pick_drawn(st: &mut State, tile: u8) -> Result<(), MoveError> {
    let drawn = st.drawn().ok_or(MoveError::NoTileDrawn)?;
    if drawn == tile {
        return Ok(());
    }
    let mut stack = st.draw_order();
    let at = stack
        .iter()
        .position(|t| *t == tile)
        .ok_or(MoveError::NotLeft(tile))?;
    if !st.fits_somewhere(tile) {
        return Err(MoveError::FitsNowhere(tile));
    }
    stack[at] = drawn;
    st.set_stack(stack);
    st.set_drawn(Some(tile));
    Ok(())
}
