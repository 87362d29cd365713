//! The base game's rules (RULES.md section 2), one test per rule or ruling,
//! each on a position built by hand.

mod common;
use carcassonne_studio::engine::model::scoring::{Rule, ScoreTime};
use carcassonne_studio::engine::state::MoveError;
use carcassonne_studio::engine::{Cell, FeatureKind, Move, Placement, Rotation};
use common::{build, only, play, position};

#[test]
fn a_completed_city_scores_2_per_tile_and_its_knight_returns() {
    // E at the origin has its city to the north; an E turned twice closes it: 2 tiles = 4.
    let mut st = build(&position(&[("E", 0, 0, 0)], &[(0, 0, 0, "N")], "E", &["U"]));
    assert_eq!(st.supply(0), 6);
    let ev = play(&mut st, 0, -1, 2, None);
    let e = only(&ev, "city");
    assert_eq!(
        (e.kind, e.rule, e.value, e.tile_count),
        (FeatureKind::City, Rule::CityComplete, 4, 2)
    );
    assert_eq!(e.winner_list().collect::<Vec<_>>(), vec![0]);
    assert_eq!(st.score(0), 4);
    assert_eq!(st.supply(0), 7, "the knight returns to its owner");
    assert!(st.followers().is_empty());
}

#[test]
fn r_b2_option_a_two_tile_city_scores_2() {
    let mut p = position(&[("E", 0, 0, 0)], &[(0, 0, 0, "N")], "E", &["U"]);
    p.options.two_tile_city = true;
    let mut st = build(&p);
    let ev = play(&mut st, 0, -1, 2, None);
    let e = only(&ev, "city");
    assert_eq!((e.rule, e.value), (Rule::TwoTileCity, 2));
}

#[test]
fn a_follower_deployed_on_the_city_its_tile_completes_scores_at_once() {
    // Section 2 step 3: allowed in the base game; the knight scores and returns the same turn.
    let mut st = build(&position(&[("E", 0, 0, 0)], &[], "E", &["U"]));
    let ev = play(&mut st, 0, -1, 2, Some("S"));
    let e = only(&ev, "city");
    assert_eq!((e.value, e.followers[0]), (4, 1));
    assert_eq!(st.score(0), 4);
    assert_eq!(st.supply(0), 7);
}

/// Three E tiles around the cell (0, -1): a knight of player 1 on (0,0), of player 2 on (1,-1).
fn two_knights_one_city() -> carcassonne_studio::engine::State {
    build(&position(
        &[("E", 0, 0, 0), ("E", 1, 0, 2), ("E", 1, -1, 3)],
        &[(0, 0, 0, "N"), (1, 1, -1, "W")],
        "N",
        &["U"],
    ))
}

#[test]
fn majority_tie_each_tied_player_scores_in_full() {
    // Tile N turned twice joins both cities and closes them: 3 tiles = 6 for each knight.
    let mut st = two_knights_one_city();
    let ev = play(&mut st, 0, -1, 2, None);
    let e = only(&ev, "city");
    assert_eq!(e.value, 6);
    assert!(e.is_tie());
    assert_eq!(st.scores(), &[6, 6]);
    assert_eq!((st.supply(0), st.supply(1)), (7, 7));
}

#[test]
fn majority_the_player_with_more_followers_alone_scores() {
    // An incomplete 3-tile city with a shield, two knights of player 1 and one of
    // player 2, scored at the end: 3 tiles + 1 shield = 4, to player 1 alone.
    let st = build(&position(
        &[("E", -1, 0, 1), ("G", 0, 0, 0), ("F", 1, 0, 0)],
        &[(0, -1, 0, "E"), (0, 0, 0, "E"), (1, 1, 0, "E")],
        "U",
        &[],
    ));
    let (scores, events) = st.end_now();
    let e = only(&events, "city");
    assert_eq!(
        (e.rule, e.value, e.complete),
        (Rule::CityIncomplete, 4, false)
    );
    assert_eq!(scores, vec![4, 0]);
}

#[test]
fn a_follower_may_not_join_a_feature_that_has_one_even_the_players_own() {
    for owner in [0u8, 1] {
        let st = build(&position(
            &[("D", 0, 0, 0)],
            &[(owner, 0, 0, "N")],
            "G",
            &["U"],
        ));
        let m = Move::Place(Placement {
            cell: Cell::new(0, -1),
            rot: Rotation(1),
            follower: Some(0),
        });
        assert!(matches!(
            st.check_move(&m),
            Err(MoveError::FeatureTaken {
                kind: FeatureKind::City,
                ..
            })
        ));
        let tile = st.drawn().unwrap();
        assert!(
            !st.deployments(tile, Cell::new(0, -1), Rotation(1))
                .contains(&0),
            "the city is not offered for a follower"
        );
    }
}

