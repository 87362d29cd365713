//! The state of one game at one moment: board, features, followers,
//! supplies, scores, the stack. It knows no rules of any game: those reach
//! it through `rules` (the seam is [`crate::engine::rules::GameRules`]).

pub mod city;
pub mod moves;
pub mod options;
mod stack;
mod tiles;

use crate::engine::model::board::Board;
use crate::engine::model::features::{Features, MAX_PLAYERS};
use crate::engine::model::geometry::{Cell, Rotation};
use crate::engine::model::rng::Rng;
use crate::engine::model::scoring::ScoreEvent;
use crate::engine::model::tile::{GameKind, TileSet};
use city::CityState;
pub use city::Phase;
pub use moves::{FollowerAt, Move, MoveError, Placement};
pub use options::{Options, Setup};
use stack::Stack;
use std::sync::Arc;

/// Followers each player has in supply at the start (the 8th is the score marker).
pub const FOLLOWERS: u8 = 7;

/// A follower on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedFollower {
    pub player: u8,
    /// Feature node it stands on.
    pub node: u16,
    pub cell: Cell,
    /// Feature index on the tile.
    pub local: u8,
}

/// Everything about a game at one moment. Cloning it is cheap enough for search.
#[derive(Debug)]
pub struct State {
    pub(crate) ts: Arc<TileSet>,
    pub(crate) options: Options,
    pub(crate) players: u8,
    pub(crate) board: Board,
    pub(crate) features: Features,
    pub(crate) followers: Vec<PlacedFollower>,
    pub(crate) supply: [u8; MAX_PLAYERS],
    pub(crate) score: [u32; MAX_PLAYERS],
    /// Monks on the board: their cells and monastery nodes (a monastery scores
    /// during play only with a monk on it, so completion checks look here).
    pub(crate) monks: Vec<(Cell, u16)>,
    pub(crate) current: u8,
    /// Remaining tiles; the next one drawn is the last.
    pub(crate) stack: Stack,
    pub(crate) drawn: Option<u8>,
    pub(crate) discards: Vec<u8>,
    pub(crate) over: bool,
    pub(crate) turn: u32,
    pub(crate) record_detail: bool,
    /// The City's walls, stacks and rounds (None in the base game).
    pub(crate) city: Option<Box<CityState>>,
    /// The City: the cells the wall closes, as of the last draw (a cache).
    pub(crate) walled: city::Walled,
    /// Scoring events of the last move (and the end scoring, if it ended the game).
    pub last_events: Vec<ScoreEvent>,
    /// Tiles discarded since the last move (R-B1), in order.
    pub last_discards: Vec<u8>,
}

impl Clone for State {
    fn clone(&self) -> State {
        State {
            ts: self.ts.clone(),
            options: self.options,
            players: self.players,
            board: self.board.clone(),
            features: self.features.clone(),
            // Room for the follower of the next move, which search makes
            // on most copies: a plain clone has none, and the push would
            // move the list to a new allocation.
            followers: crate::engine::model::board::clone_with_room(&self.followers, 1),
            supply: self.supply,
            score: self.score,
            monks: self.monks.clone(),
            current: self.current,
            stack: self.stack.clone(),
            drawn: self.drawn,
            discards: self.discards.clone(),
            over: self.over,
            turn: self.turn,
            record_detail: self.record_detail,
            city: self.city.clone(),
            walled: self.walled.clone(),
            last_events: self.last_events.clone(),
            last_discards: self.last_discards.clone(),
        }
    }

    /// A copy into a state's own lists: search copies one position into
    /// the same scratch state for every move it tries, and reusing the
    /// allocations saves five or more of them (and their frees) a copy.
    fn clone_from(&mut self, src: &State) {
        self.ts.clone_from(&src.ts);
        self.options = src.options;
        self.players = src.players;
        self.board.clone_from(&src.board);
        self.features.clone_from(&src.features);
        self.followers.clone_from(&src.followers);
        self.supply = src.supply;
        self.score = src.score;
        self.monks.clone_from(&src.monks);
        self.current = src.current;
        self.stack.clone_from(&src.stack);
        self.drawn = src.drawn;
        self.discards.clone_from(&src.discards);
        self.over = src.over;
        self.turn = src.turn;
        self.record_detail = src.record_detail;
        self.city.clone_from(&src.city);
        self.walled.clone_from(&src.walled);
        self.last_events.clone_from(&src.last_events);
        self.last_discards.clone_from(&src.last_discards);
    }
}

impl State {
    /// A new game: the start tile at the origin, the rest shuffled by the seed.
    pub fn new(ts: Arc<TileSet>, setup: &Setup) -> State {
        let start = ts.start;
        let ts_game = ts.game;
        let total = ts.unshuffled.len();
        let most = if ts_game == GameKind::City {
            4
        } else {
            MAX_PLAYERS as u8
        };
        let mut st = State::empty(ts, setup.options, setup.players.clamp(1, most));
        if let Some(c) = st.city.as_deref_mut() {
            c.stack_left = city::split_stacks(total);
        }
        // Shuffled as it is drawn (see `Stack`).
        st.stack = Stack::unshuffled(&st.ts.unshuffled, Rng::new(setup.seed));
        if let Some(s) = start
            && ts_game != GameKind::City
        {
            st.put_tile(Cell::new(0, 0), s, Rotation(0));
        }
        st.draw();
        st
    }

