//! The shell: the window, the app state routing between the screens, menus, files, settings.
//!
//! It owns no game: the play screen and the editor screen keep their own
//! state; the shell shows one of them, turns menus and keys into commands
//! (`crate::app::commands`) and sends each to the screen it is for.

pub mod bench;
mod course;
mod export;
pub mod file_picker;
pub mod files;
pub mod look;
pub mod memory;
mod menus;
mod saves;
mod scenarios;
pub mod settings;
pub mod studio;
pub mod text_size;
pub mod welcome;
pub mod window;
mod windows;

pub use files::APP_ID;
pub use studio::{Mode, Notice, Reopen, Studio};
pub use window::StudioApp;
