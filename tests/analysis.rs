//! The analysis (issue 5) on small positions whose answers are worked out by
//! hand below. Coordinates: x grows east, y grows south, so north of (0, 0)
//! is (0, -1). Rotations turn clockwise: an E (city N) in rot 2 has its city S.

mod common;

use carcassonne_studio::analysis::remaining::default_draws;
use carcassonne_studio::analysis::why_not::{GATE_RULE, Problem, SIDES_RULE};
use carcassonne_studio::analysis::{
    all_features, at_least_one, inspect_at, legal_moves, remaining, score_now, why_not,
};
use carcassonne_studio::engine::model::scoring::ScoreTime;
use carcassonne_studio::engine::model::tile::{EdgeKind, FeatureKind};
use carcassonne_studio::engine::record::position::{Position, Remaining};
use carcassonne_studio::engine::{Cell, GameKind, Options, Rotation, Side, State};
use carcassonne_studio::io::tileset::base;
use std::collections::BTreeMap;

fn state(
    tiles: &[(&str, i32, i32, u8)],
    followers: &[(u8, i32, i32, &str)],
    drawn: Option<&str>,
    remaining: Remaining,
) -> State {
    let pos = Position {
        drawn: drawn.map(String::from),
        remaining,
        seed: 1,
        ..common::layout(GameKind::Base, Options::default(), tiles, followers)
    };
    State::from_position(&base(), &pos).expect("a possible position")
}

use common::order;

fn counts(c: &[(&str, u8)]) -> Remaining {
    Remaining::Counts(
        c.iter()
            .map(|(k, v)| (k.to_string(), *v))
            .collect::<BTreeMap<_, _>>(),
    )
}

/// Section 2 (draw and place, deploy): the drawn tile must touch a tile by a
/// side with every touching side matching, and may get one follower on a
/// feature of its own that has none as connected on the board.
///
/// D at the origin (city N, road W-E, fields), E drawn (city N only):
/// - (0,-1) faces D's city: only E rot 2 (city S) fits: 1 placement. It
///   closes D's city. Options: none, knight, farmer = 3.
/// - (1,0) and (-1,0) face D's road: E has no road: 0.
/// - (0,1) faces D's south field: E's N side must be field: rot 1, 2, 3:
///   3 placements, each with none, knight (new city), farmer (D's south field
///   is empty) = 9.
///
/// 4 placements, 12 moves.
#[test]
fn legal_move_count_of_an_e_beside_the_start_tile() {
    let st = state(&[("D", 0, 0, 0)], &[], Some("E"), order(&["U", "V"]));
    let list = legal_moves(&st);
    assert_eq!(list.tile.as_deref(), Some("E"));
    assert_eq!(list.placements, 4);
    assert_eq!(list.moves.len(), 12);
    assert_eq!(st.legal_placements().len(), 4);
    // Best first: the knight that closes the 2-tile city scores 4 at once
    // (2 per tile, R-B2 off) and returns; end-now P1 4, P2 0: key 4 + 4 = 8.
    let best = &list.moves[0];
    assert_eq!((best.cell, best.rot), (Cell::new(0, -1), 2));
    assert_eq!(best.follower_kind, Some(FeatureKind::City));
    assert_eq!(best.points_now, vec![4, 0]);
    assert_eq!(best.end_scores, vec![4, 0]);
    assert_eq!(best.heuristic, 8);
    assert_eq!(best.events.len(), 1);
    assert_eq!(best.events[0].time, ScoreTime::Play);
    // Closing it without a knight scores nobody anything.
    let bare = list
        .moves
        .iter()
        .find(|m| m.cell == Cell::new(0, -1) && m.follower.is_none())
        .unwrap();
    assert_eq!(bare.points_now, vec![0, 0]);
    // Sorted by the interim key, best first.
    assert!(
        list.moves
            .windows(2)
            .all(|w| w[0].heuristic >= w[1].heuristic)
    );
    assert!(list.moves.iter().all(|m| m.ai_value.is_none()));
}

