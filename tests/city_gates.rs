//! The City Gates (RULES.md section 3): the tile set's known facts, one or more
//! tests per ruling R-G1 to R-G7 on positions built from the expansion's tiles,
//! and random games with the option on.

mod common;

use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::model::scoring::{Rule, ScoreEvent, ScoreTime};
use carcassonne_studio::engine::model::tile::{EdgeKind, FeatureKind, TileType};
use carcassonne_studio::engine::record::position::Position;
use carcassonne_studio::engine::{
    Cell, GameKind, Move, Options, Placement, Rotation, Setup, Side, State, TileSet,
};
use carcassonne_studio::engine::{MoveError, random_move};
use carcassonne_studio::io::tileset::{CITY_GATES_RON, parse_tileset, tileset_for};
use std::sync::Arc;

fn gates_options() -> Options {
    Options {
        city_gates: true,
        ..Options::default()
    }
}

fn ts() -> Arc<TileSet> {
    tileset_for(GameKind::Base, &gates_options()).expect("base + City Gates")
}

/// A position of two players with the City Gates option on: tiles (id, x, y,
/// rotation), followers (player, x, y, feature label), the drawn tile; the rest
/// of the tiles remain in a fixed shuffle.
fn position(
    tiles: &[(&str, i32, i32, u8)],
    followers: &[(u8, i32, i32, &str)],
    drawn: &str,
) -> State {
    let pos = Position {
        drawn: Some(drawn.to_string()),
        seed: 7,
        ..common::layout(GameKind::Base, gates_options(), tiles, followers)
    };
    let st = State::from_position(&ts(), &pos).expect("a valid position");
    assert_eq!(
        st.drawn()
            .map(|t| st.tileset().tiles[t as usize].id.clone()),
        Some(drawn.to_string()),
        "the drawn tile fits somewhere"
    );
    st
}

/// The drawn tile placed at (x, y) in `rot`, with a follower on the feature
/// that `on` names in board frame (see `TileType::feature_label`).
fn place(st: &State, x: i32, y: i32, rot: u8, on: Option<&str>) -> Move {
    let t = &st.tileset().tiles[st.drawn().expect("a drawn tile") as usize];
    let follower = on.map(|l| {
        t.feature_by_label(Rotation(rot), l)
            .unwrap_or_else(|| panic!("tile {} has no feature at {l}", t.id))
    });
    Move::Place(Placement {
        cell: Cell::new(x, y),
        rot: Rotation(rot),
        follower,
    })
}

fn play_events(st: &mut State, m: Move) -> Vec<ScoreEvent> {
    st.apply(&m).expect("a legal move");
    st.last_events
        .iter()
        .filter(|e| e.time == ScoreTime::Play)
        .cloned()
        .collect()
}

fn tile<'a>(ts: &'a TileSet, id: &str) -> &'a TileType {
    &ts.tiles[ts.by_id(id).unwrap_or_else(|| panic!("no tile {id}")) as usize]
}

fn edge_char(e: EdgeKind) -> char {
    match e {
        EdgeKind::City => 'c',
        EdgeKind::Road => 'r',
        EdgeKind::Field => 'f',
        EdgeKind::Gate => 'g',
        _ => '?',
    }
}

fn edge_string(t: &TileType) -> String {
    t.edges.iter().map(|e| edge_char(*e)).collect()
}

fn gate_count(t: &TileType) -> usize {
    t.edges.iter().filter(|e| **e == EdgeKind::Gate).count()
}

/// What a tile looks like in a rotation, independent of how its file numbers
/// the features: per board place the kind and a relabelled feature, the gates,
/// shields, bridges, fixed points, monastery, and which cities fields touch.
fn picture(t: &TileType, rot: u8) -> Vec<String> {
    let o = &t.oriented[rot as usize];
    let mut relabel: Vec<Option<usize>> = vec![None; t.features.len()];
    let mut next = 0;
    let mut label = |f: usize, relabel: &mut Vec<Option<usize>>| -> usize {
        *relabel[f].get_or_insert_with(|| {
            next += 1;
            next - 1
        })
    };
    let mut out = Vec::new();
    for p in 0..12 {
        let f = o.owner[p];
        if f == u8::MAX {
            out.push("-".into());
        } else {
            let l = label(f as usize, &mut relabel);
            let d = &t.features[f as usize];
            out.push(format!("{:?}{l}/{}/{}", d.kind, d.shields, d.bridge));
        }
    }
    for s in Side::ALL {
        let own = (s.index() + 4 - rot as usize) % 4;
        let g = t.features.iter().position(|f| f.gates & (1 << own) != 0);
        out.push(match g {
            Some(g) => {
                let l = label(g, &mut relabel);
                let d = &t.features[g];
                format!("gate{l}/{}/{:?}", d.shields, d.fixed_points)
            }
            None => "-".into(),
        });
    }
    out.push(format!("monastery {}", t.monastery.is_some()));
    let mut touches: Vec<String> = Vec::new();
    for (fi, f) in t.features.iter().enumerate() {
        if let Some(l) = relabel[fi] {
            let mut c: Vec<usize> = f
                .touches
                .iter()
                .map(|c| relabel[*c as usize].unwrap_or(99))
                .collect();
            c.sort();
            touches.push(format!("{l}:{c:?}"));
        }
    }
    touches.sort();
    out.extend(touches);
    out
}

