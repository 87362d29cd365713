//! Saved games: the setup (with its seed), who sits where, and the moves.
//! Loading replays the moves, so a save is checked move by move.

use super::error::FileError;
use super::review::SavedReview;
use super::study::{SavedStudy, read_tree, write_tree};
use super::tileset::tileset_for;
use crate::engine::record::moves::MoveRecord;
use crate::engine::record::position::Position;
use crate::engine::record::tree::Tree;
use crate::engine::{Game, Setup, State};
use serde::{Deserialize, Serialize};

/// The save and scenario format version this program writes. Version 2
/// added to positions what version 1 could not say (a wall round in
/// progress, a finished game, the move counter); version 3 added a save's
/// `study` (variations, comments, marks, the review); see docs/file-formats.md.
pub const SAVE_FORMAT: u32 = 3;

/// True for a save or scenario format version this program reads (1 to 3:
/// an older file is a newer one without the new fields).
pub fn readable_format(format: u32) -> bool {
    (1..=SAVE_FORMAT).contains(&format)
}

/// The strength levels (saved games write them by name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    /// Uniformly random legal moves.
    Random,
    /// A beginner: points now, some noise.
    Easy,
    /// One-move look-ahead with the full evaluation.
    Medium,
    /// Search over the opponent's possible draws and replies.
    Hard,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// The level's name as the command line and settings write it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown level {s:?} (random, easy, medium or hard)"))
    }
}

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
    /// Variations, comments, marks and the review (format 3).
    #[serde(default, skip_serializing_if = "SavedStudy::is_empty")]
    pub study: SavedStudy,
}

/// A loaded save: the game replayed and its seats.
#[derive(Clone, Debug)]
pub struct LoadedGame {
    pub game: Game,
    pub seats: Vec<Seat>,
    pub setup: Setup,
    pub start: Option<Position>,
    /// The main line with its variations, comments and marks.
    pub tree: Tree,
    /// The computer's review, if one was stored.
    pub review: Option<SavedReview>,
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
                    super::FileProblem::Players {
                        players: setup.players,
                        most,
                    },
                ));
            }
            Ok(State::new(ts, setup))
        }
        Some(p) => State::from_position(&ts, p)
            .map_err(|e| FileError::new(file, super::FileProblem::StartPosition(Box::new(e)))),
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
            version_problem(super::FileKind::Save, sf.format, SAVE_FORMAT),
        ));
    }
    let initial = initial_state(file, &sf.setup, sf.start.as_ref())?;
    let (game, tree) = read_tree(file, initial, &sf.moves, &sf.study)?;
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
        tree,
        review: sf.study.review,
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
        study: SavedStudy::default(),
    }
}

/// Writes a study (a tree of variations, maybe reviewed) as a save file.
pub fn save_study(
    tree: &Tree,
    review: Option<&SavedReview>,
    setup: &Setup,
    seats: &[Seat],
    start: Option<&Position>,
) -> SaveFile {
    let (moves, mut study) = write_tree(tree);
    study.review = review.cloned();
    SaveFile {
        format: SAVE_FORMAT,
        setup: *setup,
        seats: seats.to_vec(),
        start: start.cloned(),
        moves,
        study,
    }
}

/// RON text of a save file.
pub fn save_to_string(sf: &SaveFile) -> String {
    ron::ser::to_string_pretty(sf, pretty()).unwrap_or_default()
}

/// Why a file of format version `found` cannot be read by a program that
/// reads `reads`: a newer program wrote it, or it is not a version at all.
pub fn version_problem(kind: super::FileKind, found: u32, reads: u32) -> super::FileProblem {
    super::FileProblem::Version { kind, found, reads }
}

/// The pretty-printing used for every file this program writes.
pub fn pretty() -> ron::ser::PrettyConfig {
    ron::ser::PrettyConfig::new()
        .depth_limit(4)
        .struct_names(false)
        .indentor("    ".to_string())
}