#[test]
fn a_road_loop_is_complete_and_counts_each_tile_once() {
    // L's east and south roads, each ending at its crossroads, are joined by three curves into a
    // loop. The road passes L twice (5 segments) but L counts once: 4 tiles = 4 points.
    let mut st = build(&position(
        &[("L", 0, 0, 0), ("V", 1, 0, 0), ("V", 1, 1, 1)],
        &[],
        "V",
        &["U"],
    ));
    let ev = play(&mut st, 0, 1, 2, Some("N"));
    let e = only(&ev, "road");
    assert_eq!((e.rule, e.tile_count, e.value), (Rule::RoadComplete, 4, 4));
    assert_eq!(st.score(0), 4);
}

/// A monastery (B) at the origin ringed by tiles whose inner sides are fields, the cell
/// (1, 1) left empty.
fn monastery_ring(drawn: &str) -> carcassonne_studio::engine::record::position::Position {
    position(
        &[
            ("B", 0, 0, 0),
            ("E", 0, -1, 0),
            ("E", 1, 0, 1),
            ("E", 0, 1, 2),
            ("E", -1, 0, 3),
            ("B", 1, -1, 0),
            ("B", -1, -1, 0),
            ("A", -1, 1, 0),
        ],
        &[(0, 0, 0, "C")],
        drawn,
        &["U"],
    )
}

#[test]
fn a_monastery_with_all_8_neighbours_scores_9() {
    let mut st = build(&monastery_ring("B"));
    let ev = play(&mut st, 1, 1, 0, None);
    let e = only(&ev, "monastery");
    assert_eq!((e.rule, e.value), (Rule::MonasteryComplete, 9));
    assert_eq!(st.score(0), 9);
    assert_eq!(st.supply(0), 7);
}

#[test]
fn an_incomplete_monastery_scores_1_per_tile_of_its_3x3_area_at_the_end() {
    let st = build(&position(
        &[("B", 0, 0, 0), ("E", 0, -1, 0), ("E", 1, 0, 1)],
        &[(0, 0, 0, "C")],
        "U",
        &[],
    ));
    let (scores, events) = st.end_now();
    let e = only(&events, "monastery");
    assert_eq!(
        (e.rule, e.value, e.time),
        (Rule::MonasteryIncomplete, 3, ScoreTime::End)
    );
    assert_eq!(scores, vec![3, 0]);
    // The monastery ring before its last tile: 8 of 9 cells.
    let (s, _) = build(&monastery_ring("U")).end_now();
    assert_eq!(s[0], 8);
}

#[test]
fn at_the_end_an_incomplete_road_scores_1_per_tile() {
    let st = build(&position(
        &[("D", 0, 0, 0), ("U", 1, 0, 0)],
        &[(0, 0, 0, "E")],
        "U",
        &[],
    ));
    let (scores, events) = st.end_now();
    let e = only(&events, "road");
    assert_eq!((e.rule, e.value), (Rule::RoadIncomplete, 2));
    assert_eq!(scores, vec![2, 0]);
}

#[test]
fn at_the_end_an_incomplete_city_scores_1_per_tile_and_1_per_shield() {
    // M has a shield: an open 2-tile city with one shield is worth 3.
    let st = build(&position(
        &[("M", 0, 0, 0), ("G", 0, -1, 1)],
        &[(1, 0, 0, "N")],
        "U",
        &[],
    ));
    let (scores, _) = st.end_now();
    assert_eq!(scores, vec![0, 3]);
}

#[test]
fn r_b3_r_b4_the_h_field_touches_two_cities_and_a_city_pays_in_each_field() {
    // H's field touches its north and its south city (R-B4); both are closed by E tiles.
    // Player 1's farmer on H's field: 2 completed cities = 6. Player 2's farmer on the
    // northern E's field touches the north city only: 3 (R-B3: that city pays in both fields).
    let st = build(&position(
        &[("H", 0, 0, 0), ("E", 0, -1, 2), ("E", 0, 1, 0)],
        &[(0, 0, 0, "En"), (1, 0, -1, "Nw")],
        "U",
        &[],
    ));
    let (scores, events) = st.end_now();
    assert_eq!(scores, vec![6, 3]);
    assert!(events.iter().all(|e| e.rule == Rule::Field));
}

#[test]
fn r_b4_the_i_field_touches_two_separate_cities() {
    // I: cities N and W, separate, one field touching both; close both with E tiles.
    let st = build(&position(
        &[("I", 0, 0, 0), ("E", 0, -1, 2), ("E", -1, 0, 1)],
        &[(0, 0, 0, "En")],
        "U",
        &[],
    ));
    let (scores, _) = st.end_now();
    assert_eq!(scores, vec![6, 0]);
}

