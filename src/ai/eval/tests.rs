//! Tests of the evaluation: finished games, followers on the last draws,
//! completed cities paid to farmers.

use super::*;
use crate::engine::model::rng::Rng;
use crate::engine::model::scoring::ScoreTime;
use crate::engine::rules::random_move;
use crate::engine::{GameKind, Move, Options, Setup};
use crate::io::tileset::base;

/// A new two-player base game with farmers, dealt by `seed`.
fn two_player_game(seed: u64) -> State {
    let setup = Setup {
        game: GameKind::Base,
        players: 2,
        options: Options::default(),
        seed,
    };
    State::new(base(), &setup)
}

#[test]
fn a_finished_game_is_worth_its_final_scores() {
    // At the end nothing is left to expect: the evaluation is the score table.
    let mut st = two_player_game(3);
    let mut rng = Rng::new(1);
    while let Some(m) = random_move(&st, &mut rng) {
        st.apply_unchecked(&m);
        let pot = potentials(&st);
        assert!(pot.iter().all(|v| v.is_finite()));
        let pot = potentials_with(&st, &Weights::HARD);
        assert!(pot.iter().all(|v| v.is_finite()));
    }
    // Both medium's and hard's constants: only the score table is left.
    for w in [Weights::SHARED, Weights::HARD] {
        let pot = potentials_with(&st, &w);
        assert_eq!(pot[0], st.score(0) as f64);
        assert_eq!(pot[1], st.score(1) as f64);
    }
}

#[test]
fn a_follower_is_worth_nothing_to_a_player_with_no_draw_left() {
    // Issue 20: on the last draws a follower in hand can earn nothing.
    // With the last tile drawn, the player who will not draw again gains
    // nothing from the follower constant under own draws (DEEP), while
    // the player holding the tile, and the average-draws rule (HARD),
    // still price it: the test fails if own draws stop counting.
    let mut checked = 0;
    for seed in 0..20 {
        let mut st = two_player_game(seed);
        let mut rng = Rng::new(seed + 100);
        // Random placements, a follower on one in eight, so that
        // both supplies still hold followers at the last draw.
        while st.stack().len() + usize::from(st.drawn().is_some()) > 1 {
            let all = crate::ai::all_moves(&st);
            let bare: Vec<Move> = all
                .iter()
                .copied()
                .filter(|m| matches!(m, Move::Place(p) if p.follower.is_none()))
                .collect();
            let pool = if bare.is_empty() || rng.next_u64().is_multiple_of(8) {
                &all
            } else {
                &bare
            };
            if pool.is_empty() {
                break;
            }
            let m = pool[(rng.next_u64() % pool.len() as u64) as usize];
            st.apply_unchecked(&m);
        }
        if st.is_over() || st.drawn().is_none() {
            continue;
        }
        let (me, other) = (st.current(), 1 - st.current());
        if st.supply(me) == 0 || st.supply(other) == 0 {
            continue;
        }
        let without = |w: Weights| Weights { follower: 0.0, ..w };
        let deep = potentials_with(&st, &Weights::DEEP);
        let deep0 = potentials_with(&st, &without(Weights::DEEP));
        assert!((deep[other] - deep0[other]).abs() < 1e-9, "seed {seed}");
        assert!(deep[me] > deep0[me] + 1e-9, "seed {seed}");
        let hard = potentials_with(&st, &Weights::HARD);
        let hard0 = potentials_with(&st, &without(Weights::HARD));
        assert!(hard[other] > hard0[other] + 1e-9, "seed {seed}");
        checked += 1;
    }
    assert!(checked > 3, "positions with followers in both supplies");
}

#[test]
fn field_done_pays_a_farmer_for_each_completed_city_its_field_touches() {
    // The rules pay a farmed field for every completed city it touches:
    // field_done adds exactly that many points to each field's holder.
    let mut st = two_player_game(11);
    let mut rng = Rng::new(4);
    let on = Weights {
        field_done: 1.0,
        ..Weights::HARD
    };
    let mut checked = 0;
    while let Some(m) = random_move(&st, &mut rng) {
        st.apply_unchecked(&m);
        if st.is_over() {
            break;
        }
        let mut expect = [0.0; MAX_PLAYERS];
        let mut roots: Vec<u16> = Vec::new();
        for f in st.followers() {
            let r = st.features().root(f.node);
            if !roots.contains(&r) {
                roots.push(r);
            }
        }
        for r in roots {
            let node = st.features().node(r);
            if node.kind != FeatureKind::Field {
                continue;
            }
            let mut done = 0.0;
            st.for_each_city_touched(r, |c| {
                done += f64::from(u8::from(st.features().node(c).open == 0));
            });
            let most = *node.followers.iter().take(2).max().unwrap_or(&0);
            for (p, e) in expect.iter_mut().enumerate().take(2) {
                if most > 0 && node.followers[p] == most {
                    *e += done;
                }
            }
        }
        let (a, b) = (
            potentials_with(&st, &on),
            potentials_with(&st, &Weights::HARD),
        );
        for p in 0..2 {
            assert!((a[p] - b[p] - expect[p]).abs() < 1e-9, "player {p}");
        }
        checked += u8::from(expect[0] + expect[1] > 0.0);
    }
    assert!(
        checked > 3,
        "some positions had farmers by completed cities"
    );
}

