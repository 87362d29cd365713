//! Player-facing wording: the game's words for features and followers,
//! rules and scores explained, refused moves, players' names. Every screen
//! (the CLI, the app's log, sidebar, inspector and editor) says these things
//! through here, so they read the same everywhere; the languages build on it.

pub mod features;
pub mod refusals;
pub mod rules;
pub mod scores;

pub use features::{feature_name, follower_name, followers_name};
pub use rules::{MAJORITY_RULE, rule_text};
pub use scores::{explain, formula};

/// How players are named in texts: "P1", "P2", ...
pub fn player_name(p: usize) -> String {
    format!("P{}", p + 1)
}

/// "1 tile", "2 tiles": a number with the noun in the right number.
pub fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
