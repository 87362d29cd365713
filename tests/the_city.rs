//! The City's rules, one test per ruling (RULES.md section 4), with the
//! seed's worked examples. Positions use a small test tile set so that each
//! test reads like the rule it checks.

mod common;

use carcassonne_studio::engine::model::scoring::{Rule, ScoreEvent};
use carcassonne_studio::engine::record::moves::MoveRecord;
use carcassonne_studio::engine::record::position::{Position, PositionCity, PositionWall};
use carcassonne_studio::engine::rules::the_city::round_steps;
use carcassonne_studio::engine::rules::the_city::{Edge, EndReason, Phase, Step, WallEnd};
use carcassonne_studio::engine::state::{Move, MoveError};
use carcassonne_studio::engine::{Cell, GameKind, Options, Setup, Side, State, TileSet};
use carcassonne_studio::io::tileset::{parse_tileset, the_city};
use std::sync::Arc;

const ALL: &str = "[Nw, Ne, En, Es, Se, Sw, Ws, Wn]";

fn test_set() -> Arc<TileSet> {
    let text = format!(
        r#"(format: 1, name: "City test", game: City, tiles: [
        (id: "S2", count: 9, features: [Street(sides: [N, S]), Residential(halves: [Ne, En, Es, Se]), Residential(halves: [Sw, Ws, Wn, Nw])]),
        (id: "E1", count: 9, features: [Street(sides: [N]), Residential(halves: {ALL})]),
        (id: "X4", count: 2, features: [Street(sides: [N]), Street(sides: [E]), Street(sides: [S]), Street(sides: [W]),
            Residential(halves: [Ne, En]), Residential(halves: [Es, Se]), Residential(halves: [Sw, Ws]), Residential(halves: [Wn, Nw])]),
        (id: "R", count: 20, features: [Residential(halves: {ALL})]),
        (id: "P1", count: 3, public_buildings: 1, features: [Residential(halves: {ALL})]),
        (id: "P2", count: 3, public_buildings: 2, features: [Residential(halves: {ALL})]),
        (id: "H", count: 1, historic: Some("Petit Puits"), features: [Residential(halves: {ALL})]),
        (id: "mEf", count: 2, features: [Market(kind: Fish, halves: [En, Es]), Residential(halves: [Se, Sw, Ws, Wn, Nw, Ne], touches: [En])]),
        (id: "mEWf", count: 2, features: [Market(kind: Fish, halves: [En, Es, Ws, Wn]), Residential(halves: [Nw, Ne]), Residential(halves: [Se, Sw])]),
        (id: "mEWg", count: 2, features: [Market(kind: Grain, halves: [En, Es, Ws, Wn]), Residential(halves: [Nw, Ne]), Residential(halves: [Se, Sw])]),
        (id: "mEWl", count: 2, features: [Market(kind: Livestock, halves: [En, Es, Ws, Wn]), Residential(halves: [Nw, Ne]), Residential(halves: [Se, Sw])]),
        (id: "mWl", count: 2, features: [Market(kind: Livestock, halves: [Ws, Wn]), Residential(halves: [Nw, Ne, En, Es, Se, Sw])]),
        (id: "mWg", count: 2, features: [Market(kind: Grain, halves: [Ws, Wn]), Residential(halves: [Nw, Ne, En, Es, Se, Sw])]),
        (id: "MF", count: 2, features: [Market(kind: Fish, halves: {ALL})]),
        (id: "RM", count: 1, features: [Market(kind: Fish, halves: [Nw, Ne]), Residential(halves: [En, Es, Se, Sw, Ws, Wn], touches: [Nw])]),
    ])"#
    );
    Arc::new(parse_tileset("test", &text).unwrap())
}

type T<'a> = (&'a str, i32, i32, u8);
type F<'a> = (u8, i32, i32, &'a str);

fn wall(x: i32, y: i32, side: Side, guard: Option<u8>) -> PositionWall {
    PositionWall { x, y, side, guard }
}

