//! What a player decides on a turn, and why a decision may be refused.

use crate::engine::model::geometry::{Cell, Rotation, Side};
use crate::engine::model::outline::{Edge, WallEnd};
use crate::engine::model::tile::{EdgeKind, FeatureKind};
use std::fmt;

/// A tile placement with an optional follower on one of the tile's features.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub cell: Cell,
    pub rot: Rotation,
    /// Local feature index of the tile type, or None for no follower.
    pub follower: Option<u8>,
}

/// A follower named for a message: whose, which kind, where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FollowerAt {
    pub player: u8,
    pub kind: FeatureKind,
    pub cell: Cell,
}

/// A move: what a player decides on their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Place(Placement),
    /// The City: place the city gate on an edge of the city (R-C9).
    Gate(Edge),
    /// The City: place a wall piece at an end of the wall, maybe with a guard (R-C10, R-C11).
    Wall {
        edge: Edge,
        guard: bool,
    },
    /// The City: place a tower at an end of the wall, or none (R-C12).
    Tower(Option<WallEnd>),
}

/// Why a move is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    GameOver,
    NoTileDrawn,
    CellTaken(Cell),
    OffTheTable(Cell),
    NoNeighbour(Cell),
    /// A side of the tile faces a neighbour that shows something it may not face.
    Mismatch {
        cell: Cell,
        side: Side,
        mine: EdgeKind,
        theirs: EdgeKind,
    },
    NoSuchFeature(u8),
    NoFollowerLeft,
    FarmersOff,
    /// The feature, as connected after the placement, already has a
    /// follower (RULES 2 step 2; 4.3 in The City).
    FeatureTaken {
        kind: FeatureKind,
        /// The cell of the tile being placed.
        cell: Cell,
        /// The feature's place label on that tile, in board frame.
        place: String,
        /// The follower it collides with (one of them).
        holder: Option<FollowerAt>,
        /// The rule's id, e.g. "RULES 2 step 2".
        rule: &'static str,
    },
    NotForFollowers(FeatureKind),
    /// R-C6: no follower on a street or market this placement completes.
    CompletedByPlacement(FeatureKind),
    /// No tile outside the wall, nor one that takes the wall off the outline or encloses it (R-C4).
    BeyondTheWall(Cell),
    /// The move is not the kind of decision the game waits for.
    WrongPhase,
    /// The gate goes on an edge between the city and the open outside (R-C7).
    NotOnOutline(Edge),
    /// A wall piece goes at one of the two ends of the wall, along the outline (R-C7).
    NotAtWallEnd(Edge),
    /// R-C11: a guard already stands directly opposite.
    GuardOpposite,
    /// R-C12: no tower left, or nothing to score at that end.
    NoTowerThere,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::NoTileDrawn => write!(f, "no tile is drawn"),
            MoveError::CellTaken(c) => write!(f, "cell {c} already has a tile"),
            MoveError::OffTheTable(c) => write!(f, "cell {c} is off the table"),
            MoveError::NoNeighbour(c) => write!(
                f,
                "cell {c} touches no placed tile by a side (corners do not count)"
            ),
            MoveError::Mismatch {
                cell,
                side,
                mine,
                theirs,
            } => write!(
                f,
                "at {cell} the tile's {} side shows {} but faces {} (sides must match: city-city, road-road, field-field{})",
                side.name(),
                mine.name(),
                theirs.name(),
                if *mine == EdgeKind::Gate || *theirs == EdgeKind::Gate {
                    "; a gate may face a road, a field or a gate, never a city: R-G1"
                } else {
                    ""
                }
            ),
            MoveError::NoSuchFeature(i) => write!(f, "the tile has no feature {i}"),
            MoveError::NoFollowerLeft => write!(f, "no follower left in supply"),
            MoveError::FarmersOff => {
                write!(
                    f,
                    "farmers are off in this game: no follower on a field (R-B5)"
                )
            }
            MoveError::FeatureTaken {
                kind,
                cell,
                place,
                holder,
                rule,
            } => match holder {
                Some(h) => write!(
                    f,
                    "the {} at {cell} {place} is joined by this tile to P{}'s {} at {} ({rule})",
                    kind.name(),
                    h.player + 1,
                    h.kind.follower_name(),
                    h.cell
                ),
                None => write!(
                    f,
                    "the {} at {cell} {place} already has a follower on it, as connected on the board ({rule})",
                    kind.name()
                ),
            },
            MoveError::NotForFollowers(k) => write!(f, "no follower may stand on a {}", k.name()),
            MoveError::CompletedByPlacement(k) => write!(
                f,
                "this tile completes that {}: no follower may go on it (R-C6)",
                k.name()
            ),
            MoveError::BeyondTheWall(c) => write!(
                f,
                "no tile on {c}: it lies outside the wall, or its tile would take the wall off the city's outline or enclose it (R-C4)"
            ),
            MoveError::WrongPhase => write!(f, "that is not the decision the game waits for"),
            MoveError::NotOnOutline(e) => write!(
                f,
                "the gate goes between a tile and an empty cell of the open outside, not at {} side {} (R-C7)",
                e.cell,
                e.side.name()
            ),
            MoveError::NotAtWallEnd(e) => write!(
                f,
                "a wall piece goes next to an end of the wall along the city's outline, not at {} side {} (R-C7)",
                e.cell,
                e.side.name()
            ),
            MoveError::GuardOpposite => write!(
                f,
                "a guard already stands on the wall piece directly opposite (R-C11)"
            ),
            MoveError::NoTowerThere => write!(
                f,
                "no tower there: none left, or no wall piece since the last tower or the gate at that end (R-C12)"
            ),
        }
    }
}

impl std::error::Error for MoveError {}
