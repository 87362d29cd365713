//! A game as a record: its history of moves with undo and redo, positions
//! as data (what saves and scenarios hold), and moves as data.

pub mod history;
pub mod moves;
pub mod position;