// ---------------------------------------------------------------- the tile set

#[test]
fn tile_set_facts_of_city_gates_md() {
    let gates = parse_tileset("city-gates.ron", CITY_GATES_RON).expect("the file is valid");
    let t = &gates.tiles;
    assert_eq!(t.len(), 24, "24 tiles");
    assert!(t.iter().all(|t| t.count == 1), "one of each");
    assert_eq!(gates.total_tiles(), 24);

    // Each different: no tile looks like another in any rotation.
    for (i, a) in t.iter().enumerate() {
        for b in &t[i + 1..] {
            for r in 0..4 {
                assert_ne!(
                    picture(a, 0),
                    picture(b, r),
                    "{} and {} are the same tile",
                    a.id,
                    b.id
                );
            }
        }
    }
    // Each has at least one gate edge.
    for tt in t {
        assert!(gate_count(tt) >= 1, "{} has no gate", tt.id);
        assert!(
            tt.note.is_some(),
            "{} says what is known or designed",
            tt.id
        );
    }
    // Exactly one 4-gate tile, complete on placement with a fixed 4 (R-G6).
    let four: Vec<&TileType> = t.iter().filter(|t| gate_count(t) == 4).collect();
    assert_eq!(four.len(), 1, "exactly one 4-gate tile");
    assert_eq!(four[0].id, "gggg");
    let city = four[0]
        .features
        .iter()
        .find(|f| f.kind == FeatureKind::City)
        .unwrap();
    assert_eq!(city.gates, 0b1111);
    assert_eq!(city.ports, 0, "no open side: complete on placement");
    assert_eq!(city.fixed_points, Some(4));
    assert_eq!(
        t.iter()
            .filter(|t| t.features.iter().any(|f| f.fixed_points.is_some()))
            .count(),
        1,
        "only the 4-gate tile has fixed points"
    );
    // At least one 3-gate tile.
    assert!(t.iter().any(|t| gate_count(t) == 3), "a 3-gate tile");

    // The known ten have exactly the listed edges, and are marked known.
    let known = [
        "gggg", "ccfg", "gcgg", "cfrg", "fcrg", "ccrg+", "cgrc+", "cgrr", "rcrg", "fcfg",
    ];
    for id in known {
        let tt = tile(&gates, id);
        assert_eq!(edge_string(tt), id.trim_end_matches('+'), "edges of {id}");
        assert!(!tt.designed, "{id} is known");
        let shields: u8 = tt.features.iter().map(|f| f.shields).sum();
        assert_eq!(shields, id.ends_with('+') as u8, "shields of {id}");
    }
    assert_eq!(
        t.iter().filter(|t| t.designed).count(),
        14,
        "14 designed tiles"
    );
    // Designed tiles: ids in the same style (edges, a shield mark, a suffix).
    for tt in t.iter().filter(|t| t.designed) {
        let stem = tt.id.split('-').next().unwrap();
        assert_eq!(
            edge_string(tt),
            stem.trim_end_matches('+'),
            "id of {}",
            tt.id
        );
    }
    // Known facts of the ten.
    let cities = |tt: &TileType| -> Vec<usize> {
        (0..tt.features.len())
            .filter(|i| tt.features[*i].kind == FeatureKind::City)
            .collect()
    };
    let city_at = |tt: &TileType, s: Side| -> usize {
        (0..tt.features.len())
            .find(|i| {
                let f = &tt.features[*i];
                f.kind == FeatureKind::City
                    && (f.places & (1 << (s.index() * 3 + 1)) != 0
                        || f.gates & (1 << s.index()) != 0)
            })
            .unwrap()
    };
    let ccfg = tile(&gates, "ccfg");
    assert_ne!(
        city_at(ccfg, Side::N),
        city_at(ccfg, Side::E),
        "ccfg: two segments"
    );
    let gcgg = tile(&gates, "gcgg");
    assert_eq!(cities(gcgg).len(), 1, "gcgg: one city");
    assert_eq!(gcgg.features[cities(gcgg)[0]].gates.count_ones(), 3);
    let ccrg = tile(&gates, "ccrg+");
    assert_ne!(city_at(ccrg, Side::N), city_at(ccrg, Side::E));
    assert_eq!(
        ccrg.features[city_at(ccrg, Side::N)].shields,
        1,
        "shield on N"
    );
    assert_eq!(
        ccrg.features[city_at(ccrg, Side::E)].shields,
        0,
        "none on E"
    );
    for id in ["cfrg", "cgrc+"] {
        let tt = tile(&gates, id);
        let road = tt
            .features
            .iter()
            .find(|f| f.kind == FeatureKind::Road)
            .unwrap();
        assert_eq!(
            road.ports.count_ones(),
            1,
            "{id}: the road from S ends on the tile"
        );
    }

    // Three bridge tiles: road and city separate features, the city one
    // segment running on under the road (R-G7).
    let bridges: Vec<&TileType> = t
        .iter()
        .filter(|t| t.features.iter().any(|f| f.bridge))
        .collect();
    assert_eq!(bridges.len(), 3, "3 bridge tiles");
    for b in &bridges {
        let road = b.features.iter().find(|f| f.bridge).unwrap();
        assert_eq!(road.kind, FeatureKind::Road);
        assert_eq!(road.ports.count_ones(), 2, "{}: the road crosses", b.id);
        let cs = cities(b);
        assert_eq!(cs.len(), 1, "{}: one city segment under the bridge", b.id);
        let c = &b.features[cs[0]];
        // The city reaches both sides the road does not.
        for s in Side::ALL {
            let road_side = road.ports & (1 << (s.index() * 3 + 1)) != 0;
            let city_side =
                c.places & (1 << (s.index() * 3 + 1)) != 0 || c.gates & (1 << s.index()) != 0;
            assert!(road_side != city_side, "{}: side {}", b.id, s.name());
        }
    }
    // The third bridge: its shield city touches the two lower fields, which the road separates.
    let third = bridges
        .iter()
        .find(|b| b.features.iter().any(|f| f.shields > 0))
        .expect("a bridge tile with a shield");
    let shield_city = third.features.iter().position(|f| f.shields > 0).unwrap() as u8;
    let road_s = third.features.iter().find(|f| f.bridge).unwrap();
    let s_side = (0..4)
        .map(Side::from_index)
        .find(|s| road_s.ports & (1 << (s.index() * 3 + 1)) != 0)
        .unwrap();
    let fl = third.owner_at(
        Rotation(0),
        carcassonne_studio::engine::Place::new(s_side, 0),
    );
    let fr = third.owner_at(
        Rotation(0),
        carcassonne_studio::engine::Place::new(s_side, 2),
    );
    let (fl, fr) = (fl.unwrap(), fr.unwrap());
    assert_ne!(fl, fr, "the road separates the two lower fields");
    for f in [fl, fr] {
        assert_eq!(third.features[f as usize].kind, FeatureKind::Field);
        assert!(third.features[f as usize].touches.contains(&shield_city));
    }

    // A monastery inside a city: every side a city side or a gate.
    let inside: Vec<&TileType> = t
        .iter()
        .filter(|t| {
            t.monastery.is_some()
                && t.edges
                    .iter()
                    .all(|e| matches!(e, EdgeKind::City | EdgeKind::Gate))
        })
        .collect();
    assert_eq!(inside.len(), 1, "a monastery inside a city");

    // The uninterrupted road: one road feature through two sides; at one edge it
    // divides the field, at the other it does not.
    let uninterrupted = t.iter().filter(|tt| {
        tt.features.iter().any(|f| {
            f.kind == FeatureKind::Road && f.ports.count_ones() == 2 && !f.bridge && {
                let divides: Vec<bool> = (0..4)
                    .map(Side::from_index)
                    .filter(|s| f.ports & (1 << (s.index() * 3 + 1)) != 0)
                    .map(|s| {
                        let o = &tt.oriented[0];
                        o.owner[s.index() * 3] != o.owner[s.index() * 3 + 2]
                    })
                    .collect();
                divides.contains(&true) && divides.contains(&false)
            }
        })
    });
    assert_eq!(uninterrupted.count(), 1, "the road that is not interrupted");

    // Base + City Gates: 96 tiles, the base start tile.
    let all = ts();
    assert_eq!(all.total_tiles(), 96);
    assert_eq!(all.tiles.len(), 48);
    assert_eq!(all.start, all.by_id("D"));
}

