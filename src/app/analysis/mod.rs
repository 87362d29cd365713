//! The analysis sidebar (F9): what a position offers, why not here, features, tiles left, score now.
//!
//! Fed a session (play's, or one the editor builds from its position); it
//! returns commands and never changes the game itself.

mod features;
mod moves;
mod score;
mod sidebar;
mod tiles;
mod view;
mod why_not;

pub use features::feature_near;
pub use view::{AnalysisView, Ghost, Key};