/// A position of the test set: tiles, followers, the drawn tile, the rest in
/// draw order, the drawn tile's stack, and the wall.
fn pos(
    players: u8,
    tiles: &[T],
    followers: &[F],
    drawn: &str,
    remaining: &[&str],
    stack: u8,
    city: PositionCity,
) -> Position {
    let mut stacks = [0u8; 3];
    stacks[stack as usize - 1] = remaining.len() as u8;
    Position {
        players,
        drawn: (!drawn.is_empty()).then(|| drawn.to_string()),
        remaining: common::order(remaining),
        city: Some(PositionCity {
            stacks: Some(stacks),
            stack: Some(stack),
            ..city
        }),
        ..common::layout(GameKind::City, Options::default(), tiles, followers)
    }
}

fn build(p: &Position) -> State {
    State::from_position(&test_set(), p).unwrap_or_else(|e| panic!("position refused: {e}"))
}

fn place(st: &mut State, x: i32, y: i32, rot: u8, follower: Option<&str>) -> Vec<ScoreEvent> {
    let rec = MoveRecord::Place {
        x,
        y,
        rot,
        follower: follower.map(|s| s.to_string()),
    };
    let m = rec.to_move(st).unwrap();
    st.apply(&m).unwrap_or_else(|e| panic!("illegal: {e}"));
    st.last_events.clone()
}

fn try_place(st: &State, x: i32, y: i32, rot: u8, follower: Option<&str>) -> Result<(), MoveError> {
    let rec = MoveRecord::Place {
        x,
        y,
        rot,
        follower: follower.map(|s| s.to_string()),
    };
    st.check_move(&rec.to_move(st).unwrap())
}

fn edge(x: i32, y: i32, side: Side) -> Edge {
    Edge::new(Cell::new(x, y), side)
}

fn do_move(st: &mut State, m: Move) -> Vec<ScoreEvent> {
    assert!(st.legal_moves().contains(&m), "{m:?} is listed as legal");
    st.apply(&m).unwrap_or_else(|e| panic!("{m:?}: {e}"));
    st.last_events.clone()
}

#[test]
fn r_c1_no_start_tile_the_first_tile_goes_to_the_origin() {
    let st = State::new(
        the_city(),
        &Setup {
            game: GameKind::City,
            players: 3,
            options: Options::default(),
            seed: 7,
        },
    );
    assert!(st.board().placed().is_empty());
    assert_eq!(st.phase(), Phase::Place { player: 0 });
    assert!(
        st.legal_placements()
            .iter()
            .all(|(c, _)| *c == Cell::new(0, 0))
    );
    let c = st.city().unwrap();
    assert_eq!(
        c.stack_left,
        [29, 25, 20],
        "stacks of 30, 25 and 20; one drawn"
    );
    assert_eq!(c.towers_left[..3], [4, 4, 4], "12 towers shared evenly");
    assert_eq!(c.wall_supply, 70);
}

#[test]
fn r_c2_only_streets_must_continue() {
    // A plain side next to the street's end is refused; plain next to plain is fine.
    let st = build(&pos(
        2,
        &[("E1", 0, 0, 0)],
        &[],
        "R",
        &["R"],
        1,
        Default::default(),
    ));
    assert!(matches!(
        try_place(&st, 0, -1, 0, None),
        Err(MoveError::Mismatch { .. })
    ));
    assert!(try_place(&st, 1, 0, 0, None).is_ok());
    // A market may face a residential area.
    let st = build(&pos(
        2,
        &[("R", 0, 0, 0)],
        &[],
        "MF",
        &["R"],
        1,
        Default::default(),
    ));
    assert!(try_place(&st, 1, 0, 0, None).is_ok());
}

