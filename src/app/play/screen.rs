//! The play screen's state: the game, its board view, the analysis sidebar, the end, the computer.
//!
//! It draws the players' panel, the scoring log, the analysis sidebar and the
//! board, runs the play commands and lets the computer move. The shell routes
//! commands to it and hands it the settings it needs; it never reads them.

use super::board_view::{BoardView, Overlay, PendingMark};
use super::computer::{Computer, Poll};
use super::end_screen::EndView;
use super::{players, score_log};
use crate::app::analysis::{self, AnalysisView};
use crate::app::commands::Command;
use crate::app::session::{Pending, Session};
use crate::engine::{Cell, Move};
use crate::io::save::{Controller, Level};

/// Below this width (points) the players' panel (260) and the analysis
/// sidebar (380) at their usual widths would leave the board less than two
/// fifths of the window.
const NARROW_WINDOW: f32 = 1100.0;

/// The play screen's state.
#[derive(Default)]
pub struct PlayScreen {
    /// The game being played, if any (none: the welcome screen shows).
    pub session: Option<Session>,
    pub board: BoardView,
    pub end: EndView,
    /// The analysis sidebar's state and cached analysis.
    pub analysis: AnalysisView,
    /// The computer players' search, on a background thread.
    pub computer: Computer,
    hovered: Option<Cell>,
    /// Time of the last move, for its highlight and the computer's pace.
    pub last_move_at: f64,
    /// Motion on the board (the settings' choice, handed in by the shell).
    pub motion: bool,
    /// The keyboard's cursor: where the drawn tile would go (arrow keys).
    pub cursor: Option<Cell>,
    /// The keyboard's pick among a wall round's marked edges.
    pub wall_cursor: Option<usize>,
}

impl PlayScreen {
    /// Replaces the game being played.
    pub fn set_session(&mut self, s: Session) {
        self.computer.cancel();
        self.session = Some(s);
        // The board's tile art is cached per tile number: another game's
        // tile set numbers its tiles otherwise.
        self.board = BoardView::default();
        self.end = Default::default();
        self.analysis.cancel_ai();
        self.analysis.hovered_move = None;
    }

    /// Notes a move just made: its highlight starts and the board brings it into view.
    fn after_move(&mut self, now: f64) {
        self.last_move_at = now;
        if let Some(s) = &self.session
            && let Some(last) = s.game.log().last()
            && let Move::Place(p) = last.mv
        {
            self.board.reveal = vec![p.cell];
        }
    }

    /// Beside the board: the players' panel with the scoring log on the left,
    /// the analysis sidebar on the right; returns the commands they ask for.
    pub fn side_panels(
        &mut self,
        ui: &mut egui::Ui,
        ctx: &egui::Context,
        show_log: bool,
        analysis_shown: bool,
    ) -> Vec<Command> {
        let mut queue = Vec::new();
        let mut cmds = Vec::new();
        // In a window too narrow for the panels' usual widths (they would
        // leave the board less than two fifths of it), the panels take a
        // quarter and three tenths of the window, under ids of their own: the
        // widths chosen in a wide window come back when it widens again.
        let width = ui.available_width();
        let narrow = width < NARROW_WINDOW;
        let players_panel = if narrow {
            egui::Panel::left("players-narrow").exact_size((0.25 * width).max(190.0))
        } else {
            egui::Panel::left("players").default_size(260.0)
        };
        players_panel.show(ui, |ui| {
            if let Some(s) = &mut self.session {
                // While the final scoring steps, the totals count up with it.
                let stepping = self.end.stepping().then(|| self.end.scores_shown(s));
                cmds = players::ui(ui, s, self.computer.is_busy(), stepping.as_deref());
                if show_log {
                    ui.separator();
                    cmds.extend(score_log::ui(ui, s));
                }
            }
        });
        queue.extend(cmds);
        if analysis_shown {
            let busy = self.computer.is_busy();
            if let Some(s) = &self.session {
                let c = ctx.clone();
                // The computer's values only while no computer player thinks:
                // two searches would share two cores.
                self.analysis.update(s, !busy, move || c.request_repaint());
            }
            let mut cmds = Vec::new();
            // Its grids would widen it without end: keep it beside the board.
            let analysis_panel = if narrow {
                egui::Panel::right("analysis-narrow").exact_size((0.3 * width).max(200.0))
            } else {
                egui::Panel::right("analysis")
                    .default_size(380.0)
                    .size_range(280.0..=480.0)
            };
            analysis_panel.show(ui, |ui| {
                if let Some(s) = &self.session {
                    let can_play = s.human_to_move() && !busy && !s.state().is_over();
                    cmds = self.analysis.ui(ui, s, can_play);
                }
            });
            queue.extend(cmds);
        } else {
            self.analysis.cancel_ai();
            self.analysis.hovered_move = None;
        }
        queue
    }

