//! The headless command line: self-play, benchmark, adjudication, validation.

pub mod args;
pub mod commands;
pub mod tournament;
