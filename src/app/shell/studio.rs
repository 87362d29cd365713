//! The app's state: the screens (play, the editor) and what routes between them.
//!
//! Everything but the window and its storage, so tests drive it through a
//! plain `egui::Ui`. Each screen owns its state; the app keeps only what is
//! the window's (settings, dialogs, the status line, errors, the command
//! queue) and which screen is shown.

use super::file_picker::{FileAction, InAppPicker};
use super::files::FileDialogs;
use super::settings::Settings;
use crate::app::commands::{self, Command};
use crate::app::editor::screen::{EditorRequest, EditorView};
use crate::app::play::new_game::NewGameForm;
use crate::app::play::screen::PlayScreen;
use crate::app::replay::{ReplayView, panel::Asked};
use crate::app::session::Session;
use crate::i18n::{tr, tr_args};
use crate::io::recent::{Broken, Library};
use std::path::PathBuf;

/// Below this width (points) the replay's panel (300), the players' panel
/// and the analysis sidebar at their usual widths would leave the board
/// less than a third of the window.
const NARROW_REPLAY: f32 = 1500.0;

/// How long a note stays in the status line, in seconds.
const STATUS_SECONDS: f64 = 12.0;

/// Which screen the app shows: the game being played or the scenario editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Play,
    Editor,
    /// A game replayed and studied (docs/study.md).
    Replay,
}

/// What a backup offered in a notice opens as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reopen {
    /// A game, continued on the board.
    Game,
    /// A scenario, in the editor.
    Scenario,
}

/// A message about the program's own files, shown in a dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub title: String,
    pub text: String,
    /// A previous version to offer to open instead.
    pub backup: Option<(PathBuf, Reopen)>,
}

impl Notice {
    /// The notice for a file that could not be read and was moved aside.
    pub fn broken(what: &str, b: &Broken, reopen: Option<Reopen>) -> Notice {
        // The lead sentences and the reason in the current language; only
        // RON's own syntax messages stay as RON gives them.
        let why = crate::i18n::file_problems::file_error(&b.why);
        let mut text = tr_args(
            "notice-broken-text",
            &[("what", what.into()), ("why", why.into())],
        );
        text.push_str("\n\n");
        match &b.kept_as {
            Some(k) => text.push_str(&tr_args(
                "notice-moved-aside",
                &[("path", k.display().to_string().into())],
            )),
            None => text.push_str(&tr_args(
                "notice-not-moved",
                &[("path", b.file.display().to_string().into())],
            )),
        }
        let backup = match (&b.backup, reopen) {
            (Some(p), Some(r)) => {
                text.push_str("\n\n");
                text.push_str(&tr_args(
                    "notice-previous-kept",
                    &[("path", p.display().to_string().into())],
                ));
                Some((p.clone(), r))
            }
            _ => None,
        };
        Notice {
            title: tr_args("notice-broken-title", &[("what", what.into())]),
            text,
            backup,
        }
    }
}

/// What the scenario items of the menu ask for, run after the menu is drawn.
pub(super) enum ScenarioAction {
    New(crate::engine::GameKind, bool),
    OpenInEditor,
    EditPosition,
    Starter(usize, Mode),
    Switch(Mode),
    /// Continue a kept game (its file name in the library).
    RecentGame(String),
    /// Open a recently used file (a scenario opens in the editor when editing).
    RecentFile(PathBuf),
    /// Open lesson `i` of the course.
    Lesson(usize),
}