// ---------------------------------------------------------------- R-G1

/// R-G1: a gate side may face a road, a field or another gate; never a city.
#[test]
fn r_g1_a_gate_faces_a_road_a_field_or_a_gate_never_a_city() {
    use EdgeKind::*;
    assert!(Gate.matches(Road) && Road.matches(Gate));
    assert!(Gate.matches(Field) && Field.matches(Gate));
    assert!(Gate.matches(Gate));
    assert!(!Gate.matches(City) && !City.matches(Gate));

    // Start tile D at the origin: city N, road W-E, field S. fcfg: city E, gate W.
    let st = position(&[("D", 0, 0, 0)], &[], "fcfg");
    // Gate (W, rotation 0) against D's road end (E side of D).
    assert_eq!(
        st.check_placement(st.drawn().unwrap(), Cell::new(1, 0), Rotation(0)),
        Ok(())
    );
    // Gate turned to face north (rotation 1) against D's field side.
    assert_eq!(
        st.check_placement(st.drawn().unwrap(), Cell::new(0, 1), Rotation(1)),
        Ok(())
    );
    // Gate turned to face south (rotation 3) against D's city side: refused, citing R-G1.
    let e = st
        .check_placement(st.drawn().unwrap(), Cell::new(0, -1), Rotation(3))
        .unwrap_err();
    assert!(
        matches!(
            e,
            MoveError::Mismatch {
                mine: Gate,
                theirs: City,
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("R-G1"), "{e}");
    let mut st2 = st.clone();
    assert!(st2.apply(&place(&st, 0, -1, 3, None)).is_err());

    // Gates against field sides, and a city side only against a city.
    let st = position(&[("D", 0, 0, 0), ("fcfg", 0, 1, 1)], &[], "gcgg");
    // fcfg at (0,1) rotation 1: city S, gate N (facing D's field). gcgg at
    // (1,1) rotation 0: gates N, S, W; its W gate faces fcfg's E field side.
    assert_eq!(
        st.check_placement(st.drawn().unwrap(), Cell::new(1, 1), Rotation(0)),
        Ok(())
    );
    // gcgg at (-1,1) rotation 2: city W, gates S, N, E; E gate faces fcfg's W field.
    assert_eq!(
        st.check_placement(st.drawn().unwrap(), Cell::new(-1, 1), Rotation(2)),
        Ok(())
    );
    // gcgg below fcfg's city (S side): a gate there faces a city: refused.
    for r in 0..4 {
        let t = &st.tileset().tiles[st.drawn().unwrap() as usize];
        let north = t.edge_at(Rotation(r), Side::N);
        let ok = st
            .check_placement(st.drawn().unwrap(), Cell::new(0, 2), Rotation(r))
            .is_ok();
        assert_eq!(
            ok,
            north == City,
            "rotation {r}: only the city side may face a city"
        );
    }
}

/// R-G1: gate against gate is a legal placement.
#[test]
fn r_g1_a_gate_may_face_a_gate() {
    // fcfg at the origin: city E, gate W. gcgg placed west of it with a gate east.
    let st = position(&[("fcfg", 0, 0, 0)], &[], "gcgg");
    // gcgg rotation 0 has gates N, S, W and city E: city E would face the gate: refused.
    assert!(
        st.check_placement(st.drawn().unwrap(), Cell::new(-1, 0), Rotation(0))
            .is_err()
    );
    // Rotation 1: gates E, W, N; city S. Its E gate faces fcfg's W gate: legal.
    assert_eq!(
        st.check_placement(st.drawn().unwrap(), Cell::new(-1, 0), Rotation(1)),
        Ok(())
    );
}

// ---------------------------------------------------------------- R-G2

/// R-G2: two gates facing each other do not connect their cities: a knight may
/// join the city beside a gate that faces an occupied city's gate.
#[test]
fn r_g2_gate_against_gate_does_not_connect_the_cities() {
    // fcfg at the origin (city E, gate W) with player 2's knight on its city.
    let mut st = position(&[("fcfg", 0, 0, 0)], &[(1, 0, 0, "E")], "cgff");
    // cgff (city N, gate E) west of it, gate to gate, and player 1 puts a
    // knight on its city: legal, because the cities are separate.
    let m = place(&st, -1, 0, 0, Some("N"));
    let events = play_events(&mut st, m);
    assert!(events.is_empty(), "nothing completed: {events:?}");
    let fl = st.followers();
    assert_eq!(fl.len(), 2);
    let r0 = st.features().root(fl[0].node);
    let r1 = st.features().root(fl[1].node);
    assert_ne!(r0, r1, "the two cities are not connected");
    assert_eq!(st.features().node(r0).followers[..2].iter().sum::<u8>(), 1);
    assert_eq!(st.features().node(r1).followers[..2].iter().sum::<u8>(), 1);
    // Each city is open only at its city side, not at the gates (R-G3).
    assert_eq!(st.features().node(r0).open, 1);
    assert_eq!(st.features().node(r1).open, 1);
}

// ---------------------------------------------------------------- R-G3

/// R-G3: a gate closes its city on that side, even when nothing faces it:
/// closing the city's only city side completes it.
#[test]
fn r_g3_a_gate_closes_its_city_even_facing_nothing() {
    // fcfg at the origin: city E, gate W facing nothing. Player 1's knight on it.
    let mut st = position(&[("fcfg", 0, 0, 0)], &[(0, 0, 0, "E")], "E");
    let node = st.followers()[0].node;
    let root = st.features().root(node);
    assert_eq!(
        st.features().node(root).open,
        1,
        "only the city side E is open"
    );
    // Tile E (city N) turned so its city faces west, closing fcfg's city side.
    let m = place(&st, 1, 0, 3, None);
    let events = play_events(&mut st, m);
    assert_eq!(events.len(), 1, "{events:?}");
    let e = &events[0];
    assert_eq!(e.kind, FeatureKind::City);
    assert!(e.complete);
    assert_eq!(e.tile_count, 2);
    assert_eq!(e.value, 4, "2 tiles x 2");
    assert_eq!(e.winners, 0b01);
    assert_eq!(st.score(0), 4);
    assert_eq!(st.supply(0), 7, "the knight returned");
    assert!(
        st.board().at(Cell::new(-1, 0)).is_none(),
        "the gate still faces nothing"
    );
}

/// R-G3: a city whose only edges are gates is complete the moment it is placed.
#[test]
fn r_g3_a_city_behind_gates_only_is_complete_on_placement() {
    // rfrg: a road N-S and a small city behind the W gate. D's road faces its road.
    let mut st = position(&[("D", 0, 0, 0)], &[], "rfrg");
    // rfrg rotation 1: road E-W, gate N. West of D its road meets D's road.
    let m = place(&st, -1, 0, 1, Some("N"));
    let events = play_events(&mut st, m);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0].kind, FeatureKind::City);
    assert_eq!(events[0].rule, Rule::CityComplete);
    assert_eq!(events[0].rule.id(), "§2 city");
    assert_eq!(
        events[0].value, 2,
        "one tile x 2, no fixed points (only gggg has them)"
    );
    assert_eq!(st.score(0), 2);
    assert_eq!(st.supply(0), 7);
    // The explanation says the gate is why it closed, and cites R-G3.
    assert_eq!(events[0].gates, 1);
    let text = carcassonne_studio::wording::explain(&events[0], &|p| format!("P{}", p + 1));
    assert!(
        text.contains("Its gate closes that side.") && text.ends_with("[§2 city, R-G3]"),
        "{text}"
    );
}

