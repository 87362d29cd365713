//! A study's game tree (docs/study.md): variations added, promoted and
//! deleted; picked draws; comments, marks and variations kept through a
//! save and load; files of versions 1 and 2 read unchanged.

use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::record::history::pick_drawn;
use carcassonne_studio::engine::record::tree::{Mark, ROOT, Tree};
use carcassonne_studio::engine::rules::random_move;
use carcassonne_studio::engine::{Game, GameKind, MoveError, Options, Setup, State};
use carcassonne_studio::io::save::{Seat, parse_save, save_game, save_study, save_to_string};
use carcassonne_studio::io::tileset::base;

fn setup(seed: u64) -> Setup {
    Setup {
        game: GameKind::Base,
        players: 2,
        options: Options::default(),
        seed,
    }
}

fn played(seed: u64, n: usize) -> Game {
    let mut g = Game::new(State::new(base(), &setup(seed)));
    let mut rng = Rng::new(seed);
    for _ in 0..n {
        let Some(m) = random_move(g.state(), &mut rng) else {
            break;
        };
        g.play(m).unwrap();
    }
    g
}

/// A legal move at the node's position other than the one the tree already has.
fn other_move(t: &Tree, at: usize) -> carcassonne_studio::engine::Move {
    let g = t.game_at(at).unwrap();
    let taken: Vec<_> = t
        .children(at)
        .iter()
        .filter_map(|c| t.node(*c)?.mv)
        .collect();
    g.state()
        .legal_moves()
        .into_iter()
        .find(|m| !taken.contains(m))
        .expect("another legal move")
}

#[test]
fn a_variation_branches_without_changing_the_main_line() {
    // Adding a move at an earlier position makes a second child there; the
    // main line still follows the game as played.
    let g = played(3, 20);
    let mut t = Tree::from_game(&g);
    let main = t.main_line();
    assert_eq!(main.len(), 20);
    let branch = main[9];
    let mv = other_move(&t, branch);
    let v = t.add(branch, None, mv).unwrap();
    assert_eq!(t.children(branch), &[main[10], v]);
    assert_eq!(t.main_line(), main);
    assert!(!t.on_main_line(v));
    assert_eq!(t.depth(v), 11);
    // The variation's position is the game at move 10 plus its own move.
    let mut expect = played(3, 10);
    expect.play(mv).unwrap();
    assert_eq!(
        t.game_at(v).unwrap().state().to_position(),
        expect.state().to_position()
    );
    // The same move again is the same node, not a copy.
    assert_eq!(t.add(branch, None, mv).unwrap(), v);
}

#[test]
fn an_illegal_variation_move_is_refused() {
    // A move the position does not allow never enters the tree.
    let g = played(3, 5);
    let mut t = Tree::from_game(&g);
    let at = t.main_line()[4];
    let bad = t.node(t.main_line()[0]).unwrap().mv.unwrap(); // that cell is taken now
    assert!(t.add(at, None, bad).is_err());
    assert_eq!(t.children(at).len(), 0);
}

#[test]
fn promoting_a_variation_makes_it_the_main_line_and_delete_removes_it() {
    let g = played(5, 15);
    let mut t = Tree::from_game(&g);
    let main = t.main_line();
    let mv = other_move(&t, main[4]);
    let v = t.add(main[4], None, mv).unwrap();
    let v2 = t.add(v, None, other_move(&t, v)).unwrap();
    assert!(t.promote(v2));
    // The main line now runs to move 5, then the variation's two moves.
    let now = t.main_line();
    assert_eq!(&now[..5], &main[..5]);
    assert_eq!(&now[5..], &[v, v2]);
    assert!(!t.on_main_line(main[5]));
    // Deleting the variation leaves the old line as the main line again,
    // and its nodes are gone from the tree.
    assert_eq!(t.delete(v), Some(main[4]));
    assert!(t.node(v).is_none() && t.node(v2).is_none());
    assert_eq!(t.main_line(), main);
    // The root cannot be deleted.
    assert_eq!(t.delete(ROOT), None);
}

#[test]
fn a_picked_draw_swaps_the_drawn_tile_with_one_left() {
    // The variation's draw: a tile from those left takes the place of the
    // tile drawn, which goes back into the stack where the pick was.
    let g = played(9, 8);
    let st = g.state();
    let drawn = st.drawn().unwrap();
    let other = *st
        .draw_order()
        .iter()
        .find(|t| **t != drawn && st.fits_somewhere(**t))
        .unwrap();
    let mut picked = st.clone();
    pick_drawn(&mut picked, other).unwrap();
    assert_eq!(picked.drawn(), Some(other));
    let mut before = st.remaining_counts();
    before[drawn as usize] += 1;
    let mut after = picked.remaining_counts();
    after[other as usize] += 1;
    assert_eq!(before, after, "the same tiles are left");
    // A tile of which none is left cannot be picked.
    let gone = (0..st.tileset().tiles.len() as u8)
        .find(|t| st.remaining_counts()[*t as usize] == 0 && Some(*t) != st.drawn());
    if let Some(gone) = gone {
        assert_eq!(
            pick_drawn(&mut st.clone(), gone),
            Err(MoveError::NotLeft(gone))
        );
    }
    // In the tree, a move with the pick lays the picked tile.
    let mut t = Tree::from_game(&g);
    let end = *t.main_line().last().unwrap();
    let mv = picked.legal_moves()[0];
    let v = t.add(end, Some(other), mv).unwrap();
    let vg = t.game_at(v).unwrap();
    assert_eq!(vg.log().last().unwrap().tile, other);
}