#[test]
fn field_contest_credits_only_players_outside_a_farmed_fields_majority() {
    // A farmed field still open may yet be joined by a rival's farmer, and
    // a tie pays him too: field_contest credits every player with a
    // follower in supply who is not in some open farmed field's majority,
    // in proportion to the weight, and never the majority's holders.
    let mut st = two_player_game(12);
    let mut rng = Rng::new(9);
    let with = |x: f64| Weights {
        field_contest: x,
        ..Weights::HARD
    };
    let (mut credited, mut spared) = (0, 0);
    while let Some(m) = random_move(&st, &mut rng) {
        st.apply_unchecked(&m);
        if st.is_over() {
            break;
        }
        // Who may be credited: outside the majority of an open farmed field.
        let mut outside = [false; 2];
        for f in st.followers() {
            let node = st.features().node(st.features().root(f.node));
            if node.kind != FeatureKind::Field || node.open == 0 {
                continue;
            }
            let most = *node.followers.iter().take(2).max().unwrap_or(&0);
            for (p, o) in outside.iter_mut().enumerate() {
                *o |= node.followers[p] < most;
            }
        }
        let (off, one, two) = (
            potentials_with(&st, &with(0.0)),
            potentials_with(&st, &with(0.5)),
            potentials_with(&st, &with(1.0)),
        );
        for p in 0..2 {
            let gain = one[p] - off[p];
            // Twice the weight, twice the credit.
            assert!((two[p] - off[p] - 2.0 * gain).abs() < 1e-9, "player {p}");
            if outside[p] && st.supply(p) > 0 {
                assert!(gain >= 0.0, "player {p}");
                credited += u8::from(gain > 0.0);
            } else {
                assert!(gain.abs() < 1e-12, "player {p}: {gain}");
                spared += 1;
            }
        }
    }
    assert!(
        credited > 3 && spared > 3,
        "{credited} credited, {spared} spared"
    );
}

#[test]
fn ended_blend_one_values_a_position_at_its_scores_if_the_game_ended_now() {
    // Weights::ended_blend (docs/ai.md, session 15): at 1 a position is
    // worth its end scoring now (R-end: open features and fields scored as
    // at the end, `State::end_now`); the evaluation sums it from the
    // features it holds, so the test fails if that sum misses one. At 0
    // it is the expected points, which differ from it in the middle of a
    // game (so the test also fails if the blend is ignored).
    let all_ended = Weights {
        ended_blend: 1.0,
        ..Weights::DEEP
    };
    let (mut checked, mut differs) = (0, 0);
    for seed in 0..6 {
        let mut st = two_player_game(seed);
        let mut rng = Rng::new(seed + 77);
        while let Some(m) = random_move(&st, &mut rng) {
            st.apply_unchecked(&m);
            if st.is_over() || !st.turn().is_multiple_of(7) {
                continue;
            }
            let (end, _) = st.end_now();
            let got = potentials_with(&st, &all_ended);
            for p in 0..2 {
                assert_eq!(got[p], end[p] as f64, "player {p}, turn {}", st.turn());
            }
            if potentials_with(&st, &Weights::DEEP)[..2] != got[..2] {
                differs += 1;
            }
            checked += 1;
        }
    }
    assert!(checked > 30, "only {checked} positions");
    assert!(
        differs > 0,
        "the evaluation never differed from the end scoring"
    );
}

#[test]
fn a_held_features_end_value_is_what_the_rules_would_score_it_at_the_end_now() {
    // Weights::ended_blend takes each held feature's end value from the
    // evaluation's own walk of it (`Worth::end`: a city's or road's tiles,
    // a monastery's filled cells, 3 a completed city a field touches)
    // instead of asking the rules again: it must be the rules' value
    // (`State::feature_value` at the end), for every kind,
    // with farmers, with City Gates' fixed values too.
    let w = Weights {
        ended_blend: 0.2,
        ..Weights::DEEP
    };
    let gates = Options {
        city_gates: true,
        ..Options::default()
    };
    let mut kinds = [0usize; 4];
    for (options, ts) in [
        (Options::default(), base()),
        (gates, crate::io::tileset::base_with_city_gates()),
    ] {
        for seed in 0..4 {
            let setup = Setup {
                game: GameKind::Base,
                players: 2,
                options,
                seed,
            };
            let mut st = State::new(ts.clone(), &setup);
            let mut rng = Rng::new(seed + 31);
            while let Some(m) = random_move(&st, &mut rng) {
                st.apply_unchecked(&m);
                if st.is_over() || !st.turn().is_multiple_of(3) {
                    continue;
                }
                let mut d = Draws::new(&st);
                let mut cx = Ctx::new(&st, &w, &mut d);
                for f in st.followers() {
                    let root = st.features().root(f.node);
                    let rules = st.feature_value(root, ScoreTime::End).value as f64;
                    let kind = st.features().node(root).kind;
                    assert_eq!(
                        worth(&mut cx, root).end,
                        rules,
                        "{kind:?}, turn {}",
                        st.turn()
                    );
                    match kind {
                        FeatureKind::City => kinds[0] += 1,
                        FeatureKind::Road => kinds[1] += 1,
                        FeatureKind::Monastery => kinds[2] += 1,
                        FeatureKind::Field if rules > 0.0 => kinds[3] += 1,
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(kinds.iter().all(|k| *k > 10), "checked by kind: {kinds:?}");
}
