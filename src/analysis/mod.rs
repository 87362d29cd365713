//! Position analysis: the data behind the analysis sidebar and the
//! `carcassonne-cli analyze` command.
//!
//! Everything here is plain data (serde `Serialize`, for `--json` and for the
//! GUI) computed by functions over a `&State`; nothing changes the state.
//!
//! - [`moves`]: every legal move of the drawn tile with a preview of what it
//!   scores now and what the table would be if the game ended right after it.
//! - [`remaining`]: the tiles left, the chance of each being next, and the open
//!   spots of the board with the tiles that fit them and the chance one comes.
//! - [`inspect`]: one feature (or all of them) with tiles, followers, majority
//!   and values.
//! - [`score_now`]: the end scoring if the game ended now, event by event.
//! - [`why_not`]: why the drawn tile cannot go on a cell, per rotation.
//! - [`report`]: all of the above at once, and its text form.
//! - [`adjudication`]: the engine's full ruling on a position, for referees.
//! - [`history`]: the whole scoring history of a game.
//! - [`board_question`]: questions answered by a move on the board, judged.
//! - [`stopped_city`]: whether a city can still be completed by a tile left.
//!
//! For the sidebar, on every new position (each call well under a
//! millisecond on a mid-game board, release build):
//!
//! ```
//! use carcassonne_studio::analysis::{self, AnalysisOptions};
//! use carcassonne_studio::engine::{Cell, Rotation};
//! let st = analysis::bench::midgame(analysis::bench::SEED, 10);
//! let a = analysis::analyze(&st, &AnalysisOptions::default());
//! // a.moves.moves: best first; hovering one shows its points_now and end_scores.
//! // a.remaining.tiles / a.remaining.spots: the stack and the open spots.
//! // a.score_now: the table if the game ended now, event by event.
//! // Clicking a feature:
//! let f = analysis::inspect_at(&st, Cell::new(0, 0), "N").unwrap();
//! // Hovering an empty cell where the tile will not go:
//! let w = analysis::why_not(&st, Cell::new(5, 5), Some(Rotation(0)));
//! assert!(!w.rotations[0].legal);
//! # let _ = (a, f);
//! ```

pub mod adjudication;
pub mod bench;
pub mod board_question;
pub mod history;
pub mod inspect;
pub mod moves;
pub mod remaining;
pub mod report;
pub mod score_now;
pub mod stopped_city;
pub mod why_not;

pub use inspect::{FeatureInfo, GuardInfo, all_features, guards, inspect_at, inspect_node};
pub use moves::{MoveList, MovePreview, legal_moves};
pub use remaining::{OpenSpot, RemainingReport, at_least_one, remaining};
pub use report::{Analysis, AnalysisOptions, analyze};
pub use score_now::{EventInfo, ScoreNow, score_now};
pub use why_not::{Problem, RotationVerdict, SideClash, WhyNot, why_not};

pub use crate::wording::player_name;
