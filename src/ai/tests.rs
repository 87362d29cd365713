//! Properties every computer player must have.

use super::*;
use crate::engine::Placement;
use crate::engine::model::geometry::{Cell, Rotation};
use crate::engine::{GameKind, Options, Setup};
use crate::io::tileset::base;

fn game(seed: u64, farmers: bool) -> State {
    let setup = Setup {
        game: GameKind::Base,
        players: 2,
        options: Options {
            farmers,
            city_gates: false,
            two_tile_city: false,
        },
        seed,
    };
    State::new(base(), &setup)
}

fn fast(level: Level, seed: u64) -> Box<dyn Player + Send> {
    player_with(
        level,
        &Config {
            seed,
            think_ms: 1000,
            iterations: Some(60),
            stop: None,
            threads: 1,
        },
    )
}

/// The tree-search variant of hard-v1, kept beside its expectimax.
fn fast_tree(seed: u64) -> hard_v1::HardV1 {
    let mut h = hard_v1::HardV1::new(&Config {
        seed,
        think_ms: 1000,
        iterations: Some(60),
        stop: None,
        threads: 1,
    });
    h.params.expectimax = false;
    h
}

#[test]
fn level_names_round_trip() {
    for l in Level::ALL {
        assert_eq!(l.name().parse::<Level>(), Ok(l));
    }
    assert!("grandmaster".parse::<Level>().is_err());
}

/// Positions from random play: a few seeds, stopped at many different turns.
fn positions(farmers: bool) -> Vec<State> {
    let mut out = Vec::new();
    let mut rng = Rng::new(77);
    for seed in 0..6u64 {
        let mut st = game(seed, farmers);
        let stop_at = [1u32, 9, 23, 41, 58, 67];
        while !st.is_over() {
            if stop_at.contains(&st.turn()) {
                out.push(st.clone());
            }
            match random_move(&st, &mut rng) {
                Some(m) => st.apply_unchecked(&m),
                None => break,
            }
        }
    }
    out
}

#[test]
fn every_level_returns_only_legal_moves() {
    // R-B1 and section 2: a placement must fit, a follower needs a free
    // feature and a follower in supply; every level's choice and every move it
    // ranks must pass the engine's own check.
    for farmers in [true, false] {
        for (i, st) in positions(farmers).iter().enumerate() {
            let n = all_moves(st).len();
            for level in Level::ALL {
                let mut p = fast(level, i as u64);
                let ranked = p.rank(st);
                assert_eq!(ranked.len(), n, "{level} ranks every legal move");
                for r in &ranked {
                    assert_eq!(st.check_move(&r.mv), Ok(()), "{level} ranked {:?}", r.mv);
                }
                let mv = p.choose(st).expect("a tile is drawn, so a move exists");
                assert_eq!(st.check_move(&mv), Ok(()), "{level} chose {mv:?}");
            }
            let ranked = fast_tree(i as u64).rank(st);
            assert_eq!(ranked.len(), n, "the tree search ranks every legal move");
            for r in &ranked {
                assert_eq!(
                    st.check_move(&r.mv),
                    Ok(()),
                    "tree search ranked {:?}",
                    r.mv
                );
            }
        }
    }
}

#[test]
fn no_level_reads_the_hidden_stack_order() {
    // Players may count the remaining tiles but not know their order: two
    // positions that differ only in stack order get the same answer from a
    // player with the same seed.
    for (i, st) in positions(true).iter().enumerate() {
        if st.stack().len() < 2 {
            continue;
        }
        let mut other = st.clone();
        let mut stack = st.draw_order();
        Rng::new(i as u64 + 1000).shuffle(&mut stack);
        stack.reverse();
        other.set_stack(stack);
        for level in Level::ALL {
            let a = fast(level, 5).rank(st);
            let b = fast(level, 5).rank(&other);
            assert_eq!(a, b, "{level} at position {i}");
        }
        assert_eq!(
            fast_tree(5).rank(st),
            fast_tree(5).rank(&other),
            "tree search at {i}"
        );
    }
}

#[test]
fn hard_is_reproducible_with_a_seed_and_an_iteration_budget() {
    // The same seed and iteration budget give the same ranking, values and
    // visits, move after move, whatever the machine's speed.
    let play = || {
        let mut st = game(4, true);
        let mut p = fast(Level::Hard, 11);
        let mut log = Vec::new();
        for _ in 0..6 {
            let ranked = p.rank(&st);
            let Some(first) = ranked.first() else { break };
            st.apply_unchecked(&first.mv);
            log.push(ranked);
        }
        log
    };
    assert_eq!(play(), play());
    let tree = || {
        let st = game(4, true);
        let mut p = fast_tree(11);
        (p.rank(&st), p.rank(&st))
    };
    assert_eq!(tree(), tree());
}

#[test]
fn the_stop_flag_ends_a_long_search() {
    // A search given ten minutes returns a legal move soon after the flag is
    // set, in both search modes (the tree search has no natural end, so it
    // can only return through the flag). The test would hang, not fail, if
    // the flag were ignored.
    let st = positions(true)
        .into_iter()
        .max_by_key(|s| all_moves(s).len())
        .expect("positions exist");
    // The new hard on one and on two threads, and hard-v1's tree search.
    for variant in 0..3 {
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let cfg = Config {
            seed: 1,
            think_ms: 600_000,
            iterations: None,
            stop: Some(stop.clone()),
            threads: 1 + (variant == 1) as usize,
        };
        let mut p: Box<dyn Player + Send> = if variant < 2 {
            Box::new(hard::Hard::new(&cfg))
        } else {
            let mut h = hard_v1::HardV1::new(&cfg);
            h.params.expectimax = false;
            Box::new(h)
        };
        let probe = st.clone();
        let handle = std::thread::spawn(move || p.choose(&probe));
        std::thread::sleep(std::time::Duration::from_millis(50));
        let asked = std::time::Instant::now();
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        let mv = handle
            .join()
            .expect("the search thread does not panic")
            .expect("a move is returned");
        assert_eq!(st.check_move(&mv), Ok(()));
        // Generous: the point is "at once", not a speed figure.
        assert!(
            asked.elapsed().as_secs() < 5,
            "variant {variant} stopped late"
        );
    }
}

