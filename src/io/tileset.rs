//! Tile-set files (`assets/tilesets/*.ron`) and the built-in sets.

use super::error::{FileError, read_text};
use crate::engine::model::tile::{TileSet, TileSetSpec};
use std::path::Path;
use std::sync::Arc;

/// The base game's tile set, built into the program.
pub const BASE_RON: &str = include_str!("../../assets/tilesets/base.ron");

/// The City's tile set (reconstructed layout), built into the program.
pub const CITY_RON: &str = include_str!("../../assets/tilesets/the-city.ron");
/// The City Gates expansion's 24 tiles, built into the program (RULES.md section 3).
pub const CITY_GATES_RON: &str = include_str!("../../assets/tilesets/city-gates.ron");

/// Parses and checks a tile set from RON text; `file` names it in errors.
pub fn parse_tileset(file: &str, text: &str) -> Result<TileSet, FileError> {
    let spec: TileSetSpec = ron::from_str(text).map_err(|e| FileError::from_ron(file, &e))?;
    TileSet::compile(&spec).map_err(|e| FileError::new(file, e.to_string()))
}

/// Loads and checks a tile-set file.
pub fn load_tileset(path: &Path) -> Result<TileSet, FileError> {
    let text = read_text(path)?;
    parse_tileset(&path.display().to_string(), &text)
}

/// The built-in base tile set.
pub fn base() -> Arc<TileSet> {
    // The built-in file is checked by a test; failing here is a build defect.
    Arc::new(parse_tileset("base.ron", BASE_RON).expect("built-in base tile set is valid"))
}

/// The built-in tile set of The City.
pub fn the_city() -> Arc<TileSet> {
    // The built-in file is checked by a test; failing here is a build defect.
    Arc::new(parse_tileset("the-city.ron", CITY_RON).expect("built-in City tile set is valid"))
}

/// The built-in City Gates tiles on their own (without the base tiles).
pub fn city_gates() -> Arc<TileSet> {
    // The built-in file is checked by a test; failing here is a build defect.
    Arc::new(
        parse_tileset("city-gates.ron", CITY_GATES_RON)
            .expect("built-in City Gates tile set is valid"),
    )
}

/// The base tiles plus The City Gates (96 tiles, the base start tile).
pub fn base_with_city_gates() -> Arc<TileSet> {
    Arc::new(
        base()
            .extended(&city_gates())
            .expect("built-in base and City Gates tile sets join"),
    )
}

/// The tile set for a game and its options.
pub fn tileset_for(
    game: crate::engine::GameKind,
    options: &crate::engine::Options,
) -> Result<Arc<TileSet>, FileError> {
    match game {
        crate::engine::GameKind::Base => {
            if options.city_gates {
                Ok(base_with_city_gates())
            } else {
                Ok(base())
            }
        }
        crate::engine::GameKind::City => Ok(the_city()),
    }
}
