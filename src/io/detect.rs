//! Telling tile sets, saves and scenarios apart, so one command reads any.

use super::error::FileError;
use super::save::{LoadedGame, parse_save};
use super::scenario::{LoadedScenario, parse_scenario};
use super::tileset::parse_tileset;
use crate::engine::TileSet;

/// Any file this program reads.
#[derive(Debug)]
pub enum AnyFile {
    TileSet(Box<TileSet>),
    Save(Box<LoadedGame>),
    Scenario(Box<LoadedScenario>),
}

/// Reads RON text as whichever kind of file its top-level fields say it is.
pub fn parse_any(file: &str, text: &str) -> Result<AnyFile, FileError> {
    let value: ron::Value = ron::from_str(text).map_err(|e| FileError::from_ron(file, &e))?;
    let keys: Vec<String> = match &value {
        ron::Value::Map(m) => m
            .keys()
            .filter_map(|k| match k {
                ron::Value::String(s) => Some(s.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let has = |k: &str| keys.iter().any(|x| x == k);
    if has("tiles") && has("game") && !has("position") {
        parse_tileset(file, text).map(|t| AnyFile::TileSet(Box::new(t)))
    } else if has("moves") && has("setup") {
        parse_save(file, text).map(|g| AnyFile::Save(Box::new(g)))
    } else if has("position") {
        parse_scenario(file, text).map(|s| AnyFile::Scenario(Box::new(s)))
    } else {
        Err(FileError::new(file, super::FileProblem::UnknownContent))
    }
}
