//! The rules engine: deterministic, no I/O, no GUI.

pub mod board;
pub mod features;
pub mod game;
pub mod geometry;
pub mod history;
pub mod position;
pub mod record;
pub mod rng;
pub mod scoring;
pub mod the_city;
pub mod tile;

pub use features::MAX_PLAYERS;
pub use game::{Move, MoveError, Options, Placement, Setup, State};
pub use geometry::{Cell, Place, Rotation, Side};
pub use history::Game;
pub use tile::{FeatureKind, GameKind, TileSet};