#[test]
fn comments_marks_picks_and_variations_survive_save_and_load() {
    let g = played(11, 12);
    let mut t = Tree::from_game(&g);
    let main = t.main_line();
    let n = t.node_mut(main[2]).unwrap();
    n.comment = "opens the city \"north\"".into();
    n.mark = Some(Mark::Mistake);
    let mv = other_move(&t, main[6]);
    let v = t.add(main[6], None, mv).unwrap();
    t.node_mut(v).unwrap().mark = Some(Mark::Interesting);
    // A sub-variation with a picked tile, inside the variation.
    let st = t.game_at(v).unwrap().state().clone();
    let pick = *st
        .draw_order()
        .iter()
        .find(|x| Some(**x) != st.drawn() && st.fits_somewhere(**x))
        .unwrap();
    let mut p = st.clone();
    pick_drawn(&mut p, pick).unwrap();
    let v2 = t.add(v, Some(pick), p.legal_moves()[0]).unwrap();
    let v3 = t.add(v, None, st.legal_moves()[0]).unwrap();
    t.node_mut(v2).unwrap().comment = "what if a different tile came".into();

    let sf = save_study(&t, None, &setup(11), &Seat::defaults(2), None);
    let text = save_to_string(&sf);
    assert!(text.contains("format: 3"));
    let loaded = parse_save("study.ron", &text).unwrap();
    let l = &loaded.tree;
    let lm = l.main_line();
    assert_eq!(lm.len(), 12);
    assert_eq!(l.node(lm[2]).unwrap().comment, "opens the city \"north\"");
    assert_eq!(l.node(lm[2]).unwrap().mark, Some(Mark::Mistake));
    let lv = l.children(lm[6])[1];
    assert_eq!(l.node(lv).unwrap().mark, Some(Mark::Interesting));
    assert_eq!(l.node(lv).unwrap().mv, Some(mv));
    // The sub-variation is there with its pick and comment, in its order.
    let kids = l.children(lv);
    assert_eq!(kids.len(), 2);
    let (a, b) = (l.node(kids[0]).unwrap(), l.node(kids[1]).unwrap());
    assert_eq!(
        (a.pick, a.comment.as_str()),
        (Some(pick), "what if a different tile came")
    );
    assert_eq!(b.mv, t.node(v3).unwrap().mv);
    // Written again, the text is the same: nothing was lost or reordered.
    let again = save_to_string(&save_study(l, None, &setup(11), &Seat::defaults(2), None));
    assert_eq!(again, text);
    // The main line's game is the game as played.
    assert_eq!(loaded.game.state().to_position(), g.state().to_position());
}

#[test]
fn a_save_without_a_study_is_written_as_before_plus_the_version() {
    // Format 3 adds one optional field: a plain game writes no `study`.
    let g = played(2, 6);
    let text = save_to_string(&save_game(&g, &setup(2), &Seat::defaults(2), None));
    assert!(text.contains("format: 3") && !text.contains("study"));
}

#[test]
fn version_1_and_2_saves_load_unchanged() {
    // Migration: older files have no study; they load with a tree that is
    // just their moves, and save again as version 3 with the same moves.
    for (name, moves) in [("save-v1.ron", 6), ("save-v2.ron", 70)] {
        let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let l = parse_save(name, &text).unwrap();
        assert_eq!(l.game.moves().len(), moves, "{name}");
        assert_eq!(l.tree.main_line().len(), moves, "{name}");
        assert_eq!(l.tree.len(), moves + 1, "{name}: no variations");
        let replayed = played(7, 0);
        assert_eq!(
            l.game.initial().to_position(),
            replayed.initial().to_position()
        );
        let re = save_to_string(&save_study(&l.tree, None, &l.setup, &l.seats, None));
        let back = parse_save(name, &re).unwrap();
        assert_eq!(
            back.game.state().to_position(),
            l.game.state().to_position()
        );
    }
}

#[test]
fn a_bad_variation_in_a_file_is_an_error_naming_it() {
    // A variation at a move the line does not have, or with a move that
    // does not fit, is refused with its place in the tree.
    let g = played(4, 3);
    let text = save_to_string(&save_game(&g, &setup(4), &Seat::defaults(2), None));
    let with = |study: &str| {
        text.replacen(
            "    moves: [",
            &format!("    study: {study},\n    moves: ["),
            1,
        )
    };
    let far = with("(variations: [(move: 9, moves: [Place(x: 5, y: 5, rot: 0)])])");
    let e = parse_save("s.ron", &far).unwrap_err().to_string();
    assert_eq!(e, "s.ron: variation at move 9: the line has 3 moves");
    let off = with("(variations: [(move: 2, moves: [Place(x: 40, y: 40, rot: 0)])])");
    let e = parse_save("s.ron", &off).unwrap_err().to_string();
    assert!(e.starts_with("s.ron: variation at move 2: move 1: "), "{e}");
    let note = with("(notes: [(move: 0, comment: \"x\")])");
    let e = parse_save("s.ron", &note).unwrap_err().to_string();
    assert!(e.contains("note on move 0"), "{e}");
    let pick = with("(picks: [(move: 1, tile: \"ZZ\")])");
    let e = parse_save("s.ron", &pick).unwrap_err().to_string();
    assert!(e.contains("no tile \"ZZ\""), "{e}");
}
