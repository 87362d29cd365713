//! Start-up and the kept games, driven through the real UI (egui_kittest):
//! whatever the data folder holds, the app starts, a file it cannot read is
//! moved aside and the player told why, and every game stays in Recent games.
#![cfg(feature = "gui")]

use carcassonne_studio::app::Studio;
use carcassonne_studio::app::play::new_game::NewGameForm;
use carcassonne_studio::app::session::Session;
use carcassonne_studio::app::shell::files::ScriptedDialogs;
use carcassonne_studio::app::shell::settings::{Settings, Speed};
use carcassonne_studio::app::shell::window::studio_for;
use carcassonne_studio::io::save::{SAVE_FORMAT, Seat};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("startup-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn form() -> NewGameForm {
    NewGameForm {
        seats: Seat::defaults(2),
        seed: 5,
        random_seed: false,
        ..Default::default()
    }
}

fn settings() -> Settings {
    Settings {
        speed: Speed::Instant,
        ..Default::default()
    }
}

fn harness(s: Studio) -> Harness<'static, Studio> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 820.0))
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), s);
    h.run_steps(3);
    h
}

fn start(d: &Path) -> Harness<'static, Studio> {
    harness(Studio::new(
        settings(),
        form(),
        Box::new(ScriptedDialogs::default()),
        Some(d.to_path_buf()),
    ))
}

/// A valid save of a fresh game.
fn good_save() -> String {
    Session::new(form().setup(), Seat::defaults(2))
        .unwrap()
        .save_text()
}

/// Files in a folder whose names contain `part`.
fn named(d: &Path, part: &str) -> Vec<String> {
    std::fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(part))
        .collect()
}

/// Starts `n` games of `players` players in the data folder `d`, each
/// kept in Recent games.
fn keep_games(d: &Path, n: usize, players: usize) {
    let mut h = start(d);
    h.state_mut().form.seats = Seat::defaults(players);
    for _ in 0..n {
        h.state_mut().start_game();
        h.run_steps(2);
    }
}

/// A click of the pointer where it is drawn (not by the widget's name:
/// a button out of sight or cut off does not answer it).
fn click_at(h: &mut Harness<'_, Studio>, at: egui::Pos2) {
    h.hover_at(at);
    h.run_steps(1);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        h.run_steps(1);
    }
}

fn shows(h: &Harness<'_, Studio>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn a_corrupt_autosave_is_moved_aside_and_its_backup_offered() {
    // Checks: a half-written autosave (the full-disk case) does not vanish:
    // the app starts, the file is kept as autosave.broken-DATE.ron, a dialog
    // says why (line and column), and "Open the previous version" brings
    // back the game from autosave.ron.bak.
    let d = data("corrupt");
    let good = good_save();
    std::fs::write(d.join("autosave.ron"), &good[..good.len() / 2]).unwrap();
    std::fs::write(d.join("autosave.ron.bak"), &good).unwrap();
    let mut h = start(&d);
    assert!(!d.join("autosave.ron").exists());
    assert_eq!(named(&d, "autosave.broken-").len(), 1, "kept aside");
    assert!(shows(&h, "The last game's autosave could not be read"));
    assert!(
        shows(&h, "autosave.broken-"),
        "the dialog says where it went"
    );
    h.get_by_label("Open the previous version").click();
    h.run_steps(3);
    assert!(
        h.state().play.session.is_some(),
        "the backup is on the board"
    );
    assert!(h.state().notices.is_empty());
}

#[test]
fn a_newer_version_game_file_is_kept_aside_with_the_reason() {
    // Checks: the last game's file written by a newer program (the next format) is
    // not read as "nothing to resume" and overwritten: it is moved aside
    // and the dialog says a newer version wrote it.
    let d = data("newer");
    let games = d.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let now = format!("format: {SAVE_FORMAT}");
    let newer = good_save().replacen(&now, &format!("format: {}", SAVE_FORMAT + 1), 1);
    assert_ne!(newer, good_save(), "the format line was found");
    std::fs::write(games.join("game-20261201-120000.ron"), newer).unwrap();
    let h = start(&d);
    assert!(shows(&h, "newer version"), "the reason is shown");
    assert_eq!(named(&games, "broken-").len(), 1, "kept aside");
    assert!(named(&games, "game-20261201-120000.ron").is_empty());
    assert!(h.state().play.session.is_none());
}

#[test]
fn a_corrupt_editor_autosave_is_moved_aside() {
    // Checks: the same for the editor's scenario.
    let d = data("editor");
    std::fs::write(d.join("scenario-autosave.ron"), "(format: 1, position: (").unwrap();
    let h = start(&d);
    assert!(shows(
        &h,
        "The scenario being edited (its autosave) could not be read"
    ));
    assert_eq!(named(&d, "scenario-autosave.broken-").len(), 1);
}