    /// A state with nothing placed and nothing in the stack.
    pub fn empty(ts: Arc<TileSet>, options: Options, players: u8) -> State {
        let ts_game = ts.game;
        // Every feature of every tile of the set: all the nodes a game can
        // have, so that none reallocates (a scenario may add more).
        let nodes: usize = ts
            .tiles
            .iter()
            .map(|t| t.count as usize * t.features.len())
            .sum();
        State {
            board: Board::new(&ts),
            ts,
            options,
            players,
            features: Features::with_capacity(nodes),
            followers: Vec::with_capacity(MAX_PLAYERS * FOLLOWERS as usize),
            monks: Vec::new(),
            supply: [FOLLOWERS; MAX_PLAYERS],
            score: [0; MAX_PLAYERS],
            current: 0,
            stack: Stack::new(Vec::new()),
            drawn: None,
            discards: Vec::new(),
            over: false,
            turn: 0,
            record_detail: true,
            city: (ts_game == GameKind::City).then(|| Box::new(CityState::new(players, 0))),
            walled: city::Walled::default(),
            last_events: Vec::new(),
            last_discards: Vec::new(),
        }
    }

    /// Turns off tile lists in score events (search does not read them).
    pub fn set_record_detail(&mut self, on: bool) {
        self.record_detail = on;
    }

    // ----- Read access -----

    /// The tile set in play.
    pub fn tileset(&self) -> &Arc<TileSet> {
        &self.ts
    }
    /// The rule options.
    pub fn options(&self) -> Options {
        self.options
    }
    /// Number of players.
    pub fn players(&self) -> usize {
        self.players as usize
    }
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The feature union-find.
    pub fn features(&self) -> &Features {
        &self.features
    }
    /// Followers on the board.
    pub fn followers(&self) -> &[PlacedFollower] {
        &self.followers
    }
    /// Followers in a player's supply.
    pub fn supply(&self, p: usize) -> u8 {
        self.supply[p]
    }
    /// A player's score.
    pub fn score(&self, p: usize) -> u32 {
        self.score[p]
    }
    /// All scores.
    pub fn scores(&self) -> &[u32] {
        &self.score[..self.players as usize]
    }
    /// The player to move.
    pub fn current(&self) -> usize {
        self.current as usize
    }
    /// The drawn tile type, if the game goes on.
    pub fn drawn(&self) -> Option<u8> {
        self.drawn
    }
    /// Remaining tiles, in no particular order (the order they will come
    /// is [`State::draw_order`]): what a player may count.
    pub fn stack(&self) -> &[u8] {
        self.stack.as_slice()
    }
    /// Remaining tiles in draw order reversed (the last is drawn next).
    /// Players must not know it: computer players never read it.
    pub fn draw_order(&self) -> Vec<u8> {
        self.stack.draw_order()
    }
    /// Tiles discarded because they fitted nowhere (R-B1).
    pub fn discards(&self) -> &[u8] {
        &self.discards
    }
    /// True once the end scoring is done.
    pub fn is_over(&self) -> bool {
        self.over
    }
    /// Moves made so far.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// How many tiles of each type remain (stack only; not the drawn tile).
    pub fn remaining_counts(&self) -> Vec<u8> {
        let mut v = vec![0u8; self.ts.tiles.len()];
        for t in self.stack.as_slice() {
            v[*t as usize] += 1;
        }
        v
    }

    /// Replaces the order of the remaining stack (the hidden information), e.g. a
    /// computer player's guess of it.
    pub fn set_stack(&mut self, stack: Vec<u8>) {
        self.stack = Stack::new(stack);
    }

    /// Sets the drawn tile directly (search sampling a draw).
    pub fn set_drawn(&mut self, t: Option<u8>) {
        self.drawn = t;
    }

    /// The City's part of the state, if this game is The City.
    pub fn city(&self) -> Option<&CityState> {
        self.city.as_deref()
    }

    /// Shuffles the remaining stack with the given generator.
    pub fn shuffle_stack(&mut self, rng: &mut Rng) {
        let mut v = self.stack.draw_order();
        rng.shuffle(&mut v);
        self.stack = Stack::new(v);
    }

    /// Sets supplies, scores, the player to move and the turn counter (positions).
    pub(crate) fn set_position_counters(
        &mut self,
        supplies: &[u8],
        scores: &[u32],
        to_move: u8,
        turn: u32,
    ) {
        for p in 0..self.players as usize {
            self.supply[p] = supplies.get(p).copied().unwrap_or(0);
            self.score[p] = scores.get(p).copied().unwrap_or(0);
        }
        self.current = to_move;
        self.turn = turn;
    }

    /// Sets the discard list (positions).
    pub(crate) fn set_discards(&mut self, d: Vec<u8>) {
        self.discards = d;
    }
}
