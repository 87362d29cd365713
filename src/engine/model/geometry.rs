//! Cells, sides, rotations and the 12 places of a tile.
//!
//! Board coordinates: x grows to the east, y grows to the south (as on a
//! screen), so north of (x, y) is (x, y - 1).

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the four sides of a tile or cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    N,
    E,
    S,
    W,
}

impl Side {
    /// All sides clockwise from north.
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    /// The side's index 0..4, clockwise from north.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side with index `i % 4`.
    pub const fn from_index(i: usize) -> Side {
        Side::ALL[i % 4]
    }

    /// The side facing this one across a shared edge.
    pub const fn opposite(self) -> Side {
        Side::from_index(self.index() + 2)
    }

    /// This side after turning the tile `rot` quarter turns clockwise.
    pub const fn rotated(self, rot: Rotation) -> Side {
        Side::from_index(self.index() + rot.0 as usize)
    }

    /// The step from a cell to its neighbour on this side.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Side::N => (0, -1),
            Side::E => (1, 0),
            Side::S => (0, 1),
            Side::W => (-1, 0),
        }
    }

    /// The side's one-letter name.
    pub const fn name(self) -> &'static str {
        match self {
            Side::N => "N",
            Side::E => "E",
            Side::S => "S",
            Side::W => "W",
        }
    }
}

/// A number of clockwise quarter turns, 0..4.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub struct Rotation(pub u8);

impl Rotation {
    /// The four rotations.
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    /// One more quarter turn clockwise.
    pub const fn next(self) -> Rotation {
        Rotation((self.0 + 1) % 4)
    }

    /// Degrees clockwise.
    pub const fn degrees(self) -> u32 {
        self.0 as u32 * 90
    }
}

/// A place on a tile's border: a side's left half, centre or right half,
/// "left" and "right" as seen from the tile centre looking out.
///
/// Index = side * 3 + (0 left half, 1 centre, 2 right half), so the 12
/// places run clockwise: Nw N Ne En E Es Se S Sw Ws W Wn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Place(pub u8);

/// Names of the 12 places in index order, as the tile-set files write them.
pub const PLACE_NAMES: [&str; 12] = [
    "Nw", "N", "Ne", "En", "E", "Es", "Se", "S", "Sw", "Ws", "W", "Wn",
];

impl Place {
    /// The place on `side` at position `pos` (0 left half, 1 centre, 2 right half).
    pub const fn new(side: Side, pos: u8) -> Place {
        Place(side.index() as u8 * 3 + pos)
    }

    /// The side this place lies on.
    pub const fn side(self) -> Side {
        Side::from_index(self.0 as usize / 3)
    }

    /// 0 left half, 1 centre, 2 right half.
    pub const fn pos(self) -> u8 {
        self.0 % 3
    }

    /// True for a side's centre.
    pub const fn is_centre(self) -> bool {
        self.pos() == 1
    }

    /// This place after turning the tile `rot` quarter turns clockwise.
    pub const fn rotated(self, rot: Rotation) -> Place {
        Place((self.0 + 3 * rot.0) % 12)
    }

    /// The place of the neighbouring tile that this place touches.
    pub const fn facing(self) -> Place {
        Place::new(self.side().opposite(), 2 - self.pos())
    }

    /// Parses a place name such as `N` or `Nw` (case-sensitive).
    pub fn parse(name: &str) -> Option<Place> {
        PLACE_NAMES
            .iter()
            .position(|n| *n == name)
            .map(|i| Place(i as u8))
    }

    /// The place's name as written in files.
    pub fn name(self) -> &'static str {
        PLACE_NAMES[self.0 as usize]
    }
}

/// A cell of the board.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub struct Cell {
    /// Column, growing east.
    pub x: i32,
    /// Row, growing south.
    pub y: i32,
}

impl Cell {
    /// The cell at (x, y).
    pub const fn new(x: i32, y: i32) -> Cell {
        Cell { x, y }
    }

    /// The neighbouring cell on `side`.
    pub const fn step(self, side: Side) -> Cell {
        let (dx, dy) = side.delta();
        // Wrapping: a cell read from a file may lie at the edge of `i32`;
        // its neighbour is then far off the table rather than a panic.
        Cell::new(self.x.wrapping_add(dx), self.y.wrapping_add(dy))
    }

    /// The eight cells around this one.
    pub fn ring(self) -> impl Iterator<Item = Cell> {
        (-1..=1).flat_map(move |dy| {
            (-1..=1)
                .filter(move |dx| *dx != 0 || dy != 0)
                .map(move |dx| Cell::new(self.x + dx, self.y + dy))
        })
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facing_places_meet_left_to_right() {
        // The north side's west half meets the northern neighbour's south side west half.
        let nw = Place::parse("Nw").unwrap();
        assert_eq!(nw.facing().name(), "Sw");
        assert_eq!(Place::parse("E").unwrap().facing().name(), "W");
        assert_eq!(Place::parse("Es").unwrap().facing().name(), "Ws");
        for i in 0..12 {
            assert_eq!(Place(i).facing().facing(), Place(i));
        }
    }

    #[test]
    fn a_quarter_turn_moves_north_to_east() {
        let r = Rotation(1);
        assert_eq!(Place::parse("Nw").unwrap().rotated(r).name(), "En");
        assert_eq!(Place::parse("Wn").unwrap().rotated(r).name(), "Ne");
        assert_eq!(Side::W.rotated(r), Side::N);
    }
}
