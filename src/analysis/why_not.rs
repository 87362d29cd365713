//! "Why not here?": for a cell, why a tile cannot lie there, per rotation.

use crate::engine::State;
use crate::engine::model::geometry::{Cell, Rotation, Side};
use crate::engine::model::tile::EdgeKind;
use crate::engine::state::MoveError;
use serde::Serialize;

/// The placement rule of section 2 (RULES.md).
pub const SIDES_RULE: &str = "§2 placement: sides must match: city-city, road-road, field-field";
/// R-G1, for city gates.
pub const GATE_RULE: &str =
    "R-G1: a gate side may face a road, a field or another gate; never a city";
/// Section 2: the tile must touch a placed tile by a side.
pub const TOUCH_RULE: &str =
    "§2 placement: the tile must touch a placed tile by a side (corners do not count)";

/// Section 2: one tile to a cell.
pub const ONE_TILE_RULE: &str = "§2 placement: one tile a cell";
/// The table's edge (the board's size limit).
pub const TABLE_EDGE: &str = "table edge";

/// One side of the tile that faces a neighbour showing something it may not face.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SideClash {
    /// The side of the cell (board frame).
    pub side: Side,
    /// What the tile shows there in this rotation.
    pub mine: EdgeKind,
    /// What the neighbour shows.
    pub theirs: EdgeKind,
    /// The neighbour's cell.
    pub neighbour: Cell,
    /// The rule broken: [`SIDES_RULE`] or [`GATE_RULE`].
    pub rule: &'static str,
}

/// Why a placement fails, in kinds a program can act on.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Problem {
    /// The cell already has a tile.
    CellTaken,
    /// The cell is beyond the table's edge.
    OffTheTable,
    /// The cell touches no placed tile by a side.
    TouchesNoTile,
    /// One or more sides face neighbours they may not face.
    SidesClash(Vec<SideClash>),
    /// The game is over or no tile is drawn.
    NoTile,
}

/// The verdict for one rotation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RotationVerdict {
    pub rot: u8,
    pub legal: bool,
    /// The reason in words (None when legal).
    pub reason: Option<String>,
    /// The rule that forbids it (None when legal).
    pub rule: Option<&'static str>,
    pub problem: Option<Problem>,
    /// The engine's refusal itself, for screens that say it in another
    /// language than `reason` (not part of the command line's output).
    #[serde(skip)]
    pub error: Option<MoveError>,
}

/// Why a tile can or cannot go on a cell.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WhyNot {
    pub tile: Option<String>,
    pub cell: Cell,
    /// True if some rotation fits.
    pub fits_somewhere: bool,
    /// One verdict per rotation asked about.
    pub rotations: Vec<RotationVerdict>,
}

fn clashes(st: &State, tile: u8, cell: Cell, rot: Rotation) -> Vec<SideClash> {
    let ts = st.tileset();
    let t = &ts.tiles[tile as usize];
    let mut v = Vec::new();
    for s in Side::ALL {
        let Some(n) = st.board().at(cell.step(s)) else {
            continue;
        };
        let theirs = ts.tiles[n.tile as usize].edge_at(n.rot, s.opposite());
        let mine = t.edge_at(rot, s);
        if !mine.matches(theirs) {
            v.push(SideClash {
                side: s,
                mine,
                theirs,
                neighbour: n.cell,
                rule: if mine == EdgeKind::Gate || theirs == EdgeKind::Gate {
                    GATE_RULE
                } else {
                    SIDES_RULE
                },
            });
        }
    }
    v
}

fn clash_text(c: &SideClash) -> String {
    format!(
        "the {} side shows {} but faces {} of the tile at {}",
        c.side.name(),
        c.mine.name(),
        c.theirs.name(),
        c.neighbour
    )
}

/// The verdict for one tile type, cell and rotation.
pub fn verdict(st: &State, tile: u8, cell: Cell, rot: Rotation) -> RotationVerdict {
    match st.check_placement(tile, cell, rot) {
        Ok(()) => RotationVerdict {
            rot: rot.0,
            legal: true,
            reason: None,
            rule: None,
            problem: None,
            error: None,
        },
        Err(e) => {
            let (problem, rule, reason) = match &e {
                MoveError::CellTaken(_) => (
                    Problem::CellTaken,
                    ONE_TILE_RULE,
                    "cell taken: a tile already lies there".to_string(),
                ),
                MoveError::OffTheTable(_) => (Problem::OffTheTable, TABLE_EDGE, format!("{e}")),
                MoveError::NoNeighbour(_) => (
                    Problem::TouchesNoTile,
                    TOUCH_RULE,
                    "touches no tile: no placed tile beside it by a side (corners do not count)"
                        .to_string(),
                ),
                MoveError::Mismatch { .. } => {
                    let c = clashes(st, tile, cell, rot);
                    let rule = if c.iter().any(|x| x.rule == GATE_RULE) {
                        GATE_RULE
                    } else {
                        SIDES_RULE
                    };
                    let words: Vec<String> = c.iter().map(clash_text).collect();
                    let reason = format!("{} ({rule})", words.join("; "));
                    (Problem::SidesClash(c), rule, reason)
                }
                _ => (Problem::NoTile, "", format!("{e}")),
            };
            RotationVerdict {
                rot: rot.0,
                legal: false,
                reason: Some(reason),
                rule: Some(rule),
                problem: Some(problem),
                error: Some(e),
            }
        }
    }
}

/// Why the drawn tile can or cannot go on `cell`: for the given rotation, or
/// for each of its distinct rotations (rotations that look alike are listed once).
pub fn why_not(st: &State, cell: Cell, rot: Option<Rotation>) -> WhyNot {
    let Some(tile) = st.drawn().filter(|_| !st.is_over()) else {
        let rots: Vec<u8> = rot.map_or(vec![0, 1, 2, 3], |r| vec![r.0]);
        return WhyNot {
            tile: None,
            cell,
            fits_somewhere: false,
            rotations: rots
                .into_iter()
                .map(|r| RotationVerdict {
                    rot: r,
                    legal: false,
                    reason: Some("no tile is drawn (the game is over)".into()),
                    rule: None,
                    problem: Some(Problem::NoTile),
                    error: Some(MoveError::NoTileDrawn),
                })
                .collect(),
        };
    };
    why_not_tile(st, tile, cell, rot)
}

/// As [`why_not`] for any tile type.
pub fn why_not_tile(st: &State, tile: u8, cell: Cell, rot: Option<Rotation>) -> WhyNot {
    let tt = &st.tileset().tiles[tile as usize];
    let rots: Vec<Rotation> = match rot {
        Some(r) => vec![Rotation(r.0 % 4)],
        None => Rotation::ALL
            .into_iter()
            .filter(|r| tt.distinct_rotations & (1 << r.0) != 0)
            .collect(),
    };
    let fits_somewhere = Rotation::ALL
        .into_iter()
        .any(|r| st.check_placement(tile, cell, r).is_ok());
    WhyNot {
        tile: Some(tt.id.clone()),
        cell,
        fits_somewhere,
        rotations: rots
            .into_iter()
            .map(|r| verdict(st, tile, cell, r))
            .collect(),
    }
}