#[test]
fn r_c3_markets_of_any_kind_join_residential_bounds_market() {
    // Fish meets grain: one market of two kinds. A market half facing a
    // residential half joins nothing.
    let mut st = build(&pos(
        2,
        &[("mEf", 0, 0, 0)],
        &[(1, 0, 0, "En")],
        "mWg",
        &["R"],
        1,
        Default::default(),
    ));
    place(&mut st, 1, 0, 0, None);
    let f = st.features();
    let root = f.root(st.board().at(Cell::new(0, 0)).unwrap().node_base);
    assert_eq!(f.node(root).market_kinds.count_ones(), 2);
    let mut st = build(&pos(
        2,
        &[("R", 0, 0, 0)],
        &[],
        "mWg",
        &["R"],
        1,
        Default::default(),
    ));
    assert!(matches!(
        try_place(&st, 1, 0, 0, Some("Ws")),
        Err(MoveError::CompletedByPlacement(_))
    ));
    place(&mut st, 1, 0, 0, None);
    let f = st.features();
    let p = st.board().at(Cell::new(1, 0)).unwrap();
    let m = f.root(p.node_base);
    assert_eq!(
        f.node(m).open,
        0,
        "the market half facing residential is closed"
    );
}

#[test]
fn markets_score_tiles_times_kinds_seed_examples() {
    // Blue scores 9: 3 kinds x 3 tiles.
    let mut st = build(&pos(
        2,
        &[("mEf", 0, 0, 0), ("mEWg", 1, 0, 0)],
        &[(1, 0, 0, "En")],
        "mWl",
        &["R"],
        1,
        Default::default(),
    ));
    let ev = place(&mut st, 2, 0, 0, None);
    assert_eq!(ev.len(), 1);
    assert_eq!(
        (ev[0].rule, ev[0].value, ev[0].tile_count, ev[0].cities),
        (Rule::Market, 9, 3, 3)
    );
    assert_eq!(st.scores(), &[0, 9]);
    assert_eq!(st.supply(1), 7, "the seller returns");
    // Blue scores 8: 2 kinds x 4 tiles.
    let mut st = build(&pos(
        2,
        &[("mEf", 0, 0, 0), ("mEWf", 1, 0, 0), ("mEWg", 2, 0, 0)],
        &[(1, 1, 0, "En")],
        "mWg",
        &["R"],
        1,
        Default::default(),
    ));
    let ev = place(&mut st, 3, 0, 0, None);
    assert_eq!(ev[0].value, 8);
    assert_eq!(st.scores(), &[0, 8]);
    // Red and blue tie with one seller each: 3 kinds x 6 tiles, each scores 18.
    let mut st = build(&pos(
        2,
        &[
            ("mEf", 0, 0, 0),
            ("mEWg", 1, 0, 0),
            ("mEWl", 2, 0, 0),
            ("mEWf", 3, 0, 0),
            ("mEWg", 4, 0, 0),
        ],
        &[(0, 0, 0, "En"), (1, 4, 0, "En")],
        "mWl",
        &["R"],
        1,
        Default::default(),
    ));
    let ev = place(&mut st, 5, 0, 0, None);
    assert_eq!(ev[0].value, 18);
    assert!(ev[0].is_tie());
    assert_eq!(st.scores(), &[18, 18]);
}

#[test]
fn streets_score_1_per_tile_up_to_3_and_2_per_tile_from_4() {
    let mut st = build(&pos(
        2,
        &[("E1", 0, 0, 1), ("S2", 1, 0, 1)],
        &[(1, 0, 0, "E")],
        "E1",
        &["R"],
        1,
        Default::default(),
    ));
    let ev = place(&mut st, 2, 0, 3, None);
    assert_eq!(
        (ev[0].rule, ev[0].tile_count, ev[0].value),
        (Rule::Street, 3, 3)
    );
    let mut st = build(&pos(
        2,
        &[("E1", 0, 0, 1), ("S2", 1, 0, 1), ("S2", 2, 0, 1)],
        &[(1, 0, 0, "E")],
        "E1",
        &["R"],
        1,
        Default::default(),
    ));
    let ev = place(&mut st, 3, 0, 3, None);
    assert_eq!((ev[0].tile_count, ev[0].value), (4, 8));
    assert_eq!(st.scores(), &[0, 8]);
}

