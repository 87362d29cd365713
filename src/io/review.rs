//! A computer review as a save file stores it (format 3, `study.review`), so
//! it is not computed twice. The data and how it is made: `crate::ai::review`.

pub use crate::ai::review::{ReviewedMove, SavedReview, Verdict};
