//! Carcassonne studio: one rules engine, its computer players, files and
//! command line; the desktop app sits behind the `gui` feature.

pub mod ai;
pub mod analysis;
#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod editor;
pub mod engine;
pub mod i18n;
pub mod io;
pub mod reference;
pub mod wording;