/// Majority (section 1): tied players each score the full value; an
/// incomplete city at the end scores 1 per tile + 1 per shield (section 2).
///
/// D (0,0) city N + F rot 1 at (0,-1) (city N-S with a shield): one city of
/// 2 tiles and 1 shield, open to the north. A knight of each player on it.
/// End value 2 + 1 = 3 to each; completed at this size it would be
/// 2*2 + 2*1 = 6 (an E closing it adds a tile: 2*3 + 2*1 = 8, checked below).
#[test]
fn a_city_shared_by_two_knights_is_a_tie_worth_three_each() {
    let st = state(
        &[("D", 0, 0, 0), ("F", 0, -1, 1)],
        &[(0, 0, 0, "N"), (1, 0, -1, "N")],
        Some("E"),
        order(&["U"]),
    );
    let f = inspect_at(&st, Cell::new(0, 0), "N").unwrap();
    assert_eq!(f.kind, FeatureKind::City);
    assert_eq!(f.tiles.len(), 2);
    assert!(f.tiles.contains(&Cell::new(0, 0)) && f.tiles.contains(&Cell::new(0, -1)));
    assert_eq!(f.shields, 1);
    assert_eq!(f.open, 1, "only F's north side is open");
    assert!(!f.complete);
    assert_eq!(f.followers, vec![1, 1]);
    assert_eq!(f.winners, vec![0, 1]);
    assert!(f.tie);
    assert_eq!(f.value_now, 3);
    assert_eq!(f.end_value, 3);
    assert_eq!(f.if_completed, Some(6));
    // E at (0,-2) in rot 2 closes it: 3 tiles, 1 shield = 8 to each knight now.
    let list = legal_moves(&st);
    let close = list
        .moves
        .iter()
        .find(|m| m.cell == Cell::new(0, -2) && m.follower.is_none())
        .unwrap();
    assert_eq!(close.rot, 2);
    assert_eq!(close.points_now, vec![8, 8]);
    assert!(close.events[0].tie);
    // The same feature from the other tile.
    assert_eq!(inspect_at(&st, Cell::new(0, -1), "S").unwrap().node, f.node);
    // Score now: one event, the tie, both get 3.
    let sn = score_now(&st);
    assert_eq!(sn.final_scores, vec![3, 3]);
    assert_eq!(sn.leaders, vec![0, 1]);
    assert_eq!(sn.events.len(), 1);
    assert!(sn.events[0].tie);
    assert_eq!(sn.events[0].rule_id, "§2 end: city");
}

/// R-B3 with R-B4: a field pays 3 per completed city it touches; tile H has
/// one field touching its two separate cities.
///
/// H at (0,0) (cities N and S, field between them), E rot 2 at (0,-1) closes
/// the north city, E rot 0 at (0,1) closes the south one. A farmer of P1 on
/// H's field (which meets no other field: the E tiles touch H only by city
/// sides): 2 completed cities x 3 = 6.
#[test]
fn a_field_touching_two_completed_cities_is_worth_six() {
    let st = state(
        &[("H", 0, 0, 0), ("E", 0, -1, 2), ("E", 0, 1, 0)],
        &[(0, 0, 0, "En")],
        Some("U"),
        order(&["V"]),
    );
    let f = inspect_at(&st, Cell::new(0, 0), "En").unwrap();
    assert_eq!(f.kind, FeatureKind::Field);
    assert_eq!(f.tiles, vec![Cell::new(0, 0)]);
    assert_eq!(f.followers, vec![1, 0]);
    assert_eq!(f.winners, vec![0]);
    assert_eq!(f.end_value, 6);
    assert_eq!(f.rule_id, "R-B3");
    let cities = f.cities.as_ref().unwrap();
    assert_eq!(cities.completed.len(), 2);
    assert!(cities.open.is_empty());
    for c in &cities.completed {
        assert_eq!(c.tiles.len(), 2, "each city is H's half and one E");
        assert!(c.complete);
    }
    assert_eq!(score_now(&st).final_scores, vec![6, 0]);
    // Each completed city: scored already (nobody on it), 2 tiles x 2 = 4.
    let north = inspect_at(&st, Cell::new(0, -1), "S").unwrap();
    assert!(north.complete && north.scored_already);
    assert_eq!(north.value_now, 4);
    assert_eq!(north.end_value, 0);
    // The whole-board list holds every feature once: 2 cities, and fields:
    // H's field, the field of each E = 5.
    let all = all_features(&st);
    assert_eq!(all.len(), 5);
    assert_eq!(
        all.iter().filter(|f| f.kind == FeatureKind::City).count(),
        2
    );
}