    /// Draws the board with this frame's marks and turns clicks on it into the
    /// turn's steps; returns the decisions clicked (The City's wall).
    /// `blocked`: a dialog is up, and the board must not answer the pointer.
    pub fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        now: f64,
        shown: bool,
        blocked: bool,
    ) -> Vec<Command> {
        let mut queue = Vec::new();
        let busy = self.computer.is_busy();
        let Some(s) = &mut self.session else {
            return queue;
        };
        let human = s.human_to_move() && !s.state().is_over();
        let colours: Vec<egui::Color32> = (0..s.state().players()).map(|p| s.colour(p)).collect();
        let mut ov = Overlay {
            colours,
            now,
            last_moves: last_moves(s),
            ..Default::default()
        };
        self.board
            .motion
            .observe(s.state(), s.game.log(), now, self.motion);
        if human && !busy {
            ov.wall_edges = s.wall_edges_now();
            ov.wall_pick = s.wall_pick;
            ov.tower_marks = matches!(
                s.state().phase(),
                crate::engine::rules::the_city::Phase::Tower { .. }
            );
        }
        // In a wall round the tile waits: only the wall's edges are marked.
        let placing = human && !busy && ov.wall_edges.is_empty() && s.other_decisions().is_empty();
        if placing {
            ov.legal = Some(s.legal().clone());
            ov.drawn = s.state().drawn().map(|t| (t, s.rot));
            ov.pending = PendingMark::of(s);
        }
        if let Some(last) = s.game.log().last()
            && let Move::Place(p) = last.mv
        {
            let pulse = (1.0 - (now - self.last_move_at)).clamp(0.0, 1.0) as f32;
            ov.last = Some((p.cell, s.colour(last.player), pulse));
        }
        ov.highlight = self.end.highlight(s);
        if shown {
            if ov.highlight.is_empty() {
                ov.highlight = self.analysis.highlight();
            }
            ov.ghost = self.analysis.hovered_move;
        }
        let mut key_moves = Vec::new();
        if human && !busy && !blocked {
            let keys = super::keyboard::read(ui.ctx());
            key_moves = self.keys(keys, &mut ov);
        }
        let Some(s) = &mut self.session else {
            return queue;
        };
        queue.extend(key_moves);
        let input = self.board.show(ui, s.state(), &ov, blocked);
        self.hovered = input.hovered;
        if shown {
            self.analysis.point_at(s, input.hovered);
            if let Some(c) = input.hovered
                && let Some(text) = self.analysis.why_text(c, s.state().tileset())
            {
                egui::Tooltip::always_open(
                    ui.ctx().clone(),
                    ui.layer_id(),
                    egui::Id::unique("why-not-tip"),
                    egui::PopupAnchor::Pointer,
                )
                .gap(12.0)
                .show(|ui| {
                    ui.set_max_width(360.0);
                    ui.label(text);
                });
            }
        }
        // Alt+click inspects the feature under the pointer instead of playing.
        let alt = ui.input(|i| i.modifiers.alt);
        if shown
            && alt
            && let (Some(c), Some(at)) = (input.clicked, input.at)
        {
            let node = analysis::feature_near(s.state(), c, at);
            if node.is_some() {
                self.analysis.inspect(s.state(), node);
            }
            return queue;
        }
        if human && !busy {
            if input.turns != 0 {
                s.rotate(input.turns, input.hovered);
            }
            if let Some(e) = input.wall_edge {
                queue.extend(s.click_edge(e).map(Command::Decide));
            } else if let Some(f) = input.spot {
                s.toggle_follower(f);
            } else if let Some(c) = input.clicked.filter(|_| placing) {
                s.place(c);
            }
        }
        queue
    }

    /// The final scoring window, while open; returns true when it asks for a new game.
    pub fn end_window(&mut self, ctx: &egui::Context) -> bool {
        let mut new_game = false;
        self.board.covered = None;
        if let Some(s) = &self.session
            && self.end.open
        {
            let mut open = true;
            let shown_before = self.end.shown;
            let shown = egui::Window::new(crate::i18n::tr("cmd-final-scoring"))
                .open(&mut open)
                .default_pos(ctx.content_rect().right_top() + egui::vec2(-520.0, 40.0))
                .default_width(480.0)
                // In a short window its content scrolls: the chart and New
                // game must not run past the bottom.
                .max_height(ctx.content_rect().height() - 60.0)
                .vscroll(true)
                .show(ctx, |ui| new_game = self.end.ui(ui, s));
            self.end.open = open;
            // The feature being scored is brought out from under the window.
            self.board.covered = shown.map(|r| r.response.rect);
            // Bring the feature being scored into view.
            if self.end.shown != shown_before {
                self.board.reveal = self.end.highlight(s);
            }
        }
        new_game
    }

    /// After the frame's commands: the end scoring starts once the game is over
    /// and plays step by step at the animation speed; the last move's highlight fades.
    pub fn end_of_frame(&mut self, ctx: &egui::Context, now: f64, delay: f64) {
        if let Some(s) = &self.session
            && s.state().is_over()
            && !self.end.started
        {
            self.end = EndView::start(s);
            self.board.fit_pending = true;
        }
        // The end scoring plays step by step at the animation speed.
        let step = delay.max(0.3) * 1.5;
        if self.end.tick(now, step) {
            // The window was drawn before this step: draw it again now, or
            // the step (the last above all) waits for the mouse to move.
            ctx.request_repaint();
            if let Some(s) = &self.session {
                self.board.reveal = self.end.highlight(s);
            }
        }
        if self.end.open && self.end.auto && self.end.shown < self.end.steps() {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(step / 2.0));
        }
        // Keep the highlight of the last move fading smoothly.
        if now - self.last_move_at < 1.0 {
            ctx.request_repaint();
        }
    }

    /// Lets the computer move when it is its turn, never blocking the frame.
    /// Returns true when it made a move (the shell autosaves after every move).
    pub fn drive_computer(
        &mut self,
        ctx: &egui::Context,
        now: f64,
        delay: f64,
        error: &mut Option<String>,
    ) -> bool {
        let mut moved = false;
        let Some(s) = &mut self.session else {
            return moved;
        };
        if let Poll::Done(ply, m) = self.computer.poll()
            && ply == s.game.moves().len()
            && !s.state().is_over()
        {
            {
                match m {
                    Some(m) => {
                        if let Err(e) = s.play(m) {
                            *error = Some(crate::i18n::tr_args(
                                "error-computer-illegal",
                                &[("e", e.into())],
                            ));
                        } else {
                            self.after_move(now);
                            moved = true;
                        }
                    }
                    None => *error = Some(crate::i18n::tr("error-computer-no-move")),
                }
            }
        }
        let Some(s) = &self.session else {
            return moved;
        };
        if s.state().is_over() || self.computer.is_busy() || error.is_some() {
            return moved;
        }
        let Some(p) = s.to_move() else {
            return moved;
        };
        let Controller::Computer(level) = s.controller(p) else {
            return moved;
        };
        // Let the last move be seen before the next one comes.
        let wait = delay - (now - self.last_move_at);
        if wait > 0.0 {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
            return moved;
        }
        let ply = s.game.moves().len();
        let seed = s.setup.seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ p as u64;
        let c = ctx.clone();
        self.computer
            .start(s.state().clone(), level, seed, ply, move || {
                c.request_repaint()
            });
        moved
    }

    /// Runs a play command: undo, redo, the turn's steps, a decision; returns
    /// true when a move was made (the shell autosaves after every move).
    pub fn run(&mut self, ctx: &egui::Context, c: Command, status: &mut String) -> bool {
        let now = ctx.input(|i| i.time);
        let mut moved = false;
        match c {
            Command::Undo => {
                self.computer.cancel();
                if let Some(s) = &mut self.session
                    && s.undo()
                {
                    self.end = Default::default();
                    self.last_move_at = now;
                    *status = crate::i18n::tr("status-undone");
                }
            }
            Command::Redo => {
                self.computer.cancel();
                if let Some(s) = &mut self.session
                    && s.redo()
                {
                    self.last_move_at = now;
                    *status = crate::i18n::tr("status-redone");
                }
            }
            Command::Confirm => {
                match self.confirm_by_keyboard() {
                    super::keyboard::KeyConfirm::Done => return false,
                    super::keyboard::KeyConfirm::Play(m) => {
                        return self.run(ctx, Command::Decide(m), status);
                    }
                    super::keyboard::KeyConfirm::NotMine => {}
                }
                if let Some(s) = &mut self.session
                    && s.pending.is_some()
                {
                    match s.confirm() {
                        Ok(()) => {
                            self.after_move(now);
                            moved = true;
                        }
                        Err(e) => {
                            *status =
                                crate::i18n::tr_args("status-not-possible", &[("why", e.into())])
                        }
                    }
                }
            }
            Command::TakeBack => {
                if let Some(s) = &mut self.session {
                    s.pending = None;
                    s.wall_pick = None;
                }
            }
            Command::SkipFollower => {
                if let Some(s) = &mut self.session
                    && let Some(p) = &mut s.pending
                {
                    p.follower = None;
                }
            }
            Command::Rotate => {
                // The keyboard's cursor first: R turns the tile shown there.
                let h = self.cursor.or(self.hovered);
                if let Some(s) = &mut self.session {
                    s.rotate(1, h);
                }
            }
            Command::ChoosePlacement(p) => {
                if let Some(s) = &mut self.session
                    && s.human_to_move()
                    && !self.computer.is_busy()
                {
                    // As if the tile were clicked on its cell, turned, and the
                    // follower chosen: it waits on the board for Confirm.
                    s.rot = p.rot;
                    s.pending = Some(Pending {
                        cell: p.cell,
                        rot: p.rot,
                        follower: p.follower,
                    });
                }
            }
            Command::Decide(m) => {
                if let Some(s) = &mut self.session
                    && s.human_to_move()
                {
                    match s.play(m) {
                        Ok(()) => {
                            self.after_move(now);
                            moved = true;
                        }
                        Err(e) => {
                            *status =
                                crate::i18n::tr_args("status-not-possible", &[("why", e.into())])
                        }
                    }
                }
            }
            _ => {}
        }
        moved
    }

    /// The level a seat plays at, if it is the computer's.
    pub fn level(&self, p: usize) -> Option<Level> {
        match self.session.as_ref()?.controller(p) {
            Controller::Computer(l) => Some(l),
            Controller::Human => None,
        }
    }
}

/// Each player's last placed tile, in their colour: the marks stay until the
/// player places again.
fn last_moves(s: &Session) -> Vec<(Cell, egui::Color32)> {
    let players = s.state().players();
    let mut out: Vec<(Cell, egui::Color32)> = Vec::new();
    let mut seen = vec![false; players];
    for rec in s.game.log().iter().rev() {
        if let Move::Place(p) = rec.mv
            && let Some(done) = seen.get_mut(rec.player)
            && !*done
        {
            *done = true;
            out.push((p.cell, s.colour(rec.player)));
        }
        if seen.iter().all(|d| *d) {
            break;
        }
    }
    out
}
