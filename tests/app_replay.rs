//! The replay room (docs/study.md): a saved game opened for study steps move
//! by move and shows the position at the move; a move tried on its board is
//! a variation, kept through a save and a load with its mark.
#![cfg(feature = "gui")]

use carcassonne_studio::app::Studio;
use carcassonne_studio::app::commands::Command;
use carcassonne_studio::app::play::new_game::NewGameForm;
use carcassonne_studio::app::replay::panel::move_text;
use carcassonne_studio::app::shell::files::ScriptedDialogs;
use carcassonne_studio::app::shell::settings::{Settings, Speed};
use carcassonne_studio::engine::Move;
use carcassonne_studio::engine::record::tree::{Mark, ROOT};
use carcassonne_studio::io::save::parse_save;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};

const V1: &str = "tests/fixtures/save-v1.ron";

/// The app with a save opened in the replay; saving goes to `save_to`.
fn opened(save_to: Option<PathBuf>) -> Harness<'static, Studio> {
    let settings = Settings {
        speed: Speed::Instant,
        show_analysis: true,
        ..Default::default()
    };
    let dialogs = ScriptedDialogs {
        open: vec![Path::new(env!("CARGO_MANIFEST_DIR")).join(V1)],
        save: save_to.into_iter().collect(),
        unavailable: false,
    };
    let mut st = Studio::new(settings, NewGameForm::default(), Box::new(dialogs), None);
    st.play.analysis.computer_values = false;
    st.command(Command::OpenStudy);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1500.0, 950.0))
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), st);
    h.run_steps(3);
    assert!(h.state().error.is_none(), "{:?}", h.state().error);
    h
}

/// Moves on the board the replay shows.
fn shown_moves(h: &Harness<'static, Studio>) -> usize {
    let r = h.state().replay.as_ref().expect("a replay");
    r.screen
        .session
        .as_ref()
        .expect("a position")
        .game
        .moves()
        .len()
}

fn tiles_on_board(h: &Harness<'static, Studio>) -> usize {
    let r = h.state().replay.as_ref().expect("a replay");
    let s = r.screen.session.as_ref().expect("a position");
    s.state().board().placed().len()
}

fn click(h: &mut Harness<'static, Studio>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_steps(2);
    h.get_by_label(label).click();
    h.run_steps(3);
}

#[test]
fn stepping_changes_the_position_shown() {
    // Opened for study, the replay shows the end of the main line; Back,
    // Home, End, the keys and a click on a move's line each show the
    // position at that move, board and all.
    let mut h = opened(None);
    assert_eq!(shown_moves(&h), 6);
    assert_eq!(tiles_on_board(&h), 7, "the start tile and six moves");
    click(&mut h, "Back");
    assert_eq!(shown_moves(&h), 5);
    assert_eq!(tiles_on_board(&h), 6);
    h.key_press(egui::Key::Home);
    h.run_steps(3);
    assert_eq!(shown_moves(&h), 0);
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(3);
    assert_eq!(shown_moves(&h), 1);
    h.key_press(egui::Key::End);
    h.run_steps(3);
    assert_eq!(shown_moves(&h), 6);
    // A click on move 3's line in the list goes there.
    let label = {
        let r = h.state().replay.as_ref().unwrap();
        let id = r.tree.main_line()[2];
        let g = r.tree.game_at(id).unwrap();
        let text = move_text(r, 3, g.log().get(2), id);
        // The line names the tile in words, as the players' panel does, not
        // by the tile set's letter.
        let rec = &g.log()[2];
        let tile = &g.state().tileset().tiles[rec.tile as usize];
        let words = carcassonne_studio::wording::tile_name(tile);
        assert!(text.contains(&words), "{text:?} names {words:?}");
        text
    };
    click(&mut h, &label);
    assert_eq!(shown_moves(&h), 3);
    click(&mut h, "0. start");
    assert_eq!(shown_moves(&h), 0);
}

