//! Refused moves in words: why a move is not legal, with the rule it breaks.

use super::features::follower_name;
use crate::engine::MoveError;
use crate::engine::model::tile::EdgeKind;
use std::fmt;

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
                    follower_name(h.kind),
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
            MoveError::NotLeft(t) => write!(f, "no tile of type {t} is left to draw"),
            MoveError::FitsNowhere(t) => write!(
                f,
                "tile type {t} fits nowhere now, so it would be discarded (R-B1)"
            ),
        }
    }
}

impl std::error::Error for MoveError {}
