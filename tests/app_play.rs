//! The desktop app driven headless through its real UI (egui_kittest): what
//! a person sees and clicks, not the engine behind it.
#![cfg(feature = "gui")]

use carcassonne_studio::app::Studio;
use carcassonne_studio::app::play::new_game::NewGameForm;
use carcassonne_studio::app::shell::files::ScriptedDialogs;
use carcassonne_studio::app::shell::settings::{Settings, Speed};
use carcassonne_studio::engine::{Cell, Move};
use carcassonne_studio::io::save::{Controller, Level, Seat};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;

fn form(seats: Vec<Seat>, seed: u64) -> NewGameForm {
    NewGameForm {
        seats,
        seed,
        random_seed: false,
        ..Default::default()
    }
}

fn studio(seats: Vec<Seat>, seed: u64, dialogs: ScriptedDialogs) -> Studio {
    let settings = Settings {
        speed: Speed::Instant,
        ..Default::default()
    };
    Studio::new(settings, form(seats, seed), Box::new(dialogs), None)
}

fn harness(s: Studio) -> Harness<'static, Studio> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 820.0))
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), s)
}

/// Starts a game with the given seats through the new-game dialog.
fn started(seats: Vec<Seat>, seed: u64, dialogs: ScriptedDialogs) -> Harness<'static, Studio> {
    let mut h = harness(studio(seats, seed, dialogs));
    h.run_steps(2);
    h.get_by_label("New game…").click();
    h.run_steps(4);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    h
}

fn moves(h: &Harness<'_, Studio>) -> usize {
    h.state()
        .play
        .session
        .as_ref()
        .map(|s| s.game.moves().len())
        .unwrap_or(0)
}

/// A cell where the drawn tile fits, nearest the origin so it is on screen.
fn legal_cell(h: &mut Harness<'_, Studio>) -> Cell {
    let s = h
        .state_mut()
        .play
        .session
        .as_mut()
        .expect("a game is running");
    let mut cells: Vec<Cell> = s.legal().keys().copied().collect();
    cells.sort_by_key(|c| (c.x.abs() + c.y.abs(), c.x, c.y));
    cells[0]
}

/// Places the drawn tile by clicking its cell and confirms with Enter.
fn place_by_click(h: &mut Harness<'_, Studio>) -> Cell {
    let c = legal_cell(h);
    h.get_by_label(&format!("cell {},{}", c.x, c.y)).click();
    h.run_steps(2);
    h.key_press(Key::Enter);
    h.run_steps(2);
    c
}

#[test]
fn new_game_dialog_starts_a_game_with_the_chosen_seats() {
    // Checks: the welcome screen's "New game" opens the dialog, "Start game"
    // starts a game with the remembered seats, and the board shows the start
    // tile's cell and the cells beside it as labelled widgets.
    let h = started(Seat::defaults(3), 11, ScriptedDialogs::default());
    let s = h.state().play.session.as_ref().expect("the game started");
    assert_eq!(s.state().players(), 3);
    assert_eq!(s.setup.seed, 11);
    h.get_by_label("cell 0,0");
    assert!(
        h.query_by_label_contains("cell 0,-1").is_some()
            || h.query_by_label_contains("cell 0,1").is_some()
    );
}

#[test]
fn clicking_labelled_cells_places_tiles_turn_after_turn() {
    // Checks: a click on a marked cell puts the drawn tile there unconfirmed
    // (no move yet), Enter confirms it, and the next player is to move.
    let mut h = started(Seat::defaults(2), 5, ScriptedDialogs::default());
    for turn in 0..4 {
        let c = legal_cell(&mut h);
        h.get_by_label(&format!("cell {},{}", c.x, c.y)).click();
        h.run_steps(2);
        assert_eq!(
            moves(&h),
            turn,
            "a click only places the tile, it does not end the turn"
        );
        assert!(h.state().play.session.as_ref().unwrap().pending.is_some());
        h.key_press(Key::Enter);
        h.run_steps(2);
        assert_eq!(moves(&h), turn + 1);
        let st = h.state().play.session.as_ref().unwrap().state();
        assert!(
            st.board().is_filled(c),
            "the tile lies where it was clicked"
        );
        assert_eq!(st.current(), (turn + 1) % 2);
    }
}

