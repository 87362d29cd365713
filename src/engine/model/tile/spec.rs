//! The shape of a tile-set file: what `assets/tilesets/*.ron` write.

use super::{GameKind, MarketKind};
use crate::engine::model::geometry::{Place, Side};
use serde::{Deserialize, Serialize};

/// A half side, as tile-set files name them (clockwise: Nw Ne En Es Se Sw Ws Wn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Half {
    Nw,
    Ne,
    En,
    Es,
    Se,
    Sw,
    Ws,
    Wn,
}

impl Half {
    /// The place this half is.
    pub fn place(self) -> Place {
        let i = self as u8;
        Place::new(
            Side::from_index(i as usize / 2),
            if i.is_multiple_of(2) { 0 } else { 2 },
        )
    }
}

/// One feature of a tile as a tile-set file writes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FeatureSpec {
    /// A city segment owning whole sides, with city gates on others (R-G3).
    City {
        sides: Vec<Side>,
        #[serde(default)]
        gates: Vec<Side>,
        #[serde(default)]
        shields: u8,
        /// Points for a knight deployed on it, scored at once (R-G6).
        #[serde(default)]
        fixed_points: Option<u8>,
    },
    /// A road segment owning side centres; one side means it ends on the tile.
    Road {
        sides: Vec<Side>,
        /// Drawn as a bridge over a city (R-G7); art only.
        #[serde(default)]
        bridge: bool,
    },
    /// A field owning side halves, touching the tile's cities named by one of their sides.
    Field {
        halves: Vec<Half>,
        #[serde(default)]
        touches: Vec<Side>,
    },
    /// A monastery in the tile centre.
    Monastery,
    /// A street of The City owning side centres.
    Street { sides: Vec<Side> },
    /// A market area of The City.
    Market {
        kind: MarketKind,
        halves: Vec<Half>,
        /// The seed's "(B)" mark; no rule uses it.
        #[serde(default)]
        b: bool,
    },
    /// A residential area of The City, bordering the tile's markets named by one of their halves (R-C15).
    Residential {
        halves: Vec<Half>,
        #[serde(default)]
        touches: Vec<Half>,
    },
}

/// One tile type as a tile-set file writes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TileSpec {
    pub id: String,
    pub count: u8,
    pub features: Vec<FeatureSpec>,
    /// Public buildings on the tile (The City; counted by guards).
    #[serde(default)]
    pub public_buildings: u8,
    /// The historic building on the tile, if any (The City).
    #[serde(default)]
    pub historic: Option<String>,
    /// True when the project designed this tile rather than knowing it.
    #[serde(default)]
    pub designed: bool,
    /// Free text, e.g. which details are designed.
    #[serde(default)]
    pub note: Option<String>,
    /// A name a player can say ("city with two gates"); optional, files
    /// without it still read (the app then describes the tile).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// A whole tile-set file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TileSetSpec {
    pub format: u32,
    pub name: String,
    pub game: GameKind,
    #[serde(default)]
    pub start: Option<String>,
    #[serde(default)]
    pub note: Option<String>,
    pub tiles: Vec<TileSpec>,
}

/// The tile-set format version this program reads and writes.
pub const TILESET_FORMAT: u32 = 1;