/// The whole app apart from the window: the screens and what routes between them.
pub struct Studio {
    /// Play or the scenario editor.
    pub mode: Mode,
    /// The play screen: the game, its board, the analysis sidebar, the end scoring.
    pub play: PlayScreen,
    /// The scenario editor, once opened (it stays while playing).
    pub editor: Option<EditorView>,
    /// The game being replayed and studied, once opened (it stays while playing).
    pub replay: Option<ReplayView>,
    pub settings: Settings,
    /// The new-game dialog's fields; the last setup started.
    pub form: NewGameForm,
    pub dialogs: Box<dyn FileDialogs>,
    /// Every game and scenario kept in the data folder; None: nothing is
    /// kept (tests that do not need it).
    pub library: Option<Library>,
    /// The library file the game being played is autosaved to.
    pub game_file: Option<PathBuf>,
    /// The library file the editor's scenario is autosaved to.
    pub scenario_file: Option<PathBuf>,
    /// The editor revision last autosaved, so each edit is kept once.
    pub(super) scenario_saved: Option<u64>,
    /// The last game, unfinished, to continue (with its library file).
    pub resume: Option<(Session, PathBuf)>,
    /// The scenario last edited (with its library file).
    pub resume_editor: Option<(crate::editor::Editor, PathBuf)>,
    pub new_game_open: bool,
    pub settings_open: bool,
    /// A message to show in a dialog (a file that failed to open, ...).
    pub error: Option<String>,
    /// Problems with the program's own files (start-up, autosave) to tell
    /// the player, first first; each may offer the file's backup.
    pub notices: Vec<Notice>,
    /// An autosave failure was shown in a dialog: later ones only go to the
    /// status line until an autosave works again.
    pub(super) autosave_warned: bool,
    /// The in-app file dialog, when the desktop's own could not open.
    pub picker: Option<InAppPicker>,
    /// A recent game the player asked to delete, waiting for "yes".
    pub(super) confirm_delete: Option<String>,
    /// Whether the welcome screen's Recent scenarios list is open.
    pub(super) recent_scenarios_open: bool,
    /// A short note in the status line.
    pub status: String,
    /// The note as first seen: its text, the screen it was written on and
    /// when, so that it shows only there and only for a while.
    status_seen: (String, Mode, f64),
    /// The help windows: the rules, the shortcuts, About.
    pub help: crate::app::help::HelpView,
    /// The UI scale last applied to the window (Settings, Ctrl +/-/0).
    applied_scale: Option<f32>,
    /// Commands queued this frame, run at its end.
    pub(super) queue: Vec<Command>,
    /// Frames drawn (the bench and start-up timing read it).
    pub frames: u64,
    /// The course lesson being played, if any.
    pub lesson: Option<crate::app::course::LessonView>,
    /// The lessons done (read from the data folder when first needed).
    pub course_progress: Option<crate::io::course::Progress>,
}

impl Studio {
    /// A studio with remembered settings and setup, keeping its games in the
    /// data folder `data` (None: nowhere). Whatever the folder's files hold,
    /// this does not fail: a file that cannot be read is moved aside and the
    /// player told (`notices`).
    pub fn new(
        settings: Settings,
        form: NewGameForm,
        dialogs: Box<dyn FileDialogs>,
        data: Option<PathBuf>,
    ) -> Studio {
        let mut st = Studio {
            mode: Mode::Play,
            play: PlayScreen::default(),
            editor: None,
            replay: None,
            settings,
            form,
            dialogs,
            library: None,
            game_file: None,
            scenario_file: None,
            scenario_saved: None,
            resume: None,
            resume_editor: None,
            new_game_open: false,
            settings_open: false,
            error: None,
            notices: Vec::new(),
            autosave_warned: false,
            picker: None,
            confirm_delete: None,
            recent_scenarios_open: false,
            status: String::new(),
            status_seen: (String::new(), Mode::Play, 0.0),
            help: Default::default(),
            applied_scale: None,
            queue: Vec::new(),
            frames: 0,
            lesson: None,
            course_progress: None,
        };
        if let Some(d) = data {
            st.open_library(&d);
        }
        st
    }

