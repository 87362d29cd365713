//! The scenario editor's model: edits, strict and free mode, live checking, undo and redo.

use carcassonne_studio::editor::Editor;
use carcassonne_studio::engine::{Cell, Options};
use carcassonne_studio::io::scenario::{
    Answer, Question, check_questions, parse_scenario, scenario_to_string,
};
use carcassonne_studio::io::tileset::base;

fn editor() -> Editor {
    Editor::new(base(), Options::default(), 2)
}

#[test]
fn strict_mode_refuses_sides_that_do_not_match_and_says_why() {
    let mut ed = editor();
    ed.place_tile("D", Cell::new(0, 0), 0).unwrap();
    // E turned 3 times shows its city to the west, against D's road.
    let e = ed.place_tile("E", Cell::new(1, 0), 3).unwrap_err();
    assert!(
        e.to_string().contains("strict")
            && e.to_string().contains("road")
            && e.to_string().contains("city"),
        "{e}"
    );
    assert_eq!(
        ed.position().tiles.len(),
        1,
        "the refused edit left nothing behind"
    );
}

#[test]
fn free_mode_allows_it_and_marks_the_cell_with_the_reason() {
    let mut ed = editor();
    ed.strict = false;
    ed.place_tile("D", Cell::new(0, 0), 0).unwrap();
    ed.place_tile("E", Cell::new(1, 0), 3).unwrap();
    let here = ed.problems_at(Cell::new(0, 0));
    assert_eq!(here.len(), 1);
    assert!(
        here[0].problem.to_string().contains("E side shows road"),
        "{}",
        here[0]
    );
    assert!(
        ed.build().is_err(),
        "an impossible position cannot be played"
    );
}

#[test]
fn strict_mode_refuses_more_followers_than_a_player_owns() {
    let mut ed = editor();
    ed.place_tile("D", Cell::new(0, 0), 0).unwrap();
    ed.set_supply(0, Some(7)).unwrap();
    // 7 in supply and one more on the board makes 8.
    let e = ed.add_follower(0, Cell::new(0, 0), "N").unwrap_err();
    assert!(e.to_string().contains("more than the 7"), "{e}");
    ed.set_supply(0, Some(6)).unwrap();
    ed.add_follower(0, Cell::new(0, 0), "N").unwrap();
}

#[test]
fn a_follower_on_a_feature_the_tile_lacks_is_refused() {
    let mut ed = editor();
    ed.place_tile("E", Cell::new(0, 0), 0).unwrap();
    let e = ed.add_follower(1, Cell::new(0, 0), "S").unwrap_err();
    assert!(
        e.to_string().contains("city") || e.to_string().contains("no feature"),
        "{e}"
    );
    // E's south side is field: "S" is a centre place that no feature owns.
    assert!(e.to_string().contains("no feature there"), "{e}");
}

#[test]
fn undo_and_redo_walk_through_the_edits() {
    let mut ed = editor();
    ed.place_tile("D", Cell::new(0, 0), 0).unwrap();
    ed.place_tile("E", Cell::new(0, -1), 2).unwrap();
    ed.add_follower(1, Cell::new(0, 0), "E").unwrap();
    assert!(ed.undo() && ed.undo());
    assert_eq!(ed.position().tiles.len(), 1);
    assert!(ed.position().followers.is_empty());
    assert!(ed.redo());
    assert_eq!(ed.position().tiles.len(), 2);
    ed.set_score(0, 12).unwrap();
    assert!(!ed.can_redo(), "a new edit clears redo");
}

#[test]
fn turning_a_tile_keeps_its_followers_on_their_features() {
    let mut ed = editor();
    ed.place_tile("E", Cell::new(0, 0), 0).unwrap();
    ed.add_follower(0, Cell::new(0, 0), "N").unwrap();
    ed.rotate_tile(Cell::new(0, 0)).unwrap();
    assert_eq!(
        ed.position().followers[0].on,
        "E",
        "the knight turns with its city"
    );
}

#[test]
fn the_palette_counts_what_is_left_of_each_tile() {
    let mut ed = editor();
    ed.place_tile("D", Cell::new(0, 0), 0).unwrap();
    ed.place_tile("E", Cell::new(0, -1), 2).unwrap();
    ed.set_drawn(Some("E")).unwrap();
    let pal = ed.palette();
    let count = |id: &str| pal.iter().find(|p| p.id == id).unwrap().available;
    assert_eq!(count("D"), Some(3), "4 D tiles, 1 placed");
    assert_eq!(count("E"), Some(3), "5 E tiles, 1 placed, 1 drawn");
    ed.strict = false;
    assert_eq!(ed.palette()[0].available, None, "free mode: unlimited");
}

