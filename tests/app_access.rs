//! The app for everyone, headless through its real UI (egui_kittest):
//! a whole turn played by keyboard only, and the languages switched in the
//! settings and taken from the system locale at the first start.
#![cfg(feature = "gui")]

use carcassonne_studio::app::Studio;
use carcassonne_studio::app::play::new_game::NewGameForm;
use carcassonne_studio::app::shell::files::ScriptedDialogs;
use carcassonne_studio::app::shell::settings::{Settings, Speed};
use carcassonne_studio::app::shell::window::{studio_for, studio_for_locale};
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::rules::random_move;
use carcassonne_studio::engine::rules::the_city::Phase;
use carcassonne_studio::engine::{GameKind, Move};
use carcassonne_studio::i18n::Language;
use carcassonne_studio::io::save::{Controller, Seat};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(s: Studio) -> Harness<'static, Studio> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 820.0))
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), s)
}

fn people(n: usize) -> Vec<Seat> {
    let mut seats = Seat::defaults(n);
    for s in &mut seats {
        s.controller = Controller::Human;
    }
    seats
}

/// A base game between two people, started through the new-game dialog.
fn started() -> Harness<'static, Studio> {
    let settings = Settings {
        speed: Speed::Instant,
        ..Default::default()
    };
    let form = NewGameForm {
        seats: people(2),
        seed: 7,
        random_seed: false,
        ..Default::default()
    };
    let mut st = Studio::new(settings, form, Box::new(ScriptedDialogs::default()), None);
    st.play.analysis.computer_values = false;
    let mut h = harness(st);
    h.run_steps(2);
    h.get_by_label("New game…").click();
    h.run_steps(4);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    h
}

fn press(h: &mut Harness<'_, Studio>, k: Key) {
    h.key_press(k);
    h.run_steps(2);
}

/// Checks: arrows put a cursor on a cell where the tile fits, R turns the
/// tile, Enter lays it there, 1 picks the first follower spot and Enter
/// confirms: the turn is played, as that placement, with no mouse at all.
#[test]
fn a_base_game_turn_by_keyboard_only() {
    let mut h = started();
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::ArrowDown);
    let cursor = h.state().play.cursor.expect("the arrows show a cursor");
    {
        let s = h.state_mut().play.session.as_mut().expect("a game");
        assert!(s.legal().contains_key(&cursor), "{cursor:?} is not legal");
        assert!(s.pending.is_none());
    }
    press(&mut h, Key::R);
    press(&mut h, Key::Enter);
    let (pending, spots) = {
        let s = h.state().play.session.as_ref().expect("a game");
        (s.pending.clone().expect("Enter lays the tile"), s.spots())
    };
    assert_eq!(pending.cell, cursor);
    assert!(!spots.is_empty(), "seed 7's first tile has a spot");
    press(&mut h, Key::Num1);
    let chosen = h
        .state()
        .play
        .session
        .as_ref()
        .and_then(|s| s.pending.clone());
    assert_eq!(chosen.and_then(|p| p.follower), Some(spots[0]));
    press(&mut h, Key::Enter);
    let s = h.state().play.session.as_ref().expect("a game");
    assert_eq!(s.game.moves().len(), 1, "the turn was played");
    match s.game.moves()[0] {
        Move::Place(p) => {
            assert_eq!(p.cell, cursor);
            assert_eq!(p.rot, pending.rot);
            assert_eq!(p.follower, Some(spots[0]));
        }
        m => panic!("not a placement: {m:?}"),
    }
    assert_eq!(s.to_move(), Some(1), "the second player's turn");
}

/// Ctrl+Z, as the real window reports it on Linux (ctrl and command).
fn undo(h: &mut Harness<'_, Studio>) {
    h.key_press_modifiers(Modifiers::CTRL | Modifiers::COMMAND, Key::Z);
    h.run_steps(2);
}

fn moves_played(h: &Harness<'_, Studio>) -> usize {
    h.state()
        .play
        .session
        .as_ref()
        .map_or(0, |s| s.game.moves().len())
}