// ---------------------------------------------------------------- R-G4

/// R-G4: a gate ends a road; the seed's example: a gate laid against a road
/// end completes it, and a one-tile road scores 1.
#[test]
fn r_g4_a_gate_laid_against_a_road_completes_a_one_tile_road() {
    // cfrg at the origin: city N, gate W, a road from S that ends on the tile.
    // Player 1 has a thief on it.
    let mut st = position(&[("cfrg", 0, 0, 0)], &[(0, 0, 0, "S")], "fcfg");
    // fcfg turned (rotation 1: gate N) below it: the gate meets the road end.
    let m = place(&st, 0, 1, 1, None);
    let events = play_events(&mut st, m);
    assert_eq!(events.len(), 1, "{events:?}");
    let e = &events[0];
    assert_eq!(e.kind, FeatureKind::Road);
    assert_eq!(e.rule, Rule::RoadComplete);
    assert!(e.complete);
    assert_eq!(e.tile_count, 1, "a completed road may be one tile long");
    assert_eq!(e.value, 1);
    assert_eq!(e.winners, 0b01);
    assert_eq!(st.score(0), 1);
    assert_eq!(st.supply(0), 7);
}

/// R-G4: a road laid against a gate ends there; with its other end ending on
/// the tile it is complete at once, and the thief placed on it scores and returns.
#[test]
fn r_g4_a_road_laid_against_a_gate_ends_there() {
    // fcfg at the origin: gate W.
    let mut st = position(&[("fcfg", 0, 0, 0)], &[], "cfrg");
    // cfrg turned (rotation 3: road E, city W, gate S) west of it: road meets the gate.
    let m = place(&st, -1, 0, 3, Some("E"));
    let events = play_events(&mut st, m);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0].kind, FeatureKind::Road);
    assert_eq!(events[0].value, 1);
    assert_eq!(events[0].winners, 0b01);
    assert_eq!(st.score(0), 1);
    assert_eq!(st.supply(0), 7, "the thief came back");
}

