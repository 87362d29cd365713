//! What can be wrong with a position, as values: the app says each in its
//! language (`crate::i18n::problems`), while `Display` keeps the English the
//! command line, the files and the tests read.
//!
//! Players are kept 0-based as the engine counts them; the texts say them
//! 1-based, as people do.

use super::MAX_SCORE;
use crate::engine::model::geometry::{Cell, Side};
use crate::engine::model::tile::{EdgeKind, FeatureKind};
use crate::engine::state::FOLLOWERS;
use crate::engine::state::city::WALL_PIECES;
use std::fmt;

/// A rule of the game or of the file format that a position breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionProblem {
    /// The position names another game than the tile set it is built with.
    OtherGame,
    /// Too few or too many players for the game, which takes 2 to `most`.
    Players { players: u8, most: u8 },
    /// The player to move is not in the game.
    ToMoveAbsent { player: u8, players: u8 },
    /// The scores list more players than there are.
    MoreScores,
    /// A score beyond what a position may give (`MAX_SCORE`).
    ScoreTooHigh { player: usize, points: u32 },
    /// More tiles on the board than any game holds.
    TooManyTiles,
    /// A tile id the tile set does not have.
    UnknownTile(String),
    /// A rotation beyond three quarter turns.
    Rotation(u8),
    /// A tile beyond the edge of the table.
    OffTable,
    /// Two tiles on one cell.
    TwoTiles,
    /// A side that does not match its neighbour's.
    Mismatch {
        side: Side,
        mine: EdgeKind,
        at: Cell,
        theirs: EdgeKind,
    },
    /// A tile apart from the rest of the landscape.
    NotTouching,
    /// A follower of a player who is not in the game.
    FollowerOfAbsent { player: u8 },
    /// A follower on an empty cell.
    FollowerNoTile,
    /// A follower on a place label the tile has no feature at.
    FollowerNoFeature { on: String, tile: String },
    /// A farmer while farmers are off (R-B5).
    FarmersOff,
    /// More followers of a player on the board than he owns.
    TooManyFollowers { player: u8 },
    /// City walls in another game than The City.
    WallsNotCity,
    /// A follower on a completed feature, which scoring would have returned.
    OnCompleted(FeatureKind),
    /// The supplies do not list one number per player.
    SuppliesLength,
    /// A player's supply and followers on the board exceed what he owns.
    SupplyTooHigh {
        player: usize,
        supply: u8,
        on_board: u8,
    },
    /// More tiles of one type in use than the set has.
    TooManyOfTile { used: u32, tile: String, count: u8 },
    /// A City stack (0-based) holding more than it starts with (section 4.1).
    StackTooFull { stack: usize, holds: u8, most: u8 },
    /// The stacks hold another number of tiles than remain.
    StacksVsRemaining { stacks: usize, remain: usize },
    /// A stack in use that does not exist.
    NoSuchStack(u8),
    /// A game that is over with a drawn tile or a wall round.
    OverButDrawn,
    /// A drawn tile during a wall round.
    DrawnInRound,
    /// A wall round with every decision made.
    RoundDone,
    /// A wall round naming a player who is not in the game.
    RoundAbsentPlayer,
    /// The player to move is not the one the wall round waits for.
    RoundWaitsFor { to_move: u8, waits: u8 },
    /// The wall round waits for the gate, which is already placed.
    RoundGatePlaced,
    /// The wall round waits for a wall piece or tower, with no gate.
    RoundNoGate,
    /// A piece of the closing wall beside no tile.
    ClosingBesideNoTile,
    /// The position could not be built, for no reason found.
    NotBuilt,
    /// `towers_left` lists another number of players than there are.
    TowersLeftLength { players: usize, given: usize },
    /// Wall pieces or towers without a gate.
    WallWithoutGate,
    /// A wall piece beyond the edge of the table.
    WallOffTable,
    /// The gate not between a tile and the open outside (R-C7).
    GateNotOutside,
    /// A wall piece that does not follow the outline (R-C7).
    WallNotContinuing(Side),
    /// A guard of a player who is not in the game.
    GuardOfAbsent,
    /// More wall pieces in supply and on the board than the box holds.
    WallSupplyTooHigh { supply: u32, placed: u8 },
    /// A tower of a player who is not in the game.
    TowerOfAbsent { player: u8 },
    /// A tower beyond the wall piece its arm ends with (R-C12).
    TowerOffArm { at: u8, arm: usize },
    /// More towers left and placed than a player's share.
    TooManyTowers {
        player: usize,
        left: u8,
        used: u8,
        share: u8,
    },
}

/// A player as the texts say them: 1-based, without overflowing at 255.
fn one_based(p: impl Into<u64>) -> u64 {
    p.into() + 1
}

