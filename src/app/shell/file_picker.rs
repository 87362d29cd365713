//! The in-app file dialog, used when the desktop's own dialog cannot open:
//! what Save and Open fall back to, so a game can always be saved. Ours, not
//! a crate: the one that matches egui 0.37 (`egui_file` 0.29) draws its icons
//! as emoji that egui's bundled fonts no longer have.

use crate::i18n::{tr, tr_args};
use std::path::PathBuf;

/// What a chosen file is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileAction {
    /// Open a saved game or a scenario to play.
    OpenGame,
    /// Save the game being played.
    SaveGame,
    /// Open a scenario (or a save's position) in the editor.
    OpenInEditor,
    /// Save the editor's scenario.
    SaveScenario,
    /// Open a saved game in the replay.
    OpenStudy,
    /// Save the replay's study.
    SaveStudy,
    /// Write the board shown as an SVG or PNG picture.
    ExportPicture,
}

impl FileAction {
    /// True for the actions that write a file.
    pub fn saves(self) -> bool {
        matches!(
            self,
            FileAction::SaveGame
                | FileAction::SaveScenario
                | FileAction::SaveStudy
                | FileAction::ExportPicture
        )
    }
}

/// The in-app dialog open for one action: a folder's sub-folders and
/// `.ron` files, a file name, and OK or Cancel.
pub struct InAppPicker {
    /// What the chosen file is for.
    pub action: FileAction,
    /// The folder shown.
    pub folder: PathBuf,
    /// The file name typed or clicked.
    pub name: String,
    /// Why the folder cannot be listed, if it cannot.
    problem: Option<String>,
    entries: Vec<(String, bool)>,
}

impl InAppPicker {
    /// Opens the in-app dialog for an action, in `folder`, suggesting a name when saving.
    pub fn new(action: FileAction, folder: Option<PathBuf>, suggested: &str) -> InAppPicker {
        let mut p = InAppPicker {
            action,
            folder: folder.unwrap_or_else(|| PathBuf::from(".")),
            name: suggested.to_string(),
            problem: None,
            entries: Vec::new(),
        };
        p.list();
        p
    }

    /// Reads the folder: sub-folders first, then `.ron` files, by name.
    fn list(&mut self) {
        self.entries.clear();
        match std::fs::read_dir(&self.folder) {
            Ok(rd) => {
                self.problem = None;
                for e in rd.filter_map(|e| e.ok()) {
                    let name = e.file_name().to_string_lossy().into_owned();
                    if name.starts_with('.') {
                        continue;
                    }
                    let dir = e.file_type().is_ok_and(|t| t.is_dir());
                    if dir || name.ends_with(".ron") {
                        self.entries.push((name, dir));
                    }
                }
                self.entries
                    .sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            }
            Err(e) => {
                self.problem = Some(tr_args(
                    "picker-cannot-list",
                    &[
                        ("folder", self.folder.display().to_string().into()),
                        ("e", e.to_string().into()),
                    ],
                ))
            }
        }
    }

    fn enter(&mut self, folder: PathBuf) {
        self.folder = folder;
        self.list();
    }

    /// Draws the dialog; Some(answer) once the player chose or closed it
    /// (None inside: cancelled).
    pub fn show(&mut self, ctx: &egui::Context) -> Option<Option<PathBuf>> {
        let mut answer = None;
        let mut open = true;
        let title = if self.action.saves() {
            tr("picker-save-title")
        } else {
            tr("picker-open-title")
        };
        egui::Window::new(title)
            .open(&mut open)
            .collapsible(false)
            .default_size(egui::vec2(560.0, 380.0))
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.content_rect().center())
            .show(ctx, |ui| {
                let mut go = None;
                ui.horizontal(|ui| {
                    if ui
                        .button(tr("picker-up"))
                        .on_hover_text(tr("picker-up-hint"))
                        .clicked()
                        && let Some(up) = self.folder.parent()
                    {
                        go = Some(up.to_path_buf());
                    }
                    let mut f = self.folder.display().to_string();
                    if ui.text_edit_singleline(&mut f).lost_focus() {
                        go = Some(PathBuf::from(&f));
                    }
                });
                if let Some(p) = &self.problem {
                    ui.colored_label(ui.visuals().error_fg_color, p);
                }
                egui::ScrollArea::vertical()
                    .max_height(260.0)
                    .show(ui, |ui| {
                        for (name, dir) in &self.entries {
                            let label = if *dir {
                                format!("{name}/")
                            } else {
                                name.clone()
                            };
                            let r = ui.selectable_label(!*dir && *name == self.name, label);
                            if r.clicked() {
                                if *dir {
                                    go = Some(self.folder.join(name));
                                } else {
                                    self.name = name.clone();
                                }
                            }
                            if r.double_clicked() && !*dir {
                                answer = Some(Some(self.folder.join(name)));
                            }
                        }
                    });
                ui.separator();
                ui.horizontal(|ui| {
                    ui.label(tr("picker-file-name"));
                    ui.text_edit_singleline(&mut self.name);
                });
                ui.horizontal(|ui| {
                    let ok = if self.action.saves() {
                        tr("cmd-save")
                    } else {
                        tr("recent-open")
                    };
                    if ui
                        .add_enabled(!self.name.trim().is_empty(), egui::Button::new(ok))
                        .clicked()
                    {
                        answer = Some(Some(self.folder.join(self.name.trim())));
                    }
                    if ui.button(tr("cancel")).clicked() {
                        answer = Some(None);
                    }
                });
                if let Some(f) = go {
                    self.enter(f);
                }
            });
        if !open {
            answer = Some(None);
        }
        answer
    }
}
