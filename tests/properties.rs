//! Properties that hold in every game: checked over thousands of random games.

use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::{GameKind, Options, Setup, Side, State};
use carcassonne_studio::engine::{rules::random_move, state::FOLLOWERS};
use carcassonne_studio::io::tileset::base;
use proptest::prelude::*;

mod common;

fn setup(seed: u64, players: u8, farmers: bool) -> Setup {
    Setup {
        game: GameKind::Base,
        players,
        options: Options {
            farmers,
            ..Options::default()
        },
        seed,
    }
}

/// Checks the invariants after every move of one random game.
fn check_game(seed: u64, players: u8, farmers: bool) {
    let ts = base();
    let mut st = State::new(ts.clone(), &setup(seed, players, farmers));
    let mut rng = Rng::new(seed.wrapping_mul(31));
    let mut last = st.scores().to_vec();
    while let Some(m) = random_move(&st, &mut rng) {
        st.apply(&m).expect("random_move gives legal moves");
        // Followers are conserved: on the board + in supply = 7 for every player.
        for p in 0..players as usize {
            let on_board = st
                .followers()
                .iter()
                .filter(|f| f.player as usize == p)
                .count();
            assert_eq!(
                on_board + st.supply(p) as usize,
                FOLLOWERS as usize,
                "seed {seed}"
            );
        }
        // Scores never decrease.
        for (a, b) in last.iter().zip(st.scores()) {
            assert!(b >= a, "seed {seed}: a score went down");
        }
        last = st.scores().to_vec();
        // No follower stands on a farmer-less field when farmers are off.
        if !farmers {
            assert!(st.followers().iter().all(|f| {
                st.features().node(f.node).kind != carcassonne_studio::engine::FeatureKind::Field
            }));
        }
    }
    assert!(st.is_over());
    // Every tile is placed or discarded.
    assert_eq!(
        st.board().placed().len() + st.discards().len(),
        72,
        "seed {seed}: tiles lost"
    );
    // Every placed side matches its neighbour.
    for p in st.board().placed() {
        for s in [Side::E, Side::S] {
            if let Some(n) = st.board().at(p.cell.step(s)) {
                let mine = ts.tiles[p.tile as usize].edge_at(p.rot, s);
                let theirs = ts.tiles[n.tile as usize].edge_at(n.rot, s.opposite());
                assert!(mine.matches(theirs), "seed {seed}: mismatch at {}", p.cell);
            }
        }
    }
}

