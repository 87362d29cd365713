//! The desktop app (egui): board view, panels, dialogs, art and commands.

pub mod analysis;
pub mod art;
pub mod bench;
pub mod commands;
pub mod editor;
pub mod files;
pub mod play;
pub mod session;
pub mod settings;
pub mod shell;
pub mod studio;

pub use commands::Command;
pub use shell::StudioApp;
pub use studio::Studio;

/// The app's id: window class, storage directory, desktop entry.
pub const APP_ID: &str = "carcassonne-studio";
