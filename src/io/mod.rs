//! Files: tile sets, saved games and scenarios, in RON with a format version.

pub mod error;
pub mod tileset;

pub use error::FileError;
