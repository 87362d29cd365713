//! File dialogs behind a trait, so tests answer them without a window, and
//! where the app keeps its files.
//!
//! The native dialog goes through the desktop portal (or zenity). On a
//! desktop with neither (a plain X11 session) it cannot open at all, and rfd
//! then answers as if the player had cancelled; so the app checks first
//! whether one can open, and treats an answer that comes back faster than a
//! person can cancel as "could not open". Either way the caller falls back
//! to the in-app dialog (`file_picker`) and says so.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The app's id: window class, storage directory, desktop entry.
pub const APP_ID: &str = "carcassonne-studio";

/// What a file dialog answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// The file chosen.
    Path(PathBuf),
    /// The player closed the dialog without choosing.
    Cancelled,
    /// No dialog could open; the reason, to show.
    Unavailable(String),
}

/// Asks the user for file names.
pub trait FileDialogs {
    /// A file to open.
    fn pick_open(&mut self) -> Picked;
    /// Where to save, suggesting a file name.
    fn pick_save(&mut self, suggested: &str) -> Picked;
    /// Where to write a board picture (SVG or PNG), suggesting a file name.
    fn pick_save_picture(&mut self, suggested: &str) -> Picked {
        self.pick_save(suggested)
    }
}

/// The desktop's native dialogs.
pub struct NativeDialogs;

/// An answer faster than this is no person cancelling: the dialog never showed.
const TOO_FAST: Duration = Duration::from_millis(250);

impl NativeDialogs {
    /// Why no native dialog can open here, if none can: neither a session
    /// bus (for the portal) nor zenity (rfd's fallback) is there.
    fn missing() -> Option<String> {
        #[cfg(target_os = "linux")]
        {
            let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
                || std::env::var_os("XDG_RUNTIME_DIR")
                    .is_some_and(|d| Path::new(&d).join("bus").exists());
            let zenity = std::env::var_os("PATH")
                .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("zenity").is_file()));
            if !bus && !zenity {
                return Some(crate::i18n::tr("dialog-no-portal"));
            }
        }
        None
    }

    fn run(f: impl FnOnce() -> Option<PathBuf>) -> Picked {
        if let Some(why) = Self::missing() {
            return Picked::Unavailable(why);
        }
        let t = Instant::now();
        match f() {
            Some(p) => Picked::Path(p),
            None if t.elapsed() < TOO_FAST => {
                Picked::Unavailable(crate::i18n::tr("dialog-did-not-open"))
            }
            None => Picked::Cancelled,
        }
    }
}

impl FileDialogs for NativeDialogs {
    fn pick_open(&mut self) -> Picked {
        // Looked up here, on the app's thread, where the language is set.
        let (game, all) = (
            crate::i18n::tr("dialog-filter-game"),
            crate::i18n::tr("dialog-filter-all"),
        );
        Self::run(|| {
            rfd::FileDialog::new()
                .set_title(crate::i18n::tr("dialog-open-title"))
                .add_filter(game, &["ron"])
                .add_filter(all, &["*"])
                .pick_file()
        })
    }

    fn pick_save(&mut self, suggested: &str) -> Picked {
        let game = crate::i18n::tr("dialog-filter-game");
        let title = crate::i18n::tr("dialog-save-title");
        Self::run(|| {
            rfd::FileDialog::new()
                .set_title(title)
                .add_filter(game, &["ron"])
                .set_file_name(suggested)
                .save_file()
        })
    }

    fn pick_save_picture(&mut self, suggested: &str) -> Picked {
        Self::run(|| {
            rfd::FileDialog::new()
                .add_filter("PNG picture", &["png"])
                .add_filter("SVG picture", &["svg"])
                .set_file_name(suggested)
                .save_file()
        })
    }
}

/// Dialogs that answer from a script: for tests.
#[derive(Default)]
pub struct ScriptedDialogs {
    /// Answers to "open", first first.
    pub open: Vec<PathBuf>,
    /// Answers to "save", first first.
    pub save: Vec<PathBuf>,
    /// Act as a desktop where no native dialog can open.
    pub unavailable: bool,
}

impl ScriptedDialogs {
    fn answer(&mut self, list: fn(&mut Self) -> &mut Vec<PathBuf>) -> Picked {
        if self.unavailable {
            return Picked::Unavailable("no native dialog in this test".into());
        }
        let l = list(self);
        if l.is_empty() {
            Picked::Cancelled
        } else {
            Picked::Path(l.remove(0))
        }
    }
}

impl FileDialogs for ScriptedDialogs {
    fn pick_open(&mut self) -> Picked {
        self.answer(|s| &mut s.open)
    }

    fn pick_save(&mut self, _suggested: &str) -> Picked {
        self.answer(|s| &mut s.save)
    }
}

/// The app's data directory (kept games and scenarios, settings), if the platform has one.
pub fn data_dir() -> Option<PathBuf> {
    eframe::storage_dir(APP_ID)
}

/// Where versions before the recent-games list kept the one game's autosave.
pub fn legacy_autosave_path(data: &Path) -> PathBuf {
    data.join("autosave.ron")
}

/// Where versions before the recent-games list kept the editor's autosave.
pub fn legacy_editor_autosave_path(data: &Path) -> PathBuf {
    data.join("scenario-autosave.ron")
}