#[test]
fn corrupt_settings_are_kept_aside_and_reset_with_a_word() {
    // Checks: a settings file that cannot be read (or one of unknown
    // format) is moved aside, the app starts with default settings, and the
    // dialog says so.
    for (name, text) in [
        ("garbage", "\u{0}\u{1}not ron at all"),
        ("unknown", "(format: 99, settings: (), form: ())"),
    ] {
        let d = data(name);
        std::fs::write(d.join("settings.ron"), text).unwrap();
        let st = studio_for(Some(d.clone()), None, Box::new(ScriptedDialogs::default()));
        let h = harness(st);
        assert!(shows(&h, "The settings file could not be read"), "{name}");
        assert!(shows(&h, "back to their defaults"), "{name}");
        assert_eq!(named(&d, "settings.broken-").len(), 1, "{name}");
    }
}

#[test]
fn hostile_files_in_every_place_never_stop_the_start() {
    // Checks: start-up survives whatever the data folder holds: every kind
    // of junk in every file the app reads at start.
    let junk = [
        "",
        "(",
        "\u{feff}(format: 1)",
        "(format: 4294967295)",
        "(format: 1, games: [(file: \"../../etc/passwd\", started: 18446744073709551615, updated: 0, game: \"\", players: [], scores: [], turn: 0, finished: false)])",
    ];
    for (i, j) in junk.iter().enumerate() {
        let d = data(&format!("junk{i}"));
        std::fs::create_dir_all(d.join("games")).unwrap();
        for f in [
            "recent.ron",
            "settings.ron",
            "autosave.ron",
            "scenario-autosave.ron",
            "games/game-1.ron",
        ] {
            std::fs::write(d.join(f), j).unwrap();
        }
        let st = studio_for(Some(d.clone()), None, Box::new(ScriptedDialogs::default()));
        let _ = harness(st);
    }
}

#[test]
fn new_game_keeps_the_game_in_progress_in_recent_games() {
    // Checks: starting a second game does not throw the first away: both
    // are listed in Recent games with their own files, the first can be
    // continued, and Delete (confirmed) removes only the one chosen.
    let d = data("recent");
    let mut h = start(&d);
    h.get_by_label("New game…").click();
    h.run_steps(3);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    let first = h
        .state()
        .game_file
        .clone()
        .expect("the game has its own file");
    h.state_mut().start_game();
    h.run_steps(3);
    let second = h.state().game_file.clone().unwrap();
    assert_ne!(first, second);
    assert!(first.exists() && second.exists());
    let lib = h.state().library.clone().unwrap();
    assert_eq!(lib.recent_games().len(), 2);
    drop(h);

    // The next start lists both on the welcome screen.
    let mut h = start(&d);
    assert!(shows(&h, "Recent games"));
    assert_eq!(h.query_all_by_label("Continue").count(), 2);
    h.query_all_by_label("Delete").next().unwrap().click();
    h.run_steps(2);
    h.get_by_label("Yes, delete it").click();
    h.run_steps(2);
    assert_eq!(h.state().library.as_ref().unwrap().recent_games().len(), 1);
    assert_eq!(
        std::fs::read_dir(d.join("games"))
            .unwrap()
            .filter(|e| e
                .as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".ron"))
            .count(),
        1
    );
    h.get_by_label("Continue").click();
    h.run_steps(2);
    assert!(h.state().play.session.is_some());
}

#[test]
fn a_starter_scenario_does_not_replace_the_game_in_progress() {
    // Checks: playing a starter scenario keeps the game before it.
    let d = data("starter");
    let mut h = start(&d);
    h.state_mut().start_game();
    h.run_steps(2);
    h.state_mut()
        .open_starter(0, carcassonne_studio::app::shell::Mode::Play);
    h.run_steps(2);
    let lib = h.state().library.clone().unwrap();
    let games = lib.recent_games();
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games.iter().any(|g| g.from.contains("starter")));
}

#[test]
fn a_failing_autosave_is_shown_once() {
    // Checks: an autosave that cannot be written (here: games/ is a file,
    // not a folder) shows a dialog once and the status line every time.
    let d = data("failing");
    std::fs::write(d.join("games"), "not a folder").unwrap();
    let mut h = start(&d);
    h.state_mut().start_game();
    h.run_steps(2);
    assert!(shows(&h, "Autosave failed"));
    assert_eq!(h.state().notices.len(), 1);
    h.get_by_label("OK").click();
    h.run_steps(2);
    h.state_mut().autosave_now();
    h.run_steps(2);
    assert!(
        h.state().notices.is_empty(),
        "the dialog is not shown again"
    );
    assert!(h.state().status.starts_with("Autosave failed"));
}

