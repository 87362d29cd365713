//! The art: tiles, followers and The City's wall, drawn from the game's data for both boards.
//!
//! Also what both boards share to draw and hit-test: the projector between
//! cells and the screen, the tile geometry, a move shown without being made.
//! Below every screen: it knows the engine's tiles and positions, never a
//! session, a screen or a command.

pub mod buildings;
pub mod city_tiles;
pub mod details;
pub mod drawing;
pub mod followers;
pub mod geometry;
pub mod ghost;
pub mod marks;
pub mod motion;
pub mod palette;
pub mod projector;
pub mod showcase;
pub mod sight;
pub mod tile_hit;
pub mod tiles;
pub mod walls;
