//! A game as a record: its history of moves with undo and redo, positions
//! as data (what saves and scenarios hold), moves as data, and a study's
//! tree of variations.

pub mod history;
pub mod moves;
pub mod position;
pub mod tree;
