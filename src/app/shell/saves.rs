//! Games opened from and saved to files, and the kept games and scenarios
//! of the data folder: one autosaved file per game, Recent games, start-up
//! checks of what the last run left.

use super::file_picker::{FileAction, InAppPicker};
use super::files::{Picked, legacy_autosave_path, legacy_editor_autosave_path};
use super::studio::{Mode, Notice, Reopen, Studio};
use crate::app::editor::screen::EditorView;
use crate::app::session::Session;
use crate::i18n::{tr, tr_args};
use crate::io::FileError;
use crate::io::detect::{AnyFile, parse_any};
use crate::io::error::read_text;
use crate::io::recent::{Library, ScenarioEntry, broken, game_name, now, summarise};
use crate::io::save::{LoadedGame, parse_save};
use std::path::{Path, PathBuf};

/// Reads a kept game's file.
fn load_game(path: &Path) -> Result<LoadedGame, FileError> {
    read_text(path).and_then(|t| parse_save(&path.display().to_string(), &t))
}

/// Reads a kept scenario's file into an editor.
fn load_scenario(path: &Path) -> Result<crate::editor::Editor, FileError> {
    let text = read_text(path)?;
    crate::app::editor::files::editor_from_text(&path.display().to_string(), &text)
}

impl Studio {
    /// Reads the data folder at start-up: the kept games, the game to
    /// continue, the scenario last edited, and the single autosave files of
    /// earlier versions (moved into the library). Any file that cannot be
    /// read is moved aside and reported; nothing here fails or panics.
    pub(super) fn open_library(&mut self, data: &Path) {
        let (lib, problem) = Library::open(data);
        if let Some(b) = problem {
            let mut n = Notice::broken(&tr("notice-what-recent-list"), &b, None);
            n.text.push_str("\n\n");
            n.text.push_str(&tr("notice-list-rebuilt"));
            self.notices.push(n);
        }
        self.library = Some(lib);
        self.adopt_legacy(data);
        let latest = self.library.as_ref().and_then(|l| {
            l.recent_games()
                .into_iter()
                .next()
                .map(|e| (l.game_path(&e), e))
        });
        if let Some((path, e)) = latest
            && !e.finished
        {
            match load_game(&path) {
                Ok(l) if !l.game.state().is_over() => {
                    self.resume = Some((Session::from_loaded(l, None), path));
                }
                Ok(_) => {}
                Err(err) => {
                    let b = broken(&path, &err);
                    self.report_broken(&tr("notice-what-autosave"), &b, Some(Reopen::Game));
                    if let Some(lib) = &mut self.library {
                        let _ = lib.forget_game(&e.file);
                    }
                }
            }
        }
        let latest = self.library.as_ref().and_then(|l| {
            l.recent_scenarios()
                .into_iter()
                .next()
                .map(|e| l.scenario_path(&e))
        });
        if let Some(path) = latest {
            match load_scenario(&path) {
                Ok(ed) => self.resume_editor = Some((ed, path)),
                Err(err) => {
                    let b = broken(&path, &err);
                    self.report_broken(
                        &tr("notice-what-editor-autosave"),
                        &b,
                        Some(Reopen::Scenario),
                    );
                }
            }
        }
    }

