//! Speed of hard's search (docs/ai.md): positions judged a second (a legal
//! move applied to a copy of the state and evaluated) and sweeps a second,
//! on positions from random play, one thread.
//!
//! `cargo run --release --no-default-features --example search_speed [-- MS [PASSES]]`
//!
//! With PASSES, the first part judges every position exactly that many
//! times (for instruction counts under callgrind, which do not drift with
//! the machine's load) and prints the sum of the values to 6 decimals, so
//! that a faster evaluation can be shown to give the same numbers; MS 0
//! skips the second part. `TERMS=0` turns the deep evaluation's threat and
//! completed-city terms off, `TERMS=fields` adds field mergers, to show
//! what they cost.
use carcassonne_studio::ai::eval::Weights;
use carcassonne_studio::ai::eval::siblings::Siblings;
use carcassonne_studio::ai::hard::{Params, rewards, rewards_after, weights};
use carcassonne_studio::ai::{Config, Player, all_moves, hard::Hard, private_copy};
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::rules::random_move;
use carcassonne_studio::engine::{GameKind, Move, Options, Setup, State};
use std::time::Instant;

fn main() {
    let ms: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let ts = carcassonne_studio::io::tileset::base();
    let mut positions = Vec::new();
    let mut rng = Rng::new(5);
    for seed in 0..4u64 {
        let setup = Setup {
            game: GameKind::Base,
            players: 2,
            options: Options::default(),
            seed,
        };
        let mut st = State::new(ts.clone(), &setup);
        while let Some(m) = random_move(&st, &mut rng) {
            if st.turn() % 12 == 5 {
                positions.push(private_copy(&st, &mut rng));
            }
            st.apply_unchecked(&m);
        }
    }
    let passes: Option<u64> = std::env::args().nth(2).and_then(|s| s.parse().ok());
    let mut params = Params::default();
    if std::env::var("TERMS").as_deref() == Ok("0") {
        params.eval = Weights {
            field_done: 0.0,
            join: 0.0,
            field_join: 0.0,
            ..params.eval
        };
    }
    if std::env::var("TERMS").as_deref() == Ok("fields") {
        params.eval.field_join = 0.25;
    }
    let t0 = Instant::now();
    let mut judged = 0u64;
    let mut sink = 0.0;
    let mut pass = 0;
    while passes.map_or(t0.elapsed().as_millis() < 2000, |n| pass < n) {
        pass += 1;
        for st in &positions {
            // As the search judges a position's moves: sharing what the
            // placements leave alone (the same values).
            let mut sib = Siblings::new(st, weights(st, &params));
            for mv in all_moves(st) {
                let mut s = st.clone();
                s.apply_unchecked(&mv);
                sink += match mv {
                    Move::Place(p) => rewards_after(&s, &params, &mut sib, &p)[0],
                    _ => rewards(&s, &params)[0],
                };
                judged += 1;
            }
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    println!(
        "positions judged (clone + apply + evaluate): {:.0}/s ({sink:.0})",
        judged as f64 / secs
    );
    if passes.is_some() {
        println!("judged: {judged} sum of values: {sink:.6}");
    }
    if ms == 0 {
        return;
    }
    let (mut sweeps, mut depth, mut moves) = (0u64, 0u64, 0u64);
    let t0 = Instant::now();
    for (i, st) in positions.iter().enumerate() {
        let mut cfg = Config::new(i as u64);
        cfg.think_ms = ms;
        cfg.threads = 1;
        let mut h = Hard::new(&cfg);
        h.params = params;
        h.rank(st);
        sweeps += h.last_iterations;
        depth += h.last_depth as u64;
        moves += 1;
    }
    let secs = t0.elapsed().as_secs_f64();
    println!(
        "hard at {ms} ms: {:.0} sweeps/s, mean depth {:.2}, {:.0} ms a move",
        sweeps as f64 / secs,
        depth as f64 / moves as f64,
        1000.0 * secs / moves as f64
    );
}