#[test]
fn a_variation_tried_in_the_replay_is_saved_with_its_mark() {
    let path = std::env::temp_dir().join(format!("replay-study-{}.ron", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let mut h = opened(Some(path.clone()));
    // Back to move 3, then another move than the one played there.
    for _ in 0..3 {
        click(&mut h, "Back");
    }
    assert_eq!(shown_moves(&h), 3);
    let (played, other) = {
        let r = h.state().replay.as_ref().unwrap();
        let played = r.tree.node(r.tree.main_line()[3]).unwrap().mv.unwrap();
        let st = r.screen.session.as_ref().unwrap().state();
        let other = st
            .legal_moves()
            .into_iter()
            .find(|m| *m != played)
            .expect("another move");
        (played, other)
    };
    let Move::Place(p) = other else {
        panic!("a placement")
    };
    h.state_mut().command(Command::ChoosePlacement(p));
    h.run_steps(2);
    h.state_mut().command(Command::Confirm);
    h.run_steps(4);
    let (branch, v) = {
        let r = h.state().replay.as_ref().unwrap();
        let branch = r.tree.main_line()[2];
        assert_eq!(
            r.tree.children(branch).len(),
            2,
            "a variation beside the main line"
        );
        let v = r.cursor;
        assert_eq!(r.tree.node(v).unwrap().mv, Some(other));
        assert!(!r.tree.on_main_line(v));
        (branch, v)
    };
    assert_eq!(shown_moves(&h), 4);
    // Marked "?" with its button, then saved.
    click(&mut h, "?");
    assert_eq!(
        h.state()
            .replay
            .as_ref()
            .unwrap()
            .tree
            .node(v)
            .unwrap()
            .mark,
        Some(Mark::Mistake)
    );
    h.state_mut().command(Command::SaveAs);
    h.run_steps(2);
    assert!(h.state().error.is_none(), "{:?}", h.state().error);
    let text = std::fs::read_to_string(&path).expect("the study was written");
    let loaded = parse_save("study.ron", &text).unwrap();
    let t = &loaded.tree;
    let b = t.main_line()[2];
    assert_eq!(t.depth(b), t.depth(branch));
    let kids = t.children(b);
    assert_eq!(kids.len(), 2);
    assert_eq!(t.node(kids[0]).unwrap().mv, Some(played));
    assert_eq!(t.node(kids[1]).unwrap().mv, Some(other));
    assert_eq!(t.node(kids[1]).unwrap().mark, Some(Mark::Mistake));
    assert_eq!(t.main_line().len(), 6, "the main line is unchanged");
    assert!(t.node(ROOT).is_some());
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_file(carcassonne_studio::io::atomic::backup_path(&path));
}

/// Runs frames until `done` holds (the review thread is real), up to ~60 s.
fn wait_for(h: &mut Harness<'static, Studio>, done: impl Fn(&Studio) -> bool) {
    for _ in 0..3000 {
        if done(h.state()) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.run_steps(1);
    }
    panic!("timed out");
}

#[test]
fn review_runs_in_the_background_and_its_marked_moves_are_listed() {
    // "Review this game" values every move on a thread while frames keep
    // coming; when done, the review has one entry per main-line move.
    let mut h = opened(None);
    if let Some(r) = h.state_mut().replay.as_mut() {
        r.review_iterations = Some(60);
    }
    click(&mut h, "Review this game");
    // Running, or already done: 60 iterations a move can finish within the
    // click's frames on a loaded machine (the check raced with it).
    let r = h.state().replay.as_ref().unwrap();
    assert!(r.job.is_some() || r.review.is_some(), "started");
    wait_for(&mut h, |s| {
        s.replay.as_ref().is_some_and(|r| r.review.is_some())
    });
    let r = h.state().replay.as_ref().unwrap();
    let rev = r.review.as_ref().unwrap();
    assert_eq!(rev.moves.len(), 6);
    assert!(
        rev.moves
            .iter()
            .all(|m| m.loss >= 0.0 && m.best >= m.played)
    );
    // A marked move's line, if any, goes to that move when clicked.
    let marked = rev.moves.iter().find(|m| m.verdict.is_some()).cloned();
    if let Some(m) = marked {
        let name = r.seats[m.player as usize].name.clone();
        let v = m.verdict.unwrap().word();
        let label = format!(
            "{}. {name}: {v} (loses {:.0}% of the chance to win, about {:.0} points)",
            m.at,
            m.loss * 100.0,
            m.points
        );
        click(&mut h, "Start");
        click(&mut h, &label);
        assert_eq!(shown_moves(&h), m.at as usize);
    }
}

#[test]
fn a_review_can_be_cancelled() {
    // Cancel review stops the thread: no review, and the panel says so.
    let mut h = opened(None);
    if let Some(r) = h.state_mut().replay.as_mut() {
        r.review_ms = Some(5_000);
    }
    click(&mut h, "Review this game");
    click(&mut h, "Cancel review");
    wait_for(&mut h, |s| {
        s.replay.as_ref().is_some_and(|r| r.job.is_none())
    });
    let r = h.state().replay.as_ref().unwrap();
    assert!(r.review.is_none());
    assert_eq!(r.note, "Review cancelled");
}

#[test]
fn zoom_in_the_replay_zooms_the_replay_board() {
    // View → Zoom in acts on the board shown: the replay's, not the game's.
    let mut h = opened(None);
    let before = h.state().replay.as_ref().unwrap().screen.board.scale;
    let game_before = h.state().play.board.scale;
    h.state_mut().command(Command::ZoomIn);
    h.run_steps(2);
    let after = h.state().replay.as_ref().unwrap().screen.board.scale;
    assert!(after > before, "{before} -> {after}");
    assert_eq!(h.state().play.board.scale, game_before);
}

#[test]
fn play_on_from_here_starts_a_new_game_at_the_move_shown() {
    // From move 3 of the replay, "Play on from here" puts a new game on the
    // board whose start is that position: four tiles, no moves made yet.
    let mut h = opened(None);
    for _ in 0..3 {
        click(&mut h, "Back");
    }
    click(&mut h, "Play on from here");
    let st = h.state();
    assert_eq!(st.mode, carcassonne_studio::app::shell::Mode::Play);
    let s = st.play.session.as_ref().expect("a new game");
    assert_eq!(s.game.moves().len(), 0);
    assert_eq!(s.state().board().placed().len(), 4);
    assert!(s.start.is_some(), "it starts from the replayed position");
}

#[test]
fn a_save_with_a_study_opens_in_the_replay_and_a_plain_game_in_play() {
    // Opening a file that carries variations, comments or a review puts it
    // in the replay, so playing on and saving it as a game cannot drop the
    // study; a plain game still opens on the play screen.
    let dir = std::env::temp_dir().join(format!("replay-open-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let plain = Path::new(env!("CARGO_MANIFEST_DIR")).join(V1);
    let text = std::fs::read_to_string(&plain).unwrap();
    let mut l = parse_save("v1.ron", &text).unwrap();
    let first = l.tree.main_line()[0];
    l.tree.node_mut(first).unwrap().comment = "a fine start".into();
    let study = dir.join("study.ron");
    let written = carcassonne_studio::io::save::save_to_string(
        &carcassonne_studio::io::save::save_study(&l.tree, None, &l.setup, &l.seats, None),
    );
    std::fs::write(&study, written).unwrap();
    let mut st = Studio::new(
        Settings::default(),
        NewGameForm::default(),
        Box::new(ScriptedDialogs::default()),
        None,
    );
    st.play.analysis.computer_values = false;
    let mut h = Harness::builder()
        .with_size(egui::vec2(1500.0, 950.0))
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), st);
    h.state_mut().open_path(&plain);
    h.run_steps(2);
    assert!(!h.state().replaying(), "a plain game is played");
    h.state_mut().open_path(&study);
    h.run_steps(3);
    assert!(h.state().error.is_none(), "{:?}", h.state().error);
    assert!(h.state().replaying(), "a study is replayed");
    let r = h.state().replay.as_ref().unwrap();
    assert_eq!(r.tree.node(first).unwrap().comment, "a fine start");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_replay_keeps_room_for_its_board_in_a_laptop_window() {
    // Checks: the replay's panel, the players' panel and the analysis
    // sidebar leave the board at least a third of the window at 1024 and
    // 1280 points wide (the replay's long move lines widened its panel and
    // the three took all but a fifth of a 1280-point window).
    for (w, h_) in [(1024.0, 680.0), (1280.0, 820.0), (1500.0, 950.0)] {
        let mut h = opened(None);
        click(&mut h, "End");
        h.set_size(egui::vec2(w, h_));
        h.run_steps(5);
        let board = h.get_by_label("board").rect();
        assert!(
            board.width() >= w / 3.0,
            "at {w} x {h_} the board is {} wide",
            board.width()
        );
    }
}
