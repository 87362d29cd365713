//! The rules engine: deterministic, no I/O, no GUI, no threads.
//!
//! Layers, bottom up: [`model`] (geometry, tiles, board, features, score
//! events), [`state`] (one game at one moment, no rules), [`rules`] (each
//! game's rules behind one seam), [`record`] (histories, positions and
//! moves as data).

pub mod model;
pub mod record;
pub mod rules;
pub mod state;

pub use model::features::MAX_PLAYERS;
pub use model::geometry::{Cell, Place, Rotation, Side};
pub use model::tile::{FeatureKind, GameKind, TileSet};
pub use record::history::Game;
pub use rules::random_move;
pub use state::{Move, MoveError, Options, Placement, Setup, State};