/// R-G4: a road with a gate at both ends (a straight road between two gate tiles).
#[test]
fn r_g4_a_road_between_two_gates_is_complete() {
    // Two fcfg tiles, gates facing a gap at (0,0):
    // fcfg at (-1,0) rotation 2: city W, gate E, fields N and S.
    // cgff at (1,0) rotation 2: city S, gate W, fields N and E.
    // Above, a row of straight roads U at (-1,-1), (0,-1), (1,-1) connects them
    // (U rotation 0: road W-E, fields N and S; their S fields face the fcfg N fields).
    let mut st = position(
        &[
            ("fcfg", -1, 0, 2),
            ("U", -1, -1, 0),
            ("U", 0, -1, 0),
            ("U", 1, -1, 0),
            ("cgff", 1, 0, 2),
        ],
        &[],
        "U",
    );
    // U at (0,0) rotation 0: road W-E between the two gates; its N field faces U's S field.
    let m = place(&st, 0, 0, 0, Some("W"));
    let events = play_events(&mut st, m);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0].kind, FeatureKind::Road);
    assert_eq!(events[0].tile_count, 1);
    assert_eq!(events[0].value, 1);
    assert_eq!(st.score(0), 1);
    // Both ends meet gates, and the explanation cites R-G4 for them.
    assert_eq!(events[0].gates, 2);
    let text = carcassonne_studio::wording::explain(&events[0], &|p| format!("P{}", p + 1));
    assert!(
        text.contains("2 of its ends meet gates.") && text.ends_with("[§2 road, R-G4]"),
        "{text}"
    );
}

// ---------------------------------------------------------------- R-G5