#[test]
fn r_c6_no_follower_on_a_street_or_market_this_placement_completes() {
    // Blue may not put a seller on the market the tile just completed.
    let st = build(&pos(
        2,
        &[("mEf", 0, 0, 0), ("mEWg", 1, 0, 0)],
        &[],
        "mWl",
        &["R"],
        1,
        Default::default(),
    ));
    assert_eq!(
        try_place(&st, 2, 0, 0, Some("Ws")),
        Err(MoveError::CompletedByPlacement(
            carcassonne_studio::engine::FeatureKind::Market
        ))
    );
    assert!(
        try_place(&st, 2, 0, 0, Some("Nw")).is_ok(),
        "the residential area is fine"
    );
    // Nor a citizen on the street it completes.
    let st = build(&pos(
        2,
        &[("E1", 0, 0, 1)],
        &[],
        "E1",
        &["R"],
        1,
        Default::default(),
    ));
    assert!(matches!(
        try_place(&st, 1, 0, 3, Some("W")),
        Err(MoveError::CompletedByPlacement(_))
    ));
    // A feature already occupied as connected is refused too.
    let st = build(&pos(
        2,
        &[("mEf", 0, 0, 0)],
        &[(1, 0, 0, "En")],
        "mEWg",
        &["R"],
        1,
        Default::default(),
    ));
    assert!(matches!(
        try_place(&st, 1, 0, 0, Some("En")),
        Err(MoveError::FeatureTaken { .. })
    ));
}

#[test]
fn r_c5_a_tile_that_fits_nowhere_is_set_aside() {
    // A 4-way crossing cannot touch the all-market tile anywhere.
    let st = build(&pos(
        2,
        &[("MF", 0, 0, 0)],
        &[],
        "X4",
        &["R"],
        1,
        Default::default(),
    ));
    assert_eq!(st.discards().len(), 1);
    assert_eq!(st.drawn(), test_set().by_id("R"));
}

#[test]
fn r_c8_no_wall_round_in_stack_1_nor_without_points() {
    // Stack 1: a scoring starts no round.
    let mut st = build(&pos(
        2,
        &[("E1", 0, 0, 1)],
        &[(0, 0, 0, "E")],
        "E1",
        &["R", "R"],
        1,
        Default::default(),
    ));
    place(&mut st, 1, 0, 3, None);
    assert_eq!(st.phase(), Phase::Place { player: 1 });
    // Stack 2 but nobody on the completed street: no points, no round.
    let mut st = build(&pos(
        2,
        &[("E1", 0, 0, 1)],
        &[],
        "E1",
        &["R", "R"],
        2,
        Default::default(),
    ));
    place(&mut st, 1, 0, 3, None);
    assert_eq!(st.phase(), Phase::Place { player: 1 });
}

#[test]
fn r_c9_r_c10_who_places_walls_in_which_order() {
    use Step::*;
    assert_eq!(
        round_steps(2, 1, true, 2),
        vec![(1, Gate), (0, Wall), (1, Wall), (0, Wall), (1, Tower)]
    );
    assert_eq!(
        round_steps(3, 1, true, 2),
        vec![(1, Gate), (2, Wall), (0, Wall), (1, Tower)]
    );
    assert_eq!(
        round_steps(4, 0, false, 2),
        vec![(0, Wall), (1, Wall), (2, Wall), (3, Wall), (0, Tower)]
    );
    assert_eq!(
        round_steps(3, 2, false, 3),
        vec![
            (2, Wall),
            (0, Wall),
            (1, Wall),
            (2, Wall),
            (0, Wall),
            (1, Wall),
            (2, Tower)
        ]
    );
    assert_eq!(
        round_steps(2, 0, false, 2).len(),
        5,
        "2 players: 2 pieces each on stack 2"
    );
    assert_eq!(
        round_steps(2, 0, false, 3).len(),
        9,
        "2 players: 4 pieces each on stack 3"
    );
}

