//! The scenario editor screen: set up any position, annotate it, rule on it, play on from it.
//!
//! The editing itself (checks, undo) is the model's, `crate::editor`; this room
//! draws it and turns clicks into edits.

pub mod board;
pub mod files;
pub mod palette;
pub mod position;
pub mod questions;
pub mod ruling;
pub mod screen;
pub mod text;
