//! The app's state and its one `ui` function: everything but the window and
//! its storage, so tests drive it through a plain `egui::Ui`.

use super::board_view::{BoardView, Overlay, PendingMark};
use super::commands::{self, Command};
use super::computer::{Computer, Poll};
use super::files::FileDialogs;
use super::new_game::{self, NewGameForm};
use super::session::Session;
use super::settings::{self, Settings};
use super::{analysis, end_screen, log_panel, sidebar};
use crate::io::detect::{AnyFile, parse_any};
use crate::io::save::{Controller, Level, parse_save};
use std::path::{Path, PathBuf};

/// The whole app apart from the window.
pub struct Studio {
    pub settings: Settings,
    /// The new-game dialog's fields; the last setup started.
    pub form: NewGameForm,
    pub session: Option<Session>,
    pub board: BoardView,
    pub dialogs: Box<dyn FileDialogs>,
    /// Where the game is saved after every turn and on quit; None: nowhere.
    pub autosave: Option<PathBuf>,
    /// A game to continue from the last run.
    pub resume: Option<Session>,
    pub new_game_open: bool,
    pub settings_open: bool,
    /// A message to show in a dialog (a file that failed to open, ...).
    pub error: Option<String>,
    /// A short note in the status line.
    pub status: String,
    pub end: end_screen::EndView,
    /// The analysis sidebar's state and cached analysis.
    pub analysis: analysis::AnalysisView,
    computer: Computer,
    queue: Vec<Command>,
    hovered: Option<crate::engine::Cell>,
    /// Time of the last move, for its highlight and the computer's pace.
    last_move_at: f64,
    /// Frames drawn (the bench and start-up timing read it).
    pub frames: u64,
}

impl Studio {
    /// A studio with remembered settings and setup.
    pub fn new(
        settings: Settings,
        form: NewGameForm,
        dialogs: Box<dyn FileDialogs>,
        autosave: Option<PathBuf>,
    ) -> Studio {
        let resume = autosave.as_deref().and_then(|p| {
            let text = std::fs::read_to_string(p).ok()?;
            let loaded = parse_save(&p.display().to_string(), &text).ok()?;
            (!loaded.game.state().is_over()).then(|| Session::from_loaded(loaded, None))
        });
        Studio {
            settings,
            form,
            session: None,
            board: BoardView::default(),
            dialogs,
            autosave,
            resume,
            new_game_open: false,
            settings_open: false,
            error: None,
            status: String::new(),
            end: Default::default(),
            analysis: Default::default(),
            computer: Computer::default(),
            queue: Vec::new(),
            hovered: None,
            last_move_at: 0.0,
            frames: 0,
        }
    }

    /// Queues a command to run at the end of the frame.
    pub fn command(&mut self, c: Command) {
        self.queue.push(c);
    }

    /// Starts a game from the form.
    pub fn start_game(&mut self) {
        self.computer.cancel();
        match Session::new(self.form.setup(), self.form.seats.clone()) {
            Ok(s) => {
                self.set_session(s);
                self.status = format!("New game, seed {}", self.form.seed);
            }
            Err(e) => self.error = Some(format!("Cannot start this game: {e}")),
        }
    }

    /// Replaces the game being played.
    pub fn set_session(&mut self, s: Session) {
        self.computer.cancel();
        self.session = Some(s);
        self.board.fit_pending = true;
        self.end = Default::default();
        self.new_game_open = false;
        self.resume = None;
    }

    /// Opens a save file; on failure the current game stays and the reason is shown.
    pub fn open_path(&mut self, path: &Path) {
        let name = path.display().to_string();
        let loaded = std::fs::read_to_string(path)
            .map_err(|e| format!("{name}: cannot read: {e}"))
            .and_then(|t| match parse_any(&name, &t) {
                Ok(AnyFile::Scenario(sc)) => Ok(AnyFile::Scenario(sc)),
                // Anything else is read as a save, whose errors name line and column.
                _ => parse_save(&name, &t)
                    .map(|l| AnyFile::Save(Box::new(l)))
                    .map_err(|e| e.to_string()),
            });
        match loaded {
            Ok(AnyFile::Save(l)) => {
                self.set_session(Session::from_loaded(*l, Some(path.to_path_buf())));
                self.status = format!("Opened {name}");
            }
            // A scenario opens as a game from its position, to study and play on.
            Ok(AnyFile::Scenario(sc)) => {
                self.set_session(Session::from_scenario(*sc));
                self.status = format!("Opened scenario {name}");
            }
            Ok(AnyFile::TileSet(_)) => {
                self.error = Some(format!(
                    "Could not open the game.\n\n{name}: a tile set, not a game or scenario"
                ))
            }
            Err(e) => self.error = Some(format!("Could not open the game.\n\n{e}")),
        }
    }