    /// Tells the player about one of the program's files that could not be
    /// read and was moved aside; `reopen` says what its backup would open as.
    pub fn report_broken(&mut self, what: &str, b: &Broken, reopen: Option<Reopen>) {
        self.notices.push(Notice::broken(what, b, reopen));
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
                self.status = crate::i18n::tr_args(
                    "status-new-game",
                    &[("seed", self.form.seed.to_string().into())],
                );
            }
            Err(e) => {
                self.error = Some(tr_args(
                    "error-cannot-start",
                    &[("e", crate::i18n::file_problems::file_error(&e).into())],
                ))
            }
        }
    }

    /// Puts a new game on the board. The game before it is not lost: it
    /// was autosaved to its own file and stays in Recent games; this one
    /// gets a file of its own (`from` says where it came from) and is kept
    /// at once, so it is listed even before its first move.
    pub fn set_session(&mut self, s: Session) {
        self.set_session_from(s, "new game");
    }

    /// [`Studio::set_session`], naming where the game came from in Recent
    /// games, and showing it on the play screen.
    pub fn set_session_from(&mut self, s: Session, from: &str) {
        self.autosave_now();
        self.play.set_session(s);
        self.mode = Mode::Play;
        self.new_game_open = false;
        self.resume = None;
        self.game_file = self.library.as_ref().map(|l| l.new_game_file());
        self.autosave_game(from);
    }

    /// Continues a kept game in its own library file.
    pub fn continue_session(&mut self, s: Session, file: PathBuf) {
        self.autosave_now();
        self.play.set_session(s);
        self.new_game_open = false;
        self.resume = None;
        self.game_file = Some(file);
        self.mode = Mode::Play;
    }

    /// True in editor mode with an editor open.
    pub fn editing(&self) -> bool {
        self.mode == Mode::Editor && self.editor.is_some()
    }

    /// True in replay mode with a game in the replay.
    pub fn replaying(&self) -> bool {
        self.mode == Mode::Replay && self.replay.is_some()
    }

    /// Shows a game in the replay.
    pub fn show_replay(&mut self, mut r: ReplayView) {
        // The replay's sidebar follows the play screen's settings.
        r.screen.analysis.computer_values = self.play.analysis.computer_values;
        self.replay = Some(r);
        self.mode = Mode::Replay;
    }

    /// The replay's frame: its panel, then the play screen's panels and board
    /// showing the position at the replay's cursor.
    fn replay_ui(&mut self, ui: &mut egui::Ui, ctx: &egui::Context, now: f64) {
        let Some(r) = &mut self.replay else { return };
        r.sync(now);
        let mut asked = None;
        // Beside the players' panel and the sidebar, in a window too narrow
        // for its usual width it takes a fifth and a bit of the window
        // (a panel of its own, as the play screen's, so a width chosen in a
        // wide window comes back).
        let width = ui.available_width();
        let panel = if width < NARROW_REPLAY {
            egui::Panel::left("replay-narrow").exact_size((0.22 * width).max(200.0))
        } else {
            egui::Panel::left("replay").default_size(300.0)
        };
        panel.show(ui, |ui| asked = crate::app::replay::panel::ui(ui, r));
        r.sync(now);
        let analysis_shown = self.settings.show_analysis && !self.settings.purist;
        let cmds = r
            .screen
            .side_panels(ui, ctx, self.settings.show_log, analysis_shown);
        self.queue.extend(cmds);
        let blocked = self.new_game_open || self.settings_open || self.error.is_some();
        egui::CentralPanel::default()
            .frame(egui::Frame::NONE)
            .show(ui, |ui| {
                r.screen.motion = self.settings.motion;
                let cmds = r.screen.board_ui(ui, now, analysis_shown, blocked);
                self.queue.extend(cmds);
            });
        match asked {
            Some(Asked::PlayOn) => match r.play_on() {
                Ok(s) => {
                    self.set_session_from(s, "replay");
                    self.status = tr("status-play-on");
                }
                Err(e) => {
                    self.status = tr_args("status-cannot-play-on", &[("e", e.to_string().into())])
                }
            },
            Some(Asked::Close) => {
                self.replay = None;
                self.mode = Mode::Play;
            }
            None => {}
        }
    }

    /// True when the analysis sidebar is on (F9) and not switched off (purist).
    pub fn analysis_shown(&self) -> bool {
        self.settings.show_analysis && !self.settings.purist && self.play.session.is_some()
    }

    /// Draws the app and handles this frame's input.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        self.frames += 1;
        // The settings may change any frame; a search already running keeps
        // the threads it started with.
        self.play.computer.threads = self.settings.search_threads;
        self.play.analysis.threads = self.settings.search_threads;
        // The settings hold the language; every text this frame is looked
        // up in it, so a change in the settings shows at once.
        crate::i18n::set_language(self.settings.language);
        let ctx = ui.ctx().clone();
        super::look::apply(&ctx, self.settings.dark, self.settings.high_contrast);
        self.apply_scale(&ctx);
        let tab = self.mode == Mode::Play && !self.editing() && self.play.wants_tab();
        crate::app::play::keyboard::claim_tab(&ctx, tab);
        let keys = commands::shortcuts(&ctx);
        self.queue.extend(keys);
        let now = ctx.input(|i| i.time);
        // Each edit in the editor is kept as soon as it is made.
        if self
            .editor
            .as_ref()
            .is_some_and(|e| Some(e.editor.revision()) != self.scenario_saved)
        {
            self.autosave_scenario();
        }
        // The game waits while its position is being edited.
        if !self.editing()
            && self
                .play
                .drive_computer(&ctx, now, self.settings.speed.delay(), &mut self.error)
        {
            self.status.clear();
            self.autosave_now();
        }
        if self.status != self.status_seen.0 {
            self.status_seen = (self.status.clone(), self.mode, now);
        }
        // A note belongs to the screen it was written on, and goes after a while.
        let status_live =
            self.status_seen.1 == self.mode && now - self.status_seen.2 < STATUS_SECONDS;
        if !status_live && !self.status.is_empty() {
            ctx.request_repaint_after(std::time::Duration::from_secs(1));
        }

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                if status_live {
                    ui.label(&self.status);
                }
                if self.play.computer.is_busy() {
                    ui.spinner();
                    ui.label(tr("status-computer-thinking"));
                }
            });
        });
        // A switch to play made by the editor this frame shows the board from
        // the next frame: this frame's space went to the editor's panels, and
        // the board would fit itself into what is left.
        let editing = self.editing();
        let replaying = self.replaying();
        if replaying {
            self.replay_ui(ui, &ctx, now);
        } else if editing {
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
        // The editor and the replay draw their own boards.
        if !editing && !replaying {
            egui::CentralPanel::default().frame(frame).show(ui, |ui| {
                if self.play.session.is_some() {
                    let shown = self.settings.show_analysis && !self.settings.purist;
                    let blocked = self.dialog_up();
                    self.play.motion = self.settings.motion;
                    let cmds = self.play.board_ui(ui, now, shown, blocked);
                    self.queue.extend(cmds);
                } else if self.dialog_up() {
                    // A dialog over the welcome plaque would stand on its
                    // title and buttons: only the table shows behind it.
                    self.welcome_table(ui);
                } else {
                    self.welcome(ui);
                }
            });
        }
        self.windows(&ctx);
        self.lesson_window(&ctx);
        self.help.windows(&ctx);
        let queued = std::mem::take(&mut self.queue);
        for c in queued {
            self.run(&ctx, c);
        }
        self.play
            .end_of_frame(&ctx, now, self.settings.speed.delay());
    }

    /// True while a dialog that asks for an answer is up (new game,
    /// settings, an error): the board keeps quiet under it.
    pub fn dialog_up(&self) -> bool {
        self.new_game_open || self.settings_open || self.error.is_some()
    }

    /// Applies the UI scale: the one in the settings at the start and when
    /// changed there; Ctrl +/-/0 (egui's own zoom keys) change the setting.
    fn apply_scale(&mut self, ctx: &egui::Context) {
        let zoom = ctx.zoom_factor();
        match self.applied_scale {
            Some(a) if (a - zoom).abs() > 1e-3 => self.settings.ui_scale = zoom,
            _ => {}
        }
        let want = self.settings.ui_scale.clamp(0.5, 3.0);
        if self.applied_scale != Some(want) || (zoom - want).abs() > 1e-3 {
            if self.applied_scale.is_none() {
                super::text_size::readable(ctx);
            }
            ctx.set_zoom_factor(want);
            self.applied_scale = Some(want);
        }
    }

    fn run(&mut self, ctx: &egui::Context, c: Command) {
        match c {
            Command::Shortcuts => self.help.shortcuts_open = !self.help.shortcuts_open,
            Command::About => self.help.about_open = true,
            Command::Rules => {
                let page = self
                    .play
                    .session
                    .as_ref()
                    .map(|s| {
                        crate::app::help::Page::for_game(s.setup.game, s.setup.options.city_gates)
                    })
                    .unwrap_or_default();
                self.help.show_page(page);
            }
            Command::ShowRule(id) => self.help.show_rule(id),
            // Escape closes a window over the board (one a press) before
            // it takes a placement back, as it closes a menu.
            Command::TakeBack if self.new_game_open => self.new_game_open = false,
            Command::TakeBack if self.settings_open => self.settings_open = false,
            Command::TakeBack if self.help.shortcuts_open || self.help.about_open => {
                self.help.shortcuts_open = false;
                self.help.about_open = false;
            }
            // Under a window that asks for an answer, Enter answers the New
            // game window (its Start game), and the turn's keys leave the
            // game alone, as the board's clicks do.
            Command::Confirm if self.new_game_open => self.start_game(),
            c if c.changes_the_game() && self.dialog_up() => {}
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
            | Command::ChoosePlacement(_)
            | Command::Decide(_)
                if self.editing() => {}
            Command::Replay => match &self.play.session {
                Some(s) => {
                    let r = ReplayView::from_session(s);
                    self.show_replay(r);
                }
                None => self.status = tr("status-no-replay"),
            },
            Command::OpenStudy => self.ask_for_file(FileAction::OpenStudy),
            Command::ExportPicture => self.ask_export_picture(),
            Command::Save | Command::SaveAs if self.replaying() => {
                match self.replay.as_ref().and_then(|r| r.path.clone()) {
                    Some(p) if c == Command::Save => self.save_study(&p),
                    _ => self.ask_for_file(FileAction::SaveStudy),
                }
            }
            // Undo and redo step through the replay.
            Command::Undo | Command::Redo if self.replaying() => {
                if let Some(r) = &mut self.replay {
                    r.step(if c == Command::Undo { -1 } else { 1 });
                }
            }
            // The turn's steps on the replay's board try another move.
            Command::Confirm
            | Command::TakeBack
            | Command::SkipFollower
            | Command::Rotate
            | Command::ChoosePlacement(_)
            | Command::Decide(_)
                if self.replaying() =>
            {
                if let Some(r) = &mut self.replay {
                    r.screen.run(ctx, c, &mut self.status);
                }
            }
            Command::Open => self.ask_for_file(FileAction::OpenGame),
            Command::Save => match self.play.session.as_ref().and_then(|s| s.path.clone()) {
                Some(p) => self.save_path(&p),
                None => self.run(ctx, Command::SaveAs),
            },
            Command::SaveAs => {
                if self.play.session.is_some() {
                    self.ask_for_file(FileAction::SaveGame);
                }
            }
            // The turn's steps, undo and redo go to the game being played
            // (listed, not `changes_the_game`, so that the match stays
            // exhaustive: a new command must be given a place).
            Command::Undo
            | Command::Redo
            | Command::Confirm
            | Command::TakeBack
            | Command::SkipFollower
            | Command::Rotate
            | Command::ChoosePlacement(_)
            | Command::Decide(_) => {
                let before = self.status.clone();
                if self.play.run(ctx, c, &mut self.status) {
                    // A move made answers whatever the line said before it.
                    if self.status == before {
                        self.status.clear();
                    }
                    self.autosave_now();
                }
            }
            Command::ZoomIn | Command::ZoomOut => {
                // Zooms about the view's centre, which the board view keeps fixed.
                let f = if c == Command::ZoomIn { 1.25 } else { 0.8 };
                let board = match (&mut self.editor, &mut self.replay) {
                    (Some(ev), _) if self.mode == Mode::Editor => &mut ev.board,
                    (_, Some(r)) if self.mode == Mode::Replay => &mut r.screen.board,
                    _ => &mut self.play.board,
                };
                board.zoom_by(f);
            }
            Command::Fit => match (&mut self.editor, &mut self.replay) {
                (Some(ev), _) if self.mode == Mode::Editor => ev.board.fit_pending = true,
                (_, Some(r)) if self.mode == Mode::Replay => r.screen.board.fit_pending = true,
                _ => self.play.board.fit_pending = true,
            },
            Command::ToggleAnalysis => {
                if self.settings.purist {
                    self.status = crate::i18n::tr("status-purist");
                } else {
                    self.settings.show_analysis = !self.settings.show_analysis;
                    // The board's space changed: fit it to what it has now.
                    self.play.board.fit_pending = true;
                }
            }
            Command::ToggleLog => {
                self.settings.show_log = !self.settings.show_log;
                self.play.board.fit_pending = true;
            }
            Command::Settings => self.settings_open = true,
            Command::FinalScoring => self.play.end.open = true,
            Command::Quit => {
                self.autosave_now();
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }
}
