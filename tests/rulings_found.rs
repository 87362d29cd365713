//! The rulings an independent scorer found the engine breaking (issue 19),
//! one test each, named after the rule it checks; and the inputs a file may
//! give that must be refused with a message saying what and where.

mod common;

use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::model::scoring::{Rule, ScoreTime};
use carcassonne_studio::engine::record::moves::MoveRecord;
use carcassonne_studio::engine::record::position::{Position, PositionCity, PositionWall};
use carcassonne_studio::engine::rules::the_city::Tower;
use carcassonne_studio::engine::{
    Cell, GameKind, Move, Options, Placement, Rotation, Setup, Side, State, random_move,
};
use carcassonne_studio::io::save::{SaveFile, load_save_file};
use carcassonne_studio::io::scenario::parse_scenario;
use carcassonne_studio::io::tileset::{base, base_with_city_gates, the_city};
use common::{build, layout, position};

/// K, I and A around the empty cell (-3, 3), P2's farmer on K's small field
/// (south-west), V drawn: V turned twice at (-3, 3) faces K's small field
/// with its outer field and A's one field with both fields, so A joins
/// V's inner field to the outer one and so to P2's farmer.
fn farmer_joined_through_a() -> Position {
    position(
        &[("K", -3, 2, 0), ("I", -2, 2, 1), ("A", -2, 3, 1)],
        &[(1, -3, 2, "Sw")],
        "V",
        &["U"],
    )
}

#[test]
fn rules_2_step_2_no_follower_on_a_feature_that_this_placement_joins_to_an_occupied_one() {
    // RULES 2 step 2: the feature, as connected on the board (after the
    // placement), must have no follower on it.
    let st = build(&farmer_joined_through_a());
    let tile = st.drawn().unwrap();
    let (cell, rot) = (Cell::new(-3, 3), Rotation(2));
    let t = &st.tileset().tiles[tile as usize];
    let inner = t.feature_by_label(rot, "Ne").unwrap();
    assert!(
        st.legal_placements().contains(&(cell, rot)),
        "the placement itself is legal"
    );
    assert!(
        !st.deployments(tile, cell, rot).contains(&inner),
        "the inner field is not offered"
    );
    let m = Move::Place(Placement {
        cell,
        rot,
        follower: Some(inner),
    });
    let err = st.check_move(&m).expect_err("the farmer is refused");
    assert_eq!(
        err.to_string(),
        "the field at (-3, 3) Ne is joined by this tile to P2's farmer at (-3, 2) (RULES 2 step 2)"
    );
    assert!(!st.legal_moves().contains(&m));
    // Random play shares the check.
    for seed in 0..400 {
        assert_ne!(random_move(&st, &mut Rng::new(seed)), Some(m));
    }
}

#[test]
fn a_refused_move_in_a_save_says_which_move_where_and_why() {
    // RULES 2 step 2 again, as a referee reads it from a save file.
    let sf = SaveFile {
        format: 2,
        setup: Setup {
            game: GameKind::Base,
            players: 2,
            options: Options::default(),
            seed: 0,
        },
        seats: vec![],
        start: Some(farmer_joined_through_a()),
        moves: vec![MoveRecord::Place {
            x: -3,
            y: 3,
            rot: 2,
            follower: Some("Ne".into()),
        }],
        study: Default::default(),
    };
    let err = load_save_file("game.ron", sf).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "game.ron: move 1: the field at (-3, 3) Ne is joined by this tile to P2's farmer at (-3, 2) (RULES 2 step 2)"
    );
}

