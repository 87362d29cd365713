//! Moves in words a player uses: "east of the monastery, turned 180°,
//! thief on the road", rather than coordinates.

use super::features::{feature_name, follower_name};
use super::tiles::tile_name;
use crate::engine::model::tile::TileType;
use crate::engine::{Cell, Side, State};

/// A side as a direction word: "north".
pub fn side_word(s: Side) -> &'static str {
    match s {
        Side::N => "north",
        Side::E => "east",
        Side::S => "south",
        Side::W => "west",
    }
}

/// The tile a cell is best said from: the direction the cell lies in from
/// it, its cell, and whether it is the start tile. The start tile (at the
/// origin) and monasteries come first: they are what a player looks for.
/// None for a cell with no tile beside it.
pub fn landmark(st: &State, cell: Cell) -> Option<(Side, Cell, bool)> {
    let mut best: Option<(u8, Side, Cell)> = None;
    for side in Side::ALL {
        let n = cell.step(side);
        let Some(t) = st.board().at(n) else { continue };
        let tt = &st.tileset().tiles[t.tile as usize];
        let rank = if n == Cell::new(0, 0) {
            0
        } else if tt.monastery.is_some() {
            1
        } else {
            2
        };
        if best.is_none_or(|b| rank < b.0) {
            best = Some((rank, side, n));
        }
    }
    let (_, side, n) = best?;
    let start = st.board().at(n).map(|t| Some(t.tile)) == Some(st.tileset().start);
    // The neighbour lies to `side` of the cell: the cell lies opposite of it.
    Some((side.opposite(), n, n == Cell::new(0, 0) && start))
}

/// Where a cell lies, said from a tile beside it: "east of the monastery".
pub fn where_words(st: &State, cell: Cell) -> String {
    let Some((dir, n, start)) = landmark(st, cell) else {
        return "in the middle of the table".into();
    };
    let name = if start {
        "the start tile".to_string()
    } else {
        st.board()
            .at(n)
            .map(|t| the_tile(&st.tileset().tiles[t.tile as usize]))
            .unwrap_or_default()
    };
    format!("{} of {name}", side_word(dir))
}

/// A tile's name with one definite article, as "west of ..." says it:
/// "the road" for "a road", "the four-gate city" as it is, and a historic
/// building by its own name ("Saint Nazaire").
pub fn the_tile(tt: &TileType) -> String {
    let name = tile_name(tt);
    if tt.name.is_none() && tt.historic.is_some() {
        return name;
    }
    if name.starts_with("the ") {
        name
    } else if let Some(rest) = name.strip_prefix("a ") {
        format!("the {rest}")
    } else {
        format!("the {name}")
    }
}

/// A placement in words: where, how it is turned, the follower.
pub fn move_words(st: &State, tile: u8, cell: Cell, rot: u8, follower: Option<u8>) -> String {
    let turned = match rot % 4 {
        0 => "not turned".to_string(),
        r => format!("turned {}°", r as u32 * 90),
    };
    let who = match follower {
        None => "no follower".to_string(),
        Some(f) => {
            let tt = &st.tileset().tiles[tile as usize];
            let kind = tt.features.get(f as usize).map(|d| d.kind);
            match kind {
                Some(k) => {
                    // A tile with two fields or roads: say which, by its side.
                    let same = tt.features.iter().filter(|d| d.kind == k).count();
                    let which = if same > 1 {
                        format!(" ({})", tt.feature_label(crate::engine::Rotation(rot), f))
                    } else {
                        String::new()
                    };
                    format!("{} on the {}{which}", follower_name(k), feature_name(k))
                }
                None => "a follower".to_string(),
            }
        }
    };
    format!("{}, {turned}, {who}", where_words(st, cell))
}
