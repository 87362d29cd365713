//! Saved games: the setup (with its seed), who sits where, and the moves.
//! Loading replays the moves, so a save is checked move by move.

use super::error::FileError;
use super::tileset::tileset_for;
use crate::engine::record::moves::MoveRecord;
use crate::engine::record::position::Position;
use crate::engine::{Game, Setup, State};
use serde::{Deserialize, Serialize};

/// The save and scenario format version this program writes. Version 2
/// added to positions what version 1 could not say (a wall round in
/// progress, a finished game, the move counter); see docs/file-formats.md.
pub const SAVE_FORMAT: u32 = 2;

/// True for a save or scenario format version this program reads (1 and 2:
/// a version-1 file is a version-2 file without the new fields).
pub fn readable_format(format: u32) -> bool {
    (1..=SAVE_FORMAT).contains(&format)
}

pub use crate::ai::Level;

/// Who makes a seat's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Controller {
    #[default]
    Human,
    Computer(Level),
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    /// Colour as RGB.
    pub colour: (u8, u8, u8),
    #[serde(default)]
    pub controller: Controller,
}

/// The default colours of seats 1-5: vermilion, blue, bluish green,
/// yellow, black, after Okabe and Ito: apart for protanopes, deuteranopes
/// and tritanopes too (checked in `app::art::sight`).
pub const SEAT_COLOURS: [(u8, u8, u8); 5] = [
    (213, 94, 0),
    (0, 90, 200),
    (0, 170, 130),
    (245, 230, 70),
    (35, 35, 35),
];

impl Seat {
    /// Default seats for `n` players, all people.
    pub fn defaults(n: usize) -> Vec<Seat> {
        (0..n)
            .map(|i| Seat {
                name: format!("Player {}", i + 1),
                colour: SEAT_COLOURS[i % SEAT_COLOURS.len()],
                controller: Controller::Human,
            })
            .collect()
    }
}

/// A saved game file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: u32,
    pub setup: Setup,
    #[serde(default)]
    pub seats: Vec<Seat>,
    /// A game started from a scenario's position rather than a new game.
    #[serde(default)]
    pub start: Option<Position>,
    pub moves: Vec<MoveRecord>,
}

/// A loaded save: the game replayed and its seats.
#[derive(Clone, Debug)]
pub struct LoadedGame {
    pub game: Game,
    pub seats: Vec<Seat>,
    pub setup: Setup,
    pub start: Option<Position>,
}

/// The state a save starts from.
pub fn initial_state(
    file: &str,
    setup: &Setup,
    start: Option<&Position>,
) -> Result<State, FileError> {
    let ts = tileset_for(setup.game, &setup.options)?;
    match start {
        None => {
            // The City takes 2-4 players (section 4), the base game 2-5.
            let most = if setup.game == crate::engine::GameKind::City {
                4
            } else {
                5
            };
            if !(2..=most).contains(&setup.players) {
                return Err(FileError::new(
                    file,
                    format!("{} players: the game takes 2 to {most}", setup.players),
                ));
            }
            Ok(State::new(ts, setup))
        }
        Some(p) => State::from_position(&ts, p)
            .map_err(|e| FileError::new(file, format!("impossible start position: {e}"))),
    }
}

/// Reads a save from RON text and replays it.
pub fn parse_save(file: &str, text: &str) -> Result<LoadedGame, FileError> {
    let sf: SaveFile = ron::from_str(text).map_err(|e| FileError::from_ron(file, &e))?;
    load_save_file(file, sf)
}

/// Replays a parsed save file.
pub fn load_save_file(file: &str, sf: SaveFile) -> Result<LoadedGame, FileError> {
    if !readable_format(sf.format) {
        return Err(FileError::new(
            file,
            version_problem("save", sf.format, SAVE_FORMAT),
        ));
    }
    let initial = initial_state(file, &sf.setup, sf.start.as_ref())?;
    let mut game = Game::new(initial);
    for (i, rec) in sf.moves.iter().enumerate() {
        let m = rec
            .to_move(game.state())
            .map_err(|e| FileError::new(file, format!("move {}: {e}", i + 1)))?;
        game.play(m)
            .map_err(|e| FileError::new(file, format!("move {}: {e}", i + 1)))?;
    }
    let mut seats = sf.seats.clone();
    let n = game.state().players();
    if seats.len() != n {
        seats = Seat::defaults(n);
    }
    Ok(LoadedGame {
        game,
        seats,
        setup: sf.setup,
        start: sf.start,
    })
}

/// Writes a game as a save file.
pub fn save_game(game: &Game, setup: &Setup, seats: &[Seat], start: Option<&Position>) -> SaveFile {
    let mut st = game.initial().clone();
    let mut moves = Vec::with_capacity(game.moves().len());
    for m in game.moves() {
        moves.push(MoveRecord::from_move(&st, m));
        st.apply_unchecked(m);
    }
    SaveFile {
        format: SAVE_FORMAT,
        setup: *setup,
        seats: seats.to_vec(),
        start: start.cloned(),
        moves,
    }
}

/// RON text of a save file.
pub fn save_to_string(sf: &SaveFile) -> String {
    ron::ser::to_string_pretty(sf, pretty()).unwrap_or_default()
}

/// Why a file of format version `found` cannot be read by a program that
/// reads `reads`: a newer program wrote it, or it is not a version at all.
pub fn version_problem(kind: &str, found: u32, reads: u32) -> String {
    if found > reads {
        format!(
            "{kind} format version {found} was written by a newer version of Carcassonne studio \
             (this one reads versions 1 to {reads}): update the program to open it"
        )
    } else {
        format!(
            "{kind} format version {found} is not supported (this program reads versions 1 to {reads})"
        )
    }
}

/// The pretty-printing used for every file this program writes.
pub fn pretty() -> ron::ser::PrettyConfig {
    ron::ser::PrettyConfig::new()
        .depth_limit(4)
        .struct_names(false)
        .indentor("    ".to_string())
}