#[test]
fn invariants_hold_in_3000_random_games() {
    for seed in 0..3000u64 {
        let players = 2 + (seed % 4) as u8;
        check_game(seed, players, seed % 3 != 0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn invariants_hold_for_any_seed(seed in any::<u64>(), players in 2u8..=5, farmers in any::<bool>()) {
        check_game(seed, players, farmers);
    }

    /// The same seed and the same moves give the same game.
    #[test]
    fn a_game_is_its_seed_and_moves(seed in any::<u64>()) {
        let ts = base();
        let s = setup(seed, 3, true);
        let mut a = State::new(ts.clone(), &s);
        let mut rng = Rng::new(seed);
        let mut moves = Vec::new();
        while let Some(m) = random_move(&a, &mut rng) {
            a.apply_unchecked(&m);
            moves.push(m);
        }
        let mut b = State::new(ts, &s);
        for m in &moves {
            prop_assert!(b.apply(m).is_ok());
        }
        prop_assert_eq!(a.scores(), b.scores());
        prop_assert_eq!(a.to_position(), b.to_position());
    }

    /// A position written out and built again is the same position.
    #[test]
    fn positions_round_trip(seed in any::<u64>(), moves in 0usize..71) {
        let ts = base();
        let mut st = State::new(ts.clone(), &setup(seed, 2, true));
        let mut rng = Rng::new(seed ^ 7);
        for _ in 0..moves {
            match random_move(&st, &mut rng) {
                Some(m) => st.apply_unchecked(&m),
                None => break,
            }
        }
        if !st.is_over() {
            let pos = st.to_position();
            let again = State::from_position(&ts, &pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(again.to_position(), pos);
            prop_assert_eq!(again.legal_placements(), st.legal_placements());
            prop_assert_eq!(again.end_now().0, st.end_now().0);
        }
    }
}

#[test]
fn the_shuffle_of_a_seed_is_pinned() {
    // Saved games store only the seed: the tile order of seed 1 must never change.
    let st = State::new(base(), &setup(1, 2, true));
    let ts = st.tileset();
    let next: Vec<&str> = st
        .draw_order()
        .iter()
        .rev()
        .take(8)
        .map(|t| ts.tiles[*t as usize].id.as_str())
        .collect();
    let drawn = &ts.tiles[st.drawn().unwrap() as usize].id;
    assert_eq!(
        (drawn.as_str(), next.as_slice()),
        (PINNED_SEED_1.0, &PINNED_SEED_1.1[..])
    );
}

const PINNED_SEED_1: (&str, [&str; 8]) = ("U", ["N", "P", "K", "S", "D", "B", "J", "U"]);

#[test]
fn a_rebuilt_position_keeps_the_move_count() {
    let ts = base();
    let mut st = State::new(ts.clone(), &setup(4, 2, true));
    let mut rng = Rng::new(4);
    for _ in 0..35 {
        let m = random_move(&st, &mut rng).unwrap();
        st.apply_unchecked(&m);
    }
    let again = State::from_position(&ts, &st.to_position()).unwrap();
    assert_eq!(again.turn(), 35);
}

#[test]
fn the_tiles_come_in_the_order_draw_order_gives() {
    // A new game's stack is shuffled as it is drawn (`Stack` in
    // engine/state): the draws, discards included (R-B1), must be exactly
    // the order `draw_order` reports before the first move, and a copy
    // made mid-game must draw what the original draws.
    let ts = base();
    for seed in [1, 2, 77, 1_000_003] {
        let mut st = State::new(ts.clone(), &setup(seed, 2, true));
        let mut expected = st.draw_order();
        let mut rng = Rng::new(seed);
        let mut turn = 0;
        while let Some(m) = random_move(&st, &mut rng) {
            let copy = st.clone();
            st.apply(&m).expect("random_move gives legal moves");
            for t in st.last_discards.iter().chain(st.drawn().iter()) {
                assert_eq!(Some(*t), expected.pop(), "seed {seed} turn {turn}");
            }
            let mut again = copy;
            again.apply(&m).expect("the same move on a copy");
            assert_eq!(again.drawn(), st.drawn(), "seed {seed} turn {turn}");
            assert_eq!(
                again.draw_order(),
                st.draw_order(),
                "seed {seed} turn {turn}"
            );
            turn += 1;
        }
        assert!(
            expected.is_empty(),
            "seed {seed}: {} tiles never came",
            expected.len()
        );
    }
}

/// R-B4's counts in one walk: for every field of random base and City
/// Gates games, after every move, `field_counts` gives the field's
/// distinct tiles and the completed cities it touches, as the separate
/// walks (`tile_count`, `completed_cities_touched`) count them.
#[test]
fn a_fields_counts_in_one_walk_are_its_tiles_and_completed_cities() {
    use carcassonne_studio::engine::FeatureKind;
    for city_gates in [false, true] {
        let options = Options {
            city_gates,
            ..Options::default()
        };
        let mut rng = Rng::new(17);
        let mut fields = 0;
        common::random_games(GameKind::Base, options, 2, 0..15, &mut rng, |st, seed| {
            let f = st.features();
            for r in f.roots().filter(|r| f.node(*r).kind == FeatureKind::Field) {
                let want = (f.tile_count(r), st.completed_cities_touched(r).len() as u16);
                assert_eq!(st.field_counts(r), want, "seed {seed} field {r}");
                fields += 1;
            }
        });
        assert!(fields > 1000);
    }
}