/// Red's street completes in stack 2: the first wall round, the gate, walls
/// that close blue's street (R-C13), a tower, and the end by R-C14c.
#[test]
fn a_first_wall_round_from_gate_to_tower() {
    let mut st = build(&pos(
        2,
        &[("E1", 0, 0, 1), ("S2", 0, 1, 1)],
        &[(0, 0, 0, "E"), (1, 0, 1, "E")],
        "E1",
        &["R", "R", "R"],
        2,
        Default::default(),
    ));
    let ev = place(&mut st, 1, 0, 3, None);
    assert_eq!(ev[0].value, 2);
    assert_eq!(
        st.phase(),
        Phase::Gate { player: 0 },
        "R-C8, R-C9: red places the gate"
    );
    // R-C7: the gate goes on any edge of the city facing the open outside.
    assert_eq!(st.gate_edges().len(), 8);
    do_move(&mut st, Move::Gate(edge(0, 1, Side::W)));
    assert_eq!(st.phase(), Phase::Wall { player: 1 });
    assert_eq!(
        st.wall_edges(),
        vec![edge(0, 0, Side::W), edge(0, 1, Side::S)]
    );
    assert_eq!(
        st.check_move(&Move::Wall {
            edge: edge(1, 0, Side::N),
            guard: false
        }),
        Err(MoveError::NotAtWallEnd(edge(1, 0, Side::N)))
    );
    do_move(
        &mut st,
        Move::Wall {
            edge: edge(0, 1, Side::S),
            guard: true,
        },
    );
    assert_eq!(
        st.city().unwrap().guards_of(1),
        1,
        "R-C11: a guard on the piece just placed"
    );
    assert_eq!(st.phase(), Phase::Wall { player: 0 });
    // R-C13: red's wall closes blue's one-tile street: blue scores 1, no new round.
    let ev = do_move(
        &mut st,
        Move::Wall {
            edge: edge(0, 1, Side::E),
            guard: false,
        },
    );
    assert_eq!(
        (ev[0].rule, ev[0].value, ev[0].winners),
        (Rule::Street, 1, 0b10)
    );
    assert_eq!(st.phase(), Phase::Wall { player: 1 });
    do_move(
        &mut st,
        Move::Wall {
            edge: edge(0, 0, Side::W),
            guard: false,
        },
    );
    // R-C12: red's tower at the anticlockwise end scores its 2 pieces.
    assert_eq!(st.phase(), Phase::Tower { player: 0 });
    let ev = do_move(&mut st, Move::Tower(Some(WallEnd::Ccw)));
    assert_eq!((ev[0].rule, ev[0].value), (Rule::Tower, 2));
    // R-C14c: 4 of the 8 outline edges are walled, so the gap is 4 <= 5.
    assert!(st.is_over());
    let c = st.city().unwrap();
    assert_eq!(c.end, Some(EndReason::WallNearlyClosed));
    assert_eq!(
        c.closing.len(),
        4,
        "the wall is completed along the rest of the outline"
    );
    assert_eq!(st.scores(), &[4, 1]);
}

fn walled_one_tile(supply: u8) -> Position {
    pos(
        2,
        &[("E1", 0, 0, 1)],
        &[(0, 0, 0, "E")],
        "E1",
        &["R", "R"],
        2,
        PositionCity {
            gate: Some(wall(0, 0, Side::W, None)),
            cw: vec![wall(0, 0, Side::N, None)],
            ccw: vec![wall(0, 0, Side::S, None)],
            wall_supply: Some(supply),
            ..Default::default()
        },
    )
}

#[test]
fn r_c4_no_tile_outside_the_wall() {
    let st = build(&walled_one_tile(60));
    assert_eq!(
        try_place(&st, -1, 0, 0, None),
        Err(MoveError::BeyondTheWall(Cell::new(-1, 0)))
    );
    assert_eq!(
        try_place(&st, 0, -1, 0, None),
        Err(MoveError::BeyondTheWall(Cell::new(0, -1)))
    );
    assert!(
        st.legal_placements()
            .iter()
            .all(|(c, _)| *c == Cell::new(1, 0))
    );
}