/// R-G5: a gate side has two field halves that join the facing side's field
/// halves; a farmer may stand on the small fields beside a gate; no follower
/// stands on the gate itself.
#[test]
fn r_g5_fields_at_a_gate_join_the_facing_fields() {
    // fcfg at the origin: city E, gate W; its north field owns Wn, Nw, Ne.
    // Player 2 has a farmer on that north field.
    let st = position(&[("fcfg", 0, 0, 0)], &[(1, 0, 0, "Nw")], "U");
    // U (road W-E) west of it: its road meets the gate, its En half meets the
    // gate's Wn half, so its north field joins the occupied field.
    let mut s1 = st.clone();
    assert!(
        matches!(
            s1.apply(&place(&st, -1, 0, 0, Some("Nw"))),
            Err(MoveError::FeatureTaken {
                kind: FeatureKind::Field,
                ..
            })
        ),
        "the north fields are joined across the gate"
    );
    // Its south field joins fcfg's south field, which is free.
    let mut s2 = st.clone();
    s2.apply(&place(&st, -1, 0, 0, Some("Sw")))
        .expect("farmer on the south field");
    let fl = s2.followers();
    let farmer = fl.iter().find(|f| f.player == 0).unwrap();
    let north = fl.iter().find(|f| f.player == 1).unwrap();
    let south_root = s2.features().root(farmer.node);
    let north_root = s2.features().root(north.node);
    assert_ne!(
        south_root, north_root,
        "the gate separates the two small fields"
    );
    assert_eq!(s2.features().tile_count(south_root), 2);
    assert_eq!(s2.features().tile_count(north_root), 2);
    // The road ends at the gate (R-G4) and does not join anything.
    let road = s2.board().at(Cell::new(-1, 0)).unwrap();
    let road_root = s2.features().root(road.node_base);
    assert_eq!(s2.features().node(road_root).kind, FeatureKind::Road);
    assert_eq!(
        s2.features().node(road_root).open,
        1,
        "only its west end is open"
    );
}

/// R-G5: farmers may stand on the small fields beside a gate; the gate itself
/// is no feature, so no follower can stand on it.
#[test]
fn r_g5_farmers_beside_a_gate_and_nobody_on_the_gate() {
    let st = position(&[("D", 0, 0, 0)], &[], "gcgg");
    let t = st.drawn().unwrap();
    let tt = &st.tileset().tiles[t as usize];
    // gcgg at (1,0) rotation 0: W gate against D's road.
    let deps = st.deployments(t, Cell::new(1, 0), Rotation(0));
    let kinds: Vec<FeatureKind> = deps.iter().map(|d| tt.features[*d as usize].kind).collect();
    assert_eq!(kinds.iter().filter(|k| **k == FeatureKind::City).count(), 1);
    assert_eq!(
        kinds.iter().filter(|k| **k == FeatureKind::Field).count(),
        4,
        "the four small fields beside the gates take farmers"
    );
    assert_eq!(deps.len(), tt.features.len(), "nothing else");
    // No feature owns a gate's centre place: the gate is nobody's place.
    for s in Side::ALL {
        if tt.edges[s.index()] == EdgeKind::Gate {
            let centre = carcassonne_studio::engine::Place::new(s, 1);
            assert_eq!(tt.owner_at(Rotation(0), centre), None, "gate {}", s.name());
        }
    }
    // A farmer on the small field Ne beside the north gate.
    let mut st2 = st.clone();
    let m = place(&st, 1, 0, 0, Some("Ne"));
    st2.apply(&m).expect("a farmer beside a gate");
    assert_eq!(st2.followers().len(), 1);
    let f = st2.followers()[0];
    assert_eq!(st2.features().node(f.node).kind, FeatureKind::Field);
}

/// R-G5 with R-B3: a field that reaches a gate's small field touches the city
/// behind it and scores it at the end when that city is complete.
#[test]
fn r_g5_a_farmer_at_a_gate_scores_the_city_behind_it() {
    // rfrg placed next to D: its city behind the W gate is complete on placement.
    // Player 1 puts a farmer on its large field (Nw, Wn, Ws, Sw, Se) which touches that city.
    let mut st = position(&[("D", 0, 0, 0)], &[], "rfrg");
    // rfrg rotation 1: road W-E, gate N; its field with the gate halves is at Ne..; label by place.
    let t = st.drawn().unwrap();
    let tt = st.tileset().tiles[t as usize].clone();
    let big = tt
        .features
        .iter()
        .position(|f| f.kind == FeatureKind::Field && !f.touches.is_empty())
        .unwrap() as u8;
    let m = Move::Place(Placement {
        cell: Cell::new(-1, 0),
        rot: Rotation(1),
        follower: Some(big),
    });
    st.apply(&m).unwrap();
    let (scores, events) = st.end_now();
    let field = events
        .iter()
        .find(|e| e.kind == FeatureKind::Field)
        .expect("the field scores at the end");
    assert_eq!(field.rule, Rule::Field);
    assert_eq!(field.cities, 1, "the city behind the gate is complete");
    assert_eq!(field.value, 3);
    assert_eq!(scores[0], 3);
}

// ---------------------------------------------------------------- R-G6

/// R-G6: the four-gate tile's city is complete on placement; a knight placed
/// on it scores a fixed 4 at once and returns.
#[test]
fn r_g6_the_four_gate_city_scores_a_fixed_4_at_once() {
    let mut st = position(&[("D", 0, 0, 0)], &[], "gggg");
    // gggg east of D: its W gate meets D's road (which the gate ends, R-G4).
    let m = place(&st, 1, 0, 0, Some("N"));
    let events = play_events(&mut st, m);
    let city: Vec<&ScoreEvent> = events
        .iter()
        .filter(|e| e.kind == FeatureKind::City)
        .collect();
    assert_eq!(city.len(), 1, "{events:?}");
    let e = city[0];
    assert_eq!(e.rule, Rule::FourGates);
    assert_eq!(e.rule.id(), "R-G6");
    assert!(e.complete);
    assert_eq!(e.value, 4, "fixed 4, not 2 per tile");
    assert_eq!(e.winners, 0b01);
    assert_eq!(carcassonne_studio::wording::formula(e), "fixed 4");
    assert_eq!(st.score(0), 4);
    assert_eq!(st.supply(0), 7, "the knight returned at once");
    assert!(st.followers().is_empty());
}