#[test]
fn r_b3_a_field_touching_one_city_on_several_tiles_counts_it_once() {
    // G's band city is closed by E tiles at both ends (3 tiles). North of it, two B tiles
    // join G's northern field with the eastern E's field: one field touching the same
    // city on two tiles. It pays 3, not 6.
    let st = build(&position(
        &[
            ("G", 0, 0, 0),
            ("E", 1, 0, 3),
            ("E", -1, 0, 1),
            ("B", 0, -1, 0),
            ("B", 1, -1, 0),
        ],
        &[(0, 0, -1, "Nw")],
        "U",
        &[],
    ));
    let (scores, events) = st.end_now();
    let e = only(&events, "field");
    assert_eq!((e.cities, e.value), (1, 3));
    assert_eq!(scores, vec![3, 0]);
}

#[test]
fn r_b3_an_incomplete_city_pays_nothing_to_fields() {
    let st = build(&position(&[("E", 0, 0, 0)], &[(0, 0, 0, "En")], "U", &[]));
    let (scores, _) = st.end_now();
    assert_eq!(scores, vec![0, 0]);
}

#[test]
fn r_b5_farmers_off_no_follower_on_a_field_and_fields_do_not_score() {
    let mut p = position(&[("E", 0, 0, 0)], &[], "U", &["U"]);
    p.options.farmers = false;
    let st = build(&p);
    let tile = st.drawn().unwrap();
    // U south of E: its fields are features 1 and 2, its road feature 0.
    let deps = st.deployments(tile, Cell::new(0, 1), Rotation(0));
    assert_eq!(deps, vec![0], "only the road is offered");
    let m = Move::Place(Placement {
        cell: Cell::new(0, 1),
        rot: Rotation(0),
        follower: Some(1),
    });
    assert_eq!(st.check_move(&m), Err(MoveError::FarmersOff));
    // A position with a farmer is refused when farmers are off.
    let mut q = position(&[("E", 0, 0, 0)], &[(0, 0, 0, "En")], "U", &[]);
    q.options.farmers = false;
    assert!(
        carcassonne_studio::engine::State::from_position(
            &carcassonne_studio::io::tileset::base(),
            &q
        )
        .is_err()
    );
}

#[test]
fn r_b1_a_tile_that_fits_nowhere_is_discarded_and_the_same_player_draws_again() {
    // C shows city on every side; B shows field on every side: B fits nowhere.
    let st = build(&position(&[("C", 0, 0, 0)], &[], "B", &["E", "U"]));
    let ts = st.tileset().clone();
    assert_eq!(st.discards(), &[ts.by_id("B").unwrap()]);
    assert_eq!(st.drawn(), ts.by_id("E"));
    assert_eq!(st.current(), 0);
    // During play: player 1 closes C's east side with E's city; every open cell then
    // needs a city or a field side, so X (roads all round) fits nowhere: it is discarded
    // and player 2, who drew it, draws again.
    let mut st = build(&position(&[("C", 0, 0, 0)], &[], "E", &["X", "E", "U"]));
    play(&mut st, 1, 0, 3, None);
    assert_eq!(st.last_discards, vec![ts.by_id("X").unwrap()]);
    assert_eq!((st.current(), st.drawn()), (1, ts.by_id("E")));
}

#[test]
fn placement_must_touch_by_a_side_and_every_touching_side_must_match() {
    let st = build(&position(&[("D", 0, 0, 0)], &[], "E", &["U"]));
    let tile = st.drawn().unwrap();
    // Corner only.
    assert_eq!(
        st.check_placement(tile, Cell::new(1, 1), Rotation(0)),
        Err(MoveError::NoNeighbour(Cell::new(1, 1)))
    );
    // E's city (north) against D's road (east side of D): road faces city.
    match st.check_placement(tile, Cell::new(1, 0), Rotation(3)) {
        Err(MoveError::Mismatch { side, .. }) => assert_eq!(side.name(), "W"),
        other => panic!("expected a mismatch, got {other:?}"),
    }
    assert!(
        st.check_placement(tile, Cell::new(0, -1), Rotation(2))
            .is_ok()
    );
}

#[test]
fn legal_placements_of_e_beside_the_start_tile() {
    // Hand count: north of D: city must face D's city: E turned twice only (1).
    // East of D: W side must be road: E has no road: 0. Same west: 0.
    // South of D: N side must be field: E turned 1, 2 or 3 times... only rotations
    // whose north is field: rot 1, 2, 3 (3). Total 4.
    let st = build(&position(&[("D", 0, 0, 0)], &[], "E", &["U"]));
    assert_eq!(st.legal_placements().len(), 4);
}