/// Remaining tiles (stack discipline): the stack only is counted (the drawn
/// tile is known), and the next tile is each type with chance count / total.
///
/// Stack U x3, V x1, E x2 = 6 tiles; the drawn E is not among them.
/// Next tile U: 3/6 = 0.5; V: 1/6; E: 2/6.
#[test]
fn remaining_counts_and_next_tile_chance() {
    let st = state(
        &[("D", 0, 0, 0)],
        &[],
        Some("E"),
        counts(&[("U", 3), ("V", 1), ("E", 2)]),
    );
    let r = remaining(&st, &[1]);
    assert_eq!(r.total, 6);
    assert_eq!(r.drawn.as_deref(), Some("E"));
    let get = |id: &str| r.tiles.iter().find(|t| t.tile == id).unwrap();
    assert_eq!(get("U").count, 3);
    assert_eq!(get("E").count, 2);
    assert_eq!(get("X").count, 0);
    assert!((get("U").next_chance - 0.5).abs() < 1e-12);
    assert!((get("V").next_chance - 1.0 / 6.0).abs() < 1e-12);
    assert!((get("E").next_chance - 2.0 / 6.0).abs() < 1e-12);
    assert_eq!(r.tiles.len(), 24, "every type of the set is listed");
}

/// At least one fitting tile in the next n draws, without replacement
/// (hypergeometric): 1 - C(N-k, n) / C(N, n).
///
/// D at the origin; stack U x3, V x1, E x2 (N = 6). Spots: (0,-1) faces D's
/// city (needs a city side S): only E fits, k = 2; (1,0) and (-1,0) face D's
/// road: U and V fit, k = 4; (0,1) faces only a field: not a spot.
/// For (0,-1): n=1: 2/6 = 1/3; n=2: 1 - C(4,2)/C(6,2) = 1 - 6/15 = 0.6;
/// n=4: 1 - C(4,4)/C(6,4) = 1 - 1/15 = 14/15.
/// For (1,0): n=2: 1 - C(2,2)/C(6,2) = 14/15; n=4: C(2,4) = 0, so 1.
#[test]
fn chance_of_a_fitting_tile_within_n_draws() {
    let st = state(
        &[("D", 0, 0, 0)],
        &[],
        Some("E"),
        counts(&[("U", 3), ("V", 1), ("E", 2)]),
    );
    let draws = default_draws(st.players(), None);
    assert_eq!(
        draws,
        vec![1, 2, 4],
        "1, one round, two rounds of 2 players"
    );
    let r = remaining(&st, &draws);
    assert_eq!(r.spots.len(), 3);
    let north = r.spots.iter().find(|s| s.cell == Cell::new(0, -1)).unwrap();
    assert_eq!(north.fitting, 2);
    assert_eq!(north.fitting_tiles, vec!["E".to_string()]);
    assert_eq!(north.needs.len(), 1);
    assert_eq!(north.needs[0].kind, FeatureKind::City);
    assert_eq!(north.needs[0].side, Some(Side::S));
    let ch: Vec<f64> = north.chances.iter().map(|c| c.chance).collect();
    assert!((ch[0] - 1.0 / 3.0).abs() < 1e-12);
    assert!((ch[1] - 0.6).abs() < 1e-12);
    assert!((ch[2] - 14.0 / 15.0).abs() < 1e-12);
    let east = r.spots.iter().find(|s| s.cell == Cell::new(1, 0)).unwrap();
    assert_eq!(east.fitting, 4);
    assert_eq!(east.fitting_tiles, vec!["U".to_string(), "V".to_string()]);
    assert!((east.chances[1].chance - 14.0 / 15.0).abs() < 1e-12);
    assert_eq!(east.chances[2].chance, 1.0);
    // Hardest spot first.
    assert_eq!(r.spots[0].cell, Cell::new(0, -1));
    assert!(!r.spots.iter().any(|s| s.cell == Cell::new(0, 1)));
    // The formula on its own: nothing to draw, nothing fits, all fit.
    assert_eq!(at_least_one(0, 0, 3), 0.0);
    assert_eq!(at_least_one(10, 0, 3), 0.0);
    assert_eq!(at_least_one(10, 10, 1), 1.0);
    // 1 - C(7,3)/C(10,3) = 1 - 35/120.
    assert!((at_least_one(10, 3, 3) - (1.0 - 35.0 / 120.0)).abs() < 1e-12);
}