    /// Moves the one-file autosaves of earlier versions into the library,
    /// so the game and the scenario they hold are listed like the others.
    fn adopt_legacy(&mut self, data: &Path) {
        let p = legacy_autosave_path(data);
        if p.exists() {
            match load_game(&p) {
                Ok(l) => {
                    let s = Session::from_loaded(l, None);
                    if let Some(lib) = &mut self.library {
                        let file = lib.new_game_file();
                        let e = summarise("", &s.game, &s.setup, &s.seats, "the last run");
                        if lib.keep_game(&file, &s.save_text(), e).is_ok() {
                            let _ = std::fs::remove_file(&p);
                        }
                    }
                }
                Err(err) => {
                    let b = broken(&p, &err);
                    self.report_broken(&tr("notice-what-autosave"), &b, Some(Reopen::Game));
                }
            }
        }
        let p = legacy_editor_autosave_path(data);
        if p.exists() {
            match load_scenario(&p) {
                Ok(ed) => {
                    if let Some(lib) = &mut self.library {
                        let file = lib.new_scenario_file();
                        let text = crate::io::scenario::scenario_to_string(ed.scenario());
                        if lib.keep_scenario(&file, &text, scenario_entry(&ed)).is_ok() {
                            let _ = std::fs::remove_file(&p);
                        }
                    }
                }
                Err(err) => {
                    let b = broken(&p, &err);
                    self.report_broken(
                        &tr("notice-what-editor-autosave"),
                        &b,
                        Some(Reopen::Scenario),
                    );
                }
            }
        }
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
        let from = format!(
            "opened {}",
            path.file_name().unwrap_or_default().to_string_lossy()
        );
        match loaded {
            // A study opens in the replay: played on and saved as a game, it
            // would lose its variations, comments and review.
            Ok(AnyFile::Save(l)) if l.review.is_some() || l.tree.is_annotated() => {
                let r = crate::app::replay::ReplayView::from_loaded(*l, Some(path.to_path_buf()));
                self.show_replay(r);
                self.status = tr_args(
                    "status-replaying",
                    &[("path", path.display().to_string().into())],
                );
                self.remember_file(path);
            }
            Ok(AnyFile::Save(l)) => {
                self.set_session_from(Session::from_loaded(*l, Some(path.to_path_buf())), &from);
                self.status = tr_args("status-opened", &[("name", name.clone().into())]);
                self.remember_file(path);
            }
            // A scenario opens as a game from its position, to study and play on.
            Ok(AnyFile::Scenario(sc)) => {
                self.set_session_from(Session::from_scenario(*sc), &from);
                self.status = tr_args("status-opened-scenario", &[("name", name.clone().into())]);
                self.remember_file(path);
            }
            Ok(AnyFile::TileSet(_)) => {
                self.error = Some(tr_args(
                    "error-open-tileset",
                    &[("name", name.clone().into())],
                ))
            }
            Err(e) => self.error = Some(tr_args("error-open-game", &[("e", e.into())])),
        }
    }

    /// Writes the game to a file (atomically: a failed save keeps the old file).
    pub fn save_path(&mut self, path: &Path) {
        let Some(s) = &self.play.session else {
            return;
        };
        let text = s.save_text();
        let written = self.write_file(
            path,
            &text,
            |p| tr_args("status-saved", &[("path", p.into())]),
            |e| tr_args("error-save-game", &[("e", e.into())]),
        );
        if written && let Some(s) = &mut self.play.session {
            s.path = Some(path.to_path_buf());
        }
    }

    /// Writes `text` to `path` through the atomic writer; on success puts
    /// `saved(the path)` in the status line and adds the file to Open
    /// recent, on failure shows `failed(what went wrong)`. True if the
    /// file was written. (The callers name their messages, so that the
    /// message scan of the tests sees them used.)
    fn write_file(
        &mut self,
        path: &Path,
        text: &str,
        saved: impl FnOnce(String) -> String,
        failed: impl FnOnce(String) -> String,
    ) -> bool {
        match crate::io::atomic::write(path, text.as_bytes()) {
            Ok(()) => {
                self.status = saved(path.display().to_string());
                self.remember_file(path);
                true
            }
            Err(e) => {
                self.error = Some(failed(crate::i18n::file_problems::file_error(&e)));
                false
            }
        }
    }

    /// Adds a file to Open recent.
    pub(super) fn remember_file(&mut self, path: &Path) {
        if let Some(lib) = &mut self.library {
            // Only the list of recent files is lost if this fails; the status says so.
            if let Err(e) = lib.add_recent_file(path) {
                self.status = tr_args(
                    "status-recent-failed",
                    &[("e", crate::i18n::file_problems::file_error(&e).into())],
                );
            }
        }
    }

    /// Saves the game in progress and the scenario in the editor to their
    /// files in the data folder. A failure is shown in the status line, and
    /// the first one also in a dialog.
    pub fn autosave_now(&mut self) {
        self.autosave_game("");
        self.autosave_scenario();
    }

    /// Keeps the game being played in its library file.
    pub(super) fn autosave_game(&mut self, from: &str) {
        let (Some(lib), Some(s), Some(file)) =
            (&mut self.library, &self.play.session, &self.game_file)
        else {
            return;
        };
        let name = file.file_name().unwrap_or_default().to_string_lossy();
        let e = summarise(&name, &s.game, &s.setup, &s.seats, from);
        let r = lib.keep_game(file, &s.save_text(), e);
        self.autosaved(r);
    }