#[test]
fn r_c4a_a_tile_may_not_take_the_wall_off_the_outline() {
    // The wall turns round the corner of (0,0): a tile on the diagonal cell
    // (1,-1) would stand outside that corner.
    let st = build(&pos(
        2,
        &[
            ("R", 0, 0, 0),
            ("R", 1, 0, 0),
            ("R", 2, 0, 0),
            ("R", 2, -1, 0),
        ],
        &[],
        "R",
        &["R"],
        2,
        PositionCity {
            gate: Some(wall(0, 0, Side::W, None)),
            cw: vec![wall(0, 0, Side::N, None), wall(1, 0, Side::N, None)],
            ..Default::default()
        },
    ));
    assert!(matches!(
        try_place(&st, 1, -1, 0, None),
        Err(MoveError::BeyondTheWall(_))
    ));
    assert!(try_place(&st, 3, 0, 0, None).is_ok());
}

#[test]
fn r_c14d_the_wall_closes_into_a_ring() {
    let mut st = build(&walled_one_tile(60));
    place(&mut st, 1, 0, 3, None);
    // A later round on stack 2 with 2 players: 2 pieces each, alternating.
    for (p, e) in [
        (0, edge(1, 0, Side::N)),
        (1, edge(1, 0, Side::E)),
        (0, edge(1, 0, Side::S)),
    ] {
        assert_eq!(st.phase(), Phase::Wall { player: p });
        do_move(
            &mut st,
            Move::Wall {
                edge: e,
                guard: false,
            },
        );
    }
    // The ring is closed: blue's second piece has nowhere to go.
    assert_eq!(st.phase(), Phase::Tower { player: 0 });
    do_move(&mut st, Move::Tower(None));
    assert_eq!(st.city().unwrap().end, Some(EndReason::Ring));
    assert!(st.is_over());
}

#[test]
fn r_c14b_the_last_wall_piece() {
    let mut st = build(&walled_one_tile(2));
    place(&mut st, 1, 0, 3, None);
    do_move(
        &mut st,
        Move::Wall {
            edge: edge(1, 0, Side::N),
            guard: false,
        },
    );
    do_move(
        &mut st,
        Move::Wall {
            edge: edge(1, 0, Side::S),
            guard: false,
        },
    );
    assert_eq!(st.phase(), Phase::Tower { player: 0 });
    do_move(&mut st, Move::Tower(Some(WallEnd::Cw)));
    assert_eq!(st.city().unwrap().end, Some(EndReason::LastWallPiece));
}

#[test]
fn r_c14a_the_last_tile_then_the_wall_is_completed() {
    // The last tile of stack 3 ends the game; the wall completed round the
    // whole city closes blue's street, which scores (1 tile).
    let mut st = build(&pos(
        2,
        &[("RM", 0, 0, 0), ("S2", 1, 0, 0)],
        &[(1, 1, 0, "N"), (0, 0, 0, "En")],
        "MF",
        &[],
        3,
        Default::default(),
    ));
    place(&mut st, 2, 0, 0, None);
    assert!(st.is_over());
    assert_eq!(st.city().unwrap().end, Some(EndReason::LastTile));
    let street = st
        .last_events
        .iter()
        .find(|e| e.rule == Rule::Street)
        .unwrap();
    assert_eq!((street.value, street.winners), (1, 0b10));
    // Red's steward: RM's own market only (S2 lies between RM and MF).
    let res = st
        .last_events
        .iter()
        .find(|e| e.rule == Rule::Residence)
        .unwrap();
    assert_eq!(res.value, 2);
}

