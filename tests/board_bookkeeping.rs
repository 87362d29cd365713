//! The board's incremental bookkeeping (issue 14's speed work) against a
//! recount: the holes and open outside kept move by move, and the per-tile
//! fit totals, must be what a pass over the whole board finds.

use carcassonne_studio::engine::model::geometry::Cell;
use carcassonne_studio::engine::model::outline::Outside;
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::{GameKind, Options, Setup, State, random_move};
use carcassonne_studio::io::tileset::tileset_for;

/// The holes kept move by move are those a flood fill of the whole
/// board finds, and the fit totals those a pass over the frontier sums.
#[test]
fn incremental_holes_and_fit_totals_match_a_recount() {
    let ts = tileset_for(GameKind::City, &Options::default()).expect("City tiles");
    let mut rng = Rng::new(3);
    let mut holes_seen = 0;
    for seed in 0..40 {
        let setup = Setup {
            game: GameKind::City,
            players: 2,
            options: Options::default(),
            seed,
        };
        let mut st = State::new(ts.clone(), &setup);
        while let Some(m) = random_move(&st, &mut rng) {
            st.apply_unchecked(&m);
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
            for t in 0..ts.tiles.len() as u8 {
                let sum: u32 = b
                    .frontier()
                    .iter()
                    .map(|oc| ts.fitting_rotations(t, oc.pattern).count_ones())
                    .sum();
                assert_eq!(b.fit_total(t), sum);
            }
        }
    }
    assert!(holes_seen > 0, "some games make holes");
}
