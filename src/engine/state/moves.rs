//! What a player decides on a turn, and why a decision may be refused.

use crate::engine::model::geometry::{Cell, Rotation, Side};
use crate::engine::model::outline::{Edge, WallEnd};
use crate::engine::model::tile::{EdgeKind, FeatureKind};

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
    /// A study's pick: no tile of that type is left to draw.
    NotLeft(u8),
    /// A study's pick: that tile fits nowhere, so it would be discarded (R-B1).
    FitsNowhere(u8),
}
