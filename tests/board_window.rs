//! The board's window of cells (`engine::model::board`): it starts 20x20
//! around the origin and grows as the board spreads; whatever it holds must
//! read back as placed, and any cell a file may name must read as empty.

use carcassonne_studio::engine::model::board::{Board, PlacedTile, RADIUS, on_table};
use carcassonne_studio::engine::model::geometry::{Cell, Rotation, Side};
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::model::tile::TileSet;
use carcassonne_studio::io::tileset::base;
use std::collections::HashSet;

/// Checks the board against what its placed tiles alone imply: every
/// placed cell reads as filled with its index, the frontier is exactly
/// the empty neighbours of placed cells (each found by its cell), and
/// the fit totals are the sums over the frontier.
fn check(board: &Board, ts: &TileSet) {
    let placed: HashSet<Cell> = board.placed().iter().map(|p| p.cell).collect();
    for (i, p) in board.placed().iter().enumerate() {
        assert_eq!(board.index_at(p.cell), Some(i), "{:?}", p.cell);
    }
    let mut open = HashSet::new();
    for p in board.placed() {
        for s in Side::ALL {
            let n = p.cell.step(s);
            if on_table(n) && !placed.contains(&n) {
                open.insert(n);
            }
        }
    }
    let frontier: HashSet<Cell> = board.frontier().iter().map(|o| o.cell).collect();
    assert_eq!(frontier, open);
    for (i, o) in board.frontier().iter().enumerate() {
        assert_eq!(board.open_index(o.cell), Some(i));
        assert!(!board.is_filled(o.cell));
    }
    for t in 0..ts.tiles.len() as u8 {
        let row = ts.fits_row(t);
        let sum: u32 = board
            .frontier()
            .iter()
            .map(|o| (row[o.pattern as usize] & 15).count_ones())
            .sum();
        assert_eq!(board.fit_total(ts, t), sum, "tile type {t}");
    }
}

#[test]
fn the_window_grows_to_hold_a_board_that_spreads_far() {
    // The cell window starts 20x20 around the origin: a board that runs
    // off it in every direction, and along the table's edge, must read
    // back exactly as placed (edges are ignored here: this is the
    // board's bookkeeping, not legality).
    let ts = base();
    let mut rng = Rng::new(3);
    for arm in 0..4 {
        let mut board = Board::new(&ts);
        let mut c = Cell::new(0, 0);
        let mut seen = HashSet::new();
        for step in 0..150 {
            if seen.insert(c) {
                let tile = rng.below(ts.tiles.len() as u32) as u8;
                let node_base = board.placed().len() as u16;
                board.place(
                    &ts,
                    PlacedTile {
                        cell: c,
                        tile,
                        rot: Rotation(rng.below(4) as u8),
                        node_base,
                    },
                );
            }
            if step % 10 == 0 {
                check(&board, &ts);
            }
            // Mostly along this arm's direction, sometimes aside; never off the table.
            let s = if rng.below(4) == 0 {
                Side::ALL[rng.below(4) as usize]
            } else {
                Side::ALL[arm]
            };
            if on_table(c.step(s)) {
                c = c.step(s);
            }
        }
        check(&board, &ts);
    }
}

#[test]
fn cells_far_off_the_table_read_as_empty() {
    // A file may name any i32 cell: look-ups must answer, not overflow.
    let ts = base();
    let board = Board::new(&ts);
    for c in [
        Cell::new(i32::MIN, i32::MIN),
        Cell::new(i32::MAX, 0),
        Cell::new(0, i32::MIN),
        Cell::new(RADIUS + 5, -RADIUS - 5),
    ] {
        assert_eq!(board.index_at(c), None);
        assert_eq!(board.open_index(c), None);
        assert!(board.open_cell(c).is_none());
    }
    assert_eq!(board.open_index(Cell::new(0, 0)), Some(0));
}
