//! The app's state: the screens (play, the editor) and what routes between them.
//!
//! Everything but the window and its storage, so tests drive it through a
//! plain `egui::Ui`. Each screen owns its state; the app keeps only what is
//! the window's (settings, dialogs, the status line, errors, the command
//! queue) and which screen is shown.

use super::files::{FileDialogs, editor_autosave_path};
use super::settings::Settings;
use crate::app::commands::{self, Command};
use crate::app::editor::screen::{EditorRequest, EditorView};
use crate::app::play::new_game::NewGameForm;
use crate::app::play::screen::PlayScreen;
use crate::app::session::Session;
use crate::io::save::parse_save;
use std::path::PathBuf;

/// Which screen the app shows: the game being played or the scenario editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Play,
    Editor,
}

/// What the scenario items of the menu ask for, run after the menu is drawn.
pub(super) enum ScenarioAction {
    New(crate::engine::GameKind, bool),
    OpenInEditor,
    EditPosition,
    Starter(usize, Mode),
    Switch(Mode),
}

/// The whole app apart from the window: the screens and what routes between them.
pub struct Studio {
    /// Play or the scenario editor.
    pub mode: Mode,
    /// The play screen: the game, its board, the analysis sidebar, the end scoring.
    pub play: PlayScreen,
    /// The scenario editor, once opened (it stays while playing).
    pub editor: Option<EditorView>,
    pub settings: Settings,
    /// The new-game dialog's fields; the last setup started.
    pub form: NewGameForm,
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
    /// Commands queued this frame, run at its end.
    pub(super) queue: Vec<Command>,
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
            crate::app::editor::files::editor_from_text(&p.display().to_string(), &text).ok()
        });
        Studio {
            mode: Mode::Play,
            play: PlayScreen::default(),
            editor: None,
            settings,
            form,
            dialogs,
            autosave,
            resume,
            resume_editor,
            new_game_open: false,
            settings_open: false,
            error: None,
            status: String::new(),
            queue: Vec::new(),
            frames: 0,
        }
    }

    /// Queues a command to run at the end of the frame.
    pub fn command(&mut self, c: Command) {
        self.queue.push(c);
    }

    /// Starts a game from the form.
    pub fn start_game(&mut self) {
        self.play.computer.cancel();
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
        self.play.set_session(s);
        self.new_game_open = false;
        self.resume = None;
    }

    /// True in editor mode with an editor open.
    pub fn editing(&self) -> bool {
        self.mode == Mode::Editor && self.editor.is_some()
    }

    /// True when the analysis sidebar is on (F9) and not switched off (purist).
    pub fn analysis_shown(&self) -> bool {
        self.settings.show_analysis && !self.settings.purist && self.play.session.is_some()
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
        if !self.editing()
            && self
                .play
                .drive_computer(&ctx, now, self.settings.speed.delay(), &mut self.error)
        {
            self.autosave_now();
        }

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(&self.status);
                if self.play.computer.is_busy() {
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
        } else if self.play.session.is_some() {
            let analysis_shown = self.analysis_shown();
            let cmds = self
                .play
                .side_panels(ui, &ctx, self.settings.show_log, analysis_shown);
            self.queue.extend(cmds);
        }
        // The board paints its own background; the welcome screen takes the theme's.
        let frame = if self.play.session.is_some() || editing {
            egui::Frame::NONE
        } else {
            egui::Frame::central_panel(ui.style())
        };
        // The editor draws its own board.
        if !editing {
            egui::CentralPanel::default().frame(frame).show(ui, |ui| {
                if self.play.session.is_some() {
                    let shown = self.settings.show_analysis && !self.settings.purist;
                    self.play.motion = self.settings.motion;
                    let cmds = self.play.board_ui(ui, now, shown);
                    self.queue.extend(cmds);
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
        self.play
            .end_of_frame(&ctx, now, self.settings.speed.delay());
    }

    fn run(&mut self, ctx: &egui::Context, c: Command) {
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
            Command::Save => match self.play.session.as_ref().and_then(|s| s.path.clone()) {
                Some(p) => self.save_path(&p),
                None => self.run(ctx, Command::SaveAs),
            },
            Command::SaveAs => {
                if let Some(s) = &self.play.session {
                    let name = format!("carcassonne-{}.ron", s.setup.seed);
                    if let Some(p) = self.dialogs.pick_save(&name) {
                        self.save_path(&p);
                    }
                }
            }
            // The turn's steps, undo and redo go to the game being played.
            Command::Undo
            | Command::Redo
            | Command::Confirm
            | Command::TakeBack
            | Command::SkipFollower
            | Command::Rotate
            | Command::PlayPlacement(_)
            | Command::Decide(_) => {
                if self.play.run(ctx, c, &mut self.status) {
                    self.autosave_now();
                }
            }
            Command::ZoomIn | Command::ZoomOut => {
                // Zooms about the view's centre, which the board view keeps fixed.
                let f = if c == Command::ZoomIn { 1.25 } else { 0.8 };
                let (lo, hi) = crate::app::art::projector::ZOOM_RANGE;
                let board = match &mut self.editor {
                    Some(ev) if self.mode == Mode::Editor => &mut ev.board,
                    _ => &mut self.play.board,
                };
                board.scale = (board.scale * f).clamp(lo, hi);
            }
            Command::Fit => match &mut self.editor {
                Some(ev) if self.mode == Mode::Editor => ev.board.fit_pending = true,
                _ => self.play.board.fit_pending = true,
            },
            Command::ToggleAnalysis => {
                if self.settings.purist {
                    self.status = "The analysis sidebar is off (purist, in Settings)".into();
                } else {
                    self.settings.show_analysis = !self.settings.show_analysis;
                }
            }
            Command::ToggleLog => self.settings.show_log = !self.settings.show_log,
            Command::Settings => self.settings_open = true,
            Command::FinalScoring => self.play.end.open = true,
            Command::Quit => {
                self.autosave_now();
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }
}