#[test]
fn a_built_scenario_saves_loads_and_its_question_holds() {
    let mut ed = editor();
    ed.place_tile("D", Cell::new(0, 0), 0).unwrap();
    ed.add_follower(0, Cell::new(0, 0), "E").unwrap();
    ed.set_drawn(Some("E")).unwrap();
    ed.set_text("Thief on the start tile", "A road of one tile.")
        .unwrap();
    ed.set_note(Cell::new(0, 0), "Red's thief").unwrap();
    ed.add_question(Question {
        ask: "What is Red's road worth at the end?".into(),
        answer: Answer::FeatureValue {
            x: 0,
            y: 0,
            on: "E".into(),
            points: 1,
        },
        explanation: "1 tile.".into(),
    })
    .unwrap();
    let text = scenario_to_string(ed.scenario());
    let sc = parse_scenario("s.ron", &text).unwrap();
    check_questions(&sc).unwrap();
    assert_eq!(sc.file.notes.len(), 1);
    // Play from here: the position becomes a game with the drawn tile.
    let st = ed.build().unwrap();
    assert_eq!(st.drawn(), st.tileset().by_id("E"));
    assert_eq!(ed.ruling().unwrap().end_scores, vec![1, 0]);
}

fn city_editor() -> Editor {
    use carcassonne_studio::io::tileset::the_city;
    let mut ed = Editor::new(the_city(), Options::default(), 2);
    ed.place_tile("C01", Cell::new(0, 0), 0).unwrap();
    ed
}

#[test]
fn the_city_gate_wall_guard_and_tower_are_edited_and_checked_by_the_engine() {
    use carcassonne_studio::engine::Side;
    use carcassonne_studio::engine::rules::the_city::WallEnd;
    // R-C7: the wall grows from the gate along the outline, one end at a time.
    let mut ed = city_editor();
    let e = ed
        .add_wall_piece(Cell::new(0, 0), Side::N, None)
        .unwrap_err();
    assert!(e.to_string().contains("gate first"), "{e}");
    ed.set_gate(Some((Cell::new(0, 0), Side::W))).unwrap();
    // Clockwise from the west side of a lone tile comes its north side.
    assert_eq!(
        ed.add_wall_piece(Cell::new(0, 0), Side::N, Some(1)),
        Ok(WallEnd::Cw)
    );
    assert_eq!(
        ed.add_wall_piece(Cell::new(0, 0), Side::S, None),
        Ok(WallEnd::Ccw)
    );
    // With only the gate, the east side is next to neither end: refused with the rule.
    let mut far = city_editor();
    far.set_gate(Some((Cell::new(0, 0), Side::W))).unwrap();
    let e = far
        .add_wall_piece(Cell::new(0, 0), Side::E, None)
        .unwrap_err();
    assert!(e.to_string().contains("R-C7"), "{e}");
    ed.set_guard(Cell::new(0, 0), Side::S, Some(0)).unwrap();
    ed.add_tower(0, WallEnd::Cw).unwrap();
    let city = ed.city().unwrap();
    assert_eq!(city.cw[0].guard, Some(1));
    assert_eq!(city.ccw[0].guard, Some(0));
    assert_eq!(city.towers.len(), 1);
    assert_eq!(city.towers[0].at, 1, "the tower stands where the arm ends");
    // The position the editor made is one the engine plays.
    let st = ed.build().unwrap();
    let c = st.city().unwrap();
    assert_eq!((c.cw.len(), c.ccw.len()), (1, 1));
    assert_eq!(c.towers.len(), 1);
    // Taking the clockwise piece off takes the tower beyond it too.
    ed.remove_wall_piece(WallEnd::Cw).unwrap();
    assert!(ed.city().unwrap().towers.is_empty());
    assert!(ed.undo());
    assert_eq!(ed.city().unwrap().towers.len(), 1);
}

#[test]
fn a_gate_must_face_the_open_outside_and_walls_stay_in_the_city() {
    use carcassonne_studio::engine::Side;
    // R-C7: the gate lies between a tile and the empty outside; strict mode
    // refuses a gate on a side with no tile behind it.
    let mut ed = city_editor();
    let e = ed.set_gate(Some((Cell::new(5, 5), Side::N))).unwrap_err();
    assert!(
        e.to_string().contains("strict") && e.to_string().contains("gate"),
        "{e}"
    );
    // The base game has no wall at all.
    let mut base_ed = editor();
    base_ed.place_tile("D", Cell::new(0, 0), 0).unwrap();
    let e = base_ed
        .set_gate(Some((Cell::new(0, 0), Side::N)))
        .unwrap_err();
    assert!(e.to_string().contains("The City"), "{e}");
}

