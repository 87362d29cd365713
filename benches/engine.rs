//! What each hot operation of the engine costs, on fixed mid-game
//! positions (35 random moves from seed 5; The City after 40 decisions,
//! its wall begun): placement enumeration, applying a move, cloning a
//! state, a new game, the end scoring and The City's placements.
//! docs/speed.md lists the figures.
//!
//! `cargo bench --no-default-features --bench engine`

use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::{GameKind, Options, Setup, State, random_move};
use carcassonne_studio::io::tileset::tileset_for;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// A game of `game` after `moves` uniformly random decisions from `seed`.
fn midgame(game: GameKind, options: Options, seed: u64, moves: usize) -> State {
    let ts = tileset_for(game, &options).expect("built-in tile set");
    let setup = Setup {
        game,
        players: 2,
        options,
        seed,
    };
    let mut st = State::new(ts, &setup);
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        let Some(m) = random_move(&st, &mut rng) else {
            break;
        };
        st.apply_unchecked(&m);
    }
    st
}

fn engine(c: &mut Criterion) {
    let base = midgame(GameKind::Base, Options::default(), 5, 35);
    let city = midgame(GameKind::City, Options::default(), 5, 40);
    let tile = base.drawn().expect("the game goes on");
    c.bench_function("base_placement_enumeration", |b| {
        b.iter(|| {
            let mut n = 0u32;
            black_box(&base).for_each_placement(tile, |_, _| n += 1);
            n
        })
    });
    c.bench_function("base_legal_moves", |b| {
        b.iter(|| black_box(&base).legal_moves())
    });
    c.bench_function("base_random_move", |b| {
        let mut rng = Rng::new(1);
        b.iter(|| random_move(black_box(&base), &mut rng))
    });
    let m = random_move(&base, &mut Rng::new(2)).expect("a move");
    c.bench_function("base_clone_and_apply", |b| {
        b.iter(|| {
            let mut s = black_box(&base).clone();
            s.apply_unchecked(&m);
            s
        })
    });
    c.bench_function("base_clone", |b| b.iter(|| black_box(&base).clone()));
    let ts = base.tileset().clone();
    let setup = Setup {
        game: GameKind::Base,
        players: 2,
        options: Options::default(),
        seed: 9,
    };
    c.bench_function("base_new_game", |b| {
        b.iter(|| State::new(black_box(ts.clone()), &setup))
    });
    c.bench_function("base_end_scoring", |b| {
        b.iter(|| black_box(&base).clone().into_end_now())
    });
    c.bench_function("city_clone", |b| b.iter(|| black_box(&city).clone()));
    let city_tile = city.drawn().unwrap_or(0);
    c.bench_function("city_legal_placements", |b| {
        b.iter(|| black_box(&city).legal_placements())
    });
    c.bench_function("city_placement_count", |b| {
        b.iter(|| black_box(&city).placement_count(city_tile))
    });
    c.bench_function("city_random_move", |b| {
        let mut rng = Rng::new(1);
        b.iter(|| random_move(black_box(&city), &mut rng))
    });
}

criterion_group!(benches, engine);
criterion_main!(benches);
