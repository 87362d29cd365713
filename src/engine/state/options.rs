//! How a game is set up: its rule options and what a new game needs.

use crate::engine::model::tile::GameKind;
use serde::{Deserialize, Serialize};

/// Rule options of a game (RULES.md section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// R-B5: farmers may be placed and fields score.
    pub farmers: bool,
    /// Section 3: The City Gates tiles are in the game.
    pub city_gates: bool,
    /// R-B2 option: a completed 2-tile city scores 2.
    pub two_tile_city: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            farmers: true,
            city_gates: false,
            two_tile_city: false,
        }
    }
}

/// What a new game needs: which game, how many players, options and the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub game: GameKind,
    pub players: u8,
    #[serde(default)]
    pub options: Options,
    pub seed: u64,
}
