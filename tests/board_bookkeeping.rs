//! The board's incremental bookkeeping (issue 14's speed work) against a
//! recount: the holes and open outside kept move by move, and the per-tile
//! fit totals (kept per fit class), must be what a pass over the whole
//! board finds.

use carcassonne_studio::engine::model::geometry::Cell;
use carcassonne_studio::engine::model::outline::Outside;
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::{GameKind, Options, State};

mod common;

/// Every tile type's fit total (kept per fit class) is the number of its
/// distinct rotations that fit the frontier's patterns.
fn check_fit_totals(st: &State, seed: u64) {
    let (b, ts) = (st.board(), st.tileset());
    for t in 0..ts.tiles.len() as u8 {
        let sum: u32 = b
            .frontier()
            .iter()
            .map(|oc| ts.fitting_rotations(t, oc.pattern).count_ones())
            .sum();
        assert_eq!(b.fit_total(ts, t), sum, "tile {t} seed {seed}");
    }
}

/// A column read down the board's cell window (`Board::open_in_column`,
/// The City's random move) gives the frontier cells of that column within
/// the rows asked, in order of y: those a filter of the whole frontier and
/// a sort give. Rows and columns far beyond the window are asked too.
fn check_columns(st: &State, seed: u64) {
    let b = st.board();
    let [x0, y0, x1, y1] = b.bounds();
    for x in (x0 - 3..=x1 + 3).chain([x0 - 150, x1 + 150, i32::MIN, i32::MAX]) {
        for (top, bottom) in [
            (y0 - 1, y1 + 1),
            (y0 + 1, y1 - 1),
            (i32::MIN, i32::MAX),
            (y1, y0),
        ] {
            let got: Vec<Cell> = b.open_in_column(x, top, bottom).map(|oc| oc.cell).collect();
            let mut want: Vec<Cell> = b
                .frontier()
                .iter()
                .map(|oc| oc.cell)
                .filter(|c| c.x == x && c.y >= top && c.y <= bottom)
                .collect();
            want.sort_unstable_by_key(|c| c.y);
            assert_eq!(got, want, "column {x} rows {top}..={bottom} seed {seed}");
        }
    }
}

/// The holes kept move by move are those a flood fill of the whole
/// board finds, and the fit totals those a pass over the frontier sums.
#[test]
fn incremental_holes_and_fit_totals_match_a_recount() {
    let mut rng = Rng::new(3);
    let mut holes_seen = 0;
    common::random_games(
        GameKind::City,
        Options::default(),
        2,
        0..40,
        &mut rng,
        |st, seed| {
            let b = st.board();
            let cells: Vec<Cell> = b.placed().iter().map(|p| p.cell).collect();
            let out = Outside::compute(&cells, &|c| b.is_filled(c), None);
            let [x0, y0, x1, y1] = b.bounds();
            for y in y0 - 1..=y1 + 1 {
                for x in x0 - 1..=x1 + 1 {
                    let c = Cell::new(x, y);
                    let want = !b.is_filled(c) && out.contains(c);
                    assert_eq!(b.is_outside(c), want, "{c:?} seed {seed}");
                }
            }
            holes_seen += b.holes().len();
            check_fit_totals(st, seed);
            check_columns(st, seed);
        },
    );
    assert!(holes_seen > 0, "some games make holes");
}

/// In the base game with and without The City Gates, every tile type's fit
/// total (kept per fit class, so types with the same edges share one) is
/// the number of its distinct rotations that fit the frontier's patterns.
#[test]
fn fit_totals_by_class_match_a_recount_in_the_base_game() {
    for city_gates in [false, true] {
        let options = Options {
            city_gates,
            ..Options::default()
        };
        let mut rng = Rng::new(5);
        common::random_games(
            GameKind::Base,
            options,
            3,
            0..20,
            &mut rng,
            check_fit_totals,
        );
    }
}
