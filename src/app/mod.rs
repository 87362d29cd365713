//! The desktop app (egui): one room per screen, over the art and a shared vocabulary.
//!
//! `shell` (the window, the app state routing between screens, menus,
//! files, settings) → `replay` (a game studied move by move, over the
//! play screen) → `play`, `editor`, `analysis` (the screens and the
//! sidebar), `help` (the rules, shortcuts, About) → `art` (tiles,
//! followers, walls). Every room may use the three
//! files at this level: `commands` (every action, for menus, buttons and
//! keys), `session` (the game being played, read by every screen) and
//! `layout` (texts and columns that fit a narrow side panel).

pub mod analysis;
pub mod art;
pub mod commands;
pub mod course;
pub mod editor;
pub mod help;
pub mod layout;
pub mod play;
pub mod replay;
pub mod session;
pub mod shell;

pub use commands::Command;
pub use shell::{APP_ID, Studio, StudioApp};
