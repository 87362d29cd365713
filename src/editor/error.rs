//! Why the editor refuses an edit, as values: the app says each in its
//! language (`crate::i18n::problems`), `Display` in English.

use crate::engine::record::position::PositionError;
use crate::engine::{Cell, Side};
use std::fmt;

/// Why an edit was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    /// A tile id the tile set does not have.
    UnknownTile(String),
    /// The cell already holds a tile.
    CellHasTile(Cell),
    /// The cell holds no tile.
    NoTile(Cell),
    /// A follower already stands on that place of the cell.
    FollowerThere { on: String, cell: Cell },
    /// No follower stands on that place of the cell.
    NoFollower { on: String, cell: Cell },
    /// Walls, guards and towers in another game than The City.
    CityOnly,
    /// A wall piece before the gate.
    GateFirst,
    /// A wall piece on a position that does not build.
    WallNeedsSound(PositionError),
    /// A wall piece that continues neither end of the wall (R-C7).
    NotContinuing { cell: Cell, side: Side },
    /// No wall piece left at that end to take off.
    NoPieceAtEnd,
    /// No wall piece on that side of the cell to put a guard on.
    NoWallPiece { cell: Cell, side: Side },
    /// A tower before the gate.
    TowerNeedsGate,
    /// A tower already stands at that end.
    TowerThere,
    /// No tower with that index (0-based).
    NoTower(usize),
    /// A stack that is not 1, 2 or 3.
    NoSuchStack,
    /// No question with that index (0-based).
    NoQuestion(usize),
    /// No player with that index (0-based).
    NoPlayer(u8),
    /// Strict mode: the edit would leave this problem.
    Strict(PositionError),
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use EditError as E;
        match self {
            E::UnknownTile(id) => write!(f, "unknown tile {id:?}"),
            E::CellHasTile(c) => write!(f, "cell {c} already has a tile"),
            E::NoTile(c) => write!(f, "no tile at {c}"),
            E::FollowerThere { on, cell } => {
                write!(f, "a follower already stands on {on} at {cell}")
            }
            E::NoFollower { on, cell } => write!(f, "no follower on {on} at {cell}"),
            E::CityOnly => write!(f, "walls, guards and towers belong to The City"),
            E::GateFirst => write!(f, "put the gate first: the wall grows from it"),
            E::WallNeedsSound(e) => write!(
                f,
                "the wall can only grow on a position without problems: {e}"
            ),
            E::NotContinuing { cell, side } => write!(
                f,
                "side {} of {cell} does not continue either end of the wall along the outline (R-C7)",
                side.name()
            ),
            E::NoPieceAtEnd => write!(f, "no wall piece at that end"),
            E::NoWallPiece { cell, side } => write!(
                f,
                "no wall piece on side {} of {cell} (guards stand on wall pieces, not on the gate)",
                side.name()
            ),
            E::TowerNeedsGate => write!(f, "towers stand at the wall's ends: put the gate first"),
            E::TowerThere => write!(f, "a tower already stands at that end"),
            E::NoTower(i) => write!(f, "there is no tower {}", *i as u64 + 1),
            E::NoSuchStack => write!(f, "the stacks are numbered 1 to 3"),
            E::NoQuestion(i) => write!(f, "there is no question {}", *i as u64 + 1),
            E::NoPlayer(p) => write!(f, "there is no player {}", u32::from(*p) + 1),
            E::Strict(p) => write!(f, "not allowed in strict mode: {p}"),
        }
    }
}

impl std::error::Error for EditError {}