/// Checks: Ctrl+Z takes a turn played by keyboard back, and the turn can be
/// played again with Tab for the follower spot: Tab picks the first spot,
/// Shift+Tab steps back to "no follower", Tab again to the first spot.
#[test]
fn undo_and_tab_by_keyboard_only() {
    let mut h = started();
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::Enter);
    press(&mut h, Key::Num0);
    press(&mut h, Key::Enter);
    assert_eq!(moves_played(&h), 1, "the turn was played");
    undo(&mut h);
    assert_eq!(moves_played(&h), 0, "Ctrl+Z took it back");
    let first = {
        let s = h.state().play.session.as_ref().expect("a game");
        assert_eq!(s.to_move(), Some(0), "the first player again");
        assert!(s.pending.is_none());
        s.game.moves().len()
    };
    assert_eq!(first, 0);
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::Enter);
    let spots = h.state().play.session.as_ref().expect("a game").spots();
    assert!(!spots.is_empty(), "seed 7's first tile has a spot");
    let follower = |h: &Harness<'_, Studio>| {
        h.state()
            .play
            .session
            .as_ref()
            .and_then(|s| s.pending.clone())
            .and_then(|p| p.follower)
    };
    press(&mut h, Key::Tab);
    assert_eq!(follower(&h), Some(spots[0]), "Tab: the first spot");
    h.key_press_modifiers(Modifiers::SHIFT, Key::Tab);
    h.run_steps(2);
    assert_eq!(follower(&h), None, "Shift+Tab: back to no follower");
    press(&mut h, Key::Tab);
    press(&mut h, Key::Enter);
    let s = h.state().play.session.as_ref().expect("a game");
    assert_eq!(s.game.moves().len(), 1, "played again");
    match s.game.moves()[0] {
        Move::Place(p) => assert_eq!(p.follower, Some(spots[0])),
        m => panic!("not a placement: {m:?}"),
    }
}

/// A City game between two people, played on (by the engine, not the
/// keys) until a wall round begins.
fn at_a_wall_round() -> Harness<'static, Studio> {
    let settings = Settings {
        speed: Speed::Instant,
        ..Default::default()
    };
    let form = NewGameForm {
        game: GameKind::City,
        seats: people(2),
        seed: 3,
        random_seed: false,
        ..Default::default()
    };
    let mut st = Studio::new(settings, form, Box::new(ScriptedDialogs::default()), None);
    st.play.analysis.computer_values = false;
    let mut h = harness(st);
    h.run_steps(2);
    h.get_by_label("New game…").click();
    h.run_steps(4);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    {
        let s = h.state_mut().play.session.as_mut().expect("a game");
        assert_eq!(s.setup.game, GameKind::City);
        let mut rng = Rng::new(5);
        for _ in 0..200 {
            if matches!(s.state().phase(), Phase::Gate { .. }) {
                break;
            }
            let m = random_move(s.state(), &mut rng).expect("the game goes on");
            s.play(m).expect("a legal move");
        }
        assert!(
            matches!(s.state().phase(), Phase::Gate { .. }),
            "a wall round came"
        );
    }
    h.run_steps(2);
    h
}

fn phase(h: &Harness<'_, Studio>) -> Phase {
    h.state()
        .play
        .session
        .as_ref()
        .expect("a game")
        .state()
        .phase()
}

