//! The app's state and its one `ui` function: everything but the window and
//! its storage, so tests drive it through a plain `egui::Ui`.

use super::analysis;
use super::commands::{self, Command};
use super::editor::screen::{EditorRequest, EditorView};
use super::files::FileDialogs;
use super::play::board_view::{BoardView, Overlay, PendingMark};
use super::play::computer::{Computer, Poll};
use super::play::new_game::{self, NewGameForm};
use super::play::{end_screen, players, score_log};
use super::session::Session;
use super::settings::{self, Settings};
use crate::io::detect::{AnyFile, parse_any};
use crate::io::save::{Controller, Level, parse_save};
use std::path::{Path, PathBuf};

/// Which screen the app shows: the game being played or the scenario editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Play,
    Editor,
}

/// What the scenario items of the menu ask for, run after the menu is drawn.
enum ScenarioAction {
    New(crate::engine::GameKind, bool),
    OpenInEditor,
    EditPosition,
    Starter(usize, Mode),
    Switch(Mode),
}

/// The whole app apart from the window.
pub struct Studio {
    /// Play or the scenario editor.
    pub mode: Mode,
    /// The scenario editor, once opened (it stays while playing).
    pub editor: Option<EditorView>,
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
    /// A scenario that was being edited when the app last closed.
    pub resume_editor: Option<crate::editor::Editor>,
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
        let resume_editor = autosave.as_deref().and_then(|p| {
            let p = editor_autosave_path(p);
            let text = std::fs::read_to_string(&p).ok()?;
            super::editor::files::editor_from_text(&p.display().to_string(), &text).ok()
        });
        Studio {
            mode: Mode::Play,
            editor: None,
            settings,
            form,
            session: None,
            board: BoardView::default(),
            dialogs,
            autosave,
            resume,
            resume_editor,
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
    /// Saves the game in progress, and the scenario in the editor, to the
    /// autosave files, if there are any.
    pub fn autosave_now(&self) {
        let Some(p) = &self.autosave else { return };
        if let Some(dir) = p.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        // Autosave must never interrupt play; a failure only costs the safety net.
        if let Some(s) = &self.session {
            let _ = std::fs::write(p, s.save_text());
        }
        if let Some(ev) = &self.editor {
            let text = crate::io::scenario::scenario_to_string(ev.editor.scenario());
            let _ = std::fs::write(editor_autosave_path(p), text);
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

    /// Shows an editor and switches to it.
    pub fn set_editor(&mut self, e: EditorView) {
        self.editor = Some(e);
        self.mode = Mode::Editor;
    }

    /// A new empty scenario in the editor: base, base with The City Gates, or The City.
    pub fn new_scenario(&mut self, game: crate::engine::GameKind, city_gates: bool) {
        match EditorView::blank(game, city_gates) {
            Ok(e) => {
                self.set_editor(e);
                self.status = "New scenario: choose a tile in the palette and click a cell".into();
            }
            Err(e) => self.error = Some(format!("Cannot make this scenario: {e}")),
        }
    }

    /// Opens a scenario (or a save's position) in the editor; on failure the reason shows.
    pub fn open_in_editor(&mut self, path: &Path) {
        match super::editor::files::open(path) {
            Ok(ed) => {
                let strict = ed.strict;
                self.set_editor(EditorView::new(ed, Some(path.to_path_buf())));
                self.status = format!(
                    "Opened {} in the editor{}",
                    path.display(),
                    if strict {
                        ""
                    } else {
                        " (free mode: the position has problems)"
                    }
                );
            }
            Err(e) => self.error = Some(format!("Could not open the scenario.\n\n{e}")),
        }
    }

    /// The game's current position in the editor.
    pub fn edit_current_position(&mut self) {
        if let Some(s) = &self.session {
            self.computer.cancel();
            let mut ed = crate::editor::Editor::from_state(s.state());
            // Keep the seats, so colours and names carry over to "play from here".
            let mut sf = ed.scenario().clone();
            sf.seats = s.seats.clone();
            ed = crate::editor::Editor::from_scenario(ed.tileset().clone(), sf);
            self.set_editor(EditorView::new(ed, None));
            self.status = "Editing the game's position".into();
        }
    }

    /// Opens starter scenario `i` in the editor or to play.
    pub fn open_starter(&mut self, i: usize, mode: Mode) {
        let Some((name, text)) = crate::io::library::STARTER_SCENARIOS.get(i) else {
            return;
        };
        match mode {
            Mode::Editor => match super::editor::files::editor_from_text(name, text) {
                Ok(ed) => {
                    self.set_editor(EditorView::new(ed, None));
                    self.status = format!("Starter scenario {name}");
                }
                Err(e) => self.error = Some(format!("Could not open {name}.\n\n{e}")),
            },
            Mode::Play => match crate::io::scenario::parse_scenario(name, text) {
                Ok(sc) => {
                    self.set_session(Session::from_scenario(sc));
                    self.mode = Mode::Play;
                    self.status = format!("Playing starter scenario {name}");
                }
                Err(e) => self.error = Some(format!("Could not open {name}.\n\n{e}")),
            },
        }
    }

    /// Writes the editor's scenario to a file.
    pub fn save_scenario(&mut self, path: &Path) {
        let Some(ev) = &mut self.editor else { return };
        match super::editor::files::save(&ev.editor, path) {
            Ok(()) => {
                ev.path = Some(path.to_path_buf());
                self.status = format!("Saved scenario {}", path.display());
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// Hands the editor's position to play mode with the chosen seats.
    pub fn play_from_here(&mut self, seats: Vec<crate::io::save::Seat>) {
        let Some(ev) = &self.editor else { return };
        let mut sf = ev.editor.scenario().clone();
        sf.seats = seats;
        match crate::io::scenario::build_scenario("scenario", sf) {
            Ok(sc) => {
                self.set_session(Session::from_scenario(sc));
                self.mode = Mode::Play;
                self.last_move_at = 0.0;
                self.status = "Playing from the editor's position".into();
            }
            Err(e) => self.error = Some(format!("Cannot play this position.\n\n{e}")),
        }
    }

    fn run_editor_request(&mut self, r: EditorRequest) {
        match r {
            EditorRequest::Save => match self.editor.as_ref().and_then(|e| e.path.clone()) {
                Some(p) => self.save_scenario(&p),
                None => self.run_editor_request(EditorRequest::SaveAs),
            },
            EditorRequest::SaveAs => {
                if let Some(p) = self.dialogs.pick_save("scenario.ron") {
                    self.save_scenario(&p);
                }
            }
            EditorRequest::PlayFromHere(seats) => self.play_from_here(seats),
        }
    }

    fn run_scenario_action(&mut self, a: ScenarioAction) {
        match a {
            ScenarioAction::New(game, gates) => self.new_scenario(game, gates),
            ScenarioAction::OpenInEditor => {
                if let Some(p) = self.dialogs.pick_open() {
                    self.open_in_editor(&p);
                }
            }
            ScenarioAction::EditPosition => self.edit_current_position(),
            ScenarioAction::Starter(i, mode) => self.open_starter(i, mode),
            ScenarioAction::Switch(m) => {
                if m == Mode::Play || self.editor.is_some() {
                    self.mode = m;
                }
            }
        }
    }

    /// True in editor mode with an editor open.
    pub fn editing(&self) -> bool {
        self.mode == Mode::Editor && self.editor.is_some()
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
        // The game waits while its position is being edited.
        if !self.editing() {
            self.drive_computer(&ctx, now);
        }

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
        // A switch to play made by the editor this frame shows the board from
        // the next frame: this frame's space went to the editor's panels, and
        // the board would fit itself into what is left.
        let editing = self.editing();
        if editing {
            let mut reqs = Vec::new();
            if let Some(ev) = &mut self.editor {
                reqs = ev.ui(ui, &mut self.status);
            }
            for r in reqs {
                self.run_editor_request(r);
            }
            if !self.editing() {
                ctx.request_repaint();
            }
        } else if self.session.is_some() {
            let mut cmds = Vec::new();
            egui::Panel::left("players")
                .default_size(260.0)
                .show(ui, |ui| {
                    if let Some(s) = &mut self.session {
                        cmds = players::ui(ui, s, self.computer.is_busy());
                        if self.settings.show_log {
                            ui.separator();
                            score_log::ui(ui, s);
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
        let frame = if self.session.is_some() || editing {
            egui::Frame::NONE
        } else {
            egui::Frame::central_panel(ui.style())
        };
        // The editor draws its own board.
        if !editing {
            egui::CentralPanel::default().frame(frame).show(ui, |ui| {
                if self.session.is_some() {
                    self.board_ui(ui, now);
                } else {
                    self.welcome(ui);
                }
            });
        }
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
        let editing = self.editing();
        let (can_undo, can_redo) = match (&self.editor, &self.session) {
            (Some(e), _) if editing => (e.editor.can_undo(), e.editor.can_redo()),
            (_, Some(s)) => (s.game.can_undo(), s.game.can_redo()),
            _ => (false, false),
        };
        let mut q = Vec::new();
        let mut acts = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                item(ui, Command::NewGame, true, &mut q);
                item(ui, Command::Open, true, &mut q);
                item(ui, Command::Save, has || editing, &mut q);
                item(ui, Command::SaveAs, has || editing, &mut q);
                ui.separator();
                self.scenario_menu(ui, has, &mut acts);
                ui.separator();
                item(ui, Command::Settings, true, &mut q);
                item(ui, Command::Quit, true, &mut q);
            });
            ui.menu_button("Edit", |ui| {
                item(ui, Command::Undo, can_undo, &mut q);
                item(ui, Command::Redo, can_redo, &mut q);
                ui.separator();
                item(ui, Command::Rotate, has || editing, &mut q);
                item(ui, Command::SkipFollower, has && !editing, &mut q);
                item(ui, Command::TakeBack, has && !editing, &mut q);
                item(ui, Command::Confirm, has && !editing, &mut q);
            });
            ui.menu_button("View", |ui| {
                item(ui, Command::ZoomIn, has || editing, &mut q);
                item(ui, Command::ZoomOut, has || editing, &mut q);
                item(ui, Command::Fit, has || editing, &mut q);
                ui.separator();
                item(ui, Command::ToggleLog, true, &mut q);
                item(ui, Command::ToggleAnalysis, !self.settings.purist, &mut q);
            });
            ui.separator();
            // The mode switch: which screen is shown, always in sight.
            let mode = self.mode;
            if ui
                .selectable_label(mode == Mode::Play, "Play")
                .on_hover_text("the game being played")
                .clicked()
            {
                acts.push(ScenarioAction::Switch(Mode::Play));
            }
            let editor = ui
                .add_enabled(
                    self.editor.is_some(),
                    egui::Button::selectable(mode == Mode::Editor, "Editor"),
                )
                .on_hover_text("the scenario editor")
                .on_disabled_hover_text("open a scenario in the editor first (Game menu)");
            if editor.clicked() {
                acts.push(ScenarioAction::Switch(Mode::Editor));
            }
        });
        self.queue.extend(q);
        for a in acts {
            self.run_scenario_action(a);
        }
    }

    /// The scenario items of the Game menu: new, open, edit, the starter library.
    fn scenario_menu(&self, ui: &mut egui::Ui, has: bool, acts: &mut Vec<ScenarioAction>) {
        use crate::engine::GameKind;
        ui.menu_button("New scenario", |ui| {
            for (name, game, gates) in [
                ("Carcassonne", GameKind::Base, false),
                ("Carcassonne with The City Gates", GameKind::Base, true),
                ("The City", GameKind::City, false),
            ] {
                if ui.button(name).clicked() {
                    acts.push(ScenarioAction::New(game, gates));
                }
            }
        });
        if ui.button("Open scenario in the editor…").clicked() {
            acts.push(ScenarioAction::OpenInEditor);
        }
        if ui
            .add_enabled(has, egui::Button::new("Edit this position"))
            .on_disabled_hover_text("start or open a game first")
            .clicked()
        {
            acts.push(ScenarioAction::EditPosition);
        }
        for (menu, mode) in [
            ("Starter scenarios", Mode::Editor),
            ("Play a starter scenario", Mode::Play),
        ] {
            ui.menu_button(menu, |ui| {
                let titles = crate::io::library::starter_titles();
                for (i, (name, _)) in crate::io::library::STARTER_SCENARIOS.iter().enumerate() {
                    let title = titles.get(i).map(String::as_str).unwrap_or_default();
                    if ui
                        .button(starter_title(name))
                        .on_hover_text(title)
                        .clicked()
                    {
                        acts.push(ScenarioAction::Starter(i, mode));
                    }
                }
            });
        }
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
            if self.resume_editor.is_some()
                && ui
                    .button("Continue the scenario being edited")
                    .on_hover_text("the editor's scenario as it was when the app last closed")
                    .clicked()
                && let Some(ed) = self.resume_editor.take()
            {
                self.set_editor(EditorView::new(ed, None));
                self.status =
                    "The scenario as it was when the app closed (not yet saved to a file)".into();
            }
            if ui.button(Command::NewGame.label()).clicked() {
                self.queue.push(Command::NewGame);
            }
            if ui.button(Command::Open.label()).clicked() {
                self.queue.push(Command::Open);
            }
            if ui
                .button("Scenario editor")
                .on_hover_text("set up any position, annotate it, rule on it, play on from it")
                .clicked()
            {
                self.new_scenario(crate::engine::GameKind::Base, false);
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
            && self.mode == Mode::Play
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
            Command::Open if self.editing() => {
                self.run_scenario_action(ScenarioAction::OpenInEditor)
            }
            Command::Save if self.editing() => self.run_editor_request(EditorRequest::Save),
            Command::SaveAs if self.editing() => self.run_editor_request(EditorRequest::SaveAs),
            Command::Undo | Command::Redo | Command::Rotate if self.editing() => {
                if let Some(ev) = &mut self.editor {
                    match c {
                        Command::Undo => ev.undo(&mut self.status),
                        Command::Redo => ev.redo(&mut self.status),
                        _ => ev.rotate(&mut self.status),
                    }
                }
            }
            // Play-only keys do nothing in the editor.
            Command::Confirm
            | Command::TakeBack
            | Command::SkipFollower
            | Command::PlayPlacement(_)
            | Command::Decide(_)
                if self.editing() => {}
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
                let (lo, hi) = crate::app::art::projector::ZOOM_RANGE;
                let board = match &mut self.editor {
                    Some(ev) if self.mode == Mode::Editor => &mut ev.board,
                    _ => &mut self.board,
                };
                board.scale = (board.scale * f).clamp(lo, hi);
            }
            Command::Fit => match &mut self.editor {
                Some(ev) if self.mode == Mode::Editor => ev.board.fit_pending = true,
                _ => self.board.fit_pending = true,
            },
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

/// A starter scenario's menu title from its file name: "02-majority-tie.ron" → "02 majority tie".
pub fn starter_title(file: &str) -> String {
    file.trim_end_matches(".ron").replace('-', " ")
}

/// Where the editor's scenario is kept between runs: beside the game's autosave.
pub fn editor_autosave_path(game_autosave: &Path) -> PathBuf {
    game_autosave.with_file_name("scenario-autosave.ron")
}