#[test]
fn at_the_end_followers_on_streets_open_to_a_hole_go_home_scoring_nothing() {
    let mut tiles: Vec<T> = vec![("E1", 0, -1, 2)];
    for (x, y) in [(-1, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1)] {
        tiles.push(("R", x, y, 0));
    }
    let mut st = build(&pos(
        2,
        &tiles,
        &[(1, 0, -1, "S")],
        "R",
        &[],
        3,
        Default::default(),
    ));
    place(&mut st, -1, 0, 0, None);
    assert!(st.is_over());
    assert!(st.followers().is_empty(), "blue's citizen was removed");
    assert_eq!(st.supply(1), 7);
    assert_eq!(st.scores(), &[0, 0]);
}

#[test]
fn r_c15_residences_score_2_per_bordering_market_each_once() {
    // RM's residential area borders its own market on the tile and the MF
    // market across its east side: 2 markets, 4 points.
    let st = build(&pos(
        2,
        &[("RM", 0, 0, 0), ("MF", 1, 0, 0)],
        &[(0, 0, 0, "En")],
        "R",
        &["R"],
        1,
        Default::default(),
    ));
    let (scores, events) = st.end_now();
    let res = events.iter().find(|e| e.rule == Rule::Residence).unwrap();
    assert_eq!((res.cities, res.value), (2, 4));
    assert_eq!(scores[0], 4);
}

/// Three rows: the middle one has red's guard at its west end, a hole, and
/// blue's guard at its east end. The wall runs round the south and east.
fn guards_in_a_row(drawn: &str) -> Position {
    let mut tiles: Vec<T> = Vec::new();
    for x in 0..4 {
        tiles.push(("R", x, -1, 0));
        tiles.push(("R", x, 1, 0));
    }
    tiles.extend([("P1", 0, 0, 0), ("H", 1, 0, 0), ("P2", 3, 0, 0)]);
    pos(
        2,
        &tiles,
        &[],
        drawn,
        &["R"],
        3,
        PositionCity {
            gate: Some(wall(0, -1, Side::W, None)),
            ccw: vec![
                wall(0, 0, Side::W, Some(0)),
                wall(0, 1, Side::W, None),
                wall(0, 1, Side::S, None),
                wall(1, 1, Side::S, None),
                wall(2, 1, Side::S, None),
                wall(3, 1, Side::S, None),
                wall(3, 1, Side::E, None),
                wall(3, 0, Side::E, Some(1)),
            ],
            ..Default::default()
        },
    )
}

#[test]
fn r_c16_guards_score_buildings_in_their_row_up_to_an_empty_cell() {
    let mut st = build(&guards_in_a_row("R"));
    // Red: 1 public + 1 historic = 5; blue: 2 public = 4.
    let (scores, events) = st.end_now();
    let guards: Vec<u32> = events
        .iter()
        .filter(|e| e.rule == Rule::Guard)
        .map(|e| e.value)
        .collect();
    assert_eq!(guards, vec![5, 4]);
    assert_eq!(scores, vec![5, 4]);
    // Filling the hole: each guard now sees the whole row and scores 9.
    place(&mut st, 2, 0, 0, None);
    let (scores, _) = st.end_now();
    assert_eq!(scores, vec![9, 9], "R-C16: each guard on its own");
}

#[test]
fn a_guard_scores_9_for_3_public_and_1_historic_building() {
    let st = build(&pos(
        2,
        &[("P2", 0, 0, 0), ("P1", 1, 0, 0), ("H", 2, 0, 0)],
        &[],
        "R",
        &["R"],
        2,
        PositionCity {
            gate: Some(wall(0, 0, Side::N, None)),
            ccw: vec![wall(0, 0, Side::W, Some(0))],
            ..Default::default()
        },
    ));
    let (scores, _) = st.end_now();
    assert_eq!(scores[0], 9);
}