/// Checks: a whole wall round of The City by keyboard only. The arrows
/// pick a marked edge and Enter takes it (the gate on the picked edge,
/// then each wall piece), 1 puts a guard on a piece where one may stand,
/// a digit picks the tower decision; every key press that finishes a step
/// plays exactly one move, and the round ends with a tile to place again.
/// Ctrl+Z then takes the last step of the round back.
#[test]
fn a_wall_round_by_keyboard_only() {
    let mut h = at_a_wall_round();
    let start = moves_played(&h);
    let mut gates = 0;
    let mut walls = 0;
    for _ in 0..60 {
        let before = moves_played(&h);
        let s = h.state().play.session.as_ref().expect("a game");
        assert!(s.human_to_move(), "both seats are people");
        match phase(&h) {
            Phase::Gate { .. } | Phase::Wall { .. } => {
                let is_gate = matches!(phase(&h), Phase::Gate { .. });
                let edges = s.wall_edges_now();
                assert!(!edges.is_empty(), "marked edges to pick from");
                let guard = !is_gate && s.state().guard_allowed(edges[0]);
                press(&mut h, Key::ArrowRight);
                assert_eq!(h.state().play.wall_cursor, Some(0));
                press(&mut h, Key::Enter);
                if guard {
                    assert_eq!(
                        h.state().play.session.as_ref().and_then(|s| s.wall_pick),
                        Some(edges[0]),
                        "the piece waits for its guard choice"
                    );
                    press(&mut h, Key::Num1);
                }
                let s = h.state().play.session.as_ref().expect("a game");
                let want = if is_gate {
                    gates += 1;
                    Move::Gate(edges[0])
                } else {
                    walls += 1;
                    Move::Wall {
                        edge: edges[0],
                        guard,
                    }
                };
                assert_eq!(s.game.moves().get(before), Some(&want));
            }
            Phase::Tower { .. } => press(&mut h, Key::Num1),
            Phase::Place { .. } | Phase::Over => break,
        }
        assert_eq!(moves_played(&h), before + 1, "one step, one move");
    }
    assert!(
        matches!(phase(&h), Phase::Place { .. }),
        "the round ended: {:?}",
        phase(&h)
    );
    assert_eq!(gates, 1, "one gate per round");
    assert!(walls >= 1, "wall pieces were placed");
    let played = moves_played(&h);
    assert!(played > start + 1);
    undo(&mut h);
    assert_eq!(moves_played(&h), played - 1, "Ctrl+Z took a step back");
    assert!(
        !matches!(phase(&h), Phase::Place { .. }),
        "back in the round"
    );
}

/// Checks: choosing Nederlands in the settings changes the menus at once
/// (no restart), and the choice is what the settings keep.
#[test]
fn the_language_switches_in_the_settings_at_once() {
    let mut h = harness(Studio::new(
        Settings::default(),
        NewGameForm::default(),
        Box::new(ScriptedDialogs::default()),
        None,
    ));
    h.run_steps(2);
    assert!(h.query_by_label("Game").is_some());
    h.state_mut().settings_open = true;
    h.run_steps(2);
    h.get_by_label("Nederlands").click();
    h.run_steps(3);
    assert_eq!(h.state().settings.language, Language::Nederlands);
    assert!(h.query_by_label("Spel").is_some(), "the Game menu in Dutch");
    assert!(h.query_by_label("Game").is_none());
    assert!(h.query_by_label("Taal").is_some(), "the settings in Dutch");
    // Back to English for the other tests on this thread.
    carcassonne_studio::i18n::set_language(Language::English);
}

/// Checks: the first start takes the system locale's language; without a
/// locale (as in every other test) it is English.
#[test]
fn the_first_start_speaks_the_system_language() {
    let dir = std::env::temp_dir().join(format!("cs-lang-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let st = studio_for_locale(
        Some(dir.join("de")),
        None,
        Box::new(ScriptedDialogs::default()),
        Some("de_DE.UTF-8"),
    );
    assert_eq!(st.settings.language, Language::Deutsch);
    let st = studio_for(
        Some(dir.join("en")),
        None,
        Box::new(ScriptedDialogs::default()),
    );
    assert_eq!(st.settings.language, Language::English);
    carcassonne_studio::i18n::set_language(Language::English);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Checks: Settings → High contrast is a labelled checkbox; ticking it is
/// kept in the settings and makes the window write in plain white (dark
/// theme) at once; unticking it gives egui's own text colours back.
#[test]
fn high_contrast_is_a_setting() {
    let mut h = harness(Studio::new(
        Settings::default(),
        NewGameForm::default(),
        Box::new(ScriptedDialogs::default()),
        None,
    ));
    h.run_steps(2);
    assert_eq!(h.ctx.global_style().visuals.override_text_color, None);
    h.state_mut().settings_open = true;
    h.run_steps(2);
    h.get_by_label("High contrast").click();
    h.run_steps(3);
    assert!(h.state().settings.high_contrast);
    assert_eq!(
        h.ctx.global_style().visuals.override_text_color,
        Some(egui::Color32::WHITE)
    );
    h.get_by_label("High contrast").click();
    h.run_steps(3);
    assert!(!h.state().settings.high_contrast);
    assert_eq!(h.ctx.global_style().visuals.override_text_color, None);
}

/// Checks: in the new-game dialog every seat has a labelled colour button
/// ("Colour of seat n") that opens a colour picker; a colour picked there
/// (its R value typed) is the seat's colour in the game that starts.
#[test]
fn players_pick_their_colours_in_the_new_game_dialog() {
    let settings = Settings {
        speed: Speed::Instant,
        ..Default::default()
    };
    let form = NewGameForm {
        seats: people(2),
        seed: 7,
        random_seed: false,
        ..Default::default()
    };
    let mut st = Studio::new(settings, form, Box::new(ScriptedDialogs::default()), None);
    st.play.analysis.computer_values = false;
    // egui's colour picker has a copy button drawn with an emoji the test
    // fonts lack: a box there, as in the real window.
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 820.0))
        .allow_missing_glyphs()
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), st);
    h.run_steps(2);
    h.get_by_label("New game…").click();
    h.run_steps(4);
    assert!(h.query_by_label("Colour of seat 2").is_some());
    h.get_by_label("Colour of seat 1").click();
    h.run_steps(3);
    // The picker's red value: clicked it turns into a text field.
    h.get_by_label("R").click();
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::CTRL | Modifiers::COMMAND, Key::A);
    h.event(egui::Event::Text("17".into()));
    h.run_steps(2);
    press(&mut h, Key::Enter);
    press(&mut h, Key::Escape);
    let colour = h.state().form.seats[0].colour;
    assert_eq!(colour.0, 17, "the red value typed: {colour:?}");
    h.get_by_label("Start game").click();
    h.run_steps(3);
    let s = h.state().play.session.as_ref().expect("a game");
    assert_eq!(s.seats[0].colour, colour);
}

