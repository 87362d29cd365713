//! The replay room: a saved (or just finished) game as a tree of moves, shown
//! at one move at a time on the play screen's board, panels and sidebar.
//!
//! The position at the cursor is a [`Session`] of its own (every seat a
//! person, so no computer moves in it); a move confirmed on its board is a
//! new variation ("Try another move"). `panel` draws the tree, the
//! stepping controls, the comment box and the marks.

pub mod panel;
pub mod review;

use crate::app::play::screen::PlayScreen;
use crate::app::session::Session;
use crate::engine::record::position::Position;
use crate::engine::record::tree::{NodeId, ROOT, Tree};
use crate::engine::{Game, Setup};
use crate::i18n::{tr, tr_args};
use crate::io::review::SavedReview;
use crate::io::save::{Controller, LoadedGame, Seat, save_study, save_to_string};
use std::path::PathBuf;

/// A game being replayed and studied.
pub struct ReplayView {
    pub tree: Tree,
    /// The move shown (the root: the start position).
    pub cursor: NodeId,
    pub setup: Setup,
    pub seats: Vec<Seat>,
    pub start: Option<Position>,
    pub review: Option<SavedReview>,
    /// Where the study was opened from or last saved to.
    pub path: Option<PathBuf>,
    /// The board, players' panel, log and sidebar at the cursor.
    pub screen: PlayScreen,
    /// The node the screen shows, to rebuild it only when the cursor moves.
    shown: Option<NodeId>,
    /// The tile chosen for "Try another move", from those left.
    pub pick: Option<u8>,
    /// The "Try another move" hint shows: the next move on the board is a variation.
    pub trying: bool,
    /// What went wrong last (a pick refused), for the panel.
    pub note: String,
    /// The computer's review running in the background, if any.
    pub job: Option<review::ReviewJob>,
    /// The review's budget per position (None: the default).
    pub review_ms: Option<u64>,
    /// A fixed iteration budget for the review instead of time (tests).
    pub review_iterations: Option<u64>,
}

impl ReplayView {
    /// The replay of a loaded save, at the end of its main line.
    pub fn from_loaded(l: LoadedGame, path: Option<PathBuf>) -> ReplayView {
        let mut r = ReplayView {
            cursor: ROOT,
            tree: l.tree,
            setup: l.setup,
            seats: l.seats,
            start: l.start,
            review: l.review,
            path,
            screen: PlayScreen::default(),
            shown: None,
            pick: None,
            trying: false,
            note: String::new(),
            job: None,
            review_ms: None,
            review_iterations: None,
        };
        r.end();
        r
    }

    /// The replay of a game in the app (the one just played).
    pub fn from_session(s: &Session) -> ReplayView {
        let tree = Tree::from_game(&s.game);
        ReplayView::from_loaded(
            LoadedGame {
                game: s.game.clone(),
                seats: s.seats.clone(),
                setup: s.setup,
                start: s.start.clone(),
                tree,
                review: None,
            },
            None,
        )
    }

    /// The line the cursor is on, from the first move to its end.
    pub fn line(&self) -> Vec<NodeId> {
        self.tree.line_through(self.cursor)
    }

    /// Shows a node (if it is in the tree).
    pub fn go(&mut self, id: NodeId) {
        if self.tree.node(id).is_some() {
            self.cursor = id;
            self.trying = false;
            self.pick = None;
        }
    }

    /// Steps along the cursor's line by `delta` moves (clamped at its ends).
    pub fn step(&mut self, delta: i64) {
        let line = self.line();
        let at = self.tree.depth(self.cursor) as i64;
        let to = (at + delta).clamp(0, line.len() as i64) as usize;
        self.go(if to == 0 { ROOT } else { line[to - 1] });
    }

    /// The start position.
    pub fn home(&mut self) {
        self.go(ROOT);
    }

    /// The end of the cursor's line.
    pub fn end(&mut self) {
        let last = self.line().last().copied().unwrap_or(ROOT);
        self.go(last);
    }

    /// The game along the path to the cursor, with every seat a person's.
    fn session_at(&self, id: NodeId) -> Option<Session> {
        let game = self.tree.game_at(id).ok()?;
        let seats = self
            .seats
            .iter()
            .map(|s| Seat {
                controller: Controller::Human,
                ..s.clone()
            })
            .collect();
        Some(self.session_of(game, seats))
    }

    fn session_of(&self, game: Game, seats: Vec<Seat>) -> Session {
        Session::from_loaded(
            LoadedGame {
                tree: Tree::new(game.initial().clone()),
                game,
                seats,
                setup: self.setup,
                start: self.start.clone(),
                review: None,
            },
            None,
        )
    }

    /// Brings the screen to the cursor; a move confirmed on the board since
    /// becomes a variation (or the line's next move, if it is the same).
    /// Called once a frame.
    pub fn sync(&mut self, now: f64) {
        if let (Some(shown), Some(s)) = (self.shown, &self.screen.session)
            && shown == self.cursor
            && s.game.moves().len() == self.tree.depth(shown) + 1
            && let (Some(m), Some(pick)) = (s.game.moves().last(), s.game.picks().last())
        {
            match self.tree.add(shown, *pick, *m) {
                Ok(id) => {
                    self.cursor = id;
                    self.shown = Some(id);
                    self.trying = false;
                    self.pick = None;
                }
                Err(e) => {
                    let why = crate::i18n::refusals::refusal(&e);
                    self.note = tr_args("replay-cannot-add", &[("e", why.into())]);
                }
            }
        }
        if self.shown == Some(self.cursor) {
            return;
        }
        if let Some(s) = self.session_at(self.cursor) {
            // Keep the board's pan and zoom: the same tile set, another moment.
            let board = std::mem::take(&mut self.screen.board);
            self.screen.set_session(s);
            self.screen.board = board;
            self.screen.last_move_at = now;
        }
        self.shown = Some(self.cursor);
    }

    /// Chooses the tile drawn for the next move tried here (None: the tile
    /// actually drawn).
    pub fn set_pick(&mut self, tile: Option<u8>) {
        self.pick = tile;
        self.shown = None;
        self.sync(0.0);
        if let (Some(t), Some(s)) = (tile, &mut self.screen.session) {
            self.note = match s.game.pick_next(t) {
                Ok(()) => String::new(),
                Err(e) => tr_args("replay-cannot-pick", &[("e", e.to_string().into())]),
            };
        }
    }

    /// A new game from the position at the cursor, with the seats as they were.
    pub fn play_on(&self) -> Result<Session, String> {
        let st = self
            .tree
            .game_at(self.cursor)
            .map_err(|e| e.to_string())?
            .state()
            .clone();
        if st.is_over() {
            return Err(tr("replay-game-over"));
        }
        let pos = st.to_position();
        let mut s = self.session_of(Game::new(st), self.seats.clone());
        s.start = Some(pos);
        Ok(s)
    }

    /// The study as save text (format 3): the tree, comments, marks, review.
    pub fn save_text(&self) -> String {
        save_to_string(&save_study(
            &self.tree,
            self.review.as_ref(),
            &self.setup,
            &self.seats,
            self.start.as_ref(),
        ))
    }
}
