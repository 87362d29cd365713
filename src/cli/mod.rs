//! The headless command line: self-play, benchmark, adjudication, validation.

pub mod analyze;
pub mod args;
pub mod commands;
pub mod crosscheck;
pub mod output;
pub mod probe;
pub mod render;
pub mod review;
pub mod tournament;