/// Checks: every seat's name field in the new-game dialog has an accessible
/// label ("Name of seat n"), so a screen reader and Tab say what it is; a
/// name typed there is the seat's name in the game that starts.
#[test]
fn every_seat_name_field_has_a_label() {
    let mut h = harness(Studio::new(
        Settings {
            speed: Speed::Instant,
            ..Default::default()
        },
        NewGameForm {
            seats: people(2),
            seed: 7,
            random_seed: false,
            ..Default::default()
        },
        Box::new(ScriptedDialogs::default()),
        None,
    ));
    h.run_steps(2);
    h.get_by_label("New game…").click();
    h.run_steps(4);
    assert!(h.query_by_label("Name of seat 1").is_some());
    h.get_by_label("Name of seat 2").click();
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::CTRL | Modifiers::COMMAND, Key::A);
    h.event(egui::Event::Text("Wiebke".into()));
    h.run_steps(2);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    let s = h.state().play.session.as_ref().expect("a game");
    assert_eq!(s.seats[1].name, "Wiebke");
}

/// Checks: a game opened at start (a file named on the command line) is
/// reported in the language of the kept settings (the status line said
/// "Opened …" in English under German menus: the language was set only
/// at the first frame), and a broken settings file's notice is in the
/// system's language throughout.
#[test]
fn what_happens_at_start_is_said_in_the_chosen_language() {
    let dir = std::env::temp_dir().join(format!("cs-start-lang-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("game.ron");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/save-v1.ron"),
        &game,
    )
    .unwrap();
    carcassonne_studio::i18n::set_language(Language::English);
    let kept = Settings {
        language: Language::Deutsch,
        ..Settings::default()
    };
    let mut st = studio_for(
        Some(dir.join("data")),
        Some((kept, NewGameForm::default())),
        Box::new(ScriptedDialogs::default()),
    );
    st.open_path(&game);
    assert!(st.status.contains("geöffnet"), "{:?}", st.status);
    // A settings file that cannot be read: its notice in the system's language.
    carcassonne_studio::i18n::set_language(Language::English);
    let broken = dir.join("broken");
    std::fs::create_dir_all(&broken).unwrap();
    std::fs::write(broken.join("settings.ron"), "not settings").unwrap();
    let st = studio_for_locale(
        Some(broken),
        None,
        Box::new(ScriptedDialogs::default()),
        Some("nl_NL.UTF-8"),
    );
    let notice = st.notices.first().expect("a notice of the broken settings");
    assert!(
        !notice.text.contains("back to their defaults"),
        "{:?}",
        notice.text
    );
    carcassonne_studio::i18n::set_language(Language::English);
    let _ = std::fs::remove_dir_all(&dir);
}