/// An unfinished monastery needs the empty cells of its 3x3 area (section 2:
/// complete when the 8 surrounding cells are filled).
///
/// B (monastery) at (0,1) south of D: the cells beside B, (1,1), (-1,1) and
/// (0,2), are spots for it; (1,0) and (-1,0) (D's road ends) are in its 3x3
/// area too, so they need both the road and the monastery.
#[test]
fn monastery_surroundings_are_open_spots() {
    let st = state(
        &[("D", 0, 0, 0), ("B", 0, 1, 0)],
        &[],
        Some("E"),
        order(&["U"]),
    );
    let r = remaining(&st, &[1]);
    let needs_monastery = |c: Cell| {
        r.spots
            .iter()
            .find(|s| s.cell == c)
            .is_some_and(|s| s.needs.iter().any(|n| n.kind == FeatureKind::Monastery))
    };
    for c in [Cell::new(1, 1), Cell::new(-1, 1), Cell::new(0, 2)] {
        assert!(needs_monastery(c), "{c}");
    }
    let east = r.spots.iter().find(|s| s.cell == Cell::new(1, 0)).unwrap();
    assert_eq!(east.needs.len(), 2, "D's road and B's monastery");
    let m = inspect_at(&st, Cell::new(0, 1), "C").unwrap();
    assert_eq!(m.kind, FeatureKind::Monastery);
    // Filled cells of its 3x3: itself, D and nothing else = 2; open 7.
    assert_eq!(m.tile_count, 2);
    assert_eq!(m.open, 7);
    assert_eq!(m.if_completed, Some(9));
}

/// Section 2, placing: every touching side must match (city-city, road-road,
/// field-field); the tile must touch a tile by a side; a cell holds one tile.
///
/// D at the origin, E drawn. East of D, (1,0), faces D's road with its W
/// side: rot 0 shows field there, rot 3 (city turned to W) shows city; every
/// rotation clashes on side W.
#[test]
fn why_not_names_the_side_that_clashes() {
    let st = state(&[("D", 0, 0, 0)], &[], Some("E"), order(&["U"]));
    let w = why_not(&st, Cell::new(1, 0), None);
    assert_eq!(w.tile.as_deref(), Some("E"));
    assert!(!w.fits_somewhere);
    assert_eq!(w.rotations.len(), 4, "E has 4 distinct rotations");
    for v in &w.rotations {
        assert!(!v.legal);
        assert_eq!(v.rule, Some(SIDES_RULE));
        let Some(Problem::SidesClash(c)) = &v.problem else {
            panic!("expected a side clash, got {:?}", v.problem);
        };
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].side, Side::W);
        assert_eq!(c[0].theirs, EdgeKind::Road);
        assert_eq!(c[0].neighbour, Cell::new(0, 0));
        assert_ne!(c[0].rule, GATE_RULE);
    }
    let r0 = &w.rotations[0];
    let Some(Problem::SidesClash(c)) = &r0.problem else {
        unreachable!()
    };
    assert_eq!(c[0].mine, EdgeKind::Field);
    let reason = r0.reason.as_deref().unwrap();
    assert!(
        reason.contains("W side shows field but faces road"),
        "{reason}"
    );
    assert!(
        reason.contains("city-city, road-road, field-field"),
        "{reason}"
    );
    let r3 = why_not(&st, Cell::new(1, 0), Some(Rotation(3)));
    let Some(Problem::SidesClash(c)) = &r3.rotations[0].problem else {
        unreachable!()
    };
    assert_eq!(c[0].mine, EdgeKind::City);
    // The other reasons.
    let taken = why_not(&st, Cell::new(0, 0), Some(Rotation(0)));
    assert_eq!(taken.rotations[0].problem, Some(Problem::CellTaken));
    assert!(
        taken.rotations[0]
            .reason
            .as_deref()
            .unwrap()
            .contains("cell taken")
    );
    let far = why_not(&st, Cell::new(5, 5), Some(Rotation(0)));
    assert_eq!(far.rotations[0].problem, Some(Problem::TouchesNoTile));
    assert!(
        far.rotations[0]
            .reason
            .as_deref()
            .unwrap()
            .contains("touches no tile")
    );
    // And where it fits: north of D in rot 2 only.
    let north = why_not(&st, Cell::new(0, -1), None);
    assert!(north.fits_somewhere);
    let legal: Vec<u8> = north
        .rotations
        .iter()
        .filter(|v| v.legal)
        .map(|v| v.rot)
        .collect();
    assert_eq!(legal, vec![2]);
}

