//! The bit grid The City's board keeps (filled cells and holes, issue 14's
//! speed work) against the board's own cell map and a flood fill: after
//! every move of random games, every cell around the tiles reads the same.

use carcassonne_studio::engine::model::geometry::Cell;
use carcassonne_studio::engine::model::outline::{Outside, ring_mask};
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::{GameKind, Options, Setup, State, random_move};
use carcassonne_studio::io::tileset::tileset_for;

/// `filled_bit`, `ring`, `borders_tile` and `is_outside` answer as the
/// cell map (`is_filled`, `open_index`) and a flood fill of the whole
/// board do, on every cell of the bounds grown by three.
#[test]
fn the_grid_matches_the_cell_map() {
    let ts = tileset_for(GameKind::City, &Options::default()).expect("City tiles");
    let mut rng = Rng::new(11);
    let (mut open_seen, mut holes_seen) = (0, 0);
    for seed in 0..30 {
        let setup = Setup {
            game: GameKind::City,
            players: 2 + (seed % 3) as u8,
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
            for y in y0 - 3..=y1 + 3 {
                for x in x0 - 3..=x1 + 3 {
                    let c = Cell::new(x, y);
                    assert_eq!(b.filled_bit(c), b.is_filled(c), "{c:?} seed {seed}");
                    let ring = ring_mask(&|n| b.is_filled(n), c);
                    assert_eq!(b.ring(c), ring, "{c:?} seed {seed}");
                    let open = b.open_index(c).is_some();
                    assert_eq!(b.borders_tile(c, ring), open, "{c:?} seed {seed}");
                    let outside = !b.is_filled(c) && out.contains(c);
                    assert_eq!(b.is_outside(c), outside, "{c:?} seed {seed}");
                    open_seen += open as u32;
                    holes_seen += (!b.is_filled(c) && !outside) as u32;
                }
            }
        }
    }
    assert!(
        open_seen > 10_000 && holes_seen > 100,
        "{open_seen} {holes_seen}"
    );
}
