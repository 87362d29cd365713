//! Player-facing wording: the game's words for features and followers,
//! rules and scores explained, refused moves, players' names. Every screen
//! (the CLI, the app's log, sidebar, inspector and editor) says these things
//! through here, so they read the same everywhere; the languages build on it.

pub mod counts;
pub mod features;
pub mod moves;
pub mod refusals;
pub mod rules;
pub mod scores;
pub mod tiles;

pub use counts::{count, tiles_to_draw};
pub use features::{feature_name, follower_name, followers_name};
pub use moves::{move_words, side_word};
pub use rules::{MAJORITY_RULE, rule_text};
pub use scores::{explain, formula};
pub use tiles::tile_name;

/// How players are named in texts: "P1", "P2", ...
pub fn player_name(p: usize) -> String {
    format!("P{}", p + 1)
}
