//! The course (docs/study.md): a lesson's on-board question is answered by
//! making the move on the board; the lesson window says whether it was
//! right and what was better, Try again takes the move back, and a lesson
//! answered right is remembered in the data folder across a restart. The
//! board picture is exported through the file dialog.
#![cfg(feature = "gui")]

use carcassonne_studio::app::Studio;
use carcassonne_studio::app::commands::Command;
use carcassonne_studio::app::play::new_game::NewGameForm;
use carcassonne_studio::app::shell::files::ScriptedDialogs;
use carcassonne_studio::app::shell::settings::{Settings, Speed};
use carcassonne_studio::engine::Cell;
use carcassonne_studio::io::course::{load_progress, progress_path};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::{Path, PathBuf};

fn app(data: &Path, save: Vec<PathBuf>) -> Harness<'static, Studio> {
    let settings = Settings {
        speed: Speed::Instant,
        ..Default::default()
    };
    let dialogs = ScriptedDialogs {
        save,
        ..Default::default()
    };
    let mut st = Studio::new(
        settings,
        NewGameForm::default(),
        Box::new(dialogs),
        Some(data.to_path_buf()),
    );
    st.play.analysis.computer_values = false;
    let mut h = Harness::builder()
        .with_size(egui::vec2(1500.0, 950.0))
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), st);
    h.run_steps(2);
    h
}

fn moves(h: &Harness<'_, Studio>) -> usize {
    h.state()
        .play
        .session
        .as_ref()
        .map_or(0, |s| s.game.moves().len())
}

/// Clicks a cell of the board and confirms with Enter.
fn play_at(h: &mut Harness<'_, Studio>, c: Cell) {
    h.get_by_label(&format!("cell {},{}", c.x, c.y)).click();
    h.run_steps(2);
    h.key_press(Key::Enter);
    h.run_steps(3);
}

#[test]
fn an_on_board_question_is_judged_by_the_move_made() {
    // Lesson 1, "Close your city": a cap anywhere but beside the open side
    // scores nothing and is refused with the better move named; Try again
    // takes it back; the cap that closes the city is right and the lesson
    // is kept as done in the data folder, still done after a restart.
    let data = std::env::temp_dir().join(format!("cs-course-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).unwrap();
    let mut h = app(&data, vec![]);
    h.state_mut().open_lesson(0);
    h.run_steps(3);
    assert!(h.state().error.is_none(), "{:?}", h.state().error);
    h.get_by_label_contains("Lesson 1 of");
    h.get_by_label_contains("place the drawn tile and confirm");
    let right = Cell::new(1, -1);
    let wrong = {
        let s = h.state_mut().play.session.as_mut().unwrap();
        let mut cells: Vec<Cell> = s.legal().keys().copied().filter(|c| *c != right).collect();
        cells.sort_by_key(|c| (c.x, c.y));
        cells[0]
    };
    play_at(&mut h, wrong);
    assert_eq!(moves(&h), 1);
    h.get_by_label("Not this move.");
    h.get_by_label_contains("Better: the tile on (1, -1), turned 270°: 6 points at once");
    h.get_by_label("Try again").click();
    h.run_steps(4);
    assert_eq!(moves(&h), 0, "the move is taken back");
    h.get_by_label_contains("place the drawn tile and confirm");
    play_at(&mut h, right);
    h.get_by_label("Right!");
    h.get_by_label_contains("3 tiles x 2 = 6");
    h.get_by_label_contains("Lesson done");
    let p = load_progress(&progress_path(&data)).unwrap();
    assert!(p.is_done("18-close-your-city.ron"), "{p:?}");
    drop(h);
    // A restart reads it back: the Course menu marks the lesson done (the
    // welcome screen's Course, then Game → Course once a lesson is open).
    let mut h = app(&data, vec![]);
    assert!(h.state_mut().progress().is_done("18-close-your-city.ron"));
    h.get_by_label("Course").click();
    h.run_steps(2);
    h.get_by_label("1. Close your city (done)");
    h.get_by_label("2. Finish the road").click();
    h.run_steps(3);
    h.get_by_label_contains("Lesson 2 of");
    h.get_by_label("Game").click();
    h.run_steps(2);
    h.get_by_label("Course").click();
    h.run_steps(2);
    h.get_by_label("1. Close your city (done)");
    h.get_by_label("3. Complete a monastery").click();
    h.run_steps(3);
    h.get_by_label_contains("Lesson 3 of");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn the_board_picture_is_exported_as_png_from_the_game_menu() {
    // Game → Export board picture… writes the board shown, PNG by the name.
    let data = std::env::temp_dir().join(format!("cs-export-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).unwrap();
    let out = data.join("board.png");
    let mut h = app(&data, vec![out.clone()]);
    h.state_mut().open_lesson(2);
    h.run_steps(3);
    h.state_mut().command(Command::ExportPicture);
    h.run_steps(3);
    assert!(h.state().error.is_none(), "{:?}", h.state().error);
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    assert!(
        h.state().status.contains("board.png"),
        "{}",
        h.state().status
    );
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn the_course_opens_from_the_welcome_screen() {
    // The welcome screen has a Course entry next to its other actions: the
    // same lessons as Game → Course, and a click opens one on the board.
    let data = std::env::temp_dir().join(format!("cs-course-welcome-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).unwrap();
    let mut h = app(&data, vec![]);
    assert!(h.state().play.session.is_none(), "the welcome screen shows");
    h.get_by_label("Course").click();
    h.run_steps(2);
    h.get_by_label("1. Close your city").click();
    h.run_steps(3);
    assert!(h.state().error.is_none(), "{:?}", h.state().error);
    h.get_by_label_contains("Lesson 1 of");
    let _ = std::fs::remove_dir_all(&data);
}

/// A click of the pointer where a widget is drawn (a widget out of sight
/// does not answer it, unlike an accessibility click).
fn click_where_drawn(h: &mut Harness<'_, Studio>, at: egui::Pos2) {
    h.hover_at(at);
    h.run_steps(1);
    h.drag_at(at);
    h.run_steps(1);
    h.drop_at(at);
    h.run_steps(1);
}

#[test]
fn every_lesson_of_the_course_menu_can_be_reached_in_a_small_window() {
    // Checks: at the smallest window the program allows (720 x 480) the
    // welcome screen's Course menu scrolls within the window, so its last
    // lesson can be brought into sight and clicked where it is drawn (the
    // menu ran past the window's bottom from lesson 21 on).
    let dir = std::env::temp_dir().join(format!("course-menu-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut h = app(&dir, Vec::new());
    h.set_size(egui::vec2(720.0, 480.0));
    h.run_steps(3);
    h.get_by_label("Course").click();
    h.run_steps(3);
    let n = carcassonne_studio::io::course::course().lessons.len();
    let label = h
        .get_all_by_label_contains(&format!("{n}. "))
        .next()
        .expect("the last lesson")
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    h.get_by_label(&label).scroll_to_me();
    h.run_steps(3);
    let at = h.get_by_label(&label).rect().center();
    assert!(
        at.y < 480.0,
        "the last lesson is drawn at {at:?}, below the window"
    );
    click_where_drawn(&mut h, at);
    h.run_steps(3);
    assert!(h.state().lesson.is_some(), "the last lesson opened");
    let _ = std::fs::remove_dir_all(&dir);
}