#[test]
fn e_1_rotations_that_differ_in_market_kinds_are_different_moves() {
    // E-1 merges only rotations that give the same picture; a fish market
    // where a grain market was is another picture (section 4.4 counts kinds).
    let ts = the_city();
    for id in ["C11", "C27", "C42", "C59", "C64"] {
        let t = &ts.tiles[ts.by_id(id).unwrap() as usize];
        assert_eq!(
            t.distinct_rotations & 0b1100,
            0b1100,
            "{id}: rotations 2 and 3 are their own moves"
        );
        let p = Position {
            drawn: Some(id.into()),
            city: Some(PositionCity::default()),
            ..layout(GameKind::City, Options::default(), &[], &[])
        };
        let st = State::from_position(&ts, &p).unwrap();
        let rots: Vec<u8> = st.legal_placements().iter().map(|(_, r)| r.0).collect();
        assert_eq!(rots, vec![0, 1, 2, 3], "{id} at the origin");
    }
}

#[test]
fn section_4_6_an_open_street_or_market_is_worth_nothing() {
    // Section 4.6: followers on incomplete streets and markets go home
    // scoring nothing, so what such a feature is worth is 0.
    let ts = the_city();
    let p = Position {
        city: Some(PositionCity::default()),
        ..layout(
            GameKind::City,
            Options::default(),
            &[("C01", 0, 0, 0), ("C10", 1, 0, 0)],
            &[(0, 0, 0, "N"), (1, 1, 0, "Nw")],
        )
    };
    let st = State::from_position(&ts, &p).unwrap();
    for (cell, label) in [(Cell::new(0, 0), "N"), (Cell::new(1, 0), "Nw")] {
        let root = st.features().root(st.feature_at(cell, label).unwrap());
        let v = st.feature_value(root, ScoreTime::End);
        assert!(!v.complete);
        assert_eq!(v.value, 0, "{label} at {cell}");
        assert!(v.completed_value > 0, "completed it would score");
    }
}

#[test]
fn r_b2a_a_completed_two_tile_city_scores_exactly_2_with_its_shield() {
    // R-B2a: under the option a completed city of exactly 2 tiles scores
    // exactly 2, shields included. ccrg+'s north city (shield, W gate)
    // closed by an E: 2 tiles, 1 shield.
    let mut p = position(&[("ccrg+", 0, 0, 0)], &[(0, 0, 0, "N")], "E", &["U"]);
    p.options = Options {
        city_gates: true,
        two_tile_city: true,
        ..Options::default()
    };
    let mut st = State::from_position(&base_with_city_gates(), &p).unwrap();
    let ev = common::play(&mut st, 0, -1, 2, None);
    let e = common::only(&ev, "city");
    assert_eq!((e.rule, e.tile_count, e.shields), (Rule::TwoTileCity, 2, 1));
    assert_eq!(e.value, 2);
    assert_eq!(st.score(0), 2);
}

fn refused(ts: &std::sync::Arc<carcassonne_studio::engine::TileSet>, p: &Position) -> String {
    match State::from_position(ts, p) {
        Ok(_) => panic!("the position is accepted"),
        Err(e) => e.to_string(),
    }
}

fn city_position(city: PositionCity) -> Position {
    Position {
        city: Some(city),
        ..layout(GameKind::City, Options::default(), &[("C01", 0, 0, 0)], &[])
    }
}

#[test]
fn section_2_setup_one_player_is_refused() {
    // Section 2 setup: 2-5 players.
    let p = Position {
        players: 1,
        ..position(&[("D", 0, 0, 0)], &[], "U", &[])
    };
    assert_eq!(refused(&base(), &p), "1 players: this game takes 2 to 5");
}

#[test]
fn section_4_a_city_save_for_5_players_is_refused() {
    // Section 4: The City takes 2-4 players; a save of 5 is not played as 4.
    let sf = SaveFile {
        format: 2,
        setup: Setup {
            game: GameKind::City,
            players: 5,
            options: Options::default(),
            seed: 1,
        },
        seats: vec![],
        start: None,
        moves: vec![],
        study: Default::default(),
    };
    let err = load_save_file("city.ron", sf).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "city.ron: 5 players: the game takes 2 to 4"
    );
}