    /// Keeps the editor's scenario in its library file.
    pub(super) fn autosave_scenario(&mut self) {
        let Some(ev) = &self.editor else { return };
        let rev = ev.editor.revision();
        let Some(lib) = &mut self.library else {
            self.scenario_saved = Some(rev);
            return;
        };
        let file = self
            .scenario_file
            .get_or_insert_with(|| lib.new_scenario_file())
            .clone();
        let text = crate::io::scenario::scenario_to_string(ev.editor.scenario());
        let r = lib.keep_scenario(&file, &text, scenario_entry(&ev.editor));
        // Marked kept even on failure: tried again at the next edit, not every frame.
        self.scenario_saved = Some(rev);
        self.autosaved(r);
    }

    fn autosaved(&mut self, r: Result<(), FileError>) {
        match r {
            Ok(()) => self.autosave_warned = false,
            Err(e) => {
                self.status = tr_args(
                    "status-autosave-failed",
                    &[("e", crate::i18n::file_problems::file_error(&e).into())],
                );
                if !self.autosave_warned {
                    self.autosave_warned = true;
                    self.notices.push(Notice {
                        title: tr("notice-autosave-title"),
                        text: tr_args(
                            "notice-autosave-text",
                            &[("e", crate::i18n::file_problems::file_error(&e).into())],
                        ),
                        backup: None,
                    });
                }
            }
        }
    }

    /// Continues (or, finished, shows) a game from Recent games.
    pub fn open_recent_game(&mut self, file: &str) {
        let Some(lib) = &self.library else { return };
        let Some(e) = lib.all_games().iter().find(|g| g.file == file).cloned() else {
            return;
        };
        let path = lib.game_path(&e);
        if self.game_file.as_deref() == Some(path.as_path()) && self.play.session.is_some() {
            self.mode = Mode::Play;
            return;
        }
        match load_game(&path) {
            Ok(l) => {
                self.continue_session(Session::from_loaded(l, None), path);
                self.status = tr_args(
                    "status-game-of",
                    &[("date", crate::io::recent::date_text(e.started).into())],
                );
            }
            Err(err) => {
                let b = broken(&path, &err);
                self.report_broken(&tr("notice-what-this-game"), &b, Some(Reopen::Game));
                if let Some(lib) = &mut self.library {
                    let _ = lib.forget_game(file);
                }
            }
        }
    }

    /// Deletes a game from Recent games (the player confirmed).
    pub fn delete_recent_game(&mut self, file: &str) {
        if self
            .game_file
            .as_ref()
            .is_some_and(|p| p.file_name().is_some_and(|n| n == file))
        {
            self.error = Some(tr("error-delete-on-board"));
            return;
        }
        if let Some(lib) = &mut self.library
            && let Err(e) = lib.delete_game(file)
        {
            self.error = Some(tr_args(
                "error-delete-game",
                &[("e", crate::i18n::file_problems::file_error(&e).into())],
            ));
        }
    }

    /// Opens a kept scenario in the editor.
    pub fn open_recent_scenario(&mut self, e: &ScenarioEntry) {
        let Some(lib) = &self.library else { return };
        let path = lib.scenario_path(e);
        match load_scenario(&path) {
            Ok(ed) => self.continue_editor(ed, path),
            Err(err) => {
                let b = broken(&path, &err);
                self.report_broken(&tr("notice-what-this-scenario"), &b, Some(Reopen::Scenario));
            }
        }
    }

    /// Puts a kept scenario in the editor, autosaving to its own file.
    pub fn continue_editor(&mut self, ed: crate::editor::Editor, file: PathBuf) {
        self.autosave_scenario();
        self.scenario_saved = Some(ed.revision());
        let starter = crate::io::library::starter_file_titled(&ed.scenario().title);
        let mut view = EditorView::new(ed, None);
        // Its texts show translated only while they are the starter's own.
        view.file = starter.unwrap_or_default().to_string();
        self.editor = Some(view);
        self.mode = Mode::Editor;
        self.scenario_file = Some(file);
        self.resume_editor = None;
    }

