//! What can be wrong with a file, as values: the app says each in its
//! language (`crate::i18n::problems`), while `Display` keeps the English the
//! command line and the tests read.

use crate::engine::MoveError;
use crate::engine::record::position::PositionError;
use std::fmt;

/// The kinds of file that carry a format version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Save,
    Scenario,
    RecentFiles,
    Course,
    CourseProgress,
    Settings,
}

impl FileKind {
    /// The English name the messages have always used.
    pub fn name(self) -> &'static str {
        match self {
            FileKind::Save => "save",
            FileKind::Scenario => "scenario",
            FileKind::RecentFiles => "recent-files",
            FileKind::Course => "course",
            FileKind::CourseProgress => "course progress",
            FileKind::Settings => "settings",
        }
    }
}

/// The step of writing a file that failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteStep {
    CreateFolder,
    WriteNew,
    Replace,
}

impl WriteStep {
    /// The English words the messages have always used ("cannot …").
    pub fn words(self) -> &'static str {
        match self {
            WriteStep::CreateFolder => "create its folder",
            WriteStep::WriteNew => "write the new version (the previous one is kept)",
            WriteStep::Replace => "replace the previous version (it is kept)",
        }
    }
}

/// What is wrong with a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileProblem {
    /// RON's own syntax or shape message, as RON gives it.
    Ron(String),
    /// The file cannot be read: the system's reason.
    CannotRead(String),
    /// A step of writing the file failed: the system's reason.
    CannotWrite { step: WriteStep, reason: String },
    /// A broken file cannot be moved aside: the system's reason.
    CannotMoveAside(String),
    /// The file cannot be deleted: the system's reason.
    CannotDelete(String),
    /// A format version this program does not read.
    Version {
        kind: FileKind,
        found: u32,
        reads: u32,
    },
    /// A game set up for too few or too many players.
    Players { players: u8, most: u8 },
    /// A question (0-based) about a player (0-based) the position lacks.
    QuestionPlayer {
        question: usize,
        player: u8,
        players: u8,
    },
    /// A scenario's position that breaks a rule (boxed, as all but these
    /// few problems are small and every file function returns one).
    Position(Box<PositionError>),
    /// A save's start position that breaks a rule.
    StartPosition(Box<PositionError>),
    /// Neither a tile set, a saved game nor a scenario.
    UnknownContent,
    /// A board picture named with another extension than .svg or .png.
    PictureName,
    /// A problem in a save's study, in the variation at these move numbers
    /// (outermost first; none: the main line).
    Study {
        at: Vec<u32>,
        problem: Box<StudyProblem>,
    },
    /// A text from elsewhere (the system, the tile set, a move's replay), in English.
    Other(String),
}

impl fmt::Display for FileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use FileProblem as P;
        match self {
            P::Ron(t) | P::Other(t) => f.write_str(t),
            P::CannotRead(e) => write!(f, "cannot read: {e}"),
            P::CannotWrite { step, reason } => write!(f, "cannot {}: {reason}", step.words()),
            P::CannotMoveAside(e) => write!(f, "cannot move it aside: {e}"),
            P::CannotDelete(e) => write!(f, "cannot delete: {e}"),
            P::Version { kind, found, reads } if found > reads => write!(
                f,
                "{} format version {found} was written by a newer version of Carcassonne studio \
                 (this one reads versions 1 to {reads}): update the program to open it",
                kind.name()
            ),
            P::Version { kind, found, reads } => write!(
                f,
                "{} format version {found} is not supported (this program reads versions 1 to {reads})",
                kind.name()
            ),
            P::Players { players, most } => {
                write!(f, "{players} players: the game takes 2 to {most}")
            }
            P::QuestionPlayer {
                question,
                player,
                players,
            } => write!(
                f,
                "question {} asks about player {}, but the position has {players} players",
                *question as u64 + 1,
                u32::from(*player) + 1
            ),
            P::Position(e) => write!(f, "impossible position: {e}"),
            P::StartPosition(e) => write!(f, "impossible start position: {e}"),
            P::UnknownContent => write!(
                f,
                "not a tile set (tiles), saved game (setup, moves) or scenario (position)"
            ),
            P::PictureName => write!(
                f,
                "a board picture is written as .svg or .png: name the file so"
            ),
            P::Study { at, problem } => {
                for m in at {
                    write!(f, "variation at move {m}: ")?;
                }
                write!(f, "{problem}")
            }
        }
    }
}

/// What is wrong with one line of a save's study.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StudyProblem {
    /// Move `k` (1-based) picks a tile the tile set does not have.
    NoSuchTile { k: usize, tile: String },
    /// The engine refuses move `k`.
    Refused { k: usize, e: MoveError },
    /// Move `k` cannot be read as a move: the reason, in English.
    BadMove { k: usize, reason: String },
    /// A note on a move the line does not have.
    NoteOff(u32),
    /// A variation branching beyond the end of a line this long.
    LineTooShort(usize),
    /// A variation without moves.
    NoMoves,
    /// The position a variation branches from cannot be replayed.
    CannotReach(MoveError),
}

impl fmt::Display for StudyProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use StudyProblem as S;
        match self {
            S::NoSuchTile { k, tile } => write!(f, "move {k}: no tile {tile:?} in the tile set"),
            S::Refused { k, e } => write!(f, "move {k}: {e}"),
            S::BadMove { k, reason } => write!(f, "move {k}: {reason}"),
            S::NoteOff(m) => write!(f, "a note on move {m}, which the line does not have"),
            S::LineTooShort(n) => write!(f, "the line has {n} moves"),
            S::NoMoves => write!(f, "it has no moves"),
            S::CannotReach(e) => write!(f, "{e}"),
        }
    }
}

impl From<String> for FileProblem {
    fn from(s: String) -> FileProblem {
        FileProblem::Other(s)
    }
}

impl From<&str> for FileProblem {
    fn from(s: &str) -> FileProblem {
        FileProblem::Other(s.to_string())
    }
}