#[test]
fn section_4_1_stacks_hold_at_most_30_25_20() {
    // Section 4.1: stacks of 30, 25 and 20 tiles.
    let p = city_position(PositionCity {
        stacks: Some([0, 42, 20]),
        ..Default::default()
    });
    let msg = refused(&the_city(), &p);
    assert!(
        msg.contains("stack 2 holds 42 tiles but has 25 at the start"),
        "{msg}"
    );
}

fn wall(x: i32, y: i32, side: Side) -> PositionWall {
    PositionWall {
        x,
        y,
        side,
        guard: None,
    }
}

#[test]
fn section_4_wall_supply_beyond_the_box_is_refused_without_overflow() {
    // Section 4: 70 wall pieces in the box; 255 + the pieces placed must
    // neither overflow nor pass.
    let p = city_position(PositionCity {
        gate: Some(wall(0, 0, Side::W)),
        cw: vec![wall(0, 0, Side::N)],
        wall_supply: Some(255),
        ..Default::default()
    });
    let msg = refused(&the_city(), &p);
    assert!(
        msg.contains("255 wall pieces in supply and 1 on the board: more than the 70 in the box"),
        "{msg}"
    );
}

#[test]
fn r_c12_towers_of_a_player_not_in_the_game_are_refused() {
    // R-C12: towers are the players' own (12 shared evenly).
    let p = city_position(PositionCity {
        gate: Some(wall(0, 0, Side::W)),
        cw: vec![wall(0, 0, Side::N)],
        towers: vec![Tower {
            player: 3,
            end: carcassonne_studio::engine::rules::the_city::WallEnd::Cw,
            at: 1,
        }],
        ..Default::default()
    });
    let msg = refused(&the_city(), &p);
    assert!(
        msg.contains("a tower of player 4, who is not in the game"),
        "{msg}"
    );
    let p = city_position(PositionCity {
        towers_left: Some(vec![6, 6, 6]),
        ..Default::default()
    });
    let msg = refused(&the_city(), &p);
    assert!(
        msg.contains("towers_left must list one number per player (2), not 3"),
        "{msg}"
    );
}

#[test]
fn players_beyond_the_player_count_are_refused() {
    // Section 1: players are numbered 1 to the player count.
    let mut p = position(&[("D", 0, 0, 0)], &[], "U", &[]);
    p.to_move = 2;
    assert!(refused(&base(), &p).contains("player 3 is to move but there are 2 players"));
    let p = position(&[("D", 0, 0, 0)], &[(2, 0, 0, "N")], "U", &[]);
    assert!(refused(&base(), &p).contains("a follower of player 3, who is not in the game"));
    let text = r#"(format: 2, title: "q",
        questions: [(ask: "P3?", answer: EndScore(player: 2, points: 0))],
        position: (game: Base, players: 2, tiles: [(tile: "D", x: 0, y: 0)]))"#;
    let err = parse_scenario("q.ron", text).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "q.ron: question 1 asks about player 3, but the position has 2 players"
    );
}

#[test]
fn scores_that_could_overflow_are_refused() {
    // Scores are sums of points; a file may not start one near u32::MAX.
    let mut p = position(&[("E", 0, 0, 0)], &[(0, 0, 0, "N")], "E", &["U"]);
    p.scores = vec![u32::MAX - 1, 0];
    assert!(refused(&base(), &p).contains("player 1 has 4294967294 points"));
}

