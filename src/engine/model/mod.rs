//! The shared model every game is made of: geometry, tiles, the board, the
//! features on it, the outline of the tiles, score events and the seeded
//! generator. No rule of any game lives here.

pub mod board;
pub mod features;
pub mod flood;
pub mod geometry;
pub mod grid;
pub mod outline;
pub mod rng;
pub mod scoring;
pub mod tile;