    /// Opens the backup a notice offered, as a new kept game or scenario
    /// (the backup file itself stays as it is).
    pub fn open_backup(&mut self, path: &Path, what: Reopen) {
        match what {
            Reopen::Game => match load_game(path) {
                Ok(l) => {
                    self.set_session_from(Session::from_loaded(l, None), "a backup");
                    self.status = tr_args(
                        "status-opened-backup",
                        &[("path", path.display().to_string().into())],
                    );
                }
                Err(e) => {
                    self.error = Some(tr_args(
                        "error-backup",
                        &[("e", crate::i18n::file_problems::file_error(&e).into())],
                    ))
                }
            },
            Reopen::Scenario => match load_scenario(path) {
                Ok(ed) => {
                    self.set_editor(EditorView::new(ed, None));
                    self.status = tr_args(
                        "status-opened-backup",
                        &[("path", path.display().to_string().into())],
                    );
                }
                Err(e) => {
                    self.error = Some(tr_args(
                        "error-backup",
                        &[("e", crate::i18n::file_problems::file_error(&e).into())],
                    ))
                }
            },
        }
    }

    /// Asks for a file for an action: the desktop's dialog, or the in-app
    /// one when the desktop's cannot open (saying so in the status line).
    pub(super) fn ask_for_file(&mut self, action: FileAction) {
        let suggested = self.suggested_name(action);
        let answer = if action == FileAction::ExportPicture {
            self.dialogs.pick_save_picture(&suggested)
        } else if action.saves() {
            self.dialogs.pick_save(&suggested)
        } else {
            self.dialogs.pick_open()
        };
        match answer {
            Picked::Path(p) => self.file_chosen(action, &p),
            Picked::Cancelled => {}
            Picked::Unavailable(why) => {
                self.status = tr_args("status-own-dialog", &[("why", why.into())]);
                let folder = self
                    .library
                    .as_ref()
                    .and_then(|l| l.recent_files().first())
                    .and_then(|p| p.parent().map(Path::to_path_buf))
                    .or_else(|| std::env::var_os("HOME").map(PathBuf::from));
                self.picker = Some(InAppPicker::new(action, folder, &suggested));
            }
        }
    }

    fn suggested_name(&self, action: FileAction) -> String {
        match action {
            FileAction::SaveGame => match &self.play.session {
                Some(s) => format!("carcassonne-{}.ron", s.setup.seed),
                None => "carcassonne.ron".into(),
            },
            FileAction::SaveScenario => "scenario.ron".into(),
            FileAction::SaveStudy => match &self.replay {
                Some(r) => format!("study-{}.ron", r.setup.seed),
                None => "study.ron".into(),
            },
            FileAction::ExportPicture => "board.png".into(),
            _ => String::new(),
        }
    }

    /// Runs an action on the file the player chose.
    pub fn file_chosen(&mut self, action: FileAction, p: &Path) {
        match action {
            FileAction::OpenGame => self.open_path(p),
            FileAction::SaveGame => self.save_path(p),
            FileAction::OpenInEditor => self.open_in_editor(p),
            FileAction::SaveScenario => self.save_scenario(p),
            FileAction::OpenStudy => self.open_study(p),
            FileAction::SaveStudy => self.save_study(p),
            FileAction::ExportPicture => self.export_picture(p),
        }
    }

    /// Opens a saved game in the replay.
    pub fn open_study(&mut self, path: &Path) {
        match load_game(path) {
            Ok(l) => {
                let r = crate::app::replay::ReplayView::from_loaded(l, Some(path.to_path_buf()));
                self.show_replay(r);
                self.status = tr_args(
                    "status-replaying",
                    &[("path", path.display().to_string().into())],
                );
                self.remember_file(path);
            }
            Err(e) => {
                self.error = Some(tr_args(
                    "error-open-this-game",
                    &[("e", crate::i18n::file_problems::file_error(&e).into())],
                ))
            }
        }
    }

    /// Writes the replay's study (atomically).
    pub fn save_study(&mut self, path: &Path) {
        let Some(r) = &self.replay else {
            return;
        };
        let text = r.save_text();
        let written = self.write_file(
            path,
            &text,
            |p| tr_args("status-saved-study", &[("path", p.into())]),
            |e| tr_args("error-save-study", &[("e", e.into())]),
        );
        if written && let Some(r) = &mut self.replay {
            r.path = Some(path.to_path_buf());
        }
    }
}

/// What the list shows of a scenario in the editor.
fn scenario_entry(ed: &crate::editor::Editor) -> ScenarioEntry {
    let sc = ed.scenario();
    ScenarioEntry {
        file: String::new(),
        started: now(),
        updated: now(),
        title: if sc.title.is_empty() {
            "(untitled)".into()
        } else {
            sc.title.clone()
        },
        game: game_name(sc.position.game, sc.position.options.city_gates),
        tiles: u32::try_from(sc.position.tiles.len()).unwrap_or(u32::MAX),
    }
}
