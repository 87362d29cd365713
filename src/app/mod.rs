//! The desktop app (egui): board view, panels, dialogs, art and commands.

pub mod analysis;
pub mod art;
pub mod bench;
pub mod board_view;
pub mod commands;
pub mod computer;
pub mod editor_board;
pub mod editor_files;
pub mod editor_form;
pub mod editor_palette;
pub mod editor_questions;
pub mod editor_ruling;
pub mod editor_text;
pub mod editor_view;
pub mod end_screen;
pub mod files;
pub mod log_panel;
pub mod new_game;
pub mod play_from_here;
pub mod session;
pub mod settings;
pub mod shell;
pub mod sidebar;
pub mod studio;

pub use commands::Command;
pub use shell::StudioApp;
pub use studio::Studio;

/// The app's id: window class, storage directory, desktop entry.
pub const APP_ID: &str = "carcassonne-studio";
