//! The app's screens in Dutch and German, driven headless (egui_kittest):
//! the analysis sidebar, the scenario editor and the seats' default names
//! read in the chosen language, not in English.
#![cfg(feature = "gui")]

use carcassonne_studio::app::Studio;
use carcassonne_studio::app::play::new_game::{NewGameForm, rename_for};
use carcassonne_studio::app::shell::Mode;
use carcassonne_studio::app::shell::files::ScriptedDialogs;
use carcassonne_studio::app::shell::settings::{Settings, Speed};
use carcassonne_studio::i18n::{Language, set_language};
use carcassonne_studio::io::save::{Controller, Level, Seat};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::Path;

/// The app in language `l`, with the sidebar on.
fn studio(l: Language) -> Studio {
    let settings = Settings {
        speed: Speed::Instant,
        show_analysis: true,
        language: l,
        ..Default::default()
    };
    let mut st = Studio::new(
        settings,
        NewGameForm::default(),
        Box::new(ScriptedDialogs::default()),
        None,
    );
    // Not read here; off, nothing thinks in the background.
    st.play.analysis.computer_values = false;
    st
}

fn harness(st: Studio) -> Harness<'static, Studio> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), st);
    h.run_steps(3);
    h
}

fn shows(h: &Harness<'static, Studio>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// Checks: with Dutch chosen, the sidebar's sections, columns and rows are
/// Dutch (the game's words among them) and none of its English headings is left.
#[test]
fn the_sidebar_speaks_dutch() {
    let mut st = studio(Language::Nederlands);
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios/02-majority-tie.ron");
    st.open_path(&path);
    assert!(st.error.is_none(), "{:?}", st.error);
    let h = harness(st);
    for dutch in [
        "Analyse",
        "Toegestane zetten (",
        "Toegestane plaatsingen: ",
        "Punten nu",
        "Waarom niet hier?",
        "Gebiedsinspecteur",
        "Alle gebieden (",
        "Nog te trekken tegels: ",
        "Open plekken (",
        "Stand als het spel nu eindigde",
        "geen volgeling",
    ] {
        assert!(shows(&h, dutch), "no {dutch:?} in the Dutch sidebar");
    }
    for english in [
        "Legal moves",
        "Why not here?",
        "Feature inspector",
        "Score if the game ended now",
        "no follower",
    ] {
        assert!(!shows(&h, english), "{english:?} left in the Dutch sidebar");
    }
    set_language(Language::English);
}

/// Checks: the scenario editor in German: its heading, tabs, palette,
/// problems and the Position tab's form.
#[test]
fn the_editor_speaks_german() {
    let mut st = studio(Language::Deutsch);
    // The starter's name in the status line is looked up at once: the
    // language must be this thread's before the first frame sets it.
    set_language(Language::Deutsch);
    st.open_starter(0, Mode::Editor);
    assert!(st.error.is_none(), "{:?}", st.error);
    let h = harness(st);
    for german in [
        "Szenario-Editor",
        "Stellung",
        "Fragen ausprobieren",
        "Palette",
        "Probleme (",
        "Am Zug",
        "Restliche Karten",
        "Streng",
    ] {
        assert!(shows(&h, german), "no {german:?} in the German editor");
    }
    for english in [
        "Scenario editor",
        "Remaining tiles",
        "To move",
        "Problems (",
    ] {
        assert!(!shows(&h, english), "{english:?} left in the German editor");
    }
    assert!(
        h.state().status.starts_with("Startszenario"),
        "{}",
        h.state().status
    );
    set_language(Language::English);
}

/// Checks: the editor's Position tab in Dutch names its seats "Speler n".
#[test]
fn the_editor_speaks_dutch() {
    let mut st = studio(Language::Nederlands);
    st.open_starter(0, Mode::Editor);
    let h = harness(st);
    for dutch in [
        "Scenario-editor",
        "Stelling",
        "Aan zet",
        "Speler 1",
        "Palet",
    ] {
        assert!(shows(&h, dutch), "no {dutch:?} in the Dutch editor");
    }
    set_language(Language::English);
}

/// Checks: a default seat name follows the language (and the controller);
/// a name the player typed stays as it is.
#[test]
fn default_seat_names_follow_the_language() {
    let mut seat = Seat::defaults(2).remove(1);
    assert_eq!(seat.name, "Player 2");
    set_language(Language::Nederlands);
    rename_for(&mut seat, 1);
    assert_eq!(seat.name, "Speler 2");
    seat.controller = Controller::Computer(Level::Hard);
    set_language(Language::Deutsch);
    rename_for(&mut seat, 1);
    assert_eq!(seat.name, "Computer");
    seat.controller = Controller::Human;
    rename_for(&mut seat, 1);
    assert_eq!(seat.name, "Spieler 2");
    seat.name = "Anna".into();
    rename_for(&mut seat, 1);
    assert_eq!(seat.name, "Anna");
    set_language(Language::English);
}

/// Checks: the welcome screen's list of starter scenarios shows their
/// Dutch titles, not the files' English ones.
#[test]
fn the_starter_scenarios_have_dutch_titles() {
    set_language(Language::Nederlands);
    let mut h = harness(studio(Language::Nederlands));
    h.get_by_label("Een startscenario spelen").click();
    h.run_steps(3);
    assert!(shows(&h, "Eén weiland, twee steden (tegel H)"));
    assert!(shows(&h, "Maak je stad af"));
    assert!(!shows(&h, "One field, two cities (tile H)"));
    set_language(Language::English);
}

/// Checks: a lesson of the course in German: its title in the window's
/// title and the menu, its scenario's description, all in German.
#[test]
fn a_lesson_speaks_german() {
    let mut st = studio(Language::Deutsch);
    set_language(Language::Deutsch);
    let i = carcassonne_studio::io::course::course()
        .lessons
        .iter()
        .position(|l| l.file == "01-fields-h-tile.ron")
        .expect("the lesson is in the course");
    st.open_lesson(i);
    assert!(st.error.is_none(), "{:?}", st.error);
    let h = harness(st);
    assert!(shows(&h, "Bauern und fertige Städte"), "the lesson's title");
    assert!(
        shows(&h, "Karte H hat zwei getrennte Städte"),
        "its description"
    );
    assert!(!shows(&h, "Farmers and closed cities"));
    assert!(!shows(&h, "Tile H has two separate cities"));
    set_language(Language::English);
}

/// Checks: a lesson's questions and, once answered, their explanations
/// show in German: the lesson on 01-fields-h-tile, its first question
/// answered in the answer box and checked.
#[test]
fn a_lesson_asks_and_explains_in_german() {
    let mut st = studio(Language::Deutsch);
    set_language(Language::Deutsch);
    let i = carcassonne_studio::io::course::course()
        .lessons
        .iter()
        .position(|l| l.file == "01-fields-h-tile.ron")
        .expect("the lesson is in the course");
    st.open_lesson(i);
    assert!(st.error.is_none(), "{:?}", st.error);
    let mut h = harness(st);
    assert!(
        shows(
            &h,
            "1. Wie viele Punkte bringt die Wiese von Orange am Ende?"
        ),
        "the first question"
    );
    assert!(
        shows(
            &h,
            "2. Wie viele Punkte hat Blau insgesamt, wenn das Spiel jetzt endete?"
        ),
        "the second question"
    );
    assert!(!shows(&h, "What does Orange's field score"));
    assert!(
        !shows(&h, "Sie grenzt an 2 fertige Städte"),
        "not before it is answered"
    );
    h.get_by_label("Antwort 1").focus();
    h.run_steps(1);
    h.get_by_label("Antwort 1").type_text("6");
    h.run_steps(2);
    h.get_by_label("Antwort 1 prüfen").click();
    h.run_steps(3);
    assert!(shows(&h, "Richtig: "), "the answer is checked");
    assert!(
        shows(
            &h,
            "Sie grenzt an 2 fertige Städte: 2 x 3 = 6 (R-B3, R-B4)."
        ),
        "its explanation"
    );
    assert!(!shows(&h, "It touches 2 completed cities"));
    set_language(Language::English);
}

/// Checks: a starter scenario in the German editor: its title,
/// description and questions in the Try tab, its questions in the
/// Questions tab and its notes in the Text tab are German, while the
/// scenario itself keeps the file's English (what the editor saves); a
/// question of the user's own shows as typed, and a shipped one moved up
/// still reads German.
#[test]
fn the_editor_shows_a_starters_texts_in_german() {
    let mut st = studio(Language::Deutsch);
    set_language(Language::Deutsch);
    let i = carcassonne_studio::io::library::STARTER_SCENARIOS
        .iter()
        .position(|(name, _)| *name == "02-majority-tie.ron")
        .expect("a starter");
    st.open_starter(i, Mode::Editor);
    assert!(st.error.is_none(), "{:?}", st.error);
    let mut h = harness(st);
    h.get_by_label("Fragen ausprobieren").click();
    h.run_steps(3);
    assert!(
        shows(&h, "Bei Gleichstand bekommen beide die ganze Stadt"),
        "the title"
    );
    assert!(
        shows(&h, "Orange und Blau haben je einen Ritter"),
        "the description"
    );
    assert!(shows(
        &h,
        "1. Wie viele erlaubte Anlegestellen hat die gezogene Karte N?"
    ));
    h.get_by_label("Fragen").click();
    h.run_steps(3);
    assert!(shows(
        &h,
        "1. Wie viele erlaubte Anlegestellen hat die gezogene Karte N?"
    ));
    assert!(shows(
        &h,
        "2. Wenn das Spiel jetzt endete (bevor N liegt), wie viele Punkte bekäme Orange?"
    ));
    assert!(!shows(&h, "How many legal placements"));
    h.get_by_label("Text").click();
    h.run_steps(3);
    assert!(
        shows(&h, "0,-1: Lege N hier an, zweimal gedreht"),
        "the note"
    );
    assert!(!shows(&h, "Place N here"));
    let title = &h
        .state()
        .editor
        .as_ref()
        .expect("the editor")
        .editor
        .scenario()
        .title;
    assert_eq!(
        title, "A tie shares the city in full",
        "the file keeps its English"
    );
    // The first question removed and one of the user's own added: the
    // shipped one moved up still reads German, the new one as typed.
    {
        let ev = h.state_mut().editor.as_mut().expect("the editor");
        let mine = carcassonne_studio::io::scenario::Question {
            ask: "How many does Orange have now?".into(),
            ..ev.editor.scenario().questions[1].clone()
        };
        ev.editor.remove_question(0).unwrap();
        ev.editor.add_question(mine).unwrap();
    }
    h.get_by_label("Fragen").click();
    h.run_steps(3);
    assert!(shows(
        &h,
        "1. Wenn das Spiel jetzt endete (bevor N liegt), wie viele Punkte bekäme Orange?"
    ));
    assert!(shows(&h, "2. How many does Orange have now?"));
    set_language(Language::English);
}

/// Checks: the editor's Ruling tab in German: the engine's report on the
/// position in German words, none of the command line's English left.
#[test]
fn the_ruling_speaks_german() {
    let mut st = studio(Language::Deutsch);
    set_language(Language::Deutsch);
    st.open_starter(0, Mode::Editor);
    let mut h = harness(st);
    h.get_by_label("Entscheidung").click();
    h.run_steps(3);
    for german in [
        "Stellung: 2 Spieler",
        "wenn das Spiel jetzt endete:",
        "Endstand: S1",
    ] {
        assert!(shows(&h, german), "no {german:?} in the German ruling");
    }
    for english in [
        "if the game ended now",
        "final scores",
        "followers in supply",
    ] {
        assert!(!shows(&h, english), "{english:?} left in the German ruling");
    }
    set_language(Language::English);
}

/// Checks: a starter scenario left open in the editor and resumed after a
/// restart (from the data folder, where its file name is lost) still shows
/// its texts in German: the editor knows it by its title.
#[test]
fn a_resumed_starter_still_speaks_german() {
    let dir = std::env::temp_dir().join(format!("resumed-starter-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let settings = Settings {
        speed: Speed::Instant,
        language: Language::Deutsch,
        ..Default::default()
    };
    set_language(Language::Deutsch);
    let i = carcassonne_studio::io::library::STARTER_SCENARIOS
        .iter()
        .position(|(name, _)| *name == "02-majority-tie.ron")
        .expect("a starter");
    // The app with its data folder in `dir`, as at each start.
    let start = || {
        Studio::new(
            settings.clone(),
            NewGameForm::default(),
            Box::new(ScriptedDialogs::default()),
            Some(dir.clone()),
        )
    };
    let mut st = start();
    st.open_starter(i, Mode::Editor);
    st.autosave_now();
    drop(st);
    let mut st = start();
    let (ed, file) = st.resume_editor.take().expect("the scenario to resume");
    st.continue_editor(ed, file);
    let mut h = harness(st);
    h.get_by_label("Fragen").click();
    h.run_steps(3);
    assert!(shows(
        &h,
        "1. Wie viele erlaubte Anlegestellen hat die gezogene Karte N?"
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Checks: in Dutch, strict mode's refusal of a mismatched tile and the
/// Problems list of free mode say the position's problem in Dutch, with
/// the game's words (stad, weiland), and not the engine's English.
#[test]
fn the_editors_problems_speak_dutch() {
    let mut h = harness(studio(Language::Nederlands));
    set_language(Language::Nederlands);
    h.state_mut()
        .new_scenario(carcassonne_studio::engine::GameKind::Base, false);
    h.run_steps(2);
    let click = |h: &mut Harness<'static, Studio>, label: &str| {
        h.get_by_label(label).click();
        h.run_steps(2);
    };
    click(&mut h, "palet D");
    click(&mut h, "cell 0,0");
    // E unturned shows a field south, against D's city north.
    click(&mut h, "palet E");
    click(&mut h, "cell 0,-1");
    let status = h.state().status.clone();
    assert!(
        status.starts_with(
            "niet toegestaan in de strenge modus: op (0, -1): de Z-zijde toont weiland"
        ),
        "the refusal in Dutch: {status}"
    );
    click(&mut h, "Vrij");
    click(&mut h, "cell 0,-1");
    let list = h.state_mut().editor.as_mut().unwrap().problem_list();
    assert_eq!(
        list,
        vec![
            "op (0, -1): de Z-zijde toont weiland, maar de tegel op (0, 0) toont stad".to_string()
        ]
    );
    assert!(shows(&h, "Problemen (1)"));
    assert!(shows(
        &h,
        "de Z-zijde toont weiland, maar de tegel op (0, 0) toont stad"
    ));
    assert!(
        !shows(&h, "side shows"),
        "English left in the Problems list"
    );
    set_language(Language::English);
}

/// Checks: the keyboard shortcuts window names the mouse's and the board's
/// keys in the chosen language (it said "Arrow keys", "Wheel", "Right
/// drag" and "Alt + click" in German and Dutch), and at the smallest window
/// (720 x 480) its last line can be scrolled into sight (the window ran
/// past the bottom with no way to reach it) and its long lines wrap inside
/// the window (they ran past its right edge).
#[test]
fn the_shortcuts_speak_the_language_and_fit_a_small_window() {
    for (l, inspect) in [
        (Language::Deutsch, "ein Gebiet untersuchen"),
        (Language::Nederlands, "een gebied bekijken"),
    ] {
        set_language(l);
        let mut h = harness(studio(l));
        h.set_size(egui::vec2(720.0, 480.0));
        h.run_steps(2);
        h.state_mut()
            .command(carcassonne_studio::app::commands::Command::Shortcuts);
        h.run_steps(3);
        for english in [
            "Arrow keys",
            "Wheel",
            "Right drag",
            "Right click",
            "Alt + click",
        ] {
            assert!(!shows(&h, english), "{english:?} left in {l:?}");
        }
        let last = h
            .query_all_by_label_contains(inspect)
            .next()
            .unwrap_or_else(|| panic!("no {inspect:?} in {l:?}"))
            .accesskit_node()
            .label()
            .unwrap_or_default()
            .to_string();
        h.get_by_label(&last).scroll_to_me();
        h.run_steps(3);
        let at = h.get_by_label(&last).rect();
        assert!(at.bottom() <= 480.0, "{l:?}: the last line at {at:?}");
        // The longest line (what the arrow keys do) wraps inside the window.
        let cursor = carcassonne_studio::i18n::tr("keys-cursor");
        let words: String = cursor.chars().take(12).collect();
        let line = h
            .query_all_by_label_contains(&words)
            .next()
            .unwrap_or_else(|| panic!("no {words:?} in {l:?}"))
            .rect();
        assert!(
            line.right() <= 720.0,
            "{l:?}: the arrow keys' line at {line:?}"
        );
    }
    set_language(Language::English);
}