/// The start tile D (city north, road west-east) with E (a one-side city) drawn:
/// E turned so its city faces south, north of D, completes a 2-tile city.
fn city_to_close() -> (State, Move) {
    let ts = base();
    let d = ts.by_id("D").expect("base has D");
    let e = ts.by_id("E").expect("base has E");
    let mut st = State::empty(ts.clone(), Options::default(), 2);
    st.put_tile(Cell::new(0, 0), d, Rotation(0));
    let rest: Vec<u8> = (0..ts.tiles.len() as u8).collect();
    st.set_stack(rest);
    st.set_drawn(Some(e));
    let mut best = None;
    for (cell, rot) in st.legal_placements() {
        if cell == Cell::new(0, -1) && rot == Rotation(2) {
            for f in st.deployments(e, cell, rot) {
                if ts.tiles[e as usize].features[f as usize].kind
                    == crate::engine::FeatureKind::City
                {
                    best = Some(Move::Place(Placement {
                        cell,
                        rot,
                        follower: Some(f),
                    }));
                }
            }
        }
    }
    (
        st,
        best.expect("the closing placement with a knight is legal"),
    )
}

#[test]
fn easy_closes_a_city_with_its_knight() {
    // Section 2 scoring: closing the 2-tile city with a knight scores 4 at once
    // and returns the knight; a beginner sees that, noise or not.
    let (st, best) = city_to_close();
    let mut check = st.clone();
    check.apply_unchecked(&best);
    assert_eq!(check.score(0), 4, "the constructed move scores 4");
    let hits = (0..20)
        .filter(|seed| player(Level::Easy, *seed).choose(&st) == Some(best))
        .count();
    assert!(hits >= 15, "easy closed the city in {hits} of 20 games");
}

#[test]
fn medium_and_hard_close_the_city_too() {
    // The stronger levels must not be worse at the obvious than a beginner.
    let (st, best) = city_to_close();
    assert_eq!(player(Level::Medium, 1).choose(&st), Some(best));
    assert_eq!(fast(Level::Hard, 1).choose(&st), Some(best));
}

/// The evaluation knows The City's features: medium, playing every seat, gets
/// walls built and points scored (with no City terms it scored almost nothing).
#[test]
fn medium_plays_the_city_and_scores() {
    use crate::engine::{GameKind, Options, Setup, State};
    let ts = crate::io::tileset::tileset_for(GameKind::City, &Options::default()).unwrap();
    let setup = Setup {
        game: GameKind::City,
        players: 3,
        options: Options::default(),
        seed: 3,
    };
    let mut st = State::new(ts, &setup);
    let mut ai = crate::ai::player(crate::ai::Level::Medium, 3);
    while let Some(m) = ai.choose(&st) {
        st.apply(&m).expect("medium plays legal City moves");
    }
    assert!(st.is_over());
    let total: u32 = st.scores().iter().sum();
    assert!(total >= 60, "three medium players score {total} in all");
}

#[test]
fn the_yardsticks_play_legal_moves_reproducibly() {
    // hard-v1 and UCT are tournament opponents: their moves must be legal,
    // they must rank every legal move, and with an iteration budget and one
    // thread the same seed must give the same ranking.
    use crate::ai::tournament::Entrant;
    let cfg = Config {
        seed: 3,
        think_ms: 1000,
        iterations: Some(40),
        stop: None,
        threads: 1,
    };
    for st in positions(true).iter().step_by(7) {
        let n = all_moves(st).len();
        for e in [Entrant::HardV1, Entrant::Uct] {
            let a = e.player(&cfg).rank(st);
            assert_eq!(a.len(), n, "{e} ranks every legal move");
            for r in &a {
                assert_eq!(st.check_move(&r.mv), Ok(()), "{e} ranked {:?}", r.mv);
            }
            assert_eq!(a, e.player(&cfg).rank(st), "{e} is reproducible");
        }
    }
}

#[test]
fn hard_on_two_threads_ranks_every_legal_move() {
    // Root-parallel search merges the threads' results into one ranking of
    // every legal move, each of them legal.
    let cfg = Config {
        seed: 4,
        think_ms: 1000,
        iterations: Some(80),
        stop: None,
        threads: 2,
    };
    for st in positions(false).iter().step_by(5) {
        let ranked = hard::Hard::new(&cfg).rank(st);
        assert_eq!(ranked.len(), all_moves(st).len());
        for r in &ranked {
            assert_eq!(st.check_move(&r.mv), Ok(()));
        }
    }
}

#[test]
fn hard_searches_deeper_with_more_budget() {
    // The anytime property: a larger budget finishes a deeper search for the
    // best move (depth 1 is hard-v1's two plies).
    let st = positions(true)
        .into_iter()
        .find(|s| s.turn() == 23)
        .expect("a middle-game position");
    let depth = |k| {
        let mut h = hard::Hard::new(&Config {
            seed: 2,
            think_ms: 1000,
            iterations: Some(k),
            stop: None,
            threads: 1,
        });
        h.rank(&st);
        h.last_depth
    };
    let (small, large) = (depth(20), depth(3000));
    assert!(small <= 1, "20 sweeps finish at most depth 1, got {small}");
    assert!(
        large >= 2,
        "3000 sweeps finish depth 2 or more, got {large}"
    );
}