#[test]
fn cells_at_the_edge_of_i32_are_refused_with_the_cell() {
    // E-2: the table is bounded; a file's i32::MIN is refused, not a panic.
    let p = position(&[("D", i32::MIN, 0, 0)], &[], "U", &[]);
    assert!(refused(&base(), &p).contains(&format!("at ({}, 0): off the table", i32::MIN)));
    let p = position(&[("D", 0, 0, 0)], &[(0, i32::MIN, i32::MAX, "N")], "U", &[]);
    assert!(refused(&base(), &p).contains("a follower on a cell without a tile"));
    let st = build(&position(&[("D", 0, 0, 0)], &[], "U", &[]));
    let rec = MoveRecord::Place {
        x: i32::MIN,
        y: i32::MAX,
        rot: 0,
        follower: None,
    };
    let err = rec.to_move(&st).expect_err("refused");
    assert!(
        err.contains(&format!(
            "cell ({}, {}) is off the table",
            i32::MIN,
            i32::MAX
        )),
        "{err}"
    );
    let p = city_position(PositionCity {
        gate: Some(wall(i32::MAX, 0, Side::E)),
        ..Default::default()
    });
    assert!(refused(&the_city(), &p).contains("a wall piece off the table"));
}

/// Plays a game with `choose` and checks, before every move, that the
/// state survives position -> scenario file -> position exactly, and plays
/// on from the rebuilt state as from the original.
fn round_trips(mut st: State, choose: &mut dyn FnMut(&State) -> Option<Move>) -> usize {
    use carcassonne_studio::io::scenario::{ScenarioFile, scenario_to_string};
    let ts = st.tileset().clone();
    let mut checked = 0;
    loop {
        let p = st.to_position();
        let sf = ScenarioFile {
            format: 2,
            title: String::new(),
            description: String::new(),
            notes: vec![],
            questions: vec![],
            seats: vec![],
            position: p.clone(),
        };
        let text = scenario_to_string(&sf);
        let back = parse_scenario("round-trip.ron", &text)
            .unwrap_or_else(|e| panic!("{e}\n{text}"))
            .state;
        assert_eq!(back.to_position(), p, "position -> file -> position");
        assert_eq!(back.phase(), st.phase());
        assert_eq!(back.legal_moves(), st.legal_moves());
        assert_eq!(back.scores(), st.scores());
        checked += 1;
        let Some(m) = choose(&st) else { break };
        let mut again = back;
        st.apply_unchecked(&m);
        again.apply_unchecked(&m);
        assert_eq!(again.to_position(), st.to_position(), "plays on alike");
        let _ = &ts;
    }
    checked
}

#[test]
fn every_state_round_trips_through_the_position_format() {
    // Position format 2: every state the engine can be in, a City wall round
    // with a gate, wall or tower decision pending and a finished game included.
    let mut rounds_seen = 0;
    for (game, options) in [
        (GameKind::Base, Options::default()),
        (
            GameKind::Base,
            Options {
                city_gates: true,
                ..Options::default()
            },
        ),
        (GameKind::City, Options::default()),
    ] {
        let ts = carcassonne_studio::io::tileset::tileset_for(game, &options).unwrap();
        for seed in 0..6u64 {
            let setup = Setup {
                game,
                players: 2 + (seed % 3) as u8,
                options,
                seed,
            };
            let mut rng = Rng::new(seed);
            let st = State::new(ts.clone(), &setup);
            round_trips(st, &mut |s: &State| {
                if s.city().is_some_and(|c| c.round.is_some()) {
                    rounds_seen += 1;
                }
                if game == GameKind::City {
                    carcassonne_studio::ai::greedy_city::greedy_city_move(s, &mut rng)
                } else {
                    random_move(s, &mut rng)
                }
            });
        }
    }
    assert!(rounds_seen > 20, "wall rounds were reached: {rounds_seen}");
}

#[test]
fn version_1_files_still_load() {
    // Format 1 is format 2 without its new fields.
    let text = r#"(format: 1, title: "v1",
        position: (game: Base, players: 2, tiles: [(tile: "D", x: 0, y: 0)], drawn: Some("E")))"#;
    let sc = parse_scenario("v1.ron", text).expect("a version-1 scenario loads");
    assert_eq!(sc.state.turn(), 0);
    let text = "(format: 1, setup: (game: Base, players: 2, seed: 1), moves: [])";
    assert!(carcassonne_studio::io::save::parse_save("v1.ron", text).is_ok());
}