/// The mid-game benchmark position is fixed by its seed and has moves to
/// analyse, with follower options (the mover has followers left).
#[test]
fn the_benchmark_position_is_mid_game() {
    use carcassonne_studio::analysis::bench::{MOVES, SEED, midgame};
    let st = midgame(SEED, MOVES);
    assert_eq!(st.turn(), 35);
    assert!(st.drawn().is_some());
    assert!(st.supply(st.current()) > 0);
    let list = legal_moves(&st);
    assert!(list.moves.len() > list.placements);
    let again = midgame(SEED, MOVES);
    assert_eq!(st.scores(), again.scores());
    assert_eq!(st.board().placed().len(), again.board().placed().len());
}

/// Section 2 scoring: the preview of a move is exactly what applying it does.
/// Every preview of the benchmark position agrees with applying the move on
/// a copy and asking the engine's `end_now`.
#[test]
fn previews_agree_with_applying_the_move() {
    use carcassonne_studio::analysis::bench::{MOVES, SEED, midgame};
    let st = midgame(SEED, MOVES);
    let list = legal_moves(&st);
    for m in &list.moves {
        let mut s = st.clone();
        s.apply(&m.to_move()).expect("a listed move is legal");
        let mut now = vec![0u32; st.players()];
        for e in s.last_events.iter().filter(|e| e.time == ScoreTime::Play) {
            for w in e.winner_list() {
                now[w] += e.value;
            }
        }
        assert_eq!(m.points_now, now);
        assert_eq!(m.end_scores, s.end_now().0);
    }
}

/// End of game (section 2): after the last tile the end scoring is done, so
/// there is no move to list and "score now" adds nothing.
#[test]
fn a_finished_game_has_no_moves_and_nothing_left_to_score() {
    use carcassonne_studio::analysis::{AnalysisOptions, analyze};
    use carcassonne_studio::engine::model::rng::Rng;
    use carcassonne_studio::engine::rules::random_move;
    let mut st = carcassonne_studio::analysis::bench::midgame(9, 0);
    let mut rng = Rng::new(9);
    while let Some(m) = random_move(&st, &mut rng) {
        st.apply_unchecked(&m);
    }
    assert!(st.is_over());
    let a = analyze(&st, &AnalysisOptions::default());
    assert!(a.game_over);
    assert!(a.moves.moves.is_empty() && a.moves.tile.is_none());
    assert_eq!(a.remaining.total, 0);
    assert_eq!(a.score_now.final_scores, st.scores());
    assert!(a.score_now.events.is_empty());
    assert!(a.score_now.gains.iter().all(|g| *g == 0));
    let text = carcassonne_studio::analysis::report::render_text(&a);
    assert!(text.contains("game over"));
}

