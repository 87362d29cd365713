//! Positions handed between the screens: scenarios into the editor, the editor's into play.

use super::file_picker::FileAction;
use super::studio::{Mode, ScenarioAction, Studio};
use crate::app::editor::screen::{EditorRequest, EditorView};
use crate::app::session::Session;
use crate::i18n::{tr, tr_args};
use std::path::Path;

impl Studio {
    /// Shows an editor and switches to it. The scenario it replaces is
    /// kept in its own file first; this one gets a new file at its first autosave.
    pub fn set_editor(&mut self, e: EditorView) {
        self.autosave_scenario();
        self.editor = Some(e);
        self.mode = Mode::Editor;
        self.scenario_file = None;
        self.scenario_saved = None;
        self.resume_editor = None;
    }

    /// A new empty scenario in the editor: base, base with The City Gates, or The City.
    pub fn new_scenario(&mut self, game: crate::engine::GameKind, city_gates: bool) {
        match EditorView::blank(game, city_gates) {
            Ok(e) => {
                self.set_editor(e);
                self.status = tr("status-new-scenario");
            }
            Err(e) => {
                self.error = Some(tr_args(
                    "error-make-scenario",
                    &[("e", crate::i18n::file_problems::file_error(&e).into())],
                ))
            }
        }
    }

    /// Opens a scenario (or a save's position) in the editor; on failure the reason shows.
    pub fn open_in_editor(&mut self, path: &Path) {
        match crate::app::editor::files::open(path) {
            Ok(ed) => {
                let strict = ed.strict;
                self.set_editor(EditorView::new(ed, Some(path.to_path_buf())));
                self.remember_file(path);
                self.status = tr_args(
                    "status-opened-in-editor",
                    &[
                        ("path", path.display().to_string().into()),
                        ("strict", if strict { "yes" } else { "no" }.into()),
                    ],
                );
            }
            Err(e) => {
                self.error = Some(tr_args(
                    "error-open-scenario",
                    &[("e", crate::i18n::file_problems::file_error(&e).into())],
                ))
            }
        }
    }

    /// The game's current position in the editor.
    pub fn edit_current_position(&mut self) {
        if let Some(s) = &self.play.session {
            self.play.computer.cancel();
            let mut ed = crate::editor::Editor::from_state(s.state());
            // Keep the seats, so colours and names carry over to "play from here".
            let mut sf = ed.scenario().clone();
            sf.seats = s.seats.clone();
            ed = crate::editor::Editor::from_scenario(ed.tileset().clone(), sf);
            self.set_editor(EditorView::new(ed, None));
            self.status = tr("status-editing-position");
        }
    }

    /// Opens starter scenario `i` in the editor or to play.
    pub fn open_starter(&mut self, i: usize, mode: Mode) {
        let Some((name, text)) = crate::io::library::STARTER_SCENARIOS.get(i) else {
            return;
        };
        match mode {
            Mode::Editor => match crate::app::editor::files::editor_from_text(name, text) {
                Ok(ed) => {
                    let mut ev = EditorView::new(ed, None);
                    // No path, but its texts are the starter's.
                    ev.file = (*name).to_string();
                    self.set_editor(ev);
                    self.status = tr_args("status-starter", &[("name", (*name).into())]);
                }
                Err(e) => {
                    self.error = Some(tr_args(
                        "error-open-named",
                        &[
                            ("name", (*name).into()),
                            ("e", crate::i18n::file_problems::file_error(&e).into()),
                        ],
                    ))
                }
            },
            Mode::Play | Mode::Replay => match crate::io::scenario::parse_scenario(name, text) {
                Ok(sc) => {
                    self.set_session_from(Session::from_scenario(sc), &format!("starter {name}"));
                    self.status = tr_args("status-playing-starter", &[("name", (*name).into())]);
                }
                Err(e) => {
                    self.error = Some(tr_args(
                        "error-open-named",
                        &[
                            ("name", (*name).into()),
                            ("e", crate::i18n::file_problems::file_error(&e).into()),
                        ],
                    ))
                }
            },
        }
    }

    /// Writes the editor's scenario to a file.
    pub fn save_scenario(&mut self, path: &Path) {
        let Some(ev) = &mut self.editor else { return };
        match crate::app::editor::files::save(&ev.editor, path) {
            Ok(()) => {
                ev.path = Some(path.to_path_buf());
                self.status = tr_args(
                    "status-saved-scenario",
                    &[("path", path.display().to_string().into())],
                );
                self.remember_file(path);
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
                self.set_session_from(Session::from_scenario(sc), "played from the editor");
                self.play.last_move_at = 0.0;
                self.status = tr("status-playing-from-editor");
            }
            Err(e) => {
                self.error = Some(tr_args(
                    "error-play-position",
                    &[("e", crate::i18n::file_problems::file_error(&e).into())],
                ))
            }
        }
    }

    pub(super) fn run_editor_request(&mut self, r: EditorRequest) {
        match r {
            EditorRequest::Save => match self.editor.as_ref().and_then(|e| e.path.clone()) {
                Some(p) => self.save_scenario(&p),
                None => self.run_editor_request(EditorRequest::SaveAs),
            },
            EditorRequest::SaveAs => self.ask_for_file(FileAction::SaveScenario),
            EditorRequest::PlayFromHere(seats) => self.play_from_here(seats),
        }
    }

    pub(super) fn run_scenario_action(&mut self, a: ScenarioAction) {
        match a {
            ScenarioAction::New(game, gates) => self.new_scenario(game, gates),
            ScenarioAction::OpenInEditor => self.ask_for_file(FileAction::OpenInEditor),
            ScenarioAction::EditPosition => self.edit_current_position(),
            ScenarioAction::Starter(i, mode) => self.open_starter(i, mode),
            ScenarioAction::Lesson(i) => self.open_lesson(i),
            ScenarioAction::RecentGame(f) => self.open_recent_game(&f),
            ScenarioAction::RecentFile(p) => {
                if self.editing() {
                    self.open_in_editor(&p)
                } else {
                    self.open_path(&p)
                }
            }
            ScenarioAction::Switch(m) => {
                if m == Mode::Play
                    || (m == Mode::Editor && self.editor.is_some())
                    || (m == Mode::Replay && self.replay.is_some())
                {
                    self.mode = m;
                }
            }
        }
    }
}