impl fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionProblem as P;
        match self {
            P::OtherGame => write!(f, "the position is for another game than the tile set"),
            P::Players { players, most } => {
                write!(f, "{players} players: this game takes 2 to {most}")
            }
            P::ToMoveAbsent { player, players } => write!(
                f,
                "player {} is to move but there are {players} players",
                one_based(*player)
            ),
            P::MoreScores => write!(f, "more scores than players"),
            P::ScoreTooHigh { player, points } => write!(
                f,
                "player {} has {points} points: more than the {MAX_SCORE} a position may give",
                one_based(*player as u64)
            ),
            P::TooManyTiles => write!(f, "more than 250 tiles on the board"),
            P::UnknownTile(id) => write!(f, "unknown tile {id:?}"),
            P::Rotation(r) => write!(f, "rotation {r} (0 to 3 quarter turns)"),
            P::OffTable => write!(f, "off the table"),
            P::TwoTiles => write!(f, "two tiles on one cell"),
            P::Mismatch {
                side,
                mine,
                at,
                theirs,
            } => write!(
                f,
                "the {} side shows {} but the tile at {at} shows {}",
                side.name(),
                mine.name(),
                theirs.name()
            ),
            P::NotTouching => write!(
                f,
                "this tile does not touch the rest of the landscape by a side"
            ),
            P::FollowerOfAbsent { player } => write!(
                f,
                "a follower of player {}, who is not in the game",
                one_based(*player)
            ),
            P::FollowerNoTile => write!(f, "a follower on a cell without a tile"),
            P::FollowerNoFeature { on, tile } => {
                write!(
                    f,
                    "a follower on {on:?}, but tile {tile} has no feature there"
                )
            }
            P::FarmersOff => write!(f, "a farmer, but farmers are off (R-B5)"),
            P::TooManyFollowers { player } => write!(
                f,
                "player {} has more than {FOLLOWERS} followers on the board",
                one_based(*player)
            ),
            P::WallsNotCity => write!(f, "walls, guards and towers belong to The City"),
            P::OnCompleted(kind) => write!(
                f,
                "a follower stands on a completed {}, which would have been scored and returned",
                kind.name()
            ),
            P::SuppliesLength => write!(f, "supplies must list one number per player"),
            P::SupplyTooHigh {
                player,
                supply,
                on_board,
            } => write!(
                f,
                "player {} has {supply} followers in supply and {on_board} on the board: more than the {FOLLOWERS} a player owns",
                one_based(*player as u64)
            ),
            P::TooManyOfTile { used, tile, count } => write!(
                f,
                "{used} tiles {tile} are placed, drawn, discarded or remaining, but the set has {count}"
            ),
            P::StackTooFull { stack, holds, most } => write!(
                f,
                "stack {} holds {holds} tiles but has {most} at the start (section 4.1)",
                one_based(*stack as u64)
            ),
            P::StacksVsRemaining { stacks, remain } => {
                write!(f, "the stacks hold {stacks} tiles but {remain} remain")
            }
            P::NoSuchStack(k) => write!(f, "stack {k} is in use, but there are stacks 1 to 3"),
            P::OverButDrawn => write!(f, "a game that is over has no drawn tile and no wall round"),
            P::DrawnInRound => write!(f, "during a wall round no tile is drawn"),
            P::RoundDone => write!(f, "the wall round has no decision left to make"),
            P::RoundAbsentPlayer => {
                write!(f, "the wall round names a player who is not in the game")
            }
            P::RoundWaitsFor { to_move, waits } => write!(
                f,
                "player {} is to move but the wall round waits for player {}",
                one_based(*to_move),
                one_based(*waits)
            ),
            P::RoundGatePlaced => write!(
                f,
                "the wall round waits for the gate, but the gate is placed"
            ),
            P::RoundNoGate => write!(
                f,
                "the wall round waits for a wall piece or tower, but there is no gate"
            ),
            P::ClosingBesideNoTile => write!(f, "a closing wall piece beside no tile"),
            P::NotBuilt => write!(f, "the position could not be built"),
            P::TowersLeftLength { players, given } => write!(
                f,
                "towers_left must list one number per player ({players}), not {given}"
            ),
            P::WallWithoutGate => write!(f, "wall pieces or towers but no gate"),
            P::WallOffTable => write!(f, "a wall piece off the table"),
            P::GateNotOutside => write!(
                f,
                "the gate must lie between a tile and an empty cell of the open outside (R-C7)"
            ),
            P::WallNotContinuing(side) => write!(
                f,
                "wall piece on side {} does not continue the wall along the outline (R-C7)",
                side.name()
            ),
            P::GuardOfAbsent => write!(f, "a guard of a player not in the game"),
            P::WallSupplyTooHigh { supply, placed } => write!(
                f,
                "{supply} wall pieces in supply and {placed} on the board: more than the {WALL_PIECES} in the box"
            ),
            P::TowerOfAbsent { player } => write!(
                f,
                "a tower of player {}, who is not in the game",
                one_based(*player)
            ),
            P::TowerOffArm { at, arm } => {
                write!(
                    f,
                    "a tower after wall piece {at} of an arm of {arm} (R-C12)"
                )
            }
            P::TooManyTowers {
                player,
                left,
                used,
                share,
            } => write!(
                f,
                "player {} has {left} towers left and {used} placed: more than the {share} each",
                one_based(*player as u64)
            ),
        }
    }
}

/// Why a cell and place label name no feature, as files and questions give them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FeatureError {
    /// The cell holds no tile.
    NoTile(Cell),
    /// The tile there has no feature at that place label.
    NoFeature {
        tile: String,
        cell: Cell,
        label: String,
    },
}

impl fmt::Display for FeatureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FeatureError::NoTile(cell) => write!(f, "no tile at {cell}"),
            FeatureError::NoFeature { tile, cell, label } => {
                write!(f, "tile {tile} at {cell} has no feature at {label:?}")
            }
        }
    }
}

impl std::error::Error for FeatureError {}