/// E-12: in The City only each stack's size is known, not which tiles it
/// holds, so a type's expected count in a stack is its count times the
/// stack's share of the unseen tiles. Starter scenario 15 has stacks of 0, 25
/// and 20 with stack 2 in use; C10 (Saint Sernin, one copy) is unseen.
#[test]
fn the_city_remaining_tiles_are_shown_per_stack_by_share() {
    use carcassonne_studio::io::library::STARTER_SCENARIOS;
    use carcassonne_studio::io::scenario::parse_scenario;
    let (name, text) = STARTER_SCENARIOS
        .iter()
        .find(|(n, _)| n.starts_with("15-"))
        .expect("scenario 15");
    let sc = parse_scenario(name, text).unwrap();
    let r = remaining(&sc.state, &default_draws(2, None));
    let sizes: Vec<(u8, u32, bool)> = r
        .stacks
        .iter()
        .map(|s| (s.stack, s.tiles, s.in_use))
        .collect();
    assert_eq!(sizes, vec![(1, 0, false), (2, 25, true), (3, 20, false)]);
    assert_eq!(r.total, 45, "the stacks hold every unseen tile");
    let i = r.tiles.iter().position(|t| t.tile == "C10").unwrap();
    assert_eq!(r.tiles[i].count, 1);
    let e2 = r.expected_in_stack(i, &r.stacks[1]);
    let e3 = r.expected_in_stack(i, &r.stacks[2]);
    assert!((e2 - 25.0 / 45.0).abs() < 1e-12, "{e2}");
    assert!((e3 - 20.0 / 45.0).abs() < 1e-12, "{e3}");
    assert_eq!(r.expected_in_stack(i, &r.stacks[0]), 0.0);
    // The base game has no stacks.
    let st = state(&[("D", 0, 0, 0)], &[], Some("E"), Remaining::Rest);
    assert!(remaining(&st, &default_draws(2, None)).stacks.is_empty());
}

/// The inspector in The City: a residential area lists the markets it
/// borders (R-C15: on its tile as the tile data says, and across a side where
/// a residential half faces a market half), and each guard lists the row it
/// watches (R-C16). C08 has a fish market on its north halves and houses
/// elsewhere; C10 south of it is all livestock market.
#[test]
fn the_city_inspector_lists_markets_and_guard_rows() {
    use carcassonne_studio::analysis::guards;
    use carcassonne_studio::engine::record::position::PositionCity;
    use carcassonne_studio::io::tileset::the_city;
    let pos = Position {
        drawn: Some("C09".into()),
        seed: 1,
        city: Some(PositionCity::default()),
        ..common::layout(
            GameKind::City,
            Options::default(),
            &[("C08", 0, 0, 0), ("C10", 0, 1, 0)],
            &[],
        )
    };
    let st = State::from_position(&the_city(), &pos).unwrap();
    let f = inspect_at(&st, Cell::new(0, 0), "Es").unwrap();
    assert_eq!(f.kind, FeatureKind::Residential);
    let markets = f.markets.expect("a residential area lists its markets");
    let mut at: Vec<(i32, i32, u16)> = markets
        .iter()
        .map(|m| (m.anchor.x, m.anchor.y, m.kinds))
        .collect();
    at.sort();
    assert_eq!(
        at,
        vec![(0, 0, 1), (0, 1, 1)],
        "its own fish market and the livestock market south"
    );
    assert!(guards(&st).is_empty(), "no wall yet, no guards");

    // Scenario 15: red's guards watch (0,0)-(1,0) up to the hole (5) and (3,0) alone (2).
    use carcassonne_studio::io::library::STARTER_SCENARIOS;
    use carcassonne_studio::io::scenario::parse_scenario;
    let (name, text) = STARTER_SCENARIOS
        .iter()
        .find(|(n, _)| n.starts_with("15-"))
        .unwrap();
    let sc = parse_scenario(name, text).unwrap();
    let g: Vec<(usize, Vec<Cell>, u32)> = guards(&sc.state)
        .into_iter()
        .map(|g| (g.player, g.row, g.value))
        .collect();
    assert_eq!(
        g,
        vec![
            (0, vec![Cell::new(0, 0), Cell::new(1, 0)], 5),
            (0, vec![Cell::new(3, 0)], 2)
        ]
    );
}