#[test]
fn a_follower_spot_can_be_chosen_and_the_placement_taken_back() {
    // Checks: after placing, follower spots appear as labelled buttons; a
    // click chooses one and confirming deploys it from the supply; Escape
    // takes a placement back before it is confirmed.
    let mut h = started(Seat::defaults(2), 3, ScriptedDialogs::default());
    let c = legal_cell(&mut h);
    h.get_by_label(&format!("cell {},{}", c.x, c.y)).click();
    h.run_steps(2);
    h.key_press(Key::Escape);
    h.run_steps(2);
    assert!(
        h.state().play.session.as_ref().unwrap().pending.is_none(),
        "Escape takes the tile back"
    );
    h.get_by_label(&format!("cell {},{}", c.x, c.y)).click();
    h.run_steps(2);
    let spot = h
        .get_all_by_label_contains("follower on")
        .next()
        .expect("a free feature to deploy on");
    spot.click();
    h.run_steps(2);
    let chosen = h
        .state()
        .play
        .session
        .as_ref()
        .unwrap()
        .pending
        .as_ref()
        .unwrap()
        .follower;
    assert!(chosen.is_some(), "clicking a spot chooses it");
    h.get_by_label("Confirm turn").click();
    h.run_steps(2);
    let s = h.state().play.session.as_ref().unwrap();
    let Move::Place(p) = s.game.moves()[0] else {
        panic!("the first move places a tile")
    };
    assert_eq!(p.follower, chosen);
    let on_board = s
        .state()
        .followers()
        .iter()
        .filter(|f| f.player == 0)
        .count() as u8;
    assert_eq!(
        s.state().supply(0) + on_board,
        7,
        "the follower left the supply (or scored and came back)"
    );
    assert!(on_board == 1 || s.state().score(0) > 0);
}

