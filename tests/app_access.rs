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
use egui::Key;
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

/// Checks: in The City's wall round the arrow keys pick a marked edge and
/// Enter takes it: the gate goes on the picked edge; then a wall piece on
/// the next picked edge, with a guard by 1 where one may stand.
#[test]
fn a_wall_round_by_keyboard_only() {
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
    let before = h
        .state()
        .play
        .session
        .as_ref()
        .map_or(0, |s| s.game.moves().len());
    let edges = h
        .state()
        .play
        .session
        .as_ref()
        .expect("a game")
        .wall_edges_now();
    press(&mut h, Key::ArrowRight);
    assert_eq!(h.state().play.wall_cursor, Some(0));
    press(&mut h, Key::Enter);
    let s = h.state().play.session.as_ref().expect("a game");
    assert_eq!(s.game.moves().len(), before + 1, "Enter placed the gate");
    assert_eq!(s.game.moves()[before], Move::Gate(edges[0]));
    if !matches!(s.state().phase(), Phase::Wall { .. }) || !s.human_to_move() {
        return;
    }
    let edges = s.wall_edges_now();
    let guard_allowed = s.state().guard_allowed(edges[0]);
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::Enter);
    if guard_allowed {
        assert_eq!(
            h.state().play.session.as_ref().and_then(|s| s.wall_pick),
            Some(edges[0])
        );
        press(&mut h, Key::Num1);
    }
    let s = h.state().play.session.as_ref().expect("a game");
    assert_eq!(
        s.game.moves()[before + 1],
        Move::Wall {
            edge: edges[0],
            guard: guard_allowed
        }
    );
}