#[test]
fn toggling_a_follower_puts_it_on_then_takes_it_off() {
    let mut ed = editor();
    ed.place_tile("D", Cell::new(0, 0), 0).unwrap();
    ed.toggle_follower(1, Cell::new(0, 0), "E").unwrap();
    assert_eq!(
        ed.follower_at(Cell::new(0, 0), "E").map(|f| f.player),
        Some(1)
    );
    ed.toggle_follower(0, Cell::new(0, 0), "E").unwrap();
    assert!(ed.position().followers.is_empty());
    let before = ed.revision();
    ed.undo();
    assert_ne!(ed.revision(), before, "undo is a change views must see");
}

#[test]
fn the_citys_stacks_must_hold_the_remaining_tiles() {
    // The City's three stacks together hold exactly the tiles that remain:
    // strict mode refuses stacks that do not add up and names both numbers.
    let mut ed = city_editor();
    // The stacks hold the remaining tiles before the drawn one comes off
    // them: the stack after the draw, and the drawn tile.
    let remaining = ed.build().unwrap().stack().len() as u8 + 1;
    let e = ed.set_stacks(Some([1, 1, 1]), None).unwrap_err();
    assert!(e.to_string().contains("the stacks hold 3 tiles"), "{e}");
    // A stack holds at most what it had at the start (30, 25, 20).
    let e = ed
        .set_stacks(Some([remaining - 20, 20, 0]), Some(1))
        .unwrap_err();
    assert!(e.to_string().contains("but has 30 at the start"), "{e}");
    ed.set_stacks(Some([remaining - 45, 25, 20]), Some(1))
        .unwrap();
    let st = ed.build().unwrap();
    // Stack 1 is in use: the drawn tile came off it.
    assert_eq!(st.city().unwrap().stack_left, [remaining - 46, 25, 20]);
    assert!(ed.set_stacks(None, Some(4)).is_err(), "there is no stack 4");
    // Towers left count once the wall has begun (the engine reads them with the gate).
    ed.set_gate(Some((Cell::new(0, 0), carcassonne_studio::engine::Side::W)))
        .unwrap();
    ed.set_towers_left(Some(vec![2, 6])).unwrap();
    assert_eq!(ed.build().unwrap().city().unwrap().towers_left[..2], [2, 6]);
}

#[test]
fn discards_count_against_the_set() {
    // R-B1: a discarded tile is out of the game; strict mode refuses more
    // discards of a type than the set has, and unknown ids outright.
    let mut ed = editor();
    ed.place_tile("C", Cell::new(0, 0), 0).unwrap();
    // The set has one C: it is on the board, so none can be discarded.
    let e = ed.set_discards(vec!["C".into()]).unwrap_err();
    assert!(e.to_string().contains("tiles C"), "{e}");
    assert!(ed.set_discards(vec!["Z9".into()]).is_err());
    ed.set_discards(vec!["D".into()]).unwrap();
    assert_eq!(ed.build().unwrap().discards().len(), 1);
}

#[test]
fn free_mode_edits_at_random_never_crash_the_checks() {
    // Free mode lets anything onto the board (mismatched sides, followers on
    // anything, The City's wall anywhere); listing the problems, building
    // and ruling must stay answers, never a panic.
    use carcassonne_studio::engine::Side;
    use carcassonne_studio::io::tileset::{base_with_city_gates, the_city};
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    for ts in [base_with_city_gates(), the_city()] {
        for _ in 0..150 {
            let mut ed = Editor::new(ts.clone(), Options::default(), 2);
            ed.strict = false;
            let places = ["N", "E", "S", "W", "C", "Ne", "Nw", "Es", "Sw"];
            for _ in 0..20 {
                let c = Cell::new(next(5) as i32 - 2, next(5) as i32 - 2);
                match next(6) {
                    0..=2 => {
                        let id = ts.tiles[next(ts.tiles.len() as u64) as usize].id.clone();
                        let _ = ed.place_tile(&id, c, next(4) as u8);
                    }
                    3 => {
                        let on = places[next(places.len() as u64) as usize];
                        let _ = ed.toggle_follower(next(3) as u8, c, on);
                    }
                    4 => {
                        let side = Side::ALL[next(4) as usize];
                        let _ = ed.set_gate(Some((c, side)));
                        let _ = ed.add_wall_piece(c, side, Some(0));
                    }
                    _ => {
                        let _ = ed.rotate_tile(c);
                    }
                }
                let _ = ed.problems();
                if let Ok(r) = ed.ruling() {
                    let _ = carcassonne_studio::analysis::adjudication::to_text(&r);
                }
            }
        }
    }
}