/// R-G6: without a knight nothing scores, but the city is complete (so fields
/// touching it count it at the end).
#[test]
fn r_g6_the_four_gate_city_is_complete_without_a_knight() {
    let mut st = position(&[("D", 0, 0, 0)], &[], "gggg");
    let m = place(&st, 1, 0, 0, None);
    let events = play_events(&mut st, m);
    assert!(
        events.iter().all(|e| e.kind != FeatureKind::City),
        "{events:?}"
    );
    assert_eq!(st.score(0), 0);
    let p = *st.board().at(Cell::new(1, 0)).unwrap();
    let tt = &st.tileset().tiles[p.tile as usize];
    let city = tt
        .features
        .iter()
        .position(|f| f.kind == FeatureKind::City)
        .unwrap();
    let root = st.features().root(p.node_base + city as u16);
    assert_eq!(st.features().node(root).open, 0, "complete on placement");
    let fv = st.feature_value(root, ScoreTime::Play);
    assert_eq!((fv.rule, fv.value, fv.complete), (Rule::FourGates, 4, true));
}

// ---------------------------------------------------------------- R-G7

/// R-G7: on a bridge tile the road and the city under it are separate
/// features; the city runs on under the bridge and completes without the road.
#[test]
fn r_g7_a_bridge_does_not_cut_the_city() {
    // rcrg-2 at the origin: road N-S on a bridge over the city from E to the W gate.
    // Player 1 has a knight on the city, player 2 a thief on the road: separate features.
    let mut st = position(
        &[("rcrg-2", 0, 0, 0)],
        &[(0, 0, 0, "E"), (1, 0, 0, "N")],
        "E",
    );
    let fl = st.followers().to_vec();
    let knight_root = st.features().root(fl[0].node);
    let thief_root = st.features().root(fl[1].node);
    assert_ne!(knight_root, thief_root);
    assert_eq!(st.features().node(knight_root).kind, FeatureKind::City);
    assert_eq!(st.features().node(thief_root).kind, FeatureKind::Road);
    assert_eq!(
        st.features().node(thief_root).open,
        2,
        "the road crosses the tile"
    );
    let tt = &st.tileset().tiles[st.board().at(Cell::new(0, 0)).unwrap().tile as usize];
    let road = tt
        .features
        .iter()
        .find(|f| f.kind == FeatureKind::Road)
        .unwrap();
    assert!(road.bridge);
    // Tile E (city N) turned to face west closes the city's E side: the city,
    // one segment under the bridge, is complete; the road is not.
    let m = place(&st, 1, 0, 3, None);
    let events = play_events(&mut st, m);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0].kind, FeatureKind::City);
    assert_eq!(events[0].value, 4);
    assert_eq!(events[0].winners, 0b01);
    assert_eq!(st.score(0), 4);
    assert_eq!(st.score(1), 0);
    assert_eq!(st.followers().len(), 1, "the thief stays on the open road");
    assert_eq!(st.followers()[0].player, 1);
}

/// R-G7: the road over a bridge continues: both ends join the roads they meet.
#[test]
fn r_g7_the_road_on_a_bridge_joins_both_neighbours() {
    // D at the origin (road W-E). rgrg west of it turned (rotation 1: road E-W,
    // gates N and S). Player 1 puts a thief on the bridge road, which joins D's road.
    let mut st = position(&[("D", 0, 0, 0)], &[(1, 0, 0, "W")], "rgrg");
    let mut s1 = st.clone();
    assert!(
        matches!(
            s1.apply(&place(&st, -1, 0, 1, Some("E"))),
            Err(MoveError::FeatureTaken {
                kind: FeatureKind::Road,
                ..
            })
        ),
        "the bridge road joins D's road"
    );
    // The city under the bridge takes a knight instead, and is complete at once (R-G3).
    let m = place(&st, -1, 0, 1, Some("N"));
    let events = play_events(&mut st, m);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0].kind, FeatureKind::City);
    assert_eq!(events[0].value, 2);
}

// ---------------------------------------------------------------- random games

