//! File dialogs behind a trait, so tests answer them without a window, and where the autosaves live.

use std::path::{Path, PathBuf};

/// The app's id: window class, storage directory, desktop entry.
pub const APP_ID: &str = "carcassonne-studio";

/// Asks the user for file names.
pub trait FileDialogs {
    /// A save file to open, or None if the user cancelled.
    fn pick_open(&mut self) -> Option<PathBuf>;
    /// Where to save, suggesting a file name; None if the user cancelled.
    fn pick_save(&mut self, suggested: &str) -> Option<PathBuf>;
}

/// The desktop's native dialogs.
pub struct NativeDialogs;

impl FileDialogs for NativeDialogs {
    fn pick_open(&mut self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("Carcassonne game", &["ron"])
            .add_filter("All files", &["*"])
            .pick_file()
    }

    fn pick_save(&mut self, suggested: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("Carcassonne game", &["ron"])
            .set_file_name(suggested)
            .save_file()
    }
}

/// Dialogs that answer from a script: for tests.
#[derive(Default)]
pub struct ScriptedDialogs {
    /// Answers to "open", first first.
    pub open: Vec<PathBuf>,
    /// Answers to "save", first first.
    pub save: Vec<PathBuf>,
}

impl FileDialogs for ScriptedDialogs {
    fn pick_open(&mut self) -> Option<PathBuf> {
        (!self.open.is_empty()).then(|| self.open.remove(0))
    }

    fn pick_save(&mut self, _suggested: &str) -> Option<PathBuf> {
        (!self.save.is_empty()).then(|| self.save.remove(0))
    }
}

/// The app's data directory (autosave), if the platform has one.
pub fn data_dir() -> Option<PathBuf> {
    eframe::storage_dir(APP_ID)
}

/// The autosave file in the data directory.
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("autosave.ron"))
}

/// Where the editor's scenario is kept between runs: beside the game's autosave.
pub fn editor_autosave_path(game_autosave: &Path) -> PathBuf {
    game_autosave.with_file_name("scenario-autosave.ron")
}
