//! What a new game and a copy of a game state cost, repeatably: run it
//! under `valgrind --tool=callgrind` with two counts and take the
//! difference over the difference of counts (instructions per operation,
//! which do not drift with the machine's load). docs/speed.md lists the
//! figures. It prints the wall-clock time of each operation too.
//!
//! `cargo run --release --no-default-features --example state_costs -- WHAT N`
//! with WHAT `new` (a new base game), `clone` (a base game after 35
//! random moves from seed 5, the criterion bench's position) or
//! `city-clone` (The City after 40 decisions).
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::{GameKind, Options, Setup, State, random_move};
use carcassonne_studio::io::tileset::tileset_for;
use std::hint::black_box;

fn setup(game: GameKind, seed: u64) -> Setup {
    Setup {
        game,
        players: 2,
        options: Options::default(),
        seed,
    }
}

fn midgame(game: GameKind, moves: usize) -> State {
    let ts = tileset_for(game, &Options::default()).expect("built-in tile set");
    let mut st = State::new(ts, &setup(game, 5));
    let mut rng = Rng::new(5);
    for _ in 0..moves {
        let Some(m) = random_move(&st, &mut rng) else {
            break;
        };
        st.apply_unchecked(&m);
    }
    st
}

fn main() {
    let what = std::env::args().nth(1).unwrap_or_else(|| "clone".into());
    let n: u64 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let mut sink = 0usize;
    let t0 = std::time::Instant::now();
    match what.as_str() {
        "new" => {
            let ts = tileset_for(GameKind::Base, &Options::default()).expect("built-in tile set");
            for seed in 0..n {
                let st = State::new(black_box(ts.clone()), &setup(GameKind::Base, seed));
                sink += black_box(&st).stack().len();
            }
        }
        "clone" | "city-clone" => {
            let st = if what == "clone" {
                midgame(GameKind::Base, 35)
            } else {
                midgame(GameKind::City, 40)
            };
            for _ in 0..n {
                let c = black_box(&st).clone();
                sink += black_box(&c).stack().len();
            }
        }
        _ => {
            eprintln!("WHAT is new, clone or city-clone");
            std::process::exit(2);
        }
    }
    let ns = t0.elapsed().as_nanos() as f64 / n as f64;
    println!("{what} {n} {sink} {ns:.0} ns each (wall clock)");
}