#[test]
fn save_as_without_a_native_dialog_falls_back_to_the_in_app_one() {
    // Checks: on a desktop where no native dialog opens, Save as opens the
    // app's own file dialog and the status line says why.
    let d = data("nodialog");
    let st = Studio::new(
        settings(),
        form(),
        Box::new(ScriptedDialogs {
            unavailable: true,
            ..Default::default()
        }),
        Some(d),
    );
    let mut h = harness(st);
    h.state_mut().start_game();
    h.run_steps(2);
    h.state_mut()
        .command(carcassonne_studio::app::commands::Command::SaveAs);
    h.run_steps(3);
    assert!(h.state().picker.is_some(), "the in-app dialog is open");
    assert!(h.state().status.contains("using the app's own file dialog"));
    assert!(shows(&h, "the app's own file dialog"));
}

#[test]
fn every_recent_game_on_the_welcome_screen_can_be_clicked() {
    // Checks: the welcome screen's Recent games list shows its rows whole,
    // up to its full height: with four games each Continue button answers
    // a click where it is drawn (the list was squeezed to two and a half
    // rows, its third row cut in half and the fourth out of sight).
    let d = data("welcome-list");
    keep_games(&d, 4, 2);
    let h = start(&d);
    let buttons: Vec<egui::Rect> = h.query_all_by_label("Continue").map(|b| b.rect()).collect();
    assert_eq!(buttons.len(), 4);
    for (i, r) in buttons.iter().enumerate() {
        let mut h = start(&d);
        let at = r.center();
        click_at(&mut h, at);
        h.run_steps(2);
        assert!(
            h.state().play.session.is_some(),
            "row {} of 4: a click on its Continue at {at:?} opened nothing",
            i + 1
        );
    }
}

#[test]
fn the_welcome_screen_scrolls_to_its_recent_games_at_the_smallest_window() {
    // Checks: at the smallest window the program allows (720 x 480), the
    // Recent games below the welcome screen's buttons can be scrolled to
    // and clicked (they lay past the window's bottom, out of reach), and a
    // game of five players keeps its buttons inside the window (its line
    // pushed them past the right edge).
    let d = data("welcome-small");
    keep_games(&d, 4, 2);
    keep_games(&d, 1, 5);
    let mut h = start(&d);
    h.set_size(egui::vec2(720.0, 480.0));
    h.run_steps(3);
    let middle = egui::pos2(360.0, 300.0);
    h.hover_at(middle);
    for _ in 0..10 {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -120.0),
            modifiers: egui::Modifiers::NONE,
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
        });
        h.run_steps(2);
    }
    h.run_steps(10);
    for b in h.query_all_by_label("Continue") {
        assert!(
            b.rect().right() <= 720.0,
            "a Continue button ends at x {}, past the window",
            b.rect().right()
        );
    }
    let first = h
        .query_all_by_label("Continue")
        .next()
        .expect("a Continue button")
        .rect();
    let at = first.center();
    assert!(
        at.y > 0.0 && at.y < 480.0,
        "the first Continue is at {at:?}, out of the window"
    );
    click_at(&mut h, at);
    h.run_steps(2);
    assert!(
        h.state().play.session.is_some(),
        "a click on Continue at {at:?} opened nothing"
    );
}

#[test]
fn recent_scenarios_sit_on_the_welcome_plaque_under_its_buttons() {
    // Checks: with kept scenarios (and no games), the welcome screen's
    // "Recent scenarios" stands centred under the buttons, on the plaque;
    // it stood at the left of a column as wide as 760 points, off the
    // plaque and over the board, at 1280 and at 720 points.
    use carcassonne_studio::io::recent::{Library, ScenarioEntry};
    let d = data("welcome-scenarios");
    let (mut lib, _) = Library::open(&d);
    let file = lib.new_scenario_file();
    let entry = ScenarioEntry {
        file: String::new(),
        started: 1,
        updated: 1,
        title: "Two roads".into(),
        game: "Carcassonne".into(),
        tiles: 3,
    };
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/scenarios/01-fields-h-tile.ron"
    ))
    .expect("a shipped scenario");
    lib.keep_scenario(&file, &text, entry).expect("kept");
    drop(lib);
    for (w, h_) in [(1280.0, 820.0), (720.0, 480.0)] {
        let mut h = start(&d);
        h.set_size(egui::vec2(w, h_));
        h.run_steps(3);
        let header = h.get_by_label("Recent scenarios").rect();
        let button = h.get_by_label("New game…").rect();
        assert!(
            (header.center().x - button.center().x).abs() < 2.0,
            "at {w}: Recent scenarios is centred at {} and the buttons at {}",
            header.center().x,
            button.center().x
        );
        // Opened, its scenario's line and Edit button lie inside the window.
        h.get_by_label("Recent scenarios").click();
        h.run_steps(3);
        let edit = h.get_by_label_contains("Two roads").rect();
        assert!(
            edit.left() >= 0.0 && edit.right() <= w && edit.bottom() <= h_,
            "at {w}: Edit at {edit:?}"
        );
    }
}