#[test]
fn undo_and_redo_walk_the_moves_in_hot_seat() {
    // Checks: Ctrl+Z takes back one move at a time and Ctrl+Shift+Z makes it
    // again, restoring the same board.
    let mut h = started(Seat::defaults(2), 9, ScriptedDialogs::default());
    let a = place_by_click(&mut h);
    let b = place_by_click(&mut h);
    assert_eq!(moves(&h), 2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(2);
    assert_eq!(moves(&h), 1);
    assert!(
        !h.state()
            .play
            .session
            .as_ref()
            .unwrap()
            .state()
            .board()
            .is_filled(b)
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(2);
    assert_eq!(moves(&h), 0);
    assert!(
        !h.state()
            .play
            .session
            .as_ref()
            .unwrap()
            .state()
            .board()
            .is_filled(a)
    );
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run_steps(2);
    assert_eq!(moves(&h), 2);
    let st = h.state().play.session.as_ref().unwrap().state();
    assert!(st.board().is_filled(a) && st.board().is_filled(b));
}

#[test]
fn undo_against_the_computer_goes_back_to_the_persons_decision() {
    // Checks: with a computer seat, one undo takes back the computer's reply
    // and the person's move, so the person decides again.
    let seats = vec![
        Seat::defaults(1).remove(0),
        Seat {
            name: "Bot".into(),
            colour: (40, 90, 210),
            controller: Controller::Computer(Level::Easy),
        },
    ];
    let mut h = started(seats, 21, ScriptedDialogs::default());
    place_by_click(&mut h);
    for _ in 0..50 {
        if moves(&h) >= 2 {
            break;
        }
        h.run_steps(1);
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert_eq!(moves(&h), 2, "the computer answered");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(1);
    assert_eq!(moves(&h), 0);
    assert!(h.state().play.session.as_ref().unwrap().human_to_move());
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("carcassonne-app-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// A two-player game (seed 17) with `tiles` tiles placed by click, then
/// Ctrl+S with the (stubbed) save dialog answering `path`.
fn saved_after(tiles: usize, path: &std::path::Path) -> Harness<'static, Studio> {
    let dialogs = ScriptedDialogs {
        save: vec![path.to_path_buf()],
        ..Default::default()
    };
    let mut h = started(Seat::defaults(2), 17, dialogs);
    for _ in 0..tiles {
        place_by_click(&mut h);
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run_steps(2);
    h
}

#[test]
fn save_and_open_through_the_dialogs_restore_the_game() {
    // Checks: Ctrl+S asks the (stubbed) dialog for a file and writes the game;
    // Ctrl+O in a fresh app reads it back to the same moves and seats.
    let path = temp("saved.ron");
    let h = saved_after(2, &path);
    assert!(path.exists(), "the save was written");
    let saved_moves = h
        .state()
        .play
        .session
        .as_ref()
        .unwrap()
        .game
        .moves()
        .to_vec();

    let dialogs = ScriptedDialogs {
        open: vec![path.clone()],
        ..Default::default()
    };
    let mut h2 = harness(studio(Seat::defaults(3), 1, dialogs));
    h2.run_steps(2);
    h2.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h2.run_steps(3);
    let s = h2.state().play.session.as_ref().expect("the game opened");
    assert_eq!(s.game.moves(), &saved_moves[..]);
    assert_eq!(s.seats.len(), 2);
    h2.get_by_label("cell 0,0");
}

#[test]
fn a_save_that_cannot_be_written_says_why_and_keeps_the_game_unsaved() {
    // Checks: Ctrl+S to a place no folder can be made (a file stands where
    // the folder would go) writes nothing, shows the save error, and the
    // game is not taken to live in that file.
    let blocker = temp("a-file-not-a-folder");
    std::fs::write(&blocker, "x").unwrap();
    let path = blocker.join("game.ron");
    let h = saved_after(1, &path);
    assert!(!path.exists());
    let st = h.state();
    assert!(st.error.is_some(), "the failure is shown");
    assert_eq!(st.play.session.as_ref().unwrap().path, None);
}

#[test]
fn a_broken_file_shows_its_reason_and_keeps_the_game() {
    // Checks: opening a damaged save shows the FileError text with its
    // line:column in a dialog, and the game being played is untouched.
    let path = temp("broken.ron");
    std::fs::write(
        &path,
        "(format: 1, setup: (game: Base, players: 2,\n  seed: oops))",
    )
    .unwrap();
    let dialogs = ScriptedDialogs {
        open: vec![path.clone()],
        ..Default::default()
    };
    let mut h = started(Seat::defaults(2), 2, dialogs);
    place_by_click(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run_steps(3);
    let err = h.state().error.clone().expect("an error is shown");
    assert!(
        err.contains("broken.ron:2:"),
        "the reason names file, line and column: {err}"
    );
    h.get_by_label_contains("broken.ron:2:");
    assert_eq!(moves(&h), 1, "the current game stays");
    h.get_by_label("OK").click();
    h.run_steps(2);
    assert!(h.state().error.is_none());
}

#[test]
fn computer_against_computer_plays_to_the_final_scoring() {
    // Checks: a game between two computer seats runs by itself through the UI
    // (moves come from the background thread), reaches the end, and the final
    // scoring window steps through the end scores to the final table.
    // (The end scoring also steps by itself, one step at a time.)
    let seats = vec![
        Seat {
            name: "Ann".into(),
            colour: (200, 40, 40),
            controller: Controller::Computer(Level::Easy),
        },
        Seat {
            name: "Bob".into(),
            colour: (40, 90, 210),
            controller: Controller::Computer(Level::Medium),
        },
    ];
    let mut h = started(seats, 4, ScriptedDialogs::default());
    for _ in 0..4000 {
        if h.state()
            .play
            .session
            .as_ref()
            .is_some_and(|s| s.state().is_over())
        {
            break;
        }
        h.run_steps(1);
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let s = h.state().play.session.as_ref().unwrap();
    assert!(
        s.state().is_over(),
        "the game ended after {} moves",
        s.game.moves().len()
    );
    h.run_steps(3);
    assert!(
        h.get_all_by_label("Final scoring").count() >= 1,
        "the final-scoring window is up"
    );
    // Slow the automatic steps down so the clicks below are the only steps.
    h.state_mut().settings.speed = Speed::Slow;
    let before = h.state().play.end.shown;
    assert!(
        before < h.state().play.end.steps(),
        "the end scoring goes step by step"
    );
    h.get_by_label("Next scoring").click();
    h.run_steps(1);
    assert_eq!(
        h.state().play.end.shown,
        before + 1,
        "Next shows one more scoring"
    );
    assert!(
        !h.state().play.end.auto,
        "stepping by hand stops the automatic steps"
    );
    h.get_by_label("Show all").click();
    h.run_steps(2);
    let end = &h.state().play.end;
    assert!(
        end.open && end.shown == end.steps(),
        "Show all reveals every end score"
    );
    assert!(h.query_by_label("Next scoring").is_some());
}

#[test]
fn r_turns_a_placed_tile_only_through_rotations_that_fit() {
    // Checks: with the tile laid on a cell, each R press moves it to the next
    // rotation that fits there, cycling through exactly those rotations.
    let mut h = started(Seat::defaults(2), 13, ScriptedDialogs::default());
    let c = legal_cell(&mut h);
    let fitting = h.state_mut().play.session.as_mut().unwrap().legal()[&c].clone();
    h.get_by_label(&format!("cell {},{}", c.x, c.y)).click();
    h.run_steps(2);
    let mut seen = Vec::new();
    for _ in 0..fitting.len() {
        let rot = h
            .state()
            .play
            .session
            .as_ref()
            .unwrap()
            .pending
            .as_ref()
            .unwrap()
            .rot;
        assert!(fitting.contains(&rot), "rotation {rot:?} fits at {c}");
        seen.push(rot);
        h.key_press(Key::R);
        h.run_steps(1);
    }
    let first = seen[0];
    seen.sort();
    seen.dedup();
    assert_eq!(
        seen.len(),
        fitting.len(),
        "every fitting rotation comes round once"
    );
    let back = h
        .state()
        .play
        .session
        .as_ref()
        .unwrap()
        .pending
        .as_ref()
        .unwrap()
        .rot;
    assert_eq!(back, first, "a full cycle comes back to the start");
}

#[test]
fn every_shortcut_belongs_to_one_command() {
    // Checks: the command list gives each keyboard shortcut to one command
    // only, so menus and keys never disagree.
    use carcassonne_studio::app::Command;
    let mut keys: Vec<_> = Command::ALL.iter().filter_map(|c| c.shortcut()).collect();
    let n = keys.len();
    keys.sort_by_key(|k| format!("{k:?}"));
    keys.dedup();
    assert_eq!(keys.len(), n);
    assert!(Command::ALL.iter().all(|c| !c.label().is_empty()));
}

#[test]
fn autosave_after_each_turn_is_offered_as_continue_on_the_next_start() {
    // Checks: every confirmed turn is written to the autosave file, and a new
    // app started with that file offers "Continue the last game", which
    // brings back the same moves.
    // The data folder: each game is kept in a file of its own in games/.
    let path = temp("autosave-data");
    let _ = std::fs::remove_dir_all(&path);
    let settings = Settings {
        speed: Speed::Instant,
        ..Default::default()
    };
    let s = Studio::new(
        settings.clone(),
        form(Seat::defaults(2), 8),
        Box::new(ScriptedDialogs::default()),
        Some(path.clone()),
    );
    let mut h = harness(s);
    h.run_steps(2);
    h.get_by_label("New game…").click();
    h.run_steps(4);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    place_by_click(&mut h);
    place_by_click(&mut h);
    assert!(
        path.join("recent.ron").exists()
            && path
                .join("games")
                .read_dir()
                .unwrap()
                .filter(|e| e
                    .as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .ends_with(".ron"))
                .count()
                == 1,
        "the turn was autosaved in the game's own file"
    );
    let played = h
        .state()
        .play
        .session
        .as_ref()
        .unwrap()
        .game
        .moves()
        .to_vec();

    let again = Studio::new(
        settings,
        form(Seat::defaults(2), 1),
        Box::new(ScriptedDialogs::default()),
        Some(path),
    );
    let mut h2 = harness(again);
    h2.run_steps(2);
    h2.get_by_label("Continue the last game").click();
    h2.run_steps(2);
    let s = h2
        .state()
        .play
        .session
        .as_ref()
        .expect("the game continues");
    assert_eq!(s.game.moves(), &played[..]);
}

#[test]
fn the_cores_setting_reaches_the_computer_players() {
    // Checks: the settings' "Computer's cores" is what the computer player
    // and the sidebar's values search with (issue 20: a setting for the
    // number of threads), changed at any time.
    let mut h = started(Seat::defaults(2), 7, ScriptedDialogs::default());
    h.state_mut().settings.search_threads = 1;
    h.run_steps(1);
    assert_eq!(h.state().play.computer.threads, 1);
    assert_eq!(h.state().play.analysis.threads, 1);
    h.state_mut().settings.search_threads = 3;
    h.run_steps(1);
    assert_eq!(h.state().play.computer.threads, 3);
    assert_eq!(h.state().play.analysis.threads, 3);
}

/// Checks: the players' panel says who plays a seat without saying it
/// twice: a seat named "Computer" reads "Computer (medium)", one the player
/// named reads "Bot (computer, easy)".
#[test]
fn the_players_panel_names_a_computer_once() {
    let computer = |name: &str, level| Seat {
        name: name.into(),
        colour: (40, 90, 210),
        controller: Controller::Computer(level),
    };
    let seats = vec![
        Seat::defaults(1).remove(0),
        computer("Computer", Level::Medium),
        computer("Bot", Level::Easy),
    ];
    let h = started(seats, 5, ScriptedDialogs::default());
    assert!(h.query_by_label("Computer (medium)").is_some());
    assert!(h.query_by_label("Bot (computer, easy)").is_some());
    assert!(h.query_by_label_contains("(computer, medium)").is_none());
}

/// Checks: the new-game dialog opened from the welcome screen does not
/// stand on the welcome plaque's buttons: they are gone while it is open
/// and back when it is closed.
#[test]
fn the_new_game_dialog_hides_the_welcome_plaque() {
    let mut h = harness(studio(Seat::defaults(2), 3, ScriptedDialogs::default()));
    h.run_steps(2);
    assert!(h.query_by_label("Scenario editor").is_some());
    h.get_by_label("New game…").click();
    h.run_steps(3);
    assert!(h.query_by_label("Start game").is_some());
    assert!(h.query_by_label("Scenario editor").is_none());
    h.key_press(Key::Escape);
    h.run_steps(3);
    if h.query_by_label("Start game").is_some() {
        // Escape may not close a window: its close button does.
        h.get_by_label("Close window").click();
        h.run_steps(3);
    }
    assert!(h.query_by_label("Start game").is_none());
    assert!(h.query_by_label("Scenario editor").is_some());
}