    /// Writes the game to a file.
    pub fn save_path(&mut self, path: &Path) {
        let Some(s) = &mut self.session else { return };
        match std::fs::write(path, s.save_text()) {
            Ok(()) => {
                s.path = Some(path.to_path_buf());
                self.status = format!("Saved {}", path.display());
            }
            Err(e) => self.error = Some(format!("Could not save to {}: {e}", path.display())),
        }
    }

    /// Saves the game in progress to the autosave file, if there is one.
    pub fn autosave_now(&self) {
        if let (Some(p), Some(s)) = (&self.autosave, &self.session) {
            if let Some(dir) = p.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            // Autosave must never interrupt play; a failure only costs the safety net.
            let _ = std::fs::write(p, s.save_text());
        }
    }

    fn after_move(&mut self, now: f64) {
        self.last_move_at = now;
        if let Some(s) = &self.session
            && let Some(last) = s.game.log().last()
            && let Move::Place(p) = last.mv
        {
            self.board.reveal = Some(p.cell);
        }
        self.autosave_now();
    }

    /// True when the analysis sidebar is on (F9) and not switched off (purist).
    pub fn analysis_shown(&self) -> bool {
        self.settings.show_analysis && !self.settings.purist && self.session.is_some()
    }

    /// Draws the app and handles this frame's input.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        self.frames += 1;
        let ctx = ui.ctx().clone();
        ctx.set_theme(if self.settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        let keys = commands::shortcuts(&ctx);
        self.queue.extend(keys);
        let now = ctx.input(|i| i.time);
        self.drive_computer(&ctx, now);

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(&self.status);
                if self.computer.is_busy() {
                    ui.spinner();
                    ui.label("the computer is thinking…");
                }
            });
        });
        if self.session.is_some() {
            let mut cmds = Vec::new();
            egui::Panel::left("players")
                .default_size(260.0)
                .show(ui, |ui| {
                    if let Some(s) = &mut self.session {
                        cmds = sidebar::ui(ui, s, self.computer.is_busy());
                        if self.settings.show_log {
                            ui.separator();
                            log_panel::ui(ui, s);
                        }
                    }
                });
            self.queue.extend(cmds);
            if self.analysis_shown() {
                let busy = self.computer.is_busy();
                if let Some(s) = &self.session {
                    let c = ctx.clone();
                    // The computer's values only while no computer player thinks:
                    // two searches would share two cores.
                    self.analysis.update(s, !busy, move || c.request_repaint());
                }
                let mut cmds = Vec::new();
                // Its grids would widen it without end: keep it beside the board.
                egui::Panel::right("analysis")
                    .default_size(380.0)
                    .size_range(280.0..=480.0)
                    .show(ui, |ui| {
                        if let Some(s) = &self.session {
                            let can_play = s.human_to_move() && !busy && !s.state().is_over();
                            cmds = self.analysis.ui(ui, s, can_play);
                        }
                    });
                self.queue.extend(cmds);
            } else {
                self.analysis.cancel_ai();
                self.analysis.hovered_move = None;
            }
        }
        // The board paints its own background; the welcome screen takes the theme's.
        let frame = if self.session.is_some() {
            egui::Frame::NONE
        } else {
            egui::Frame::central_panel(ui.style())
        };
        egui::CentralPanel::default().frame(frame).show(ui, |ui| {
            if self.session.is_some() {
                self.board_ui(ui, now);
            } else {
                self.welcome(ui);
            }
        });
        self.windows(&ctx);
        let queued = std::mem::take(&mut self.queue);
        for c in queued {
            self.run(&ctx, c);
        }
        if let Some(s) = &self.session
            && s.state().is_over()
            && !self.end.started
        {
            self.end = end_screen::EndView::start(s);
            self.board.fit_pending = true;
        }
        // The end scoring plays step by step at the animation speed.
        let step = self.settings.speed.delay().max(0.3) * 1.5;
        if self.end.tick(now, step)
            && let Some(s) = &self.session
            && let Some(c) = self.end.highlight(s).first()
        {
            self.board.reveal = Some(*c);
        }
        if self.end.open && self.end.auto && self.end.shown < self.end.steps() {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(step / 2.0));
        }
        // Keep the highlight of the last move fading smoothly.
        if now - self.last_move_at < 1.0 {
            ctx.request_repaint();
        }
    }

    fn menu_bar(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let item = |ui: &mut egui::Ui, c: Command, enabled: bool, q: &mut Vec<Command>| {
            let b = egui::Button::new(c.label()).shortcut_text(c.shortcut_text(&ctx));
            if ui.add_enabled(enabled, b).clicked() {
                q.push(c);
            }
        };
        let has = self.session.is_some();
        let (can_undo, can_redo) = self
            .session
            .as_ref()
            .map(|s| (s.game.can_undo(), s.game.can_redo()))
            .unwrap_or((false, false));
        let mut q = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                item(ui, Command::NewGame, true, &mut q);
                item(ui, Command::Open, true, &mut q);
                item(ui, Command::Save, has, &mut q);
                item(ui, Command::SaveAs, has, &mut q);
                ui.separator();
                item(ui, Command::Settings, true, &mut q);
                item(ui, Command::Quit, true, &mut q);
            });
            ui.menu_button("Edit", |ui| {
                item(ui, Command::Undo, can_undo, &mut q);
                item(ui, Command::Redo, can_redo, &mut q);
                ui.separator();
                item(ui, Command::Rotate, has, &mut q);
                item(ui, Command::SkipFollower, has, &mut q);
                item(ui, Command::TakeBack, has, &mut q);
                item(ui, Command::Confirm, has, &mut q);
            });
            ui.menu_button("View", |ui| {
                item(ui, Command::ZoomIn, has, &mut q);
                item(ui, Command::ZoomOut, has, &mut q);
                item(ui, Command::Fit, has, &mut q);
                ui.separator();
                item(ui, Command::ToggleLog, true, &mut q);
                item(ui, Command::ToggleAnalysis, !self.settings.purist, &mut q);
            });
        });
        self.queue.extend(q);
    }

    fn welcome(&mut self, ui: &mut egui::Ui) {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.25);
            ui.heading("Carcassonne studio");
            ui.add_space(16.0);
            if self.resume.is_some()
                && ui.button("Continue the last game").clicked()
                && let Some(s) = self.resume.take()
            {
                self.set_session(s);
            }
            if ui.button(Command::NewGame.label()).clicked() {
                self.queue.push(Command::NewGame);
            }
            if ui.button(Command::Open.label()).clicked() {
                self.queue.push(Command::Open);
            }
        });
    }

    fn board_ui(&mut self, ui: &mut egui::Ui, now: f64) {
        let busy = self.computer.is_busy();
        let Some(s) = &mut self.session else { return };
        let human = s.human_to_move() && !s.state().is_over();
        let colours: Vec<egui::Color32> = (0..s.state().players()).map(|p| s.colour(p)).collect();
        let mut ov = Overlay {
            colours,
            ..Default::default()
        };
        if human && !busy {
            ov.wall_edges = s.wall_edges_now();
            ov.wall_pick = s.wall_pick;
            ov.tower_marks = matches!(
                s.state().phase(),
                crate::engine::the_city::Phase::Tower { .. }
            );
        }
        // In a wall round the tile waits: only the wall's edges are marked.
        let placing = human && !busy && ov.wall_edges.is_empty() && s.other_decisions().is_empty();
        if placing {
            ov.legal = Some(s.legal().clone());
            ov.drawn = s.state().drawn().map(|t| (t, s.rot));
            if let (Some(p), Some(t)) = (&s.pending, s.state().drawn()) {
                ov.pending = Some(PendingMark {
                    tile: t,
                    cell: p.cell,
                    rot: p.rot,
                    spots: s.spots(),
                    chosen: p.follower,
                });
            }
        }
        if let Some(last) = s.game.log().last()
            && let Move::Place(p) = last.mv
        {
            let pulse = (1.0 - (now - self.last_move_at)).clamp(0.0, 1.0) as f32;
            ov.last = Some((p.cell, s.colour(last.player), pulse));
        }
        ov.highlight = self.end.highlight(s);
        let shown = self.settings.show_analysis && !self.settings.purist;
        if shown {
            if ov.highlight.is_empty() {
                ov.highlight = self.analysis.highlight();
            }
            ov.ghost = self.analysis.hovered_move;
        }
        let input = self.board.show(ui, s.state(), &ov);
        self.hovered = input.hovered;
        if shown {
            self.analysis.point_at(s, input.hovered);
            if let Some(c) = input.hovered
                && let Some(text) = self.analysis.why_text(c)
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
            return;
        }
        if human && !busy {
            if input.turns != 0 {
                s.rotate(input.turns, input.hovered);
            }
            if let Some(e) = input.wall_edge {
                self.queue.extend(s.click_edge(e).map(Command::Decide));
            } else if let Some(f) = input.spot {
                s.toggle_follower(f);
            } else if let Some(c) = input.clicked.filter(|_| placing) {
                s.place(c);
            }
        }
    }

    fn windows(&mut self, ctx: &egui::Context) {
        if self.new_game_open {
            let mut open = true;
            let mut start = false;
            egui::Window::new("New game")
                .open(&mut open)
                .pivot(egui::Align2::CENTER_CENTER)
                .default_pos(ctx.content_rect().center())
                .collapsible(false)
                .resizable(false)
                .show(ctx, |ui| start = new_game::ui(ui, &mut self.form));
            self.new_game_open = open;
            if start {
                self.start_game();
            }
        }
        if self.settings_open {
            let mut open = true;
            egui::Window::new("Settings")
                .open(&mut open)
                .pivot(egui::Align2::CENTER_CENTER)
                .default_pos(ctx.content_rect().center())
                .collapsible(false)
                .show(ctx, |ui| settings::ui(ui, &mut self.settings));
            self.settings_open = open;
        }
        if let Some(s) = &self.session
            && self.end.open
        {
            let mut open = true;
            let mut new_game = false;
            let shown_before = self.end.shown;
            egui::Window::new("Final scoring")
                .open(&mut open)
                .default_pos(ctx.content_rect().right_top() + egui::vec2(-520.0, 40.0))
                .default_width(480.0)
                .show(ctx, |ui| new_game = self.end.ui(ui, s));
            self.end.open = open;
            // Bring the feature being scored into view.
            if self.end.shown != shown_before
                && let Some(c) = self.end.highlight(s).first()
            {
                self.board.reveal = Some(*c);
            }
            if new_game {
                self.queue.push(Command::NewGame);
            }
        }
        if let Some(msg) = self.error.clone() {
            let modal = egui::Modal::new(egui::Id::unique("error")).show(ctx, |ui| {
                ui.set_max_width(480.0);
                ui.heading("Something went wrong");
                ui.label(&msg);
                ui.add_space(8.0);
                ui.button("OK").clicked()
            });
            if modal.inner || modal.should_close() {
                self.error = None;
            }
        }
    }

    /// Lets the computer move when it is its turn, never blocking the frame.
    fn drive_computer(&mut self, ctx: &egui::Context, now: f64) {
        let Some(s) = &mut self.session else { return };
        if let Poll::Done(ply, m) = self.computer.poll()
            && ply == s.game.moves().len()
            && !s.state().is_over()
        {
            {
                match m {
                    Some(m) => {
                        if let Err(e) = s.play(m) {
                            self.error = Some(format!("The computer chose an illegal move: {e}"));
                        } else {
                            self.after_move(now);
                        }
                    }
                    None => self.error = Some("The computer found no move.".into()),
                }
            }
        }
        let Some(s) = &self.session else { return };
        if s.state().is_over() || self.computer.is_busy() || self.error.is_some() {
            return;
        }
        let Some(p) = s.to_move() else { return };
        let Controller::Computer(level) = s.controller(p) else {
            return;
        };
        // Let the last move be seen before the next one comes.
        let wait = self.settings.speed.delay() - (now - self.last_move_at);
        if wait > 0.0 {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
            return;
        }
        let ply = s.game.moves().len();
        let seed = s.setup.seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ p as u64;
        let c = ctx.clone();
        self.computer
            .start(s.state().clone(), level, seed, ply, move || {
                c.request_repaint()
            });
    }

    fn run(&mut self, ctx: &egui::Context, c: Command) {
        let now = ctx.input(|i| i.time);
        match c {
            Command::NewGame => {
                self.form.reseed();
                self.new_game_open = true;
            }
            Command::Open => {
                if let Some(p) = self.dialogs.pick_open() {
                    self.open_path(&p);
                }
            }
            Command::Save => match self.session.as_ref().and_then(|s| s.path.clone()) {
                Some(p) => self.save_path(&p),
                None => self.run(ctx, Command::SaveAs),
            },
            Command::SaveAs => {
                if let Some(s) = &self.session {
                    let name = format!("carcassonne-{}.ron", s.setup.seed);
                    if let Some(p) = self.dialogs.pick_save(&name) {
                        self.save_path(&p);
                    }
                }
            }
            Command::Undo => {
                self.computer.cancel();
                if let Some(s) = &mut self.session
                    && s.undo()
                {
                    self.end = Default::default();
                    self.last_move_at = now;
                    self.status = "Move taken back".into();
                }
            }
            Command::Redo => {
                self.computer.cancel();
                if let Some(s) = &mut self.session
                    && s.redo()
                {
                    self.last_move_at = now;
                    self.status = "Move made again".into();
                }
            }
            Command::Confirm => {
                if let Some(s) = &mut self.session
                    && s.pending.is_some()
                {
                    match s.confirm() {
                        Ok(()) => self.after_move(now),
                        Err(e) => self.status = format!("Not possible: {e}"),
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
                let h = self.hovered;
                if let Some(s) = &mut self.session {
                    s.rotate(1, h);
                }
            }
            Command::ZoomIn | Command::ZoomOut => {
                // Zooms about the view's centre, which the board view keeps fixed.
                let f = if c == Command::ZoomIn { 1.25 } else { 0.8 };
                let (lo, hi) = super::board_view::ZOOM_RANGE;
                self.board.scale = (self.board.scale * f).clamp(lo, hi);
            }
            Command::Fit => self.board.fit_pending = true,
            Command::ToggleAnalysis => {
                if self.settings.purist {
                    self.status = "The analysis sidebar is off (purist, in Settings)".into();
                } else {
                    self.settings.show_analysis = !self.settings.show_analysis;
                }
            }
            Command::PlayPlacement(p) => {
                if let Some(s) = &mut self.session
                    && s.human_to_move()
                    && !self.computer.is_busy()
                {
                    // As if the tile were clicked on its cell, turned, and the follower chosen.
                    s.rot = p.rot;
                    s.pending = Some(super::session::Pending {
                        cell: p.cell,
                        rot: p.rot,
                        follower: p.follower,
                    });
                    self.run(ctx, Command::Confirm);
                }
            }
            Command::ToggleLog => self.settings.show_log = !self.settings.show_log,
            Command::Settings => self.settings_open = true,
            Command::FinalScoring => self.end.open = true,
            Command::Decide(m) => {
                if let Some(s) = &mut self.session
                    && s.human_to_move()
                {
                    match s.play(m) {
                        Ok(()) => self.after_move(now),
                        Err(e) => self.status = format!("Not possible: {e}"),
                    }
                }
            }
            Command::Quit => {
                self.autosave_now();
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    /// The level a seat plays at, if it is the computer's.
    pub fn level(&self, p: usize) -> Option<Level> {
        match self.session.as_ref()?.controller(p) {
            Controller::Computer(l) => Some(l),
            Controller::Human => None,
        }
    }
}

use crate::engine::Move;