/// Thousands of random games with The City Gates on: followers are conserved,
/// every tile is placed or discarded, scores never decrease, and every placed
/// side matches its neighbour.
#[test]
fn random_games_with_city_gates_keep_the_invariants() {
    let ts = ts();
    let total = ts.total_tiles();
    assert_eq!(total, 96);
    let mut rng = Rng::new(0xC17E_6A7E);
    let mut gate_faces = [0u64; 3];
    let mut four_gate_scores = 0u32;
    for seed in 0..4000u64 {
        let players = 2 + (seed % 4) as u8;
        let setup = Setup {
            game: GameKind::Base,
            players,
            options: gates_options(),
            seed,
        };
        let mut st = State::new(ts.clone(), &setup);
        st.set_record_detail(false);
        let mut last = st.scores().to_vec();
        while let Some(m) = random_move(&st, &mut rng) {
            st.apply_unchecked(&m);
            four_gate_scores += st
                .last_events
                .iter()
                .filter(|e| e.rule == Rule::FourGates)
                .count() as u32;
            // Scores never decrease.
            for (p, s) in st.scores().iter().enumerate() {
                assert!(*s >= last[p], "seed {seed}: score of P{} fell", p + 1);
            }
            last = st.scores().to_vec();
            // Followers conserved.
            for p in 0..players as usize {
                let on_board = st
                    .followers()
                    .iter()
                    .filter(|f| f.player as usize == p)
                    .count();
                assert_eq!(
                    on_board + st.supply(p) as usize,
                    7,
                    "seed {seed}: P{}",
                    p + 1
                );
            }
            // No follower stays on a completed city or road (R-G3, R-G4: a gate
            // closing a neighbour's end scores it at once).
            for f in st.followers() {
                let node = st.features().feature(f.node);
                if matches!(node.kind, FeatureKind::City | FeatureKind::Road) {
                    assert!(
                        node.open > 0,
                        "seed {seed}: a follower on a completed {:?}",
                        node.kind
                    );
                }
            }
            // The placed tile's sides match its neighbours.
            let pl = *st.board().placed().last().unwrap();
            let t = &ts.tiles[pl.tile as usize];
            for s in Side::ALL {
                if let Some(n) = st.board().at(pl.cell.step(s)) {
                    let mine = t.edge_at(pl.rot, s);
                    let theirs = ts.tiles[n.tile as usize].edge_at(n.rot, s.opposite());
                    assert!(
                        mine.matches(theirs),
                        "seed {seed}: {mine:?} faces {theirs:?}"
                    );
                    if mine == EdgeKind::Gate {
                        gate_faces[match theirs {
                            EdgeKind::Road => 0,
                            EdgeKind::Field => 1,
                            _ => 2,
                        }] += 1;
                    }
                }
            }
            // Every tile is on the board, discarded, drawn or in the stack.
            let drawn = st.drawn().is_some() as usize;
            assert_eq!(
                st.board().placed().len() + st.discards().len() + drawn + st.stack().len(),
                total,
                "seed {seed}"
            );
        }
        assert!(st.is_over());
        assert_eq!(
            st.board().placed().len() + st.discards().len(),
            total,
            "seed {seed}: every tile placed or discarded"
        );
        for (p, s) in st.scores().iter().enumerate() {
            assert!(*s >= last[p], "seed {seed}: end scoring lowered P{}", p + 1);
        }
        // The whole board: every touching pair of sides matches.
        for pl in st.board().placed() {
            let t = &ts.tiles[pl.tile as usize];
            for s in [Side::E, Side::S] {
                if let Some(n) = st.board().at(pl.cell.step(s)) {
                    let theirs = ts.tiles[n.tile as usize].edge_at(n.rot, s.opposite());
                    assert!(t.edge_at(pl.rot, s).matches(theirs), "seed {seed}");
                }
            }
        }
    }
    // The games did exercise the expansion.
    assert!(
        gate_faces.iter().all(|n| *n > 0),
        "gates faced roads, fields and gates: {gate_faces:?}"
    );
    assert!(
        four_gate_scores > 0,
        "some knight scored the four-gate city"
    );
}

// ---------------------------------------------------------------- the option on the command line

fn cli(args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-cli"))
        .args(args)
        .output()
        .expect("the CLI runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `selfplay --city-gates` plays 96-tile games: turns plus discards are the 95
/// tiles after the start tile.
#[test]
fn selfplay_with_city_gates_plays_all_96_tiles() {
    let (ok, out, err) = cli(&[
        "selfplay",
        "--game",
        "base",
        "--players",
        "2",
        "--games",
        "3",
        "--seed",
        "4",
        "--city-gates",
    ]);
    assert!(ok, "{err}");
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 3, "{out}");
    for g in games {
        let num = |key: &str| -> usize {
            let w: Vec<&str> = g.split_whitespace().collect();
            let i = w.iter().position(|x| *x == key).unwrap();
            w[i + 1].parse().unwrap()
        };
        assert_eq!(num("turns") + num("discards"), 95, "{g}");
    }
    let (ok, out, _) = cli(&["bench", "--city-gates", "--seconds", "0.2"]);
    assert!(ok);
    assert!(out.contains("city_gates: true"), "{out}");
}

/// `tournament --city-gates` plays its games with the 96 tiles.
#[test]
fn tournament_takes_city_gates() {
    let (ok, out, err) = cli(&[
        "tournament",
        "--a",
        "easy",
        "--b",
        "easy",
        "--games",
        "2",
        "--seed",
        "3",
        "--city-gates",
        "--quiet",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.lines().last().unwrap_or("").starts_with("win_rate_a:"),
        "{out}"
    );
}