#[test]
fn r_c11_no_guard_directly_opposite_a_guard() {
    // Two rows with no hole between: red's guard on the west end of row 0;
    // the piece on its east end is directly opposite.
    let st = build(&pos(
        2,
        &[
            ("R", 0, 0, 0),
            ("R", 1, 0, 0),
            ("R", 0, 1, 0),
            ("R", 1, 1, 0),
        ],
        &[],
        "R",
        &["R"],
        2,
        PositionCity {
            gate: Some(wall(0, 1, Side::W, None)),
            cw: vec![
                wall(0, 0, Side::W, Some(0)),
                wall(0, 0, Side::N, None),
                wall(1, 0, Side::N, None),
            ],
            ..Default::default()
        },
    ));
    assert!(
        !st.guard_allowed(edge(1, 0, Side::E)),
        "red's guard is directly opposite"
    );
    assert!(st.guard_allowed(edge(0, 1, Side::S)), "nothing opposite");
    // With a hole between (the seed's example), both may stand.
    let st = build(&guards_in_a_row("R"));
    assert!(st.opposite_piece(edge(3, 0, Side::E)).is_none());
}

#[test]
fn legal_moves_cover_placements_times_follower_options_in_the_base_game() {
    let ts = carcassonne_studio::io::tileset::base();
    let st = State::new(
        ts,
        &Setup {
            game: GameKind::Base,
            players: 2,
            options: Options::default(),
            seed: 4,
        },
    );
    let t = st.drawn().unwrap();
    let expected: usize = st
        .legal_placements()
        .iter()
        .map(|(c, r)| 1 + st.deployments(t, *c, *r).len())
        .sum();
    assert_eq!(st.legal_moves().len(), expected);
    assert_eq!(st.phase(), Phase::Place { player: 0 });
}

#[test]
fn a_city_position_between_turns_round_trips() {
    use carcassonne_studio::ai::greedy_city::greedy_city_move;
    use carcassonne_studio::engine::model::rng::Rng;
    let ts = the_city();
    let mut st = State::new(
        ts.clone(),
        &Setup {
            game: GameKind::City,
            players: 3,
            options: Options::default(),
            seed: 11,
        },
    );
    let mut rng = Rng::new(2);
    let mut checked = 0;
    while let Some(m) = greedy_city_move(&st, &mut rng) {
        st.apply(&m).unwrap();
        if matches!(st.phase(), Phase::Place { .. }) && st.city().unwrap().gate.is_some() {
            let again = State::from_position(&ts, &st.to_position())
                .unwrap_or_else(|e| panic!("position refused: {e}"));
            assert_eq!(again.legal_moves(), st.legal_moves());
            assert_eq!(again.city().unwrap().chain(), st.city().unwrap().chain());
            assert_eq!(again.end_now(), st.end_now());
            checked += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn r_c3_a_residential_half_closes_a_neighbouring_market_and_it_scores() {
    // Blue's one-tile fish market on the east side of (0,0) is completed by a
    // plain residential tile placed against it.
    let mut st = build(&pos(
        2,
        &[("mEf", 0, 0, 0)],
        &[(1, 0, 0, "En")],
        "R",
        &["R"],
        1,
        Default::default(),
    ));
    let ev = place(&mut st, 1, 0, 0, None);
    assert_eq!(
        (ev[0].rule, ev[0].value, ev[0].winners),
        (Rule::Market, 1, 0b10)
    );
    assert_eq!(st.supply(1), 7);
}

/// A tower's score is explained as a tower, not as a completed feature (R-C12).
#[test]
fn a_tower_event_explains_itself_as_a_tower() {
    use carcassonne_studio::engine::model::scoring::{Rule, ScoreEvent, ScoreTime};
    let e = ScoreEvent {
        kind: carcassonne_studio::engine::FeatureKind::Wall,
        rule: Rule::Tower,
        time: ScoreTime::Play,
        tiles: vec![],
        tile_count: 4,
        shields: 0,
        cities: 0,
        complete: true,
        followers: [0; 5],
        value: 4,
        winners: 1,
        anchor: carcassonne_studio::engine::Cell::new(-1, 4),
        place: None,
        node: 0,
        gates: 0,
    };
    let text = carcassonne_studio::wording::explain(&e, &|p| format!("P{}", p + 1));
    assert_eq!(
        text,
        "Tower at (-1, 4): 4 wall pieces x 1 = 4. P1 scores 4 points. [R-C12]"
    );
}
