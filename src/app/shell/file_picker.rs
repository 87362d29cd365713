//! The in-app file dialog (the `egui_file` crate), used when the desktop's
//! own dialog cannot open: what Save and Open fall back to, so a game can
//! always be saved.

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
}

impl FileAction {
    /// True for the actions that write a file.
    pub fn saves(self) -> bool {
        matches!(self, FileAction::SaveGame | FileAction::SaveScenario)
    }
}

/// The in-app dialog open for one action.
pub struct InAppPicker {
    /// What the chosen file is for.
    pub action: FileAction,
    dialog: egui_file::FileDialog,
}

impl InAppPicker {
    /// Opens the in-app dialog for an action, in `folder`, suggesting a name when saving.
    pub fn new(action: FileAction, folder: Option<PathBuf>, suggested: &str) -> InAppPicker {
        let mut dialog = if action.saves() {
            egui_file::FileDialog::save_file()
                .default_filename(suggested)
                .title("Save (the app's own file dialog)")
        } else {
            egui_file::FileDialog::open_file().title("Open (the app's own file dialog)")
        };
        if let Some(f) = folder {
            dialog = dialog.initial_path(f);
        }
        dialog = dialog
            .id(egui::Id::new("in-app-file-dialog"))
            .default_size(egui::vec2(560.0, 380.0));
        dialog.open();
        InAppPicker { action, dialog }
    }

    /// Draws the dialog; Some(answer) once the player chose or closed it
    /// (None inside: cancelled).
    pub fn show(&mut self, ctx: &egui::Context) -> Option<Option<PathBuf>> {
        self.dialog.show(ctx);
        match self.dialog.state() {
            egui_file::State::Open => None,
            egui_file::State::Selected => Some(self.dialog.path().map(|p| p.to_path_buf())),
            _ => Some(None),
        }
    }
}
