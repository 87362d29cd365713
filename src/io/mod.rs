//! Files: tile sets, saved games and scenarios, in RON with a format version.

pub mod atomic;
pub mod course;
pub mod detect;
pub mod error;
pub mod library;
pub mod picture;
pub mod problem;
pub mod recent;
pub mod review;
pub mod save;
pub mod scenario;
pub mod study;
pub mod tileset;

pub use error::FileError;
pub use problem::{FileKind, FileProblem};
